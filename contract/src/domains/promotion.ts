import { z } from "zod";
import { domain } from "../kit/call";
import { fen, id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { goodsStatus } from "./catalog-shared";

/**
 * Shop promotions (促销) and presale (预售). The spec names these calls without paths; they take paths in
 * the style of the coupon calls (`/openapi/trading/promotion/…`, `/openapi/trading/advanceSale/…`),
 * except the spec's own `/api/trading/promotion/selPromotionGoodsGiftInfoBuyCount`.
 *
 * A promotion is a condition (which of the shop's goods, which period) and an action (its `rule`):
 * 限时折扣 DISCOUNT, 满减 FULL_REDUCTION, 每满减 EVERY_REDUCTION, 满赠 GIFT. How promotions price a
 * checkout, and in which order: server/src/modules/order/pricing/promotions.ts. A presale sells one
 * goods spec for a deposit now and the balance later: server/src/modules/order/pricing/presale.ts.
 */
export const promotionKind = z.enum(["DISCOUNT", "FULL_REDUCTION", "EVERY_REDUCTION", "GIFT"]).describe("限时折扣 / 满减 / 每满减 / 满赠");
export type PromotionKind = z.infer<typeof promotionKind>;
/** A promotion's state, derived from its switch and period. */
export const promotionState = z.enum(["DISABLED", "NOT_STARTED", "RUNNING", "ENDED"]).describe("已停用 / 未开始 / 进行中 / 已结束");
export type PromotionState = z.infer<typeof promotionState>;
/** A presale's state, derived from its switch and windows. */
export const presaleState = z.enum(["DISABLED", "NOT_STARTED", "DEPOSIT", "WAITING", "BALANCE", "ENDED"]).describe("已停用 / 未开始 / 付定金中 / 等待付尾款 / 付尾款中 / 已结束");
export type PresaleState = z.infer<typeof presaleState>;

export const MAX_PROMOTION_TIERS = 5;
export const MAX_PROMOTION_GOODS = 100;
export const MAX_TIER_GIFTS = 5;

const money = fen.max(100_000_000);
const reductionTier = z.object({
  threshold: money.min(1).describe("门槛（分）：参与商品满多少"),
  off: money.min(1).describe("减免（分），低于门槛"),
});
const giftItem = z.object({
  goodsId: id,
  specId: id,
  quantity: z.number().int().min(1).max(99).describe("赠送数量"),
});
const giftTier = z.object({
  threshold: money.min(1).describe("门槛（分）"),
  gifts: z.array(giftItem).min(1).max(MAX_TIER_GIFTS).describe("本店商品规格，每档最多 5 种"),
});

export const promotionRule = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("DISCOUNT"), rateBp: z.number().int().min(1000).max(9999).describe("折扣（基点，8500 即 8.5 折）") }),
    z.object({ kind: z.literal("FULL_REDUCTION"), tiers: z.array(reductionTier).min(1).max(MAX_PROMOTION_TIERS).describe("满减档位，门槛由低到高，最多 5 档") }),
    z.object({
      kind: z.literal("EVERY_REDUCTION"),
      every: money.min(1).describe("每满（分）"),
      off: money.min(1).describe("减（分），低于每满金额"),
      maxTimes: z.number().int().min(1).max(1000).nullable().describe("最多减几次；null 不限"),
    }),
    z.object({ kind: z.literal("GIFT"), tiers: z.array(giftTier).min(1).max(MAX_PROMOTION_TIERS).describe("满赠档位，门槛由低到高，最多 5 档") }),
  ])
  .describe("促销规则");
export type PromotionRuleInput = z.infer<typeof promotionRule>;

export const promotionInput = z.object({
  name: text(30).describe("促销名称，如 双十一满减"),
  rule: promotionRule,
  goodsIds: z.array(id).min(1).max(MAX_PROMOTION_GOODS).nullable().default(null).describe("参与商品（本店商城商品，最多 100 个）；null 为全店商品"),
  startAt: instant.describe("开始时间"),
  endAt: instant.describe("结束时间"),
  enabled: z.boolean().default(true),
  remark: optText(200),
});
export type PromotionInput = z.input<typeof promotionInput>;

