import { goods, search, shop } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, openShop, operator } from "../goods/test-fixtures";

/** The index follows the goods module's own writes (its goods.changed / shop.changed events). */
describe("search index with the goods module's calls", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await enterprise(t, { name: "鲁西牧业有限公司" });
  const shopId = await openShop(t, seller, op, { name: "鲁西牧业饲料店" });
  const found = async (keyword: string) => (await t.ok(search.searchGoods, { keyword })).list.map((g) => g.goodsId);

  it("published goods are found at once, by partial words, with the buyer's cards", async () => {
    const saved = await t.ok(goods.publishGoods, goodsFormFor({ name: "鲁西蛋鸡配合料 高峰期" }), { ticket: seller.ticket });
    expect(saved.status).toBe("ON");
    expect(await found("蛋鸡")).toEqual([saved.goodsId]);
    expect(await found("鲁西 高峰")).toEqual([saved.goodsId]);
    const r = await t.ok(search.searchGoods, { keyword: "配合料" });
    expect(r.list[0]).toMatchObject({ shopId, shopName: "鲁西牧业饲料店", priceMin: 8800 });
  });

  it("a renamed goods is found by its new name; taken off the shelf it is gone at once; back on, it is back", async () => {
    const saved = await t.ok(goods.publishGoods, goodsFormFor({ name: "肉鸡颗粒料" }), { ticket: seller.ticket });
    const view = await t.ok(goods.selGoodsByIdManage, { goodsId: saved.goodsId }, { ticket: seller.ticket });
    await t.ok(goods.modifyGoods, { ...goodsFormFor({ name: "肉鸭颗粒料" }), goodsId: saved.goodsId, version: view.version }, { ticket: seller.ticket });
    expect(await found("肉鸡颗粒")).toEqual([]);
    expect(await found("肉鸭")).toEqual([saved.goodsId]);
    await t.ok(goods.updStatus, { goodsIds: [saved.goodsId], status: "OFF" }, { ticket: seller.ticket });
    expect(await found("肉鸭")).toEqual([]);
    await t.ok(goods.updStatus, { goodsIds: [saved.goodsId], status: "ON" }, { ticket: seller.ticket });
    expect(await found("肉鸭")).toEqual([saved.goodsId]);
  });

  it("closing the shop takes its goods out of the results; reopening brings them back", async () => {
    await t.ok(shop.updStatus, { shopId, action: "CLOSE" }, { ticket: seller.ticket });
    expect(await found("颗粒料")).toEqual([]);
    await t.ok(shop.updStatus, { shopId, action: "REOPEN" }, { ticket: seller.ticket });
    expect((await found("颗粒料")).length).toBe(1);
  });
});
