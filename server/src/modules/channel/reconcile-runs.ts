/**
 * Reconciliation with the channels: the ledger's checks (sums, cached balances, nothing negative) plus
 * every channel's CLEARING against the sandbox bank's own books, run by an operator ("run now") or by
 * the daily job, which raises an operator alert (a reconcile_run row with `alert`, shown on
 * /admin/finance/reconcile until acknowledged) when a difference remains.
 */
import type { ReconcileRunView } from "@qinlian/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { conflict, notFound } from "../../kit/errors";
import type { DailyJob } from "../../kit/jobs/daily";
import { reconcile, type Difference, type ReconcileReport } from "../ledger";
import { bankBooks } from "./books";
import { reconcileRun } from "./schema";

/** The whole check: the ledger's, and each channel's CLEARING against the sandbox bank's books. */
export function reconcileWithChannels(db: Db): Promise<ReconcileReport> {
  return reconcile(db, { channelBooks: bankBooks });
}

type Detail = Record<string, string | number>;

/** A difference as the console shows it: its kind and its figures. */
export function differenceDetail(d: Difference): { kind: Difference["kind"]; detail: Detail } {
  const { kind, ...rest } = d;
  return { kind, detail: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === "number" ? v : String(v)])) };
}

interface StoredReport {
  checkedAt: string;
  accounts: number;
  entries: number;
  lines: number;
  total: number;
  clearing: { channel: string; ledger: number; bank: number; inFlight: number }[];
  differences: { kind: Difference["kind"]; detail: Detail }[];
}

type RunRow = typeof reconcileRun.$inferSelect;

function view(r: RunRow): ReconcileRunView {
  const rep = r.report as unknown as StoredReport;
  return {
    id: r.id,
    trigger: r.trigger,
    day: r.day,
    ok: r.ok,
    checkedAt: rep.checkedAt,
    accounts: rep.accounts,
    entries: rep.entries,
    lines: rep.lines,
    total: rep.total,
    clearing: rep.clearing,
    differences: rep.differences,
    alert: r.alert,
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: r.acknowledgedBy,
  };
}

/** Records a run; a daily run with differences is an alert (and logged as an error). */
export async function recordRun(ctx: Ctx, trigger: RunRow["trigger"], day: string | null, r: ReconcileReport): Promise<ReconcileRunView> {
  const report: StoredReport = {
    checkedAt: r.checkedAt.toISOString(),
    accounts: r.accounts,
    entries: r.entries,
    lines: r.lines,
    total: r.total,
    clearing: r.channels.map((c) => ({ ...c })),
    differences: r.differences.map(differenceDetail),
  };
  const alert = trigger === "DAILY" && !r.ok;
  const [row] = await ctx.db
    .insert(reconcileRun)
    .values({ trigger, day, ok: r.ok, report: report as unknown as Record<string, unknown>, alert })
    .returning();
  if (alert) ctx.log.error({ day, differences: report.differences }, "daily reconciliation found differences: operator alert raised");
  return view(row);
}

/** 立即对账 (an operator). */
export async function runNow(ctx: Ctx): Promise<ReconcileRunView> {
  return recordRun(ctx, "MANUAL", null, await reconcileWithChannels(ctx.db));
}

/** The last run and the alerts not acknowledged yet (newest first). */
export async function lastAndAlerts(ctx: Ctx): Promise<{ last: ReconcileRunView | null; alerts: ReconcileRunView[] }> {
  const [last] = await ctx.db.select().from(reconcileRun).orderBy(desc(reconcileRun.createdAt), desc(reconcileRun.id)).limit(1);
  const alerts = await ctx.db
    .select()
    .from(reconcileRun)
    .where(and(eq(reconcileRun.alert, true), isNull(reconcileRun.acknowledgedAt)))
    .orderBy(desc(reconcileRun.createdAt))
    .limit(50);
  return { last: last ? view(last) : null, alerts: alerts.map(view) };
}

/** Closes an alert (the operator has looked into it). */
export async function acknowledge(ctx: Ctx, id: string): Promise<ReconcileRunView> {
  const [r] = await ctx.db.select().from(reconcileRun).where(eq(reconcileRun.id, id));
  if (!r || !r.alert) throw notFound("对账告警");
  if (r.acknowledgedAt) throw conflict("该告警已确认");
  const [done] = await ctx.db
    .update(reconcileRun)
    .set({ acknowledgedAt: ctx.now, acknowledgedBy: ctx.member?.memberId ?? null })
    .where(and(eq(reconcileRun.id, id), isNull(reconcileRun.acknowledgedAt)))
    .returning();
  if (!done) throw conflict("该告警已确认");
  return view(done);
}

/**
 * The daily reconciliation (02:30 China time). It runs inside its job's transaction (read committed),
 * so a money movement committing between two of its queries could show as a passing difference: a
 * run that finds differences looks once more, and only what remains raises the alert.
 */
export const reconcileDaily: DailyJob = {
  kind: "channel.reconcile",
  hour: 2,
  minute: 30,
  async run(ctx, day) {
    let report = await reconcileWithChannels(ctx.db);
    if (!report.ok) report = await reconcileWithChannels(ctx.db);
    await recordRun(ctx, "DAILY", day, report);
  },
};
