import { adminConsole, Codes, goods, shop } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { goodsMachine, onShelfEvent, type GoodsEvent, type GoodsStatus } from "./machine";
import { goods as goodsTable, goodsSpec } from "./schema";
import { enterprise, goodsFormFor, openShop, operator, person } from "./test-fixtures";

describe("goods state machine", () => {
  const table: [GoodsStatus, GoodsEvent, GoodsStatus | null][] = [
    ["DRAFT", "putOn", "ON"],
    ["DRAFT", "submit", "PENDING"],
    ["DRAFT", "takeOff", null],
    ["PENDING", "approve", "ON"],
    ["PENDING", "reject", "REJECTED"],
    ["PENDING", "withdraw", "DRAFT"],
    ["PENDING", "putOn", null],
    ["ON", "takeOff", "OFF"],
    ["ON", "takeDown", "REJECTED"],
    ["ON", "submit", "PENDING"],
    ["ON", "approve", null],
    ["OFF", "putOn", "ON"],
    ["OFF", "submit", "PENDING"],
    ["REJECTED", "submit", "PENDING"],
    ["REJECTED", "putOn", null],
  ];
  it.each(table)("%s --%s--> %s", (from, event, to) => {
    if (to) expect(goodsMachine.next(from, event)).toBe(to);
    else expect(() => goodsMachine.next(from, event)).toThrow(BizError);
  });

  it("putting on shelf goes through review for regulated categories and after a take-down", () => {
    expect(onShelfEvent("DRAFT", false)).toBe("putOn");
    expect(onShelfEvent("OFF", true)).toBe("submit");
    expect(onShelfEvent("REJECTED", false)).toBe("submit");
  });
});

