import { z } from "zod";
import { domain } from "../kit/call";
import { fen, id, instant, mobile, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";

/**
 * Coupons (优惠券). A coupon rule (券规则, by its regCode) is a shop's or the platform's offer: what it
 * takes off, from what threshold, on which categories, how many may be claimed and by whom, and how
 * long a claimed coupon stays valid. A coupon is one member's claimed copy: it keeps the rule's terms
 * as they were when claimed (editing a rule never changes coupons already out). How a coupon prices a
 * checkout: server/src/modules/order/pricing/coupons.ts.
 */
export const couponKind = z.enum(["AMOUNT", "DISCOUNT"]).describe("满减券 / 折扣券");
export type CouponKind = z.infer<typeof couponKind>;
export const couponScope = z.enum(["PLATFORM", "SHOP"]).describe("平台券 / 店铺券");
export type CouponScope = z.infer<typeof couponScope>;
/** A rule's state, derived from its switch and dates. */
export const couponRuleState = z.enum(["DISABLED", "NOT_STARTED", "CLAIMING", "ENDED", "SOLD_OUT"]);
export type CouponRuleState = z.infer<typeof couponRuleState>;
/** A member's coupon's state (EXPIRED derived from its validity). */
export const couponState = z.enum(["AVAILABLE", "LOCKED", "USED", "EXPIRED"]).describe("可用 / 已锁定（待支付订单占用）/ 已使用 / 已过期");
export type CouponState = z.infer<typeof couponState>;

export const MAX_COUPON_TOTAL = 1_000_000;

const validity = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("FIXED"), validFrom: instant, validTo: instant }),
    z.object({ type: z.literal("DAYS"), days: z.number().int().min(1).max(365).describe("领取后若干天内有效") }),
  ])
  .describe("有效期：固定时段，或领取后若干天");

export const couponRuleInput = z.object({
  name: text(30).describe("券名称，如 满 200 减 20"),
  kind: couponKind,
  threshold: fen.max(100_000_000).describe("使用门槛（分），0 为无门槛"),
  value: fen.max(10_000_000).default(0).describe("满减券：减免金额（分）"),
  rateBp: z.number().int().min(1000).max(10_000).default(10_000).describe("折扣券：折扣（基点，9000 即 9 折；须低于 10000）"),
  maxOff: fen.max(10_000_000).nullable().default(null).describe("折扣券：最多减免（分）"),
  categoryCodes: z.array(text(20)).max(20).default([]).describe("限用类目；空为全部"),
  totalCount: z.number().int().min(1).max(MAX_COUPON_TOTAL).describe("发放总量"),
  perMemberLimit: z.number().int().min(1).max(100).default(1).describe("每人限领"),
  claimFrom: instant.describe("开始领取时间"),
  claimTo: instant.describe("结束领取时间"),
  validity,
  enabled: z.boolean().default(true),
  remark: optText(200),
});
export type CouponRuleInput = z.input<typeof couponRuleInput>;

/** What a coupon offers, on a rule and on each coupon claimed from it. */
const terms = {
  scope: couponScope,
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  name: z.string(),
  kind: couponKind,
  threshold: fen,
  value: fen,
  rateBp: z.number().int(),
  maxOff: fen.nullable(),
  categoryCodes: z.array(z.string()),
};

