/**
 * Read-only queries for the operator console's catalogue review (shop opening, goods review) over
 * shop's shop, goods's goods and identity's member and enterprise_info. Decisions go through shop's
 * and goods's index.ts (applyShopEvent, applyGoodsEvent).
 */
import { and, asc, count, desc, eq, isNull, like, or } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import { together, type Ctx } from "../kit/context";
import { paged, pageTable } from "../kit/paging";
import { contains, escapeLike } from "../kit/sql";
import { goods } from "../modules/goods/schema";
import { enterpriseInfo, member } from "../modules/identity/schema";
import { shop } from "../modules/shop/schema";

export type ShopRow = typeof shop.$inferSelect;
export type GoodsRow = typeof goods.$inferSelect;

/** console.shopQueue / goodsQueue: how many shops, or goods not deleted, are in each status. Reads shop or goods. */
export async function catalogStatusCounts(ctx: Ctx, of: "shop" | "goods"): Promise<Map<string, number>> {
  const rows =
    of === "goods"
      ? await ctx.db.select({ s: goods.status, n: count() }).from(goods).where(isNull(goods.deletedAt)).groupBy(goods.status)
      : await ctx.db.select({ s: shop.status, n: count() }).from(shop).groupBy(shop.status);
  return new Map(rows.map((r) => [r.s, r.n]));
}

/**
 * console.shopQueue (店铺审核): shops in one status, searched by shop or owner name, with their
 * owner; submitted ones oldest first, others latest change first. Joins shop and member.
 */
export function shopQueueRows(ctx: Ctx, q: PageInput & { status: ShopRow["status"]; keyword?: string }) {
  const where = and(eq(shop.status, q.status), q.keyword ? or(contains(shop.name, q.keyword), contains(member.name, q.keyword)) : undefined);
  const order = q.status === "SUBMITTED" ? [asc(shop.submittedAt), asc(shop.id)] : [desc(shop.updatedAt), desc(shop.id)];
  return paged(
    ctx,
    q,
    (limit, offset) =>
      ctx.db
        .select({ s: shop, owner: member })
        .from(shop)
        .innerJoin(member, eq(member.id, shop.boId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    async () => (await ctx.db.select({ n: count() }).from(shop).innerJoin(member, eq(member.id, shop.boId)).where(where))[0].n,
  );
}

/**
 * console.shopDetail / shopApprove / shopReject: one shop; with `forUpdate`, locked for the rest of
 * the transaction (the decision that follows moves it through shop's applyShopEvent). Null if none.
 */
export async function shopRow(ctx: Ctx, shopId: string, opts: { forUpdate?: boolean } = {}): Promise<ShopRow | null> {
  const q = ctx.db.select().from(shop).where(eq(shop.id, shopId));
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

/** console.shopDetail: the owner member of a shop and, for enterprises, its verification details. Reads member and enterprise_info. */
export async function shopOwner(ctx: Ctx, boId: string) {
  const [[owner], [ent]] = await together(
    ctx,
    () => ctx.db.select().from(member).where(eq(member.id, boId)),
    () => ctx.db.select().from(enterpriseInfo).where(eq(enterpriseInfo.memberId, boId)),
  );
  return { owner: owner ?? null, ent: ent ?? null };
}

/**
 * console.goodsQueue (商品审核): goods not deleted in one status, by name keyword, category (and
 * below) and shop; pending ones oldest first, others latest change first. Reads goods.
 */
export function goodsQueueRows(ctx: Ctx, q: PageInput & { status: GoodsRow["status"]; keyword?: string; categoryId?: string; shopId?: string }) {
  const where = and(
    isNull(goods.deletedAt),
    eq(goods.status, q.status),
    q.keyword ? contains(goods.name, q.keyword) : undefined,
    q.categoryId ? like(goods.categoryId, `${escapeLike(q.categoryId)}%`) : undefined,
    q.shopId ? eq(goods.shopId, q.shopId) : undefined,
  );
  const order = q.status === "PENDING" ? [asc(goods.submittedAt), asc(goods.id)] : [desc(goods.updatedAt), desc(goods.id)];
  return pageTable(ctx, q, goods, where, order, (row) => row);
}

/**
 * console.goodsDetail / goodsApprove / goodsReject / goodsTakeDown: one goods not deleted; with
 * `forUpdate`, locked for the rest of the transaction (the decision that follows moves it through
 * goods's applyGoodsEvent). Null if none.
 */
export async function goodsRow(ctx: Ctx, goodsId: string, opts: { forUpdate?: boolean } = {}): Promise<GoodsRow | null> {
  const q = ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}
