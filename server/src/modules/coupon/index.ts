/**
 * The coupon module's public face: coupon rules (shops' and the platform's) and members' coupons.
 * Everything else in modules/coupon/ (its tables above all) is private to it (ARCHITECTURE.md,
 * "Module boundaries"). The checkout prices, locks, uses and releases coupons through checkout.ts.
 */
export { couponCalls } from "./calls";
export { checkoutCoupons, lockCoupons, releaseCoupons, useCoupons, type CheckoutCoupon } from "./checkout";
export { grant as grantCoupon } from "./coupons";
export { addPlatformRule as addPlatformCouponRule, addShopRule as addShopCouponRule, claimableCouponReach, type ClaimableCouponReach } from "./rules";
