/**
 * The promotion module's public face: shop promotions (促销) and presales (预售) — their calls, what the
 * checkout reads (`runningPromotions`, `presalesForSpecs`), the presale quantity it takes and gives
 * back (`reservePresale`, `releasePresale`), and the demo seed's `seedDemoPromotions`. Its tables
 * are private (ARCHITECTURE.md, "Module boundaries").
 */
export { promotionCalls } from "./calls";
export { runningPromotions, type RunningPromotion, type GiftItem, type GiftTier, type PromotionData, type PromotionRule, type ReductionTier } from "./checkout";
export { goodsTakingDeposits, presalesForSpecs, releasePresale, reservePresale, type PresaleFacts } from "./presales";
export { addPresale, updatePresale } from "./presales";
export { addPromotion, enablePromotion, runningKindsByGoods, updatePromotion } from "./promotions";
export { seedDemoPromotions } from "./demo";
