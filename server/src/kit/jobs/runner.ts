import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Ctx } from "../context";
import { queryRows, type Db } from "../db";
import { newId } from "../ids";
import { job } from "./schema";

export interface JobMeta {
  jobId: string;
  attempt: number;
}

/** Runs one job. `ctx` is a system context (no member) whose db is the runner's database. */
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
}

/**
 * Claims due jobs with `FOR UPDATE SKIP LOCKED` (so several runners, in one or many server
 * processes, never take the same job), runs the handler for the job's kind, and records the
 * outcome: done, or back to pending with exponential backoff, or failed after max_attempts.
 */
export class JobRunner {
  readonly id = `runner-${newId()}`;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
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

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.idle = this.tick().then(
        (n) => this.schedule(n > 0 ? 0 : this.opts.pollMs),
        (e) => {
          this.log.error({ err: e }, "job runner tick failed");
          this.schedule(this.opts.pollMs);
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
          returning id, kind, payload, attempts, max_attempts`,
    );
  }

  private async runOne(j: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(j.kind);
    const mine = and(eq(job.id, j.id), eq(job.lockedBy, this.id));
    try {
      if (!handler) throw new Error(`no handler for job kind "${j.kind}"`);
      await handler(j.payload, this.makeCtx(`job:${j.id}`), { jobId: j.id, attempt: j.attempts });
      await this.db
        .update(job)
        .set({ status: "done", finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null })
        .where(mine);
    } catch (e) {
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
