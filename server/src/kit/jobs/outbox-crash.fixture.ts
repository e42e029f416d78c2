/**
 * For outbox-crash.test.ts: a job runner in a process of its own, so the test can kill it with
 * SIGKILL in the middle of a delivery and start another. Run as a script it opens the database named
 * by OUTBOX_DB_URL (PostgreSQL) or OUTBOX_DATA_DIR (embedded), delivers "outbox.test" jobs and:
 * with OUTBOX_HANG=1 prints "delivering <key>" after the handler's effects and never finishes;
 * otherwise exits once no job is left pending or running.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp, type QinlianApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase, queryRows, type Database } from "../db";
import { JobRunner, type JobHandler } from "./runner";

export const KIND = "outbox.test";

/** Each delivery that counts leaves one row here (no unique key: a second delivery would show). */
export const createDeliveryTable = (db: Database["db"]) =>
  db.execute(sql`create table if not exists outbox_delivery (key text not null, n int not null, pid int not null)`);

/** The server on `database` (no calls): its system context is what a job handler gets. */
export function fixtureApp(database: Database): Promise<QinlianApp> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", JOBS_ENABLED: "false", DATA_DIR: join(tmpdir(), "qinlian-outbox") });
  return buildApp({ config, database, impls: [] });
}

/**
 * The test's handler: a write of our own (a delivery row) and an outside party's effect (a POST to
 * `receiver` carrying the job's idempotency key); `hang` then waits forever, i.e. until the kill.
 */
export function deliveryHandler(receiver: string, hang: boolean): JobHandler {
  return async (payload, ctx, meta) => {
    await ctx.db.execute(sql`insert into outbox_delivery (key, n, pid) values (${meta.key}, ${Number(payload.n)}, ${process.pid})`);
    const res = await fetch(receiver, { method: "POST", headers: { "idempotency-key": meta.key }, body: JSON.stringify(payload) });
    if (!res.ok) throw new Error(`receiver answered ${res.status}`);
    if (hang) {
      process.stdout.write(`delivering ${meta.key}\n`);
      await new Promise<never>(() => undefined);
    }
  };
}

async function main(): Promise<void> {
  const url = process.env.OUTBOX_DB_URL;
  const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: process.env.OUTBOX_DATA_DIR }, false);
  const q = await fixtureApp(database);
  const hang = process.env.OUTBOX_HANG === "1";
  const handlers = new Map([[KIND, deliveryHandler(process.env.OUTBOX_RECEIVER!, hang)]]);
  const runner = new JobRunner(database.db, handlers, q.app.log, { pollMs: 20, leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 1000), backoffBaseMs: 10 }, (reqId) => q.systemCtx(reqId));
  runner.start();
  const keepAlive = setInterval(() => undefined, 1000);
  if (hang) return;
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const [open] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from job where status in ('pending', 'running')`);
    if (open.n === 0) break;
  }
  await runner.stop();
  clearInterval(keepAlive);
  await q.close();
  await database.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
