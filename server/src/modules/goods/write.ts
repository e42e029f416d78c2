/**
 * Storing goods: create and modify (every type, from a GoodsDraft), state changes through the goods
 * machine (kit transition), and the price/stock aggregates kept in step with the specs.
 * Every write locks the goods row first (so spec edits of one goods are serialised and aggregates never
 * miss a concurrent change) and emits "goods.changed" in its transaction.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { emit } from "../../kit/events";
import { recordHistory, transition } from "../../kit/transition";
import { defaultFreightTemplateId as defaultTemplateId } from "../../read/goods-freight";
import { isShopClassifyOf } from "../../read/goods-shop";
import { forgetRecommendedGoods, ownShop } from "../shop";
import { requireTypeFunc } from "./access";
import type { GoodsDraft, SpecDraft, TraceDraft } from "./forms";
import { deletable, goodsMachine, onShelfEvent, type GoodsEvent } from "./machine";
import { categoryIndex, todayCst } from "./reference";
import { reviewRequired } from "./regulated";
import { goods, goodsPackageItem, goodsSpec, goodsTrace, type GoodsTypeCode } from "./schema";
import { hasSpecs, type GoodsRow } from "./views";
import "./events";
import { assertStoredFiles, fileRefs } from "../file";

export interface Saved {
  goodsId: string;
  status: GoodsRow["status"];
  version: number;
}

const saved = (r: GoodsRow): Saved => ({ goodsId: r.id, status: r.status, version: r.version });

const typeNames: Record<GoodsTypeCode, string> = {
  GOODS: "商城商品",
  SUPPLY: "供应信息",
  DEMAND: "求购信息",
  PACKAGE: "套餐",
  SOIL_TRUSTEESHIP: "土地托管信息",
  SOIL_FLOW: "土地流转信息",
  SERVICE_SUPPLY: "农事服务",
  SERVICE_DEMAND: "农事服务需求",
};

/** The caller's goods (not deleted), locked for update; other members' goods are not found. */
export async function lockOwnGoods(ctx: AuthedCtx, goodsId: string, types?: readonly GoodsTypeCode[]): Promise<GoodsRow> {
  const [row] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.boId, ctx.member.boId), isNull(goods.deletedAt)))
    .for("update");
  if (!row) throw notFound("商品");
  if (types && !types.includes(row.type)) throw invalid("goodsId", `该记录不是${types.map((t) => typeNames[t]).join("或")}`);
  return row;
}

/**
 * The shop a draft goes into. Mall goods and packages need the caller's shop, approved or open
 * (and OPEN to go on shelf), with the category in its business scope. Posts link the caller's shop
 * only when it is open, and need none.
 */
async function shopFor(ctx: AuthedCtx, d: GoodsDraft, goingOn: boolean): Promise<string | null> {
  const s = await ownShop(ctx);
  if (!hasSpecs(d.type)) return s?.status === "OPEN" ? s.id : null;
  if (!s || !["APPROVED", "OPEN", "CLOSED"].includes(s.status)) throw conflict("请先开店并通过审核，再发布商品");
  if (goingOn && s.status !== "OPEN") throw conflict("店铺营业中才能上架商品");
  if (d.columns.categoryId && !s.businessScope.some((sc) => d.columns.categoryId!.startsWith(sc))) {
    const name = (await categoryIndex(ctx)).name(d.columns.categoryId);
    throw invalid("categoryId", `“${name}”不在店铺经营范围内`);
  }
  if (d.columns.shopClassifyId) {
    if (!(await isShopClassifyOf(ctx, s.id, d.columns.shopClassifyId))) throw invalid("shopClassifyId", "店铺分类不存在");
  }
  return s.id;
}

const liveSpecOf = (goodsId: string) => and(eq(goodsSpec.goodsId, goodsId), isNull(goodsSpec.deletedAt));

/** Keeps price range and stock total equal to the live specs (goods with specs only). */
export async function recomputeAggregates(ctx: Ctx, goodsId: string): Promise<void> {
  await ctx.db
    .update(goods)
    .set({
      priceMin: sql`(select min(${goodsSpec.price}) from ${goodsSpec} where ${liveSpecOf(goodsId)})`,
      priceMax: sql`(select max(${goodsSpec.price}) from ${goodsSpec} where ${liveSpecOf(goodsId)})`,
      stockTotal: sql`(select coalesce(sum(${goodsSpec.stock}), 0) from ${goodsSpec} where ${liveSpecOf(goodsId)})`,
    })
    .where(eq(goods.id, goodsId));
}

