/**
 * The farm-record module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-record/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
import type { Impl } from "../../kit/implement";
import { farmRecordCallList } from "./calls";

export const farmRecordCalls: readonly Impl[] = farmRecordCallList;
export { syncFarmRecordData } from "./platform-data";
export { refuseLeavingWithOpenFlock } from "./range-guard";
export { addBatch, addRecords, batchPage, RECORD_REF_KIND } from "./service";
