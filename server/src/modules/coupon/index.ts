/**
 * The coupon module's public face: coupon rules (shops' and the platform's) and members' coupons.
 * Everything else in modules/coupon/ (its tables above all) is private to it (ARCHITECTURE.md,
 * "Module boundaries"). The checkout will lock and use coupons through functions added here.
 */
export { couponCalls } from "./calls";
export { grant as grantCoupon } from "./coupons";
export { addPlatformRule as addPlatformCouponRule, addShopRule as addShopCouponRule } from "./rules";
