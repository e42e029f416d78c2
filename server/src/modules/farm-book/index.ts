/**
 * The farm-book module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-book/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * 记账本: income / expense (JZB), outputs (CC) and pest & disease occurrences (BCH) of the caller's
 * current farm (contract farm-book.ts).
 */
import type { Impl } from "../../kit/implement";
import { farmBookCallList } from "./calls";

export const farmBookCalls: readonly Impl[] = farmBookCallList;
export { add as addBookEntry } from "./service";
