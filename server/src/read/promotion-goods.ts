/**
 * What the promotion module reads of goods (the goods module's tables): a shop's mall goods with their
 * live specs — for the promotion and presale forms' goods pickers, the goods and gifts a promotion
 * names, and the spec a presale sells — and which shop a goods belongs to (public promotion reads).
 * Read-only; goods change only through modules/goods.
 */
import type { PromotionGoodsRef } from "@qinlian/contract";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { paged } from "../kit/paging";
import { contains } from "../kit/sql";
import { goods, goodsSpec } from "../modules/goods/schema";

type ReadCtx = Pick<Ctx, "db" | "inTransaction">;

const live = (shopId: string) => and(eq(goods.shopId, shopId), eq(goods.type, "GOODS"), isNull(goods.deletedAt));

async function withSpecs(ctx: ReadCtx, rows: readonly (typeof goods.$inferSelect)[]): Promise<PromotionGoodsRef[]> {
  if (!rows.length) return [];
  const specs = await ctx.db
    .select()
    .from(goodsSpec)
    .where(
      and(
        inArray(
          goodsSpec.goodsId,
          rows.map((g) => g.id),
        ),
        isNull(goodsSpec.deletedAt),
      ),
    )
    .orderBy(asc(goodsSpec.sort), asc(goodsSpec.id));
  return rows.map((g) => ({
    goodsId: g.id,
    name: g.name,
    mainImage: g.mainImage ?? g.images[0] ?? null,
    status: g.status,
    specs: specs.filter((s) => s.goodsId === g.id).map((s) => ({ specId: s.id, name: s.name, listPrice: s.price, stock: s.stock })),
  }));
}

/**
 * The shop's live mall goods (type GOODS, not deleted, any status) among `goodsIds`, with their live
 * specs (promotion views; checking a promotion's goods and gifts, a presale's spec). Tables: goods, goods_spec.
 */
export async function shopGoodsRefs(ctx: ReadCtx, shopId: string, goodsIds: readonly string[]): Promise<Map<string, PromotionGoodsRef>> {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select()
    .from(goods)
    .where(and(live(shopId), inArray(goods.id, ids)));
  return new Map((await withSpecs(ctx, rows)).map((g) => [g.goodsId, g]));
}

/** A page of the shop's live mall goods with their specs, newest first (the forms' goods pickers). Tables: goods, goods_spec. */
export async function shopGoodsRefPage(ctx: ReadCtx, shopId: string, q: { pageNum: number; pageSize: number; keyword?: string }) {
  const where = and(live(shopId), q.keyword ? contains(goods.name, q.keyword) : undefined);
  const p = await paged(
    ctx,
    q,
    (limit, offset) =>
      ctx.db
        .select()
        .from(goods)
        .where(where)
        .orderBy(desc(goods.createdAt), asc(goods.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.$count(goods, where),
  );
  return { ...p, list: await withSpecs(ctx, p.list) };
}

/** Goods and spec names of these specs, deleted ones included ("goods · spec"; presale lists, gift names). Tables: goods, goods_spec. */
export async function specLabels(ctx: ReadCtx, specIds: readonly string[]) {
  const ids = [...new Set(specIds)];
  if (!ids.length) return new Map<string, { goodsId: string; goodsName: string; specName: string; mainImage: string | null; listPrice: number | null }>();
  const rows = await ctx.db
    .select({
      specId: goodsSpec.id,
      goodsId: goods.id,
      goodsName: goods.name,
      specName: goodsSpec.name,
      mainImage: sql<string | null>`coalesce(${goods.mainImage}, ${goods.images}->>0)`,
      listPrice: goodsSpec.price,
      gone: sql<boolean>`(${goodsSpec.deletedAt} is not null or ${goods.deletedAt} is not null)`,
    })
    .from(goodsSpec)
    .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
    .where(inArray(goodsSpec.id, ids));
  return new Map(rows.map((r) => [r.specId, { goodsId: r.goodsId, goodsName: r.goodsName, specName: r.specName, mainImage: r.mainImage, listPrice: r.gone ? null : Number(r.listPrice) }]));
}

/** The shop of a live mall goods, or null (public promotion and presale reads). Table: goods. */
export async function shopOfGoods(ctx: ReadCtx, goodsId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ shopId: goods.shopId })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.type, "GOODS"), isNull(goods.deletedAt)));
  return row?.shopId ?? null;
}

/** Ids of the shop's mall goods (deleted ones too) whose name contains `keyword`, at most 500 (the presale list's search). Table: goods. */
export async function shopGoodsIdsNamed(ctx: ReadCtx, shopId: string, keyword: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.shopId, shopId), eq(goods.type, "GOODS"), contains(goods.name, keyword)))
    .limit(500);
  return rows.map((r) => r.id);
}
