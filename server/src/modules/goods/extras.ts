/**
 * Goods helpers the spec names without paths: templates, trace lists, logistics support, delivery
 * range, the category (business range) check, units and the base status table.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { emit } from "../../kit/events";
import { iso } from "../../kit/time";
import { lockOwner } from "../../kit/owned-defaults";
import { ownShop } from "../shop";
import { requireTypeFunc } from "./access";
import { traceDrafts, type GoodsFormIn } from "./forms";
import { goodsMachine } from "./machine";
import { areaCovers, areaNames, categoryIndex, dictIndex } from "./reference";
import { needsReview, regulationOf, regulations } from "./regulated";
import { goods, goodsTemplate, goodsTrace } from "./schema";
import { isPubliclyVisible } from "./views";
import { lockOwnGoods, writeTraces } from "./write";

// ---- templates ---------------------------------------------------------------------------------

const MAX_TEMPLATES = 50;

const templateView = (t: typeof goodsTemplate.$inferSelect) => ({
  id: t.id,
  name: t.name,
  content: t.content as Partial<GoodsFormIn>,
  createdAt: iso(t.createdAt),
  updatedAt: iso(t.updatedAt),
});

export async function templates(ctx: AuthedCtx) {
  const rows = await ctx.db.select().from(goodsTemplate).where(eq(goodsTemplate.boId, ctx.member.boId)).orderBy(asc(goodsTemplate.name));
  return rows.map(templateView);
}

export async function saveTemplate(ctx: AuthedCtx, input: { id?: string; name: string; content: Partial<GoodsFormIn> }) {
  return inTx(ctx, async (tx) => {
    // one owner's template writes are serialised (advisory lock per owner), so names stay unique without a race
    await lockOwner(tx, "goods_template", tx.member.boId);
    const mine = await tx.db.select({ id: goodsTemplate.id, name: goodsTemplate.name }).from(goodsTemplate).where(eq(goodsTemplate.boId, tx.member.boId));
    if (mine.some((t) => t.name === input.name && t.id !== input.id)) throw invalid("name", `已有名为“${input.name}”的模板`);
    if (input.id) {
      if (!mine.some((t) => t.id === input.id)) throw notFound("模板");
      const [u] = await tx.db.update(goodsTemplate).set({ name: input.name, content: input.content }).where(eq(goodsTemplate.id, input.id)).returning();
      return templateView(u);
    }
    if (mine.length >= MAX_TEMPLATES) throw conflict(`商品模板最多 ${MAX_TEMPLATES} 个`);
    const [row] = await tx.db.insert(goodsTemplate).values({ boId: tx.member.boId, name: input.name, content: input.content }).returning();
    return templateView(row);
  });
}

export async function deleteTemplate(ctx: AuthedCtx, id: string) {
  const gone = await ctx.db
    .delete(goodsTemplate)
    .where(and(eq(goodsTemplate.id, id), eq(goodsTemplate.boId, ctx.member.boId)))
    .returning({ id: goodsTemplate.id });
  if (!gone.length) throw notFound("模板");
  return { deleted: true };
}

// ---- traces ------------------------------------------------------------------------------------

async function traceRows(ctx: Ctx, goodsId: string) {
  const rows = await ctx.db.select().from(goodsTrace).where(eq(goodsTrace.goodsId, goodsId)).orderBy(asc(goodsTrace.sort));
  return rows.map(({ goodsId: _g, sort: _s, createdAt: _c, ...t }) => t);
}

export async function traces(ctx: Ctx, goodsId: string) {
  const [row] = await ctx.db.select({ boId: goods.boId }).from(goods).where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!row || (row.boId !== ctx.member?.boId && !(await isPubliclyVisible(ctx, goodsId)))) throw notFound("商品");
  return traceRows(ctx, goodsId);
}

/** Replaces the trace list; traces are not reviewed content, so the shelf state stays. */
export async function saveTraces(ctx: AuthedCtx, goodsId: string, list: GoodsFormIn["traces"]) {
  return inTx(ctx, async (tx) => {
    const row = await lockOwnGoods(tx, goodsId);
    requireTypeFunc(tx, row.type);
    await writeTraces(tx, row.id, traceDrafts(list));
    await emit(tx, "goods.changed", { goodsId: row.id });
    return traceRows(tx, row.id);
  });
}

