/**
 * Test and benchmark helpers: goods written straight into the goods tables (as the goods module
 * would leave them) followed by the "goods.changed" event in the same transaction, so the modules
 * that follow goods (search index, favourites, quotations) can be tested on their own.
 */
import { eq } from "drizzle-orm";
import { inTx, type Ctx } from "../../kit/context";
import { emit } from "../../kit/events";
import { newId } from "../../kit/ids";
import { goods, goodsSpec, type GoodsTypeCode } from "../goods/schema";
import { shop } from "../shop/schema";

export interface TestShop {
  id?: string;
  boId: string;
  name: string;
  status?: "OPEN" | "CLOSED";
  areaCode?: string;
}

export async function seedShop(ctx: Ctx, s: TestShop): Promise<string> {
  const id = s.id ?? newId();
  await ctx.db.insert(shop).values({ id, boId: s.boId, name: s.name, status: s.status ?? "OPEN", areaCode: s.areaCode ?? "370102", openedAt: ctx.now });
  return id;
}

export interface TestGoods {
  id?: string;
  type?: GoodsTypeCode;
  status?: (typeof goods.$inferSelect)["status"];
  boId: string;
  shopId?: string | null;
  name: string;
  subTitle?: string;
  categoryId: string;
  unit?: string;
  /** Spec prices (fen); the goods' priceMin/priceMax follow them. */
  prices?: number[];
  /** Posts without specs: their price (null = negotiable). */
  price?: number | null;
  originAreaCode?: string;
  salesCount?: number;
  attributes?: { name: string; value: string }[];
  ext?: Record<string, unknown> | null;
  onShelfAt?: Date;
  mainImage?: string | null;
}

/** Complete type-specific fields for posts (as the goods module stores them); `ext` overrides. */
function postExt(type: GoodsTypeCode, price: number | null, ext: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  const contact = { contactName: "联系人", contactMobile: "13800000000" };
  if (type === "SUPPLY") return { kind: "SUPPLY", quantity: 1000, priceNegotiable: price === null, validUntil: "2099-12-31", ...contact, ...ext };
  if (type === "DEMAND") {
    return { kind: "DEMAND", quantity: 100, expectPriceMin: price, expectPriceMax: price, purchaseCycle: "ONCE", deliveryAreaCode: null, validUntil: "2099-12-31", ...contact, ...ext };
  }
  return ext ?? null;
}

/** Writes a goods (with its specs) and emits goods.changed in one transaction; returns its id. */
export async function seedGoods(ctx: Ctx, g: TestGoods): Promise<string> {
  const id = g.id ?? newId();
  const type = g.type ?? "GOODS";
  const prices = g.prices ?? (type === "GOODS" ? [1000] : []);
  const priceMin = prices.length ? Math.min(...prices) : (g.price ?? null);
  const priceMax = prices.length ? Math.max(...prices) : (g.price ?? null);
  await inTx(ctx, async (tx) => {
    await tx.db.insert(goods).values({
      id,
      type,
      status: g.status ?? "ON",
      boId: g.boId,
      shopId: g.shopId ?? null,
      name: g.name,
      subTitle: g.subTitle ?? null,
      categoryId: g.categoryId,
      unit: g.unit ?? "YU",
      attributes: g.attributes ?? [],
      images: g.mainImage ? [g.mainImage] : [],
      mainImage: g.mainImage ?? null,
      originAreaCode: g.originAreaCode ?? "370102",
      ext: postExt(type, g.price ?? null, g.ext) as never,
      priceMin,
      priceMax,
      stockTotal: prices.length * 100,
      salesCount: g.salesCount ?? 0,
      onShelfAt: g.status && g.status !== "ON" ? null : (g.onShelfAt ?? tx.now),
    });
    if (prices.length) {
      await tx.db.insert(goodsSpec).values(prices.map((price, i) => ({ goodsId: id, name: `规格${i + 1}`, price, stock: 100, sort: i })));
    }
    await emit(tx, "goods.changed", { goodsId: id });
  });
  return id;
}

/** Changes a goods' columns and emits goods.changed in one transaction (as a goods write would). */
export async function updateGoods(ctx: Ctx, id: string, set: Partial<typeof goods.$inferInsert>): Promise<void> {
  await inTx(ctx, async (tx) => {
    await tx.db.update(goods).set(set).where(eq(goods.id, id));
    await emit(tx, "goods.changed", { goodsId: id });
  });
}
