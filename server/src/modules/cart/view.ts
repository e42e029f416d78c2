/**
 * Reading the cart: lines priced again for the buyer (goods' `lineFacts`), each with what stands in
 * the way of buying it, grouped by shop with the selected totals.
 *
 * Statements: a member's cart is read with its shops' names and its goods' specs in one statement
 * (read/cart-lines.ts `buyerCartLines`), then the lines' facts (2: the specs with their goods, the
 * buyer's customer prices) and, for the cart page, the shops' running promotions — those together.
 * A visitor's local lines have no stored goods, so their names and specs are read after the facts.
 */
import { CART_LIMIT, type CartLine, type CartProblem, type CartPromotionBadge, type CartShopGroup, type CartView } from "@qinlian/contract";
import { runningPromotions } from "../promotion";
import { together, type Ctx } from "../../kit/context";
import { iso } from "../../kit/time";
import { cartShopNames, cartSpecsOfGoods, type BuyerCartLine, type CartSpecOption } from "../../read/cart-lines";
import { lineFacts, type OrderLineFacts } from "../goods";

/** What a cart line is made of (a stored row, or a visitor's local line). */
export interface LineRow {
  id: string;
  specId: string;
  goodsId: string | null;
  quantity: number;
  addedPrice: number | null;
  selected: boolean;
  createdAt: Date;
}

/** Words for each problem (server messages; the web has its own zh/en texts by code). */
export const PROBLEM_WORDS: Record<CartProblem, string> = {
  OFF_SHELF: "商品已下架",
  SPEC_GONE: "该规格已删除",
  OUT_OF_STOCK: "该规格已无货",
  STOCK_SHORT: "库存不足",
  OWN_GOODS: "不能购买自己的商品",
  NOT_MALL_GOODS: "该商品不在商城销售",
  BELOW_MIN: "低于起订量",
};

/**
 * Why this quantity of this spec cannot be bought now (null: it can). Unknown specs count as gone;
 * the goods' own reasons come first, then stock, then the minimum order.
 */
export function problemOf(f: OrderLineFacts | undefined, quantity: number): CartProblem | null {
  if (!f) return "SPEC_GONE";
  if (!f.buyable) return f.reason ?? "OFF_SHELF";
  if (f.stock <= 0) return "OUT_OF_STOCK";
  if (quantity > f.stock) return "STOCK_SHORT";
  if (quantity < f.minOrderQty) return "BELOW_MIN";
  return null;
}

/** Problems clearOrderCartData removes: the line can never be bought as it is (quantity cannot fix it). */
export const CLEARABLE: ReadonlySet<CartProblem> = new Set(["OFF_SHELF", "SPEC_GONE", "OUT_OF_STOCK", "NOT_MALL_GOODS", "OWN_GOODS"]);

/** The shops' running promotions as badges on the cart's shop groups (the promotion module's list). */
export async function promotionBadges(ctx: Ctx, shopIds: readonly string[]): Promise<Map<string, CartPromotionBadge[]>> {
  const running = await runningPromotions(ctx, shopIds);
  return new Map([...running].map(([shopId, list]) => [shopId, list.map((p) => ({ promotionId: p.id, kind: p.rule.kind, title: p.name }))]));
}

export type LineWithShop = CartLine & { shopName: string | null };

/** What was read with a member's lines (buyerCartLines): shop names by shop id, live specs by goods id. */
export interface Known {
  readonly names: ReadonlyMap<string, string>;
  readonly specs: ReadonlyMap<string, CartSpecOption[]>;
  /** The shops of the lines' goods (the shops whose promotions the cart shows). */
  readonly shopIds: readonly string[];
}

/** A stored line as the view takes it, and what was read with the buyer's lines. */
export function knownOf(read: readonly BuyerCartLine[]): { rows: LineRow[]; known: Known } {
  const names = new Map<string, string>();
  const specs = new Map<string, CartSpecOption[]>();
  for (const r of read) {
    if (r.shopId && r.shopName !== null) names.set(r.shopId, r.shopName);
    specs.set(r.goodsId, r.specs);
  }
  const rows = read.map((r): LineRow => ({ id: r.id, specId: r.specId, goodsId: r.goodsId, quantity: r.quantity, addedPrice: r.addedPrice, selected: r.selected, createdAt: r.createdAt }));
  const shopIds = [...new Set(read.map((r) => r.shopId).filter((x): x is string => !!x))];
  return { rows, known: { names, specs, shopIds } };
}

