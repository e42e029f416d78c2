import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { inTx } from "./context";
import { emit, subscribe } from "./events";

describe("domain events", async () => {
  const t = await createTestApp();
  await t.database.db.execute(sql`create table ping_log (n int)`);

  it("delivers to subscribers inside the emitter's transaction", async () => {
    const off = subscribe("kit.ping", async (ctx, p) => {
      await ctx.db.execute(sql`insert into ping_log values (${p.n})`);
    });
    await inTx(t.systemCtx(), (ctx) => emit(ctx, "kit.ping", { n: 1 }));
    await inTx(t.systemCtx(), async (ctx) => {
      await emit(ctx, "kit.ping", { n: 2 });
      throw new Error("roll back");
    }).catch(() => undefined);
    off();
    await inTx(t.systemCtx(), (ctx) => emit(ctx, "kit.ping", { n: 3 }));
    const rows = (await t.database.db.execute(sql`select n from ping_log order by n`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows.map((r) => r.n)).toEqual([1]);
  });
});
