/**
 * Goods in a shop's own categories (店铺分类): the shop module manages the categories and calls these
 * to move its goods between them (goods rows change only here, each emitting "goods.changed").
 */
import { and, inArray, isNull, eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { emit } from "../../kit/events";
import { goods } from "./schema";
import "./events";

/** Moves a shop's goods in any of the categories `from` to `to` (null: unclassified); returns how many moved. */
export async function moveGoodsBetweenClassifies(ctx: Ctx, shopId: string, from: readonly string[], to: string | null): Promise<number> {
  if (!from.length) return 0;
  const moved = await ctx.db
    .update(goods)
    .set({ shopClassifyId: to })
    .where(and(eq(goods.shopId, shopId), inArray(goods.shopClassifyId, [...from])))
    .returning({ id: goods.id });
  for (const g of moved) await emit(ctx, "goods.changed", { goodsId: g.id });
  return moved.length;
}

/**
 * Puts the shop's live goods into a category (or out of any, with null). Every id must be a live goods
 * of the shop, else not found and nothing changes. Returns how many were updated.
 */
export async function putGoodsInClassify(ctx: Ctx, shopId: string, goodsIds: readonly string[], classifyId: string | null): Promise<number> {
  const ids = [...new Set(goodsIds)];
  const found = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.shopId, shopId), isNull(goods.deletedAt), inArray(goods.id, ids)));
  if (found.length !== ids.length) throw notFound("商品");
  await ctx.db.update(goods).set({ shopClassifyId: classifyId }).where(inArray(goods.id, ids));
  for (const id of ids) await emit(ctx, "goods.changed", { goodsId: id });
  return ids.length;
}
