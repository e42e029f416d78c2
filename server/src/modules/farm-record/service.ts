import {
  checkRecordValues,
  Codes,
  type BatchInput,
  type BatchView,
  type DiseaseNode,
  type Page,
  type PageInput,
  type RecordAttrDef,
  type RecordCategory,
  type RecordEntryView,
  type RecordHistoryEntry,
  type RecordRowInput,
  type RecordSubjectKind,
  type RecordTypeView,
  type RecordValue,
  type RecordValues,
} from "@qinlian/contract";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx } from "../../kit/context";
import { emit } from "../../kit/events";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { pageTable, paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { chinaDay, iso } from "../../kit/time";
import { assertStoredFiles, fileRefs } from "../file";
import { memberNames } from "../identity";
import { requireManufacturer } from "../manufacturer";
import { farmPlot, farmRange, giveBackStockOuts, stockOut } from "./subjects";
import { diseaseClassify, farmBatch, recordAttrDef, recordEntry, recordEntryHistory, recordMaterialUse, recordType, type RecordChangeRow } from "./schema";

/** The refKind of the stock-outs a record makes (farm-material's material record points back with it). */
export const RECORD_REF_KIND = "FARM_RECORD";

type TypeRow = typeof recordType.$inferSelect;
type DefRow = typeof recordAttrDef.$inferSelect;
type EntryRow = typeof recordEntry.$inferSelect;
type BatchRow = typeof farmBatch.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Templates and reference data

const typeView = (t: TypeRow): RecordTypeView => ({ code: t.code, category: t.category, name: t.name, nameEn: t.nameEn, sort: t.sort });

const defView = (d: DefRow): RecordAttrDef => ({
  key: d.key,
  label: d.label,
  labelEn: d.labelEn,
  type: d.type,
  unit: d.unit,
  unitEn: d.unitEn,
  min: d.min,
  max: d.max,
  decimals: d.decimals,
  maxLength: d.maxLength,
  options: d.options,
  diseaseCategory: d.diseaseCategory,
  materialCategory: d.materialCategory,
  required: d.required,
  sort: d.sort,
});

export async function typesOf(ctx: AuthedCtx, category: RecordCategory): Promise<RecordTypeView[]> {
  const rows = await ctx.db.select().from(recordType).where(eq(recordType.category, category)).orderBy(asc(recordType.sort));
  return rows.map(typeView);
}

async function typeRow(ctx: AuthedCtx, code: string, field = "type"): Promise<TypeRow> {
  const [t] = await ctx.db.select().from(recordType).where(eq(recordType.code, code));
  if (!t) throw invalid(field, `未知的记录类型“${code}”`);
  return t;
}

export async function typeTitle(ctx: AuthedCtx, code: string): Promise<RecordTypeView> {
  return typeView(await typeRow(ctx, code));
}

export async function attrDefs(ctx: AuthedCtx, code: string): Promise<RecordAttrDef[]> {
  await typeRow(ctx, code);
  const rows = await ctx.db.select().from(recordAttrDef).where(eq(recordAttrDef.typeCode, code)).orderBy(asc(recordAttrDef.sort));
  return rows.map(defView);
}

/** The disease tree, optionally of one category; a keyword keeps the matching nodes and their ancestors. */
export async function diseaseTree(ctx: AuthedCtx, q: { category?: "POULTRY" | "CROP"; keyword?: string }): Promise<DiseaseNode[]> {
  const rows = await ctx.db
    .select()
    .from(diseaseClassify)
    .where(q.category ? eq(diseaseClassify.category, q.category) : undefined)
    .orderBy(asc(diseaseClassify.category), asc(diseaseClassify.sort));
  const byParent = new Map<string | null, typeof rows>();
  for (const r of rows) byParent.set(r.parentCode, [...(byParent.get(r.parentCode) ?? []), r]);
  const kw = q.keyword?.toLowerCase();
  const build = (parent: string | null): DiseaseNode[] =>
    (byParent.get(parent) ?? []).flatMap((r) => {
      const children = build(r.code);
      const hit = !kw || r.name.toLowerCase().includes(kw) || r.nameEn.toLowerCase().includes(kw);
      return hit || children.length ? [{ code: r.code, name: r.name, nameEn: r.nameEn, category: r.category, children }] : [];
    });
  return build(null);
}

// ---------------------------------------------------------------------------------------------
// Checks shared by records and batches

/** The day in China (UTC+8) of an instant, YYYY-MM-DD. */
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A BizError NOT_FOUND from another module's lookup becomes a validation error on our field. */
async function asField<T>(field: string, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof BizError && (e.code === Codes.NOT_FOUND || e.code === Codes.VALIDATION)) throw invalid(field, `${what}不存在或不属于当前农场`);
    throw e;
  }
}

