/**
 * The system module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/system/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { systemCalls } from "./calls";
export { countyArea } from "./county";
export { categoryRows } from "./data/categories";
export { syncSystemData } from "./platform-data";
export { areaById, areaExists, dictItem } from "./service";
