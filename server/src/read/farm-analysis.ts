/**
 * The analysis screens' aggregates (/farmingManage/nyDatas … zzDatas, /farmingManageMap/dataAnalysis/:id;
 * calls farmAnalysis.sel*Datas): monthly sums over one farm's record entries and batches (farm-record:
 * farm_record_entry, farm_batch), stock-outs and their materials (farm-material: material_record,
 * farm_material, material_catalog) and bookkeeping entries (farm-book: farm_book_entry). Read-only;
 * every sum is computed by PostgreSQL (money in fen, exact), grouped by the month of the China
 * calendar day each row is dated.
 */
import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { bookEntry } from "../modules/farm-book/schema";
import { farmMaterial, materialCatalog, materialRecord } from "../modules/farm-material/schema";
import { farmBatch, recordEntry } from "../modules/farm-record/schema";

type ReadCtx = Pick<Ctx, "db">;

/** What an analysis reads: one farm, a period [from, toExcl) of China days, optionally a plot or a batch. */
export interface AnalysisScope {
  farmId: string;
  from: string;
  /** The first day after the period. */
  toExcl: string;
  plotId?: string;
  /** A batch with its place and the days it lived there (end: closed day or today). */
  batch?: { id: string; rangeId: string | null; startDate: string; endDate: string };
}

/** A number per key per month. */
export type Monthly = Map<string, Record<string, number | null>>;

/** The refKind farm-record's stock-outs carry (farm-record RECORD_REF_KIND). */
const RECORD_REF = "FARM_RECORD";

const num = (key: string) => sql`coalesce((${recordEntry.values}->>${key})::numeric, 0)`;
const recMonth = sql<string>`to_char(${recordEntry.recordDate}, 'YYYY-MM')`;

/** The record entries in scope (any date when `dated` is false). */
function recordWhere(s: AnalysisScope, dated = true): SQL | undefined {
  return and(
    eq(recordEntry.manufacturerId, s.farmId),
    isNull(recordEntry.deletedAt),
    dated ? gte(recordEntry.recordDate, s.from) : undefined,
    dated ? lt(recordEntry.recordDate, s.toExcl) : undefined,
    s.batch ? eq(recordEntry.batchId, s.batch.id) : undefined,
    s.plotId
      ? or(
          and(eq(recordEntry.subjectKind, "PLOT"), eq(recordEntry.subjectId, s.plotId)),
          inArray(recordEntry.batchId, sql`(select ${farmBatch.id} from ${farmBatch} where ${farmBatch.plotId} = ${s.plotId} and ${farmBatch.manufacturerId} = ${s.farmId})`),
        )
      : undefined,
  );
}

function toMonthly(rows: Record<string, unknown>[]): Monthly {
  const out: Monthly = new Map();
  for (const r of rows) {
    const { month, ...rest } = r;
    out.set(String(month), Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v === null ? null : Number(v)])));
  }
  return out;
}

async function recordMonthly(ctx: ReadCtx, s: AnalysisScope, cols: Record<string, SQL>, types?: readonly string[]): Promise<Monthly> {
  const sel = Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, sql<string>`${v}`]));
  const rows = await ctx.db
    .select({ month: recMonth, ...sel })
    .from(recordEntry)
    .where(and(recordWhere(s), types ? inArray(recordEntry.typeCode, [...types]) : undefined))
    .groupBy(recMonth)
    .orderBy(recMonth);
  return toMonthly(rows);
}

const sumOf = (type: string, key: string) => sql`coalesce(sum(case when ${recordEntry.typeCode} = ${type} then ${num(key)} else 0 end), 0)`;
const countOf = (type: string) => sql`count(*) filter (where ${recordEntry.typeCode} = ${type})`;

/** SPRAY records per month: times, area (mu), spray volume (L). Table: farm_record_entry. */
export const sprayMonthly = (ctx: ReadCtx, s: AnalysisScope) =>
  recordMonthly(ctx, s, { times: countOf("SPRAY"), areaMu: sumOf("SPRAY", "areaMu"), liquidL: sumOf("SPRAY", "liquidL") }, ["SPRAY"]);