// ---- logistics, delivery range, category check, units, states ------------------------------------

async function readable(ctx: Ctx, goodsId: string) {
  const [row] = await ctx.db.select().from(goods).where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!row || (row.boId !== ctx.member?.boId && !(await isPubliclyVisible(ctx, goodsId)))) throw notFound("商品");
  return row;
}

export async function logisticsSupport(ctx: Ctx, goodsId?: string) {
  const supported = goodsId ? new Set((await readable(ctx, goodsId)).logistics) : null;
  return (await dictIndex(ctx)).items("LOGISTICS").map((i) => ({ ...i, supported: supported ? supported.has(i.code) : true }));
}

export async function deliveryRange(ctx: Ctx, goodsId: string, areaCode?: string) {
  const row = await readable(ctx, goodsId);
  const names = await areaNames(ctx, row.deliveryAreaCodes);
  return {
    nationwide: row.deliveryNationwide,
    areas: row.deliveryNationwide ? [] : row.deliveryAreaCodes.map((code) => ({ code, name: names.get(code) ?? code })),
    deliverable: areaCode ? row.deliveryNationwide || row.deliveryAreaCodes.some((r) => areaCovers(r, areaCode)) : null,
  };
}

export async function checkRangeCategory(ctx: AuthedCtx, categoryId: string) {
  const c = (await categoryIndex(ctx)).get(categoryId);
  const s = await ownShop(ctx);
  const reg = regulationOf(categoryId);
  const selectable = !!c && c.level >= 2;
  const inScope = s ? s.businessScope.some((sc) => categoryId.startsWith(sc)) : null;
  const reason = !c
    ? "类目不存在"
    : !selectable
      ? "请选择二级或三级类目"
      : inScope === false
        ? `“${c.name}”不在店铺经营范围内`
        : null;
  return {
    categoryId,
    categoryName: c?.name ?? null,
    selectable,
    inScope,
    needsReview: needsReview(categoryId),
    licenceLabel: reg?.licenceLabel ?? null,
    reason,
  };
}

/** Units commonly used in each branch of the category tree (most specific prefix wins). */
const suggestedUnits: readonly (readonly [prefix: string, units: readonly string[]])[] = [
  ["01", ["YU", "ZHI"]],
  ["02", ["JIN", "XIANG", "MEI"]],
  ["03", ["KG", "JIN", "DUN"]],
  ["0304", ["ZHI", "JIN"]],
  ["04", ["DUN", "DAI", "KG"]],
  ["05", ["PING", "HE", "DAI", "XIANG"]],
  ["06", ["PING", "HE"]],
  ["0603", ["TAO", "JIAN"]],
  ["07", ["TAI", "TAO", "JIAN"]],
  ["08", ["DAI", "KG"]],
  ["09", ["DUN", "DAI"]],
  ["10", ["PING", "DAI", "XIANG"]],
  ["11", ["KG", "DUN", "JIN"]],
  ["12", ["TAI", "JIAN"]],
];

export async function units(ctx: Ctx, categoryId?: string) {
  let best: readonly string[] = [];
  let len = 0;
  for (const [p, u] of suggestedUnits) if (categoryId?.startsWith(p) && p.length > len) [best, len] = [u, p.length];
  return (await dictIndex(ctx)).items("UNIT").map((i) => ({ ...i, suggested: best.includes(i.code) }));
}

export async function baseStatus(ctx: Ctx) {
  const cats = await categoryIndex(ctx);
  return {
    states: goodsMachine.states.map((code) => ({ code, label: goodsMachine.labels[code] })),
    transitions: goodsMachine.edges().map((e) => ({ ...e, eventLabel: goodsMachine.eventLabels[e.event] })),
    reviewCategories: regulations
      .filter((r) => r.review && r.licence)
      .map((r) => ({ categoryId: r.prefix, name: cats.name(r.prefix) ?? r.prefix, licenceLabel: r.licenceLabel! })),
  };
}