async function writeSpecs(ctx: Ctx, goodsId: string, specs: SpecDraft[]) {
  const existing = await ctx.db.select({ id: goodsSpec.id }).from(goodsSpec).where(and(eq(goodsSpec.goodsId, goodsId), isNull(goodsSpec.deletedAt)));
  const ids = new Set(existing.map((e) => e.id));
  for (const s of specs) if (s.id && !ids.has(s.id)) throw invalid("specs.id", `规格 ${s.id} 不属于该商品`);
  const kept = new Set(specs.map((s) => s.id).filter(Boolean));
  const gone = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  if (gone.length) await ctx.db.update(goodsSpec).set({ deletedAt: ctx.now }).where(inArray(goodsSpec.id, gone));
  for (const [i, s] of specs.entries()) {
    const values = { name: s.name, attributes: s.attributes, price: s.price, memberPrice: s.memberPrice, stock: s.stock, skuCode: s.skuCode, weightGrams: s.weightGrams, sort: (i + 1) * 10 };
    if (s.id) await ctx.db.update(goodsSpec).set(values).where(eq(goodsSpec.id, s.id));
    else await ctx.db.insert(goodsSpec).values({ goodsId, ...values });
  }
}

export async function writeTraces(ctx: Ctx, goodsId: string, traces: TraceDraft[]) {
  await ctx.db.delete(goodsTrace).where(eq(goodsTrace.goodsId, goodsId));
  if (traces.length) await ctx.db.insert(goodsTrace).values(traces.map((t, i) => ({ goodsId, ...t, sort: (i + 1) * 10 })));
}

async function writeChildren(ctx: Ctx, goodsId: string, d: GoodsDraft) {
  if (d.specs) {
    await writeSpecs(ctx, goodsId, d.specs);
    await recomputeAggregates(ctx, goodsId);
  }
  if (d.traces) await writeTraces(ctx, goodsId, d.traces);
  if (d.packageItems) {
    await ctx.db.delete(goodsPackageItem).where(eq(goodsPackageItem.packageGoodsId, goodsId));
    await ctx.db.insert(goodsPackageItem).values(d.packageItems.map((it, i) => ({ packageGoodsId: goodsId, ...it, sort: (i + 1) * 10 })));
  }
}

/** What a goods move sets besides the state: shelf and submission times, the rejection reason. */
function movePatch(ctx: Ctx, to: GoodsRow["status"], reason: string | null): Partial<typeof goods.$inferInsert> {
  if (to === "ON") return { onShelfAt: ctx.now, rejectReason: null };
  if (to === "PENDING") return { submittedAt: ctx.now, rejectReason: null };
  if (to === "REJECTED") return { rejectReason: reason };
  return {};
}

/** Applies a goods machine event (kit transition: guarded update, history, "goods.changed"). */
export function applyGoodsEvent(ctx: Ctx, row: GoodsRow, event: GoodsEvent, reason: string | null = null): Promise<GoodsRow> {
  return transition(ctx, goodsMachine, row, event, { patch: movePatch(ctx, goodsMachine.next(row.status, event), reason), reason });
}

/**
 * Puts a record on shelf: directly, or into review for regulated categories (and after a take-down).
 * Mall goods need an open shop; posts must still be within their validity.
 */
export async function putOnShelf(ctx: AuthedCtx, row: GoodsRow): Promise<GoodsRow> {
  if (row.status === "ON" || row.status === "PENDING") return row;
  if (hasSpecs(row.type)) {
    const s = await ownShop(ctx);
    if (!s || s.id !== row.shopId || s.status !== "OPEN") throw conflict("店铺营业中才能上架商品");
  }
  const ext = (row.ext ?? {}) as { validUntil?: string; endDate?: string };
  const until = ext.validUntil ?? ext.endDate;
  if (until && until < todayCst(ctx.now)) throw invalid(ext.validUntil ? "validUntil" : "endDate", "信息已过有效期，请修改后再上架");
  return applyGoodsEvent(ctx, row, onShelfEvent(row.status, reviewRequired(row.type, row.categoryId)));
}

