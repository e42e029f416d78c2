import { and, inArray, isNull } from "drizzle-orm";
import type { GoodsCard } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { goods } from "../goods/schema";
import { goodsCards, publicVisible } from "../goods";

/** The goods module's cards for these ids, in the ids' order (deleted goods are left out). */
export async function goodsCardsByIds(ctx: Ctx, ids: readonly string[]): Promise<GoodsCard[]> {
  if (!ids.length) return [];
  const rows = await ctx.db.select().from(goods).where(and(inArray(goods.id, [...ids]), isNull(goods.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return goodsCards(ctx, ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
}

/** Which of these goods everyone may see now (on sale, open shop, not expired: the goods module's rule). */
export async function visibleGoodsIds(ctx: Pick<Ctx, "db" | "now">, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await ctx.db.select({ id: goods.id }).from(goods).where(and(inArray(goods.id, [...ids]), publicVisible(ctx.now)));
  return new Set(rows.map((r) => r.id));
}
