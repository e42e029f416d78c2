/**
 * The price of a checkout, split per shop: one pure function over what the database gave (prices,
 * promotions, coupons, freight templates, the destination), so every figure the buyer sees before
 * submitting is the figure the order stores. Order of application: promotions (promotions.ts: discount,
 * reduction, gifts) → coupons (coupons.ts: shop, then platform) → freight (freight.ts). Every amount
 * is integer fen; the roundings are in fen.ts.
 *
 * A line that cannot be delivered to the destination (the goods' delivery range, or its freight
 * template's excluded areas) is still priced but listed in `undeliverable`; the checkout refuses to
 * submit until the buyer removes it or changes the address.
 */
import { applyCoupons, type CouponData } from "./coupons";
import { sum } from "./fen";
import { shopFreight, withinRange, type Destination, type FreightGroup, type FreightTemplateData } from "../../freight";
import { applyPromotions, type AppliedPromotion, type GiftItem, type PromotionData } from "./promotions";

export interface QuoteLineInput {
  readonly key: string;
  readonly shopId: string;
  readonly goodsId: string;
  readonly specId: string;
  readonly categoryId: string | null;
  readonly unitPrice: number;
  readonly quantity: number;
  /** Grams per unit (weight templates). */
  readonly unitWeight: number;
  readonly freightTemplate: FreightTemplateData | null;
  /** Areas the goods deliver to; null: nationwide. */
  readonly deliveryAreaCodes: readonly string[] | null;
}

export interface QuoteInput {
  readonly lines: readonly QuoteLineInput[];
  /** shopId → its promotions running now. */
  readonly promotions: ReadonlyMap<string, readonly PromotionData[]>;
  readonly shopCoupons: readonly CouponData[];
  readonly platformCoupon: CouponData | null;
  readonly destination: Destination;
  readonly now: Date;
}

export interface LineQuote {
  readonly key: string;
  readonly goodsId: string;
  readonly specId: string;
  readonly unitPrice: number;
  readonly quantity: number;
  readonly amount: number;
  readonly discount: number;
  readonly reduction: number;
  readonly shopCoupon: number;
  readonly platformCoupon: number;
  /** amount − discount − reduction − coupons. */
  readonly payable: number;
}

export interface ShopQuote {
  readonly shopId: string;
  readonly lines: readonly LineQuote[];
  readonly goodsAmount: number;
  readonly discount: number;
  readonly reduction: number;
  readonly shopCoupon: number;
  readonly platformCoupon: number;
  readonly freight: number;
  /** Σ line payable + freight. */
  readonly payable: number;
  readonly gifts: readonly GiftItem[];
  readonly promotions: readonly AppliedPromotion[];
  readonly undeliverable: readonly string[];
}

export interface Quote {
  readonly shops: readonly ShopQuote[];
  readonly payable: number;
  readonly freight: number;
  readonly undeliverable: readonly string[];
}

const deliverable = (l: QuoteLineInput, to: Destination): boolean => to.kind === "PICKUP" || withinRange(l.deliveryAreaCodes, to.areaCode);

export function quote(i: QuoteInput): Quote {
  for (const l of i.lines) {
    if (!Number.isSafeInteger(l.unitPrice) || l.unitPrice <= 0) throw new RangeError(`line ${l.key}: unit price must be positive fen`);
    if (!Number.isSafeInteger(l.quantity) || l.quantity <= 0) throw new RangeError(`line ${l.key}: quantity must be a positive integer`);
  }
  const shopIds = [...new Set(i.lines.map((l) => l.shopId))];
  const promo = new Map<string, ReturnType<typeof applyPromotions>>();
  for (const shopId of shopIds) {
    const lines = i.lines.filter((l) => l.shopId === shopId).map((l) => ({ key: l.key, goodsId: l.goodsId, amount: l.unitPrice * l.quantity }));
    promo.set(shopId, applyPromotions(lines, i.promotions.get(shopId) ?? []));
  }
  const afterPromo = new Map([...promo.values()].flatMap((o) => o.lines.map((l) => [l.key, l] as const)));
  const coupons = applyCoupons(
    i.lines.map((l) => ({ key: l.key, shopId: l.shopId, categoryId: l.categoryId, amount: afterPromo.get(l.key)?.after ?? 0 })),
    i.shopCoupons,
    i.platformCoupon,
    i.now,
  );
  const afterCoupon = new Map(coupons.lines.map((l) => [l.key, l]));

  const shops = shopIds.map((shopId): ShopQuote => {
    const inputs = i.lines.filter((l) => l.shopId === shopId);
    const lines = inputs.map((l): LineQuote => {
      const p = afterPromo.get(l.key);
      const c = afterCoupon.get(l.key);
      return {
        key: l.key,
        goodsId: l.goodsId,
        specId: l.specId,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        amount: l.unitPrice * l.quantity,
        discount: p?.discount ?? 0,
        reduction: p?.reduction ?? 0,
        shopCoupon: c?.shopCoupon ?? 0,
        platformCoupon: c?.platformCoupon ?? 0,
        payable: c?.after ?? 0,
      };
    });
    const groups: FreightGroup[] = [];
    for (const l of inputs) {
      if (!l.freightTemplate) continue;
      const units = l.freightTemplate.mode === "PIECE" ? l.quantity : l.quantity * l.unitWeight;
      groups.push({ template: l.freightTemplate, units, amount: afterPromo.get(l.key)?.after ?? 0 });
    }
    const freight = shopFreight(groups, i.destination);
    const badTemplates = new Set(freight.undeliverable);
    const undeliverable = inputs.filter((l) => !deliverable(l, i.destination) || (l.freightTemplate !== null && badTemplates.has(l.freightTemplate.id))).map((l) => l.key);
    const outcome = promo.get(shopId);
    const goodsPayable = sum(lines.map((l) => l.payable));
    return {
      shopId,
      lines,
      goodsAmount: sum(lines.map((l) => l.amount)),
      discount: sum(lines.map((l) => l.discount)),
      reduction: sum(lines.map((l) => l.reduction)),
      shopCoupon: sum(lines.map((l) => l.shopCoupon)),
      platformCoupon: sum(lines.map((l) => l.platformCoupon)),
      freight: freight.fee,
      payable: goodsPayable + freight.fee,
      gifts: outcome?.gifts ?? [],
      promotions: outcome?.applied ?? [],
      undeliverable,
    };
  });
  return {
    shops,
    payable: sum(shops.map((s) => s.payable)),
    freight: sum(shops.map((s) => s.freight)),
    undeliverable: shops.flatMap((s) => s.undeliverable),
  };
}
