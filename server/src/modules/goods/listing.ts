/**
 * Public reads of goods: the paged lists (mall, purchasing hall, shop page, rebates, services),
 * detail and by-id reads, shop recommendations and counts. Everything listed is publicly visible
 * (views.ts `publicVisible`); keyword matching is a plain `contains` — ranked search is the search
 * module's.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { GoodsType, PageInput } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains, escapeLike } from "../../kit/sql";
import { goodsCountsByShopClassify, shopClassifyWithChildren } from "../../read/goods-shop";
import { customerLevel } from "../pricing";
import { openShop } from "../shop";
import { detailRow } from "./detail-row";
import { DETAIL_RECOMMENDED, recommendedRows, shopPart } from "./shop-part";
import { countView, viewsWaiting } from "./view-counts";
import { plansForBuyer } from "./pay-plans";
import { areaPrefix, categoryIndex } from "./reference";
import { goods } from "./schema";
import { validShareKey } from "./share";
import { cardsFrom, goodsCards, goodsCardsWithSpecs, goodsView, publicVisible, type GoodsRow } from "./views";
import { together } from "../../kit/context";

export type Sort = "NEWEST" | "PRICE_ASC" | "PRICE_DESC" | "SALES" | "VIEWS";

export interface ListQuery extends PageInput {
  type?: GoodsType;
  types?: readonly GoodsType[];
  categoryId?: string;
  shopId?: string;
  shopClassifyId?: string;
  boId?: string;
  areaCode?: string;
  priceMin?: number;
  priceMax?: number;
  keyword?: string;
  sort?: Sort;
  rebateOnly?: boolean;
  serviceType?: string;
}

/** Goods under a platform category, itself included (codes nest by prefix). */
export const inCategory = (categoryId: string): SQL => sql`${goods.categoryId} like ${`${escapeLike(categoryId)}%`}`;

/** Any of the codes in a jsonb array of area codes overlaps the area (either contains the other). */
function areasOverlap(arr: SQL, code: string): SQL {
  const prefixOf = sql`case when a.code like '%0000' then left(a.code, 2) when a.code like '%00' then left(a.code, 4) else a.code end`;
  return sql`exists (select 1 from jsonb_array_elements_text(${arr}) a(code) where ${code} like ${prefixOf} || '%' or a.code like ${`${areaPrefix(code)}%`})`;
}

function orderOf(sort: Sort = "NEWEST"): SQL[] {
  switch (sort) {
    case "PRICE_ASC":
      return [sql`${goods.priceMin} asc nulls last`, desc(goods.id)];
    case "PRICE_DESC":
      return [sql`${goods.priceMax} desc nulls last`, desc(goods.id)];
    case "SALES":
      return [desc(goods.salesCount), desc(goods.id)];
    case "VIEWS":
      return [desc(goods.viewCount), desc(goods.id)];
    default:
      return [sql`${goods.onShelfAt} desc nulls last`, desc(goods.id)];
  }
}


async function whereOf(ctx: Ctx, q: ListQuery): Promise<SQL> {
  const types = q.types ?? [q.type ?? "GOODS"];
  return and(
    publicVisible(ctx.now),
    inArray(goods.type, [...types]),
    q.categoryId ? inCategory(q.categoryId) : undefined,
    q.shopId ? eq(goods.shopId, q.shopId) : undefined,
    q.shopClassifyId ? inArray(goods.shopClassifyId, await shopClassifyWithChildren(ctx, q.shopClassifyId)) : undefined,
    q.boId ? eq(goods.boId, q.boId) : undefined,
    q.areaCode
      ? q.serviceType !== undefined || types.every((t) => t.startsWith("SERVICE"))
        ? areasOverlap(sql`${goods.deliveryAreaCodes}`, q.areaCode)
        : sql`${goods.originAreaCode} like ${`${areaPrefix(q.areaCode)}%`}`
      : undefined,
    q.priceMin !== undefined ? sql`coalesce(${goods.priceMax}, ${goods.priceMin}) >= ${q.priceMin}` : undefined,
    q.priceMax !== undefined ? sql`${goods.priceMin} <= ${q.priceMax}` : undefined,
    q.keyword ? or(contains(goods.name, q.keyword), contains(goods.subTitle, q.keyword)) : undefined,
    q.rebateOnly ? sql`${goods.rebateBp} > 0` : undefined,
    q.serviceType ? sql`${goods.ext}->>'serviceType' = ${q.serviceType}` : undefined,
  )!;
}

