import { maskPhone } from "@qinlian/contract";
import type { FastifyBaseLogger } from "fastify";
import { isDemoMode, type Config } from "../../config";
import type { Db } from "../../kit/db";
import type { SmsMessage, SmsProvider } from "./provider";
import { smsProviders } from "./providers";
import { smsOutbox } from "./schema";

export type { SmsMessage, SmsProvider } from "./provider";

/** The content with each secret replaced by asterisks, for stored copies of delivered messages. */
export function maskSecrets(content: string, secrets: readonly string[] = []): string {
  return secrets.filter(Boolean).reduce((c, s) => c.split(s).join("*".repeat(Math.min(s.length, 8))), content);
}

/**
 * Sends SMS through the configured provider (`ctx.services.sms`). Every message is recorded in
 * sms_outbox with its secrets masked; only a demo installation whose provider is the outbox keeps the
 * full text too (`demoContent`), since there the outbox is what people read instead of a phone.
 * The log gets the purpose, the masked number and the provider, never the content.
 */
export class SmsSender {
  constructor(
    readonly provider: SmsProvider,
    private readonly log: FastifyBaseLogger,
    private readonly demo: boolean,
  ) {}

  /** Whether the outbox keeps messages in full (codes and links readable by operators). */
  get keepsFullText(): boolean {
    return this.demo && this.provider.outboxOnly;
  }

  async send(db: Db, msg: SmsMessage): Promise<void> {
    const mask = (s: string) => maskSecrets(s, msg.secrets);
    let error: string | null = null;
    try {
      await this.provider.deliver(msg);
    } catch (e) {
      error = mask(e instanceof Error ? e.message : String(e)).slice(0, 500);
    }
    await db.insert(smsOutbox).values({
      mobile: msg.mobile,
      purpose: msg.purpose,
      content: mask(msg.content),
      demoContent: this.keepsFullText ? msg.content : null,
      status: error ? "FAILED" : "SENT",
      provider: this.provider.name,
      error,
    });
    const about = { purpose: msg.purpose, mobile: maskPhone(msg.mobile), provider: this.provider.name };
    if (error) {
      this.log.warn({ ...about, error }, "SMS not delivered");
      throw new Error(`SMS (${msg.purpose}) to ${about.mobile} not delivered by ${this.provider.name}: ${error}`);
    }
    this.log.info(about, "SMS sent");
  }
}

/**
 * The sender for this installation's SMS_PROVIDER (`provider` replaces it, e.g. in tests). With the
 * outbox provider it says at start what that means: in demo mode operators read every SMS in full.
 */
export function createSmsSender(config: Config, log: FastifyBaseLogger, provider: SmsProvider = smsProviders[config.SMS_PROVIDER](config)): SmsSender {
  const sender = new SmsSender(provider, log, isDemoMode(config));
  if (sender.keepsFullText) {
    log.warn(
      `demo mode (DEMO_DATA=true): SMS provider "${provider.name}" sends no SMS; operators read each message in full, codes and links included, at /admin/sms`,
    );
  } else if (provider.outboxOnly) {
    log.info(`SMS provider "${provider.name}" sends no SMS; the outbox keeps each message with its codes and links masked`);
  }
  return sender;
}
