/**
 * The goods module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/goods/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { requireFunc } from "./access";
export { goodsCalls } from "./calls";
export { publicPage, shopGoodsNum } from "./listing";
export { goodsMachine } from "./machine";
export { areaNames, areaPrefix, categoryIndex, requireAreas, todayCst } from "./reference";
export { licencesForScope, needsReview, regulationOf } from "./regulated";
export { myGoodsById, publishDemand, publishGoods, publishPackage, publishService, publishSoil, publishSupply } from "./service";
export { addOrderEvaluations, evaluationsOfOrder, replyToEvaluation, sellerEvaluations, type NewEvaluation, type OrderEvaluation } from "./order-evaluations";
export { lineFacts, recordSales, releaseStock, reserveStock, stockOf, type OrderLineFacts, type StockLine, type UnbuyableReason } from "./order-lines";
export { moveGoodsBetweenClassifies, putGoodsInClassify } from "./shop-classify";
export { goodsCards, goodsView, isPubliclyVisible, publicVisible, visibleGoodsIds } from "./views";
export { forgetCardOfGoods, forgetCardsOfShop, goodsCardsByIds } from "./card-cache";
export type { GoodsRow } from "./views";
export { forgetShopPartOfGoods, forgetShopPartOfShop } from "./shop-part";
export { flushGoodsViews } from "./view-counts";
export { applyGoodsEvent } from "./write";
