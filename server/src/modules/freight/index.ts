/**
 * The freight module's public face: sellers' freight templates and the freight calculation the
 * checkout uses. Everything else in modules/freight/ (its table above all) is private to it
 * (ARCHITECTURE.md, "Module boundaries").
 */
export { chargeAt, feeOf, isExcluded, isFree, shopFreight, withinRange } from "./calc";
export type { Destination, FreightAreaRule, FreightCharge, FreightGroup, FreightTemplateData, FreeShippingRule, ShopFreight } from "./calc";
export { freightCalls } from "./calls";
export { add as addFreightTemplate, templatesByIds } from "./service";
