/**
 * The seller's side of goods: publishing and modifying every type, on/off shelf, deleting, price and
 * stock edits, and their own lists and statistics.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { goods as goodsCalls, type GoodsType, type PageInput, type Parsed } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { emit } from "../../kit/events";
import { paged, pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { ownShop, requireOwnShop } from "../shop";
import { manageableTypes, requireTypeFunc } from "./access";
import {
  fromDemandForm,
  fromGoodsForm,
  fromGoodsFormV2,
  fromPackageForm,
  assertPackageBelowParts,
  fromServiceForm,
  fromSoilForm,
  fromSupplyForm,
  type DemandFormIn,
  type GoodsDraft,
  type GoodsFormIn,
  type GoodsFormV2In,
  type PackageFormIn,
  type ServiceFormIn,
  type SoilFlowIn,
  type SoilTrusteeshipIn,
  type SupplyFormIn,
} from "./forms";
import { deletable, goodsMachine, operatorEvents } from "./machine";
import { dictIndex } from "./reference";
import { needsReview } from "./regulated";
import { goods, goodsPackageItem, goodsSpec, type GoodsTypeCode } from "./schema";
import { goodsCards, goodsCardsWithSpecs, goodsView, type GoodsRow } from "./views";
import { applyGoodsEvent, createGoods, deleteGoods, lockOwnGoods, modifyGoods, putOnShelf, recomputeAggregates, type Saved } from "./write";
import { together } from "../../kit/context";

type Versioned = { goodsId: string; version?: number };

// ---- mall goods ---------------------------------------------------------------------------------

export async function publishGoods(ctx: AuthedCtx, f: GoodsFormIn, mode: "DRAFT" | "ON"): Promise<Saved> {
  return createGoods(ctx, await fromGoodsForm(ctx, f), mode);
}

export async function publishGoodsV2(ctx: AuthedCtx, f: GoodsFormV2In): Promise<Saved> {
  return createGoods(ctx, await fromGoodsFormV2(ctx, f), "ON");
}

export const modifyMallGoods = (ctx: AuthedCtx, f: GoodsFormIn & Versioned, mode: "KEEP" | "ON") => modifyGoods(ctx, f.goodsId, f.version, (tx) => fromGoodsForm(tx, f), mode, ["GOODS"]);

export const modifyMallGoodsV2 = (ctx: AuthedCtx, f: GoodsFormV2In & Versioned) => modifyGoods(ctx, f.goodsId, f.version, (tx) => fromGoodsFormV2(tx, f), "ON", ["GOODS"]);

// ---- posts and packages -------------------------------------------------------------------------

/** Posts go on shelf as they are published. */
export const publishPost = async (ctx: AuthedCtx, draft: Promise<GoodsDraft>) => createGoods(ctx, await draft, "ON");

export const publishSupply = (ctx: AuthedCtx, f: SupplyFormIn) => publishPost(ctx, fromSupplyForm(ctx, f));
export const modifySupply = (ctx: AuthedCtx, f: SupplyFormIn & Versioned) => modifyGoods(ctx, f.goodsId, f.version, (tx) => fromSupplyForm(tx, f), "KEEP", ["SUPPLY"]);

export const publishDemand = (ctx: AuthedCtx, f: DemandFormIn) => publishPost(ctx, fromDemandForm(ctx, f));
export const modifyDemand = (ctx: AuthedCtx, f: DemandFormIn & Versioned) => modifyGoods(ctx, f.goodsId, f.version, (tx) => fromDemandForm(tx, f), "KEEP", ["DEMAND"]);

export const publishSoil = (ctx: AuthedCtx, type: "SOIL_TRUSTEESHIP" | "SOIL_FLOW", f: SoilTrusteeshipIn | SoilFlowIn) => publishPost(ctx, fromSoilForm(ctx, type, f));
export const modifySoil = (ctx: AuthedCtx, type: "SOIL_TRUSTEESHIP" | "SOIL_FLOW", f: (SoilTrusteeshipIn | SoilFlowIn) & Versioned) =>
  modifyGoods(ctx, f.goodsId, f.version, (tx) => fromSoilForm(tx, type, f), "KEEP", [type]);

export const publishService = (ctx: AuthedCtx, type: "SERVICE_SUPPLY" | "SERVICE_DEMAND", f: ServiceFormIn) => publishPost(ctx, fromServiceForm(ctx, type, f));
export const modifyService = (ctx: AuthedCtx, type: "SERVICE_SUPPLY" | "SERVICE_DEMAND", f: ServiceFormIn & Versioned) =>
  modifyGoods(ctx, f.goodsId, f.version, (tx) => fromServiceForm(tx, type, f), "KEEP", [type]);

