import { Codes, goods, shop } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { goodsEvaluation } from "../goods/schema";
import { enterprise, goodsFormFor, openShop, operator, person } from "../goods/test-fixtures";

describe("shop classify tree", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const owner = await enterprise(t, { staffRoles: [["EMP_SALES"]] });
  const rival = await person(t, ["SHOP_OWNER"]);
  await openShop(t, owner, op);
  await openShop(t, rival, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const g1 = await t.ok(goods.publishGoods, goodsFormFor(), { ticket: owner.ticket });
  const g2 = await t.ok(goods.publishGoods, goodsFormFor(), { ticket: owner.ticket });
  const me = { ticket: owner.ticket };

  it("adds two levels, unique among siblings, sorted", async () => {
    const feed = await t.ok(shop.addClassify, { name: "饲料" }, me);
    const equip = await t.ok(shop.addClassify, { name: "设备" }, me);
    const layer = await t.ok(shop.addClassify, { name: "蛋鸡料", parentId: feed.id }, me);
    expect(layer).toMatchObject({ level: 2, parentId: feed.id });
    expect((await t.call(shop.addClassify, { name: "饲料" }, me)).msg).toContain("name");
    expect((await t.ok(shop.addClassify, { name: "饲料", parentId: equip.id }, me)).level).toBe(2);
    expect((await t.call(shop.addClassify, { name: "三级", parentId: layer.id }, me)).msg).toContain("parentId");
    expect((await t.call(shop.addClassify, { name: "" }, me)).msg).toContain("name");
    const sorted = await t.ok(shop.sortClassify, { ids: [equip.id, feed.id] }, me);
    expect(sorted.map((c) => c.name)).toEqual(["设备", "饲料"]);
    expect((await t.call(shop.sortClassify, { ids: [equip.id, layer.id] }, me)).msg).toContain("ids");
    const tree = await t.ok(shop.classifyTreeByLogin, {}, me);
    expect(tree.map((n) => [n.name, n.children.map((c) => c.name)])).toEqual([["设备", ["饲料"]], ["饲料", ["蛋鸡料"]]]);
    expect((await t.ok(shop.classifyByParentIdManage, { parentId: feed.id }, me)).map((c) => c.name)).toEqual(["蛋鸡料"]);
  });

  it("assigns goods, counts them up the tree, renames, batch-saves names (a swap is fine)", async () => {
    const tree = await t.ok(shop.classifyTreeByLogin, {}, me);
    const feed = tree.find((n) => n.name === "饲料")!;
    const layer = feed.children[0];
    expect(await t.ok(shop.addClassifyGoods, { classifyId: layer.id, goodsIds: [g1.goodsId] }, me)).toEqual({ updated: 1 });
    await t.ok(shop.addClassifyGoods, { classifyId: feed.id, goodsIds: [g2.goodsId] }, me);
    expect((await t.ok(shop.classifyById, { id: feed.id }, me)).goodsCount).toBe(2);
    expect((await t.ok(goods.selGoodsByIdManage, { goodsId: g1.goodsId }, me)).shopClassifyName).toBe("蛋鸡料");
    expect((await t.ok(shop.updClassify, { id: layer.id, name: "蛋鸡配合料" }, me)).name).toBe("蛋鸡配合料");
    const equip = tree.find((n) => n.name === "设备")!;
    const swapped = await t.ok(shop.updClassifyList, { items: [{ id: feed.id, name: "设备", sort: 10 }, { id: equip.id, name: "饲料", sort: 20 }] }, me);
    expect(swapped.map((n) => n.name)).toEqual(["设备", "饲料"]);
    expect(swapped[0].id).toBe(feed.id);
    expect((await t.call(shop.updClassifyList, { items: [{ id: feed.id, name: "同名", sort: 1 }, { id: equip.id, name: "同名", sort: 2 }] }, me)).msg).toContain("items.name");
  });

  it("deleting moves goods out (or to another category) and takes sub-categories along", async () => {
    const tree = await t.ok(shop.classifyTreeByLogin, {}, me);
    const [withGoods, other] = tree;
    expect((await t.call(shop.delClassify, { ids: [withGoods.id], moveToId: withGoods.children[0].id }, me)).msg).toContain("moveToId");
    const r = await t.ok(shop.delClassify, { ids: [withGoods.id], moveToId: other.id }, me);
    expect(r).toEqual({ deleted: 2, movedGoods: 2 });
    expect((await t.ok(shop.classifyById, { id: other.id }, me)).goodsCount).toBe(2);
    await t.ok(shop.delClassify, { ids: [other.id] }, me);
    expect((await t.ok(goods.myGoodsList, { shopClassifyId: null }, me)).total).toBe(2);
    expect(await t.ok(shop.classifyTreeByLogin, {}, me)).toEqual([]);
  });

  it("keeps members out of each other's categories and functions", async () => {
    const c = await t.ok(shop.addClassify, { name: "我的" }, me);
    for (const r of await Promise.all([
      t.call(shop.updClassify, { id: c.id, name: "x" }, { ticket: rival.ticket }),
      t.call(shop.delClassify, { ids: [c.id] }, { ticket: rival.ticket }),
      t.call(shop.classifyById, { id: c.id }, { ticket: rival.ticket }),
      t.call(shop.sortClassify, { ids: [c.id] }, { ticket: rival.ticket }),
      t.call(shop.addClassifyGoods, { classifyId: c.id, goodsIds: [g1.goodsId] }, { ticket: rival.ticket }),
    ])) {
      expect(r.code).toBe(Codes.NOT_FOUND);
    }
    expect((await t.ok(shop.classifyById, { id: c.id }, me)).name).toBe("我的");
    expect((await t.call(shop.addClassify, { name: "y" }, { ticket: owner.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(shop.classifyTreeByLogin, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });
});

describe("shop recommendations and review scores", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const op = await operator(t);
  const owner = await enterprise(t, { staffRoles: [["EMP_SALES"]] });
  const peer = await person(t, ["SHOP_OWNER"]);
  const buyer = await person(t, ["BUYER"]);
  const shopId = await openShop(t, owner, op);
  const peerShop = await openShop(t, peer, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const gs: string[] = [];
  for (let i = 0; i < 4; i++) gs.push((await t.ok(goods.publishGoods, goodsFormFor({ name: `推荐饲料${i}` }), { ticket: owner.ticket })).goodsId);
  const draft = (await t.ok(goods.add, goodsFormFor(), { ticket: owner.ticket })).goodsId;
  const me = { ticket: owner.ticket };

  it("creates the default blocks on first use and manages them", async () => {
    const blocks = await t.ok(shop.recommendClassifySyncList, {}, me);
    expect(blocks.map((b) => b.name)).toEqual(["店长推荐", "热销商品", "新品上市"]);
    expect((await t.ok(shop.recommendClassifySyncList, {}, me)).map((b) => b.id)).toEqual(blocks.map((b) => b.id));
    const added = await t.ok(shop.recommendClassifyAdd, { name: "开春特惠" }, me);
    expect(added.sort).toBeGreaterThan(blocks[2].sort);
    expect((await t.call(shop.recommendClassifyAdd, { name: "开春特惠" }, me)).msg).toContain("name");
    await t.ok(shop.recommendClassifyAdd, { name: "五" }, me);
    await t.ok(shop.recommendClassifyAdd, { name: "六" }, me);
    expect((await t.call(shop.recommendClassifyAdd, { name: "七" }, me)).code).toBe(Codes.CONFLICT);
    expect((await t.ok(shop.recommendClassifyUpd, { id: added.id, enabled: false }, me)).enabled).toBe(false);
    expect(await t.ok(shop.recommendClassifyDel, { id: added.id }, me)).toEqual({ deleted: true });
  });

  it("adds on-sale goods to a block, skipping duplicates, and the shop page shows them", async () => {
    const [top] = await t.ok(shop.recommendClassifySyncList, {}, me);
    expect(await t.ok(shop.recommendInfoAdd, { recommendClassifyId: top.id, goodsIds: [gs[2], gs[0]] }, me)).toEqual({ added: 2, skipped: 0 });
    expect(await t.ok(shop.recommendInfoAdd, { recommendClassifyId: top.id, goodsIds: [gs[0]] }, me)).toEqual({ added: 0, skipped: 1 });
    expect((await t.call(shop.recommendInfoAdd, { recommendClassifyId: top.id, goodsIds: [draft] }, me)).msg).toContain("goodsIds");
    const page = await t.ok(shop.recommendInfoPage, { recommendClassifyId: top.id }, me);
    expect(page.list.map((r) => r.goodsId)).toEqual([gs[2], gs[0]]);
    await t.ok(shop.recommendInfoUpd, { id: page.list[1].id, sort: 1 }, me);
    const pub = await t.ok(shop.shopRecommendInfo, { shopId });
    expect(pub[0].goods.map((g) => g.goodsId)).toEqual([gs[0], gs[2]]);
    const rec = await t.ok(goods.selGoodRecommendByShopId, { shopId, limit: 3 });
    expect(rec.map((g) => g.goodsId).slice(0, 2)).toEqual([gs[0], gs[2]]);
    expect(rec).toHaveLength(3);
    // goods leaving the shelf leave the public blocks
    await t.ok(goods.updStatus, { goodsIds: [gs[0]], status: "OFF" }, me);
    expect((await t.ok(shop.shopRecommendInfo, { shopId }))[0].goods.map((g) => g.goodsId)).toEqual([gs[2]]);
    expect(await t.ok(shop.recommendInfoDel, { recommendClassifyId: top.id, goodsIds: [gs[2]] }, me)).toEqual({ deleted: 1 });
    expect(await t.ok(shop.recommendInfoDel, { recommendClassifyId: top.id }, me)).toEqual({ deleted: 1 });
  });

  it("keeps other members out", async () => {
    const [top] = await t.ok(shop.recommendClassifySyncList, {}, me);
    for (const r of await Promise.all([
      t.call(shop.recommendClassifyUpd, { id: top.id, name: "x" }, { ticket: peer.ticket }),
      t.call(shop.recommendClassifyDel, { id: top.id }, { ticket: peer.ticket }),
      t.call(shop.recommendInfoPage, { recommendClassifyId: top.id }, { ticket: peer.ticket }),
      t.call(shop.recommendInfoAdd, { recommendClassifyId: top.id, goodsIds: [gs[1]] }, { ticket: peer.ticket }),
      t.call(shop.recommendInfoDel, { recommendClassifyId: top.id }, { ticket: peer.ticket }),
    ])) {
      expect(r.code).toBe(Codes.NOT_FOUND);
    }
    const peerBlocks = await t.ok(shop.recommendClassifySyncList, {}, { ticket: peer.ticket });
    expect((await t.call(shop.recommendInfoAdd, { recommendClassifyId: peerBlocks[0].id, goodsIds: [gs[1]] }, { ticket: peer.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(shop.recommendClassifySyncList, {}, { ticket: owner.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(shop.recommendClassifySyncList, {}, { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
  });

  it("compares the shop's review scores with its main category's average", async () => {
    const peerGoods = (await t.ok(goods.publishGoods, goodsFormFor(), { ticket: peer.ticket })).goodsId;
    const ev = (goodsId: string, shop: string, seller: string, d: number, s: number, l: number) => ({
      goodsId, shopId: shop, sellerBoId: seller, buyerBoId: buyer.boId, buyerName: "买家", score: Math.round((d + s + l) / 3), descriptionScore: d, serviceScore: s, logisticsScore: l,
    });
    await db.insert(goodsEvaluation).values([
      ev(gs[1], shopId, owner.boId, 5, 5, 4),
      ev(gs[1], shopId, owner.boId, 5, 4, 4),
      ev(peerGoods, peerShop, peer.boId, 4, 4, 4),
    ]);
    const r = await t.ok(shop.ruleRank, { shopId });
    expect(r).toMatchObject({ mainCategoryId: "04", mainCategoryName: "饲料", peerShops: 2, evaluationCount: 2 });
    expect(r.items[0]).toEqual({ dimension: "DESCRIPTION", label: "描述相符", score: 5, average: 4.5, difference: 0.5, proportion: 0.1111, trend: "HIGHER" });
    expect(r.items[2]).toMatchObject({ score: 4, average: 4, difference: 0, trend: "EQUAL" });
    const peerRank = await t.ok(shop.ruleRank, { shopId: peerShop });
    expect(peerRank.items[0]).toMatchObject({ score: 4, difference: -0.5, trend: "LOWER" });
    expect((await t.call(shop.ruleRank, { shopId: "nope" })).code).toBe(Codes.NOT_FOUND);
  });
});
