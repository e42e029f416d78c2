/**
 * How goods records are shown: cards for lists and full views for detail and editing, with the
 * current buyer's prices (pricing/price.ts) and the names of categories, areas, units and shops.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { GoodsCard, GoodsExt, GoodsView, SpecView } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { iso } from "../../kit/time";
import { maskMobile } from "../identity";
import { buyerOf, customerPricesFor, priceFor } from "../pricing";
import { shopClassifyNamesOf, shopIsOpen, shopNamesOf } from "../../read/goods-shop";
import { goodsMachine } from "./machine";
import { payPlanView } from "./pay-plans";
import { areaNames, categoryIndex, dictIndex, todayCst } from "./reference";
import { reviewRequired } from "./regulated";
import { goods, goodsPackageItem, goodsSpec, goodsTrace } from "./schema";
import { together } from "../../kit/context";

export type GoodsRow = typeof goods.$inferSelect;
export type SpecRow = typeof goodsSpec.$inferSelect;
export type TraceRow = typeof goodsTrace.$inferSelect;

/** Types bought through the cart (with specs and stock); the rest are posts people reply to. */
export const SPEC_TYPES = ["GOODS", "PACKAGE"] as const;
export const hasSpecs = (type: string) => type === "GOODS" || type === "PACKAGE";

/**
 * Visible to everyone: on shelf, not deleted, in an OPEN shop (or not in a shop at all), and for
 * supply/demand posts not past their "valid until" day.
 */
export function publicVisible(now: Date): SQL {
  return and(
    eq(goods.status, "ON"),
    isNull(goods.deletedAt),
    or(isNull(goods.shopId), shopIsOpen(goods.shopId)),
    sql`coalesce(${goods.ext}->>'validUntil', '9999-12-31') >= ${todayCst(now)}`,
  )!;
}

export async function isPubliclyVisible(ctx: Ctx, goodsId: string): Promise<boolean> {
  const [r] = await ctx.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodsId), publicVisible(ctx.now)));
  return !!r;
}

export async function specsOf(ctx: Ctx, goodsIds: readonly string[]): Promise<Map<string, SpecRow[]>> {
  const out = new Map<string, SpecRow[]>();
  if (!goodsIds.length) return out;
  const rows = await ctx.db
    .select()
    .from(goodsSpec)
    .where(and(inArray(goodsSpec.goodsId, [...new Set(goodsIds)]), isNull(goodsSpec.deletedAt)))
    .orderBy(asc(goodsSpec.sort), asc(goodsSpec.createdAt));
  for (const r of rows) out.set(r.goodsId, [...(out.get(r.goodsId) ?? []), r]);
  return out;
}

interface PackageInfo {
  ext: Extract<GoodsExt, { kind: "PACKAGE" }>;
  /** How many packages can be sold now: the package's own cap and its components' stock. */
  sellable: number;
}

