import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { inTx, type Ctx } from "../context";
import { queryRows, type Db } from "../db";
import { newId } from "../ids";
import { job } from "./schema";

export interface JobMeta {
  jobId: string;
  attempt: number;
  /**
   * The same on every delivery of this job (its afterCommit key or dedupe key, else one of its own):
   * give it to an outside party as its idempotency key.
   */
  key: string;
}

/**
 * Runs one job. `ctx` is a system context (no member) inside the transaction that marks the job done:
 * the handler's own writes commit with "done" or not at all (a failed or interrupted delivery leaves
 * nothing behind, and the redelivery is the one that counts).
 */
export type JobHandler = (payload: Record<string, unknown>, ctx: Ctx, meta: JobMeta) => Promise<void>;

export interface RunnerOptions {
  pollMs: number;
  /** How long a claimed job is ours before another runner may take it over. */
  leaseMs?: number;
  batch?: number;
  /** Delay before retry n (1-based): base * 2^(n-1), capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

interface ClaimedJob extends Record<string, unknown> {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  dedupe_key: string | null;
}

/** The job was taken from us (lease ran out and another runner claimed it, or it was replaced). */
class LostJob extends Error {}

/**
 * Claims due jobs with `FOR UPDATE SKIP LOCKED` (so several runners, in one or many server
 * processes, never take the same job), runs the handler for the job's kind, and records the
 * outcome: done, or back to pending with exponential backoff, or failed after max_attempts.
 *
 * A claim is committed on its own (status running, a lease, attempts + 1), then each job is delivered
 * in one transaction that locks its row, runs the handler and marks it done. While that transaction
 * is open no other runner can claim the job; if the process dies, the database drops the transaction
 * (nothing of the handler's stays) and the job is claimed again once its lease runs out. A job whose
 * runner died during its last attempt is marked failed.
 */
export class JobRunner {
  readonly id = `runner-${newId()}`;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  /** A tick started by the timer is under way (a wake-up then only asks for another tick after it). */
  private ticking = false;
  private woken = false;
  private stopped = true;
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly opts: RunnerOptions,
    private readonly makeCtx: (reqId: string) => Ctx,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.idle;
  }

  /** New work is due: look now instead of at the next poll (e.g. after an afterCommit's transaction). */
  nudge(): void {
    if (this.stopped) return;
    if (this.ticking) this.woken = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      this.ticking = true;
      this.woken = false;
      const after = (again: boolean) => {
        this.ticking = false;
        this.schedule(again || this.woken ? 0 : this.opts.pollMs);
      };
      this.idle = this.tick().then(
        (n) => after(n > 0),
        (e) => {
          this.log.error({ err: e }, "job runner tick failed");
          after(false);
        },
      );
    }, ms);
    this.timer.unref();
  }

  /** Claims and runs one batch; returns how many jobs it ran. Public for tests. */
  async tick(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const claimed = await this.claim();
      for (const j of claimed) await this.runOne(j);
      return claimed.length;
    } finally {
      this.running = false;
    }
  }

  private async claim(): Promise<ClaimedJob[]> {
    const lease = this.opts.leaseMs ?? 5 * 60_000;
    const batch = this.opts.batch ?? 10;
    return queryRows<ClaimedJob>(
      this.db,
      sql`update job set status = 'running', locked_by = ${this.id},
            locked_until = now() + make_interval(secs => ${lease / 1000}),
            attempts = attempts + 1, updated_at = now()
          where id in (
            select id from job
            where (status = 'pending' and run_at <= now())
               or (status = 'running' and locked_until < now())
            order by run_at
            limit ${batch}
            for update skip locked)
          returning id, kind, payload, attempts, max_attempts, dedupe_key`,
    );
  }

  private async runOne(j: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(j.kind);
    const mine = and(eq(job.id, j.id), eq(job.lockedBy, this.id), eq(job.status, "running"));
    if (j.attempts > j.max_attempts) {
      // claimed again after the lease of its last attempt ran out: the runner died delivering it
      const message = `the runner stopped during attempt ${j.max_attempts} of ${j.max_attempts}`;
      this.log.warn({ jobId: j.id, kind: j.kind, final: true, err: message }, "job failed");
      await this.db.update(job).set({ status: "failed", attempts: j.max_attempts, finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: message }).where(mine);
      return;
    }
    const meta: JobMeta = { jobId: j.id, attempt: j.attempts, key: j.dedupe_key ?? `job:${j.id}` };
    try {
      if (!handler) throw new Error(`no handler for job kind "${j.kind}"`);
      await inTx(this.makeCtx(`job:${j.id}`), async (tx) => {
        const [held] = await tx.db.select({ id: job.id }).from(job).where(mine).for("update");
        if (!held) throw new LostJob();
        await handler(j.payload, tx, meta);
        await tx.db.update(job).set({ status: "done", finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null }).where(mine);
      });
    } catch (e) {
      if (e instanceof LostJob) {
        this.log.warn({ jobId: j.id, kind: j.kind }, "job was taken over before delivery; left to its new owner");
        return;
      }
      const message = e instanceof Error ? e.message : String(e);
      const final = j.attempts >= j.max_attempts;
      const base = this.opts.backoffBaseMs ?? 5000;
      const delay = Math.min(base * 2 ** (j.attempts - 1), this.opts.backoffMaxMs ?? 3_600_000);
      this.log.warn({ jobId: j.id, kind: j.kind, attempt: j.attempts, final, err: message }, "job failed");
      await this.db
        .update(job)
        .set(
          final
            ? { status: "failed", finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: message }
            : { status: "pending", runAt: new Date(Date.now() + delay), lockedBy: null, lockedUntil: null, lastError: message },
        )
        .where(mine);
    }
  }
}
