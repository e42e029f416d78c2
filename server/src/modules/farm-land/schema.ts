import { irrigationType, plotState, plotUse, soilType, yieldUnit, type PlotGeometry } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { date, doublePrecision, index, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { audit, deletedAt, enumText, idColumn } from "../../kit/columns";

/**
 * A land plot (地块; the spec's "base info") of a farm (manufacturer) owned by an identity (boId).
 * `geometry` is what the member drew (a GeoJSON Polygon or a circle); the area (whole m² and mu with two
 * decimals) and the centre are computed by the server from it (farm-land/geometry.ts) at every write.
 * States: farm-land/machine.ts. Other farm modules refer to plots by id, so deleting only marks the row.
 */
export const landPlot = pgTable(
  "land_plot",
  {
    id: idColumn(),
    boId: text().notNull(),
    manufacturerId: text().notNull(),
    name: text().notNull(),
    geometry: jsonb().$type<PlotGeometry>().notNull(),
    areaM2: integer("area_m2").notNull(),
    areaMu: numeric({ precision: 12, scale: 2, mode: "number" }).notNull(),
    centerLng: doublePrecision().notNull(),
    centerLat: doublePrecision().notNull(),
    areaCode: text().notNull(),
    areaName: text().notNull(),
    use: enumText(plotUse).notNull(),
    soilType: enumText(soilType),
    irrigation: enumText(irrigationType),
    crop: text(),
    state: enumText(plotState).notNull().default("IDLE"),
    managerEmployeeId: text(),
    managerName: text(),
    note: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("land_plot_farm_idx").on(t.manufacturerId, t.updatedAt).where(sql`${t.deletedAt} is null`),
    index("land_plot_bo_idx").on(t.boId),
  ],
);

/**
 * One season (茬次) of a plot: a crop or a flock from its start to its end (open while endDate is null),
 * with expected and actual yield (numeric, two decimals, in `yieldUnit`). Seasons of one plot do not
 * overlap and at most one is open (farm-land/seasons.ts).
 */
export const landSeason = pgTable(
  "land_season",
  {
    id: idColumn(),
    plotId: text()
      .notNull()
      .references(() => landPlot.id),
    use: enumText(plotUse).notNull(),
    crop: text().notNull(),
    variety: text(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }),
    expectedYield: numeric({ precision: 14, scale: 2, mode: "number" }),
    actualYield: numeric({ precision: 14, scale: 2, mode: "number" }),
    yieldUnit: enumText(yieldUnit).notNull(),
    note: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [index("land_season_plot_idx").on(t.plotId, t.startDate).where(sql`${t.deletedAt} is null`)],
);
