import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import type { DomainEvents } from "../../kit/events";
import { conflict } from "../../kit/errors";
import { planListing } from "./schema";

/** A batch with pending reminders is not deleted (they would still be sent about it): cancel them first. */
export async function refuseDeletingRemindedBatch(ctx: Ctx, p: DomainEvents["farmBatch.leaving"]): Promise<void> {
  const n = await ctx.db.$count(planListing, and(eq(planListing.subjectKind, "BATCH"), eq(planListing.subjectId, p.batchId), eq(planListing.state, "PENDING")));
  if (n) throw conflict(`批次“${p.name}”还有 ${n} 条待办提醒，请先在生产提醒中取消`);
}