describe("publishing mall goods", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const op = await operator(t);
  const seller = await enterprise(t, { staffRoles: [["EMP_SALES"], ["EMP_PURCHASE"]] });
  const [sales, purchaser] = seller.staff;
  const other = await person(t, ["SHOP_OWNER"]);
  const buyer = await person(t, ["BUYER"]);
  await openShop(t, seller, op, {
    businessScope: ["04", "06"],
    licences: [
      { kind: "BUSINESS_LICENCE", number: "91370100MA3C000001", fileUrl: "/files/image/x/l.png" },
      { kind: "VET_DRUG", number: "(2026)兽药经营证字 1", fileUrl: "/files/image/x/v.png" },
    ],
  });
  await openShop(t, other, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const changed: string[] = [];
  const off = t.services.events.subscribe("goods.changed", (_ctx, p) => {
    changed.push(p.goodsId);
    return Promise.resolve();
  });
  afterAll(off);

  it("publishes goods on shelf in one step, with specs, sanitised description and aggregates", async () => {
    const s = await t.ok(goods.publishGoods, goodsFormFor({ name: "海兰褐蛋鸡配合料" }), { ticket: seller.ticket });
    expect(s.status).toBe("ON");
    expect(changed).toContain(s.goodsId);
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    expect(v).toMatchObject({ type: "GOODS", priceMin: 8800, priceMax: 16800, stockTotal: 800, mainImage: "/files/image/20260101/feed-1.png", categoryName: "蛋鸡配合料", unitName: "袋" });
    expect(v.description).not.toContain("javascript");
    expect(v.description).toContain('src="/files/image/20260101/d.png"');
    expect(v.categoryPath.map((c) => c.name)).toEqual(["饲料", "配合饲料", "蛋鸡配合料"]);
    expect(v.deliveryRange.areas.map((a) => a.name)).toEqual(["山东省", "河北省"]);
    expect(v.logistics.map((l) => l.name)).toEqual(["物流配送", "买家自提"]);
    expect(v.events).toEqual(["edit", "takeOff", "submit"]);
    expect(v.specs.map((x) => [x.name, x.listPrice, x.memberPrice, x.price, x.priceSource])).toEqual([
      ["40kg/袋", 16800, 16200, 16200, "MEMBER"],
      ["20kg/袋", 8800, null, 8800, "LIST"],
    ]);
  });

  it("sends goods of a reviewed category to review; operators approve, reject with a reason, take down", async () => {
    const vaccine = goodsFormFor({ name: "新城疫活疫苗（La Sota株）", categoryId: "060101", unit: "PING", specs: [{ name: "1000羽份/瓶", price: 2500, stock: 100 }] });
    const s = await t.ok(goods.publishGoods, vaccine, { ticket: seller.ticket });
    expect(s.status).toBe("PENDING");
    expect((await t.call(goods.selGoodsById, { goodsId: s.goodsId })).code).toBe(Codes.NOT_FOUND);
    const q = await t.ok(adminConsole.goodsQueue, {}, { ticket: op.ticket });
    expect(q.list.map((r) => r.goodsId)).toContain(s.goodsId);
    expect(q.list.find((r) => r.goodsId === s.goodsId)?.licenceLabel).toBe("兽药经营许可证");
    const d = await t.ok(adminConsole.goodsDetail, { goodsId: s.goodsId }, { ticket: op.ticket });
    expect(d.licence).toMatchObject({ kind: "VET_DRUG", present: true });

    await t.ok(adminConsole.goodsReject, { goodsId: s.goodsId, reason: "请补充批准文号" }, { ticket: op.ticket });
    const rejected = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    expect(rejected).toMatchObject({ status: "REJECTED", rejectReason: "请补充批准文号" });
    expect((await t.ok(goods.applyUpdStatusOn, { goodsId: s.goodsId }, { ticket: seller.ticket })).status).toBe("PENDING");
    const [pass] = await t.ok(adminConsole.goodsApprove, { goodsIds: [s.goodsId] }, { ticket: op.ticket });
    expect(pass).toMatchObject({ ok: true, status: "ON" });
    expect((await t.ok(goods.selGoodsById, { goodsId: s.goodsId })).status).toBe("ON");
    // editing on-shelf reviewed goods sends them back to review
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    const again = await t.ok(goods.upd, { ...vaccine, goodsId: s.goodsId, version: v.version, name: "新城疫活疫苗 La Sota" }, { ticket: seller.ticket });
    expect(again.status).toBe("PENDING");
    await t.ok(adminConsole.goodsApprove, { goodsIds: [s.goodsId] }, { ticket: op.ticket });
    await t.ok(adminConsole.goodsTakeDown, { goodsId: s.goodsId, reason: "标签与实物不符" }, { ticket: op.ticket });
    const down = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    expect(down).toMatchObject({ status: "REJECTED", rejectReason: "标签与实物不符" });
    const hist = await t.ok(adminConsole.goodsDetail, { goodsId: s.goodsId }, { ticket: op.ticket });
    expect(hist.history.map((h) => h.event)).toEqual(["submit", "reject", "submit", "approve", "submit", "approve", "takeDown"]);
    // a second approval of the same goods is refused per item
    const [twice] = await t.ok(adminConsole.goodsApprove, { goodsIds: [s.goodsId] }, { ticket: op.ticket });
    expect(twice.ok).toBe(false);
    expect((await t.call(adminConsole.goodsQueue, {}, { ticket: seller.ticket })).code).toBe(Codes.FORBIDDEN);
  });

  it("saves drafts, puts on and off shelf, withdraws reviews, deletes only what is off shelf", async () => {
    const d = await t.ok(goods.add, goodsFormFor(), { ticket: seller.ticket });
    expect(d.status).toBe("DRAFT");
    expect((await t.call(goods.selGoodsById, { goodsId: d.goodsId })).code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(goods.selGoodsById, { goodsId: d.goodsId }, { ticket: seller.ticket })).status).toBe("DRAFT");
    let [r] = await t.ok(goods.updStatus, { goodsIds: [d.goodsId], status: "ON" }, { ticket: seller.ticket });
    expect(r).toMatchObject({ ok: true, status: "ON" });
    expect((await t.call(goods.delGoods, { goodsId: d.goodsId }, { ticket: seller.ticket })).code).toBe(Codes.CONFLICT);
    [r] = await t.ok(goods.updStatus, { goodsIds: [d.goodsId], status: "OFF" }, { ticket: seller.ticket });
    expect(r.status).toBe("OFF");
    [r] = await t.ok(goods.updStatus, { goodsIds: [d.goodsId], status: "WITHDRAW" }, { ticket: seller.ticket });
    expect(r.ok).toBe(false);
    expect(await t.ok(goods.delGoods, { goodsId: d.goodsId }, { ticket: seller.ticket })).toEqual({ deleted: true });
    expect((await t.call(goods.selGoodsByIdManage, { goodsId: d.goodsId }, { ticket: seller.ticket })).code).toBe(Codes.NOT_FOUND);
    const [row] = await db.select().from(goodsTable).where(eq(goodsTable.id, d.goodsId));
    expect(row.deletedAt).not.toBeNull();

    const p = await t.ok(goods.publishGoods, goodsFormFor({ categoryId: "060201", unit: "PING" }), { ticket: seller.ticket });
    [r] = await t.ok(goods.updStatus, { goodsIds: [p.goodsId], status: "WITHDRAW" }, { ticket: seller.ticket });
    expect(r.status).toBe("DRAFT");
    const batch = await t.ok(goods.delGoodsList, { goodsIds: [p.goodsId, "nope"] }, { ticket: seller.ticket });
    expect(batch.map((b) => b.ok)).toEqual([true, false]);
  });

  it("names the field of bad input", async () => {
    const cases: [Parameters<typeof goodsFormFor>[0], string][] = [
      [{ categoryId: "04" }, "categoryId"],
      [{ categoryId: "010101" }, "categoryId"], // not in the shop's business scope
      [{ unit: "BOX" }, "unit"],
      [{ logistics: ["TELEPORT"] }, "logistics"],
      [{ specs: [{ name: "a", price: 100, memberPrice: 200, stock: 1 }] }, "specs.memberPrice"],
      [{ specs: [{ name: "a", price: 100, stock: 1 }, { name: "a", price: 90, stock: 1 }] }, "specs.name"],
      [{ specs: [] }, "specs"],
      [{ images: ["javascript:alert(1)"] }, "images.0"],
      // only files our store holds: no hot-linked or made-up addresses
      [{ images: ["https://img.example.com/a.png"] }, "images.0"],
      [{ images: ["/files/image/20260101/feed-1.png", "/files/image/20260101/never-uploaded.png"] }, "images.1"],
      [{ originAreaCode: "999999" }, "originAreaCode"],
      [{ deliveryRange: { nationwide: false, areaCodes: [] } }, "deliveryRange.areaCodes"],
      [{ payPlans: [{ type: "FULL" }, { type: "FULL" }] }, "payPlans"],
      [{ shopClassifyId: "nope" }, "shopClassifyId"],
    ];
    for (const [bad, field] of cases) {
      const r = await t.call(goods.publishGoods, goodsFormFor(bad), { ticket: seller.ticket });
      expect([r.code, r.msg], field).toEqual([Codes.VALIDATION, expect.stringContaining(field)]);
    }
  });

  it("refuses visitors, members and employees without the function", async () => {
    expect((await t.call(goods.publishGoods, goodsFormFor())).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(goods.publishGoods, goodsFormFor(), { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(goods.publishGoods, goodsFormFor(), { ticket: purchaser.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(goods.myGoodsList, {}, { ticket: purchaser.ticket })).code).toBe(Codes.FORBIDDEN);
    // a sales employee acts for the enterprise
    expect((await t.ok(goods.publishGoods, goodsFormFor(), { ticket: sales.ticket })).status).toBe("ON");
    // no shop yet: a person with the function is told to open one
    const noShop = await person(t, ["SHOP_OWNER"]);
    expect((await t.call(goods.publishGoods, goodsFormFor(), { ticket: noShop.ticket })).code).toBe(Codes.CONFLICT);
  });

  it("another seller can never change someone else's goods, through any write", async () => {
    const mine = await t.ok(goods.publishGoods, goodsFormFor({ name: "我的饲料" }), { ticket: seller.ticket });
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: mine.goodsId }, { ticket: seller.ticket });
    const specId = v.specs[0].specId;
    const as = { ticket: other.ticket };
    const attempts = [
      t.call(goods.modifyGoods, { ...goodsFormFor(), goodsId: mine.goodsId }, as),
      t.call(goods.upd, { ...goodsFormFor(), goodsId: mine.goodsId }, as),
      t.call(goods.modifyGoodsV2, { ...goodsFormFor(), specDims: [{ name: "x", values: ["a"] }], skus: [{ values: ["a"], price: 1, stock: 1 }], goodsId: mine.goodsId }, as),
      t.call(goods.delGoods, { goodsId: mine.goodsId }, as),
      t.call(goods.applyUpdStatusOn, { goodsId: mine.goodsId }, as),
      t.call(goods.updSpecPriceStock, { items: [{ specId, stockDelta: -1 }] }, as),
      t.call(goods.traceSave, { goodsId: mine.goodsId, traces: [] }, as),
      t.call(goods.shareKeyUrl, { goodsId: mine.goodsId }, as),
      t.call(goods.selGoodsByIdManage, { goodsId: mine.goodsId }, as),
      t.call(shop.addClassifyGoods, { classifyId: null, goodsIds: [mine.goodsId] }, as),
    ];
    for (const r of await Promise.all(attempts)) expect(r.code).toBe(Codes.NOT_FOUND);
    for (const r of await t.ok(goods.updStatus, { goodsIds: [mine.goodsId], status: "OFF" }, as)) expect(r.ok).toBe(false);
    for (const r of await t.ok(goods.delGoodsList, { goodsIds: [mine.goodsId] }, as)) expect(r.ok).toBe(false);
    const after = await t.ok(goods.selGoodsByIdManage, { goodsId: mine.goodsId }, { ticket: seller.ticket });
    expect(after).toMatchObject({ status: "ON", name: "我的饲料", version: v.version, stockTotal: v.stockTotal });
  });

  it("modify checks the version: a stale edit is refused, and of two concurrent edits one wins", async () => {
    const s = await t.ok(goods.publishGoods, goodsFormFor(), { ticket: seller.ticket });
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    const edit = (name: string) =>
      t.call(goods.modifyGoods, { ...goodsFormFor({ name }), specs: v.specs.map((x) => ({ id: x.specId, name: x.name, price: x.listPrice, stock: x.stock })), goodsId: s.goodsId, version: v.version }, { ticket: seller.ticket });
    const results = await Promise.all([edit("甲"), edit("乙"), edit("丙")]);
    expect(results.filter((r) => r.code === "0")).toHaveLength(1);
    expect(results.filter((r) => r.code === Codes.CONFLICT)).toHaveLength(2);
    const after = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    expect(after.version).toBe(v.version + 1);
    // specs kept their ids (carts and orders keep pointing at them)
    expect(after.specs.map((x) => x.specId)).toEqual(v.specs.map((x) => x.specId));
  });

  it("modify replaces specs: kept by id, new ones added, missing ones retired", async () => {
    const s = await t.ok(goods.publishGoods, goodsFormFor(), { ticket: seller.ticket });
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    await t.ok(
      goods.modifyGoods,
      { ...goodsFormFor(), goodsId: s.goodsId, specs: [{ id: v.specs[0].specId, name: "40kg/袋", price: 15800, stock: 10 }, { name: "10kg/袋", price: 4800, stock: 5 }] },
      { ticket: seller.ticket },
    );
    const after = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    expect(after.specs.map((x) => [x.name, x.listPrice])).toEqual([["40kg/袋", 15800], ["10kg/袋", 4800]]);
    expect(after).toMatchObject({ priceMin: 4800, priceMax: 15800, stockTotal: 15 });
    const retired = await db.select().from(goodsSpec).where(eq(goodsSpec.id, v.specs[1].specId));
    expect(retired[0].deletedAt).not.toBeNull();
    const foreign = await t.call(goods.modifyGoods, { ...goodsFormFor(), goodsId: s.goodsId, specs: [{ id: "someone-else", name: "x", price: 1, stock: 1 }] }, { ticket: seller.ticket });
    expect(foreign.msg).toContain("specs.id");
  });

  it("publishes with a spec matrix (V2): every combination once", async () => {
    const { specs: _specs, ...base } = goodsFormFor({ name: "罗斯308 白羽肉鸡苗", categoryId: "040102" });
    const dims = [
      { name: "包装", values: ["500羽/箱", "1000羽/箱"] },
      { name: "等级", values: ["A级", "B级"] },
    ];
    const sku = (a: string, b: string, price: number) => ({ values: [a, b], price, stock: 10 });
    const missing = await t.call(goods.publishGoodsV2, { ...base, specDims: dims, skus: [sku("500羽/箱", "A级", 100)] }, { ticket: seller.ticket });
    expect(missing.msg).toContain("skus");
    const wrong = await t.call(goods.publishGoodsV2, { ...base, specDims: dims, skus: [sku("500羽/箱", "C级", 100)] }, { ticket: seller.ticket });
    expect(wrong.msg).toContain("skus.values");
    const ok = await t.ok(
      goods.publishGoodsV2,
      { ...base, specDims: dims, skus: [sku("500羽/箱", "A级", 180000), sku("500羽/箱", "B级", 160000), sku("1000羽/箱", "A级", 350000), sku("1000羽/箱", "B级", 310000)] },
      { ticket: seller.ticket },
    );
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: ok.goodsId }, { ticket: seller.ticket });
    expect(v.specs.map((s) => s.name)).toEqual(["500羽/箱 / A级", "500羽/箱 / B级", "1000羽/箱 / A级", "1000羽/箱 / B级"]);
    expect(v.specs[3].attributes).toEqual({ 包装: "1000羽/箱", 等级: "B级" });
    // V2 modify: a dimension value added; existing SKUs keep their ids
    const dims2 = [dims[0], { name: "等级", values: ["A级", "B级", "C级"] }];
    const keep = (i: number, values: string[], price: number) => ({ id: v.specs[i].specId, values, price, stock: 5 });
    const m = await t.ok(
      goods.modifyGoodsV2,
      {
        ...base,
        goodsId: ok.goodsId,
        version: v.version,
        specDims: dims2,
        skus: [
          keep(0, ["500羽/箱", "A级"], 170000), keep(1, ["500羽/箱", "B级"], 150000), sku("500羽/箱", "C级", 120000),
          keep(2, ["1000羽/箱", "A级"], 330000), keep(3, ["1000羽/箱", "B级"], 300000), sku("1000羽/箱", "C级", 240000),
        ],
      },
      { ticket: seller.ticket },
    );
    expect(m).toMatchObject({ status: "ON", version: v.version + 1 });
    const after = await t.ok(goods.selGoodsByIdManage, { goodsId: ok.goodsId }, { ticket: seller.ticket });
    expect(after.specs).toHaveLength(6);
    expect(after.specs.filter((s) => v.specs.some((o) => o.specId === s.specId))).toHaveLength(4);
    expect(after.priceMin).toBe(120000);
  });

  it("concurrent stock edits lose nothing, and stock never goes below zero", async () => {
    const s = await t.ok(goods.publishGoods, goodsFormFor({ specs: [{ name: "40kg/袋", price: 16800, stock: 10 }, { name: "20kg/袋", price: 8800, stock: 0 }] }), { ticket: seller.ticket });
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    const [a, b] = v.specs.map((x) => x.specId);
    const adds = Array.from({ length: 20 }, (_, i) => t.call(goods.updSpecPriceStock, { items: [{ specId: i % 2 ? a : b, stockDelta: 1 }] }, { ticket: i % 3 ? seller.ticket : sales.ticket }));
    const subs = Array.from({ length: 15 }, () => t.call(goods.updSpecPriceStock, { items: [{ specId: a, stockDelta: -1 }] }, { ticket: seller.ticket }));
    const results = await Promise.all([...adds, ...subs]);
    expect(results.slice(0, 20).every((r) => r.code === "0")).toBe(true);
    const failed = results.slice(20).filter((r) => r.code !== "0");
    expect(failed.every((r) => r.code === Codes.CONFLICT)).toBe(true);
    const after = await t.ok(goods.selGoodsByIdManage, { goodsId: s.goodsId }, { ticket: seller.ticket });
    const stockA = after.specs[0].stock;
    const stockB = after.specs[1].stock;
    expect(stockB).toBe(10);
    expect(stockA).toBe(10 + 10 - (15 - failed.length));
    expect(stockA).toBeGreaterThanOrEqual(0);
    expect(after.stockTotal).toBe(stockA + stockB);
    const neg = await t.call(goods.updSpecPriceStock, { items: [{ specId: b, stockDelta: -11 }] }, { ticket: seller.ticket });
    expect(neg.code).toBe(Codes.CONFLICT);
    const price = await t.ok(goods.updSpecPriceStock, { items: [{ specId: a, price: 15000, memberPrice: 14000, stock: 3 }] }, { ticket: seller.ticket });
    expect(price[0]).toMatchObject({ price: 15000, memberPrice: 14000, stock: 3 });
    expect((await t.call(goods.updSpecPriceStock, { items: [{ specId: a, memberPrice: 20000 }] }, { ticket: seller.ticket })).msg).toContain("items.memberPrice");
    expect((await t.call(goods.updSpecPriceStock, { items: [{ specId: a, stockDelta: 1 }] }, { ticket: purchaser.ticket })).code).toBe(Codes.FORBIDDEN);
  });

  it("my goods list has status tabs with counts, search and classify filters", async () => {
    const list = await t.ok(goods.myGoodsList, { pageSize: 100 }, { ticket: seller.ticket });
    expect(list.total).toBe(list.list.length);
    expect(list.counts.ON).toBeGreaterThan(0);
    expect(Object.keys(list.counts).sort()).toEqual(["DRAFT", "OFF", "ON", "PENDING", "REJECTED"]);
    const on = await t.ok(goods.myGoodsList, { status: "ON", keyword: "海兰褐" }, { ticket: seller.ticket });
    expect(on.list.map((g) => g.name)).toEqual(["海兰褐蛋鸡配合料"]);
    expect((await t.ok(goods.myGoodsList, {}, { ticket: other.ticket })).total).toBe(0);
    const withSpecs = await t.ok(goods.selGoodsListByDefaultShop, { pageSize: 5 }, { ticket: seller.ticket });
    expect(withSpecs.list.every((g) => g.status === "ON" && g.specs.length > 0)).toBe(true);
    const stats = await t.ok(goods.statistics, {}, { ticket: seller.ticket });
    expect(stats.total).toBe(list.total);
    expect(stats.byStatus.ON).toBe(list.counts.ON);
    expect(stats.lowStockSpecs).toBeGreaterThan(0);
  });
});

