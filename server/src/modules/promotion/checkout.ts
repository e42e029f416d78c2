/**
 * What the checkout (the order module) reads of promotions: the data the order module's pure pricing
 * (order/pricing/promotions.ts) applies, declared once here (the order module imports these types).
 */
import type { Ctx } from "../../kit/context";
import { runningRows } from "./promotions";

export interface ReductionTier {
  readonly threshold: number;
  readonly off: number;
}
export interface GiftItem {
  readonly goodsId: string;
  readonly specId: string;
  readonly quantity: number;
}
export interface GiftTier {
  readonly threshold: number;
  readonly gifts: readonly GiftItem[];
}
export type PromotionRule =
  | { readonly kind: "DISCOUNT"; readonly rateBp: number }
  | { readonly kind: "FULL_REDUCTION"; readonly tiers: readonly ReductionTier[] }
  | { readonly kind: "EVERY_REDUCTION"; readonly every: number; readonly off: number; readonly maxTimes: number | null }
  | { readonly kind: "GIFT"; readonly tiers: readonly GiftTier[] };

export interface PromotionData {
  readonly id: string;
  /** The goods it covers; null: every goods of the shop. */
  readonly goodsIds: readonly string[] | null;
  readonly rule: PromotionRule;
}

/** A running promotion with the name buyers see. */
export type RunningPromotion = PromotionData & { readonly name: string };

/**
 * Per shop, its promotions running at `ctx.now` (enabled, startAt ≤ now < endAt), oldest first — the
 * order `applyPromotions` breaks ties in. Shops without one are absent.
 */
export async function runningPromotions(ctx: Ctx, shopIds: readonly string[]): Promise<Map<string, RunningPromotion[]>> {
  const out = new Map<string, RunningPromotion[]>();
  for (const r of await runningRows(ctx, shopIds)) {
    const list = out.get(r.shopId) ?? [];
    list.push({ id: r.id, name: r.name, goodsIds: r.goodsIds, rule: r.rule });
    out.set(r.shopId, list);
  }
  return out;
}
