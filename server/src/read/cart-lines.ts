/**
 * What the cart (modules/cart) shows next to its lines besides lineFacts: the shops' names (the cart
 * groups lines by shop) and the other specs of each goods (a line's spec picker). Read-only.
 */
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { goodsSpec } from "../modules/goods/schema";
import { shop } from "../modules/shop/schema";

type ReadCtx = Pick<Ctx, "db">;

/** Names of the given shops (the cart's shop groups, the checkout's lines). Table: shop. */
export async function cartShopNames(ctx: ReadCtx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: shop.id, name: shop.name }).from(shop).where(inArray(shop.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface CartSpecOption {
  specId: string;
  name: string;
  stock: number;
}

/** The live (not deleted) specs of the given goods, in their order (a cart line's spec picker). Table: goods_spec. */
export async function cartSpecsOfGoods(ctx: ReadCtx, goodsIds: readonly string[]): Promise<Map<string, CartSpecOption[]>> {
  const out = new Map<string, CartSpecOption[]>();
  if (!goodsIds.length) return out;
  const rows = await ctx.db
    .select({ goodsId: goodsSpec.goodsId, specId: goodsSpec.id, name: goodsSpec.name, stock: goodsSpec.stock })
    .from(goodsSpec)
    .where(and(inArray(goodsSpec.goodsId, [...new Set(goodsIds)]), isNull(goodsSpec.deletedAt)))
    .orderBy(asc(goodsSpec.goodsId), asc(goodsSpec.sort), asc(goodsSpec.id));
  for (const r of rows) {
    const list = out.get(r.goodsId) ?? [];
    list.push({ specId: r.specId, name: r.name, stock: r.stock });
    out.set(r.goodsId, list);
  }
  return out;
}