describe("goods.changed follows every goods write", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await person(t, ["SHOP_OWNER"]);
  const shopId = await openShop(t, seller, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const seen: string[] = [];
  const off = t.services.events.subscribe("goods.changed", (ctx, p) => {
    expect(ctx.inTransaction).toBe(true);
    seen.push(p.goodsId);
    return Promise.resolve();
  });
  afterAll(off);
  const me = { ticket: seller.ticket };

  it("publish, edit, stock, shelf state, traces, classify, shop close and delete each emit", async () => {
    const expectEmit = async (what: string, run: () => Promise<unknown>, id: string) => {
      seen.length = 0;
      await run();
      expect(seen, what).toContain(id);
    };
    seen.length = 0;
    const g = await t.ok(goods.publishGoods, goodsFormFor(), me);
    expect(seen).toContain(g.goodsId);
    await expectEmit("upd", () => t.ok(goods.upd, { ...goodsFormFor(), goodsId: g.goodsId }, me), g.goodsId);
    const v = await t.ok(goods.selGoodsByIdManage, { goodsId: g.goodsId }, me);
    await expectEmit("stock", () => t.ok(goods.updSpecPriceStock, { items: [{ specId: v.specs[0].specId, stockDelta: 5 }] }, me), g.goodsId);
    await expectEmit("traces", () => t.ok(goods.traceSave, { goodsId: g.goodsId, traces: [] }, me), g.goodsId);
    const c = await t.ok(shop.addClassify, { name: "分类" }, me);
    await expectEmit("classify", () => t.ok(shop.addClassifyGoods, { classifyId: c.id, goodsIds: [g.goodsId] }, me), g.goodsId);
    await expectEmit("classify delete", () => t.ok(shop.delClassify, { ids: [c.id] }, me), g.goodsId);
    await expectEmit("shop close", () => t.ok(shop.updStatus, { shopId, action: "CLOSE" }, me), g.goodsId);
    await expectEmit("shop reopen", () => t.ok(shop.updStatus, { shopId, action: "REOPEN" }, me), g.goodsId);
    await expectEmit("off", () => t.ok(goods.updStatus, { goodsIds: [g.goodsId], status: "OFF" }, me), g.goodsId);
    await expectEmit("delete", () => t.ok(goods.delGoods, { goodsId: g.goodsId }, me), g.goodsId);
    seen.length = 0;
    expect((await t.call(goods.updSpecPriceStock, { items: [{ specId: v.specs[0].specId, stockDelta: -1_000_000 }] }, me)).code).not.toBe("0");
    expect(seen).toEqual([]);
  });
});
