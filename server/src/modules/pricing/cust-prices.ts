/** Customer-specific prices: set by the seller per spec and customer, read as price tables. */
import { and, eq, inArray } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { customerPriceList, liveSpecsOf, sellerMallGoods, sellerSpecs } from "../../read/pricing-goods";
import { customerPage, customerView, ownCustomer } from "./customers";
import { custPrice, sellerCustomer } from "./schema";

/** Sets (or with null removes) customer prices for the caller's specs and customers, all or nothing. */
export async function batchEdit(ctx: AuthedCtx, items: { specId: string; customerBoId: string; price: number | null }[]) {
  return inTx(ctx, async (tx) => {
    const keys = items.map((i) => `${i.specId}/${i.customerBoId}`);
    if (new Set(keys).size !== keys.length) throw invalid("items", "同一规格与客户只能出现一次");
    const specIds = [...new Set(items.map((i) => i.specId))];
    const specs = await sellerSpecs(tx, tx.member.boId, specIds);
    if (specs.length !== specIds.length) throw notFound("规格");
    const customerIds = [...new Set(items.map((i) => i.customerBoId))];
    const customers = await tx.db
      .select({ id: sellerCustomer.customerBoId })
      .from(sellerCustomer)
      .where(and(eq(sellerCustomer.sellerBoId, tx.member.boId), inArray(sellerCustomer.customerBoId, customerIds)));
    if (customers.length !== customerIds.length) throw notFound("客户");
    const specById = new Map(specs.map((s) => [s.id, s]));
    let saved = 0;
    let deleted = 0;
    for (const it of items) {
      const s = specById.get(it.specId)!;
      if (it.price === null) {
        const gone = await tx.db
          .delete(custPrice)
          .where(and(eq(custPrice.specId, it.specId), eq(custPrice.customerBoId, it.customerBoId)))
          .returning({ id: custPrice.id });
        deleted += gone.length;
        continue;
      }
      if (it.price > s.price) throw invalid("items.price", `规格“${s.name}”的客户价不能高于标价 ${(s.price / 100).toFixed(2)} 元`);
      await tx.db
        .insert(custPrice)
        .values({ sellerBoId: tx.member.boId, customerBoId: it.customerBoId, goodsId: s.goodsId, specId: s.id, price: it.price })
        .onConflictDoUpdate({ target: [custPrice.specId, custPrice.customerBoId], set: { price: it.price } });
      saved++;
    }
    return { saved, deleted };
  });
}

/** One customer's price list over all the caller's mall goods specs. */
export async function pricesOfCustomer(ctx: AuthedCtx, q: PageInput & { customerBoId: string; keyword?: string; onlyPriced: boolean }) {
  const customer = customerView(await ownCustomer(ctx, { customerBoId: q.customerBoId }));
  const list = customerPriceList(ctx, { sellerBoId: ctx.member.boId, customerBoId: q.customerBoId, keyword: q.keyword, onlyPriced: q.onlyPriced });
  const page = await paged(
    ctx,
    q,
    async (limit, offset) =>
      (await list.rows(limit, offset)).map(({ g, s, cp }) => ({
        goodsId: g.id,
        goodsName: g.name,
        mainImage: g.mainImage,
        status: g.status,
        specId: s.id,
        specName: s.name,
        listPrice: s.price,
        memberPrice: s.memberPrice,
        customerPrice: cp,
      })),
    list.count,
  );
  return { ...page, customer };
}

/** One goods's customer prices: the caller's customers (paged) × its specs. */
export async function pricesOfGoods(ctx: AuthedCtx, q: PageInput & { goodsId: string; keyword?: string }) {
  const g = await sellerMallGoods(ctx, ctx.member.boId, q.goodsId);
  if (!g) throw notFound("商品");
  const specs = await liveSpecsOf(ctx, g.id);
  const customers = await customerPage(ctx, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: q.keyword });
  const ids = customers.list.map((c) => c.customerBoId);
  const prices = ids.length
    ? await ctx.db
        .select()
        .from(custPrice)
        .where(and(eq(custPrice.goodsId, g.id), inArray(custPrice.customerBoId, ids)))
    : [];
  return {
    ...customers,
    list: customers.list.map((c) => ({
      customerBoId: c.customerBoId,
      customerName: c.name,
      level: c.level,
      prices: specs.map((s) => ({
        specId: s.id,
        specName: s.name,
        listPrice: s.price,
        customerPrice: prices.find((p) => p.specId === s.id && p.customerBoId === c.customerBoId)?.price ?? null,
      })),
    })),
    goods: { goodsId: g.id, name: g.name, mainImage: g.mainImage },
  };
}
