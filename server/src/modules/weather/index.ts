/**
 * The weather module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/weather/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * Forecasts from a provider (provider.ts: HTTP from WEATHER_URL, else the recorded week), alert rules
 * (rules.ts) and the daily job making weatherRemind entries and messages (daily.ts).
 */
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";
import type { Config } from "../../config";
import type { Db } from "../../kit/db";
import { weatherCallList } from "./calls";
import { scheduleWeather, weatherDaily, weatherJobHandler } from "./daily";

export const weatherCalls: readonly Impl[] = weatherCallList;

/** Background job kinds of this module and their handlers. */
export const weatherJobHandlers: readonly (readonly [string, JobHandler])[] = [[weatherDaily.kind, weatherJobHandler]];

/** Run at every start: schedules this module's recurring jobs (kit/jobs/daily.ts) and a check now. */
export async function scheduleWeatherJobs(db: Db, config: Config): Promise<void> {
  await scheduleWeather(db, config);
}

export { checkAllFarms, checkFarm } from "./service";
