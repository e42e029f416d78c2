import type { DomainEvents } from "../../kit/events";

declare module "../../kit/events" {
  interface DomainEvents {
    /**
     * A batch is about to be deleted, in the delete's transaction: a module that still refers to it (a
     * published trace, pending reminders) refuses by throwing.
     */
    "farmBatch.leaving": { batchId: string; name: string };
  }
}
import { and, eq, isNull } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { farmBatch } from "./schema";

/**
 * A poultry house with a flock still in it stays a house: farm-material asks before a place changes
 * its kind or is deleted ("farmRange.leaving", in its transaction), and this refuses while an open
 * flock batch is placed there (close the batch first: 出栏/结束批次).
 */
export async function refuseLeavingWithOpenFlock(ctx: Ctx, p: DomainEvents["farmRange.leaving"]): Promise<void> {
  const [open] = await ctx.db
    .select({ name: farmBatch.name })
    .from(farmBatch)
    .where(and(eq(farmBatch.rangeId, p.rangeId), isNull(farmBatch.closedDate), isNull(farmBatch.deletedAt)))
    .limit(1);
  if (!open) return;
  const why = `“${p.name}”还有未结束的批次“${open.name}”，请先结束批次`;
  throw p.to === "DELETED" ? conflict(`${why}后再删除`) : invalid("kind", `${why}后再改类型`);
}
