/**
 * The shop module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/shop/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { pickupPointFor } from "./address";
export { shopCalls } from "./calls";
export { add as addClassify, assignGoods as assignClassifyGoods } from "./classify";
export { shopMachine } from "./machine";
export type { ShopStatus } from "./machine";
export { addInfos as addRecommendInfos, forgetRecommendedGoods, syncList as syncRecommendList } from "./recommend";
export { applyShopEvent, changeStatus, openShop, ownShop, requireOwnShop, saveApplication, submitApplication } from "./service";
export { shopCards, shopView } from "./views";
