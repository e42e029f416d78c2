/**
 * What the cart and the checkout need from goods, and the stock they take and give back.
 *
 * - `lineFacts`: per spec, the facts a cart line or an order line is priced and checked with — the
 *   buyer's price (pricing's one rule), stock, weight, freight template, delivery range — and whether
 *   it can be bought now (`buyable`, with the reason when not: off shelf, deleted spec, own goods).
 * - `reserveStock` / `releaseStock`: stock is taken at submit by one conditional update per spec
 *   (`stock >= quantity`), so parallel submits never oversell; specs are taken in id order so two
 *   orders over the same specs cannot deadlock. The goods' `stockTotal` follows in the same statement
 *   order. `recordSales` counts paid units into the goods' sales figure.
 */
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { together, type Ctx } from "../../kit/context";
import { conflict } from "../../kit/errors";
import { buyerOf, customerPricesFor, priceFor } from "../pricing";
import { goods, goodsSpec } from "./schema";
import { publicVisible } from "./views";

/** Why a spec cannot be bought now. */
export type UnbuyableReason = "OFF_SHELF" | "SPEC_GONE" | "OWN_GOODS" | "NOT_MALL_GOODS";

export interface OrderLineFacts {
  readonly specId: string;
  readonly goodsId: string;
  readonly goodsType: string;
  readonly goodsName: string;
  readonly specName: string;
  readonly image: string | null;
  readonly unit: string | null;
  readonly shopId: string | null;
  readonly sellerBoId: string;
  readonly categoryId: string | null;
  /** The caller's price (customer > member > list), fen. */
  readonly price: number;
  readonly listPrice: number;
  readonly stock: number;
  readonly weightGrams: number;
  readonly minOrderQty: number;
  readonly freightTemplateId: string | null;
  /** null: nationwide. */
  readonly deliveryAreaCodes: readonly string[] | null;
  readonly buyable: boolean;
  readonly reason: UnbuyableReason | null;
}

const BUYABLE_TYPES = new Set(["GOODS", "PACKAGE"]);

// only what the facts are made of: the goods' description, attributes, pay plans and the like are not
// read (a cart or checkout line needs ~20 of the two tables' 50 columns; on PGlite whole rows cost about
// a third more CPU for this statement, bench/cart.ts)
const specColumns = { id: goodsSpec.id, name: goodsSpec.name, price: goodsSpec.price, memberPrice: goodsSpec.memberPrice, stock: goodsSpec.stock, weightGrams: goodsSpec.weightGrams, deletedAt: goodsSpec.deletedAt };
const goodsColumns = {
  id: goods.id,
  type: goods.type,
  name: goods.name,
  boId: goods.boId,
  shopId: goods.shopId,
  categoryId: goods.categoryId,
  unit: goods.unit,
  mainImage: goods.mainImage,
  firstImage: sql<string | null>`${goods.images}->>0`,
  minOrderQty: goods.minOrderQty,
  freightTemplateId: goods.freightTemplateId,
  deliveryNationwide: goods.deliveryNationwide,
  deliveryAreaCodes: goods.deliveryAreaCodes,
};

/** Facts of these specs (unknown ids left out; deleted specs and off-shelf goods answered as unbuyable). */
export async function lineFacts(ctx: Ctx, specIds: readonly string[]): Promise<Map<string, OrderLineFacts>> {
  const ids = [...new Set(specIds)];
  const out = new Map<string, OrderLineFacts>();
  if (!ids.length) return out;
  const [rows, cps] = await together(
    ctx,
    () =>
      ctx.db
        .select({ s: specColumns, g: goodsColumns, visible: sql<boolean>`(${publicVisible(ctx.now)})` })
        .from(goodsSpec)
        .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
        .where(inArray(goodsSpec.id, ids)),
    () => customerPricesFor(ctx, ids),
  );
  for (const { s, g, visible } of rows) {
    const reason: UnbuyableReason | null = !BUYABLE_TYPES.has(g.type)
      ? "NOT_MALL_GOODS"
      : s.deletedAt !== null
        ? "SPEC_GONE"
        : !visible
          ? "OFF_SHELF"
          : ctx.member && g.boId === ctx.member.boId
            ? "OWN_GOODS"
            : null;
    out.set(s.id, {
      specId: s.id,
      goodsId: g.id,
      goodsType: g.type,
      goodsName: g.name,
      specName: s.name,
      image: g.mainImage ?? g.firstImage ?? null,
      unit: g.unit,
      shopId: g.shopId,
      sellerBoId: g.boId,
      categoryId: g.categoryId,
      price: priceFor(s, buyerOf(ctx, cps, s.id)).price,
      listPrice: s.price,
      stock: s.stock,
      weightGrams: s.weightGrams,
      minOrderQty: g.minOrderQty,
      freightTemplateId: g.freightTemplateId,
      deliveryAreaCodes: g.deliveryNationwide ? null : g.deliveryAreaCodes,
      buyable: reason === null,
      reason,
    });
  }
  return out;
}

