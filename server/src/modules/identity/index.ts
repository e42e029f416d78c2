/**
 * The identity module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/identity/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { accountCalls } from "./account-calls";
export { isUniqueViolation } from "./accounts";
export { identityCalls } from "./calls";
export { expandGrants, flattenFuncs, roleDefs } from "./funcs";
export { memberNames } from "./names";
export { NO_PASSWORD_YET, resendSetPasswordLink, sendSetPasswordLink } from "./password-link";
export { passwordLinkCalls } from "./password-link-calls";
export { hashPassword } from "./passwords";
export { syncPlatformFuncs } from "./platform-data";
export { RoleFuncs } from "./role-funcs";
export { maskMobile, userInfoOf } from "./service";
export { createMemberResolver, issueTicket } from "./tickets";
export { setVerifyState, verifyHistory, verifyRow } from "./verification";
export { verifyMachine } from "./verify-machine";
export type { VerifyEvent } from "./verify-machine";
