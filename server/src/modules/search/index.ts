/**
 * The search module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/search/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { searchCalls } from "./calls";
export { searchDaily, searchJobHandler, startSearch } from "./daily";
export { reconcileIndex, reindexChangedGoods, reindexChangedShop } from "./indexer";
