/**
 * The agreement module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/agreement/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { agreementCalls } from "./calls";
export { syncAgreements } from "./platform-data";
export { assertCurrentAccepted, recordAcceptance } from "./service";