/** Photos are image URLs the caller (or their identity) uploaded. */
async function checkPhotos(ctx: AuthedCtx, urls: readonly string[] | undefined, field: string): Promise<string[]> {
  const unique = [...new Set(urls ?? [])];
  await assertStoredFiles(ctx, fileRefs(field, unique), { kind: "image", mine: true });
  return unique;
}

async function actorName(ctx: AuthedCtx): Promise<string | null> {
  return (await memberNames(ctx, [ctx.member.memberId])).get(ctx.member.memberId) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Batches

async function ownedBatch(ctx: AuthedCtx, farmId: string, id: string, lock = false): Promise<BatchRow> {
  const q = ctx.db
    .select()
    .from(farmBatch)
    .where(and(eq(farmBatch.id, id), eq(farmBatch.manufacturerId, farmId), isNull(farmBatch.deletedAt)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("批次");
  return r;
}

interface BatchStats {
  deaths: number;
  sold: number;
  costFen: number;
  recordCount: number;
}

async function batchStats(ctx: AuthedCtx, ids: string[]): Promise<Map<string, BatchStats>> {
  const out = new Map<string, BatchStats>();
  if (!ids.length) return out;
  const rows = await ctx.db
    .select({
      batchId: recordEntry.batchId,
      deaths: sql<string>`coalesce(sum(case when ${recordEntry.typeCode} = 'MORTALITY' then coalesce((${recordEntry.values}->>'deaths')::numeric, 0) + coalesce((${recordEntry.values}->>'culls')::numeric, 0) else 0 end), 0)`,
      sold: sql<string>`coalesce(sum(case when ${recordEntry.typeCode} = 'SALE' then coalesce((${recordEntry.values}->>'heads')::numeric, 0) else 0 end), 0)`,
      costFen: sql<string>`coalesce(sum(${recordEntry.costFen}), 0)`,
      recordCount: sql<string>`count(*)`,
    })
    .from(recordEntry)
    .where(and(inArray(recordEntry.batchId, ids), isNull(recordEntry.deletedAt)))
    .groupBy(recordEntry.batchId);
  for (const r of rows) {
    if (r.batchId) out.set(r.batchId, { deaths: Number(r.deaths), sold: Number(r.sold), costFen: Number(r.costFen), recordCount: Number(r.recordCount) });
  }
  return out;
}

function batchView(ctx: AuthedCtx, b: BatchRow, s: BatchStats | undefined): BatchView {
  const st = s ?? { deaths: 0, sold: 0, costFen: 0, recordCount: 0 };
  const until = b.closedDate ?? chinaDay(ctx.now);
  return {
    id: b.id,
    manufacturerId: b.manufacturerId,
    kind: b.kind,
    name: b.name,
    rangeId: b.rangeId,
    plotId: b.plotId,
    placeName: b.placeName,
    breed: b.breed,
    startDate: b.startDate,
    headCount: b.headCount,
    deaths: st.deaths,
    alive: b.headCount === null ? null : Math.max(0, b.headCount - st.deaths - st.sold),
    ageDays: Math.max(0, daysBetween(b.startDate, until) + 1),
    costFen: st.costFen,
    recordCount: st.recordCount,
    closedDate: b.closedDate,
    note: b.note,
    createdAt: iso(b.createdAt),
  };
}

async function oneBatchView(ctx: AuthedCtx, b: BatchRow): Promise<BatchView> {
  return batchView(ctx, b, (await batchStats(ctx, [b.id])).get(b.id));
}

/** Where a batch lives: a poultry house for a flock, a plot for a crop. */
async function batchPlace(ctx: AuthedCtx, farmId: string, kind: BatchRow["kind"], input: { rangeId?: string; plotId?: string; headCount?: number }) {
  if (kind === "FLOCK") {
    if (!input.rangeId) throw invalid("rangeId", "请选择禽舍");
    if (input.headCount === undefined) throw invalid("headCount", "请填写入舍只数");
    const rangeId = input.rangeId;
    const r = await asField("rangeId", "禽舍", () => farmRange(ctx, rangeId));
    if (r.manufacturerId !== farmId) throw invalid("rangeId", "禽舍不存在或不属于当前农场");
    if (r.kind !== "POULTRY_HOUSE") throw invalid("rangeId", `“${r.name}”不是禽舍`);
    return { rangeId: r.id, plotId: null, placeName: r.name, headCount: input.headCount };
  }
  if (!input.plotId) throw invalid("plotId", "请选择地块");
  const plotId = input.plotId;
  const p = await asField("plotId", "地块", () => farmPlot(ctx, plotId));
  if (p.manufacturerId !== farmId) throw invalid("plotId", "地块不存在或不属于当前农场");
  return { rangeId: null, plotId: p.id, placeName: p.name, headCount: input.headCount ?? null };
}

export async function addBatch(ctx: AuthedCtx, input: BatchInput): Promise<BatchView> {
  const farm = await requireManufacturer(ctx);
  const place = await batchPlace(ctx, farm.id, input.kind, input);
  const [row] = await ctx.db
    .insert(farmBatch)
    .values({ manufacturerId: farm.id, kind: input.kind, name: input.name, breed: input.breed, startDate: input.startDate, note: input.note || null, ...place })
    .returning();
  return batchView(ctx, row, undefined);
}

export async function updateBatch(ctx: AuthedCtx, input: Omit<BatchInput, "kind"> & { id: string }): Promise<BatchView> {
  const farm = await requireManufacturer(ctx);
  return inTx(ctx, async (tx) => {
    const b = await ownedBatch(tx, farm.id, input.id, true);
    const place = await batchPlace(tx, farm.id, b.kind, input);
    if (b.closedDate && input.startDate > b.closedDate) throw invalid("startDate", "开始日期不能晚于结束日期");
    const [row] = await tx.db
      .update(farmBatch)
      .set({ name: input.name, breed: input.breed, startDate: input.startDate, note: input.note || null, ...place })
      .where(eq(farmBatch.id, b.id))
      .returning();
    return oneBatchView(tx, row);
  });
}

export async function removeBatch(ctx: AuthedCtx, id: string): Promise<null> {
  const farm = await requireManufacturer(ctx);
  return inTx(ctx, async (tx) => {
    const b = await ownedBatch(tx, farm.id, id, true);
    const n = await tx.db.$count(recordEntry, and(eq(recordEntry.batchId, b.id), isNull(recordEntry.deletedAt)));
    if (n > 0) throw conflict(`批次“${b.name}”已有 ${n} 条记录，请先删除记录或结束批次`);
    await emit(tx, "farmBatch.leaving", { batchId: b.id, name: b.name });
    await tx.db.update(farmBatch).set({ deletedAt: ctx.now }).where(eq(farmBatch.id, b.id));
    return null;
  });
}

export async function closeBatch(ctx: AuthedCtx, input: { id: string; closedDate: string }): Promise<BatchView> {
  const farm = await requireManufacturer(ctx);
  return inTx(ctx, async (tx) => {
    const b = await ownedBatch(tx, farm.id, input.id, true);
    if (b.closedDate) throw conflict(`批次“${b.name}”已于 ${b.closedDate} 结束`);
    if (input.closedDate < b.startDate) throw invalid("closedDate", `结束日期不能早于开始日期 ${b.startDate}`);
    if (input.closedDate > chinaDay(tx.now)) throw invalid("closedDate", "结束日期不能晚于今天");
    const [row] = await tx.db.update(farmBatch).set({ closedDate: input.closedDate }).where(and(eq(farmBatch.id, b.id), isNull(farmBatch.closedDate))).returning();
    return oneBatchView(tx, row);
  });
}

export async function batchById(ctx: AuthedCtx, id: string): Promise<BatchView> {
  const farm = await requireManufacturer(ctx);
  return oneBatchView(ctx, await ownedBatch(ctx, farm.id, id));
}

export async function batchPage(ctx: AuthedCtx, q: PageInput & { kind?: BatchRow["kind"]; keyword?: string; open?: boolean }): Promise<Page<BatchView>> {
  const farm = await requireManufacturer(ctx);
  const where = and(
    eq(farmBatch.manufacturerId, farm.id),
    isNull(farmBatch.deletedAt),
    q.kind ? eq(farmBatch.kind, q.kind) : undefined,
    q.keyword ? sql`(${contains(farmBatch.name, q.keyword)} or ${contains(farmBatch.breed, q.keyword)})` : undefined,
    q.open === undefined ? undefined : q.open ? isNull(farmBatch.closedDate) : isNotNull(farmBatch.closedDate),
  );
  const page = await pageTable(ctx, q, farmBatch, where, [desc(farmBatch.startDate), desc(farmBatch.id)], (r) => r);
  const stats = await batchStats(ctx, page.list.map((b) => b.id));
  return { ...page, list: page.list.map((b) => batchView(ctx, b, stats.get(b.id))) };
}

// ---------------------------------------------------------------------------------------------
// Record entries

interface Subject {
  name: string;
  batchId: string | null;
  rangeId: string | null;
}

/** The record's subject must be the farm's, fit the type's category and (a batch) be open. */
async function resolveSubject(ctx: AuthedCtx, farmId: string, category: RecordCategory, kind: RecordSubjectKind, subjectId: string, field: string): Promise<Subject> {
  if (kind === "BATCH") {
    const [b] = await ctx.db
      .select()
      .from(farmBatch)
      .where(and(eq(farmBatch.id, subjectId), eq(farmBatch.manufacturerId, farmId), isNull(farmBatch.deletedAt)));
    if (!b) throw invalid(field, "批次不存在或不属于当前农场");
    if ((b.kind === "FLOCK") !== (category === "HOUSE")) throw invalid(field, category === "HOUSE" ? "该记录类型只能记在禽群批次上" : "该记录类型只能记在作物批次上");
    if (b.closedDate) throw invalid(field, `批次“${b.name}”已于 ${b.closedDate} 结束，不能再添加记录`);
    return { name: b.name, batchId: b.id, rangeId: b.rangeId };
  }
  if (kind === "PLOT") {
    if (category !== "CROP") throw invalid(field, "禽舍记录不能记在地块上");
    const p = await asField(field, "地块", () => farmPlot(ctx, subjectId));
    if (p.manufacturerId !== farmId) throw invalid(field, "地块不存在或不属于当前农场");
    return { name: p.name, batchId: null, rangeId: null };
  }
  if (category !== "HOUSE") throw invalid(field, "种植记录不能记在禽舍上");
  const r = await asField(field, "禽舍", () => farmRange(ctx, subjectId));
  if (r.manufacturerId !== farmId) throw invalid(field, "禽舍不存在或不属于当前农场");
  if (r.kind !== "POULTRY_HOUSE") throw invalid(field, `“${r.name}”不是禽舍`);
  return { name: r.name, batchId: null, rangeId: r.id };
}

async function typeDefs(ctx: AuthedCtx, code: string): Promise<{ type: TypeRow; defs: DefRow[] }> {
  const type = await typeRow(ctx, code);
  const defs = await ctx.db.select().from(recordAttrDef).where(eq(recordAttrDef.typeCode, code)).orderBy(asc(recordAttrDef.sort));
  return { type, defs };
}

/** The definitions' check (shared with the browser), then what only the server knows: disease codes. */
async function checkValues(ctx: AuthedCtx, defs: DefRow[], values: RecordValues, prefix: string): Promise<void> {
  const [first] = checkRecordValues(defs, values);
  if (first) throw invalid(`${prefix}values.${first.key}`, first.message);
  for (const d of defs) {
    const v = values[d.key];
    if (d.type !== "DISEASE" || typeof v !== "string" || v === "") continue;
    const [hit] = await ctx.db
      .select({ code: diseaseClassify.code })
      .from(diseaseClassify)
      .where(and(eq(diseaseClassify.code, v), d.diseaseCategory ? eq(diseaseClassify.category, d.diseaseCategory) : undefined));
    if (!hit) throw invalid(`${prefix}values.${d.key}`, `${d.label}不在病害分类中`);
  }
}

const PURPOSE: Record<string, "FEEDING" | "MEDICATION" | "VACCINATION" | "FERTILISING" | "SPRAYING" | "SOWING" | "OTHER"> = {
  FEED: "FEEDING",
  MEDICATION: "MEDICATION",
  VACCINE: "VACCINATION",
  FERTILISE: "FERTILISING",
  SPRAY: "SPRAYING",
  SOWING: "SOWING",
};

/**
 * The stock-outs of the entry's material attributes (farm-material keeps quantities in thousandths of the
 * unit; the definitions allow at most 3 decimals, so `quantity * 1000` is an exact integer once rounded).
 */
async function makeStockOuts(ctx: AuthedCtx, entry: { id: string; typeCode: string; typeName: string; recordDate: string; batchId: string | null; subjectName: string }, rangeId: string | null, defs: DefRow[], values: RecordValues, prefix: string): Promise<number> {
  let cost = 0;
  for (const d of defs) {
    const v = values[d.key];
    if (d.type !== "MATERIAL" || v === null || typeof v !== "object") continue;
    const field = `${prefix}values.${d.key}`;
    let out: { id: string; costFen: number };
    try {
      out = await stockOut(ctx, {
        materialId: v.materialId,
        storeId: v.storeId,
        quantity: Math.round(v.quantity * 1000),
        refKind: RECORD_REF_KIND,
        refId: entry.id,
        date: entry.recordDate,
        // the stock-out list names what it was for: 喂料：1号鸡舍 …
        note: `${entry.typeName}：${entry.subjectName}`,
        category: d.materialCategory ?? undefined,
        purpose: PURPOSE[entry.typeCode] ?? "OTHER",
        rangeId,
      });
    } catch (e) {
      if (e instanceof BizError && e.code === Codes.VALIDATION) throw invalid(field, e.message.replace(/^[\w.[\]]+: /, ""));
      throw e;
    }
    await ctx.db.insert(recordMaterialUse).values({ entryId: entry.id, attrKey: d.key, batchId: entry.batchId, stockOutId: out.id, costFen: out.costFen });
    cost += out.costFen;
  }
  return cost;
}

export async function addRecords(ctx: AuthedCtx, input: { type: string; rows: RecordRowInput[] }): Promise<{ ids: string[] }> {
  const farm = await requireManufacturer(ctx);
  const { type, defs } = await typeDefs(ctx, input.type);
  const actor = await actorName(ctx);
  return inTx(ctx, async (tx) => {
    const ids: string[] = [];
    for (const [i, row] of input.rows.entries()) {
      const prefix = `rows.${i}.`;
      const subject = await resolveSubject(tx, farm.id, type.category, row.subjectKind, row.subjectId, `${prefix}subjectId`);
      await checkValues(tx, defs, row.values, prefix);
      const photos = await checkPhotos(tx, row.photos, `${prefix}photos`);
      const values = cleanValues(row.values);
      const id = newId();
      const entry = { id, typeCode: type.code, typeName: type.name, recordDate: row.recordDate, batchId: subject.batchId, subjectName: subject.name };
      await tx.db.insert(recordEntry).values({
        id,
        manufacturerId: farm.id,
        typeCode: type.code,
        subjectKind: row.subjectKind,
        subjectId: row.subjectId,
        subjectName: subject.name,
        batchId: subject.batchId,
        recordDate: row.recordDate,
        values,
        photos,
        note: row.note || null,
        createdByMemberId: ctx.member.memberId,
        createdByName: actor,
      });
      const cost = await makeStockOuts(tx, entry, subject.rangeId, defs, values, prefix);
      if (cost) await tx.db.update(recordEntry).set({ costFen: cost }).where(eq(recordEntry.id, id));
      const changes: RecordChangeRow[] = [
        { key: "recordDate", to: row.recordDate },
        ...Object.entries(values).map(([key, to]) => ({ key, to })),
      ];
      await tx.db.insert(recordEntryHistory).values({ entryId: id, version: 1, action: "CREATE", changes, actorMemberId: ctx.member.memberId, actorName: actor });
      ids.push(id);
    }
    return { ids };
  });
}

/** Values without the unfilled ones (null, ""), so "not filled" has one form. */
function cleanValues(values: RecordValues): RecordValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== ""));
}

