/**
 * What the seller's pricing screens read of goods and specs (the goods module's tables) next to
 * customer prices: the seller's specs and price tables, and the customer-price analytics (/openapi/dmp/custPriceDm/…). Read-only; prices are written by
 * modules/pricing, goods by modules/goods.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { together, type Ctx } from "../kit/context";
import { contains } from "../kit/sql";
import { goods, goodsSpec } from "../modules/goods/schema";
import { custPrice, sellerCustomer } from "../modules/pricing/schema";

type ReadCtx = Pick<Ctx, "db">;

/**
 * A column named with its table ("goods"."id"), from drizzle's typed reference: drizzle renders a
 * column written directly in a select-list expression of a single-table query without its table, which
 * inside a correlated subquery would bind to the subquery's own table; a nested SQL keeps the table.
 */
const qualified = (c: PgColumn): SQL => sql`${c}`;
const MALL = ["GOODS", "PACKAGE"] as const;

// ---- the seller's own goods (price tables) ----------------------------------------------------

/** The seller's live specs among `specIds` (setting customer prices). Tables: goods_spec, goods. */
export function sellerSpecs(ctx: ReadCtx, sellerBoId: string, specIds: readonly string[]) {
  return ctx.db
    .select({ id: goodsSpec.id, goodsId: goodsSpec.goodsId, price: goodsSpec.price, name: goodsSpec.name })
    .from(goodsSpec)
    .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
    .where(and(inArray(goodsSpec.id, [...specIds]), isNull(goodsSpec.deletedAt), isNull(goods.deletedAt), eq(goods.boId, sellerBoId)));
}

/** Filter for one customer's price list: the seller's live mall specs, by keyword, optionally priced only. */
function customerPriceListWhere(sellerBoId: string, keyword: string | undefined, onlyPriced: boolean): SQL | undefined {
  return and(
    eq(goods.boId, sellerBoId),
    inArray(goods.type, [...MALL]),
    isNull(goods.deletedAt),
    isNull(goodsSpec.deletedAt),
    keyword ? or(contains(goods.name, keyword), contains(goodsSpec.name, keyword)) : undefined,
    onlyPriced ? sql`${custPrice.price} is not null` : undefined,
  );
}

/**
 * One page of a customer's price list over the seller's mall specs (newest goods first) and its total
 * (customer price table). Tables: goods_spec, goods, cust_price.
 */
export function customerPriceList(ctx: ReadCtx, q: { sellerBoId: string; customerBoId: string; keyword?: string; onlyPriced: boolean }) {
  const where = customerPriceListWhere(q.sellerBoId, q.keyword, q.onlyPriced);
  const joinPrice = and(eq(custPrice.specId, goodsSpec.id), eq(custPrice.customerBoId, q.customerBoId));
  return {
    rows: (limit: number, offset: number) =>
      ctx.db
        .select({ g: goods, s: goodsSpec, cp: custPrice.price })
        .from(goodsSpec)
        .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
        .leftJoin(custPrice, joinPrice)
        .where(where)
        .orderBy(desc(goods.updatedAt), asc(goods.id), asc(goodsSpec.sort))
        .limit(limit)
        .offset(offset),
    count: async () => (await ctx.db.select({ n: count() }).from(goodsSpec).innerJoin(goods, eq(goods.id, goodsSpec.goodsId)).leftJoin(custPrice, joinPrice).where(where))[0].n,
  };
}

/** The seller's live mall goods by id, or null (a goods' customer prices). Table: goods. */
export async function sellerMallGoods(ctx: ReadCtx, sellerBoId: string, goodsId: string) {
  const [g] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.boId, sellerBoId), isNull(goods.deletedAt), inArray(goods.type, [...MALL])));
  return g ?? null;
}

/** A goods' live specs in their order (a goods' customer prices). Table: goods_spec. */
export function liveSpecsOf(ctx: ReadCtx, goodsId: string) {
  return ctx.db
    .select()
    .from(goodsSpec)
    .where(and(eq(goodsSpec.goodsId, goodsId), isNull(goodsSpec.deletedAt)))
    .orderBy(asc(goodsSpec.sort));
}

// ---- analytics ----------------------------------------------------------------------------------

const cp = alias(custPrice, "cp");
const sc = alias(sellerCustomer, "sc");
const s = alias(goodsSpec, "s");

/** Average discount of customer prices against list prices, in basis points (custPrice joined with goodsSpec). */
const avgDiscount = sql<string | null>`avg((${goodsSpec.price} - ${custPrice.price}) * 10000.0 / ${goodsSpec.price})`;

