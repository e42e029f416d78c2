/**
 * The farm-analysis module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-analysis/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
import type { Impl } from "../../kit/implement";

export const farmAnalysisCalls: readonly Impl[] = [];