/** FERTILISE records per month: times, amount (kg), area (mu). Table: farm_record_entry. */
export const fertiliseMonthly = (ctx: ReadCtx, s: AnalysisScope) =>
  recordMonthly(ctx, s, { times: countOf("FERTILISE"), amountKg: sumOf("FERTILISE", "amountKg"), areaMu: sumOf("FERTILISE", "areaMu") }, ["FERTILISE"]);

/**
 * The production sums per month (种养, 销售, 农机): chicks placed, deaths and culls, birds sold and their
 * weight, eggs, feed, harvest, irrigation hours, and the month's last weighing (mean g). Table:
 * farm_record_entry.
 */
export const productionMonthly = (ctx: ReadCtx, s: AnalysisScope) =>
  recordMonthly(ctx, s, {
    intake: sumOf("INTAKE", "birds"),
    deaths: sql`${sumOf("MORTALITY", "deaths")} + ${sumOf("MORTALITY", "culls")}`,
    sold: sumOf("SALE", "heads"),
    soldKg: sumOf("SALE", "totalKg"),
    eggs: sumOf("EGG", "eggs"),
    feedKg: sumOf("FEED", "feedKg"),
    harvestKg: sumOf("HARVEST", "yieldKg"),
    irrigateHours: sumOf("IRRIGATE", "hours"),
    weightG: sql`(array_agg((${recordEntry.values}->>'avgWeightG')::numeric order by ${recordEntry.recordDate} desc, ${recordEntry.createdAt} desc) filter (where ${recordEntry.typeCode} = 'WEIGHT'))[1]`,
  });

/** One row per name (a text attribute) of one record type: times and sums of numeric attributes. Table: farm_record_entry. */
export async function recordsByName(ctx: ReadCtx, s: AnalysisScope, type: string, nameKey: string, sumKeys: readonly string[]): Promise<{ name: string; values: Record<string, number> }[]> {
  // the key is one of ours, written into the statement so the select and the group by are the same expression
  if (!/^[A-Za-z]+$/.test(nameKey)) throw new Error(`recordsByName: bad key ${nameKey}`);
  const name = sql<string>`coalesce(nullif(${recordEntry.values}->>${sql.raw(`'${nameKey}'`)}, ''), '—')`;
  const sums = Object.fromEntries(sumKeys.map((k) => [k, sql<string>`coalesce(sum(${num(k)}), 0)`]));
  const rows = await ctx.db
    .select({ name, times: sql<string>`count(*)`, ...sums })
    .from(recordEntry)
    .where(and(recordWhere(s), eq(recordEntry.typeCode, type)))
    .groupBy(name)
    .orderBy(sql`count(*) desc`, name);
  return rows.map((r) => {
    const { name: n, ...rest } = r as Record<string, unknown>;
    return { name: String(n), values: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Number(v)])) };
  });
}

/**
 * The farm's stock-outs in scope: with a plot, those made with its records; with a batch, those made
 * with its records and the other stock-outs to its poultry house while it lived there.
 */
function stockOutWhere(s: AnalysisScope): SQL | undefined {
  const fromRecords = and(eq(materialRecord.refKind, RECORD_REF), inArray(materialRecord.refId, sql`(select ${recordEntry.id} from ${recordEntry} where ${recordWhere(s, false)})`));
  let scoped: SQL | undefined;
  if (s.plotId) scoped = fromRecords;
  else if (s.batch) {
    const house = s.batch.rangeId
      ? and(sql`${materialRecord.refKind} is distinct from ${RECORD_REF}`, eq(materialRecord.rangeId, s.batch.rangeId), gte(materialRecord.date, s.batch.startDate), sql`${materialRecord.date} <= ${s.batch.endDate}`)
      : undefined;
    scoped = house ? or(fromRecords, house) : fromRecords;
  }
  return and(eq(materialRecord.manufacturerId, s.farmId), eq(materialRecord.kind, "OUT"), gte(materialRecord.date, s.from), lt(materialRecord.date, s.toExcl), scoped);
}

/**
 * Stock-out cost (fen) per month, optionally only of some material categories or purposes (either
 * matches). Tables: material_record, farm_material, material_catalog (and farm_record_entry, farm_batch for the scope).
 */