async function pageRows(ctx: Ctx, q: ListQuery, order: SQL[]) {
  const where = await whereOf(ctx, q);
  return {
    rows: (limit: number, offset: number) =>
      ctx.db
        .select()
        .from(goods)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () => (await ctx.db.select({ n: count() }).from(goods).where(where))[0].n,
  };
}

export async function publicPage(ctx: Ctx, q: ListQuery) {
  const p = await pageRows(ctx, q, orderOf(q.sort));
  return paged(ctx, q, async (l, o) => goodsCards(ctx, await p.rows(l, o)), p.count);
}

export async function publicPageWithSpecs(ctx: Ctx, q: ListQuery) {
  const p = await pageRows(ctx, q, orderOf(q.sort));
  return paged(ctx, q, async (l, o) => goodsCardsWithSpecs(ctx, await p.rows(l, o)), p.count);
}

/** Shop page (V4): an open shop's goods and packages, by its own categories. */
export async function shopPage(ctx: Ctx, q: PageInput & { shopId: string; shopClassifyId?: string; keyword?: string; sort: Sort }) {
  await openShop(ctx, q.shopId);
  return publicPage(ctx, { ...q, types: ["GOODS", "PACKAGE"] });
}

export async function rebatePage(ctx: Ctx, q: PageInput & { categoryId?: string; keyword?: string }) {
  const p = await pageRows(ctx, { ...q, rebateOnly: true }, [desc(goods.rebateBp), desc(goods.id)]);
  return paged(ctx, q, async (l, o) => goodsCards(ctx, await p.rows(l, o)), p.count);
}

export function servicePage(ctx: Ctx, type: "SERVICE_SUPPLY" | "SERVICE_DEMAND", q: PageInput & { serviceType?: string; areaCode?: string; keyword?: string }) {
  return publicPage(ctx, { ...q, type, serviceType: q.serviceType });
}

/** A shop's recommended goods: its enabled recommendation blocks in order, then best sellers. */
export async function recommendedByShop(ctx: Ctx, shopId: string, limit: number, excludeGoodsId?: string) {
  return goodsCards(ctx, await recommendedRows(ctx, shopId, limit, excludeGoodsId));
}

export async function recommendByShopId(ctx: Ctx, q: { shopId: string; limit: number; excludeGoodsId?: string }) {
  await openShop(ctx, q.shopId);
  return recommendedByShop(ctx, q.shopId, q.limit, q.excludeGoodsId);
}

/** Similar goods when there is no shop: the same category, best sellers first. */
async function similar(ctx: Ctx, row: GoodsRow, limit: number) {
  if (!row.categoryId) return [];
  const rows = await ctx.db
    .select()
    .from(goods)
    .where(and(publicVisible(ctx.now), eq(goods.type, row.type), eq(goods.categoryId, row.categoryId), sql`${goods.id} <> ${row.id}`))
    .orderBy(desc(goods.salesCount), desc(goods.onShelfAt))
    .limit(limit);
  return goodsCards(ctx, rows);
}

/** The goods (not deleted) and whether everyone may see it now (`publicVisible`), in one query. */
async function liveRowVisible(ctx: Ctx, goodsId: string): Promise<{ row: GoodsRow; visible: boolean }> {
  const [r] = await ctx.db
    .select({ row: goods, visible: sql<boolean>`(${publicVisible(ctx.now)})` })
    .from(goods)
    .where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!r) throw notFound("商品");
  return r;
}

/** A goods by id: visible ones for everyone, the owner's own in any state. */
export async function byId(ctx: Ctx, goodsId: string) {
  const { row, visible } = await liveRowVisible(ctx, goodsId);
  if (row.boId !== ctx.member?.boId && !visible) throw notFound("商品");
  return goodsView(ctx, row);
}

