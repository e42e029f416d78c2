import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { FAV_LIMIT, type FavItem, type FavKind, type GoodsCard, type PageInput, type ShopCard } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx, together } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { paged, pageTable } from "../../kit/paging";
import { iso } from "../../kit/time";
import { goodsCards, publicVisible } from "../goods";
import { lockOwner } from "../../kit/owned-defaults";
import { allFavourites, favouriteGoodsGone, goodsFavourites, isGoodsOf, isOpenShop, shopFavourites } from "../../read/favourite-lists";
import { shopCards } from "../shop";
import { favourite } from "./schema";

/** Goods types a GOODS favourite may point at (things one can buy); DEMAND favourites point at demand posts. */
const BUYABLE = ["GOODS", "PACKAGE", "SUPPLY"] as const;

const mine = (ctx: AuthedCtx) => eq(favourite.boId, ctx.member.boId);

/**
 * The target must be there to be favourited: goods and demand posts publicly visible (on sale, in an
 * open shop, not expired), shops open. Articles arrive with the CMS; until then none can be found.
 */
async function requireTarget(ctx: Ctx, kind: FavKind, targetId: string): Promise<void> {
  if (kind === "ARTICLE") throw notFound("资讯");
  if (kind === "SHOP") {
    if (!(await isOpenShop(ctx, targetId))) throw notFound("店铺");
    return;
  }
  const types = kind === "DEMAND" ? ["DEMAND" as const] : [...BUYABLE];
  if (!(await isGoodsOf(ctx, targetId, types, publicVisible(ctx.now)))) throw notFound(kind === "DEMAND" ? "求购信息" : "商品");
}

async function favCount(ctx: Ctx, kind: FavKind, targetId: string): Promise<number> {
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(favourite)
    .where(and(eq(favourite.kind, kind), eq(favourite.targetId, targetId)));
  return r.n;
}

/**
 * Adds a favourite (idempotent). The identity's favourites are locked for the transaction (advisory lock), so
 * concurrent adds are counted one after the other and the FAV_LIMIT per kind holds.
 */
export async function add(ctx: AuthedCtx, input: { kind: FavKind; targetId: string }) {
  await requireTarget(ctx, input.kind, input.targetId);
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "favourite", ctx.member.boId);
    const [existing] = await tx.db
      .select({ id: favourite.id })
      .from(favourite)
      .where(and(mine(ctx), eq(favourite.kind, input.kind), eq(favourite.targetId, input.targetId)));
    if (existing) return { favId: existing.id, created: false, favCount: await favCount(tx, input.kind, input.targetId) };
    const [{ n }] = await tx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favourite)
      .where(and(mine(ctx), eq(favourite.kind, input.kind)));
    if (n >= FAV_LIMIT) throw conflict(`每类最多收藏 ${FAV_LIMIT} 个，请先清理不需要的收藏`, { limit: FAV_LIMIT });
    const [row] = await tx.db
      .insert(favourite)
      .values({ boId: ctx.member.boId, memberId: ctx.member.memberId, kind: input.kind, targetId: input.targetId, createdAt: tx.now })
      .returning({ id: favourite.id });
    return { favId: row.id, created: true, favCount: await favCount(tx, input.kind, input.targetId) };
  });
}

export async function cancel(ctx: AuthedCtx, input: { kind: FavKind; targetId: string }) {
  const rows = await ctx.db
    .delete(favourite)
    .where(and(mine(ctx), eq(favourite.kind, input.kind), eq(favourite.targetId, input.targetId)))
    .returning({ id: favourite.id });
  return { deleted: rows.length > 0, favCount: await favCount(ctx, input.kind, input.targetId) };
}

type ListInput = PageInput & { keyword?: string; onlyAvailable: boolean };

/** Goods favourites with their cards. */
export function goodsList(ctx: AuthedCtx, q: ListInput) {
  const list = goodsFavourites(ctx, { boId: ctx.member.boId, keyword: q.keyword, onlyAvailable: q.onlyAvailable, visible: publicVisible(ctx.now) });
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await list.rows(limit, offset);
      const cards = await goodsCards(
        ctx,
        rows.map((r) => r.g),
      );
      return rows.map((r, i) => ({ ...cards[i], favId: r.f.id, favouritedAt: iso(r.f.createdAt), available: r.available }));
    },
    list.count,
  );
}

/** Shop favourites with their cards. */
export function shopList(ctx: AuthedCtx, q: ListInput) {
  const list = shopFavourites(ctx, { boId: ctx.member.boId, keyword: q.keyword, onlyAvailable: q.onlyAvailable });
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await list.rows(limit, offset);
      const cards = await shopCards(
        ctx,
        rows.map((r) => r.s),
      );
      return rows.map((r, i) => ({ ...cards[i], favId: r.f.id, favouritedAt: iso(r.f.createdAt), available: r.s.status === "OPEN" }));
    },
    list.count,
  );
}

