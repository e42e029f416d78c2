/**
 * The sms module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/sms/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { sendCode, verifyCode } from "./codes";
export type { SentCode } from "./codes";
export { createSmsSender } from "./sender";
export type { SmsProvider, SmsSender } from "./sender";
