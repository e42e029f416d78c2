/**
 * A seller's customers and their customer-specific prices, the analytics over them, and the price
 * reads for buyers (all through `priceFor`, price.ts).
 *
 * Customers are other registered members, added by mobile: a person by their login mobile, an
 * enterprise (asEnterprise) by its contact mobile. Deleting a customer deletes their prices.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { goods, goodsPackageItem, goodsSpec } from "../goods/schema";
import { isPubliclyVisible, publicVisible } from "../goods/views";
import { member, memberLogin } from "../identity/schema";
import { maskMobile } from "../identity/service";
import { buyerOf, customerPricesFor, priceCandidates, priceFor, PRICE_RULE } from "./price";
import { custPrice, sellerCustomer } from "./schema";

type Level = "STRATEGIC" | "KEY" | "NORMAL";
const levelLabels: Record<Level, string> = { STRATEGIC: "战略客户", KEY: "重点客户", NORMAL: "普通客户" };

// ---- customers ------------------------------------------------------------------------------------

const customerMobile = sql<string | null>`coalesce(${memberLogin.mobile}, ${member.mobile})`;

function customerQuery(ctx: AuthedCtx) {
  return ctx.db
    .select({
      c: sellerCustomer,
      name: member.name,
      type: member.type,
      mobile: customerMobile,
      // columns in select-list SQL render unqualified, so the subqueries name their tables themselves
      priced: sql<number>`(select count(*)::int from cust_price cp where cp.seller_bo_id = "seller_customer"."seller_bo_id" and cp.customer_bo_id = "seller_customer"."customer_bo_id")`,
    })
    .from(sellerCustomer)
    .innerJoin(member, eq(member.id, sellerCustomer.customerBoId))
    .leftJoin(memberLogin, eq(memberLogin.memberId, member.id));
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerQuery>["where"]>>[number];

const customerView = (r: CustomerRow) => ({
  id: r.c.id,
  customerBoId: r.c.customerBoId,
  name: r.name,
  type: r.type,
  mobile: maskMobile(r.mobile),
  level: r.c.level,
  levelLabel: levelLabels[r.c.level],
  note: r.c.note,
  pricedSpecCount: r.priced,
  createdAt: iso(r.c.createdAt),
});

async function ownCustomer(ctx: AuthedCtx, where: { id?: string; customerBoId?: string }) {
  const [r] = await customerQuery(ctx).where(
    and(
      eq(sellerCustomer.sellerBoId, ctx.member.boId),
      where.id ? eq(sellerCustomer.id, where.id) : undefined,
      where.customerBoId ? eq(sellerCustomer.customerBoId, where.customerBoId) : undefined,
    ),
  );
  if (!r) throw notFound("客户");
  return r;
}

export async function customerPage(ctx: AuthedCtx, q: PageInput & { keyword?: string; level?: Level }) {
  const where = and(
    eq(sellerCustomer.sellerBoId, ctx.member.boId),
    q.level ? eq(sellerCustomer.level, q.level) : undefined,
    q.keyword ? or(contains(member.name, q.keyword), sql`${customerMobile} like ${`%${q.keyword.replace(/[\\%_]/g, "")}%`}`) : undefined,
  );
  return paged(
    q,
    async (limit, offset) => (await customerQuery(ctx).where(where).orderBy(desc(sellerCustomer.createdAt)).limit(limit).offset(offset)).map(customerView),
    async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(sellerCustomer)
          .innerJoin(member, eq(member.id, sellerCustomer.customerBoId))
          .leftJoin(memberLogin, eq(memberLogin.memberId, member.id))
          .where(where)
      )[0].n,
  );
}

export async function addCustomer(ctx: AuthedCtx, input: { mobile: string; asEnterprise: boolean; level: Level; note?: string }) {
  const [found] = input.asEnterprise
    ? await ctx.db.select({ id: member.id }).from(member).where(and(eq(member.type, "ENTERPRISE"), eq(member.mobile, input.mobile), eq(member.status, "ACTIVE"))).limit(1)
    : await ctx.db
        .select({ id: member.id })
        .from(memberLogin)
        .innerJoin(member, eq(member.id, memberLogin.memberId))
        .where(and(eq(memberLogin.mobile, input.mobile), eq(member.status, "ACTIVE")));
  if (!found) throw invalid("mobile", input.asEnterprise ? "没有以该手机号为联系电话的企业会员" : "该手机号尚未注册");
  if (found.id === ctx.member.boId || found.id === ctx.member.memberId) throw invalid("mobile", "不能把自己添加为客户");
  const [row] = await ctx.db
    .insert(sellerCustomer)
    .values({ sellerBoId: ctx.member.boId, customerBoId: found.id, level: input.level, note: input.note ?? null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict("该会员已是您的客户");
  return customerView(await ownCustomer(ctx, { id: row.id }));
}

export async function updateCustomer(ctx: AuthedCtx, input: { id: string; level?: Level; note?: string | null }) {
  const c = await ownCustomer(ctx, { id: input.id });
  await ctx.db
    .update(sellerCustomer)
    .set({ ...(input.level ? { level: input.level } : {}), ...(input.note !== undefined ? { note: input.note || null } : {}) })
    .where(eq(sellerCustomer.id, c.c.id));
  return customerView(await ownCustomer(ctx, { id: input.id }));
}

export async function deleteCustomer(ctx: AuthedCtx, id: string) {
  return inTx(ctx, async (tx) => {
    const c = await ownCustomer(tx, { id });
    const prices = await tx.db
      .delete(custPrice)
      .where(and(eq(custPrice.sellerBoId, tx.member.boId), eq(custPrice.customerBoId, c.c.customerBoId)))
      .returning({ id: custPrice.id });
    await tx.db.delete(sellerCustomer).where(eq(sellerCustomer.id, c.c.id));
    return { deleted: true, pricesDeleted: prices.length };
  });
}

// ---- customer prices ------------------------------------------------------------------------------

/** Sets (or with null removes) customer prices for the caller's specs and customers, all or nothing. */
export async function batchEdit(ctx: AuthedCtx, items: { specId: string; customerBoId: string; price: number | null }[]) {
  return inTx(ctx, async (tx) => {
    const keys = items.map((i) => `${i.specId}/${i.customerBoId}`);
    if (new Set(keys).size !== keys.length) throw invalid("items", "同一规格与客户只能出现一次");
    const specIds = [...new Set(items.map((i) => i.specId))];
    const specs = await tx.db
      .select({ id: goodsSpec.id, goodsId: goodsSpec.goodsId, price: goodsSpec.price, name: goodsSpec.name })
      .from(goodsSpec)
      .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
      .where(and(inArray(goodsSpec.id, specIds), isNull(goodsSpec.deletedAt), isNull(goods.deletedAt), eq(goods.boId, tx.member.boId)));
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
  const where = and(
    eq(goods.boId, ctx.member.boId),
    inArray(goods.type, ["GOODS", "PACKAGE"]),
    isNull(goods.deletedAt),
    isNull(goodsSpec.deletedAt),
    q.keyword ? or(contains(goods.name, q.keyword), contains(goodsSpec.name, q.keyword)) : undefined,
    q.onlyPriced ? sql`${custPrice.price} is not null` : undefined,
  );
  const base = () =>
    ctx.db
      .select({ g: goods, s: goodsSpec, cp: custPrice.price })
      .from(goodsSpec)
      .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
      .leftJoin(custPrice, and(eq(custPrice.specId, goodsSpec.id), eq(custPrice.customerBoId, q.customerBoId)));
  const page = await paged(
    q,
    async (limit, offset) =>
      (await base().where(where).orderBy(desc(goods.updatedAt), asc(goods.id), asc(goodsSpec.sort)).limit(limit).offset(offset)).map(({ g, s, cp }) => ({
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
    async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(goodsSpec)
          .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
          .leftJoin(custPrice, and(eq(custPrice.specId, goodsSpec.id), eq(custPrice.customerBoId, q.customerBoId)))
          .where(where)
      )[0].n,
  );
  return { ...page, customer };
}

/** One goods's customer prices: the caller's customers (paged) × its specs. */
export async function pricesOfGoods(ctx: AuthedCtx, q: PageInput & { goodsId: string; keyword?: string }) {
  const [g] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, q.goodsId), eq(goods.boId, ctx.member.boId), isNull(goods.deletedAt), inArray(goods.type, ["GOODS", "PACKAGE"])));
  if (!g) throw notFound("商品");
  const specs = await ctx.db.select().from(goodsSpec).where(and(eq(goodsSpec.goodsId, g.id), isNull(goodsSpec.deletedAt))).orderBy(asc(goodsSpec.sort));
  const customers = await customerPage(ctx, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: q.keyword });
  const ids = customers.list.map((c) => c.customerBoId);
  const prices = ids.length
    ? await ctx.db.select().from(custPrice).where(and(eq(custPrice.goodsId, g.id), inArray(custPrice.customerBoId, ids)))
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

// ---- analytics (custPriceDm) ----------------------------------------------------------------------

/** Average discount of customer prices against list prices, in basis points. */
const avgDiscount = sql<string | null>`avg((${goodsSpec.price} - ${custPrice.price}) * 10000.0 / ${goodsSpec.price})`;
const bpOf = (v: string | null) => (v == null ? null : Math.round(Number(v)));

export async function dmSummary(ctx: AuthedCtx) {
  const me = ctx.member.boId;
  const [[c], [g], [p]] = await Promise.all([
    ctx.db
      .select({
        all: count(),
        priced: sql<number>`count(*) filter (where exists (select 1 from cust_price cp where cp.seller_bo_id = ${me} and cp.customer_bo_id = "seller_customer"."customer_bo_id"))::int`,
      })
      .from(sellerCustomer)
      .where(eq(sellerCustomer.sellerBoId, me)),
    ctx.db
      .select({
        all: count(),
        priced: sql<number>`count(*) filter (where exists (select 1 from cust_price cp where cp.goods_id = "goods"."id"))::int`,
      })
      .from(goods)
      .where(and(eq(goods.boId, me), eq(goods.status, "ON"), isNull(goods.deletedAt), inArray(goods.type, ["GOODS", "PACKAGE"]))),
    ctx.db
      .select({ n: count(), avg: avgDiscount })
      .from(custPrice)
      .innerJoin(goodsSpec, eq(goodsSpec.id, custPrice.specId))
      .innerJoin(sellerCustomer, and(eq(sellerCustomer.sellerBoId, custPrice.sellerBoId), eq(sellerCustomer.customerBoId, custPrice.customerBoId)))
      .where(and(eq(custPrice.sellerBoId, me), isNull(goodsSpec.deletedAt))),
  ]);
  return { customerCount: c.all, pricedCustomerCount: c.priced, goodsCount: g.all, pricedGoodsCount: g.priced, priceCount: p.n, avgDiscountBp: bpOf(p.avg) };
}

export async function dmByGoods(ctx: AuthedCtx, q: PageInput & { keyword?: string }) {
  const me = ctx.member.boId;
  const [{ customers }] = await ctx.db.select({ customers: count() }).from(sellerCustomer).where(eq(sellerCustomer.sellerBoId, me));
  const where = and(eq(goods.boId, me), isNull(goods.deletedAt), inArray(goods.type, ["GOODS", "PACKAGE"]), q.keyword ? contains(goods.name, q.keyword) : undefined);
  const pricedCustomers = sql<number>`(select count(distinct cp.customer_bo_id)::int from cust_price cp join seller_customer sc on sc.seller_bo_id = cp.seller_bo_id and sc.customer_bo_id = cp.customer_bo_id where cp.goods_id = "goods"."id")`;
  return paged(
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

// ---- prices for the current buyer -------------------------------------------------------------------

/** Specs whose goods the caller may see (on sale, or their own), with the goods' owner. */
async function visibleSpecs(ctx: Ctx, specIds: readonly string[]) {
  if (!specIds.length) return [];
  return ctx.db
    .select({ s: goodsSpec, boId: goods.boId })
    .from(goodsSpec)
    .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
    .where(
      and(
        inArray(goodsSpec.id, [...new Set(specIds)]),
        isNull(goodsSpec.deletedAt),
        ctx.member ? or(publicVisible(ctx.now), and(eq(goods.boId, ctx.member.boId), isNull(goods.deletedAt))) : publicVisible(ctx.now),
      ),
    );
}

/** Prices of the specs the caller may see; unknown or hidden specs are left out. */
export async function pricesBySpecs(ctx: Ctx, specIds: readonly string[]) {
  const rows = await visibleSpecs(ctx, specIds);
  const cps = await customerPricesFor(ctx, rows.map((r) => r.s.id));
  const byId = new Map(rows.map((r) => [r.s.id, r.s]));
  return specIds
    .filter((id, i) => byId.has(id) && specIds.indexOf(id) === i)
    .map((id) => {
      const s = byId.get(id)!;
      const p = priceFor(s, buyerOf(ctx, cps, s.id));
      return { specId: s.id, goodsId: s.goodsId, listPrice: s.price, memberPrice: s.memberPrice, customerPrice: cps.get(s.id) ?? null, price: p.price, source: p.source };
    });
}

export async function pricePriority(ctx: Ctx, specId: string) {
  const [row] = await visibleSpecs(ctx, [specId]);
  if (!row) throw notFound("规格");
  const cps = await customerPricesFor(ctx, [specId]);
  const buyer = buyerOf(ctx, cps, specId);
  const p = priceFor(row.s, buyer);
  return { specId, rule: PRICE_RULE, candidates: priceCandidates(row.s, buyer), price: p.price, source: p.source };
}

/**
 * Price benefits on a goods for the caller: their customer price and the member price per spec
 * (the member price is listed for visitors too, as "log in to get it"), on-sale packages that contain
 * the goods, and the rebate. Coupons and promotions are the promotion module's.
 */
export async function usablePreferential(ctx: Ctx, goodsId: string) {
  const [g] = await ctx.db.select().from(goods).where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!g || (g.boId !== ctx.member?.boId && !(await isPubliclyVisible(ctx, goodsId)))) throw notFound("商品");
  const specs = await ctx.db.select().from(goodsSpec).where(and(eq(goodsSpec.goodsId, g.id), isNull(goodsSpec.deletedAt))).orderBy(asc(goodsSpec.sort));
  const cps = await customerPricesFor(ctx, specs.map((s) => s.id));
  const items: { kind: "CUSTOMER_PRICE" | "MEMBER_PRICE" | "PACKAGE" | "REBATE"; title: string; description: string; specId: string | null; saving: number | null; refId: string | null }[] = [];
  for (const s of specs) {
    const cp = cps.get(s.id);
    if (cp != null && cp < s.price) {
      items.push({ kind: "CUSTOMER_PRICE", title: "客户专享价", description: `${s.name}：您的专属价格 ${(cp / 100).toFixed(2)} 元`, specId: s.id, saving: s.price - cp, refId: null });
    }
    if (s.memberPrice != null && s.memberPrice < s.price) {
      items.push({
        kind: "MEMBER_PRICE",
        title: "会员价",
        description: `${s.name}：会员价 ${(s.memberPrice / 100).toFixed(2)} 元${ctx.member ? "" : "（登录后可享）"}`,
        specId: s.id,
        saving: s.price - s.memberPrice,
        refId: null,
      });
    }
  }
  if (specs.length) {
    const pkgs = await ctx.db
      .selectDistinct({ id: goods.id, name: goods.name })
      .from(goodsPackageItem)
      .innerJoin(goods, eq(goods.id, goodsPackageItem.packageGoodsId))
      .where(and(inArray(goodsPackageItem.specId, specs.map((s) => s.id)), publicVisible(ctx.now), ne(goods.id, g.id)));
    for (const p of pkgs) items.push({ kind: "PACKAGE", title: "优惠套餐", description: `可搭配购买套餐“${p.name}”`, specId: null, saving: null, refId: p.id });
  }
  if (g.rebateBp > 0) {
    items.push({ kind: "REBATE", title: "返利", description: `确认收货后返还实付金额的 ${g.rebateBp / 100}%`, specId: null, saving: null, refId: null });
  }
  return { goodsId: g.id, items };
}
