import { isDemoMode, type Config } from "../../../config";
import type { SmsProvider } from "../provider";
import { OutboxSmsProvider } from "./outbox";

/** Every SMS gateway by its SMS_PROVIDER name (config.ts's SMS_PROVIDERS lists the same names). */
export const smsProviders: Record<Config["SMS_PROVIDER"], (config: Config) => SmsProvider> = {
  // The echo file writes codes in full: never on a production installation that is not a demo.
  outbox: (c) => new OutboxSmsProvider(c.NODE_ENV !== "production" || isDemoMode(c) ? c.SMS_ECHO_FILE : undefined),
};
