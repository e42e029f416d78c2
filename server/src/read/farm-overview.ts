/**
 * Read-only counts over one farm's rows in the other farm modules (farm-land, farm-record,
 * farm-material, farm-book, farm-plan, farm-trace, farm-work): what a farm still holds (deleting it is refused while it holds any) and the
 * figures of the farm home. Only reads.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { landPlot } from "../modules/farm-land/schema";
import { farmMaterial, materialCatalog, materialStock } from "../modules/farm-material/schema";
import { farmBatch, recordEntry } from "../modules/farm-record/schema";
import { bookEntry } from "../modules/farm-book/schema";
import { planListing } from "../modules/farm-plan/schema";
import { farmTrace } from "../modules/farm-trace/schema";
import { farmGrowLog, farmWatchLog, farmWorkTask } from "../modules/farm-work/schema";

/**
 * Serves manufacturer delById (both /api/basic/manage and /api/pdmg/base): the farm's live plots
 * (land_plot), live batches (farm_batch), live record entries (farm_record_entry), stock lines with
 * a quantity (material_stock), book entries (farm_book_entry), traces, published or not (farm_trace: a
 * published one must not outlive its farm), pending reminders (farm_plan_listing: they would still be
 * sent), open field work and growth/watch logs (farm-work's tables).
 */
export interface FarmHoldings {
  plots: number;
  batches: number;
  records: number;
  stockLines: number;
  bookEntries: number;
  traces: number;
  pendingReminders: number;
  openWork: number;
  logs: number;
}

export async function farmHoldings(ctx: Ctx, manufacturerId: string): Promise<FarmHoldings> {
  const of = manufacturerId;
  const [plots, batches, records, stockLines, bookEntries, traces, pendingReminders, openWork, growLogs, watchLogs] = await Promise.all([
    ctx.db.$count(landPlot, and(eq(landPlot.manufacturerId, of), isNull(landPlot.deletedAt))),
    ctx.db.$count(farmBatch, and(eq(farmBatch.manufacturerId, of), isNull(farmBatch.deletedAt))),
    ctx.db.$count(recordEntry, and(eq(recordEntry.manufacturerId, of), isNull(recordEntry.deletedAt))),
    ctx.db.$count(materialStock, and(eq(materialStock.manufacturerId, of), gt(materialStock.quantity, 0))),
    ctx.db.$count(bookEntry, and(eq(bookEntry.manufacturerId, of), isNull(bookEntry.deletedAt))),
    ctx.db.$count(farmTrace, eq(farmTrace.manufacturerId, of)),
    ctx.db.$count(planListing, and(eq(planListing.manufacturerId, of), eq(planListing.state, "PENDING"))),
    ctx.db.$count(farmWorkTask, and(eq(farmWorkTask.manufacturerId, of), isNull(farmWorkTask.deletedAt), inArray(farmWorkTask.state, ["TODO", "DOING"]))),
    ctx.db.$count(farmGrowLog, and(eq(farmGrowLog.manufacturerId, of), isNull(farmGrowLog.deletedAt))),
    ctx.db.$count(farmWatchLog, and(eq(farmWatchLog.manufacturerId, of), isNull(farmWatchLog.deletedAt))),
  ]);
  return { plots, batches, records, stockLines, bookEntries, traces, pendingReminders, openWork, logs: growLogs + watchLogs };
}

/** Serves the farm home (farmWork.farmSummary): the farm's live plots, their area and how many are GROWING (land_plot). */
export async function farmPlotFigures(ctx: Ctx, manufacturerId: string): Promise<{ count: number; areaMu: number; growing: number }> {
  const [r] = await ctx.db
    .select({
      count: sql<string>`count(*)`,
      areaMu: sql<string>`coalesce(sum(${landPlot.areaMu}), 0)`,
      growing: sql<string>`count(*) filter (where ${landPlot.state} = 'GROWING')`,
    })
    .from(landPlot)
    .where(and(eq(landPlot.manufacturerId, manufacturerId), isNull(landPlot.deletedAt), sql`${landPlot.state} <> 'ARCHIVED'`));
  return { count: Number(r?.count ?? 0), areaMu: Math.round(Number(r?.areaMu ?? 0) * 100) / 100, growing: Number(r?.growing ?? 0) };
}

/** Serves the farm home: the number of open batches (farm_batch without a closed date). */
export function openBatchCount(ctx: Ctx, manufacturerId: string): Promise<number> {
  return ctx.db.$count(farmBatch, and(eq(farmBatch.manufacturerId, manufacturerId), isNull(farmBatch.deletedAt), isNull(farmBatch.closedDate)));
}

/**
 * Serves the farm home's low-stock warning: the farm's materials (farm_material + material_catalog)
 * whose stock summed over stores and batches (material_stock) is below their threshold, at most 10.
 */
export async function lowStockMaterials(ctx: Ctx, manufacturerId: string): Promise<{ id: string; name: string; unit: string; stock: number; lowStock: number }[]> {
  const stock = sql<string>`coalesce((select sum(${materialStock.quantity}) from ${materialStock} where ${materialStock.materialId} = ${farmMaterial.id}), 0)`;
  const rows = await ctx.db
    .select({ id: farmMaterial.id, name: materialCatalog.name, unit: materialCatalog.unit, lowStock: farmMaterial.lowStock, stock })
    .from(farmMaterial)
    .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
    .where(and(eq(farmMaterial.manufacturerId, manufacturerId), isNull(farmMaterial.deletedAt), isNotNull(farmMaterial.lowStock), lt(stock, farmMaterial.lowStock)))
    .orderBy(asc(materialCatalog.name))
    .limit(10);
  return rows.map((r) => ({ id: r.id, name: r.name, unit: r.unit, stock: Number(r.stock), lowStock: r.lowStock ?? 0 }));
}

/**
 * Serves field work, growth logs and the farm home (farm-work): a batch of the farm (farm_batch), or
 * null when it is not the farm's (another farm's, deleted).
 */
export async function batchOfFarm(
  ctx: Ctx,
  manufacturerId: string,
  batchId: string,
): Promise<{ id: string; name: string; kind: "FLOCK" | "CROP"; plotId: string | null; rangeId: string | null; placeName: string; startDate: string; closedDate: string | null } | null> {
  const [b] = await ctx.db
    .select({
      id: farmBatch.id,
      name: farmBatch.name,
      kind: farmBatch.kind,
      plotId: farmBatch.plotId,
      rangeId: farmBatch.rangeId,
      placeName: farmBatch.placeName,
      startDate: farmBatch.startDate,
      closedDate: farmBatch.closedDate,
    })
    .from(farmBatch)
    .where(and(eq(farmBatch.id, batchId), eq(farmBatch.manufacturerId, manufacturerId), isNull(farmBatch.deletedAt)));
  return b ?? null;
}
