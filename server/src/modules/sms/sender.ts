import { appendFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../kit/db";
import { smsOutbox } from "./schema";

export interface SmsMessage {
  mobile: string;
  purpose: string;
  content: string;
  /**
   * Parts of the content that are secrets (verification codes, initial passwords). A sender that
   * delivers through a real gateway keeps only `maskSecrets(content, secrets)` in sms_outbox.
   */
  secrets?: readonly string[];
}

/** The content with each secret replaced by asterisks, for stored copies of delivered messages. */
export function maskSecrets(content: string, secrets: readonly string[] = []): string {
  return secrets.filter(Boolean).reduce((c, s) => c.split(s).join("*".repeat(Math.min(s.length, 8))), content);
}

/**
 * Sends SMS. A real gateway (Aliyun, Tencent Cloud…) implements the same interface and records a
 * masked copy in sms_outbox. The default one delivers nothing: the outbox (shown in the operator
 * console) and the log ARE the delivery channel of a development or demo installation, so it keeps
 * the full text, secrets included.
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
    const { secrets: _secrets, ...row } = msg;
    await db.insert(smsOutbox).values({ ...row, status: "SENT", provider: this.provider });
    this.log.info({ mobile: msg.mobile, purpose: msg.purpose }, `SMS to ${msg.mobile}: ${msg.content}`);
    if (this.echoFile) await appendFile(this.echoFile, `${JSON.stringify({ ...row, at: new Date().toISOString() })}\n`);
  }
}
