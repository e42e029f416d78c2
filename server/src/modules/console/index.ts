/**
 * The console module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/console/ is private to it (ARCHITECTURE.md, "Module boundaries").
 * The operator console: reviews (enterprises, service applications, shops, goods), adverts, operations.
 */
export { approveGoods, approveShop, rejectGoods, rejectShop } from "./catalog-reviews";
export { consoleCalls } from "./calls";
