/**
 * Freight templates: a seller's CRUD (owner = the identity's business owner, boId; another member's
 * template is simply not found), and what a buyer's page asks: the freight of a goods to an area.
 * Rules of the calculation: calc.ts.
 */
import { Codes, MAX_FREIGHT_TEMPLATES, type FreightQuote, type FreightTemplateInput, type FreightTemplateView, type Page, type Parsed, type freight } from "@qinlian/contract";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { areaCovers } from "../../kit/areas";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, invalid, notFound } from "../../kit/errors";
import { countOwned, lockOwner, makeDefault, promoteDefault, type OwnedDefaults } from "../../kit/owned-defaults";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { freightFactsOfGoods, goodsCountByFreightTemplate } from "../../read/freight-goods";
import { areaNames, isPubliclyVisible, requireAreas } from "../goods";
import { chargeAt, feeOf, isExcluded, isFree, withinRange, type FreightTemplateData } from "./calc";
import { freightTemplate } from "./schema";

type Row = typeof freightTemplate.$inferSelect;

const defaults: OwnedDefaults<typeof freightTemplate> = {
  kind: "freight_template",
  table: freightTemplate,
  id: freightTemplate.id,
  boId: freightTemplate.boId,
  isDefault: freightTemplate.isDefault,
  promoteOrder: freightTemplate.updatedAt,
};

export const templateData = (r: Row): FreightTemplateData => ({
  id: r.id,
  mode: r.mode,
  defaultCharge: r.defaultCharge,
  areaRules: r.areaRules,
  freeRules: r.freeRules,
  excludedAreaCodes: r.excludedAreaCodes,
});

async function views(ctx: Ctx, rows: readonly Row[]): Promise<FreightTemplateView[]> {
  const names = await areaNames(
    ctx,
    rows.flatMap((r) => [...r.areaRules.flatMap((a) => a.areaCodes), ...r.freeRules.flatMap((f) => f.areaCodes), ...r.excludedAreaCodes]),
  );
  const named = (codes: readonly string[]) => codes.map((code) => ({ code, name: names.get(code) ?? code }));
  const counts = await goodsCountByFreightTemplate(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mode: r.mode,
    defaultCharge: r.defaultCharge,
    areaRules: r.areaRules.map(({ areaCodes, ...charge }) => ({ ...charge, areas: named(areaCodes) })),
    freeRules: r.freeRules.map((f) => ({ areas: named(f.areaCodes), minAmount: f.minAmount, minUnits: f.minUnits })),
    excludedAreas: named(r.excludedAreaCodes),
    isDefault: r.isDefault,
    remark: r.remark,
    goodsCount: counts.get(r.id) ?? 0,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

async function view(ctx: Ctx, row: Row): Promise<FreightTemplateView> {
  const [v] = await views(ctx, [row]);
  return v;
}

async function owned(ctx: AuthedCtx, id: string, forUpdate = false): Promise<Row> {
  const q = ctx.db
    .select()
    .from(freightTemplate)
    .where(and(eq(freightTemplate.id, id), eq(freightTemplate.boId, ctx.member.boId)));
  const [r] = forUpdate ? await q.for("update") : await q;
  if (!r) throw notFound("运费模板");
  return r;
}

/**
 * What the schema cannot check: the areas exist; an area appears in one area rule at most (else which
 * fee applies would depend on the order of the rules); an excluded area has no rule of its own.
 */
async function checkRules(ctx: Ctx, i: FreightTemplateInput): Promise<void> {
  const seen = new Map<string, number>();
  for (const [k, rule] of i.areaRules.entries()) {
    await requireAreas(ctx, rule.areaCodes, `areaRules.${k}.areaCodes`);
    for (const code of rule.areaCodes) {
      const before = seen.get(code);
      if (before !== undefined) throw invalid(`areaRules.${k}.areaCodes`, `地区 ${code} 已在第 ${before + 1} 条指定地区运费中`);
      seen.set(code, k);
    }
  }
  for (const [k, rule] of i.freeRules.entries()) await requireAreas(ctx, rule.areaCodes, `freeRules.${k}.areaCodes`);
  await requireAreas(ctx, i.excludedAreaCodes, "excludedAreaCodes");
  const clash = i.excludedAreaCodes.find((code) => seen.has(code));
  if (clash) throw invalid("excludedAreaCodes", `地区 ${clash} 既设置了运费又设为不配送`);
}

async function nameTaken(ctx: AuthedCtx, name: string, except: string | null): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: freightTemplate.id })
    .from(freightTemplate)
    .where(and(eq(freightTemplate.boId, ctx.member.boId), eq(freightTemplate.name, name)));
  return rows.some((r) => r.id !== except);
}

const columns = (i: FreightTemplateInput) => ({
  name: i.name,
  mode: i.mode,
  defaultCharge: i.defaultCharge,
  areaRules: i.areaRules.map((r) => ({ ...r, areaCodes: [...new Set(r.areaCodes)] })),
  freeRules: i.freeRules.map((r) => ({ ...r, areaCodes: [...new Set(r.areaCodes)] })),
  excludedAreaCodes: [...new Set(i.excludedAreaCodes)],
  remark: i.remark || null,
});

