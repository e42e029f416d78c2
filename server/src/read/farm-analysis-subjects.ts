/**
 * What the bookkeeping form (farm-book add / upd) and the analysis filters read of farm-record's
 * batches and disease classification: a batch of a farm by id (farm_batch) and a disease by code
 * (farm_disease_classify). Read-only; batches change only through modules/farm-record.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { diseaseClassify, farmBatch } from "../modules/farm-record/schema";

type ReadCtx = Pick<Ctx, "db">;

export interface FarmBatchFacts {
  id: string;
  kind: "FLOCK" | "CROP";
  name: string;
  rangeId: string | null;
  plotId: string | null;
  startDate: string;
  closedDate: string | null;
}

/** A live batch of the farm, or null (bookkeeping entries, analysis batch filter). Table: farm_batch. */
export async function batchOfFarm(ctx: ReadCtx, farmId: string, batchId: string): Promise<FarmBatchFacts | null> {
  const [b] = await ctx.db
    .select({ id: farmBatch.id, kind: farmBatch.kind, name: farmBatch.name, rangeId: farmBatch.rangeId, plotId: farmBatch.plotId, startDate: farmBatch.startDate, closedDate: farmBatch.closedDate })
    .from(farmBatch)
    .where(and(eq(farmBatch.id, batchId), eq(farmBatch.manufacturerId, farmId), isNull(farmBatch.deletedAt)));
  return b ?? null;
}

/** A disease of the classification by code, or null (病虫害 entries). Table: farm_disease_classify. */
export async function diseaseByCode(ctx: ReadCtx, code: string): Promise<{ code: string; name: string; nameEn: string; category: "POULTRY" | "CROP" } | null> {
  const [d] = await ctx.db
    .select({ code: diseaseClassify.code, name: diseaseClassify.name, nameEn: diseaseClassify.nameEn, category: diseaseClassify.category })
    .from(diseaseClassify)
    .where(eq(diseaseClassify.code, code));
  return d ?? null;
}
