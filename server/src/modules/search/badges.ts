/**
 * The goods list's badges (issue 12): 券 when a coupon one may claim now reaches the goods (its shop's,
 * or the platform's for its category), and the kinds of its shop's running promotions that cover it
 * (满减 / 折 / 赠) or a presale taking deposits (预售). Serves the goods search (/goods/list's cards).
 *
 * It joins no tables of theirs: when a coupon is claimable and a promotion running are the coupon and
 * promotion modules' rules, so it asks their public functions — three queries for a whole page of
 * cards, whatever its size (no query per card).
 */
import type { GoodsBadge, GoodsCard } from "@qinlian/contract";
import { together, type Ctx } from "../../kit/context";
import type { Services } from "../../kit/services";
import { claimableCouponReach } from "../coupon";
import { goodsTakingDeposits, runningKindsByGoods } from "../promotion";
import { sharedReads } from "../../kit/shared-reads";

type Card = Pick<GoodsCard, "goodsId" | "type" | "shopId" | "categoryId">;

/** The order badges are shown in. */
const ORDER: readonly GoodsBadge[] = ["COUPON", "REDUCTION", "DISCOUNT", "GIFT", "PRESALE"];

/** Does a coupon limited to `codes` (empty: every category) apply to a goods of `categoryId`? As the checkout decides. */
const reaches = (codes: readonly string[], categoryId: string | null) => codes.length === 0 || (categoryId !== null && codes.some((c) => categoryId.startsWith(c)));

/**
 * Each shop mall goods' badges, by goods id (every card of type GOODS with a shop has an entry, maybe
 * empty; posts and other kinds have none: coupons and promotions are for mall goods).
 */
export async function goodsBadges(ctx: Ctx, cards: readonly Card[]): Promise<Map<string, GoodsBadge[]>> {
  const mall = cards.filter((c): c is Card & { shopId: string } => c.type === "GOODS" && c.shopId !== null);
  const out = new Map<string, GoodsBadge[]>();
  if (!mall.length) return out;
  const [coupons, kinds, presales] = await together(
    ctx,
    () =>
      claimableCouponReach(
        ctx,
        mall.map((c) => c.shopId),
      ),
    () => runningKindsByGoods(ctx, mall),
    () =>
      goodsTakingDeposits(
        ctx,
        mall.map((c) => c.goodsId),
      ),
  );
  for (const c of mall) {
    const has = new Set<GoodsBadge>();
    if (coupons.some((r) => (r.shopId === null || r.shopId === c.shopId) && reaches(r.categoryCodes, c.categoryId))) has.add("COUPON");
    for (const k of kinds.get(c.goodsId) ?? []) has.add(k === "FULL_REDUCTION" || k === "EVERY_REDUCTION" ? "REDUCTION" : k === "DISCOUNT" ? "DISCOUNT" : "GIFT");
    if (presales.has(c.goodsId)) has.add("PRESALE");
    out.set(
      c.goodsId,
      ORDER.filter((b) => has.has(b)),
    );
  }
  return out;
}

/**
 * The badges of the search's cards are kept per goods (and its shop and category, which decide them)
 * for BADGE_TTL_MS: a page of the same search asked again within seconds spends no query on them.
 * Coupons and promotions announce no events, so a badge may lag a new coupon, the last coupon claimed
 * or a promotion starting or ending by that long (the checkout applies the rules themselves, live).
 * Per app (its services), bounded to BADGE_MAX goods; never inside a transaction.
 */
export const BADGE_TTL_MS = 5_000;
const BADGE_MAX = 20_000;
const badgeCaches = new WeakMap<Services, Map<string, { at: number; badges: GoodsBadge[] | undefined }>>();

/** The badges of the same missing cards being read are shared by the pages asking for them meanwhile. */
const badgesReading = sharedReads<Map<string, GoodsBadge[]>>();

const badgeKey = (c: Card) => `${c.goodsId}\u0000${c.shopId ?? ""}\u0000${c.categoryId ?? ""}\u0000${c.type}`;

async function cachedBadges(ctx: Ctx, cards: readonly Card[]): Promise<Map<string, GoodsBadge[]>> {
  if (ctx.inTransaction) return goodsBadges(ctx, cards);
  let cache = badgeCaches.get(ctx.services);
  if (!cache) badgeCaches.set(ctx.services, (cache = new Map<string, { at: number; badges: GoodsBadge[] | undefined }>()));
  const now = ctx.now.getTime();
  const out = new Map<string, GoodsBadge[]>();
  const missing: Card[] = [];
  for (const c of cards) {
    const hit = cache.get(badgeKey(c));
    if (hit && now >= hit.at && now - hit.at < BADGE_TTL_MS) {
      if (hit.badges) out.set(c.goodsId, hit.badges);
    } else missing.push(c);
  }
  if (!missing.length) return out;
  const read = await badgesReading(ctx.services, missing.map(badgeKey).join("\u0001"), () => goodsBadges(ctx, missing));
  for (const c of missing) {
    const badges = read.get(c.goodsId);
    if (badges) out.set(c.goodsId, badges);
    if (cache.size >= BADGE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(badgeKey(c), { at: now, badges });
  }
  return out;
}

/** The cards with their badges attached (mall goods only; other cards unchanged). */
export async function withBadges<T extends Card>(ctx: Ctx, cards: readonly T[]): Promise<(T & { badges?: GoodsBadge[] })[]> {
  const badges = await cachedBadges(ctx, cards);
  return cards.map((c) => {
    const b = badges.get(c.goodsId);
    return b ? { ...c, badges: b } : c;
  });
}