/**
 * Article favourites. The CMS (articles) is not built yet, so no article can be favourited and this
 * list is empty; it lists ARTICLE rows as they are so it needs no change beyond the titles then.
 */
export function articleList(ctx: AuthedCtx, q: ListInput) {
  const where = and(mine(ctx), eq(favourite.kind, "ARTICLE"));
  return pageTable(ctx, q, favourite, where, [desc(favourite.createdAt)], (r) => ({
    favId: r.id,
    favouritedAt: iso(r.createdAt),
    available: false,
    articleId: r.targetId,
    title: null,
    coverUrl: null,
  }));
}

/** All favourites (or one kind), newest first, each with its goods or shop card. */
export function myList(ctx: AuthedCtx, q: ListInput & { kind?: FavKind }) {
  const list = allFavourites(ctx, { boId: ctx.member.boId, kind: q.kind, keyword: q.keyword, onlyAvailable: q.onlyAvailable, visible: publicVisible(ctx.now) });
  return paged(
    ctx,
    q,
    async (limit, offset): Promise<FavItem[]> => {
      const rows = await list.rows(limit, offset);
      const gRows = rows.flatMap((r) => (r.g ? [r.g] : []));
      const sRows = rows.flatMap((r) => (r.s ? [r.s] : []));
      const [gCards, sCards] = await together(
        ctx,
        () => goodsCards(ctx, gRows),
        () => shopCards(ctx, sRows),
      );
      const gById = new Map<string, GoodsCard>(gCards.map((c) => [c.goodsId, c]));
      const sById = new Map<string, ShopCard>(sCards.map((c) => [c.shopId, c]));
      return rows.map((r) => ({
        favId: r.f.id,
        kind: r.f.kind,
        targetId: r.f.targetId,
        favouritedAt: iso(r.f.createdAt),
        available: r.available,
        goods: r.g ? (gById.get(r.g.id) ?? null) : null,
        shop: r.s ? (sById.get(r.s.id) ?? null) : null,
        article: r.f.kind === "ARTICLE" ? { articleId: r.f.targetId, title: null, coverUrl: null } : null,
      }));
    },
    list.count,
  );
}

export async function countMine(ctx: AuthedCtx) {
  const rows = await ctx.db
    .select({ kind: favourite.kind, n: sql<number>`count(*)::int` })
    .from(favourite)
    .where(mine(ctx))
    .groupBy(favourite.kind);
  const by = (k: FavKind) => rows.find((r) => r.kind === k)?.n ?? 0;
  return { GOODS: by("GOODS"), SHOP: by("SHOP"), ARTICLE: by("ARTICLE"), DEMAND: by("DEMAND"), total: rows.reduce((s, r) => s + r.n, 0) };
}

export async function delById(ctx: AuthedCtx, favId: string) {
  const rows = await ctx.db
    .delete(favourite)
    .where(and(mine(ctx), eq(favourite.id, favId)))
    .returning({ id: favourite.id });
  if (!rows.length) throw notFound("收藏");
  return { deleted: rows.length };
}

export async function delByIdList(ctx: AuthedCtx, favIds: readonly string[]) {
  const rows = await ctx.db
    .delete(favourite)
    .where(and(mine(ctx), inArray(favourite.id, [...favIds])))
    .returning({ id: favourite.id });
  return { deleted: rows.length };
}

/** Clears goods favourites whose goods are deleted or no longer publicly on sale. */
export async function delExpired(ctx: AuthedCtx) {
  const rows = await ctx.db
    .delete(favourite)
    .where(
      and(
        mine(ctx),
        eq(favourite.kind, "GOODS"),
        favouriteGoodsGone(publicVisible(ctx.now)),
      ),
    )
    .returning({ id: favourite.id });
  return { deleted: rows.length };
}

/** How many identities favourited a target, and whether the caller did. */
export async function favNum(ctx: Ctx, input: { kind: FavKind; targetId: string }) {
  const count = await favCount(ctx, input.kind, input.targetId);
  if (!ctx.member) return { count, favourited: null, favId: null };
  const [own] = await ctx.db
    .select({ id: favourite.id })
    .from(favourite)
    .where(and(eq(favourite.boId, ctx.member.boId), eq(favourite.kind, input.kind), eq(favourite.targetId, input.targetId)));
  return { count, favourited: !!own, favId: own?.id ?? null };
}