export async function stockOutMonthly(ctx: ReadCtx, s: AnalysisScope, only?: { categories?: readonly string[]; purposes?: readonly string[] }): Promise<Monthly> {
  const month = sql<string>`to_char(${materialRecord.date}, 'YYYY-MM')`;
  const kinds = only
    ? or(
        only.categories?.length ? inArray(materialCatalog.category, only.categories as (typeof materialCatalog.category._.data)[]) : undefined,
        only.purposes?.length ? inArray(materialRecord.purpose, only.purposes as NonNullable<typeof materialRecord.purpose._.data>[]) : undefined,
      )
    : undefined;
  const rows = await ctx.db
    .select({ month, costFen: sql<string>`coalesce(sum(${materialRecord.costFen}), 0)`, count: sql<string>`count(*)` })
    .from(materialRecord)
    .innerJoin(farmMaterial, eq(farmMaterial.id, materialRecord.materialId))
    .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
    .where(and(stockOutWhere(s), kinds))
    .groupBy(month)
    .orderBy(month);
  return toMonthly(rows);
}

/** Bookkeeping entries in scope. */
function bookWhere(s: AnalysisScope): SQL | undefined {
  return and(
    eq(bookEntry.manufacturerId, s.farmId),
    isNull(bookEntry.deletedAt),
    gte(bookEntry.date, s.from),
    lt(bookEntry.date, s.toExcl),
    s.plotId ? eq(bookEntry.plotId, s.plotId) : undefined,
    s.batch ? eq(bookEntry.batchId, s.batch.id) : undefined,
  );
}

/**
 * Bookkeeping per month: income and expense (JZB, optionally of one category), labour days, JZB
 * entries, output value (CC) and losses (BCH). Table: farm_book_entry.
 */
export async function bookMonthly(ctx: ReadCtx, s: AnalysisScope, category?: string): Promise<Monthly> {
  const month = sql<string>`to_char(${bookEntry.date}, 'YYYY-MM')`;
  const jzb = category ? sql`${bookEntry.kind} = 'JZB' and ${bookEntry.category} = ${category}` : sql`${bookEntry.kind} = 'JZB'`;
  const rows = await ctx.db
    .select({
      month,
      incomeFen: sql<string>`coalesce(sum(${bookEntry.amountFen}) filter (where ${jzb} and ${bookEntry.direction} = 'INCOME'), 0)`,
      expenseFen: sql<string>`coalesce(sum(${bookEntry.amountFen}) filter (where ${jzb} and ${bookEntry.direction} = 'EXPENSE'), 0)`,
      laborDays: sql<string>`coalesce(sum(${bookEntry.laborDays}) filter (where ${jzb}), 0)`,
      entries: sql<string>`count(*) filter (where ${jzb})`,
      valueFen: sql<string>`coalesce(sum(${bookEntry.valueFen}) filter (where ${bookEntry.kind} = 'CC'), 0)`,
      lossFen: sql<string>`coalesce(sum(${bookEntry.lossFen}) filter (where ${bookEntry.kind} = 'BCH'), 0)`,
    })
    .from(bookEntry)
    .where(bookWhere(s))
    .groupBy(month)
    .orderBy(month);
  return toMonthly(rows);
}

/** JZB sums per direction and category. Table: farm_book_entry. */
export async function bookByCategory(ctx: ReadCtx, s: AnalysisScope): Promise<{ direction: string; category: string; amountFen: number; count: number }[]> {
  const rows = await ctx.db
    .select({ direction: bookEntry.direction, category: bookEntry.category, amountFen: sql<string>`coalesce(sum(${bookEntry.amountFen}), 0)`, count: sql<string>`count(*)` })
    .from(bookEntry)
    .where(and(bookWhere(s), eq(bookEntry.kind, "JZB")))
    .groupBy(bookEntry.direction, bookEntry.category)
    .orderBy(bookEntry.direction, sql`sum(${bookEntry.amountFen}) desc`);
  return rows.map((r) => ({ direction: r.direction ?? "", category: r.category ?? "", amountFen: Number(r.amountFen), count: Number(r.count) }));
}

