import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../kit/db";
import { dailyHandler, scheduleDaily, type DailyJob } from "../../kit/jobs/daily";
import { rebuildFacetCells } from "./facet-cells";
import { dropExpired, reconcileIndex } from "./indexer";
import { indexChanged } from "./page-cache";
import { purgeStaleDevices } from "./watch";

/**
 * Nightly upkeep at 03:30 China time: forget old anonymous watch-list rows, drop expired posts from
 * the index, repair any drift between goods and index, rebuild the facet cells from the index, and
 * refresh the planner's statistics (the embedded database has no autovacuum to do it).
 */
export const searchDaily: DailyJob = {
  kind: "search.maintain",
  hour: 3,
  minute: 30,
  async run(ctx, day) {
    indexChanged(ctx); // kept search pages go stale at the upkeep's commit too
    const purged = await purgeStaleDevices(ctx);
    const expired = await dropExpired(ctx, day);
    const repaired = await reconcileIndex(ctx);
    const cells = await rebuildFacetCells(ctx.db);
    await ctx.db.execute(sql`analyze search_goods`);
    await ctx.db.execute(sql`analyze search_facet_cell`);
    ctx.log.info({ day, purged, expired, repaired, cells }, "search upkeep done");
  },
};

export const searchJobHandler = dailyHandler(searchDaily);

/** At start: the index catches up with goods written while it was not listening, and upkeep is scheduled. */
export async function startSearch(db: Db, config: Config): Promise<void> {
  await reconcileIndex({ db, now: new Date() });
  await scheduleDaily(db, config, searchDaily);
}
