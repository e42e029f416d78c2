/**
 * What the cart (modules/cart) shows next to its lines besides lineFacts: the shops' names (the cart
 * groups lines by shop) and the other specs of each goods (a line's spec picker) — for a member's cart
 * read together with its lines in one statement (`buyerCartLines`), for a visitor's local lines by
 * their goods and shops (`cartShopNames`, `cartSpecsOfGoods`). Read-only.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { statement, type Slot } from "../kit/statement";
import { cartItem } from "../modules/cart/schema";
import { goods, goodsSpec } from "../modules/goods/schema";
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

/** A stored cart line with what the cart shows beside it (see `buyerCartLines`). */
export interface BuyerCartLine {
  id: string;
  specId: string;
  goodsId: string;
  quantity: number;
  addedPrice: number;
  selected: boolean;
  createdAt: Date;
  /** The shop of the line's goods as stored now (null: goods gone or without a shop). */
  shopId: string | null;
  shopName: string | null;
  /** The goods' live specs in their order (the spec picker). */
  specs: CartSpecOption[];
}

// the goods' live specs as one JSON array per line (json_agg keeps the order given inside it)
const specsOfLine = sql<CartSpecOption[]>`(select coalesce(json_agg(json_build_object('specId', ${goodsSpec.id}, 'name', ${goodsSpec.name}, 'stock', ${goodsSpec.stock}) order by ${goodsSpec.sort}, ${goodsSpec.id}), '[]'::json) from ${goodsSpec} where ${goodsSpec.goodsId} = ${cartItem.goodsId} and ${goodsSpec.deletedAt} is null)`;

const lineColumns = {
  id: cartItem.id,
  specId: cartItem.specId,
  goodsId: cartItem.goodsId,
  quantity: cartItem.quantity,
  addedPrice: cartItem.addedPrice,
  selected: cartItem.selected,
  createdAt: cartItem.createdAt,
  shopId: goods.shopId,
  shopName: shop.name,
  specs: specsOfLine,
};

const buyerLines = statement("cart.buyerLines", (db, p: Slot<{ boId: string }>) =>
  db
    .select(lineColumns)
    .from(cartItem)
    .leftJoin(goods, eq(goods.id, cartItem.goodsId))
    .leftJoin(shop, eq(shop.id, goods.shopId))
    .where(eq(cartItem.buyerBoId, p("boId")))
    .orderBy(asc(cartItem.createdAt), asc(cartItem.id)),
);

const selectedLines = statement("cart.buyerSelectedLines", (db, p: Slot<{ boId: string }>) =>
  db
    .select(lineColumns)
    .from(cartItem)
    .leftJoin(goods, eq(goods.id, cartItem.goodsId))
    .leftJoin(shop, eq(shop.id, goods.shopId))
    .where(and(eq(cartItem.buyerBoId, p("boId")), sql`${cartItem.selected}`))
    .orderBy(asc(cartItem.createdAt), asc(cartItem.id)),
);

/**
 * A buyer identity's cart lines (`selectedOnly`: the ticked ones), oldest first, each with its goods'
 * shop (id and name: the cart's shop groups) and its goods' live specs (the line's spec picker), in
 * one statement built once per process (the cart page and the checkout's check run it on every
 * visit). Tables: cart_item, goods, shop, goods_spec.
 */
export async function buyerCartLines(ctx: ReadCtx, boId: string, o: { selectedOnly?: boolean } = {}): Promise<BuyerCartLine[]> {
  return (o.selectedOnly ? selectedLines : buyerLines)(ctx.db, { boId });
}