/** Components, totals and sellable stock of packages. */
async function packageInfo(ctx: Ctx, pkgs: readonly GoodsRow[], specs: Map<string, SpecRow[]>): Promise<Map<string, PackageInfo>> {
  const out = new Map<string, PackageInfo>();
  if (!pkgs.length) return out;
  const items = await ctx.db
    .select()
    .from(goodsPackageItem)
    .where(
      inArray(
        goodsPackageItem.packageGoodsId,
        pkgs.map((p) => p.id),
      ),
    )
    .orderBy(asc(goodsPackageItem.sort));
  const specIds = [...new Set(items.map((i) => i.specId))];
  const goodsIds = [...new Set(items.map((i) => i.goodsId))];
  const [compSpecs, compGoods] = await together(
    ctx,
    () => (specIds.length ? ctx.db.select().from(goodsSpec).where(inArray(goodsSpec.id, specIds)) : []),
    () =>
      goodsIds.length
        ? ctx.db.select({ id: goods.id, name: goods.name, mainImage: goods.mainImage, status: goods.status, deletedAt: goods.deletedAt }).from(goods).where(inArray(goods.id, goodsIds))
        : [],
  );
  const specById = new Map(compSpecs.map((s) => [s.id, s]));
  const goodsById = new Map(compGoods.map((g) => [g.id, g]));
  for (const p of pkgs) {
    const own = items.filter((i) => i.packageGoodsId === p.id);
    let sellable = specs.get(p.id)?.[0]?.stock ?? 0;
    const list = own.map((i) => {
      const s = specById.get(i.specId);
      const g = goodsById.get(i.goodsId);
      const available = !!s && !s.deletedAt && !!g && !g.deletedAt && g.status === "ON" && s.stock >= i.quantity;
      sellable = available ? Math.min(sellable, Math.floor(s.stock / i.quantity)) : 0;
      return {
        goodsId: i.goodsId,
        specId: i.specId,
        goodsName: g?.name ?? "",
        specName: s?.name ?? "",
        mainImage: g?.mainImage ?? null,
        quantity: i.quantity,
        listPrice: s?.price ?? 0,
        available,
      };
    });
    const itemsTotal = list.reduce((n, i) => n + i.listPrice * i.quantity, 0);
    const price = specs.get(p.id)?.[0]?.price ?? 0;
    out.set(p.id, { ext: { kind: "PACKAGE", items: list, itemsTotal, saving: Math.max(0, itemsTotal - price) }, sellable });
  }
  return out;
}

/** A post's stored fields as shown: contact mobiles are masked for anonymous visitors. */
function postExt(ctx: Ctx, r: GoodsRow): GoodsExt | null {
  if (!r.ext || r.type === "GOODS" || r.type === "PACKAGE") return null;
  const e = { ...r.ext } as Record<string, unknown>;
  if (!ctx.member && typeof e.contactMobile === "string") e.contactMobile = maskMobile(e.contactMobile);
  return e as GoodsExt;
}

function specViews(ctx: Ctx, rows: readonly SpecRow[], custPrices: Map<string, number>, sellable?: number): SpecView[] {
  return rows.map((s) => {
    const p = priceFor(s, buyerOf(ctx, custPrices, s.id));
    return {
      specId: s.id,
      name: s.name,
      attributes: s.attributes,
      listPrice: s.price,
      memberPrice: s.memberPrice,
      price: p.price,
      priceSource: p.source,
      stock: sellable ?? s.stock,
      skuCode: s.skuCode,
      weightGrams: s.weightGrams,
    };
  });
}

async function shopNames(ctx: Ctx, ids: (string | null)[]): Promise<Map<string, string>> {
  return shopNamesOf(ctx, [...new Set(ids.filter((x): x is string => !!x))]);
}

/** What a caller has already read for the rows (the detail reads specs and traces with its goods, the shop's name with its cached card): not read again. */
export interface Preloaded {
  /** Live specs by goods id, in their order (as specsOf). */
  specs?: Map<string, SpecRow[]>;
  /** The rows' traces, in their order. */
  traces?: TraceRow[];
  /** Shop names by id (every shop of the rows). */
  shopNames?: Map<string, string>;
}

interface Loaded {
  specs: Map<string, SpecRow[]>;
  custPrices: Map<string, number>;
  packages: Map<string, PackageInfo>;
  shops: Map<string, string>;
  areas: Map<string, string>;
}

/** What cards and views need besides the rows: specs (then prices and packages), shop and area names, all at once. */
async function load(ctx: Ctx, rows: readonly GoodsRow[], extraAreas: string[] = [], pre: Preloaded = {}): Promise<Loaded> {
  const [withSpecs, shops, areas] = await together(
    ctx,
    async () => {
      const specs =
        pre.specs ??
        (await specsOf(
          ctx,
          rows.filter((r) => hasSpecs(r.type)).map((r) => r.id),
        ));
      const [custPrices, packages] = await together(
        ctx,
        () =>
          customerPricesFor(
            ctx,
            [...specs.values()].flat().map((s) => s.id),
          ),
        () =>
          packageInfo(
            ctx,
            rows.filter((r) => r.type === "PACKAGE"),
            specs,
          ),
      );
      return { specs, custPrices, packages };
    },
    () =>
      pre.shopNames
        ? Promise.resolve(pre.shopNames)
        : shopNames(
            ctx,
            rows.map((r) => r.shopId),
          ),
    () => areaNames(ctx, [...rows.map((r) => r.originAreaCode), ...extraAreas]),
  );
  return { ...withSpecs, shops, areas };
}

