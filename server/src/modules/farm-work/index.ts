/**
 * The farm-work module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-work/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * Field work (农事作业: machine.ts), growth logs (生长日志) and watch logs (巡田/巡舍日志) of the caller's
 * current farm, and the farm home's summary.
 */
import type { Impl } from "../../kit/implement";
import { farmWorkCallList } from "./calls";

export const farmWorkCalls: readonly Impl[] = farmWorkCallList;
export { workMachine } from "./machine";
export { addWork, startWork, saveResult as saveWorkResult, finishWork, cancelWork, addGrow, addWatch, doneHoursByType } from "./service";
