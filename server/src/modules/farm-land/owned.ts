import type { Manufacturer } from "@qinlian/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { AuthedCtx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { requireManufacturer } from "../manufacturer";
import { landPlot } from "./schema";

export type PlotRow = typeof landPlot.$inferSelect;

export const livePlot = isNull(landPlot.deletedAt);

/** Plots of the caller's current farm (its default manufacturer, owned by the caller's identity). */
export const onFarm = (ctx: AuthedCtx, farm: Manufacturer) => and(eq(landPlot.boId, ctx.member.boId), eq(landPlot.manufacturerId, farm.id), livePlot);

/** The plot row if it is on the caller's current farm (else NOT_FOUND; no farm → 002102). */
export async function ownedPlot(ctx: AuthedCtx, id: string, lock = false): Promise<PlotRow> {
  const farm = await requireManufacturer(ctx);
  const q = ctx.db
    .select()
    .from(landPlot)
    .where(and(eq(landPlot.id, id), onFarm(ctx, farm)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("地块");
  return r;
}
