/**
 * The console module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/console/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { consoleCalls } from "./calls";
