import type { Config } from "../../config";
import type { Db } from "../../kit/db";
import { cstDay, dailyHandler, scheduleDaily, type DailyJob } from "../../kit/jobs/daily";
import { job } from "../../kit/jobs/schema";
import { checkAllFarms } from "./service";

/** Every farm's weather alerts, at 06:00 China time (before the day's work starts). */
export const weatherDaily: DailyJob = {
  kind: "weather.check",
  hour: 6,
  minute: 0,
  async run(ctx, day) {
    const r = await checkAllFarms(ctx);
    ctx.log.info({ day, ...r }, "weather alerts checked");
  },
};

export const weatherJobHandler = dailyHandler(weatherDaily);

/**
 * At start: the next daily run, and a run now (once per day however often the server starts; the
 * check is idempotent, so it also overlapping the daily run changes nothing).
 */
export async function scheduleWeather(db: Db, config: Pick<Config, "JOBS_ENABLED" | "NODE_ENV">, now = new Date()): Promise<void> {
  if (!config.JOBS_ENABLED || config.NODE_ENV === "test") return;
  await scheduleDaily(db, config, weatherDaily, now);
  const today = cstDay(now);
  await db
    .insert(job)
    .values({ kind: weatherDaily.kind, payload: { day: today }, runAt: now, maxAttempts: 5, dedupeKey: `weather.atStart:${today}` })
    .onConflictDoNothing({ target: job.dedupeKey });
}
