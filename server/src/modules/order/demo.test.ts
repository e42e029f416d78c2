import { order as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadDemoDataOnce } from "../../demo";
import { createTestApp } from "../../testing/harness";
import { reconcile } from "../ledger";
import { count } from "drizzle-orm";
import { tradeOrder } from "./schema";

describe("demo orders", async () => {
  const t = await createTestApp();
  const started = Date.now();
  await loadDemoDataOnce(t.systemCtx("demo"));
  const took = Date.now() - started;

  it("three months of orders in every stage, reconciled, seen by the buyer and the sellers", async () => {
    const buyer = await t.login("buyer", "Buyer@2026");
    const mine = await t.ok(calls.selectOrderCount, { role: "BUYER" }, { ticket: buyer });
    expect(mine.ALL).toBeGreaterThan(20);
    const rows = await t.database.db.select({ state: tradeOrder.state, n: count() }).from(tradeOrder).groupBy(tradeOrder.state);
    const by = Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
    for (const s of ["UNPAID", "PAID", "SENT", "RECEIVED", "COMPLETED", "CANCELLED"]) expect(by[s], s).toBeGreaterThan(0);
    expect(Object.values(by).reduce((a, n) => a + n, 0)).toBeGreaterThan(150);
    expect((await reconcile(t.database.db)).differences).toEqual([]);
    const feed = await t.ok(calls.selDealListByPage, { pageNum: 1, pageSize: 10 });
    expect(feed.total).toBeGreaterThan(100);
    console.info(`demo data with orders loaded in ${took} ms`);
  });
});
