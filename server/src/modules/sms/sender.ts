import { appendFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../kit/db";
import { smsOutbox } from "./schema";

export interface SmsMessage {
  mobile: string;
  purpose: string;
  content: string;
}

/**
 * Sends SMS. A real gateway (Aliyun, Tencent Cloud…) implements the same interface; the default one
 * records the message in sms_outbox (shown in the operator console) and the log.
 */
export interface SmsSender {
  readonly provider: string;
  send(db: Db, msg: SmsMessage): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  readonly provider = "outbox";
  /** `echoFile`: also append each message as a JSON line there (SMS_ECHO_FILE; development and e2e). */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly echoFile?: string,
  ) {}

  async send(db: Db, msg: SmsMessage): Promise<void> {
    await db.insert(smsOutbox).values({ ...msg, status: "SENT", provider: this.provider });
    this.log.info({ mobile: msg.mobile, purpose: msg.purpose }, `SMS to ${msg.mobile}: ${msg.content}`);
    if (this.echoFile) await appendFile(this.echoFile, `${JSON.stringify({ ...msg, at: new Date().toISOString() })}\n`);
  }
}
