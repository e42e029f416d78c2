/**
 * The order's timers, as durable jobs (kit/jobs: claimed with SKIP LOCKED, retried): each is added in
 * the transaction that starts the wait (submit, shipment, receipt, deposit), keyed by the order so it
 * is added once, and checks again when it runs — an order that moved on meanwhile is left alone.
 */
import type { JobHandler } from "../../kit/jobs/runner";

export const EXPIRE_JOB = "order.expireUnpaid";
export const AUTO_CONFIRM_JOB = "order.autoConfirm";
export const AUTO_COMPLETE_JOB = "order.autoComplete";
export const BALANCE_EXPIRE_JOB = "order.balanceExpire";

const idOf = (payload: Record<string, unknown>): string => {
  if (typeof payload.orderId !== "string") throw new Error("order job without orderId");
  return payload.orderId;
};

/** Handlers by kind (imported lazily so the job kinds stay importable from anywhere in the module). */
export function orderJobs(h: {
  expireUnpaid: (ctx: Parameters<JobHandler>[1], id: string) => Promise<void>;
  autoConfirm: (ctx: Parameters<JobHandler>[1], id: string) => Promise<void>;
  autoComplete: (ctx: Parameters<JobHandler>[1], id: string) => Promise<void>;
  expireBalance: (ctx: Parameters<JobHandler>[1], id: string) => Promise<void>;
}): (readonly [string, JobHandler])[] {
  return [
    [EXPIRE_JOB, (p, ctx) => h.expireUnpaid(ctx, idOf(p))],
    [AUTO_CONFIRM_JOB, (p, ctx) => h.autoConfirm(ctx, idOf(p))],
    [AUTO_COMPLETE_JOB, (p, ctx) => h.autoComplete(ctx, idOf(p))],
    [BALANCE_EXPIRE_JOB, (p, ctx) => h.expireBalance(ctx, idOf(p))],
  ];
}
