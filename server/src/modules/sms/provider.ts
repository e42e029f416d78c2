/** One text message to one mobile number. */
export interface SmsMessage {
  mobile: string;
  /**
   * What the message is for, e.g. REGISTER, RESET_PASSWORD, EMPLOYEE_ACCOUNT (a gateway that sends
   * by template picks its template by it).
   */
  purpose: string;
  /** The full text, secrets included. */
  content: string;
  /**
   * Parts of the content that are secrets (verification codes, set-password links). They never reach
   * a log, and every stored copy masks them (except a demo installation's outbox).
   */
  secrets?: readonly string[];
}

/**
 * An SMS gateway. A real one (Aliyun, Tencent Cloud…) is one adapter file in providers/ implementing
 * this, listed in providers/index.ts and in config.ts's SMS_PROVIDERS (SMS_PROVIDER selects it).
 * The sender (sender.ts) records every message in sms_outbox and logs it without its content; the
 * provider only delivers, and must not log the content either.
 */
export interface SmsProvider {
  /** Its SMS_PROVIDER name, recorded on each sms_outbox row. */
  readonly name: string;
  /**
   * True when it delivers nothing: the outbox (and the echo file) are then the only channel. Allowed
   * in development, tests and demo installations only (config.ts refuses it in production).
   */
  readonly outboxOnly: boolean;
  /** Hands the message to the gateway; throws when it is not accepted. */
  deliver(msg: SmsMessage): Promise<void>;
}