/** JZB entries of one category per counterparty: amount, labour days, entries. Table: farm_book_entry. */
export async function bookByCounterparty(ctx: ReadCtx, s: AnalysisScope, category: string): Promise<{ name: string; amountFen: number; laborDays: number; count: number }[]> {
  const name = sql<string>`coalesce(nullif(${bookEntry.counterparty}, ''), '—')`;
  const rows = await ctx.db
    .select({ name, amountFen: sql<string>`coalesce(sum(${bookEntry.amountFen}), 0)`, laborDays: sql<string>`coalesce(sum(${bookEntry.laborDays}), 0)`, count: sql<string>`count(*)` })
    .from(bookEntry)
    .where(and(bookWhere(s), eq(bookEntry.kind, "JZB"), eq(bookEntry.category, category as NonNullable<typeof bookEntry.category._.data>)))
    .groupBy(name)
    .orderBy(sql`sum(${bookEntry.amountFen}) desc`, name);
  return rows.map((r) => ({ name: r.name, amountFen: Number(r.amountFen), laborDays: Number(r.laborDays), count: Number(r.count) }));
}

/** CC outputs per product and unit: quantity (thousandths), value (fen), entries. Table: farm_book_entry. */
export async function outputsByProduct(ctx: ReadCtx, s: AnalysisScope): Promise<{ product: string; unit: string; quantity: number; valueFen: number; count: number }[]> {
  const rows = await ctx.db
    .select({ product: sql<string>`coalesce(${bookEntry.product}, '—')`, unit: sql<string>`coalesce(${bookEntry.unit}, '')`, quantity: sql<string>`coalesce(sum(${bookEntry.quantity}), 0)`, valueFen: sql<string>`coalesce(sum(${bookEntry.valueFen}), 0)`, count: sql<string>`count(*)` })
    .from(bookEntry)
    .where(and(bookWhere(s), eq(bookEntry.kind, "CC")))
    .groupBy(bookEntry.product, bookEntry.unit)
    .orderBy(sql`sum(${bookEntry.valueFen}) desc nulls last`, bookEntry.product);
  return rows.map((r) => ({ product: r.product, unit: r.unit, quantity: Number(r.quantity), valueFen: Number(r.valueFen), count: Number(r.count) }));
}

/**
 * Per batch with records in scope: its head count and the period's chicks placed, deaths, birds sold,
 * feed, eggs, harvest and the last weighing. Tables: farm_record_entry, farm_batch.
 */
export async function productionByBatch(ctx: ReadCtx, s: AnalysisScope): Promise<{ id: string; name: string; kind: string; headCount: number | null; values: Record<string, number | null> }[]> {
  const rows = await ctx.db
    .select({
      id: farmBatch.id,
      name: farmBatch.name,
      kind: farmBatch.kind,
      headCount: farmBatch.headCount,
      startDate: farmBatch.startDate,
      intake: sql<string>`${sumOf("INTAKE", "birds")}`,
      deaths: sql<string>`${sumOf("MORTALITY", "deaths")} + ${sumOf("MORTALITY", "culls")}`,
      sold: sql<string>`${sumOf("SALE", "heads")}`,
      feedKg: sql<string>`${sumOf("FEED", "feedKg")}`,
      eggs: sql<string>`${sumOf("EGG", "eggs")}`,
      harvestKg: sql<string>`${sumOf("HARVEST", "yieldKg")}`,
      weightG: sql<string | null>`(array_agg((${recordEntry.values}->>'avgWeightG')::numeric order by ${recordEntry.recordDate} desc, ${recordEntry.createdAt} desc) filter (where ${recordEntry.typeCode} = 'WEIGHT'))[1]`,
    })
    .from(recordEntry)
    .innerJoin(farmBatch, eq(farmBatch.id, recordEntry.batchId))
    .where(recordWhere(s))
    .groupBy(farmBatch.id)
    .orderBy(sql`${farmBatch.startDate} desc`, farmBatch.id);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    headCount: r.headCount,
    values: {
      intake: Number(r.intake),
      deaths: Number(r.deaths),
      sold: Number(r.sold),
      feedKg: Number(r.feedKg),
      eggs: Number(r.eggs),
      harvestKg: Number(r.harvestKg),
      weightG: r.weightG === null ? null : Number(r.weightG),
    },
  }));
}
