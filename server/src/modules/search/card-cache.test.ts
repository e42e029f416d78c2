import { goods, search, shop } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { emit } from "../../kit/events";
import { countQueries } from "../../kit/query-count";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, openShop, operator, person } from "../goods/test-fixtures";
import { shop as shopTable } from "../shop/schema";

/**
 * The search's pages are kept until the index changes (page-cache.ts), its cards come from a
 * per-goods cache (goods/card-cache.ts) and its badges from a short one (badges.ts): a repeated search
 * spends no statement, and the catalogue's events drop the caches at once, so the next search shows a price change, and a goods off the shelf or in a closed
 * shop is gone.
 */
describe("the search's card cache follows the catalogue", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await enterprise(t, { name: "沂河禽业有限公司" });
  const buyer = await person(t, ["BUYER"], "李买家");
  const shopId = await openShop(t, seller, op, { name: "沂河禽业饲料店" });
  const form = (price: number) => goodsFormFor({ name: "沂河育雏料 开口料", specs: [{ name: "40kg/袋", price, stock: 50 }] });
  const { goodsId } = await t.ok(goods.publishGoods, form(9_900), { ticket: seller.ticket });
  const other = (await t.ok(goods.publishGoods, goodsFormFor({ name: "沂河育成料 中期", specs: [{ name: "40kg/袋", price: 8_800, stock: 50 }] }), { ticket: seller.ticket })).goodsId;
  const find = async (keyword = "沂河", ticket?: string) => (await t.ok(search.searchGoods, { keyword, facets: false }, { ticket })).list;
  const card = async (id = goodsId) => (await find()).find((c) => c.goodsId === id);

  it("a repeated search reads only its page: cards and badges come from memory", async () => {
    expect((await find()).map((c) => c.goodsId).sort()).toEqual([goodsId, other].sort());
    const counter = countQueries(t.database.db);
    try {
      expect((await find()).map((c) => c.goodsId).sort()).toEqual([goodsId, other].sort());
      expect(counter.statements.filter((s) => !/search_goods/.test(s))).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it("a page asked again is read from memory until the index changes: a new goods shows on the next search", async () => {
    await find();
    const counter = countQueries(t.database.db);
    try {
      await find();
      expect(counter.count).toBe(0);
    } finally {
      counter.stop();
    }
    const added = (await t.ok(goods.publishGoods, goodsFormFor({ name: "沂河蛋鸡料 高峰", specs: [{ name: "40kg/袋", price: 9_000, stock: 5 }] }), { ticket: seller.ticket })).goodsId;
    expect((await find()).map((c) => c.goodsId)).toContain(added);
    await t.ok(goods.updStatus, { goodsIds: [added], status: "OFF" }, { ticket: seller.ticket });
    expect((await find()).map((c) => c.goodsId)).not.toContain(added);
  });

  it("a price change shows on the next search", async () => {
    expect(await card()).toMatchObject({ priceMin: 9_900, buyerPriceMin: 9_900 });
    const view = await t.ok(goods.selGoodsByIdManage, { goodsId }, { ticket: seller.ticket });
    await t.ok(goods.modifyGoods, { ...form(7_700), specs: [{ ...form(7_700).specs[0], id: view.specs[0].specId }], goodsId, version: view.version }, { ticket: seller.ticket });
    expect(await card()).toMatchObject({ priceMin: 7_700, buyerPriceMin: 7_700 });
    // a logged-in buyer's card is built from the same cache, with the buyer's prices
    expect((await find("沂河", buyer.ticket)).find((c) => c.goodsId === goodsId)).toMatchObject({ priceMin: 7_700 });
  });

  it("a goods taken off the shelf is gone from the next search, and back with its card when put on again", async () => {
    expect(await card()).toBeDefined();
    await t.ok(goods.updStatus, { goodsIds: [goodsId], status: "OFF" }, { ticket: seller.ticket });
    expect(await card()).toBeUndefined();
    await t.ok(goods.updStatus, { goodsIds: [goodsId], status: "ON" }, { ticket: seller.ticket });
    expect(await card()).toMatchObject({ status: "ON", priceMin: 7_700 });
  });

  it("a closed shop's goods are gone from the next search; reopened, they are back", async () => {
    expect((await find()).length).toBe(2);
    await t.ok(shop.updStatus, { shopId, action: "CLOSE" }, { ticket: seller.ticket });
    expect(await find()).toEqual([]);
    await t.ok(shop.updStatus, { shopId, action: "REOPEN" }, { ticket: seller.ticket });
    expect((await find()).map((c) => c.goodsId).sort()).toEqual([goodsId, other].sort());
  });

  it("a shop's new name shows on its cards at once (shop.changed)", async () => {
    expect(await card(other)).toMatchObject({ shopName: "沂河禽业饲料店" });
    const ctx = t.systemCtx();
    await inTx(ctx, async (tx) => {
      await tx.db.update(shopTable).set({ name: "沂河禽业旗舰店" }).where(eq(shopTable.id, shopId));
      await emit(tx, "shop.changed", { shopId });
    });
    expect(await card(other)).toMatchObject({ shopName: "沂河禽业旗舰店" });
    expect(await card(goodsId)).toMatchObject({ shopName: "沂河禽业旗舰店" });
  });

  it("a change rolled back leaves the cards as they stand", async () => {
    const ctx = t.systemCtx();
    await expect(
      inTx(ctx, async (tx) => {
        await tx.db.update(shopTable).set({ name: "不会留下的名字" }).where(eq(shopTable.id, shopId));
        await emit(tx, "shop.changed", { shopId });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await card(other)).toMatchObject({ shopName: "沂河禽业旗舰店" });
  });
});
