/**
 * The weather module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/weather/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";
import type { Config } from "../../config";
import type { Db } from "../../kit/db";

export const weatherCalls: readonly Impl[] = [];

/** Background job kinds of this module and their handlers. */
export const weatherJobHandlers: readonly (readonly [string, JobHandler])[] = [];

/** Run at every start: schedules this module's recurring jobs (kit/jobs/daily.ts). */
export async function scheduleWeatherJobs(_db: Db, _config: Config): Promise<void> {}
