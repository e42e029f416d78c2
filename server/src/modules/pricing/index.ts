/**
 * The pricing module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/pricing/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { pricingCalls } from "./calls";
export { batchEdit } from "./cust-prices";
export { addCustomer } from "./customers";
export { buyerOf, customerLevel, customerPricesFor, priceCandidates, priceFor, PRICE_RULE } from "./price";
