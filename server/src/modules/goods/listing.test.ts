import { Codes, goods, shop } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { goods as goodsTable, goodsEvaluation } from "./schema";
import { enterprise, goodsFormFor, openShop, operator, person } from "./test-fixtures";
import { flushGoodsViews } from "./view-counts";

describe("public goods lists, detail and helpers", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const op = await operator(t);
  const a = await enterprise(t, { name: "济南鲁禽饲料有限公司" });
  const b = await person(t, ["SHOP_OWNER"], "潍坊王家");
  const buyer = await person(t, ["BUYER"], "张建国");
  const shopA = await openShop(t, a, op, { businessScope: ["04", "07"], areaCode: "370102" });
  const shopB = await openShop(t, b, op, { businessScope: ["04"], areaCode: "370702", licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const pub = (ticket: string, o: Parameters<typeof goodsFormFor>[0]) => t.ok(goods.publishGoods, goodsFormFor(o), { ticket });
  const layer = await pub(a.ticket, { name: "蛋鸡配合料 高峰期", categoryId: "040101", originAreaCode: "370102", specs: [{ name: "40kg", price: 16800, stock: 10 }] });
  const broiler = await pub(a.ticket, { name: "肉鸡配合料 前期", categoryId: "040102", originAreaCode: "370102", specs: [{ name: "40kg", price: 15200, stock: 10 }], rebateBp: 200 });
  const line = await pub(a.ticket, { name: "自动料线 100米", categoryId: "070201", unit: "TAO", originAreaCode: "370102", specs: [{ name: "100m", price: 1_200_000, stock: 2 }] });
  const corn = await pub(b.ticket, { name: "玉米 二等 14水", categoryId: "040301", unit: "DUN", originAreaCode: "370702", specs: [{ name: "散装", price: 238000, stock: 500 }], rebateBp: 50 });
  const draft = await t.ok(goods.add, goodsFormFor({ name: "草稿 蛋鸡料" }), { ticket: a.ticket });

  it("lists on-shelf goods only, newest first", async () => {
    const p = await t.ok(goods.selGoodsListByPage, {});
    expect(p.total).toBe(4);
    expect(p.list.map((g) => g.goodsId)).toEqual([corn, line, broiler, layer].map((x) => x.goodsId));
    expect(p.list.map((g) => g.goodsId)).not.toContain(draft.goodsId);
    expect(typeof p.list[0].shopName).toBe("string");
    expect(p.list[0]).toMatchObject({ originAreaName: "山东省潍坊市潍城区", unitName: "吨", priceMin: 238000 });
  });

  it("filters by category (with descendants), shop, area, price range and keyword; sorts", async () => {
    const ids = async (q: Parameters<typeof t.ok<typeof goods.selGoodsListByPage>>[1]) => (await t.ok(goods.selGoodsListByPage, q)).list.map((g) => g.goodsId);
    expect((await ids({ categoryId: "0401" })).sort()).toEqual([layer, broiler].map((x) => x.goodsId).sort());
    expect((await ids({ categoryId: "04" })).length).toBe(3);
    expect(await ids({ shopId: shopB })).toEqual([corn.goodsId]);
    expect(await ids({ areaCode: "370700" })).toEqual([corn.goodsId]);
    expect((await ids({ areaCode: "370000" })).length).toBe(4);
    expect(await ids({ priceMin: 200000, priceMax: 300000 })).toEqual([corn.goodsId]);
    expect(await ids({ keyword: "配合料" })).toHaveLength(2);
    expect(await ids({ keyword: "%" })).toHaveLength(0);
    expect(await ids({ sort: "PRICE_ASC" })).toEqual([broiler, layer, corn, line].map((x) => x.goodsId));
    expect(await ids({ sort: "PRICE_DESC", pageSize: 1 })).toEqual([line.goodsId]);
    expect((await t.call(goods.selGoodsListByPage, { pageSize: 1000 })).msg).toContain("pageSize");
  });

  it("V3 lists carry specs with the buyer's price; V4 lists an open shop's goods by its own categories", async () => {
    const v3 = await t.ok(goods.selGoodsInfoByPageV3, { categoryId: "0401" }, { ticket: buyer.ticket });
    expect(v3.list.every((g) => g.specs.length === 1)).toBe(true);
    const cls = await t.ok(shop.addClassify, { name: "饲料" }, { ticket: a.ticket });
    const sub = await t.ok(shop.addClassify, { name: "蛋鸡料", parentId: cls.id }, { ticket: a.ticket });
    await t.ok(shop.addClassifyGoods, { classifyId: sub.id, goodsIds: [layer.goodsId] }, { ticket: a.ticket });
    await t.ok(shop.addClassifyGoods, { classifyId: cls.id, goodsIds: [broiler.goodsId] }, { ticket: a.ticket });
    const v4 = await t.ok(goods.selGoodsInfoByPageV4, { shopId: shopA, shopClassifyId: cls.id });
    expect(v4.list.map((g) => g.goodsId).sort()).toEqual([layer, broiler].map((x) => x.goodsId).sort());
    expect((await t.ok(goods.selGoodsInfoByPageV4, { shopId: shopA, shopClassifyId: sub.id })).total).toBe(1);
    const counts = await t.ok(shop.selGoodsNumByParam, { shopId: shopA });
    expect(counts.total).toBe(3);
    expect(counts.byClassify.find((c) => c.classifyId === sub.id)?.count).toBe(1);
    expect(counts.byClassify.find((c) => c.classifyId === null)?.name).toBe("未分类");
    const pubTree = await t.ok(shop.classifyByParentId, { shopId: shopA });
    expect(pubTree).toEqual([expect.objectContaining({ name: "饲料", goodsCount: 2 })]);
  });

  it("rebate goods, counts by type and category", async () => {
    expect((await t.ok(goods.selRebateGoodsByPage, {})).list.map((g) => [g.goodsId, g.rebateBp])).toEqual([
      [broiler.goodsId, 200],
      [corn.goodsId, 50],
    ]);
    const counts = await t.ok(goods.selGoodsNumByTypeAndCate, {});
    expect(counts).toEqual(expect.arrayContaining([{ type: "GOODS", categoryId: "04", categoryName: "饲料", count: 3 }, { type: "GOODS", categoryId: "07", categoryName: "养殖设备", count: 1 }]));
    expect((await t.ok(goods.selGoodsNumByTypeAndCate, { level: 2 })).find((c) => c.categoryId === "0401")?.count).toBe(2);
  });

  it("detail: goods, shop card, score, pay plans, recommendations; counts a view except the owner's", async () => {
    await db.insert(goodsEvaluation).values([
      { goodsId: layer.goodsId, shopId: shopA, sellerBoId: a.boId, buyerBoId: buyer.boId, buyerName: "张建国", score: 5, descriptionScore: 5, serviceScore: 4, logisticsScore: 5, content: "产蛋率上来了", images: ["/files/image/x/e.png"], createdAt: new Date(Date.now() - 60_000) },
      { goodsId: layer.goodsId, shopId: shopA, sellerBoId: a.boId, buyerBoId: buyer.boId, buyerName: "李四", score: 2, descriptionScore: 2, serviceScore: 3, logisticsScore: 2, content: "包装破损", isAnonymous: true },
    ]);
    const d = await t.ok(goods.detail, { goodsId: layer.goodsId }, { ticket: buyer.ticket });
    expect(d.isOwner).toBe(false);
    expect(d.shop).toMatchObject({ shopId: shopA, ownerName: "济南鲁禽饲料有限公司", verified: true, goodsCount: 3, score: 3.5, evaluationCount: 2 });
    expect(d.score).toMatchObject({ count: 2, avgScore: 3.5, goodCount: 1, badCount: 1, withImagesCount: 1, goodRateBp: 5000 });
    expect(d.payPlans.map((p) => p.type)).toEqual(["FULL"]);
    expect(d.recommended.map((g) => g.goodsId)).not.toContain(layer.goodsId);
    expect(d.recommended.every((g) => g.shopId === shopA)).toBe(true);
    expect((await t.ok(goods.detail, { goodsId: layer.goodsId })).goods.viewCount).toBe(2);
    await t.ok(goods.detail, { goodsId: layer.goodsId }, { ticket: a.ticket });
    await flushGoodsViews(db);
    const [row] = await db.select().from(goodsTable).where(eq(goodsTable.id, layer.goodsId));
    expect(row.viewCount).toBe(2);
    const page = await t.ok(goods.evaluationPage, { goodsId: layer.goodsId });
    expect(page.list.map((e) => e.buyerName)).toEqual(["匿名用户", "张**"]);
    expect((await t.ok(goods.evaluationPage, { shopId: shopA, level: "BAD" })).total).toBe(1);
    expect((await t.ok(goods.evaluationPage, { goodsId: layer.goodsId, withImages: true })).total).toBe(1);
    expect((await t.call(goods.evaluationPage, {})).msg).toContain("goodsId");
    expect(await t.ok(goods.evaluationScore, { goodsId: layer.goodsId })).toMatchObject({ goodsId: layer.goodsId, avgDescription: 3.5 });
  });

  it("hidden goods are not found, except by their owner or with a valid share key", async () => {
    expect((await t.call(goods.detail, { goodsId: draft.goodsId })).code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(goods.detail, { goodsId: draft.goodsId }, { ticket: a.ticket })).isOwner).toBe(true);
    const key = await t.ok(goods.shareKeyUrl, { goodsId: draft.goodsId, ttlHours: 1 }, { ticket: a.ticket });
    expect(key.url).toContain(`shareKey=${encodeURIComponent(key.key)}`);
    expect((await t.ok(goods.detail, { goodsId: draft.goodsId, shareKey: key.key })).goods.status).toBe("DRAFT");
    expect((await t.call(goods.detail, { goodsId: draft.goodsId, shareKey: "forged" })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(goods.detail, { goodsId: layer.goodsId, shareKey: key.key })).code).toBe("0");
    expect((await t.call(goods.detail, { goodsId: corn.goodsId, shareKey: key.key })).code).toBe("0");
    const { detail } = await import("./listing");
    const later = { ...t.systemCtx(), now: new Date(Date.now() + 2 * 3_600_000) };
    await expect(detail(later, { goodsId: draft.goodsId, shareKey: key.key })).rejects.toThrow(/不存在/);
    expect((await t.call(goods.shareKeyUrl, { goodsId: draft.goodsId }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
  });

  it("closing a shop takes its goods out of every public list at once; reopening brings them back", async () => {
    await t.ok(shop.updStatus, { shopId: shopB, action: "CLOSE" }, { ticket: b.ticket });
    expect((await t.ok(goods.selGoodsListByPage, {})).list.map((g) => g.goodsId)).not.toContain(corn.goodsId);
    expect((await t.call(goods.detail, { goodsId: corn.goodsId })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(goods.selGoodsInfoByPageV4, { shopId: shopB })).code).toBe(Codes.NOT_FOUND);
    await t.ok(shop.updStatus, { shopId: shopB, action: "REOPEN" }, { ticket: b.ticket });
    expect((await t.ok(goods.selGoodsListByPage, {})).list.map((g) => g.goodsId)).toContain(corn.goodsId);
  });

  it("helpers: logistics, delivery range, category check, units, base status, traces, templates", async () => {
    const lg = await t.ok(goods.logisticsSupport, { goodsId: layer.goodsId });
    expect(lg.filter((l) => l.supported).map((l) => l.code)).toEqual(["EXPRESS", "PICKUP"]);
    expect((await t.ok(goods.logisticsSupport, {})).every((l) => l.supported)).toBe(true);
    const dr = await t.ok(goods.deliveryRange, { goodsId: layer.goodsId, areaCode: "370102" });
    expect(dr).toMatchObject({ nationwide: false, deliverable: true });
    expect((await t.ok(goods.deliveryRange, { goodsId: layer.goodsId, areaCode: "410102" })).deliverable).toBe(false);
    expect((await t.call(goods.deliveryRange, { goodsId: draft.goodsId })).code).toBe(Codes.NOT_FOUND);

    expect(await t.ok(goods.checkRangeCategory, { categoryId: "060101" }, { ticket: a.ticket })).toMatchObject({ selectable: true, inScope: false, needsReview: true, licenceLabel: "兽药经营许可证" });
    expect(await t.ok(goods.checkRangeCategory, { categoryId: "04" }, { ticket: a.ticket })).toMatchObject({ selectable: false, reason: "请选择二级或三级类目" });
    expect((await t.ok(goods.checkRangeCategory, { categoryId: "040101" }, { ticket: buyer.ticket })).inScope).toBeNull();
    expect((await t.call(goods.checkRangeCategory, { categoryId: "04" })).code).toBe(Codes.NOT_LOGGED_IN);

    const units = await t.ok(goods.unitList, { categoryId: "040101" });
    expect(units.filter((u) => u.suggested).map((u) => u.code)).toEqual(["KG", "DUN", "DAI"]);
    const bs = await t.ok(goods.baseStatus, {});
    expect(bs.states.map((s) => s.code)).toEqual(["DRAFT", "PENDING", "ON", "OFF", "REJECTED"]);
    expect(bs.transitions).toContainEqual({ from: "PENDING", event: "approve", eventLabel: "审核通过", to: "ON" });
    expect(bs.reviewCategories.map((c) => c.categoryId)).toEqual(["05", "06", "0104", "08", "10"]);

    const tr = await t.ok(goods.traceSave, { goodsId: layer.goodsId, traces: [{ batchNo: "LQ20260301", farmName: "鲁禽一分场", startDate: "2026-03-01", endDate: "2026-03-05" }] }, { ticket: a.ticket });
    expect(tr).toHaveLength(1);
    expect(await t.ok(goods.traceList, { goodsId: layer.goodsId })).toEqual(tr);
    expect((await t.call(goods.traceSave, { goodsId: layer.goodsId, traces: [{ batchNo: "x", farmName: "y", startDate: "2026-03-05", endDate: "2026-03-01" }] }, { ticket: a.ticket })).msg).toContain("traces.endDate");
    expect((await t.call(goods.traceList, { goodsId: draft.goodsId })).code).toBe(Codes.NOT_FOUND);

    const tpl = await t.ok(goods.templateSave, { name: "饲料通用", content: { unit: "DAI", logistics: ["EXPRESS"] } }, { ticket: a.ticket });
    expect((await t.call(goods.templateSave, { name: "饲料通用", content: {} }, { ticket: a.ticket })).msg).toContain("name");
    expect(await t.ok(goods.templateList, {}, { ticket: a.ticket })).toEqual([tpl]);
    expect(await t.ok(goods.templateList, {}, { ticket: b.ticket })).toEqual([]);
    expect((await t.call(goods.templateDel, { id: tpl.id }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(goods.templateSave, { id: tpl.id, name: "改", content: {} }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect(await t.ok(goods.templateDel, { id: tpl.id }, { ticket: a.ticket })).toEqual({ deleted: true });
    expect((await t.call(goods.templateList, {}, { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    const race = await Promise.all([1, 2, 3].map(() => t.call(goods.templateSave, { name: "并发模板", content: {} }, { ticket: a.ticket })));
    expect(race.map((r) => r.code).sort()).toEqual(["0", Codes.VALIDATION, Codes.VALIDATION]);
  });

  it("grades fruit by the table", async () => {
    const grade = async (o: Record<string, unknown>) =>
      (await t.ok(goods.assessQualityFruits, { fruit: "APPLE", sizeClass: "LARGE", diameterMm: 85, colorCoveragePct: 95, ...o })).grade;
    expect(await grade({})).toBe("PREMIUM");
    expect(await grade({ diameterMm: 78 })).toBe("FIRST");
    expect(await grade({ colorCoveragePct: 60 })).toBe("SECOND");
    expect(await grade({ diameterMm: 60 })).toBe("OUT");
    expect(await grade({ defects: { count: 2, totalAreaCm2: 0.8 } })).toBe("FIRST");
    expect(await grade({ defects: { count: 3, totalAreaCm2: 2 } })).toBe("SECOND");
    expect(await grade({ defects: { count: 1, totalAreaCm2: 0.1, rotOrDecay: true } })).toBe("OUT");
    expect(await grade({ sizeClass: "MEDIUM", diameterMm: 66 })).toBe("PREMIUM");
    expect(await grade({ fruit: "PEAR", sizeClass: "SMALL", diameterMm: 46, colorCoveragePct: null })).toBe("FIRST");
    expect((await t.call(goods.assessQualityFruits, { fruit: "MANGO", sizeClass: "LARGE", diameterMm: 80 } as never)).msg).toContain("fruit");
  });
});
