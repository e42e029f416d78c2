/**
 * The farm-analysis module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-analysis/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * 数据分析: monthly aggregates over the current farm's records, stock-outs and bookkeeping
 * (contract farm-analysis.ts; the queries are in server/src/read/farm-analysis.ts). Owns no tables.
 */
import type { Impl } from "../../kit/implement";
import { farmAnalysisCallList } from "./calls";

export const farmAnalysisCalls: readonly Impl[] = farmAnalysisCallList;
