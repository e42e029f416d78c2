import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages, TransactionAbortedError } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { bigint, boolean, customType, date, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type Database, type Db } from "./db";
import { isUniqueViolation } from "./errors";
import { PgliteWorker } from "./pglite-worker";
import { countQueries } from "./query-count";

const bytea = customType<{ data: Uint8Array }>({ dataType: () => "bytea" });

const probe = pgTable("worker_probe", {
  id: text().primaryKey(),
  code: text().notNull().unique("worker_probe_code_key"),
  n: integer(),
  big: bigint({ mode: "number" }),
  amount: numeric({ precision: 12, scale: 2 }),
  flag: boolean(),
  doc: jsonb().$type<{ a: number; tags?: string[] }>(),
  tags: text().array(),
  day: date(),
  at: timestamp({ withTimezone: true, precision: 3 }),
  atText: timestamp({ withTimezone: true, precision: 3, mode: "string" }),
  raw: bytea(),
});

const createProbe = sql`create table worker_probe (id text primary key, code text not null constraint worker_probe_code_key unique,
  n integer, big bigint, amount numeric(12, 2), flag boolean, doc jsonb, tags text[], day date, at timestamptz(3), at_text timestamptz(3), raw bytea)`;

// every type drizzle reads raw, plus those PGlite parses itself
const everyKind = sql`select timestamp '2026-11-24 01:02:03.456' as ts, timestamptz '2026-11-24 01:02:03.456+08' as tz,
  interval '1 day 2 hours' as iv, date '2026-11-24' as d, array[1.5, 2]::numeric[] as na,
  array[timestamp '2026-11-24 01:02:03'] as ta, array[timestamptz '2026-11-24 01:02:03+00'] as tza,
  array[interval '1 hour'] as ia, array[date '2026-11-24'] as da, 12345678901::int8 as big, 1.25::numeric as num,
  true as flag, '{"a":1}'::jsonb as doc, array[1, 2] as ints, '\\x0102'::bytea as bin, null::text as nothing`;

const row = (i: number) => ({
  id: `p${i}`,
  code: `c${i}`,
  n: i,
  big: 10_000_000_000 + i,
  amount: `${i}.50`,
  flag: i % 2 === 0,
  doc: { a: i, tags: ["x", "y"] },
  tags: ["一", `t${i}`],
  day: "2026-11-24",
  at: new Date(Date.UTC(2026, 10, 24, 1, 2, 3, i)),
  atText: "2026-11-24 09:02:03.456+08",
  raw: new Uint8Array([1, 2, i]),
});

/** The unique violation as the server sees it, whatever drizzle wrapped it in. */
function rootCause(e: unknown): unknown {
  let x = e;
  while (x instanceof Error && x.cause) x = x.cause;
  return x;
}

/** What the server does on a database, recorded: the worker's record must equal the in-thread one. */
async function scenario(db: Db): Promise<unknown[]> {
  const log: unknown[] = [];
  await db.execute(createProbe);
  log.push(await db.execute(everyKind));
  await db.insert(probe).values([row(1), row(2), row(3)]);
  log.push(await db.select().from(probe).orderBy(probe.id));
  log.push(await db.execute(sql`update worker_probe set n = n + 1 where n >= ${2}`));
  log.push(await db.execute(sql`select id, n, at from worker_probe where at > ${new Date(Date.UTC(2026, 10, 24))} order by id`));
  log.push(await db.select({ id: probe.id, doc: probe.doc }).from(probe).where(eq(probe.code, "c2")));

  // commit
  log.push(
    await db.transaction(async (tx) => {
      await tx.insert(probe).values(row(4));
      return (await tx.select({ id: probe.id }).from(probe).where(eq(probe.id, "p4")))[0];
    }),
  );
  // rollback by a throw
  log.push(
    await db
      .transaction(async (tx) => {
        await tx.insert(probe).values(row(5));
        throw new Error("no");
      })
      .catch((e: Error) => e.message),
  );
  // rollback by tx.rollback() (drizzle throws its TransactionRollbackError out of the callback)
  log.push(
    await db
      .transaction(async (tx) => {
        await tx.insert(probe).values(row(6));
        tx.rollback();
      })
      .catch((e: Error) => e.constructor.name),
  );
  // a savepoint rolled back inside a committed transaction
  await db.transaction(async (tx) => {
    await tx.insert(probe).values(row(7));
    await tx
      .transaction(async (inner) => {
        await inner.insert(probe).values(row(8));
        throw new Error("inner");
      })
      .catch(() => undefined);
    await tx.transaction(async (inner) => inner.insert(probe).values(row(9)));
  });
  log.push(await queryRows(db, sql`select id from worker_probe order by id`));

  // a unique violation: PostgreSQL's fields kept
  const refused = await db
    .insert(probe)
    .values({ ...row(10), code: "c1" })
    .then(() => null, rootCause);
  expect(refused).toBeInstanceOf(messages.DatabaseError);
  const { code, constraint, table, detail, severity } = refused as messages.DatabaseError;
  log.push({ code, constraint, table, detail, severity, message: (refused as Error).message });
  return log;
}

