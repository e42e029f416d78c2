/**
 * The manufacturer module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/manufacturer/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { manufacturerCalls } from "./calls";
export { add as addManufacturer } from "./service";
export { requireManufacturer } from "./service";
