/**
 * The one pricing rule. Every call that shows a buyer a price goes through `priceFor`.
 *
 * Priority (first applicable wins):
 *   1. CUSTOMER — the seller's customer-specific price for this buyer and spec (cust_price), when the
 *      buyer is logged in and is still the seller's customer;
 *   2. MEMBER   — the spec's member price, for any logged-in member;
 *   3. LIST     — the spec's list price (anonymous visitors always see this).
 * A buyer never pays more than the list price: a chosen price above it is capped, and the source is
 * then reported as LIST (that is what the buyer pays). Writes refuse customer and member prices above
 * the list price, so the cap only guards old data against a later list-price cut.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { PriceSource } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { custPrice, sellerCustomer } from "./schema";

export interface SpecPrices {
  /** List price (fen). */
  price: number;
  memberPrice: number | null;
}

export interface Buyer {
  loggedIn: boolean;
  /** The buyer's customer price for this spec, if the seller set one (fen). */
  customerPrice: number | null;
}

export interface PriceResult {
  price: number;
  source: PriceSource;
}

export const ANONYMOUS: Buyer = { loggedIn: false, customerPrice: null };

export interface Candidate {
  source: PriceSource;
  label: string;
  rank: number;
  price: number | null;
  applicable: boolean;
  reason: string;
}

/** Every price with whether it applies, in priority order (what selPricePriority shows). */
export function priceCandidates(spec: SpecPrices, buyer: Buyer): Candidate[] {
  return [
    {
      source: "CUSTOMER",
      label: "客户价",
      rank: 1,
      price: buyer.customerPrice,
      applicable: buyer.loggedIn && buyer.customerPrice != null,
      reason: !buyer.loggedIn ? "登录后可见" : buyer.customerPrice == null ? "卖家未给您设置客户价" : "卖家给您的专属价格",
    },
    {
      source: "MEMBER",
      label: "会员价",
      rank: 2,
      price: spec.memberPrice,
      applicable: buyer.loggedIn && spec.memberPrice != null,
      reason: !buyer.loggedIn ? "登录后可享" : spec.memberPrice == null ? "该规格未设会员价" : "登录会员可享",
    },
    { source: "LIST", label: "标价", rank: 3, price: spec.price, applicable: true, reason: "商品标价" },
  ];
}

export function priceFor(spec: SpecPrices, buyer: Buyer): PriceResult {
  const chosen = priceCandidates(spec, buyer).find((c) => c.applicable)!;
  const price = chosen.price!;
  return price > spec.price ? { price: spec.price, source: "LIST" } : { price, source: chosen.source };
}

export const PRICE_RULE = "客户价 > 会员价 > 标价：取第一个适用的价格；任何情况下都不高于标价";

/**
 * The current buyer's customer prices for these specs (specId → fen), only from sellers who still
 * have the buyer as a customer. Empty for anonymous callers.
 */
export async function customerPricesFor(ctx: Ctx, specIds: readonly string[]): Promise<Map<string, number>> {
  if (!ctx.member || !specIds.length) return new Map();
  const rows = await ctx.db
    .select({ specId: custPrice.specId, price: custPrice.price })
    .from(custPrice)
    .innerJoin(sellerCustomer, and(eq(sellerCustomer.sellerBoId, custPrice.sellerBoId), eq(sellerCustomer.customerBoId, custPrice.customerBoId)))
    .where(and(eq(custPrice.customerBoId, ctx.member.boId), inArray(custPrice.specId, [...new Set(specIds)])));
  return new Map(rows.map((r) => [r.specId, r.price]));
}

/** The buyer for one spec, from the context and the loaded customer prices. */
export const buyerOf = (ctx: Ctx, customerPrices: Map<string, number>, specId: string): Buyer =>
  ctx.member ? { loggedIn: true, customerPrice: customerPrices.get(specId) ?? null } : ANONYMOUS;

/** The current buyer's customer level with a seller (pay plans offered by level); null when not a customer or anonymous. */
export async function customerLevel(ctx: Ctx, sellerBoId: string): Promise<string | null> {
  if (!ctx.member) return null;
  const [c] = await ctx.db
    .select({ level: sellerCustomer.level })
    .from(sellerCustomer)
    .where(and(eq(sellerCustomer.sellerBoId, sellerBoId), eq(sellerCustomer.customerBoId, ctx.member.boId)));
  return c?.level ?? null;
}
