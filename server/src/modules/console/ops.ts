import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Parsed, adminConsole } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { job } from "../../kit/jobs/schema";
import { pageTable } from "../../kit/paging";
import { iso } from "../../kit/time";
import { isDemoMode } from "../../config";
import { memberSearch, overviewCounts, smsOutboxPage } from "../../read/console-ops";

const DAY = 86_400_000;
const CST = 8 * 3_600_000;
/** Midnight in China Standard Time (UTC+8, no daylight saving) of the day `d` falls on. */
export const startOfChinaDay = (d: Date) => new Date(Math.floor((d.getTime() + CST) / DAY) * DAY - CST);

export function overview(ctx: AuthedCtx) {
  return overviewCounts(ctx, startOfChinaDay(ctx.now));
}

/**
 * The SMS outbox, newest first; `mobile` may be part of a number. Codes and set-password links show
 * masked, except in demo mode, where the operator reads the messages in place of a phone.
 */
export function smsPage(ctx: AuthedCtx, q: Parsed<typeof adminConsole.smsPage>) {
  const demo = isDemoMode(ctx.config);
  return smsOutboxPage(ctx, q, ({ demoContent, ...r }) => ({ ...r, content: (demo && demoContent) || r.content, createdAt: iso(r.createdAt) }));
}

/** Operator member search over persons and enterprises, newest first. */
export function memberPage(ctx: AuthedCtx, q: Parsed<typeof adminConsole.memberPage>) {
  return memberSearch(ctx, q);
}

/** Background jobs: how many per kind and status, and the failed ones (newest first). */
export async function jobsOverview(ctx: AuthedCtx, q: Parsed<typeof adminConsole.jobsOverview>) {
  const counts = await ctx.db
    .select({ kind: job.kind, status: job.status, n: count() })
    .from(job)
    .where(q.kind ? eq(job.kind, q.kind) : undefined)
    .groupBy(job.kind, job.status)
    .orderBy(asc(job.kind), asc(job.status));
  const where = and(eq(job.status, "failed"), q.kind ? eq(job.kind, q.kind) : undefined);
  const failed = await pageTable(ctx, q, job, where, [desc(job.updatedAt), desc(job.id)], (r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    maxAttempts: r.maxAttempts,
    runAt: iso(r.runAt),
    lastError: r.lastError,
    payload: r.payload,
    finishedAt: iso(r.finishedAt),
    updatedAt: iso(r.updatedAt),
  }));
  return { counts, failed };
}
