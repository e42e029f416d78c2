import { coupon } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as coupons from "./coupons";
import * as rules from "./rules";

export const couponCalls = [
  implement(coupon.addCoupRegular, (input, ctx) => rules.addShopRule(ctx, input)),
  implement(coupon.updCoupRegular, (input, ctx) => rules.updateShopRule(ctx, input)),
  implement(coupon.delCoupRegular, (input, ctx) => rules.deleteShopRule(ctx, input.regCode)),
  implement(coupon.selCoupRegularByRegCode, (input, ctx) => rules.shopRuleByCode(ctx, input.regCode)),
  implement(coupon.selCouponRegNum, (input, ctx) => rules.ruleCounts(ctx, input.regCode)),
  implement(coupon.selShopCoupRegListByPage, (input, ctx) => rules.shopRulePage(ctx, input)),
  implement(coupon.selCoupRegListByPage, (input, ctx) => rules.allRulePage(ctx, input)),
  implement(coupon.addPlatformCoupRegular, (input, ctx) => rules.addPlatformRule(ctx, input)),
  implement(coupon.addCoup, (input, ctx) => coupons.grant(ctx, input.regCode, input.mobile)),
  implement(coupon.receiveCoupon, (input, ctx) => coupons.receive(ctx, input.regCode)),
  implement(coupon.selMyCouponListByPage, (input, ctx) => coupons.myPage(ctx, input)),
  implement(coupon.selClaimableByShop, (input, ctx) => rules.claimable(ctx, input.shopId)),
];
