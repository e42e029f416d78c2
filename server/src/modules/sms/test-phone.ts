import { existsSync, readFileSync } from "node:fs";
import type { Config } from "../../config";

/** An SMS as the echo file (SMS_ECHO_FILE) has it: in full, secrets included. */
export interface EchoedSms {
  mobile: string;
  purpose: string;
  content: string;
  at: string;
}

/**
 * The tests' phone: every SMS the app sent, oldest first, read from its echo file (the test harness
 * sets SMS_ECHO_FILE; the outbox table masks codes and links outside demo mode).
 */
export function echoedSms(config: Pick<Config, "SMS_ECHO_FILE">, mobile?: string): EchoedSms[] {
  const file = config.SMS_ECHO_FILE;
  if (!file) throw new Error("SMS_ECHO_FILE is not set");
  if (!existsSync(file)) return [];
  const all = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as EchoedSms);
  return mobile ? all.filter((m) => m.mobile === mobile) : all;
}

/** The newest SMS (to `mobile`, or to anyone), failing the test when there is none. */
export function lastSms(config: Pick<Config, "SMS_ECHO_FILE">, mobile?: string): EchoedSms {
  const m = echoedSms(config, mobile).at(-1);
  if (!m) throw new Error(`no SMS${mobile ? ` to ${mobile}` : ""}`);
  return m;
}

/** The 6-digit code in the newest SMS (to `mobile`, or to anyone). */
export function lastSmsCode(config: Pick<Config, "SMS_ECHO_FILE">, mobile?: string): string {
  const m = lastSms(config, mobile);
  const code = /(\d{6})/.exec(m.content)?.[1];
  if (!code) throw new Error(`no code in the SMS to ${m.mobile}: ${m.purpose}`);
  return code;
}