export const couponRuleView = z.object({
  id,
  regCode: z.string().describe("券规则编码"),
  ...terms,
  totalCount: z.number().int(),
  perMemberLimit: z.number().int(),
  claimFrom: instant,
  claimTo: instant,
  validity,
  enabled: z.boolean(),
  remark: z.string().nullable(),
  state: couponRuleState,
  issuedCount: z.number().int(),
  usedCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type CouponRuleView = z.infer<typeof couponRuleView>;

export const couponView = z.object({
  id,
  regCode: z.string(),
  ruleId: id,
  ...terms,
  validFrom: instant,
  validTo: instant,
  state: couponState,
  orderId: z.string().nullable(),
  usedAt: instant.nullable(),
  claimedAt: instant,
});
export type CouponView = z.infer<typeof couponView>;

const regCodeInput = z.object({ regCode: text(40) });
const ruleFilter = pageInput.extend({ keyword: optText(30).describe("名称或编码包含"), state: couponRuleState.optional() });
const counts = z.object({ regCode: z.string(), totalCount: z.number().int(), issuedCount: z.number().int(), usedCount: z.number().int(), lockedCount: z.number().int(), expiredCount: z.number().int(), remaining: z.number().int() });

const shopAccess = "func:transaction.shop.ticket" as const;

export const coupon = domain("coupon", {
  addCoupRegular: {
    path: "/openapi/trading/couponRegular/addCoupRegular/manage",
    access: shopAccess,
    summary: "新增店铺券规则（本人营业中的店铺）",
    input: couponRuleInput,
    output: couponRuleView,
  },
  updCoupRegular: {
    path: "/openapi/trading/couponRegular/updCoupRegular/manage",
    access: shopAccess,
    summary: "修改店铺券规则（已领取的券保持领取时的条件；发放总量不能少于已发放）",
    input: couponRuleInput.extend({ regCode: text(40) }),
    output: couponRuleView,
  },
  delCoupRegular: {
    path: "/openapi/trading/couponRegular/delCoupRegular/manage",
    access: shopAccess,
    summary: "删除店铺券规则（已有人领取时不能删除，请停用）",
    input: regCodeInput,
    output: z.object({ regCode: z.string() }),
  },
  selCoupRegularByRegCode: {
    path: "/openapi/trading/couponRegular/selCoupRegularByRegCode/manage",
    access: shopAccess,
    summary: "店铺券规则详情（本店的）",
    input: regCodeInput,
    output: couponRuleView,
  },
  selCouponRegNum: {
    path: "/openapi/trading/couponRegular/selCouponRegNum/manage",
    access: shopAccess,
    summary: "券规则的发放与使用数量（本店的）",
    input: regCodeInput,
    output: counts,
  },
  selShopCoupRegListByPage: {
    path: "/openapi/trading/couponRegular/selShopCoupRegListByPage/manage",
    access: shopAccess,
    summary: "本店的券规则（分页，可按名称/编码、状态筛选）",
    input: ruleFilter,
    output: pageOf(couponRuleView),
  },
  selCoupRegListByPage: {
    path: "/openapi/trading/couponRegular/selCoupRegListByPage/manage",
    access: "func:admin.ops.coupons",
    summary: "运营：全部券规则（平台券与店铺券，分页）",
    input: ruleFilter.extend({ scope: couponScope.optional() }),
    output: pageOf(couponRuleView),
  },
  addPlatformCoupRegular: {
    path: "/openapi/trading/couponRegular/addPlatformCoupRegular/manage",
    access: "func:admin.ops.coupons",
    summary: "运营：新增平台券规则。路径为本项目所定",
    input: couponRuleInput,
    output: couponRuleView,
  },
  addCoup: {
    path: "/openapi/trading/coupon/addCoup/manage",
    access: shopAccess,
    summary: "向会员发券（按手机号；计入发放总量与每人限领）",
    input: z.object({ regCode: text(40), mobile }),
    output: couponView,
  },
  receiveCoupon: {
    path: "/openapi/trading/coupon/receive/1.0",
    access: "member",
    summary: "领取优惠券（领取时间内、未领完、未超过每人限领）。路径为本项目所定",
    input: regCodeInput,
    output: couponView,
  },
  selMyCouponListByPage: {
    path: "/openapi/trading/coupon/selMyCouponListByPage",
    access: "member",
    summary: "我的优惠券（按状态分页）。路径为本项目所定",
    input: pageInput.extend({ state: couponState.optional() }),
    output: pageOf(couponView),
  },
  selClaimableByShop: {
    path: "/openapi/trading/couponRegular/selClaimableByShop",
    access: "public",
    summary: "店铺（或平台，shopId 不传）正在领取的券，商品页与店铺页的 领券。路径为本项目所定",
    input: z.object({ shopId: id.optional() }),
    output: z.array(couponRuleView),
  },
});
