/** The search results' cards and visibility come from the goods module (its rule, its cards). */
export { goodsCardsByIds, visibleGoodsIds } from "../goods";
