/**
 * The farm-trace module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-trace/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * A batch's trace (溯源档案): a snapshot of the batch published under a code with a QR image
 * (contract farm-trace.ts says what and why).
 */
import type { Impl } from "../../kit/implement";
import { farmTraceCallList } from "./calls";

export const farmTraceCalls: readonly Impl[] = farmTraceCallList;
export { add as addTrace, qrSvg, traceUrl } from "./service";
export { refuseDeletingTracedBatch } from "./batch-guard";
