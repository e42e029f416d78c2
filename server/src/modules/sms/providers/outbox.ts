import { appendFile } from "node:fs/promises";
import type { SmsMessage, SmsProvider } from "../provider";

/**
 * The development and demo provider: delivers nothing. The sender's sms_outbox row is the message
 * (the operator console shows it, in full only in demo mode); `echoFile` (SMS_ECHO_FILE, development,
 * tests and demo only) also gets each message in full as a JSON line, which is how the test suites
 * and the browser journeys read their codes and links.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = "outbox";
  readonly outboxOnly = true;

  constructor(private readonly echoFile?: string) {}

  async deliver(msg: SmsMessage): Promise<void> {
    if (!this.echoFile) return;
    const line = { mobile: msg.mobile, purpose: msg.purpose, content: msg.content, at: new Date().toISOString() };
    await appendFile(this.echoFile, `${JSON.stringify(line)}\n`);
  }
}
