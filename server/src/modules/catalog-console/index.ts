/**
 * The catalog-console module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/catalog-console/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { catalogConsoleCalls } from "./calls";
export { approveGoods, approveShop, rejectGoods, rejectShop } from "./service";
