import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { inTx } from "../context";
import { openDatabase, queryRows, type Database } from "../db";
import { afterCommit } from "../outbox";
import { createDeliveryTable, fixtureApp, KIND } from "./outbox-crash.fixture";

const fixture = fileURLToPath(new URL("./outbox-crash.fixture.ts", import.meta.url));

/** A copy of the migrated test database that another process can open: a PostgreSQL database or an embedded data directory. */
async function sharedDatabase() {
  const template = inject("dbTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `qinlian_outbox_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    return {
      env: { OUTBOX_DB_URL: u.toString() } as Record<string, string>,
      open: () => openDatabase({ url: u.toString(), poolSize: 2 }, false),
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "qinlian-outbox-"));
  const dataDir = join(dir, "pg");
  const first = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(template)]) }, false);
  await first.close();
  return {
    env: { OUTBOX_DATA_DIR: dataDir } as Record<string, string>,
    open: () => openDatabase({ dataDir }, false),
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/** An outside party that applies each idempotency key's effect once and counts every request. */
async function receiver() {
  const requests = new Map<string, number>();
  const applied: string[] = [];
  const server = createServer((req, res) => {
    const key = String(req.headers["idempotency-key"]);
    requests.set(key, (requests.get(key) ?? 0) + 1);
    if (!applied.includes(key)) applied.push(key);
    req.resume();
    res.end("ok");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, requests, applied, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Starts the fixture's runner in a child process; `until` resolves with the first stdout line that matches. */
function runner(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", fixture], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.on("exit", (code, signal) => r(signal ? null : code)));
  const until = (re: RegExp) =>
    new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (d: Buffer) => {
        out += d.toString();
        const m = re.exec(out);
        if (m) resolve(m[0]);
      });
      void exited.then((code) => reject(new Error(`runner exited (${code}) before ${re}: ${err}`)));
    });
  return { child, exited, until, stderr: () => err };
}

describe("outbox delivery when the runner is killed mid-delivery", async () => {
  const shared = await sharedDatabase();
  const party = await receiver();
  afterAll(async () => {
    await party.close();
    await shared.drop();
  });

  it("is exactly once for our writes and once per key at an outside party that deduplicates", async () => {
    let db: Database = await shared.open();
    await createDeliveryTable(db.db);
    const q = await fixtureApp(db);
    const ctx = q.systemCtx();
    for (const n of [1, 2, 3]) await inTx(ctx, (tx) => afterCommit(tx, { kind: KIND, payload: { n }, key: `test:${n}` }));
    // a business change that rolls back leaves no job
    await inTx(ctx, async (tx) => {
      await afterCommit(tx, { kind: KIND, payload: { n: 4 }, key: "test:4" });
      throw new Error("roll back");
    }).catch(() => undefined);
    expect((await queryRows<{ key: string }>(db.db, sql`select dedupe_key as key from job where kind = ${KIND} order by 1`)).map((r) => r.key)).toEqual(["test:1", "test:2", "test:3"]);
    await q.close();
    if (!shared.env.OUTBOX_DB_URL) await db.close(); // one process per embedded data directory

    const env = { ...shared.env, OUTBOX_RECEIVER: party.url, OUTBOX_LEASE_MS: "1500" };
    const first = runner({ ...env, OUTBOX_HANG: "1" });
    const line = await first.until(/delivering test:\d/);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    const killedKey = line.slice("delivering ".length);
    expect(party.requests.get(killedKey)).toBe(1);

    const second = runner({ ...env, OUTBOX_HANG: "0" });
    expect(await second.exited, second.stderr()).toBe(0);

    if (!shared.env.OUTBOX_DB_URL) db = await shared.open();
    const deliveries = await queryRows<{ key: string; n: number }>(db.db, sql`select key, count(*)::int as n from outbox_delivery group by key order by key`);
    expect(deliveries).toEqual([
      { key: "test:1", n: 1 },
      { key: "test:2", n: 1 },
      { key: "test:3", n: 1 },
    ]);
    const [{ pid }] = await queryRows<{ pid: number }>(db.db, sql`select pid from outbox_delivery where key = ${killedKey}`);
    expect(pid).toBe(second.child.pid); // the killed runner's write went with it
    const jobs = await queryRows<{ key: string; status: string; attempts: number }>(db.db, sql`select dedupe_key as key, status, attempts from job where kind = ${KIND} order by 1`);
    expect(jobs.every((j) => j.status === "done")).toBe(true);
    expect(jobs.find((j) => j.key === killedKey)?.attempts).toBe(2);
    // at least once to the outside party (the killed delivery's request went out), applied once per key
    expect(party.requests.get(killedKey)).toBe(2);
    expect([...party.applied].sort()).toEqual(["test:1", "test:2", "test:3"]);
    await db.close();
  }, 60_000);
});