export async function publishPackage(ctx: AuthedCtx, f: PackageFormIn): Promise<Saved> {
  const s = await requireOwnShop(ctx);
  return createGoods(ctx, await fromPackageForm(ctx, s.id, f, null), "ON");
}

export const modifyPackage = (ctx: AuthedCtx, f: PackageFormIn & Versioned) => modifyGoods(ctx, f.goodsId, f.version, (tx, row) => fromPackageForm(tx, row.shopId!, f, row.id), "KEEP", ["PACKAGE"]);

/** Specs a package may contain: the default shop's on-shelf mall goods with stock. */
export async function packageCandidates(ctx: AuthedCtx, q: PageInput & { keyword?: string }) {
  const s = await ownShop(ctx);
  const where = and(
    eq(goods.shopId, s?.id ?? ""),
    eq(goods.type, "GOODS"),
    eq(goods.status, "ON"),
    isNull(goods.deletedAt),
    isNull(goodsSpec.deletedAt),
    sql`${goodsSpec.stock} > 0`,
    q.keyword ? or(contains(goods.name, q.keyword), contains(goodsSpec.name, q.keyword)) : undefined,
  );
  const dicts = await dictIndex(ctx);
  return paged(
    ctx,
    q,
    async (limit, offset) =>
      (
        await ctx.db
          .select({ g: goods, s: goodsSpec })
          .from(goodsSpec)
          .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
          .where(where)
          .orderBy(desc(goods.onShelfAt), asc(goodsSpec.sort))
          .limit(limit)
          .offset(offset)
      ).map(({ g, s: sp }) => ({
        goodsId: g.id,
        goodsName: g.name,
        mainImage: g.mainImage,
        specId: sp.id,
        specName: sp.name,
        listPrice: sp.price,
        stock: sp.stock,
        unitName: dicts.name("UNIT", g.unit),
      })),
    async () => (await ctx.db.select({ n: count() }).from(goodsSpec).innerJoin(goods, eq(goods.id, goodsSpec.goodsId)).where(where))[0].n,
  );
}

// ---- state changes and deletion -----------------------------------------------------------------

interface ItemResult {
  goodsId: string;
  ok: boolean;
  status: GoodsRow["status"] | null;
  msg: string;
}

/** Runs one change per record in its own transaction, so one failure does not undo the others. */
async function eachItem(ids: readonly string[], run: (id: string) => Promise<GoodsRow["status"] | null>): Promise<ItemResult[]> {
  const out: ItemResult[] = [];
  for (const goodsId of [...new Set(ids)]) {
    try {
      out.push({ goodsId, ok: true, status: await run(goodsId), msg: "成功" });
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      out.push({ goodsId, ok: false, status: null, msg: e.message });
    }
  }
  return out;
}

export async function applyOn(ctx: AuthedCtx, goodsId: string): Promise<Saved> {
  return inTx(ctx, async (tx) => {
    const row = await lockOwnGoods(tx, goodsId);
    requireTypeFunc(tx, row.type);
    const u = await putOnShelf(tx, row);
    return { goodsId: u.id, status: u.status, version: u.version };
  });
}

/** ON: put on shelf (or into review); OFF: take off; WITHDRAW: withdraw a pending review. */
export function changeStatus(ctx: AuthedCtx, ids: readonly string[], status: "ON" | "OFF" | "WITHDRAW") {
  return eachItem(ids, (id) =>
    inTx(ctx, async (tx) => {
      const row = await lockOwnGoods(tx, id);
      requireTypeFunc(tx, row.type);
      if (status === "ON") return (await putOnShelf(tx, row)).status;
      if (status === "OFF") return row.status === "OFF" ? row.status : (await applyGoodsEvent(tx, row, "takeOff")).status;
      return (await applyGoodsEvent(tx, row, "withdraw")).status;
    }),
  );
}

export const remove = (ctx: AuthedCtx, goodsId: string) => deleteGoods(ctx, goodsId);

export const removeList = (ctx: AuthedCtx, ids: readonly string[]) =>
  eachItem(ids, async (id) => {
    await deleteGoods(ctx, id);
    return null;
  });

// ---- price and stock ----------------------------------------------------------------------------

/** One edit of `updSpecPriceStock` (the contract declares it once). */
export type SpecEdit = Parsed<typeof goodsCalls.updSpecPriceStock>["items"][number];

