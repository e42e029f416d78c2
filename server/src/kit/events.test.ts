import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { inTx, type Ctx } from "./context";
import { emit, EventBus, on } from "./events";

describe("domain events", async () => {
  const t = await createTestApp();
  await t.database.db.execute(sql`create table ping_log (n int)`);
  const pinged = (ctx: Ctx, p: { n: number }) => ctx.db.execute(sql`insert into ping_log values (${p.n})`).then(() => undefined);
  const withBus = (bus: EventBus): Ctx => {
    const ctx = t.systemCtx();
    return { ...ctx, services: { ...ctx.services, events: bus } };
  };
  const logged = async () =>
    ((await t.database.db.execute<{ n: number }>(sql`select n from ping_log order by n`)) as { rows: { n: number }[] }).rows.map((r) => r.n);

  it("delivers to the bus's subscribers inside the emitter's transaction", async () => {
    const bus = new EventBus([on("kit.ping", pinged)]);
    await inTx(withBus(bus), (ctx) => emit(ctx, "kit.ping", { n: 1 }));
    await inTx(withBus(bus), async (ctx) => {
      await emit(ctx, "kit.ping", { n: 2 });
      throw new Error("roll back");
    }).catch(() => undefined);
    expect(await logged()).toEqual([1]);
  });

  it("only the subscribers the bus was built with (or added to it) run", async () => {
    await t.database.db.execute(sql`delete from ping_log`);
    await inTx(withBus(new EventBus([])), (ctx) => emit(ctx, "kit.ping", { n: 3 }));
    const bus = new EventBus([]);
    const off = bus.subscribe("kit.ping", pinged);
    await inTx(withBus(bus), (ctx) => emit(ctx, "kit.ping", { n: 4 }));
    off();
    await inTx(withBus(bus), (ctx) => emit(ctx, "kit.ping", { n: 5 }));
    expect(await logged()).toEqual([4]);
  });
});
