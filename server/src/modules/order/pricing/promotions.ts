/**
 * A shop's promotions applied to the lines of its order, in one fixed order (each step works on what
 * the one before left; like Vendure, a promotion is a condition — which goods, which threshold — and
 * an action — discount, reduction, gift):
 *
 * 1. **Discount** (限时折扣, `DISCOUNT`, rate in bp): each line takes the best (lowest-rate) discount
 *    among the promotions covering its goods; discounts never stack. The line's amount becomes
 *    `ofRate(amount, rate)` (half up).
 * 2. **Reductions** (满减 `FULL_REDUCTION`: the highest tier whose threshold the promotion's lines
 *    reach; 每满减 `EVERY_REDUCTION`: `off` for every whole `every`, at most `maxTimes`): thresholds are
 *    measured on the discounted amounts. A line joins at most one reduction: the promotion giving the
 *    largest reduction takes its lines first (ties: the promotion listed first), then the next among
 *    the lines left, and so on. A reduction never exceeds its lines' amount and is spread over them by
 *    largest remainder (fen.ts), so each line knows its share.
 * 3. **Gifts** (满赠 `GIFT`): each gift promotion whose lines reach a tier's threshold (after 1 and 2)
 *    adds that tier's gifts (the highest tier reached); gifts cost nothing and need stock.
 *
 * Coupons come after all of this (coupons.ts), freight last (freight.ts). Presale goods take no
 * promotion (their price is the presale's).
 */
import { allocate, ofRate, sum } from "./fen";

/** The promotions' data is the promotion module's (what it stores and answers as running). */
export type { GiftItem, GiftTier, PromotionData, PromotionRule, ReductionTier } from "../../promotion";
import type { GiftItem, GiftTier, PromotionData, PromotionRule } from "../../promotion";

export interface PromoLine {
  readonly key: string;
  readonly goodsId: string;
  /** unit price × quantity, fen. */
  readonly amount: number;
}

export interface PromoLineResult {
  readonly key: string;
  readonly discount: number;
  readonly reduction: number;
  /** amount − discount − reduction. */
  readonly after: number;
  readonly discountPromotionId: string | null;
  readonly reductionPromotionId: string | null;
}

export interface AppliedPromotion {
  readonly promotionId: string;
  readonly kind: PromotionRule["kind"];
  /** Money it took off (0 for gifts). */
  readonly amount: number;
  readonly lineKeys: readonly string[];
  readonly gifts: readonly GiftItem[];
}

export interface PromotionOutcome {
  readonly lines: readonly PromoLineResult[];
  readonly applied: readonly AppliedPromotion[];
  readonly gifts: readonly GiftItem[];
}

const covers = (p: PromotionData, goodsId: string) => p.goodsIds === null || p.goodsIds.includes(goodsId);

/** The reduction a 满减 / 每满减 rule gives on `base` fen (≤ base). */
export function reductionOf(rule: Extract<PromotionRule, { kind: "FULL_REDUCTION" | "EVERY_REDUCTION" }>, base: number): number {
  let off = 0;
  if (rule.kind === "FULL_REDUCTION") {
    for (const t of rule.tiers) if (base >= t.threshold && t.off > off) off = t.off;
  } else if (rule.every > 0) {
    const times = Math.floor(base / rule.every);
    off = Math.min(times, rule.maxTimes ?? times) * rule.off;
  }
  return Math.min(off, base);
}

function giftTierOf(tiers: readonly GiftTier[], base: number): GiftTier | null {
  let best: GiftTier | null = null;
  for (const t of tiers) if (base >= t.threshold && (!best || t.threshold > best.threshold)) best = t;
  return best;
}

export function applyPromotions(lines: readonly PromoLine[], promotions: readonly PromotionData[]): PromotionOutcome {
  const state = lines.map((l) => ({ ...l, discount: 0, reduction: 0, discountPromotionId: null as string | null, reductionPromotionId: null as string | null }));
  const applied: AppliedPromotion[] = [];

  // 1. discounts: the best rate per line
  const discounts = promotions.filter((p): p is PromotionData & { rule: { kind: "DISCOUNT"; rateBp: number } } => p.rule.kind === "DISCOUNT");
  const byDiscount = new Map<string, { amount: number; keys: string[] }>();
  for (const l of state) {
    let best: (typeof discounts)[number] | null = null;
    for (const p of discounts) if (covers(p, l.goodsId) && (!best || p.rule.rateBp < best.rule.rateBp)) best = p;
    if (!best) continue;
    l.discount = l.amount - ofRate(l.amount, best.rule.rateBp);
    l.discountPromotionId = best.id;
    const agg = byDiscount.get(best.id) ?? { amount: 0, keys: [] };
    agg.amount += l.discount;
    agg.keys.push(l.key);
    byDiscount.set(best.id, agg);
  }
  for (const p of discounts) {
    const agg = byDiscount.get(p.id);
    if (agg) applied.push({ promotionId: p.id, kind: "DISCOUNT", amount: agg.amount, lineKeys: agg.keys, gifts: [] });
  }

  // 2. reductions: greedy, largest first
  type Reduction = PromotionData & { rule: Extract<PromotionRule, { kind: "FULL_REDUCTION" | "EVERY_REDUCTION" }> };
  let open = promotions.filter((p): p is Reduction => p.rule.kind === "FULL_REDUCTION" || p.rule.kind === "EVERY_REDUCTION");
  const after = (l: (typeof state)[number]) => l.amount - l.discount - l.reduction;
  for (;;) {
    let pick: { p: Reduction; off: number; members: typeof state } | null = null;
    for (const p of open) {
      const members = state.filter((l) => l.reductionPromotionId === null && covers(p, l.goodsId));
      const off = reductionOf(p.rule, sum(members.map(after)));
      if (off > 0 && (!pick || off > pick.off)) pick = { p, off, members };
    }
    if (!pick) break;
    const shares = allocate(pick.off, pick.members.map(after));
    pick.members.forEach((l, i) => {
      l.reduction = shares[i];
      l.reductionPromotionId = pick.p.id;
    });
    applied.push({ promotionId: pick.p.id, kind: pick.p.rule.kind, amount: pick.off, lineKeys: pick.members.map((l) => l.key), gifts: [] });
    const done = pick.p.id;
    open = open.filter((p) => p.id !== done);
  }

  // 3. gifts
  const gifts: GiftItem[] = [];
  for (const p of promotions) {
    if (p.rule.kind !== "GIFT") continue;
    const members = state.filter((l) => covers(p, l.goodsId));
    const tier = giftTierOf(p.rule.tiers, sum(members.map(after)));
    if (!tier || members.length === 0) continue;
    gifts.push(...tier.gifts);
    applied.push({ promotionId: p.id, kind: "GIFT", amount: 0, lineKeys: members.map((l) => l.key), gifts: tier.gifts });
  }

  return {
    lines: state.map((l) => ({ key: l.key, discount: l.discount, reduction: l.reduction, after: after(l), discountPromotionId: l.discountPromotionId, reductionPromotionId: l.reductionPromotionId })),
    applied,
    gifts,
  };
}