/**
 * The seller's customer-price summary: customers (all, with a price), mall goods on shelf (all, with a
 * price), and prices with their average discount. Tables: seller_customer, goods, goods_spec, cust_price.
 */
export async function customerPriceSummary(ctx: ReadCtx & Pick<Ctx, "inTransaction">, me: string) {
  const [[c], [g], [p]] = await together(
    ctx,
    () =>
      ctx.db
      .select({
        all: count(),
        priced: sql<number>`count(*) filter (where exists (select 1 from ${custPrice} ${cp} where ${qualified(cp.sellerBoId)} = ${me} and ${qualified(cp.customerBoId)} = ${qualified(sellerCustomer.customerBoId)}))::int`,
      })
      .from(sellerCustomer)
      .where(eq(sellerCustomer.sellerBoId, me)),
    () =>
      ctx.db
      .select({
        all: count(),
        priced: sql<number>`count(*) filter (where exists (select 1 from ${custPrice} ${cp} where ${qualified(cp.goodsId)} = ${qualified(goods.id)}))::int`,
      })
      .from(goods)
      .where(and(eq(goods.boId, me), eq(goods.status, "ON"), isNull(goods.deletedAt), inArray(goods.type, [...MALL]))),
    () =>
      ctx.db
      .select({ n: count(), avg: avgDiscount })
      .from(custPrice)
      .innerJoin(goodsSpec, eq(goodsSpec.id, custPrice.specId))
      .innerJoin(sellerCustomer, and(eq(sellerCustomer.sellerBoId, custPrice.sellerBoId), eq(sellerCustomer.customerBoId, custPrice.customerBoId)))
      .where(and(eq(custPrice.sellerBoId, me), isNull(goodsSpec.deletedAt))),
  );
  return { customers: c, goods: g, prices: p };
}

/**
 * Customer prices per mall goods of the seller: live specs, customers with a price, average discount
 * and lowest customer price; most-priced first, with the total (analytics by goods).
 * Tables: goods, goods_spec, cust_price, seller_customer.
 */
export function customerPricesByGoods(ctx: ReadCtx, me: string, keyword: string | undefined) {
  const where = and(eq(goods.boId, me), isNull(goods.deletedAt), inArray(goods.type, [...MALL]), keyword ? contains(goods.name, keyword) : undefined);
  const pricedCustomers = sql<number>`(select count(distinct ${qualified(cp.customerBoId)})::int from ${custPrice} ${cp} join ${sellerCustomer} ${sc} on ${qualified(sc.sellerBoId)} = ${qualified(cp.sellerBoId)} and ${qualified(sc.customerBoId)} = ${qualified(cp.customerBoId)} where ${qualified(cp.goodsId)} = ${qualified(goods.id)})`;
  return {
    rows: (limit: number, offset: number) =>
      ctx.db
        .select({
          id: goods.id,
          name: goods.name,
          specCount: sql<number>`(select count(*)::int from ${goodsSpec} ${s} where ${qualified(s.goodsId)} = ${qualified(goods.id)} and ${qualified(s.deletedAt)} is null)`,
          priced: pricedCustomers,
          avg: sql<string | null>`(select avg((${qualified(s.price)} - ${qualified(cp.price)}) * 10000.0 / ${qualified(s.price)}) from ${custPrice} ${cp} join ${goodsSpec} ${s} on ${qualified(s.id)} = ${qualified(cp.specId)} where ${qualified(cp.goodsId)} = ${qualified(goods.id)})`,
          min: sql<string | null>`(select min(${qualified(cp.price)}) from ${custPrice} ${cp} where ${qualified(cp.goodsId)} = ${qualified(goods.id)})`,
        })
        .from(goods)
        .where(where)
        .orderBy(desc(pricedCustomers), desc(goods.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await ctx.db.select({ n: count() }).from(goods).where(where))[0].n,
  };
}

/** Per customer among `customerBoIds`: goods and specs with a price and the average discount (analytics by customer). Tables: cust_price, goods_spec. */
export function customerPriceStats(ctx: ReadCtx, me: string, customerBoIds: readonly string[]) {
  if (!customerBoIds.length) return Promise.resolve([]);
  return ctx.db
    .select({ customerBoId: custPrice.customerBoId, goods: sql<number>`count(distinct ${custPrice.goodsId})::int`, specs: count(), avg: avgDiscount })
    .from(custPrice)
    .innerJoin(goodsSpec, eq(goodsSpec.id, custPrice.specId))
    .where(and(eq(custPrice.sellerBoId, me), inArray(custPrice.customerBoId, [...customerBoIds])))
    .groupBy(custPrice.customerBoId);
}
