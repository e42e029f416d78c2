import { Codes, FAV_LIMIT, favourite } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { authRole, authRoleFunc, member, memberEmployee, memberRole } from "../identity/schema";
import { shop } from "../shop/schema";
import { seedGoods, seedShop, updateGoods } from "../search/test-goods";
import { createTestApp } from "../../testing/harness";
import { favourite as favTable } from "./schema";

describe("favourites", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const db = ctx.db;
  await createPerson(db, { id: "m-f-seller", loginName: "fseller", mobile: "13900004001", password: "Sell@2026", name: "卖家", roles: ["SHOP_OWNER"] });
  await createPerson(db, { id: "m-f1", loginName: "fav1", mobile: "13900004002", password: "Fav@20260", name: "甲", roles: ["BUYER"] });
  await createPerson(db, { id: "m-f2", loginName: "fav2", mobile: "13900004003", password: "Fav@20260", name: "乙", roles: ["BUYER"] });
  // an enterprise employee whose role has no favourites function
  await createPerson(db, { id: "m-f-emp", loginName: "favemp", mobile: "13900004004", password: "Emp@20260", name: "员工", roles: [] });
  await db.insert(member).values({ id: "e-fav", type: "ENTERPRISE", name: "收藏测试企业", verifyState: "APPROVED" });
  await db.insert(memberEmployee).values({ id: "emp-fav", boId: "e-fav", memberId: "m-f-emp", name: "员工", mobile: "13900004004" });
  await db.insert(authRole).values({ code: "T_NO_FAV", name: "只看订单", nameEn: "Orders only", scope: "ENTERPRISE" });
  await db.insert(authRoleFunc).values({ roleCode: "T_NO_FAV", funcCode: "transaction.buy.myOrder" });
  await db.insert(memberRole).values({ memberId: "m-f-emp", boId: "e-fav", roleCode: "T_NO_FAV" });

  const shopId = await seedShop(ctx, { boId: "m-f-seller", name: "沂蒙禽业" });
  const closedShop = await seedShop(ctx, { boId: "m-f2", name: "已关闭的店", status: "CLOSED" });
  const chick = await seedGoods(ctx, { boId: "m-f-seller", shopId, name: "海兰褐蛋鸡苗", categoryId: "010101", prices: [350] });
  const feed = await seedGoods(ctx, { boId: "m-f-seller", shopId, name: "蛋鸡配合饲料", categoryId: "040101", prices: [16_000], unit: "DAI" });
  const demand = await seedGoods(ctx, { type: "DEMAND", boId: "m-f2", name: "求购玉米 100吨", categoryId: "040301", price: null, unit: "DUN", ext: { kind: "DEMAND", validUntil: "2099-12-31" } });
  const offShelf = await seedGoods(ctx, { boId: "m-f-seller", shopId, name: "下架商品", categoryId: "010101", status: "OFF" });

  const a = await t.login("fav1", "Fav@20260");
  const b = await t.login("fav2", "Fav@20260");
  const emp = await t.login("favemp", "Emp@20260");

  it("adds goods, shops and demand posts once each; counts who favourited", async () => {
    const first = await t.ok(favourite.add, { kind: "GOODS", targetId: chick }, { ticket: a });
    expect(first).toMatchObject({ created: true, favCount: 1 });
    const again = await t.ok(favourite.add, { kind: "GOODS", targetId: chick }, { ticket: a });
    expect(again).toEqual({ favId: first.favId, created: false, favCount: 1 });
    expect((await t.ok(favourite.add, { kind: "GOODS", targetId: chick }, { ticket: b })).favCount).toBe(2);
    await t.ok(favourite.add, { kind: "GOODS", targetId: feed }, { ticket: a });
    await t.ok(favourite.add, { kind: "SHOP", targetId: shopId }, { ticket: a });
    await t.ok(favourite.add, { kind: "DEMAND", targetId: demand }, { ticket: a });
    expect(await t.ok(favourite.count, {}, { ticket: a })).toEqual({ GOODS: 2, SHOP: 1, ARTICLE: 0, DEMAND: 1, total: 4 });
    expect(await t.ok(favourite.favNum, { kind: "GOODS", targetId: chick })).toEqual({ count: 2, favourited: null, favId: null });
    expect(await t.ok(favourite.favNum, { kind: "GOODS", targetId: chick }, { ticket: a })).toEqual({ count: 2, favourited: true, favId: first.favId });
    expect((await t.ok(favourite.favNum, { kind: "GOODS", targetId: feed }, { ticket: b })).favourited).toBe(false);
  });

  it("refuses targets that are not there to favourite", async () => {
    const cases: [string, string][] = [
      ["GOODS", offShelf], ["GOODS", "no-such"], ["GOODS", demand], ["DEMAND", chick],
      ["SHOP", closedShop], ["SHOP", "no-such"], ["ARTICLE", "any-article"],
    ];
    for (const [kind, targetId] of cases) {
      const r = await t.call(favourite.add, { kind: kind as "GOODS", targetId }, { ticket: a });
      expect(r.code, `${kind} ${targetId}`).toBe(Codes.NOT_FOUND);
    }
  });

  it("lists goods and shop favourites with their cards, newest first; keyword and availability filters", async () => {
    const goods = await t.ok(favourite.goodsList, {}, { ticket: a });
    expect(goods.list.map((g) => g.goodsId)).toEqual([feed, chick]);
    expect(goods.list[1]).toMatchObject({ name: "海兰褐蛋鸡苗", shopName: "沂蒙禽业", available: true, priceMin: 350 });
    expect((await t.ok(favourite.goodsList, { keyword: "饲料" }, { ticket: a })).list.map((g) => g.goodsId)).toEqual([feed]);
    const shops = await t.ok(favourite.shopList, {}, { ticket: a });
    expect(shops.list).toHaveLength(1);
    expect(shops.list[0]).toMatchObject({ shopId, name: "沂蒙禽业", available: true });
    const all = await t.ok(favourite.myList, {}, { ticket: a });
    expect(all.list.map((f) => f.kind)).toEqual(["DEMAND", "SHOP", "GOODS", "GOODS"]);
    expect(all.list[0].goods?.name).toBe("求购玉米 100吨");
    expect(all.list[1].shop?.name).toBe("沂蒙禽业");
    const demands = await t.ok(favourite.myList, { kind: "DEMAND" }, { ticket: a });
    expect(demands.list.map((f) => f.targetId)).toEqual([demand]);
    expect((await t.ok(favourite.myList, { keyword: "沂蒙" }, { ticket: a })).list.map((f) => f.kind)).toEqual(["SHOP"]);
    expect(await t.ok(favourite.articleList, {}, { ticket: a })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it("goods that leave the shelf stay favourited but unavailable, until expired favourites are cleared", async () => {
    await updateGoods(ctx, feed, { status: "OFF" });
    const list = await t.ok(favourite.goodsList, {}, { ticket: a });
    expect(list.list.find((g) => g.goodsId === feed)?.available).toBe(false);
    expect((await t.ok(favourite.goodsList, { onlyAvailable: true }, { ticket: a })).list.map((g) => g.goodsId)).toEqual([chick]);
    expect((await t.ok(favourite.delExpired, {}, { ticket: b })).deleted).toBe(0); // b's chick is still on sale
    expect((await t.ok(favourite.delExpired, {}, { ticket: a })).deleted).toBe(1);
    expect((await t.ok(favourite.goodsList, {}, { ticket: a })).list.map((g) => g.goodsId)).toEqual([chick]);
    expect((await t.ok(favourite.myList, { kind: "DEMAND" }, { ticket: a })).total).toBe(1); // other kinds untouched
    await db.update(shop).set({ status: "CLOSED" }).where(eq(shop.id, shopId));
    expect((await t.ok(favourite.shopList, {}, { ticket: a })).list[0].available).toBe(false);
    await db.update(shop).set({ status: "OPEN" }).where(eq(shop.id, shopId));
  });

  it("another member can neither see nor delete them", async () => {
    const mine = await t.ok(favourite.myList, {}, { ticket: a });
    const theirs = await t.ok(favourite.myList, {}, { ticket: b });
    expect(theirs.list.map((f) => f.targetId)).toEqual([chick]);
    const r = await t.call(favourite.delById, { favId: mine.list[0].favId }, { ticket: b });
    expect(r.code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(favourite.delByIdList, { favIds: mine.list.map((f) => f.favId) }, { ticket: b })).deleted).toBe(0);
    expect((await t.ok(favourite.cancel, { kind: "SHOP", targetId: shopId }, { ticket: b })).deleted).toBe(false);
    expect((await t.ok(favourite.myList, {}, { ticket: a })).total).toBe(mine.total);
  });

  it("deletes by id, by id list and by target", async () => {
    const mine = await t.ok(favourite.myList, {}, { ticket: a });
    expect((await t.ok(favourite.delById, { favId: mine.list[0].favId }, { ticket: a })).deleted).toBe(1);
    expect((await t.ok(favourite.cancel, { kind: "GOODS", targetId: chick }, { ticket: a })).favCount).toBe(1);
    expect((await t.ok(favourite.delByIdList, { favIds: mine.list.map((f) => f.favId) }, { ticket: a })).deleted).toBe(1);
    expect((await t.ok(favourite.count, {}, { ticket: a })).total).toBe(0);
  });

  it(`keeps at most ${FAV_LIMIT} per kind, also when added concurrently`, async () => {
    await t.ok(favourite.cancel, { kind: "GOODS", targetId: chick }, { ticket: b });
    const ids = Array.from({ length: FAV_LIMIT - 1 }, (_, i) => `pre-${i}`);
    await db.insert(favTable).values(ids.map((targetId) => ({ boId: "m-f2", memberId: "m-f2", kind: "GOODS" as const, targetId })));
    await updateGoods(ctx, feed, { status: "ON" });
    const results = await Promise.all([feed, chick].map((targetId) => t.call(favourite.add, { kind: "GOODS", targetId }, { ticket: b })));
    expect(results.map((r) => r.code).sort()).toEqual(["0", Codes.CONFLICT].sort());
    expect((await t.ok(favourite.count, {}, { ticket: b })).GOODS).toBe(FAV_LIMIT);
    // another kind has its own allowance
    expect((await t.ok(favourite.add, { kind: "SHOP", targetId: shopId }, { ticket: b })).created).toBe(true);
  });

  it("names the bad field", async () => {
    const kind = await t.call(favourite.add, { kind: "FRIEND" as "GOODS", targetId: chick }, { ticket: a });
    expect(kind.code).toBe(Codes.VALIDATION);
    expect(kind.msg).toContain("kind");
    const empty = await t.call(favourite.delByIdList, { favIds: [] }, { ticket: a });
    expect(empty.msg).toContain("favIds");
    expect((await t.call(favourite.add, { kind: "GOODS", targetId: "" }, { ticket: a })).msg).toContain("targetId");
    expect((await t.call(favourite.goodsList, { pageSize: 1000 }, { ticket: a })).msg).toContain("pageSize");
  });

  it("needs a login, and the favourites function", async () => {
    const calls = [
      [favourite.add, { kind: "GOODS", targetId: chick }], [favourite.cancel, { kind: "GOODS", targetId: chick }],
      [favourite.myList, {}], [favourite.goodsList, {}], [favourite.shopList, {}], [favourite.articleList, {}],
      [favourite.count, {}], [favourite.delById, { favId: "x" }], [favourite.delByIdList, { favIds: ["x"] }], [favourite.delExpired, {}],
    ] as const;
    for (const [call, input] of calls) {
      expect((await t.call(call, input as never)).code, call.path).toBe(Codes.NOT_LOGGED_IN);
      expect((await t.call(call, input as never, { ticket: emp })).code, call.path).toBe(Codes.FORBIDDEN);
    }
    expect((await t.call(favourite.favNum, { kind: "GOODS", targetId: chick }, { ticket: emp })).code).toBe("0");
  });
});
