/**
 * Where each farm is, for the weather module's forecasts and alerts (/farmingManage/weatherRemind, the
 * daily weather job): the farm's owner, name, type, county, own coordinates and the average centre of
 * its live plots. Read-only. Tables: manufacturer, land_plot.
 */
import { and, asc, avg, eq, isNull } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { landPlot } from "../modules/farm-land/schema";
import { manufacturer } from "../modules/manufacturer/schema";

type ReadCtx = Pick<Ctx, "db">;

export interface FarmPlace {
  id: string;
  boId: string;
  name: string;
  type: string;
  areaCode: string;
  areaName: string;
  lng: number | null;
  lat: number | null;
  plotLng: number | null;
  plotLat: number | null;
}

/** Live farms (all, or one by id), oldest first, with the average centre of their live plots. */
export async function farmPlaces(ctx: ReadCtx, farmId?: string): Promise<FarmPlace[]> {
  const farms = await ctx.db
    .select({
      id: manufacturer.id,
      boId: manufacturer.boId,
      name: manufacturer.name,
      type: manufacturer.type,
      areaCode: manufacturer.areaCode,
      areaName: manufacturer.areaName,
      lng: manufacturer.longitude,
      lat: manufacturer.latitude,
    })
    .from(manufacturer)
    .where(and(isNull(manufacturer.deletedAt), farmId ? eq(manufacturer.id, farmId) : undefined))
    .orderBy(asc(manufacturer.createdAt), asc(manufacturer.id));
  const centres = await ctx.db
    .select({ farmId: landPlot.manufacturerId, lng: avg(landPlot.centerLng).mapWith(Number), lat: avg(landPlot.centerLat).mapWith(Number) })
    .from(landPlot)
    .where(and(isNull(landPlot.deletedAt), farmId ? eq(landPlot.manufacturerId, farmId) : undefined))
    .groupBy(landPlot.manufacturerId);
  const byFarm = new Map(centres.map((c) => [c.farmId, c]));
  return farms.map((f) => {
    const c = byFarm.get(f.id);
    return { ...f, plotLng: c?.lng ?? null, plotLat: c?.lat ?? null };
  });
}
