/** Customer-price analytics (/openapi/dmp/custPriceDm/…): coverage and average discount. */
import type { PageInput } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { paged } from "../../kit/paging";
import { customerPriceStats, customerPriceSummary, customerPricesByGoods } from "../../read/pricing-goods";
import { customerPage } from "./customers";
import { sellerCustomer } from "./schema";
import { eq } from "drizzle-orm";

const bpOf = (v: string | null) => (v == null ? null : Math.round(Number(v)));

export async function dmSummary(ctx: AuthedCtx) {
  const { customers: c, goods: g, prices: p } = await customerPriceSummary(ctx, ctx.member.boId);
  return { customerCount: c.all, pricedCustomerCount: c.priced, goodsCount: g.all, pricedGoodsCount: g.priced, priceCount: p.n, avgDiscountBp: bpOf(p.avg) };
}

export async function dmByGoods(ctx: AuthedCtx, q: PageInput & { keyword?: string }) {
  const customers = await ctx.db.$count(sellerCustomer, eq(sellerCustomer.sellerBoId, ctx.member.boId));
  const byGoods = customerPricesByGoods(ctx, ctx.member.boId, q.keyword);
  return paged(
    ctx,
    q,
    async (limit, offset) =>
      (await byGoods.rows(limit, offset)).map((r) => ({
        goodsId: r.id,
        name: r.name,
        specCount: r.specCount,
        pricedCustomerCount: r.priced,
        customerCount: customers,
        coverageBp: customers ? Math.round((r.priced / customers) * 10_000) : 0,
        avgDiscountBp: bpOf(r.avg),
        minCustomerPrice: r.min == null ? null : Number(r.min),
      })),
    byGoods.count,
  );
}

export async function dmByCustomer(ctx: AuthedCtx, q: PageInput & { keyword?: string }) {
  const page = await customerPage(ctx, q);
  const stats = await customerPriceStats(
    ctx,
    ctx.member.boId,
    page.list.map((c) => c.customerBoId),
  );
  return {
    ...page,
    list: page.list.map((c) => {
      const s = stats.find((x) => x.customerBoId === c.customerBoId);
      return { customerBoId: c.customerBoId, name: c.name, level: c.level, pricedGoodsCount: s?.goods ?? 0, pricedSpecCount: s?.specs ?? 0, avgDiscountBp: bpOf(s?.avg ?? null) };
    }),
  };
}
