import { eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import type { DomainEvents } from "../../kit/events";
import { conflict } from "../../kit/errors";
import { farmTrace } from "./schema";

/** A batch with a trace is not deleted from under it (its public page would outlive it): delete the trace first. */
export async function refuseDeletingTracedBatch(ctx: Ctx, p: DomainEvents["farmBatch.leaving"]): Promise<void> {
  const [t] = await ctx.db.select({ id: farmTrace.id }).from(farmTrace).where(eq(farmTrace.batchId, p.batchId)).limit(1);
  if (t) throw conflict(`批次“${p.name}”有溯源档案，请先在溯源管理中删除它`);
}
