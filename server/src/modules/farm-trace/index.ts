/**
 * The farm-trace module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-trace/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
import type { Impl } from "../../kit/implement";

export const farmTraceCalls: readonly Impl[] = [];
