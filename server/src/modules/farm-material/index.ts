/**
 * The farm-material module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-material/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * Quantities are integers in thousandths of the material's unit (contract farm-material.ts: `formatQty`,
 * `parseQty`, `QTY_SCALE`); money is integer fen.
 */
export { farmMaterialCalls } from "./calls";
export {
  rangeOfFarm,
  stockOutFor,
  removeStockOutsFor,
  costByRef,
  addRanges,
  addCatalog,
  addMaterial,
  addRecords,
  type StockOutFor,
} from "./service";
