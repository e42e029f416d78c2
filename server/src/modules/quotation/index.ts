/**
 * The quotation module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/quotation/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { quotationCalls } from "./calls";
export { quotationDaily, quotationJobHandler, scheduleQuotationSnapshots } from "./daily";
export { backfillQuotationHistory } from "./demo-history";
