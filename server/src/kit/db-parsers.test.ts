import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, queryRows, type Database, type Db } from "./db";

const stamped = pgTable("parsers_probe", { id: text().primaryKey(), at: timestamp({ withTimezone: true, precision: 3 }).notNull() });

// every type drizzle reads raw, plus a few PGlite parses itself
const everyKind = sql`select timestamp '2026-11-24 01:02:03.456' as ts, timestamptz '2026-11-24 01:02:03.456+08' as tz,
  interval '1 day 2 hours' as iv, date '2026-11-24' as d, array[1.5, 2]::numeric[] as na,
  array[timestamp '2026-11-24 01:02:03'] as ta, array[timestamptz '2026-11-24 01:02:03+00'] as tza,
  array[interval '1 hour'] as ia, array[date '2026-11-24'] as da, 12345678901::int8 as big, 1.25::numeric as num,
  true as flag, '{"a":1}'::jsonb as doc, array[1, 2] as ints`;

describe("withDrizzleParsers (the PGlite client drizzle is given)", () => {
  let database: Database;
  let fast: Db;
  let plain: Db;
  let pglite: PGlite;

  beforeAll(async () => {
    database = await openDatabase({}, false);
    fast = database.db;
    pglite = database.pglite!;
    // drizzle straight on the same instance: what every value must still equal
    plain = drizzle({ client: pglite, casing: "snake_case" });
    await fast.execute(sql`create table parsers_probe (id text primary key, at timestamptz(3) not null)`);
  });
  afterAll(() => database.close());

  it("parses every value as drizzle on the bare instance does, in and out of a transaction", async () => {
    const [a] = await queryRows(plain, everyKind);
    const [b] = await queryRows(fast, everyKind);
    const [c] = await fast.transaction((tx) => queryRows(tx, everyKind));
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(b?.ts).toBe("2026-11-24 01:02:03.456");
  });

  it("gives typed selects their Date values", async () => {
    const at = new Date("2026-11-24T01:02:03.456Z");
    await fast.insert(stamped).values({ id: "x", at });
    const [row] = await fast.select().from(stamped);
    const [same] = await fast.transaction((tx) => tx.select().from(stamped));
    expect(row?.at).toEqual(at);
    expect(same?.at).toEqual(at);
  });

  it("hands PGlite no per-query parsers (PGlite would copy its whole table for each query)", async () => {
    const spy = vi.spyOn(pglite, "query");
    try {
      await fast.select().from(stamped);
      expect(spy).toHaveBeenCalled();
      for (const call of spy.mock.calls) expect(call[2]?.parsers).toBeUndefined();
      spy.mockClear();
      await plain.select().from(stamped);
      expect(spy.mock.calls[0]?.[2]?.parsers).toBeDefined();
    } finally {
      spy.mockRestore();
    }
  });
});
