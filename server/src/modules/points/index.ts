/**
 * The points module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/points/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { pointsCalls } from "./calls";
export { earnByRule } from "./service";
export { syncPointRules } from "./platform-data";