const same = (a: RecordValue | undefined, b: RecordValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

async function ownedEntry(ctx: AuthedCtx, farmId: string, id: string, lock = false): Promise<EntryRow> {
  const q = ctx.db
    .select()
    .from(recordEntry)
    .where(and(eq(recordEntry.id, id), eq(recordEntry.manufacturerId, farmId), isNull(recordEntry.deletedAt)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("农事记录");
  return r;
}

export async function updateRecord(
  ctx: AuthedCtx,
  input: { id: string; recordDate: string; values: RecordValues; photos?: string[]; note?: string; reason?: string },
): Promise<RecordEntryView> {
  const farm = await requireManufacturer(ctx);
  const actor = await actorName(ctx);
  return inTx(ctx, async (tx) => {
    const e = await ownedEntry(tx, farm.id, input.id, true);
    const { type, defs } = await typeDefs(tx, e.typeCode);
    await checkValues(tx, defs, input.values, "");
    const photos = await checkPhotos(tx, input.photos, "photos");
    const values = cleanValues(input.values);
    const changes: RecordChangeRow[] = [];
    if (e.recordDate !== input.recordDate) changes.push({ key: "recordDate", from: e.recordDate, to: input.recordDate });
    for (const key of new Set([...Object.keys(e.values), ...Object.keys(values)])) {
      if (!same(e.values[key], values[key])) changes.push({ key, ...(key in e.values ? { from: e.values[key] } : {}), ...(key in values ? { to: values[key] } : {}) });
    }
    const note = input.note || null;
    if ((e.note ?? null) !== note) changes.push({ key: "note", ...(e.note ? { from: e.note } : {}), ...(note ? { to: note } : {}) });
    if (JSON.stringify(e.photos) !== JSON.stringify(photos)) changes.push({ key: "photos", from: e.photos.length, to: photos.length });
    if (!changes.length) return entryView(tx, e);
    let costFen = e.costFen;
    const materialsChanged = defs.some((d) => d.type === "MATERIAL" && !same(e.values[d.key], values[d.key])) || (e.recordDate !== input.recordDate && defs.some((d) => d.type === "MATERIAL" && values[d.key]));
    if (materialsChanged) {
      await giveBackStockOuts(tx, RECORD_REF_KIND, e.id);
      await tx.db.delete(recordMaterialUse).where(eq(recordMaterialUse.entryId, e.id));
      const rangeId = e.subjectKind === "RANGE" ? e.subjectId : e.batchId ? ((await tx.db.select({ r: farmBatch.rangeId }).from(farmBatch).where(eq(farmBatch.id, e.batchId)))[0]?.r ?? null) : null;
      costFen = await makeStockOuts(tx, { id: e.id, typeCode: e.typeCode, typeName: type.name, recordDate: input.recordDate, batchId: e.batchId, subjectName: e.subjectName }, rangeId, defs, values, "");
    }
    const [row] = await tx.db
      .update(recordEntry)
      .set({ recordDate: input.recordDate, values, photos, note, costFen, version: e.version + 1 })
      .where(and(eq(recordEntry.id, e.id), eq(recordEntry.version, e.version)))
      .returning();
    if (!row) throw conflict("记录已被修改，请刷新后重试");
    await tx.db.insert(recordEntryHistory).values({ entryId: e.id, version: row.version, action: "UPDATE", changes, reason: input.reason || null, actorMemberId: ctx.member.memberId, actorName: actor });
    return entryView(tx, row);
  });
}

export async function removeRecord(ctx: AuthedCtx, id: string): Promise<null> {
  const farm = await requireManufacturer(ctx);
  const actor = await actorName(ctx);
  return inTx(ctx, async (tx) => {
    const e = await ownedEntry(tx, farm.id, id, true);
    if (e.costFen > 0 || (await tx.db.$count(recordMaterialUse, eq(recordMaterialUse.entryId, e.id))) > 0) {
      await giveBackStockOuts(tx, RECORD_REF_KIND, e.id);
      await tx.db.delete(recordMaterialUse).where(eq(recordMaterialUse.entryId, e.id));
    }
    await tx.db.update(recordEntry).set({ deletedAt: ctx.now, version: e.version + 1 }).where(eq(recordEntry.id, e.id));
    await tx.db.insert(recordEntryHistory).values({ entryId: e.id, version: e.version + 1, action: "DELETE", changes: [], actorMemberId: ctx.member.memberId, actorName: actor });
    return null;
  });
}

async function typeNames(ctx: AuthedCtx): Promise<Map<string, TypeRow>> {
  const rows = await ctx.db.select().from(recordType);
  return new Map(rows.map((t) => [t.code, t]));
}

function toView(e: EntryRow, types: Map<string, TypeRow>): RecordEntryView {
  const t = types.get(e.typeCode);
  return {
    id: e.id,
    manufacturerId: e.manufacturerId,
    type: e.typeCode,
    typeName: t?.name ?? e.typeCode,
    typeNameEn: t?.nameEn ?? e.typeCode,
    subjectKind: e.subjectKind,
    subjectId: e.subjectId,
    subjectName: e.subjectName,
    batchId: e.batchId,
    recordDate: e.recordDate,
    values: e.values,
    photos: e.photos,
    note: e.note,
    costFen: e.costFen,
    version: e.version,
    createdByName: e.createdByName,
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  };
}

async function entryView(ctx: AuthedCtx, e: EntryRow): Promise<RecordEntryView> {
  return toView(e, await typeNames(ctx));
}

export async function recordById(ctx: AuthedCtx, id: string): Promise<RecordEntryView & { history: RecordHistoryEntry[] }> {
  const farm = await requireManufacturer(ctx);
  const e = await ownedEntry(ctx, farm.id, id);
  const [view, defs, hist] = await Promise.all([
    entryView(ctx, e),
    ctx.db.select().from(recordAttrDef).where(eq(recordAttrDef.typeCode, e.typeCode)),
    ctx.db.select().from(recordEntryHistory).where(eq(recordEntryHistory.entryId, e.id)).orderBy(desc(recordEntryHistory.version)),
  ]);
  const labels = new Map<string, string>([["recordDate", "记录日期"], ["note", "备注"], ["photos", "照片数"], ...defs.map((d): [string, string] => [d.key, d.label])]);
  return {
    ...view,
    history: hist.map((h) => ({
      id: h.id,
      version: h.version,
      action: h.action,
      changes: h.changes.map((c) => ({ key: c.key, label: labels.get(c.key) ?? c.key, ...("from" in c ? { from: c.from } : {}), ...("to" in c ? { to: c.to } : {}) })),
      reason: h.reason,
      actorName: h.actorName,
      createdAt: iso(h.createdAt),
    })),
  };
}

/** How far back the map's record heat looks by default. */
const HEAT_DAYS = 90;

/**
 * Records per plot of the caller's farm in a period (the map's heat layer): records made on the plot
 * and records of crop batches on it. Plots without records are left out.
 */
export async function plotHeat(ctx: AuthedCtx, q: { dateFrom?: string; dateTo?: string }): Promise<{ plotId: string; count: number; lastDate: string }[]> {
  const farm = await requireManufacturer(ctx);
  const to = q.dateTo ?? chinaDay(ctx.now);
  const from = q.dateFrom ?? chinaDay(new Date(Date.parse(`${to}T00:00:00Z`) - HEAT_DAYS * 86_400_000));
  if (from > to) throw invalid("dateTo", "结束日期不能早于开始日期");
  const plotId = sql<string | null>`coalesce(case when ${recordEntry.subjectKind} = 'PLOT' then ${recordEntry.subjectId} end, ${farmBatch.plotId})`;
  const rows = await ctx.db
    .select({ plotId, count: sql<number>`count(*)::int`, lastDate: sql<string>`max(${recordEntry.recordDate})::text` })
    .from(recordEntry)
    .leftJoin(farmBatch, eq(farmBatch.id, recordEntry.batchId))
    .where(and(eq(recordEntry.manufacturerId, farm.id), isNull(recordEntry.deletedAt), gte(recordEntry.recordDate, from), lte(recordEntry.recordDate, to)))
    .groupBy(plotId);
  return rows.flatMap((r) => (r.plotId ? [{ plotId: r.plotId, count: Number(r.count), lastDate: r.lastDate }] : []));
}

export async function recordPage(
  ctx: AuthedCtx,
  q: PageInput & { type?: string; subjectKind?: RecordSubjectKind; subjectId?: string; batchId?: string; dateFrom?: string; dateTo?: string },
): Promise<Page<RecordEntryView>> {
  const farm = await requireManufacturer(ctx);
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw invalid("dateTo", "结束日期不能早于开始日期");
  const conds: (SQL | undefined)[] = [
    eq(recordEntry.manufacturerId, farm.id),
    isNull(recordEntry.deletedAt),
    q.type ? eq(recordEntry.typeCode, q.type) : undefined,
    q.subjectKind ? eq(recordEntry.subjectKind, q.subjectKind) : undefined,
    q.subjectId ? eq(recordEntry.subjectId, q.subjectId) : undefined,
    q.batchId ? eq(recordEntry.batchId, q.batchId) : undefined,
    q.dateFrom ? gte(recordEntry.recordDate, q.dateFrom) : undefined,
    q.dateTo ? lte(recordEntry.recordDate, q.dateTo) : undefined,
  ];
  const where = and(...conds);
  const types = await typeNames(ctx);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db.select().from(recordEntry).where(where).orderBy(desc(recordEntry.recordDate), desc(recordEntry.id)).limit(limit).offset(offset);
      return rows.map((r) => toView(r, types));
    },
    () => ctx.db.$count(recordEntry, where),
  );
}