/**
 * Price and stock edits on the caller's specs, all or nothing. `stockDelta` is applied atomically
 * (`stock = stock + delta`, refused below zero), so concurrent edits are never lost; the goods rows
 * are locked in id order first, so concurrent batches cannot deadlock.
 */
export async function editSpecs(ctx: AuthedCtx, items: readonly SpecEdit[]) {
  return inTx(ctx, async (tx) => {
    const specIds = [...new Set(items.map((i) => i.specId))];
    if (specIds.length !== items.length) throw invalid("items.specId", "同一规格只能出现一次");
    const specs = await tx.db
      .select({ id: goodsSpec.id, goodsId: goodsSpec.goodsId })
      .from(goodsSpec)
      .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
      .where(and(inArray(goodsSpec.id, specIds), isNull(goodsSpec.deletedAt), isNull(goods.deletedAt), eq(goods.boId, tx.member.boId)));
    if (specs.length !== specIds.length) throw notFound("规格");
    const goodsIds = [...new Set(specs.map((s) => s.goodsId))].sort();
    const rows = new Map<string, GoodsRow>();
    for (const id of goodsIds) {
      const row = await lockOwnGoods(tx, id);
      requireTypeFunc(tx, row.type);
      rows.set(id, row);
    }
    const out = [];
    for (const it of items) {
      if (it.stock !== undefined && it.stockDelta !== undefined) throw invalid("items.stockDelta", "stock 与 stockDelta 只能给一个");
      const [cur] = await tx.db.select().from(goodsSpec).where(eq(goodsSpec.id, it.specId));
      const price = it.price ?? cur.price;
      const memberPrice = it.memberPrice !== undefined ? it.memberPrice : cur.memberPrice;
      if (memberPrice != null && memberPrice > price) throw invalid("items.memberPrice", `规格“${cur.name}”的会员价不能高于标价`);
      const g = rows.get(cur.goodsId)!;
      if (g.type === "PACKAGE" && it.price !== undefined) await assertPackagePrice(tx, g.id, price);
      const stock = it.stock !== undefined ? sql`${it.stock}` : sql`${goodsSpec.stock} + ${it.stockDelta ?? 0}`;
      const [u] = await tx.db
        .update(goodsSpec)
        .set({ price, memberPrice, stock })
        .where(and(eq(goodsSpec.id, it.specId), sql`${stock} >= 0`))
        .returning();
      if (!u) throw conflict(`规格“${cur.name}”库存不足（现有 ${cur.stock}）`, { specId: it.specId, stock: cur.stock });
      out.push({ specId: u.id, goodsId: u.goodsId, price: u.price, memberPrice: u.memberPrice, stock: u.stock });
    }
    for (const id of goodsIds) {
      await recomputeAggregates(tx, id);
      await emit(tx, "goods.changed", { goodsId: id });
    }
    return out;
  });
}

