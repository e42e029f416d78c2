/**
 * What the search module reads of the catalogue to keep its index (search_goods) and its facets:
 * goods with their shop's and publisher's names, a shop's goods, goods missing from or stale in the
 * index, and category and area names for facets. Read-only; the index itself is written by
 * modules/search, goods and shops change only through their modules.
 */
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { queryRows } from "../kit/db";
import { goods } from "../modules/goods/schema";
import { member } from "../modules/identity/schema";
import { searchGoods } from "../modules/search/schema";
import { shop } from "../modules/shop/schema";
import { systemArea, systemCategory } from "../modules/system/schema";

type ReadCtx = Pick<Ctx, "db">;

/**
 * The goods to index, with whether `visible` holds, the shop's name and the publisher's name
 * (search/indexer.ts). Tables: goods, shop, member.
 */
export function goodsToIndex(ctx: ReadCtx, ids: readonly string[], visible: SQL) {
  return ctx.db
    .select({
      id: goods.id,
      type: goods.type,
      boId: goods.boId,
      shopId: goods.shopId,
      name: goods.name,
      subTitle: goods.subTitle,
      categoryId: goods.categoryId,
      attributes: goods.attributes,
      originAreaCode: goods.originAreaCode,
      ext: goods.ext,
      priceMin: goods.priceMin,
      salesCount: goods.salesCount,
      onShelfAt: goods.onShelfAt,
      updatedAt: goods.updatedAt,
      visible: sql<boolean>`(${visible})`,
      shopName: shop.name,
      publisherName: member.name,
    })
    .from(goods)
    .leftJoin(shop, eq(shop.id, goods.shopId))
    .leftJoin(member, eq(member.id, goods.boId))
    .where(inArray(goods.id, [...ids]));
}

/** Ids of a shop's live goods (re-indexing a shop's goods when it opens, closes or is renamed). Table: goods. */
export async function liveGoodsIdsOfShop(ctx: ReadCtx, shopId: string): Promise<string[]> {
  const rows = await ctx.db.select({ id: goods.id }).from(goods).where(and(eq(goods.shopId, shopId), isNull(goods.deletedAt)));
  return rows.map((r) => r.id);
}

/**
 * Goods of the given types that are `visible` but missing from the index or indexed by another
 * tokenizer version, plus index rows whose goods are gone or no longer visible (index reconciliation).
 * Tables: goods, search_goods.
 */
export async function staleIndexGoodsIds(ctx: ReadCtx, types: readonly string[], visible: SQL, tokenizerVersion: number): Promise<string[]> {
  const typeList = sql.join(types.map((t) => sql`${t}`), sql`, `);
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select ${goods.id} as id from ${goods} left join ${searchGoods} on ${searchGoods.goodsId} = ${goods.id}
        where ${goods.type} in (${typeList}) and ${visible}
          and (${searchGoods.goodsId} is null or ${searchGoods.tokenizerVersion} <> ${tokenizerVersion})
        union
        select ${searchGoods.goodsId} from ${searchGoods} left join ${goods} on ${goods.id} = ${searchGoods.goodsId}
        where ${goods.id} is null or not (${visible})`,
  );
  return rows.map((r) => r.id);
}

/** Categories by id, any status (search facets' names and order). Table: system_category. */
export function facetCategories(ctx: ReadCtx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return ctx.db.select().from(systemCategory).where(inArray(systemCategory.id, [...ids]));
}

/** Areas by code (search facets' names). Table: system_area. */
export function facetAreas(ctx: ReadCtx, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return ctx.db.select().from(systemArea).where(inArray(systemArea.code, [...codes]));
}

/** Names of the given categories (the index's category words). Table: system_category. */
export function categoryNames(ctx: ReadCtx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([] as { id: string; name: string }[]);
  return ctx.db.select({ id: systemCategory.id, name: systemCategory.name }).from(systemCategory).where(inArray(systemCategory.id, [...ids]));
}
