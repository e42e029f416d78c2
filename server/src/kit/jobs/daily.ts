import type { Config } from "../../config";
import type { Ctx } from "../context";
import type { Db } from "../db";
import type { JobHandler } from "./runner";
import { job } from "./schema";

/** China Standard Time is UTC+8 all year (no daylight saving). */
const CST_MS = 8 * 3_600_000;

/** The calendar day in China of an instant, "YYYY-MM-DD". */
export const cstDay = (at: Date): string => new Date(at.getTime() + CST_MS).toISOString().slice(0, 10);

/** The day after `day` ("YYYY-MM-DD"). */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Work done once a day at a fixed time of day in China (e.g. a price snapshot at 23:50). Each day's
 * run is its own durable job (dedupe key `<kind>:<day>`), so a day runs once however many servers
 * start; the run schedules the next day's. A server down over the time runs it when it is back up;
 * days missed entirely are not caught up (the next run is scheduled from the current day).
 */
export interface DailyJob {
  readonly kind: string;
  readonly hour: number;
  readonly minute: number;
  run(ctx: Ctx, day: string): Promise<void>;
}

/** When `day`'s run is due: that day at hour:minute China time. */
export const dueAt = (day: string, hour: number, minute: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - CST_MS + (hour * 60 + minute) * 60_000);

/** Adds the job for `day` unless it exists (done, running or pending). */
export async function scheduleDay(db: Db, d: DailyJob, day: string): Promise<void> {
  await db
    .insert(job)
    .values({ kind: d.kind, payload: { day }, runAt: dueAt(day, d.hour, d.minute), maxAttempts: 5, dedupeKey: `${d.kind}:${day}` })
    .onConflictDoNothing({ target: job.dedupeKey });
}

/**
 * At start: makes sure the next run is scheduled (today's if its time has not passed, else
 * tomorrow's). Test databases get none (tests run what they test).
 */
export async function scheduleDaily(db: Db, config: Pick<Config, "JOBS_ENABLED" | "NODE_ENV">, d: DailyJob, now = new Date()): Promise<void> {
  if (!config.JOBS_ENABLED || config.NODE_ENV === "test") return;
  const today = cstDay(now);
  await scheduleDay(db, d, dueAt(today, d.hour, d.minute) > now ? today : nextDay(today));
}

/** The handler to register for a daily job's kind: runs the day, then schedules the next. */
export function dailyHandler(d: DailyJob): JobHandler {
  return async (payload, ctx) => {
    const day = typeof payload.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(payload.day) ? payload.day : cstDay(ctx.now);
    await d.run(ctx, day);
    // normally the next day; after a long outage, today (missed days are not caught up)
    await scheduleDay(ctx.db, d, [nextDay(day), cstDay(ctx.now)].sort().at(-1)!);
  };
}