/** Shop names and goods' specs for the facts: what `known` holds, the rest read (all of it for a visitor's lines). */
async function namesAndSpecs(ctx: Ctx, facts: ReadonlyMap<string, OrderLineFacts>, known?: Known): Promise<[ReadonlyMap<string, string>, ReadonlyMap<string, CartSpecOption[]>]> {
  const shopIds = [...new Set([...facts.values()].map((f) => f.shopId).filter((s): s is string => !!s && !known?.names.has(s)))];
  const goodsIds = [...new Set([...facts.values()].map((f) => f.goodsId).filter((g) => !known?.specs.has(g)))];
  if (known && !shopIds.length && !goodsIds.length) return [known.names, known.specs];
  const [names, specs] = await together(
    ctx,
    () => cartShopNames(ctx, shopIds),
    () => cartSpecsOfGoods(ctx, goodsIds),
  );
  return known ? [new Map([...known.names, ...names]), new Map([...known.specs, ...specs])] : [names, specs];
}

/**
 * The lines with their facts, newest first (the rows' order is kept when they arrive sorted). `known`:
 * the names and specs read with the lines (a member's cart); whatever it lacks is read here.
 */
export async function priceLines(ctx: Ctx, rows: readonly LineRow[], known?: Known): Promise<{ lines: LineWithShop[]; facts: Map<string, OrderLineFacts> }> {
  const facts = await lineFacts(
    ctx,
    rows.map((r) => r.specId),
  );
  const [names, specs] = await namesAndSpecs(ctx, facts, known);
  const lines = rows.map((r): LineWithShop => {
    const f = facts.get(r.specId);
    const reason = problemOf(f, r.quantity);
    const price = f?.price ?? r.addedPrice ?? 0;
    const addedPrice = r.addedPrice ?? price;
    return {
      id: r.id,
      specId: r.specId,
      goodsId: f?.goodsId ?? r.goodsId ?? "",
      goodsName: f?.goodsName ?? "商品已删除",
      specName: f?.specName ?? "",
      image: f?.image ?? null,
      unit: f?.unit ?? null,
      shopId: f?.shopId ?? null,
      shopName: f?.shopId ? (names.get(f.shopId) ?? null) : null,
      quantity: r.quantity,
      price,
      addedPrice,
      priceChanged: !!f && price !== addedPrice,
      stock: f?.stock ?? 0,
      minOrderQty: f?.minOrderQty ?? 1,
      usable: reason === null,
      reason,
      selected: r.selected,
      amount: price * r.quantity,
      specs: f ? (specs.get(f.goodsId) ?? []) : [],
      addedAt: iso(r.createdAt),
    };
  });
  return { lines, facts };
}

/** Totals of the selected usable lines. */
export function totals(lines: readonly CartLine[]): { count: number; quantity: number; amount: number } {
  let count = 0;
  let quantity = 0;
  let amount = 0;
  for (const l of lines) {
    if (!l.selected || !l.usable) continue;
    count += 1;
    quantity += l.quantity;
    amount += l.amount;
  }
  return { count, quantity, amount };
}

/**
 * The cart view: lines (newest first) grouped by shop, groups in the order of their newest line. With
 * `known` (a member's cart) the shops' promotions are read together with the facts.
 */
export async function cartViewOf(ctx: Ctx, rows: readonly LineRow[], keyword?: string, known?: Known): Promise<CartView> {
  const sorted = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const [{ lines: all }, early] = await together(
    ctx,
    () => priceLines(ctx, sorted, known),
    () => (known?.shopIds.length ? promotionBadges(ctx, known.shopIds) : Promise.resolve(null)),
  );
  const kw = keyword?.trim().toLowerCase();
  const lines = kw ? all.filter((l) => l.goodsName.toLowerCase().includes(kw) || l.specName.toLowerCase().includes(kw)) : all;
  const byShop = new Map<string, { shopId: string | null; shopName: string | null; lines: CartLine[] }>();
  for (const { shopName, ...l } of lines) {
    const key = l.shopId ?? "";
    const g = byShop.get(key) ?? { shopId: l.shopId, shopName, lines: [] };
    g.lines.push(l);
    byShop.set(key, g);
  }
  const groupShops = [...byShop.values()].map((g) => g.shopId).filter((s): s is string => !!s);
  // a shop the early read did not ask about (a goods moved between the two reads; a visitor's lines)
  const askedEarly = new Set(early ? known!.shopIds : []);
  const late = groupShops.filter((s) => !askedEarly.has(s));
  const badges = late.length ? new Map([...(early ?? []), ...(await promotionBadges(ctx, late))]) : (early ?? new Map<string, CartPromotionBadge[]>());
  const groups: CartShopGroup[] = [...byShop.values()].map((g) => {
    const t = totals(g.lines);
    return { ...g, promotions: (g.shopId && badges.get(g.shopId)) || [], selectedQuantity: t.quantity, selectedAmount: t.amount };
  });
  const t = totals(lines);
  return {
    groups,
    lineCount: all.length,
    selectedCount: t.count,
    selectedQuantity: t.quantity,
    selectedAmount: t.amount,
    unusableCount: all.filter((l) => !l.usable).length,
    limit: CART_LIMIT,
  };
}