export async function payPlansFor(ctx: Ctx, goodsId: string) {
  const { row, visible } = await liveRowVisible(ctx, goodsId);
  const isOwner = row.boId === ctx.member?.boId;
  if (!isOwner && !visible) throw notFound("商品");
  return plansForBuyer(row.payPlans, await customerLevel(ctx, row.boId), isOwner);
}

/**
 * The detail page: visible goods for everyone (each opening counts a view, except the owner's: in
 * memory, written by view-counts.ts a few seconds later, so the detail is a pure read); others' hidden
 * goods only with a valid share key from the seller. Two rounds of queries: the goods with its
 * visibility, then its view, score, the buyer's level and the shop's card and recommendations
 * (shop-part.ts, cached per shop) together.
 */
export async function detail(ctx: Ctx, q: { goodsId: string; shareKey?: string }) {
  const { row, visible, specs, traces, score } = await detailRow(ctx, q.goodsId);
  const isOwner = row.boId === ctx.member?.boId;
  if (!visible && !isOwner && !(q.shareKey && (await validShareKey(ctx, row.id, q.shareKey)))) throw notFound("商品");
  if (visible && !isOwner) await countView(ctx, row.id);
  // the shop's card and recommendations come from its cache (shop-part.ts), so usually no query here
  const [part, level] = await together(
    ctx,
    () => (row.shopId ? shopPart(ctx, row.shopId) : Promise.resolve(null)),
    () => customerLevel(ctx, row.boId),
  );
  const [view, noShop] = await together(
    ctx,
    () => goodsView(ctx, row, { specs, traces, shopNames: part && row.shopId ? new Map([[row.shopId, part.row.name]]) : undefined }),
    () => (row.shopId ? Promise.resolve(null) : similar(ctx, row, DETAIL_RECOMMENDED)),
  );
  const recommended =
    noShop ??
    (part?.row.status === "OPEN"
      ? await cardsFrom(
          ctx,
          part.recommended.filter((g) => g.id !== row.id).slice(0, DETAIL_RECOMMENDED),
          part.cardData,
        )
      : await similar(ctx, row, DETAIL_RECOMMENDED));
  return {
    goods: { ...view, viewCount: view.viewCount + viewsWaiting(ctx, row.id) },
    shop: part?.card ?? null,
    score,
    payPlans: plansForBuyer(row.payPlans, level, isOwner),
    recommended,
    isOwner,
  };
}

/** On-sale counts by type and platform category (level 1 or 2). */
export async function countsByTypeAndCategory(ctx: Ctx, q: { level: number; types?: GoodsType[] }) {
  // the width is a constant (2 or 4) written into the SQL, so select and group by are the same expression
  const cat = sql<string | null>`left(${goods.categoryId}, ${sql.raw(q.level === 1 ? "2" : "4")})`;
  const rows = await ctx.db
    .select({ type: goods.type, cat, n: count() })
    .from(goods)
    .where(and(publicVisible(ctx.now), q.types?.length ? inArray(goods.type, q.types) : undefined))
    .groupBy(goods.type, cat)
    .orderBy(goods.type, cat);
  const cats = await categoryIndex(ctx);
  return rows.map((r) => ({ type: r.type, categoryId: r.cat, categoryName: cats.name(r.cat), count: r.n }));
}

/** An open shop's on-sale counts: total, by type, by its own categories. */
export async function shopGoodsNum(ctx: Ctx, shopId: string) {
  await openShop(ctx, shopId);
  const where = and(publicVisible(ctx.now), eq(goods.shopId, shopId));
  const [byType, byClassify] = await together(
    ctx,
    () => ctx.db.select({ type: goods.type, n: count() }).from(goods).where(where).groupBy(goods.type),
    () => goodsCountsByShopClassify(ctx, where),
  );
  return {
    shopId,
    total: byType.reduce((n, r) => n + r.n, 0),
    byType: byType.map((r) => ({ type: r.type, count: r.n })),
    byClassify: byClassify.map((r) => ({ classifyId: r.id, name: r.name ?? "未分类", count: r.n })),
  };
}
