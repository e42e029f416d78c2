import { eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { inTx } from "./context";
import { queryRows } from "./db";
import { newId } from "./ids";
import { byShape, insertRows, statement, type Slot } from "./statement";

const crate = pgTable("kit_crate", {
  id: text().primaryKey().$defaultFn(() => newId()),
  label: text().notNull(),
  weight: integer(),
  meta: jsonb().$type<{ kind: string }>(),
  packedAt: timestamp({ withTimezone: true, precision: 3 }),
});

const byLabel = statement("test.crateByLabel", (db, p: Slot<{ label: string }>) => db.select().from(crate).where(eq(crate.label, p("label"))));
const frozen = statement("test.frozen", (db, p: Slot<{ label: string }>) => db.select().from(crate).where(sql`${crate.label} = ${p("label")} and ${crate.weight} > ${5}`));

async function withCrates() {
  const t = await createTestApp();
  await t.database.db.execute(sql`create table kit_crate (id text primary key, label text not null, weight integer, meta jsonb, packed_at timestamptz(3))`);
  return t;
}

describe("statements built once (kit/statement.ts)", () => {
  it("runs with new values each time, on the database and inside a transaction, mapping columns as the builder does", async () => {
    const t = await withCrates();
    const at = new Date("2026-11-24T08:00:00.123Z");
    await insertRows(t.database.db, crate, [{ id: "c1", label: "鸡蛋", weight: 10, meta: { kind: "egg" }, packedAt: at }]);
    await insertRows(t.database.db, crate, [{ id: "c2", label: "饲料", weight: 20, meta: { kind: "feed" }, packedAt: at }]);
    expect(await byLabel(t.database.db, { label: "鸡蛋" })).toEqual([{ id: "c1", label: "鸡蛋", weight: 10, meta: { kind: "egg" }, packedAt: at }]);
    expect((await byLabel(t.database.db, { label: "饲料" }))[0]?.weight).toBe(20);
    await inTx(t.systemCtx(), async (tx) => {
      await insertRows(tx.db, crate, [{ id: "c3", label: "疫苗", weight: 1, meta: null, packedAt: null }]);
      expect(await byLabel(tx.db, { label: "疫苗" })).toEqual([{ id: "c3", label: "疫苗", weight: 1, meta: null, packedAt: null }]);
    });
    await t.close();
  });

  it("a null stays SQL NULL (not JSON null), and rows that give no id still get a fresh one each (the builder's fallback)", async () => {
    const t = await withCrates();
    await insertRows(t.database.db, crate, [{ id: "n1", label: "空", meta: null }]);
    const [raw] = await queryRows<{ is_null: boolean }>(t.database.db, sql`select meta is null as is_null from kit_crate where id = 'n1'`);
    expect(raw.is_null).toBe(true);
    await insertRows(t.database.db, crate, [{ label: "无号" }]);
    await insertRows(t.database.db, crate, [{ label: "无号" }]);
    const rows = await byLabel(t.database.db, { label: "无号" });
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    await t.close();
  });

  it("refuses a statement holding a value (it would be frozen into every run)", async () => {
    const t = await withCrates();
    await expect(frozen(t.database.db, { label: "x" })).rejects.toThrow(/frozen/);
    const ran: string[] = [];
    const out = await byShape(
      t.database.db,
      "test.shape-with-value",
      () => t.database.db.select().from(crate).where(eq(crate.label, "fixed")),
      {},
      () => {
        ran.push("fallback");
        return Promise.resolve([]);
      },
    );
    expect(out).toEqual([]);
    expect(ran).toEqual(["fallback"]);
    expect(() => statement("test.crateByLabel", (db, p: Slot<{ label: string }>) => db.select().from(crate).where(eq(crate.label, p("label"))))).toThrow(/twice/);
    await t.close();
  });
});