export function add(ctx: AuthedCtx, i: FreightTemplateInput): Promise<FreightTemplateView> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const n = await countOwned(tx, defaults, boId);
    if (n >= MAX_FREIGHT_TEMPLATES) throw new BizError(Codes.CONFLICT, `运费模板最多 ${MAX_FREIGHT_TEMPLATES} 个，请先删除不再使用的模板`);
    await checkRules(tx, i);
    if (await nameTaken(tx, i.name, null)) throw invalid("name", "已有同名的运费模板");
    const [row] = await tx.db
      .insert(freightTemplate)
      .values({ boId, ...columns(i), createdAt: tx.now, updatedAt: tx.now })
      .returning();
    if (i.isDefault || n === 0) await makeDefault(tx, defaults, boId, row.id);
    return view(tx, await owned(tx, row.id));
  });
}

export function update(ctx: AuthedCtx, i: FreightTemplateInput & { id: string }): Promise<FreightTemplateView> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const cur = await owned(tx, i.id, true);
    if (i.isDefault === false && cur.isDefault) throw invalid("isDefault", "请将另一个模板设为默认，而不是取消默认");
    await checkRules(tx, i);
    if (await nameTaken(tx, i.name, i.id)) throw invalid("name", "已有同名的运费模板");
    await tx.db
      .update(freightTemplate)
      .set({ ...columns(i), updatedAt: tx.now })
      .where(eq(freightTemplate.id, i.id));
    if (i.isDefault && !cur.isDefault) await makeDefault(tx, defaults, boId, i.id);
    return view(tx, await owned(tx, i.id));
  });
}

/** Deletes a template no goods uses; a deleted default hands the flag to the most recently updated other one. */
export function remove(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const cur = await owned(tx, id, true);
    const used = (await goodsCountByFreightTemplate(tx, [id])).get(id) ?? 0;
    if (used > 0) throw new BizError(Codes.CONFLICT, `有 ${used} 个商品正在使用该模板，请先为它们换一个模板`, { goodsCount: used });
    await tx.db.delete(freightTemplate).where(eq(freightTemplate.id, id));
    if (cur.isDefault) await promoteDefault(tx, defaults, boId);
    return { id };
  });
}

export async function byId(ctx: AuthedCtx, id: string): Promise<FreightTemplateView> {
  return view(ctx, await owned(ctx, id));
}

export async function page(ctx: AuthedCtx, q: Parsed<typeof freight.selTemplatePage>): Promise<Page<FreightTemplateView>> {
  const where = and(eq(freightTemplate.boId, ctx.member.boId), q.mode ? eq(freightTemplate.mode, q.mode) : undefined, q.keyword ? contains(freightTemplate.name, q.keyword) : undefined);
  const p = await pageTable(ctx, q, freightTemplate, where, [desc(freightTemplate.isDefault), desc(freightTemplate.updatedAt), asc(freightTemplate.id)], (r) => r);
  return { ...p, list: await views(ctx, p.list) };
}

/** Templates by id (any owner), as the calculation reads them: the checkout's lookup. */
export async function templatesByIds(ctx: Ctx, ids: readonly string[]): Promise<Map<string, FreightTemplateData & { boId: string; name: string }>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await ctx.db.select().from(freightTemplate).where(inArray(freightTemplate.id, wanted));
  return new Map(rows.map((r) => [r.id, { ...templateData(r), boId: r.boId, name: r.name }]));
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

function freeHintOf(t: FreightTemplateData, areaCode: string): string | null {
  const rule = t.freeRules.find((r) => r.areaCodes.length === 0 || r.areaCodes.some((c) => areaCovers(c, areaCode)));
  if (!rule) return null;
  const unit = t.mode === "PIECE" ? "件" : "克";
  return [rule.minAmount !== null ? `满 ${yuan(rule.minAmount)} 包邮` : null, rule.minUnits !== null ? `满 ${rule.minUnits} ${unit}包邮` : null].filter(Boolean).join("，");
}

/**
 * The freight of `quantity` units of a goods (one spec) to `areaCode`, as its detail page shows it:
 * the goods alone in an order (other goods of the shop in the same order may change it: the checkout
 * prices the whole order). Goods without a template ship free; goods outside their delivery range or
 * excluded by the template are not deliverable.
 */
export async function quoteForGoods(ctx: Ctx, q: Parsed<typeof freight.selInfoByRefId>): Promise<FreightQuote> {
  const facts = (await isPubliclyVisible(ctx, q.refId)) ? await freightFactsOfGoods(ctx, q.refId, q.specId ?? null) : null;
  if (!facts) throw notFound(q.specId ? "商品规格" : "商品");
  const inRange = withinRange(facts.deliveryAreaCodes, q.areaCode);
  const t = facts.freightTemplateId ? (await templatesByIds(ctx, [facts.freightTemplateId])).get(facts.freightTemplateId) : undefined;
  if (!t) return { templateId: null, templateName: null, mode: null, deliverable: inRange, free: true, fee: 0, freeHint: null };
  const units = t.mode === "PIECE" ? q.quantity : q.quantity * facts.unitWeight;
  const amount = q.quantity * facts.unitPrice;
  const deliverable = inRange && !isExcluded(t, q.areaCode);
  const free = deliverable && isFree(t, q.areaCode, units, amount);
  return {
    templateId: t.id,
    templateName: t.name,
    mode: t.mode,
    deliverable,
    free,
    fee: deliverable && !free ? feeOf(chargeAt(t, q.areaCode), units) : 0,
    freeHint: freeHintOf(t, q.areaCode),
  };
}
