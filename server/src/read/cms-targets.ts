/**
 * What adverts read of goods and shops (their modules' tables): which link targets are live (goods
 * matching the goods module's `visible` rule, shops open) and the shop names of the operators' slot
 * list. Read-only.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { cmsAdvert } from "../modules/cms/schema";
import { goods } from "../modules/goods/schema";
import { shop } from "../modules/shop/schema";

type ReadCtx = Pick<Ctx, "db">;

/** The goods among `ids` that match `visible`, with their shop (advert links). Table: goods. */
export function visibleGoodsAmong(ctx: ReadCtx, ids: readonly string[], visible: SQL) {
  if (!ids.length) return Promise.resolve([] as { id: string; shopId: string | null }[]);
  return ctx.db
    .select({ id: goods.id, shopId: goods.shopId })
    .from(goods)
    .where(and(inArray(goods.id, [...ids]), visible));
}

/** The shops among `ids` that are open (advert links, a shop's slots). Table: shop. */
export async function openShopsAmong(ctx: ReadCtx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({ id: shop.id })
    .from(shop)
    .where(and(inArray(shop.id, [...ids]), eq(shop.status, "OPEN")));
  return rows.map((r) => r.id);
}

/** One page of advert slots matching `where` with their shop's name (operators' slot list). Tables: cms_advert, shop. */
export function slotsWithShopName(ctx: ReadCtx, where: SQL | undefined, limit: number, offset: number) {
  return ctx.db
    .select({ a: cmsAdvert, shopName: shop.name })
    .from(cmsAdvert)
    .leftJoin(shop, eq(shop.id, cmsAdvert.shopId))
    .where(where)
    .orderBy(asc(cmsAdvert.scope), asc(cmsAdvert.sort), asc(cmsAdvert.id))
    .limit(limit)
    .offset(offset);
}
