/**
 * The cart module's public face (issue 12): its calls, and what the order module uses — the buyer's
 * own lines by id (`cartLinesOf`) and their removal after a successful submit (`removeCartLines`).
 * Its table (schema.ts) is private (ARCHITECTURE.md, "Module boundaries").
 */
export { cartCalls } from "./calls";
export { cartLinesOf, removeCartLines } from "./service";
export { promotionBadges } from "./view";
