/**
 * The farm-plan module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-plan/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * Reminder schemes (种养计划：推荐 / 我的 / 专家方案), their use on a batch or plot (addSchemeAndUse), the
 * reminder listings they produce (提醒清单, listing machine in machine.ts) and the daily delivery of the
 * day's listings as messages (daily.ts, 06:00 China time).
 */
import type { Config } from "../../config";
import type { Db } from "../../kit/db";
import { scheduleDaily } from "../../kit/jobs/daily";
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";
import { farmPlanCallList } from "./calls";
import { remindDaily, remindJobHandler } from "./daily";

export const farmPlanCalls: readonly Impl[] = farmPlanCallList;

/** Background job kinds of this module and their handlers. */
export const farmPlanJobHandlers: readonly (readonly [string, JobHandler])[] = [[remindDaily.kind, remindJobHandler]];

/** Run at every start: schedules this module's recurring jobs (kit/jobs/daily.ts). */
export async function scheduleFarmPlanJobs(db: Db, config: Config): Promise<void> {
  await scheduleDaily(db, config, remindDaily);
}

export { syncFarmPlanData, RECOMMENDED_SCHEME_IDS } from "./platform-data";
export { adoptScheme, addListing, deliverDay, EXPERT_FUNC, saveScheme, updateListing } from "./service";
export { listingMachine } from "./machine";
export { refuseDeletingRemindedBatch } from "./batch-guard";
export { remindDaily } from "./daily";
