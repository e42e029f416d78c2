/** Customer-price analytics (/openapi/dmp/custPriceDm/…): coverage and average discount. */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { goods, goodsSpec } from "../goods/schema";
import { customerPage } from "./customers";
import { custPrice, sellerCustomer } from "./schema";
import { together } from "../../kit/context";

/** Average discount of customer prices against list prices, in basis points. */
const avgDiscount = sql<string | null>`avg((${goodsSpec.price} - ${custPrice.price}) * 10000.0 / ${goodsSpec.price})`;
const bpOf = (v: string | null) => (v == null ? null : Math.round(Number(v)));

export async function dmSummary(ctx: AuthedCtx) {
  const me = ctx.member.boId;
  const [[c], [g], [p]] = await together(
    ctx,
    () =>
      ctx.db
        .select({
          all: count(),
          priced: sql<number>`count(*) filter (where exists (select 1 from cust_price cp where cp.seller_bo_id = ${me} and cp.customer_bo_id = "seller_customer"."customer_bo_id"))::int`,
        })
        .from(sellerCustomer)
        .where(eq(sellerCustomer.sellerBoId, me)),
    () =>
      ctx.db
        .select({
          all: count(),
          priced: sql<number>`count(*) filter (where exists (select 1 from cust_price cp where cp.goods_id = "goods"."id"))::int`,
        })
        .from(goods)
        .where(and(eq(goods.boId, me), eq(goods.status, "ON"), isNull(goods.deletedAt), inArray(goods.type, ["GOODS", "PACKAGE"]))),
    () =>
      ctx.db
        .select({ n: count(), avg: avgDiscount })
        .from(custPrice)
        .innerJoin(goodsSpec, eq(goodsSpec.id, custPrice.specId))
        .innerJoin(sellerCustomer, and(eq(sellerCustomer.sellerBoId, custPrice.sellerBoId), eq(sellerCustomer.customerBoId, custPrice.customerBoId)))
        .where(and(eq(custPrice.sellerBoId, me), isNull(goodsSpec.deletedAt))),
  );
  return { customerCount: c.all, pricedCustomerCount: c.priced, goodsCount: g.all, pricedGoodsCount: g.priced, priceCount: p.n, avgDiscountBp: bpOf(p.avg) };
}

export async function dmByGoods(ctx: AuthedCtx, q: PageInput & { keyword?: string }) {
  const me = ctx.member.boId;
  const [{ customers }] = await ctx.db.select({ customers: count() }).from(sellerCustomer).where(eq(sellerCustomer.sellerBoId, me));
  const where = and(eq(goods.boId, me), isNull(goods.deletedAt), inArray(goods.type, ["GOODS", "PACKAGE"]), q.keyword ? contains(goods.name, q.keyword) : undefined);
  const pricedCustomers = sql<number>`(select count(distinct cp.customer_bo_id)::int from cust_price cp join seller_customer sc on sc.seller_bo_id = cp.seller_bo_id and sc.customer_bo_id = cp.customer_bo_id where cp.goods_id = "goods"."id")`;
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({
          id: goods.id,
          name: goods.name,
          specCount: sql<number>`(select count(*)::int from goods_spec s where s.goods_id = "goods"."id" and s.deleted_at is null)`,
          priced: pricedCustomers,
          avg: sql<string | null>`(select avg((s.price - cp.price) * 10000.0 / s.price) from cust_price cp join goods_spec s on s.id = cp.spec_id where cp.goods_id = "goods"."id")`,
          min: sql<string | null>`(select min(cp.price) from cust_price cp where cp.goods_id = "goods"."id")`,
        })
        .from(goods)
        .where(where)
        .orderBy(desc(pricedCustomers), desc(goods.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        goodsId: r.id,
        name: r.name,
        specCount: r.specCount,
        pricedCustomerCount: r.priced,
        customerCount: customers,
        coverageBp: customers ? Math.round((r.priced / customers) * 10_000) : 0,
        avgDiscountBp: bpOf(r.avg),
        minCustomerPrice: r.min == null ? null : Number(r.min),
      }));
    },
    async () => (await ctx.db.select({ n: count() }).from(goods).where(where))[0].n,
  );
}

export async function dmByCustomer(ctx: AuthedCtx, q: PageInput & { keyword?: string }) {
  const page = await customerPage(ctx, q);
  const ids = page.list.map((c) => c.customerBoId);
  const stats = ids.length
    ? await ctx.db
        .select({ customerBoId: custPrice.customerBoId, goods: sql<number>`count(distinct ${custPrice.goodsId})::int`, specs: count(), avg: avgDiscount })
        .from(custPrice)
        .innerJoin(goodsSpec, eq(goodsSpec.id, custPrice.specId))
        .where(and(eq(custPrice.sellerBoId, ctx.member.boId), inArray(custPrice.customerBoId, ids)))
        .groupBy(custPrice.customerBoId)
    : [];
  return {
    ...page,
    list: page.list.map((c) => {
      const s = stats.find((x) => x.customerBoId === c.customerBoId);
      return { customerBoId: c.customerBoId, name: c.name, level: c.level, pricedGoodsCount: s?.goods ?? 0, pricedSpecCount: s?.specs ?? 0, avgDiscountBp: bpOf(s?.avg ?? null) };
    }),
  };
}
