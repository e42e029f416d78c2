/**
 * What a batch's trace (farm-trace module, /farmingManage/backManage and the public /trace/:code page)
 * reads of the farm: the batch, its farm, its house or plot, its records with their type names,
 * attribute definitions and disease names, and the materials that went into it. Read-only.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { farmBatch, diseaseClassify, recordAttrDef, recordEntry, recordMaterialUse, recordType } from "../modules/farm-record/schema";
import { farmMaterial, farmRange, materialCatalog, materialRecord } from "../modules/farm-material/schema";
import { landPlot } from "../modules/farm-land/schema";
import { manufacturer } from "../modules/manufacturer/schema";
import { farmWatchLog } from "../modules/farm-work/schema";
import type { WatchFinding } from "@qinlian/contract";

type ReadCtx = Pick<Ctx, "db">;

/** A live batch of the farm, or null (trace add / refresh). Table: farm_batch. */
export async function traceBatch(ctx: ReadCtx, farmId: string, batchId: string) {
  const [b] = await ctx.db
    .select()
    .from(farmBatch)
    .where(and(eq(farmBatch.id, batchId), eq(farmBatch.manufacturerId, farmId), isNull(farmBatch.deletedAt)));
  return b ?? null;
}

export type TraceBatchRow = NonNullable<Awaited<ReturnType<typeof traceBatch>>>;

/** The farm's public facts (name, area name, area, type). Table: manufacturer. */
export async function traceFarm(ctx: ReadCtx, farmId: string) {
  const [m] = await ctx.db
    .select({ name: manufacturer.name, areaName: manufacturer.areaName, areaMu: manufacturer.areaMu, type: manufacturer.type })
    .from(manufacturer)
    .where(eq(manufacturer.id, farmId));
  return m ?? null;
}

/** The batch's poultry house (farm_range) or plot (land_plot): name and size. */
export async function tracePlace(ctx: ReadCtx, b: TraceBatchRow) {
  if (b.plotId) {
    const [p] = await ctx.db.select({ name: landPlot.name, areaM2: landPlot.areaM2, areaMu: landPlot.areaMu }).from(landPlot).where(eq(landPlot.id, b.plotId));
    return { kind: "PLOT" as const, name: p?.name ?? b.placeName, areaM2: p?.areaM2 ?? null, areaMu: p?.areaMu ?? null };
  }
  const [r] = b.rangeId ? await ctx.db.select({ name: farmRange.name, areaM2: farmRange.areaM2 }).from(farmRange).where(eq(farmRange.id, b.rangeId)) : [];
  return { kind: "HOUSE" as const, name: r?.name ?? b.placeName, areaM2: r?.areaM2 ?? null, areaMu: null };
}

/** The batch's live records by date with their type's names. Tables: farm_record_entry, farm_record_type. */
export function traceRecords(ctx: ReadCtx, batchId: string) {
  return ctx.db
    .select({
      id: recordEntry.id,
      type: recordEntry.typeCode,
      typeName: recordType.name,
      typeNameEn: recordType.nameEn,
      typeSort: recordType.sort,
      recordDate: recordEntry.recordDate,
      values: recordEntry.values,
    })
    .from(recordEntry)
    .innerJoin(recordType, eq(recordType.code, recordEntry.typeCode))
    .where(and(eq(recordEntry.batchId, batchId), isNull(recordEntry.deletedAt)))
    .orderBy(asc(recordEntry.recordDate), asc(recordType.sort), asc(recordEntry.createdAt));
}

/** Attribute definitions of the given record types. Table: farm_record_attr_def. */
export function traceAttrDefs(ctx: ReadCtx, types: readonly string[]) {
  if (!types.length) return Promise.resolve([]);
  return ctx.db.select().from(recordAttrDef).where(inArray(recordAttrDef.typeCode, [...types])).orderBy(asc(recordAttrDef.typeCode), asc(recordAttrDef.sort));
}

