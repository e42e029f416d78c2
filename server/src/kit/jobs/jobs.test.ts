import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { JobRunner, type JobHandler } from "./runner";
import { job } from "./schema";

describe("durable jobs", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const log = t.app.log;

  it("two runners never run the same job, and every job runs once", async () => {
    const runs = new Map<string, number>();
    const handlers = new Map<string, JobHandler>([
      [
        "count",
        async (p) => {
          await new Promise((r) => setTimeout(r, 2));
          runs.set(String(p.n), (runs.get(String(p.n)) ?? 0) + 1);
        },
      ],
    ]);
    for (let n = 0; n < 60; n++) await t.services.jobs.enqueue(db, "count", { n });
    const a = new JobRunner(db, handlers, log, { pollMs: 10, batch: 5 }, t.systemCtx);
    const b = new JobRunner(db, handlers, log, { pollMs: 10, batch: 5 }, t.systemCtx);
    let done = 0;
    while (done < 60) {
      const [x, y] = await Promise.all([a.tick(), b.tick()]);
      if (x + y === 0) break;
      done += x + y;
    }
    expect(done).toBe(60);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    const counts = await t.services.jobs.countByStatus(db);
    expect(counts.done).toBe(60);
  });

  it("retries a failing job with backoff, then marks it failed after max attempts", async () => {
    let calls = 0;
    const handlers = new Map<string, JobHandler>([
      [
        "flaky",
        () => {
          calls++;
          return Promise.reject(new Error(`boom ${calls}`));
        },
      ],
    ]);
    const id = await t.services.jobs.enqueue(db, "flaky", {}, { maxAttempts: 3 });
    const r = new JobRunner(db, handlers, log, { pollMs: 10, backoffBaseMs: 1 }, t.systemCtx);
    await r.tick();
    let [row] = await db.select().from(job).where(eq(job.id, id));
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe("boom 1");
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    for (let i = 0; i < 5; i++) {
      await new Promise((res) => setTimeout(res, 15));
      await r.tick();
    }
    [row] = await db.select().from(job).where(eq(job.id, id));
    expect(calls).toBe(3);
    expect(row.status).toBe("failed");
    expect(row.lastError).toBe("boom 3");
  });

  it("a job that succeeds on retry ends done", async () => {
    let calls = 0;
    const handlers = new Map<string, JobHandler>([
      [
        "second-time",
        () => {
          calls++;
          return calls === 1 ? Promise.reject(new Error("first")) : Promise.resolve();
        },
      ],
    ]);
    const id = await t.services.jobs.enqueue(db, "second-time", {});
    const r = new JobRunner(db, handlers, log, { pollMs: 10, backoffBaseMs: 1 }, t.systemCtx);
    await r.tick();
    await new Promise((res) => setTimeout(res, 10));
    await r.tick();
    const [row] = await db.select().from(job).where(eq(job.id, id));
    expect(row.status).toBe("done");
    expect(row.attempts).toBe(2);
  });

  it("does not run a job before its time, and a dedupe key keeps one pending job", async () => {
    const ran: string[] = [];
    const handlers = new Map<string, JobHandler>([
      [
        "later",
        (p) => {
          ran.push(String(p.v));
          return Promise.resolve();
        },
      ],
    ]);
    const future = new Date(Date.now() + 60_000);
    await t.services.jobs.enqueue(db, "later", { v: "a" }, { runAt: future, dedupeKey: "order-timeout:1" });
    await t.services.jobs.enqueue(db, "later", { v: "b" }, { runAt: future, dedupeKey: "order-timeout:1" });
    const rows = await db.select().from(job).where(eq(job.dedupeKey, "order-timeout:1"));
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toEqual({ v: "b" });
    const r = new JobRunner(db, handlers, log, { pollMs: 10 }, t.systemCtx);
    expect(await r.tick()).toBe(0);
    expect(await t.services.jobs.cancel(db, "order-timeout:1")).toBe(true);
    expect(ran).toEqual([]);
  });

  it("takes over a job whose runner died (lease ran out)", async () => {
    const id = await t.services.jobs.enqueue(db, "rescue", {});
    await db.update(job).set({ status: "running", lockedBy: "dead-runner", lockedUntil: new Date(Date.now() - 1000), attempts: 1 }).where(eq(job.id, id));
    const handlers = new Map<string, JobHandler>([["rescue", () => Promise.resolve()]]);
    const r = new JobRunner(db, handlers, log, { pollMs: 10 }, t.systemCtx);
    expect(await r.tick()).toBe(1);
    const [row] = await db.select().from(job).where(eq(job.id, id));
    expect(row.status).toBe("done");
  });

  it("the runner started with the server picks up work by itself", async () => {
    const id = await t.services.jobs.enqueue(db, "unknown-kind", {}, { maxAttempts: 1 });
    t.runner.start();
    for (let i = 0; i < 100; i++) {
      const [row] = await db.select().from(job).where(eq(job.id, id));
      if (row.status === "failed") break;
      await new Promise((res) => setTimeout(res, 20));
    }
    await t.runner.stop();
    const [row] = await db.select().from(job).where(eq(job.id, id));
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("no handler");
  });
});