function cardOf(ctx: Ctx, r: GoodsRow, l: Loaded, cats: Awaited<ReturnType<typeof categoryIndex>>, dicts: Awaited<ReturnType<typeof dictIndex>>): GoodsCard {
  const specs = l.specs.get(r.id) ?? [];
  const pkg = l.packages.get(r.id);
  const prices = specs.map((s) => priceFor(s, buyerOf(ctx, l.custPrices, s.id)).price);
  return {
    goodsId: r.id,
    type: r.type,
    status: r.status,
    name: r.name,
    subTitle: r.subTitle,
    mainImage: r.mainImage,
    categoryId: r.categoryId,
    categoryName: cats.name(r.categoryId),
    shopId: r.shopId,
    shopName: r.shopId ? (l.shops.get(r.shopId) ?? null) : null,
    boId: r.boId,
    originAreaCode: r.originAreaCode,
    originAreaName: r.originAreaCode ? (l.areas.get(r.originAreaCode) ?? null) : null,
    unit: r.unit,
    unitName: dicts.name("UNIT", r.unit),
    priceMin: r.priceMin,
    priceMax: r.priceMax,
    buyerPriceMin: prices.length ? Math.min(...prices) : r.priceMin,
    stockTotal: pkg ? pkg.sellable : r.stockTotal,
    salesCount: r.salesCount,
    viewCount: r.viewCount,
    minOrderQty: r.minOrderQty,
    rebateBp: r.rebateBp,
    ext: pkg ? pkg.ext : postExt(ctx, r),
    onShelfAt: iso(r.onShelfAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** List cards for goods rows (order kept). */
export async function goodsCards(ctx: Ctx, rows: readonly GoodsRow[]): Promise<GoodsCard[]> {
  if (!rows.length) return [];
  const [l, cats, dicts] = await together(
    ctx,
    () => load(ctx, rows),
    () => categoryIndex(ctx),
    () => dictIndex(ctx),
  );
  return rows.map((r) => cardOf(ctx, r, l, cats, dicts));
}

/**
 * What cards of these rows need that is the same for every viewer (specs, packages, shop and area
 * names): loaded once, e.g. to be cached, and turned into a viewer's cards by `cardsFrom`.
 */
export type CardData = Omit<Loaded, "custPrices">;

export async function cardData(ctx: Ctx, rows: readonly GoodsRow[]): Promise<CardData> {
  const { custPrices: _none, ...data } = await load({ ...ctx, member: null }, rows);
  return data;
}

/** The cards of `rows` (a subset of those `data` was loaded for) as this viewer sees them: one query at most, for a member's customer prices. */
export async function cardsFrom(ctx: Ctx, rows: readonly GoodsRow[], data: CardData): Promise<GoodsCard[]> {
  if (!rows.length) return [];
  const specIds = rows.flatMap((r) => (data.specs.get(r.id) ?? []).map((s) => s.id));
  const [custPrices, cats, dicts] = await together(
    ctx,
    () => customerPricesFor(ctx, specIds),
    () => categoryIndex(ctx),
    () => dictIndex(ctx),
  );
  const l: Loaded = { ...data, custPrices };
  return rows.map((r) => cardOf(ctx, r, l, cats, dicts));
}

/** Cards with their specs and the buyer's prices (V3 lists, pickers). */
export async function goodsCardsWithSpecs(ctx: Ctx, rows: readonly GoodsRow[]): Promise<(GoodsCard & { specs: SpecView[] })[]> {
  if (!rows.length) return [];
  const [l, cats, dicts] = await together(
    ctx,
    () => load(ctx, rows),
    () => categoryIndex(ctx),
    () => dictIndex(ctx),
  );
  return rows.map((r) => ({ ...cardOf(ctx, r, l, cats, dicts), specs: specViews(ctx, l.specs.get(r.id) ?? [], l.custPrices, l.packages.get(r.id)?.sellable) }));
}

/** Full views (detail pages, editing, review). */
export async function goodsViews(ctx: Ctx, rows: readonly GoodsRow[], pre: Preloaded = {}): Promise<GoodsView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [l, cats, dicts, traces, classifyNames] = await together(
    ctx,
    () => load(ctx, rows, rows.flatMap((r) => r.deliveryAreaCodes), pre),
    () => categoryIndex(ctx),
    () => dictIndex(ctx),
    () => (pre.traces ? Promise.resolve(pre.traces) : ctx.db.select().from(goodsTrace).where(inArray(goodsTrace.goodsId, ids)).orderBy(asc(goodsTrace.sort))),
    () => shopClassifyNamesOf(ctx, [...new Set(rows.map((r) => r.shopClassifyId).filter((x): x is string => !!x))]),
  );
  return rows.map((r) => {
    const card = cardOf(ctx, r, l, cats, dicts);
    const pkg = l.packages.get(r.id);
    return {
      goodsId: r.id,
      type: r.type,
      status: r.status,
      statusLabel: goodsMachine.labels[r.status],
      shopId: r.shopId,
      shopName: card.shopName,
      boId: r.boId,
      name: r.name,
      subTitle: r.subTitle,
      categoryId: r.categoryId,
      categoryName: card.categoryName,
      categoryPath: r.categoryId ? cats.path(r.categoryId).map((c) => ({ id: c.id, name: c.name })) : [],
      shopClassifyId: r.shopClassifyId,
      shopClassifyName: r.shopClassifyId ? (classifyNames.get(r.shopClassifyId) ?? null) : null,
      attributes: r.attributes,
      unit: r.unit,
      unitName: card.unitName,
      specs: specViews(ctx, l.specs.get(r.id) ?? [], l.custPrices, pkg?.sellable),
      images: r.images,
      mainImage: r.mainImage,
      description: r.description,
      originAreaCode: r.originAreaCode,
      originAreaName: card.originAreaName,
      deliveryRange: {
        nationwide: r.deliveryNationwide,
        areas: r.deliveryNationwide ? [] : r.deliveryAreaCodes.map((code) => ({ code, name: l.areas.get(code) ?? code })),
      },
      logistics: r.logistics.map((code) => ({ code, name: dicts.name("LOGISTICS", code) ?? code })),
      freightTemplateId: r.freightTemplateId,
      minOrderQty: r.minOrderQty,
      rebateBp: r.rebateBp,
      payPlans: r.payPlans.map(payPlanView),
      traces: traces
        .filter((t) => t.goodsId === r.id)
        .map((t) => ({
          id: t.id,
          batchNo: t.batchNo,
          farmName: t.farmName,
          manufacturerId: t.manufacturerId,
          startDate: t.startDate,
          endDate: t.endDate,
          inspectionNo: t.inspectionNo,
          note: t.note,
        })),
      ext: card.ext,
      priceMin: r.priceMin,
      priceMax: r.priceMax,
      stockTotal: card.stockTotal,
      salesCount: r.salesCount,
      viewCount: r.viewCount,
      needsReview: reviewRequired(r.type, r.categoryId),
      rejectReason: r.rejectReason,
      version: r.version,
      onShelfAt: iso(r.onShelfAt),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    };
  });
}

export async function goodsView(ctx: Ctx, row: GoodsRow, pre: Preloaded = {}): Promise<GoodsView> {
  return (await goodsViews(ctx, [row], pre))[0];
}

/** Which of these goods everyone may see now (`publicVisible`). */
export async function visibleGoodsIds(ctx: Pick<Ctx, "db" | "now">, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await ctx.db.select({ id: goods.id }).from(goods).where(and(inArray(goods.id, [...ids]), publicVisible(ctx.now)));
  return new Set(rows.map((r) => r.id));
}