/** One of the shop's goods as promotion and presale screens show it, with its specs. */
export const promotionGoodsRef = z.object({
  goodsId: id,
  name: z.string(),
  mainImage: z.string().nullable(),
  status: goodsStatus,
  specs: z.array(z.object({ specId: id, name: z.string(), listPrice: fen, stock: z.number().int() })),
});
export type PromotionGoodsRef = z.infer<typeof promotionGoodsRef>;

export const promotionView = z.object({
  id,
  shopId: id,
  name: z.string(),
  kind: promotionKind,
  rule: promotionRule,
  goodsIds: z.array(id).nullable().describe("null 为全店商品"),
  goods: z.array(promotionGoodsRef).describe("参与商品与赠品涉及的商品（已删除的商品不在其中）"),
  startAt: instant,
  endAt: instant,
  enabled: z.boolean(),
  remark: z.string().nullable(),
  state: promotionState,
  createdAt: instant,
  updatedAt: instant,
});
export type PromotionView = z.infer<typeof promotionView>;

/** What a buyer sees of a running promotion (goods detail, cart badges). */
export const promotionPublicView = z.object({
  id,
  shopId: id,
  name: z.string(),
  kind: promotionKind,
  rule: promotionRule,
  allGoods: z.boolean().describe("全店商品参与"),
  startAt: instant,
  endAt: instant,
  giftNames: z.record(z.string(), z.string()).describe("赠品规格 id → 商品名 · 规格名"),
});
export type PromotionPublicView = z.infer<typeof promotionPublicView>;

export const giftInfo = z.object({
  promotionId: id,
  name: z.string(),
  base: fen.describe("参与本促销的行金额合计（分）"),
  reached: giftTier.nullable().describe("已达到的最高档"),
  next: giftTier.nullable().describe("下一档（未达到最高档时）"),
  shortBy: fen.nullable().describe("距下一档还差（分）"),
  giftNames: z.record(z.string(), z.string()),
});
export type GiftInfo = z.infer<typeof giftInfo>;

export const presaleInput = z.object({
  goodsId: id,
  specId: id,
  price: money.min(1).describe("预售价（分/件）"),
  depositPerUnit: money.min(1).describe("每件定金（分），低于预售价"),
  deductPerUnit: money.min(1).describe("每件定金抵扣（分），不低于定金、不高于预售价（定金膨胀）"),
  depositFrom: instant.describe("付定金开始"),
  depositTo: instant.describe("付定金结束"),
  balanceFrom: instant.describe("付尾款开始，不早于付定金结束"),
  balanceTo: instant.describe("付尾款结束"),
  limitPerBuyer: z.number().int().min(1).max(100_000).nullable().default(null).describe("每人限购（件）；null 不限"),
  totalQuantity: z.number().int().min(1).max(1_000_000).describe("预售总量（件）"),
  enabled: z.boolean().default(true),
  remark: optText(200),
});
export type PresaleInput = z.input<typeof presaleInput>;

export const presaleView = z.object({
  id,
  shopId: id,
  goodsId: id,
  specId: id,
  goodsName: z.string(),
  specName: z.string(),
  mainImage: z.string().nullable(),
  listPrice: fen.nullable().describe("规格标价（分）；规格已删除为 null"),
  price: fen,
  depositPerUnit: fen,
  deductPerUnit: fen,
  depositFrom: instant,
  depositTo: instant,
  balanceFrom: instant,
  balanceTo: instant,
  limitPerBuyer: z.number().int().nullable(),
  totalQuantity: z.number().int(),
  soldQuantity: z.number().int().describe("已付定金的件数"),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  state: presaleState,
  createdAt: instant,
  updatedAt: instant,
});
export type PresaleView = z.infer<typeof presaleView>;

export const presalePublicView = presaleView.omit({ remark: true, enabled: true, createdAt: true, updatedAt: true });
export type PresalePublicView = z.infer<typeof presalePublicView>;

const idInput = z.object({ id });
const pickInput = pageInput.extend({ keyword: optText(40).describe("商品名称包含") });

const promotionAccess = "func:transaction.shop.promotion" as const;
const presaleAccess = "func:transaction.shop.advanceSale" as const;

