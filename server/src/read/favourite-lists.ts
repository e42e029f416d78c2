/**
 * The favourites screens' joins: a member's favourites with the goods or shop they point at (the goods
 * and shop modules' tables), and whether a target can be favourited. Read-only; favourites are written by
 * modules/favourite. Visibility of goods is the goods module's rule, passed in as `visible`.
 */
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { GoodsType } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { contains } from "../kit/sql";
import { favourite } from "../modules/favourite/schema";
import { goods } from "../modules/goods/schema";
import { shop } from "../modules/shop/schema";

type ReadCtx = Pick<Ctx, "db">;

const goodsJoin = and(inArray(favourite.kind, ["GOODS", "DEMAND"]), eq(goods.id, favourite.targetId));
const shopJoin = and(eq(favourite.kind, "SHOP"), eq(shop.id, favourite.targetId));
const newestFirst = [desc(favourite.createdAt), desc(favourite.id)];
const countRows = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

/** Whether the shop is open (a shop can be favourited). Table: shop. */
export async function isOpenShop(ctx: ReadCtx, shopId: string): Promise<boolean> {
  const [s] = await ctx.db
    .select({ id: shop.id })
    .from(shop)
    .where(and(eq(shop.id, shopId), eq(shop.status, "OPEN")));
  return !!s;
}

/** Whether the goods is of one of the types and `visible` (a goods or demand post can be favourited). Table: goods. */
export async function isGoodsOf(ctx: ReadCtx, goodsId: string, types: readonly GoodsType[], visible: SQL): Promise<boolean> {
  const [g] = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodsId), inArray(goods.type, [...types]), visible));
  return !!g;
}

/** The owner's GOODS favourites with their goods rows, by name and availability (favourite goods list). Tables: favourite, goods. */
export function goodsFavourites(ctx: ReadCtx, q: { boId: string; keyword?: string; onlyAvailable: boolean; visible: SQL }) {
  const where = and(eq(favourite.boId, q.boId), eq(favourite.kind, "GOODS"), q.keyword ? contains(goods.name, q.keyword) : undefined, q.onlyAvailable ? q.visible : undefined);
  return {
    rows: (limit: number, offset: number) =>
      ctx.db
        .select({ f: favourite, g: goods, available: sql<boolean>`(${q.visible})` })
        .from(favourite)
        .innerJoin(goods, goodsJoin)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    count: () => countRows(ctx.db.select({ n: sql<number>`count(*)::int` }).from(favourite).innerJoin(goods, goodsJoin).where(where)),
  };
}

/** The owner's SHOP favourites with their shop rows, by name and openness (favourite shops list). Tables: favourite, shop. */
export function shopFavourites(ctx: ReadCtx, q: { boId: string; keyword?: string; onlyAvailable: boolean }) {
  const where = and(eq(favourite.boId, q.boId), eq(favourite.kind, "SHOP"), q.keyword ? contains(shop.name, q.keyword) : undefined, q.onlyAvailable ? eq(shop.status, "OPEN") : undefined);
  return {
    rows: (limit: number, offset: number) =>
      ctx.db
        .select({ f: favourite, s: shop })
        .from(favourite)
        .innerJoin(shop, shopJoin)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    count: () => countRows(ctx.db.select({ n: sql<number>`count(*)::int` }).from(favourite).innerJoin(shop, shopJoin).where(where)),
  };
}

/**
 * All the owner's favourites (or one kind) with their goods or shop row and whether the target is
 * available, by name (my favourites). Tables: favourite, goods, shop.
 */
export function allFavourites(ctx: ReadCtx, q: { boId: string; kind?: string; keyword?: string; onlyAvailable: boolean; visible: SQL }) {
  const name = sql`coalesce(${goods.name}, ${shop.name}, '')`;
  const available: SQL = sql`case when ${favourite.kind} = 'SHOP' then coalesce(${shop.status} = 'OPEN', false)
    when ${goods.id} is null then false else (${q.visible}) end`;
  const where = and(
    eq(favourite.boId, q.boId),
    q.kind ? sql`${favourite.kind} = ${q.kind}` : undefined,
    q.keyword ? sql`${name} ilike ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    q.onlyAvailable ? sql`(${available})` : undefined,
  );
  return {
    rows: (limit: number, offset: number) =>
      ctx.db
        .select({ f: favourite, g: goods, s: shop, available: sql<boolean>`(${available})` })
        .from(favourite)
        .leftJoin(goods, goodsJoin)
        .leftJoin(shop, shopJoin)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    count: () => countRows(ctx.db.select({ n: sql<number>`count(*)::int` }).from(favourite).leftJoin(goods, goodsJoin).leftJoin(shop, shopJoin).where(where)),
  };
}

/** SQL: the favourite's target goods is not `visible` (any more): clearing expired favourites. Table: goods. */
export const favouriteGoodsGone = (visible: SQL): SQL => sql`not exists (select 1 from ${goods} where ${and(eq(goods.id, favourite.targetId), visible)})`;
