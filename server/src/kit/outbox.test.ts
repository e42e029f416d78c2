import { adminConsole } from "@qinlian/contract";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createPerson } from "../demo/members";
import { createTestApp } from "../testing/harness";
import { inTx } from "./context";
import { queryRows } from "./db";
import { JobRunner, type JobHandler, type JobMeta } from "./jobs/runner";
import { job } from "./jobs/schema";
import { afterCommit } from "./outbox";

describe("afterCommit (the outbox)", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const log = t.app.log;
  await db.execute(sql`create table effect_log (key text not null, attempt int not null)`);
  const jobsOf = (kind: string) => db.select().from(job).where(eq(job.kind, kind));
  const effects = async (key: string) => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from effect_log where key = ${key}`))[0].n;
  const runnerFor = (handlers: [string, JobHandler][], pollMs = 10) =>
    new JobRunner(db, new Map(handlers), log, { pollMs, backoffBaseMs: 1 }, t.systemCtx);
  beforeEach(() => db.delete(job)); // runners claim every kind: each test starts with no jobs

  it("inside a transaction the job exists if and only if the transaction commits", async () => {
    await inTx(t.systemCtx(), async (tx) => {
      await afterCommit(tx, { kind: "oc.commit", payload: { n: 1 }, key: "oc:1" });
      throw new Error("business rule broken");
    }).catch(() => undefined);
    expect(await jobsOf("oc.commit")).toHaveLength(0);
    await inTx(t.systemCtx(), (tx) => afterCommit(tx, { kind: "oc.commit", payload: { n: 2 }, key: "oc:2" }));
    const rows = await jobsOf("oc.commit");
    expect(rows.map((r) => [r.payload, r.dedupeKey, r.status])).toEqual([[{ n: 2 }, "oc:2", "pending"]]);
  });

  it("outside a transaction it simply adds the job; a key is added once", async () => {
    await afterCommit(t.systemCtx(), { kind: "oc.plain", payload: { v: "a" }, key: "plain:1" });
    await afterCommit(t.systemCtx(), { kind: "oc.plain", payload: { v: "b" }, key: "plain:1" });
    await afterCommit(t.systemCtx(), { kind: "oc.plain", payload: { v: "c" } });
    expect((await jobsOf("oc.plain")).map((r) => r.payload).sort((a, b) => String(a.v).localeCompare(String(b.v)))).toEqual([{ v: "a" }, { v: "c" }]);
  });

  it("the runner delivers right after the commit, not at its next poll", async () => {
    const got: unknown[] = [];
    const r = runnerFor(
      [
        [
          "oc.prompt",
          (p) => {
            got.push(p.n);
            return Promise.resolve();
          },
        ],
      ],
      60_000,
    );
    const off = t.services.jobs.onWake(() => r.nudge());
    r.start();
    await new Promise((res) => setTimeout(res, 50)); // its first look found nothing; the next poll is a minute away
    const started = Date.now();
    await inTx(t.systemCtx(), (tx) => afterCommit(tx, { kind: "oc.prompt", payload: { n: 7 } }));
    while (!got.length && Date.now() - started < 5_000) await new Promise((res) => setTimeout(res, 5));
    await r.stop();
    off();
    expect(got).toEqual([7]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a handler's writes commit with 'done' or not at all; every attempt gets the same key", async () => {
    const metas: JobMeta[] = [];
    const handler: JobHandler = async (_p, ctx, meta) => {
      metas.push(meta);
      await ctx.db.execute(sql`insert into effect_log values (${meta.key}, ${meta.attempt})`);
      if (meta.attempt === 1) throw new Error("gateway timed out");
    };
    await afterCommit(t.systemCtx(), { kind: "oc.effect", payload: {}, key: "refund:42" });
    await afterCommit(t.systemCtx(), { kind: "oc.effect", payload: {} });
    const r = runnerFor([["oc.effect", handler]]);
    for (let i = 0; i < 4 && (await jobsOf("oc.effect")).some((j) => j.status !== "done"); i++) {
      await r.tick();
      await new Promise((res) => setTimeout(res, 10));
    }
    const rows = await jobsOf("oc.effect");
    expect(rows.map((j) => [j.status, j.attempts])).toEqual([
      ["done", 2],
      ["done", 2],
    ]);
    const unkeyed = rows.find((j) => !j.dedupeKey)!;
    expect(metas.map((m) => m.key).sort()).toEqual([`job:${unkeyed.id}`, `job:${unkeyed.id}`, "refund:42", "refund:42"]);
    // the failed first attempt's write went with it
    expect(await effects("refund:42")).toBe(1);
    expect(await effects(`job:${unkeyed.id}`)).toBe(1);
  });

  it("after max attempts a job is failed (dead) and the operator console's jobs page lists it", async () => {
    await afterCommit(t.systemCtx(), { kind: "oc.dead", payload: { orderId: "o-1" }, key: "dead:1", maxAttempts: 2 });
    const r = runnerFor([["oc.dead", async () => Promise.reject(new Error("channel refused"))]]);
    for (let i = 0; i < 3; i++) {
      await r.tick();
      await new Promise((res) => setTimeout(res, 10));
    }
    const [row] = await jobsOf("oc.dead");
    expect([row.status, row.attempts, row.lastError]).toEqual(["failed", 2, "channel refused"]);
    await createPerson(db, { id: "m-oc-op", loginName: "ocoper", mobile: "13900008001", password: "Oper@2026", name: "运营", roles: ["OPERATOR"] });
    const op = await t.login("ocoper", "Oper@2026");
    const page = await t.ok(adminConsole.jobsOverview, { kind: "oc.dead" }, { ticket: op });
    expect(page.failed.list.map((j) => [j.kind, j.attempts, j.lastError])).toEqual([["oc.dead", 2, "channel refused"]]);
  });

  it("a job whose runner died during its last attempt is failed, not run again", async () => {
    await afterCommit(t.systemCtx(), { kind: "oc.lastgasp", payload: {}, key: "lastgasp:1", maxAttempts: 2 });
    await db
      .update(job)
      .set({ status: "running", lockedBy: "dead-runner", lockedUntil: new Date(Date.now() - 1000), attempts: 2 })
      .where(eq(job.dedupeKey, "lastgasp:1"));
    let ran = 0;
    const r = runnerFor([
      [
        "oc.lastgasp",
        () => {
          ran++;
          return Promise.resolve();
        },
      ],
    ]);
    expect(await r.tick()).toBe(1);
    const [row] = await jobsOf("oc.lastgasp");
    expect(ran).toBe(0);
    expect([row.status, row.attempts]).toEqual(["failed", 2]);
    expect(row.lastError).toContain("runner stopped");
  });
});