/** Names of disease codes. Table: farm_disease_classify. */
export function traceDiseaseNames(ctx: ReadCtx, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return ctx.db.select({ code: diseaseClassify.code, name: diseaseClassify.name, nameEn: diseaseClassify.nameEn }).from(diseaseClassify).where(inArray(diseaseClassify.code, [...codes]));
}

/** Days before a flock's placement whose stock-outs to its house count as its inputs (house preparation, vaccines drawn ahead). */
export const HOUSE_LEAD_DAYS = 10;

/**
 * The materials that went into the batch: stock-outs made with its records (farm_record_material_use),
 * and for a flock the stock-outs to its house from HOUSE_LEAD_DAYS before placement until its end
 * (or `today`) that no record claims. Tables: material_record, farm_material, material_catalog,
 * farm_record_material_use.
 */
export async function traceInputs(ctx: ReadCtx, b: TraceBatchRow, today: string) {
  const byRecord = ctx.db.select({ id: recordMaterialUse.stockOutId }).from(recordMaterialUse).where(eq(recordMaterialUse.batchId, b.id));
  const from = new Date(Date.parse(`${b.startDate}T00:00:00Z`) - HOUSE_LEAD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const until = b.closedDate ?? today;
  const toHouse = b.rangeId
    ? and(eq(materialRecord.rangeId, b.rangeId), isNull(materialRecord.refKind), gte(materialRecord.date, from), lte(materialRecord.date, until))
    : undefined;
  return ctx.db
    .select({
      date: materialRecord.date,
      name: materialCatalog.name,
      category: materialCatalog.category,
      brand: materialCatalog.brand,
      maker: materialCatalog.maker,
      unit: materialCatalog.unit,
      quantity: materialRecord.quantity,
      batchNo: materialRecord.batchNo,
    })
    .from(materialRecord)
    .innerJoin(farmMaterial, eq(farmMaterial.id, materialRecord.materialId))
    .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
    .where(and(eq(materialRecord.manufacturerId, b.manufacturerId), eq(materialRecord.kind, "OUT"), or(inArray(materialRecord.id, byRecord), toHouse ?? sql`false`)))
    .orderBy(asc(materialRecord.date), asc(materialRecord.createdAt));
}

/** What an inspection found, in words (farm-work's watch findings). */
const FINDING: Record<WatchFinding, [string, string]> = {
  NORMAL: ["正常", "Normal"],
  PEST: ["虫害", "Pests"],
  DISEASE: ["病害", "Disease"],
  EQUIPMENT: ["设施设备", "Equipment"],
  OTHER: ["其他", "Other"],
};

/**
 * Inspections (巡查) of the batch's house or plot while the batch was there: farm-work's watch logs
 * (巡田/巡舍日志) on its plot or its house from its start to its end (or `today`), oldest first.
 * Who inspected and the follow-up stay private. Table: farm_watch_log.
 */
export async function traceInspections(ctx: ReadCtx, b: TraceBatchRow, today: string): Promise<{ date: string; finding: string; findingEn: string; text: string }[]> {
  const where = b.plotId ? eq(farmWatchLog.plotId, b.plotId) : b.rangeId ? and(eq(farmWatchLog.subjectKind, "RANGE"), eq(farmWatchLog.subjectId, b.rangeId)) : undefined;
  if (!where) return [];
  const rows = await ctx.db
    .select({ date: farmWatchLog.logDate, finding: farmWatchLog.finding, text: farmWatchLog.description })
    .from(farmWatchLog)
    .where(and(eq(farmWatchLog.manufacturerId, b.manufacturerId), isNull(farmWatchLog.deletedAt), where, gte(farmWatchLog.logDate, b.startDate), lte(farmWatchLog.logDate, b.closedDate ?? today)))
    .orderBy(asc(farmWatchLog.logDate), asc(farmWatchLog.createdAt));
  return rows.map((r) => ({ date: r.date, finding: FINDING[r.finding][0], findingEn: FINDING[r.finding][1], text: r.text ?? "" }));
}
