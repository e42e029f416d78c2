/**
 * The goods detail's lazy buying parts in one chunk: the buy box (quantity, 加入购物车, 立即购买) and the
 * 领券 row. Both show at once under the price, so one request brings both (a second file would cost its
 * own request and headers in the detail's first-load budget, scripts/audit-web.mjs).
 */
export { BuyBox } from "./BuyBox";
export { default as CouponRow } from "./CouponRow";