export const promotion = domain("promotion", {
  selPromotionPageByShop: {
    path: "/openapi/trading/promotion/selPageByShop",
    access: promotionAccess,
    summary: "本店的促销（分页，可按名称、状态、类型筛选）",
    input: pageInput.extend({ keyword: optText(30).describe("名称包含"), state: promotionState.optional(), kind: promotionKind.optional() }),
    output: pageOf(promotionView),
  },
  selPromotionById: {
    path: "/openapi/trading/promotion/selById",
    access: promotionAccess,
    summary: "促销详情（本店的）",
    input: idInput,
    output: promotionView,
  },
  addPromotion: {
    path: "/openapi/trading/promotion/add/1.0",
    access: promotionAccess,
    summary: "新增促销（本人营业中的店铺；同一商品同一时段只能参加一个启用的限时折扣）",
    input: promotionInput,
    output: promotionView,
  },
  updPromotion: {
    path: "/openapi/trading/promotion/upd/1.0",
    access: promotionAccess,
    summary: "修改促销（已下的订单保持下单时的优惠）",
    input: promotionInput.extend({ id }),
    output: promotionView,
  },
  delPromotion: {
    path: "/openapi/trading/promotion/del/1.0",
    access: promotionAccess,
    summary: "删除促销（进行中的请先停用）",
    input: idInput,
    output: z.object({ id }),
  },
  enablePromotion: {
    path: "/openapi/trading/promotion/enable/1.0",
    access: promotionAccess,
    summary: "启用或停用促销",
    input: z.object({ id, enabled: z.boolean() }),
    output: promotionView,
  },
  selPromotionGoods: {
    path: "/openapi/trading/promotion/selShopGoodsByPage",
    access: promotionAccess,
    summary: "可参加促销或作赠品的本店商城商品及其规格（分页）",
    input: pickInput,
    output: pageOf(promotionGoodsRef),
  },
  selPromotionByGoodsId: {
    path: "/openapi/trading/promotion/selByGoodsId",
    access: "public",
    summary: "商品正在进行的促销（商品详情、购物车的促销标签）",
    input: z.object({ goodsId: id }),
    output: z.array(promotionPublicView),
  },
  selPromotionGoodsGiftInfoBuyCount: {
    path: "/api/trading/promotion/selPromotionGoodsGiftInfoBuyCount",
    access: "public",
    summary:
      "满赠信息：店铺的进行中满赠促销，按所给各行金额（购物车行的应付金额，分）算出已达到的档位、下一档与还差多少。最终以结算为准",
    input: z.object({
      shopId: id,
      lines: z.array(z.object({ goodsId: id, amount: fen.max(10_000_000_000) })).min(1).max(200),
    }),
    output: z.array(giftInfo),
  },
  selAdvanceSalePageByShop: {
    path: "/openapi/trading/advanceSale/selPageByShop",
    access: presaleAccess,
    summary: "本店的预售（分页，可按商品名称、状态筛选）",
    input: pageInput.extend({ keyword: optText(40).describe("商品名称包含"), state: presaleState.optional() }),
    output: pageOf(presaleView),
  },
  selAdvanceSaleById: {
    path: "/openapi/trading/advanceSale/selById",
    access: presaleAccess,
    summary: "预售详情（本店的）",
    input: idInput,
    output: presaleView,
  },
  addAdvanceSale: {
    path: "/openapi/trading/advanceSale/add/1.0",
    access: presaleAccess,
    summary: "新增预售（本店商品的一个规格；每个规格同时只有一个未结束的启用预售）",
    input: presaleInput,
    output: presaleView,
  },
  updAdvanceSale: {
    path: "/openapi/trading/advanceSale/upd/1.0",
    access: presaleAccess,
    summary: "修改预售（已有人付定金后，规格与价格、定金、抵扣不能再改，总量不能少于已售）",
    input: presaleInput.extend({ id }),
    output: presaleView,
  },
  delAdvanceSale: {
    path: "/openapi/trading/advanceSale/del/1.0",
    access: presaleAccess,
    summary: "删除预售（已有人付定金时不能删除，请停用）",
    input: idInput,
    output: z.object({ id }),
  },
  selAdvanceSaleGoods: {
    path: "/openapi/trading/advanceSale/selShopGoodsByPage",
    access: presaleAccess,
    summary: "可预售的本店商城商品及其规格（分页）",
    input: pickInput,
    output: pageOf(promotionGoodsRef),
  },
  selAdvanceSaleByGoodsId: {
    path: "/openapi/trading/advanceSale/selByGoodsId",
    access: "public",
    summary: "商品的预售（未结束、启用的，每个规格至多一个；商品详情）",
    input: z.object({ goodsId: id }),
    output: z.array(presalePublicView),
  },
});
