/**
 * What goods screens and calls read of shops (the shop module's tables): whether a goods' shop is open,
 * shop and shop-category names, a shop's category subtree, its recommended goods, and per-category
 * counts. Read-only; shop rows change only through modules/shop.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Ctx } from "../kit/context";
import { goods } from "../modules/goods/schema";
import { shop, shopClassify, shopRecommendClassify, shopRecommendInfo } from "../modules/shop/schema";

type ReadCtx = Pick<Ctx, "db">;

/**
 * SQL: the shop `shopId` points at is OPEN (goods/views.ts `publicVisible`, so every public goods list).
 * Table: shop.
 */
export const shopIsOpen = (shopId: AnyPgColumn | SQL): SQL => sql`exists (select 1 from ${shop} where ${shop.id} = ${shopId} and ${shop.status} = 'OPEN')`;

/** Names of the given shops (goods cards' shop name). Table: shop. */
export async function shopNamesOf(ctx: ReadCtx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: shop.id, name: shop.name }).from(shop).where(inArray(shop.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A shop row by id, any state (goods detail: the shop card). Table: shop. */
export async function shopRowById(ctx: ReadCtx, shopId: string) {
  const [row] = await ctx.db.select().from(shop).where(eq(shop.id, shopId));
  return row ?? null;
}

/** Names of the given shop categories (goods full view). Table: shop_classify. */
export async function shopClassifyNamesOf(ctx: ReadCtx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: shopClassify.id, name: shopClassify.name }).from(shopClassify).where(inArray(shopClassify.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A shop category and its sub-categories (goods lists filtered by shop category). Table: shop_classify. */
export async function shopClassifyWithChildren(ctx: ReadCtx, id: string): Promise<string[]> {
  const kids = await ctx.db.select({ id: shopClassify.id }).from(shopClassify).where(eq(shopClassify.parentId, id));
  return [id, ...kids.map((k) => k.id)];
}

/** Whether the category belongs to the shop (publishing goods into a shop category). Table: shop_classify. */
export async function isShopClassifyOf(ctx: ReadCtx, shopId: string, classifyId: string): Promise<boolean> {
  const [c] = await ctx.db
    .select({ id: shopClassify.id })
    .from(shopClassify)
    .where(and(eq(shopClassify.id, classifyId), eq(shopClassify.shopId, shopId)));
  return !!c;
}

/**
 * The goods of a shop's enabled recommendation blocks, block order then the owner's order, that match
 * `where` (goods detail and shop page "recommended"). Tables: shop_recommend_info, shop_recommend_classify, goods.
 */
export async function recommendedGoodsRows(ctx: ReadCtx, shopId: string, where: SQL | undefined) {
  const picked = await ctx.db
    .select({ g: goods })
    .from(shopRecommendInfo)
    .innerJoin(shopRecommendClassify, eq(shopRecommendClassify.id, shopRecommendInfo.recommendClassifyId))
    .innerJoin(goods, eq(goods.id, shopRecommendInfo.goodsId))
    .where(and(eq(shopRecommendInfo.shopId, shopId), eq(shopRecommendClassify.enabled, true), where))
    .orderBy(asc(shopRecommendClassify.sort), asc(shopRecommendInfo.sort));
  return picked.map((p) => p.g);
}

/** Goods matching `where`, counted by shop category with its name (shop goods numbers). Tables: goods, shop_classify. */
export function goodsCountsByShopClassify(ctx: ReadCtx, where: SQL | undefined) {
  return ctx.db
    .select({ id: goods.shopClassifyId, name: shopClassify.name, n: count() })
    .from(goods)
    .leftJoin(shopClassify, eq(shopClassify.id, goods.shopClassifyId))
    .where(where)
    .groupBy(goods.shopClassifyId, shopClassify.name);
}
