import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db";
import { newId } from "../ids";
import { statement, type Slot } from "../statement";
import { job } from "./schema";

type NewJob = { id: string; kind: string; payload: Record<string, unknown>; runAt: Date; maxAttempts: number; dedupeKey: string };

/** A job added once per key (every order adds its expiry): built once (kit/statement.ts). */
const addJobOnce = statement("jobs.addOnce", (db, p: Slot<NewJob>) =>
  db
    .insert(job)
    .values({ id: p("id"), kind: p("kind"), payload: p("payload"), runAt: p("runAt"), maxAttempts: p("maxAttempts"), dedupeKey: p("dedupeKey") })
    .onConflictDoNothing({ target: job.dedupeKey })
    .returning({ id: job.id }),
);

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** Replaces an unfinished job with the same key instead of adding a second one. */
  dedupeKey?: string;
}

/**
 * Adds and cancels jobs. Takes the caller's `db` so that a job is enqueued in the same
 * transaction as the business change that needs it (no job without the change, and vice versa).
 */
export class JobQueue {
  private readonly wakers = new Set<() => void>();

  /** `fn` runs whenever new work is due now (the app wires its runner here); returns its removal. */
  onWake(fn: () => void): () => void {
    this.wakers.add(fn);
    return () => this.wakers.delete(fn);
  }

  /** Tells the runners that work is due now, so it need not wait for their next poll. */
  wake(): void {
    for (const fn of this.wakers) fn();
  }

  /**
   * Adds a job once per key: a second add with the same key (while the first is pending, running,
   * done or failed) is ignored. Returns whether this call added it.
   */
  async addOnce(db: Db, kind: string, payload: Record<string, unknown>, key: string, opts: Omit<EnqueueOptions, "dedupeKey"> = {}): Promise<boolean> {
    const rows = await addJobOnce(db, { id: newId(), kind, payload, runAt: opts.runAt ?? new Date(), maxAttempts: opts.maxAttempts ?? 5, dedupeKey: key });
    return rows.length > 0;
  }

  async enqueue(db: Db, kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<string> {
    const values = {
      kind,
      payload,
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 5,
      dedupeKey: opts.dedupeKey ?? null,
    };
    if (!opts.dedupeKey) {
      const [row] = await db.insert(job).values(values).returning({ id: job.id });
      return row.id;
    }
    const [row] = await db
      .insert(job)
      .values(values)
      .onConflictDoUpdate({
        target: job.dedupeKey,
        set: {
          kind,
          payload,
          runAt: values.runAt,
          maxAttempts: values.maxAttempts,
          status: "pending",
          attempts: 0,
          lastError: null,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: null,
        },
      })
      .returning({ id: job.id });
    return row.id;
  }

  /** Cancels the pending job with this key (a running one finishes). Returns whether one was cancelled. */
  async cancel(db: Db, dedupeKey: string): Promise<boolean> {
    const rows = await db
      .delete(job)
      .where(and(eq(job.dedupeKey, dedupeKey), inArray(job.status, ["pending"])))
      .returning({ id: job.id });
    return rows.length > 0;
  }

  async countByStatus(db: Db): Promise<Record<string, number>> {
    const rows = await db
      .select({ status: job.status, n: sql<number>`count(*)::int` })
      .from(job)
      .groupBy(job.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }
}