describe("PGlite in a worker thread", () => {
  let inThread: Database;
  let worker: Database;
  let inThreadLog: unknown[];
  let workerLog: unknown[];

  beforeAll(async () => {
    [inThread, worker] = await Promise.all([openDatabase({}, false), openDatabase({ worker: true }, false)]);
    inThreadLog = await scenario(inThread.db);
    workerLog = await scenario(worker.db);
  });
  afterAll(async () => {
    await inThread.close();
    await worker.close();
  });

  it("answers typical queries, transactions and errors exactly as the in-thread client", () => {
    expect(worker.pglite).toBeUndefined();
    expect(workerLog).toEqual(inThreadLog);
    // what the equality covered
    const [kinds, selected, updated] = workerLog as [{ rows: Record<string, unknown>[]; fields: unknown[] }, ReturnType<typeof row>[], { affectedRows: number }];
    expect(kinds.rows[0]).toMatchObject({ ts: "2026-11-24 01:02:03.456", big: 12345678901, doc: { a: 1 }, ints: [1, 2], bin: new Uint8Array([1, 2]), nothing: null });
    expect(kinds.fields).toHaveLength(16);
    expect(selected[0]).toEqual({ ...row(1), atText: "2026-11-24 01:02:03.456+00" });
    expect(selected[0].at).toBeInstanceOf(Date);
    expect(updated.affectedRows).toBe(2);
  });

  it("commits, rolls back on a throw and on tx.rollback(), and nests savepoints", () => {
    expect(workerLog[5]).toEqual({ id: "p4" });
    expect(workerLog[6]).toBe("no");
    expect(workerLog[7]).toBe("TransactionRollbackError");
    expect(workerLog[8]).toEqual(["p1", "p2", "p3", "p4", "p7", "p9"].map((id) => ({ id })));
  });

  it("keeps a unique violation's code and constraint, so the server maps it", async () => {
    expect(workerLog[9]).toMatchObject({ code: "23505", constraint: "worker_probe_code_key", table: "worker_probe", severity: "ERROR" });
    const e = await worker.db
      .insert(probe)
      .values({ ...row(11), code: "c2" })
      .then(() => null, (x: unknown) => x);
    expect(isUniqueViolation(e)).toBe(true);
  });

  it("makes other queries wait while a transaction is open, as PGlite does in-thread", async () => {
    for (const database of [inThread, worker]) {
      const events: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let entered!: () => void;
      const inside = new Promise<void>((r) => (entered = r));
      const tx = database.db.transaction(async (t) => {
        await t.insert(probe).values(row(20));
        entered();
        await held;
        await t.insert(probe).values(row(21));
        events.push("commit");
      });
      await inside;
      const outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from worker_probe where id in ('p20', 'p21')`).then((r) => {
        events.push(`outside saw ${r[0].n}`);
      });
      await new Promise((r) => setTimeout(r, 50));
      events.push("released");
      release();
      await Promise.all([tx, outside]);
      expect(events).toEqual(["released", "commit", "outside saw 2"]);
    }
  });

  it("is counted by countQueries like the in-thread client", async () => {
    const counter = countQueries(worker.db);
    await worker.db.execute(sql`select 1`);
    await worker.db.select().from(probe).limit(1);
    counter.stop();
    expect(counter.count).toBe(2);
  });
});

describe("PgliteWorker (the client itself)", () => {
  let client: PgliteWorker;
  beforeAll(async () => {
    client = await PgliteWorker.open({ relaxedDurability: true });
    await client.exec("create table t (id int primary key)");
  });
  afterAll(() => client.close());

  it("rolls back on tx.rollback() and refuses the handle afterwards", async () => {
    const result = await client.transaction(async (tx) => {
      await tx.query("insert into t values (1)");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query("select 1")).rejects.toThrow("Transaction is closed");
      return "done";
    });
    expect(result).toBe("done");
    expect((await client.query("select count(*)::int as n from t")).rows).toEqual([{ n: 0 }]);
  });

  it("reports a commit that rolled back an aborted transaction", async () => {
    const e = await client
      .transaction(async (tx) => {
        await tx.query("insert into t values (2)");
        await tx.query("select 1/0").catch(() => undefined);
      })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TransactionAbortedError);
    expect((e as TransactionAbortedError).code).toBe("25P02");
  });

  it("refuses query options that cannot cross (functions)", async () => {
    await expect(client.query("select 1", [], { parsers: { 23: (v: string) => v } })).rejects.toThrow('the query option "parsers"');
  });

  it("answers arrays rows (drizzle's select) and parameters of every kind", async () => {
    const res = await client.query("select $1::int as a, $2::text as b, $3::timestamptz as c, $4::bytea as d", [1, "二", new Date(Date.UTC(2026, 0, 1)), Buffer.from([9])], { rowMode: "array" });
    expect(res.rows).toEqual([[1, "二", "2026-01-01 00:00:00+00", new Uint8Array([9])]]); // timestamptz raw: drizzle's parsers are installed
    expect(res.fields.map((f) => f.name)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("PGlite in a worker on a data directory", () => {
  it("writes its data by close, and starts from a dump (loadDataDir)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "qinlian-worker-"));
    try {
      const first = await openDatabase({ dataDir, worker: true }, false);
      await first.db.execute(sql`create table kept (id int)`);
      await first.db.execute(sql`insert into kept values (1), (2)`);
      await first.close();
      await first.close(); // twice is fine
      await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

      const again = await openDatabase({ dataDir }, false);
      expect(await queryRows(again.db, sql`select id from kept order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
      const dump = await again.pglite!.dumpDataDir("none");
      await again.close();

      const copy = await openDatabase({ loadDataDir: dump, worker: true }, false);
      expect(await queryRows(copy.db, sql`select count(*)::int as n from kept`)).toEqual([{ n: 2 }]);
      await copy.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("PGlite worker that dies", () => {
  it("tells onCrash once, fails what waits and every later query; a close is not a crash", async () => {
    const crashes: Error[] = [];
    const client = await PgliteWorker.open({ relaxedDurability: true }, (e) => crashes.push(e));
    await client.query("select 1");
    const waiting = client.query("select pg_sleep(0.5)");
    await (client as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow(/exited/);
    await expect(client.query("select 1")).rejects.toThrow(/exited/);
    expect(crashes).toHaveLength(1);

    const closed: Error[] = [];
    const other = await PgliteWorker.open({ relaxedDurability: true }, (e) => closed.push(e));
    await other.close();
    expect(closed).toEqual([]);
  });
});

describe("PGlite worker watchdog", () => {
  it("rolls back a transaction that sends nothing while it waits on a statement queued behind it: one failure, not a stopped server", async () => {
    const client = await PgliteWorker.open({ relaxedDurability: true, txIdleMs: 300 });
    try {
      await client.query("create table w (id int)");
      const started = Date.now();
      // the deadlock: inside the transaction, wait for a statement outside it (it waits for the transaction)
      const stuck = client.transaction(async (tx) => {
        await tx.query("insert into w values (1)");
        await client.query("select count(*) from w");
        await tx.query("insert into w values (2)");
      });
      await expect(stuck).rejects.toThrow(/rolled back after 300 ms/);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await client.query<{ n: number }>("select count(*)::int as n from w")).rows).toEqual([{ n: 0 }]);
      // a transaction that keeps working is not idle, however long it runs
      await client.transaction(async (tx) => {
        for (let i = 0; i < 8; i++) {
          await tx.query("insert into w values ($1)", [i]);
          await new Promise((r) => setTimeout(r, 100));
        }
      });
      expect((await client.query<{ n: number }>("select count(*)::int as n from w")).rows).toEqual([{ n: 8 }]);
    } finally {
      await client.close();
    }
  });
});