/** Creates a record from a draft: as a DRAFT, or put on shelf in the same step. */
export async function createGoods(ctx: AuthedCtx, d: GoodsDraft, mode: "DRAFT" | "ON"): Promise<Saved> {
  requireTypeFunc(ctx, d.type);
  return inTx(ctx, async (tx) => {
    await assertStoredFiles(tx, fileRefs("images", d.columns.images));
    const shopId = await shopFor(tx, d, mode === "ON");
    if (d.type === "GOODS" && d.columns.freightTemplateId === undefined) d.columns.freightTemplateId = await defaultTemplateId(tx, tx.member.boId);
    const [row] = await tx.db
      .insert(goods)
      .values({ type: d.type, status: "DRAFT", boId: tx.member.boId, shopId, ...d.columns })
      .returning();
    await writeChildren(tx, row.id, d);
    await emit(tx, "goods.changed", { goodsId: row.id });
    const [fresh] = await tx.db.select().from(goods).where(eq(goods.id, row.id));
    return saved(mode === "ON" ? await putOnShelf(tx, fresh) : fresh);
  });
}

/**
 * Modifies a record from a draft. `version`, when given, must match (someone else's edit in between
 * is refused). Mode "ON" also puts it on shelf; in both modes on-shelf goods of a reviewed category
 * go back to review.
 */
export async function modifyGoods(
  ctx: AuthedCtx,
  goodsId: string,
  version: number | undefined,
  build: (tx: AuthedCtx, row: GoodsRow) => Promise<GoodsDraft>,
  mode: "KEEP" | "ON",
  types: readonly GoodsTypeCode[],
): Promise<Saved> {
  return inTx(ctx, async (tx) => {
    const row = await lockOwnGoods(tx, goodsId, types);
    requireTypeFunc(tx, row.type);
    if (version !== undefined && version !== row.version) {
      throw conflict("商品已被修改（版本不一致），请刷新后再编辑", { version: row.version });
    }
    const d = await build(tx, row);
    // images it already had passed this check when they were added
    await assertStoredFiles(tx, fileRefs("images", d.columns.images.map((u) => (row.images.includes(u) ? null : u))));
    // mall goods stay in their shop (shopFor checks scope and classify); posts follow the caller's open shop
    const linked = await shopFor(tx, d, false);
    const shopId = hasSpecs(d.type) ? row.shopId : linked;
    if (d.type === "PACKAGE" && d.specs) {
      const [old] = await tx.db.select({ id: goodsSpec.id }).from(goodsSpec).where(and(eq(goodsSpec.goodsId, row.id), isNull(goodsSpec.deletedAt)));
      if (old) d.specs[0].id = old.id; // a package keeps its one spec, so carts and orders keep pointing at it
    }
    await tx.db
      .update(goods)
      .set({ ...d.columns, shopId, version: row.version + 1 })
      .where(eq(goods.id, row.id));
    await writeChildren(tx, row.id, d);
    await emit(tx, "goods.changed", { goodsId: row.id });
    const [fresh] = await tx.db.select().from(goods).where(eq(goods.id, row.id));
    if (fresh.status === "ON" && reviewRequired(fresh.type, fresh.categoryId)) return saved(await applyGoodsEvent(tx, fresh, "submit"));
    if (mode === "ON") return saved(await putOnShelf(tx, fresh));
    return saved(fresh);
  });
}

/** Soft-deletes a record the caller owns (not while on shelf or in review). */
export async function deleteGoods(ctx: AuthedCtx, goodsId: string): Promise<void> {
  await inTx(ctx, async (tx) => {
    const row = await lockOwnGoods(tx, goodsId);
    requireTypeFunc(tx, row.type);
    if (!deletable(row.status)) throw conflict(`${goodsMachine.labels[row.status]}的商品不能删除，请先下架或撤回审核`);
    await tx.db.update(goods).set({ deletedAt: tx.now }).where(eq(goods.id, row.id));
    await forgetRecommendedGoods(tx, row.id);
    await recordHistory(tx, goodsMachine, { id: row.id, event: "delete", from: row.status, to: row.status });
    await emit(tx, "goods.changed", { goodsId: row.id });
  });
}