export interface StockLine {
  readonly specId: string;
  readonly quantity: number;
}

/** Sums quantities per spec, in spec id order (the lock order). */
function merged(lines: readonly StockLine[]): StockLine[] {
  const by = new Map<string, number>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity <= 0) throw new RangeError(`quantity of ${l.specId} must be a positive integer`);
    by.set(l.specId, (by.get(l.specId) ?? 0) + l.quantity);
  }
  return [...by.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([specId, quantity]) => ({ specId, quantity }));
}

/**
 * Takes stock for every line or none (call inside the order's transaction: a refusal throws and the
 * transaction rolls back what was taken). `names` maps specId → what to call it in the refusal.
 */
export async function reserveStock(ctx: Ctx, lines: readonly StockLine[], names: ReadonlyMap<string, string> = new Map()): Promise<void> {
  for (const l of merged(lines)) {
    const [taken] = await ctx.db
      .update(goodsSpec)
      .set({ stock: sql`${goodsSpec.stock} - ${l.quantity}` })
      .where(and(eq(goodsSpec.id, l.specId), gte(goodsSpec.stock, l.quantity), isNull(goodsSpec.deletedAt)))
      .returning({ goodsId: goodsSpec.goodsId });
    if (!taken) throw conflict(`“${names.get(l.specId) ?? l.specId}”库存不足`, { specId: l.specId });
    await ctx.db.update(goods).set({ stockTotal: sql`greatest(${goods.stockTotal} - ${l.quantity}, 0)` }).where(eq(goods.id, taken.goodsId));
  }
}

/** Gives stock back (a cancelled or expired order); a deleted spec takes it back too (harmless). */
export async function releaseStock(ctx: Ctx, lines: readonly StockLine[]): Promise<void> {
  for (const l of merged(lines)) {
    const [back] = await ctx.db
      .update(goodsSpec)
      .set({ stock: sql`${goodsSpec.stock} + ${l.quantity}` })
      .where(eq(goodsSpec.id, l.specId))
      .returning({ goodsId: goodsSpec.goodsId });
    if (back) await ctx.db.update(goods).set({ stockTotal: sql`${goods.stockTotal} + ${l.quantity}` }).where(eq(goods.id, back.goodsId));
  }
}

/** Counts paid units into each goods' sales figure. */
export async function recordSales(ctx: Ctx, lines: readonly { goodsId: string; quantity: number }[]): Promise<void> {
  const by = new Map<string, number>();
  for (const l of lines) by.set(l.goodsId, (by.get(l.goodsId) ?? 0) + l.quantity);
  for (const [goodsId, q] of [...by.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await ctx.db.update(goods).set({ salesCount: sql`${goods.salesCount} + ${q}` }).where(eq(goods.id, goodsId));
  }
}

/** Current stock of specs (for the cart's check), by spec id. */
export async function stockOf(ctx: Ctx, specIds: readonly string[]): Promise<Map<string, number>> {
  if (!specIds.length) return new Map();
  const rows = await ctx.db.select({ id: goodsSpec.id, stock: goodsSpec.stock }).from(goodsSpec).where(inArray(goodsSpec.id, [...new Set(specIds)])).orderBy(asc(goodsSpec.id));
  return new Map(rows.map((r) => [r.id, r.stock]));
}