async function assertPackagePrice(ctx: AuthedCtx, packageId: string, price: number) {
  const [r] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${goodsSpec.price} * ${goodsPackageItem.quantity}), 0)` })
    .from(goodsPackageItem)
    .innerJoin(goodsSpec, eq(goodsSpec.id, goodsPackageItem.specId))
    .where(eq(goodsPackageItem.packageGoodsId, packageId));
  assertPackageBelowParts("items.price", price, Number(r.total));
}

// ---- the seller's own lists ---------------------------------------------------------------------

async function statusCounts(ctx: AuthedCtx, where: SQL): Promise<Record<string, number>> {
  const rows = await ctx.db.select({ status: goods.status, n: count() }).from(goods).where(where).groupBy(goods.status);
  const out: Record<string, number> = Object.fromEntries(goodsMachine.states.map((s) => [s, 0]));
  for (const r of rows) out[r.status] = r.n;
  return out;
}

export async function myShopGoods(ctx: AuthedCtx, q: PageInput & { status?: GoodsRow["status"]; type?: "GOODS" | "PACKAGE"; keyword?: string; categoryId?: string; shopClassifyId?: string | null }) {
  const s = await ownShop(ctx);
  const base = and(
    eq(goods.shopId, s?.id ?? ""),
    isNull(goods.deletedAt),
    inArray(goods.type, q.type ? [q.type] : ["GOODS", "PACKAGE"]),
    q.keyword ? or(contains(goods.name, q.keyword), contains(goods.subTitle, q.keyword)) : undefined,
    q.categoryId ? sql`${goods.categoryId} like ${`${q.categoryId}%`}` : undefined,
    q.shopClassifyId === null ? isNull(goods.shopClassifyId) : q.shopClassifyId ? eq(goods.shopClassifyId, q.shopClassifyId) : undefined,
  )!;
  const where = and(base, q.status ? eq(goods.status, q.status) : undefined)!;
  const page = await pageTable(ctx, q, goods, where, [desc(goods.updatedAt), desc(goods.id)], (r) => r);
  const rows = page.list;
  const cards = await goodsCards(ctx, rows);
  const list = cards.map((c, i) => ({ ...c, rejectReason: rows[i].rejectReason, needsReview: needsReview(rows[i].categoryId), shopClassifyId: rows[i].shopClassifyId }));
  return { ...page, list, counts: await statusCounts(ctx, base) };
}

export async function myShopGoodsWithSpecs(ctx: AuthedCtx, q: PageInput & { keyword?: string; status: GoodsRow["status"]; shopClassifyId?: string }) {
  const s = await ownShop(ctx);
  const where = and(
    eq(goods.shopId, s?.id ?? ""),
    eq(goods.type, "GOODS"),
    isNull(goods.deletedAt),
    eq(goods.status, q.status),
    q.keyword ? or(contains(goods.name, q.keyword), contains(goods.subTitle, q.keyword)) : undefined,
    q.shopClassifyId ? eq(goods.shopClassifyId, q.shopClassifyId) : undefined,
  );
  const page = await pageTable(ctx, q, goods, where, [desc(goods.onShelfAt), desc(goods.id)], (r) => r);
  return { ...page, list: await goodsCardsWithSpecs(ctx, page.list) };
}

/** Everything the caller published, limited to the types their roles let them manage. */
export async function myListings(ctx: AuthedCtx, q: PageInput & { type?: GoodsType; status?: GoodsRow["status"]; keyword?: string }) {
  if (q.type) requireTypeFunc(ctx, q.type);
  const types: GoodsTypeCode[] = q.type ? [q.type] : manageableTypes(ctx);
  const base = and(eq(goods.boId, ctx.member.boId), isNull(goods.deletedAt), types.length ? inArray(goods.type, types) : sql`false`, q.keyword ? contains(goods.name, q.keyword) : undefined)!;
  const where = and(base, q.status ? eq(goods.status, q.status) : undefined)!;
  const page = await pageTable(ctx, q, goods, where, [desc(goods.updatedAt), desc(goods.id)], (r) => r);
  const list = (await goodsCards(ctx, page.list)).map((c, i) => ({ ...c, rejectReason: page.list[i].rejectReason }));
  return { ...page, list, counts: await statusCounts(ctx, base) };
}

/** The owner's editing view, with the actions open to them now. */
export async function myGoodsById(ctx: AuthedCtx, goodsId: string) {
  const [row] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.boId, ctx.member.boId), isNull(goods.deletedAt)));
  if (!row) throw notFound("商品");
  requireTypeFunc(ctx, row.type);
  const events = goodsMachine.events(row.status).filter((e) => !operatorEvents.includes(e));
  return { ...(await goodsView(ctx, row)), events: ["edit", ...events, ...(deletable(row.status) ? ["delete"] : [])] };
}

export async function statistics(ctx: AuthedCtx, lowStockThreshold: number) {
  const mine = and(eq(goods.boId, ctx.member.boId), isNull(goods.deletedAt))!;
  const mall = and(mine, inArray(goods.type, ["GOODS", "PACKAGE"]))!;
  const [byStatus, byTypeRows, [agg], [low]] = await together(
    ctx,
    () => statusCounts(ctx, mall),
    () => ctx.db.select({ type: goods.type, n: count() }).from(goods).where(mine).groupBy(goods.type),
    () =>
      ctx.db
        .select({
          stock: sql<string>`coalesce(sum(${goods.stockTotal}), 0)`,
          views: sql<string>`coalesce(sum(${goods.viewCount}), 0)`,
          sales: sql<string>`coalesce(sum(${goods.salesCount}), 0)`,
        })
        .from(goods)
        .where(mall),
    () =>
      ctx.db
        .select({ n: count() })
        .from(goodsSpec)
        .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
        .where(and(mall, isNull(goodsSpec.deletedAt), eq(goods.type, "GOODS"), sql`${goodsSpec.stock} < ${lowStockThreshold}`)),
  );
  return {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    byType: Object.fromEntries(byTypeRows.map((r) => [r.type, r.n])),
    stockTotal: Number(agg.stock),
    lowStockSpecs: low.n,
    viewTotal: Number(agg.views),
    salesTotal: Number(agg.sales),
  };
}
