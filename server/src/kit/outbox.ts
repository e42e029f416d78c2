import { onCommit, type Ctx } from "./context";

/**
 * Side effects after commit (the transactional outbox). `afterCommit(ctx, job)` inside a transaction
 * writes a job row in that transaction, so the job exists if and only if the business change
 * committed; the job runner is woken once the transaction commits and delivers it (retries with
 * backoff; after max attempts the job is `failed`, listed on the operator console's jobs page).
 * Outside a transaction the job is simply added.
 *
 * Delivery is exactly once for what a handler does in our database: the handler runs in the same
 * transaction that marks the job done, so a crash mid-delivery rolls both back and the redelivery is
 * the only one that counts. For an outside party (SMS gateway, payment channel) delivery is at least
 * once: pass `meta.key` (stable across redeliveries of the job) as the party's idempotency key, and
 * at least once + idempotency key = effectively once.
 */
export interface AfterCommitJob {
  /** The job kind; its handler is listed in `modules/index.ts` (`jobHandlers`). */
  readonly kind: string;
  readonly payload: Record<string, unknown>;
  /**
   * What makes this one effect, e.g. `sms:<messageId>`: a job is added once per key (a second
   * afterCommit with the same key is ignored), and the handler receives it as `meta.key`. Default:
   * a key of the job's own.
   */
  readonly key?: string;
  readonly maxAttempts?: number;
  /** Not before this time (default: as soon as the transaction commits). */
  readonly runAt?: Date;
}

export async function afterCommit(ctx: Ctx, j: AfterCommitJob): Promise<void> {
  const jobs = ctx.services.jobs;
  const opts = { runAt: j.runAt, maxAttempts: j.maxAttempts };
  if (j.key) await jobs.addOnce(ctx.db, j.kind, j.payload, j.key, opts);
  else await jobs.enqueue(ctx.db, j.kind, j.payload, opts);
  if (!j.runAt || j.runAt.getTime() <= Date.now()) onCommit(ctx, () => jobs.wake());
}
