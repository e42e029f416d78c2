import { Codes, WATCH_KEEP, search } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../kit/db";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { seedGoods, seedShop, updateGoods } from "./test-goods";

describe("watch list (recently viewed goods)", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  await createPerson(ctx.db, { id: "m-w-seller", loginName: "wseller", mobile: "13900003001", password: "Sell@2026", name: "卖家", roles: ["SHOP_OWNER"] });
  await createPerson(ctx.db, { id: "m-w1", loginName: "watch1", mobile: "13900003002", password: "Watch@2026", name: "甲", roles: ["BUYER"] });
  await createPerson(ctx.db, { id: "m-w2", loginName: "watch2", mobile: "13900003003", password: "Watch@2026", name: "乙", roles: ["BUYER"] });
  const shopId = await seedShop(ctx, { boId: "m-w-seller", name: "足迹测试店" });
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push(await seedGoods(ctx, { boId: "m-w-seller", shopId, name: `测试蛋鸡苗${i}`, categoryId: "010101", prices: [300 + i] }));
  const a = await t.login("watch1", "Watch@2026");
  const b = await t.login("watch2", "Watch@2026");
  const DEV = "device-aaaaaaaaaaaaaaaa";

  it("a visitor's views are kept by device id, newest first, one row per goods", async () => {
    for (const id of [ids[0], ids[1], ids[0]]) expect((await t.ok(search.recordView, { goodsId: id, deviceId: DEV })).recorded).toBe(true);
    const page = await t.ok(search.watchList, { deviceId: DEV });
    expect(page.list.map((g) => g.goodsId)).toEqual([ids[0], ids[1]]);
    expect(page.list[0]).toMatchObject({ viewCount: 2, available: true, name: "测试蛋鸡苗0" });
    expect(page.total).toBe(2);
    expect((await t.ok(search.watchList, { deviceId: "device-bbbbbbbbbbbbbbbb" })).list).toEqual([]);
  });

  it("a visitor must send a valid device id", async () => {
    const none = await t.call(search.watchList, {});
    expect(none.code).toBe(Codes.VALIDATION);
    expect(none.msg).toContain("deviceId");
    const bad = await t.call(search.recordView, { goodsId: ids[0], deviceId: "short" });
    expect(bad.code).toBe(Codes.VALIDATION);
    expect(bad.msg).toContain("deviceId");
    expect((await t.call(search.recordView, { goodsId: "nope", deviceId: DEV })).code).toBe(Codes.NOT_FOUND);
  });

  it("a member's views are kept by identity; the device's views join them after login; others see nothing", async () => {
    await t.ok(search.recordView, { goodsId: ids[2] }, { ticket: a });
    const merged = await t.ok(search.watchList, { deviceId: DEV }, { ticket: a });
    expect(merged.list.map((g) => g.goodsId).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    expect((await t.ok(search.watchList, { deviceId: DEV })).list).toEqual([]); // moved, not copied
    expect((await t.ok(search.watchList, {}, { ticket: b })).list).toEqual([]);
    expect((await t.ok(search.watchDel, {}, { ticket: b })).deleted).toBe(0);
    expect((await t.ok(search.watchList, {}, { ticket: a })).total).toBe(3);
  });

  it("goods taken off the shelf stay in the list, marked unavailable; deleted goods drop out", async () => {
    await updateGoods(ctx, ids[2], { status: "OFF" });
    const page = await t.ok(search.watchList, {}, { ticket: a });
    expect(page.list.find((g) => g.goodsId === ids[2])?.available).toBe(false);
    expect((await t.call(search.recordView, { goodsId: ids[2] }, { ticket: a })).code).toBe(Codes.NOT_FOUND);
    await updateGoods(ctx, ids[2], { deletedAt: new Date() });
    expect((await t.ok(search.watchList, {}, { ticket: a })).list.map((g) => g.goodsId)).not.toContain(ids[2]);
  });

  it("deletes some or all", async () => {
    expect((await t.ok(search.watchDel, { goodsIds: [ids[0]] }, { ticket: a })).deleted).toBe(1);
    expect((await t.ok(search.watchDel, {}, { ticket: a })).deleted).toBe(2);
    expect((await t.ok(search.watchList, {}, { ticket: a })).total).toBe(0);
  });

  it(`keeps the ${WATCH_KEEP} newest, also under concurrent views`, async () => {
    const many: string[] = [];
    for (let i = 0; i < WATCH_KEEP + 5; i++) many.push(await seedGoods(ctx, { boId: "m-w-seller", shopId, name: `批量商品${i}`, categoryId: "040101", prices: [1000] }));
    const dev = "device-cccccccccccccccc";
    await Promise.all(many.map((goodsId) => t.ok(search.recordView, { goodsId, deviceId: dev })));
    const [{ n }] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int n from goods_watch where viewer = ${dev}`);
    expect(n).toBe(WATCH_KEEP);
    expect((await t.ok(search.watchList, { deviceId: dev, pageSize: 100 })).total).toBe(WATCH_KEEP);
  });
});
