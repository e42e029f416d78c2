/**
 * What the server puts in a public page's HTML head before the web app runs (kit/spa.ts): the names
 * and descriptions of a goods detail page (/goods/detail?goodsId=…) and a shop page (/goods/shop/:shopId).
 * Read-only. Only what everyone may see: goods on the shelf in an open shop (or without a shop), open shops.
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { goods } from "../modules/goods/schema";
import { shop } from "../modules/shop/schema";
import { shopIsOpen } from "./goods-shop";

type ReadCtx = Pick<Ctx, "db">;

/** A visible goods' name, subtitle, description, lowest price (fen) and shop name. Tables: goods, shop. */
export async function goodsPageFacts(ctx: ReadCtx, goodsId: string) {
  const [row] = await ctx.db
    .select({ name: goods.name, subTitle: goods.subTitle, description: goods.description, priceMin: goods.priceMin, shopName: shop.name })
    .from(goods)
    .leftJoin(shop, eq(shop.id, goods.shopId))
    .where(and(eq(goods.id, goodsId), eq(goods.status, "ON"), isNull(goods.deletedAt), or(isNull(goods.shopId), shopIsOpen(goods.shopId)), sql`coalesce(${goods.ext}->>'validUntil', '9999-12-31') >= to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`));
  return row ?? null;
}

/** An open shop's name and introduction (HTML). Table: shop. */
export async function shopPageFacts(ctx: ReadCtx, shopId: string) {
  const [row] = await ctx.db.select({ name: shop.name, intro: shop.intro }).from(shop).where(and(eq(shop.id, shopId), eq(shop.status, "OPEN")));
  return row ?? null;
}
