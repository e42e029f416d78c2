import { goods } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../kit/db";
import { countQueries } from "../../kit/query-count";
import { createTestApp } from "../../testing/harness";
import { goods as goodsTable } from "./schema";
import { enterprise, goodsFormFor, openShop, operator } from "./test-fixtures";
import { countView, flushGoodsViews } from "./view-counts";

describe("goods views are counted in memory and written by a flush, not by the detail request", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const op = await operator(t);
  const a = await enterprise(t, { name: "济南鲁禽饲料有限公司" });
  await openShop(t, a, op, { businessScope: ["04"], areaCode: "370102" });
  const pub = (name: string) => t.ok(goods.publishGoods, goodsFormFor({ name, categoryId: "040101", specs: [{ name: "40kg", price: 16800, stock: 10 }] }), { ticket: a.ticket });
  const hot = await pub("蛋鸡配合料 热销");
  const cold = await pub("蛋鸡配合料 冷门");
  const rowOf = async (id: string) => (await db.select().from(goodsTable).where(eq(goodsTable.id, id)))[0];

  it("N detail requests write nothing; after a flush the count rose by N, updated_at untouched", async () => {
    const before = await rowOf(hot.goodsId);
    const counter = countQueries(db);
    const N = 25;
    const shown = await Promise.all(Array.from({ length: N }, () => t.ok(goods.detail, { goodsId: hot.goodsId })));
    await Promise.all([1, 2, 3].map(() => t.ok(goods.detail, { goodsId: cold.goodsId })));
    await t.ok(goods.detail, { goodsId: hot.goodsId }, { ticket: a.ticket }); // the owner's own opening is no view
    counter.stop();
    expect(counter.statements.filter((s) => /^\s*(update|insert|delete)/i.test(s))).toEqual([]);
    // the page shows the views counted so far, stored or not
    expect(Math.max(...shown.map((d) => d.goods.viewCount))).toBe(N);
    const unflushed = await rowOf(hot.goodsId);
    expect(unflushed.viewCount).toBe(before.viewCount);
    expect(unflushed.updatedAt).toEqual(before.updatedAt);

    const flush = countQueries(db);
    await flushGoodsViews(db);
    flush.stop();
    expect(flush.count).toBe(1); // one statement for every goods viewed
    const after = await rowOf(hot.goodsId);
    expect(after.viewCount).toBe(before.viewCount + N);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await rowOf(cold.goodsId)).viewCount).toBe(3);

    const again = countQueries(db);
    await flushGoodsViews(db); // nothing pending: no statement
    again.stop();
    expect(again.count).toBe(0);
  });

  it("the flushed figure feeds the sort by views and the seller's totals", async () => {
    const list = await t.ok(goods.selGoodsListByPage, { sort: "VIEWS" });
    expect(list.list.slice(0, 2).map((g) => g.goodsId)).toEqual([hot.goodsId, cold.goodsId]);
    expect((await t.ok(goods.statistics, {}, { ticket: a.ticket })).viewTotal).toBe(28);
  });

  it("a flush that fails keeps its counts for the next one", async () => {
    let down = true;
    const flaky = {
      execute: (q: Parameters<Db["execute"]>[0]) => (down ? Promise.reject(new Error("connection lost")) : db.execute(q)),
    } as unknown as Db;
    const ctx = { db: flaky, log: t.systemCtx().log, inTransaction: false };
    await countView(ctx, cold.goodsId);
    await countView(ctx, cold.goodsId);
    await expect(flushGoodsViews(flaky)).rejects.toThrow("connection lost");
    expect((await rowOf(cold.goodsId)).viewCount).toBe(3);
    down = false;
    await flushGoodsViews(flaky);
    expect((await rowOf(cold.goodsId)).viewCount).toBe(5);
  });

  it("inside a transaction a view is written with it", async () => {
    await db.transaction(async (tx) => {
      await countView({ db: tx, log: t.systemCtx().log, inTransaction: true }, cold.goodsId);
    });
    expect((await rowOf(cold.goodsId)).viewCount).toBe(6);
  });
});
