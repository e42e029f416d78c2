import { Codes, farmLand, farmMaterial, farmRecord as calls, manufacturer, type RecordRowInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { farmInput, FARM_LAT, FARM_LNG, farmPeople } from "../../testing/farm-people";
import { createTestApp } from "../../testing/harness";
import { rect } from "../farm-land/test-shapes";
import { fileObject } from "../file/schema";
import { syncFarmRecordData } from "./index";

const LNG = FARM_LNG;
const LAT = FARM_LAT;

describe("farm records, templates and batches", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await syncFarmRecordData(db);
  await syncFarmRecordData(db); // idempotent
  const { farmer, other, nofarm, plain } = await farmPeople(t, { farmer: "13900000101", other: "13900000102", nofarm: "13900000104", plain: "13900000105" });
  const farm = await t.ok(manufacturer.add, farmInput("张庄肉鸡场"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家肉鸡场"), { ticket: other });
  const house = await t.ok(farmMaterial.rangeAdd, { name: "1号鸡舍", kind: "POULTRY_HOUSE", capacity: 6000 }, { ticket: farmer });
  const store = await t.ok(farmMaterial.rangeAdd, { name: "饲料库", kind: "STORE" }, { ticket: farmer });
  const otherHouse = await t.ok(farmMaterial.rangeAdd, { name: "李家鸡舍", kind: "POULTRY_HOUSE" }, { ticket: other });
  const feed = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "肉鸡前期料", category: "FEED", unit: "公斤" }, lowStock: null, remark: null }, { ticket: farmer });
  await t.ok(farmMaterial.recordAddList, { kind: "IN", list: [{ materialId: feed.id, storeId: store.id, quantity: 1_000_000, unitCostFen: 350, date: "2026-03-01" }] }, { ticket: farmer });
  const plot = await t.ok(farmLand.add, { name: "东岭麦田", geometry: rect(LNG, LAT, 100, 100), use: "CROP", crop: "小麦" }, { ticket: farmer });

  const flock = await t.ok(
    calls.addBatch,
    { kind: "FLOCK", name: "2026-03 白羽肉鸡", rangeId: house.id, breed: "AA+", startDate: "2026-03-01", headCount: 5000 },
    { ticket: farmer },
  );
  const row = (over: Partial<RecordRowInput> = {}): RecordRowInput => ({
    subjectKind: "BATCH",
    subjectId: flock.id,
    recordDate: "2026-03-02",
    values: { feedKg: 120.5, stage: "STARTER" },
    ...over,
  });

  it("serves the templates per category, a type's title and its attribute definitions", async () => {
    const house = await t.ok(calls.selBaseTplByCategoryId, { categoryId: "HOUSE" }, { ticket: farmer });
    expect(house.map((x) => x.code)).toEqual(["INTAKE", "FEED", "WATER", "VACCINE", "MEDICATION", "MORTALITY", "EGG", "WEIGHT", "SALE"]);
    const crop = await t.ok(calls.selBaseTplByCategoryId, { categoryId: "CROP" }, { ticket: farmer });
    expect(crop.map((x) => x.code)).toEqual(["SOWING", "FERTILISE", "IRRIGATE", "SPRAY", "HARVEST"]);
    expect(await t.ok(calls.selTitleByParam, { type: "FEED" }, { ticket: farmer })).toMatchObject({ name: "喂料", nameEn: "Feed", category: "HOUSE" });
    const defs = await t.ok(calls.selAttrDefListByType, { type: "FEED" }, { ticket: farmer });
    expect(defs[0]).toMatchObject({ key: "feedKg", type: "NUMBER", unit: "千克", unitEn: "kg", decimals: 1, required: true });
    expect(defs.find((d) => d.key === "material")).toMatchObject({ type: "MATERIAL", required: false, materialCategory: "FEED" });
    const bad = await t.call(calls.selAttrDefListByType, { type: "NOPE" }, { ticket: farmer });
    expect([bad.code, bad.msg]).toEqual([Codes.VALIDATION, "type: 未知的记录类型“NOPE”"]);
  });

  it("serves the disease classification as a tree, filtered by category and keyword", async () => {
    const all = await t.ok(calls.selDiseaseClassifyList, {}, { ticket: farmer });
    expect(all.map((n) => n.category)).toContain("CROP");
    const poultry = await t.ok(calls.selDiseaseClassifyList, { category: "POULTRY" }, { ticket: farmer });
    const names = poultry.flatMap((n) => n.children.map((c) => c.name));
    for (const d of ["新城疫", "禽流感", "传染性法氏囊病", "球虫病", "大肠杆菌病"]) expect(names).toContain(d);
    const hit = await t.ok(calls.selDiseaseClassifyList, { keyword: "球虫" }, { ticket: farmer });
    expect(hit).toEqual([{ code: "P_PARASITIC", name: "寄生虫病", nameEn: "Parasitic diseases", category: "POULTRY", children: [expect.objectContaining({ code: "P_COCCIDIOSIS", children: [] })] }]);
  });

  it("adds records in a batch (addList), lists them by type, subject and date, and reads one", async () => {
    const { ids } = await t.ok(
      calls.addRecordList,
      { type: "FEED", rows: [row(), row({ recordDate: "2026-03-03", values: { feedKg: 130 } }), row({ subjectKind: "RANGE", subjectId: house.id, recordDate: "2026-03-04", values: { feedKg: 1 } })] },
      { ticket: farmer },
    );
    expect(ids).toHaveLength(3);
    const page = await t.ok(calls.selRecordPage, { type: "FEED", batchId: flock.id, pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({ recordDate: "2026-03-03", typeName: "喂料", subjectName: "2026-03 白羽肉鸡", values: { feedKg: 130 }, version: 1, createdByName: "张三" });
    const ranged = await t.ok(calls.selRecordPage, { dateFrom: "2026-03-03", dateTo: "2026-03-04", pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(ranged.list.map((r) => r.recordDate)).toEqual(["2026-03-04", "2026-03-03"]);
    expect(ranged.list[0]).toMatchObject({ subjectKind: "RANGE", subjectName: "1号鸡舍", batchId: null });
    const one = await t.ok(calls.selRecordById, { id: ids[0] }, { ticket: farmer });
    expect(one.history).toEqual([expect.objectContaining({ version: 1, action: "CREATE", actorName: "张三" })]);
    const bad = await t.call(calls.selRecordPage, { dateFrom: "2026-03-05", dateTo: "2026-03-01", pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(bad.msg).toMatch(/^dateTo: /);
  });

  it("refuses values against the definitions, naming the row and the attribute; nothing of the batch is written", async () => {
    const before = (await t.ok(calls.selRecordPage, { pageNum: 1, pageSize: 10 }, { ticket: farmer })).total;
    const cases: [string, RecordRowInput, string][] = [
      ["FEED", row({ values: {} }), "rows.1.values.feedKg: 请填写喂料量"],
      ["FEED", row({ values: { feedKg: 1.25 } }), "rows.1.values.feedKg: 喂料量最多 1 位小数"],
      ["FEED", row({ values: { feedKg: -1 } }), "rows.1.values.feedKg: 喂料量不能小于 0千克"],
      ["FEED", row({ values: { feedKg: "12" } }), "rows.1.values.feedKg: 喂料量应为数字"],
      ["FEED", row({ values: { feedKg: 1, stage: "LUNCH" } }), "rows.1.values.stage: 饲料阶段不在可选项中"],
      ["FEED", row({ values: { feedKg: 1, colour: "red" } }), "rows.1.values.colour: 不是该记录类型的属性"],
      ["MORTALITY", row({ values: { deaths: 2.5 } }), "rows.1.values.deaths: 死亡数应为整数"],
      ["MEDICATION", row({ values: { disease: "P_WHEAT", drug: "x", withdrawalDays: 5 } }), "rows.1.values.disease: 病害不在病害分类中"],
      ["MEDICATION", row({ values: { disease: "C_APHID", drug: "x", withdrawalDays: 5 } }), "rows.1.values.disease: 病害不在病害分类中"],
      ["SOWING", row({ values: { crop: "小麦", areaMu: 10 } }), "rows.1.subjectId: 该记录类型只能记在作物批次上"],
      ["FEED", row({ subjectKind: "PLOT", subjectId: plot.id }), "rows.1.subjectId: 禽舍记录不能记在地块上"],
      ["FEED", row({ subjectKind: "RANGE", subjectId: store.id }), "rows.1.subjectId: “饲料库”不是禽舍"],
      ["FEED", row({ subjectKind: "RANGE", subjectId: otherHouse.id }), "rows.1.subjectId: 禽舍不存在或不属于当前农场"],
      ["FEED", row({ photos: ["https://elsewhere.example/a.jpg"] }), "rows.1.photos.0: 图片须为您上传得到的地址"],
      ["FEED", row({ recordDate: "2026-02-30" }), "rows.1.recordDate"],
    ];
    const good: Record<string, RecordRowInput> = {
      FEED: row(),
      MORTALITY: row({ values: { deaths: 1 } }),
      MEDICATION: row({ values: { disease: "P_ND", drug: "x", withdrawalDays: 1 } }),
      SOWING: row({ subjectKind: "PLOT", subjectId: plot.id, values: { crop: "小麦", areaMu: 10 } }),
    };
    for (const [type, bad, msg] of cases) {
      const r = await t.call(calls.addRecordList, { type, rows: [good[type], bad] }, { ticket: farmer });
      expect(r.code, msg).toBe(Codes.VALIDATION);
      expect(r.msg, msg).toContain(msg);
    }
    expect((await t.ok(calls.selRecordPage, { pageNum: 1, pageSize: 10 }, { ticket: farmer })).total).toBe(before);
  });

  it("a medication names a disease from the classification; a feed record stocks out feed and costs the batch", async () => {
    await t.ok(calls.addRecordList, { type: "MEDICATION", rows: [row({ values: { disease: "P_COCCIDIOSIS", drug: "地克珠利", withdrawalDays: 5, days: 3 } })] }, { ticket: farmer });
    const { ids } = await t.ok(calls.addRecordList, { type: "FEED", rows: [row({ values: { feedKg: 200, material: { materialId: feed.id, storeId: store.id, quantity: 200 } } })] }, { ticket: farmer });
    const e = await t.ok(calls.selRecordById, { id: ids[0] }, { ticket: farmer });
    expect(e.costFen).toBe(70_000);
    const b = await t.ok(calls.selBatchById, { id: flock.id }, { ticket: farmer });
    expect(b.costFen).toBe(70_000);
    const tooMuch = await t.call(calls.addRecordList, { type: "FEED", rows: [row({ values: { feedKg: 1, material: { materialId: feed.id, storeId: store.id, quantity: 999_999 } } })] }, { ticket: farmer });
    expect([tooMuch.code, tooMuch.msg.startsWith("rows.0.values.material: ")]).toEqual([Codes.VALIDATION, true]);
    // a feed record takes out feed only; the stock-out it makes names the record type and the subject
    const vaccine = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "新城疫疫苗", category: "VACCINE", unit: "瓶" }, lowStock: null, remark: null }, { ticket: farmer });
    const wrong = await t.call(calls.addRecordList, { type: "FEED", rows: [row({ values: { feedKg: 1, material: { materialId: vaccine.id, storeId: store.id, quantity: 1 } } })] }, { ticket: farmer });
    expect([wrong.code, wrong.msg]).toEqual([Codes.VALIDATION, "rows.0.values.material: 请选择饲料类农资，“新城疫疫苗”是疫苗"]);
    const outs = await t.ok(farmMaterial.recordSelListByPage, { kind: "OUT", pageNum: 1, pageSize: 5 }, { ticket: farmer });
    expect(outs.list[0]?.note).toMatch(/^喂料：/);
    // changing the quantity gives the first stock-out back and makes a new one
    await t.ok(calls.updRecordById, { id: ids[0], recordDate: "2026-03-02", values: { feedKg: 100, material: { materialId: feed.id, storeId: store.id, quantity: 100 } }, reason: "称错" }, { ticket: farmer });
    expect((await t.ok(calls.selBatchById, { id: flock.id }, { ticket: farmer })).costFen).toBe(35_000);
    await t.ok(calls.delRecordById, { id: ids[0] }, { ticket: farmer });
    expect((await t.ok(calls.selBatchById, { id: flock.id }, { ticket: farmer })).costFen).toBe(0);
    const stock = await t.ok(farmMaterial.storageSelListByParam, { storeId: store.id }, { ticket: farmer });
    expect(JSON.stringify(stock)).toContain("1000000");
  });

  it("photos are images the member uploaded (by URL); another member's upload is refused", async () => {
    const files = t.systemCtx("test").services.files;
    await db.insert(fileObject).values([
      { ownerMemberId: "m-farmer", ownerBoId: "m-farmer", kind: "image", originalName: "a.png", mime: "image/png", size: 1, sha256: "x", storageKey: "img/fr-a.png" },
      { ownerMemberId: "m-other", ownerBoId: "m-other", kind: "image", originalName: "b.png", mime: "image/png", size: 1, sha256: "y", storageKey: "img/fr-b.png" },
    ]);
    const mine = files.url("img/fr-a.png");
    const { ids } = await t.ok(calls.addRecordList, { type: "FEED", rows: [row({ photos: [mine] })] }, { ticket: farmer });
    expect((await t.ok(calls.selRecordById, { id: ids[0] }, { ticket: farmer })).photos).toEqual([mine]);
    const theirs = await t.call(calls.addRecordList, { type: "FEED", rows: [row({ photos: [mine, files.url("img/fr-b.png")] })] }, { ticket: farmer });
    expect(theirs.msg).toBe("rows.0.photos.1: 图片须为您上传得到的地址");
    await t.ok(calls.delRecordById, { id: ids[0] }, { ticket: farmer });
  });

  it("keeps the history of an entry: each update records what changed, who and why; delete is recorded", async () => {
    const { ids } = await t.ok(calls.addRecordList, { type: "WEIGHT", rows: [row({ values: { sampleSize: 50, avgWeightG: 180 } })] }, { ticket: farmer });
    const u = await t.ok(calls.updRecordById, { id: ids[0], recordDate: "2026-03-03", values: { sampleSize: 50, avgWeightG: 185, uniformityPct: 88.5 }, reason: "复称" }, { ticket: farmer });
    expect(u).toMatchObject({ version: 2, recordDate: "2026-03-03", values: { avgWeightG: 185 } });
    const badUpd = await t.call(calls.updRecordById, { id: ids[0], recordDate: "2026-03-03", values: { sampleSize: 0, avgWeightG: 185 } }, { ticket: farmer });
    expect(badUpd.msg).toBe("values.sampleSize: 抽样只数不能小于 1只");
    const one = await t.ok(calls.selRecordById, { id: ids[0] }, { ticket: farmer });
    expect(one.history.map((h) => [h.version, h.action])).toEqual([[2, "UPDATE"], [1, "CREATE"]]);
    expect(one.history[0]).toMatchObject({ reason: "复称", actorName: "张三" });
    expect(one.history[0].changes).toEqual([
      { key: "recordDate", label: "记录日期", from: "2026-03-02", to: "2026-03-03" },
      { key: "avgWeightG", label: "平均体重", from: 180, to: 185 },
      { key: "uniformityPct", label: "均匀度", to: 88.5 },
    ]);
    await t.ok(calls.delRecordById, { id: ids[0] }, { ticket: farmer });
    expect((await t.call(calls.selRecordById, { id: ids[0] }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
  });

  it("batches: add (naming the missing field), list with alive and age, close, and no records after closing", async () => {
    const missing = await t.call(calls.addBatch, { kind: "FLOCK", name: "x", breed: "AA+", startDate: "2026-03-01", headCount: 10 }, { ticket: farmer });
    expect(missing.msg).toBe("rangeId: 请选择禽舍");
    const noHeads = await t.call(calls.addBatch, { kind: "FLOCK", name: "x", rangeId: house.id, breed: "AA+", startDate: "2026-03-01" }, { ticket: farmer });
    expect(noHeads.msg).toBe("headCount: 请填写入舍只数");
    const foreign = await t.call(calls.addBatch, { kind: "FLOCK", name: "x", rangeId: otherHouse.id, breed: "AA+", startDate: "2026-03-01", headCount: 10 }, { ticket: farmer });
    expect(foreign.msg).toMatch(/^rangeId: /);
    const crop = await t.ok(calls.addBatch, { kind: "CROP", name: "2026 冬小麦", plotId: plot.id, breed: "济麦22", startDate: "2025-10-08" }, { ticket: farmer });
    expect(crop).toMatchObject({ placeName: "东岭麦田", headCount: null, alive: null });
    await t.ok(calls.addRecordList, { type: "SPRAY", rows: [{ subjectKind: "BATCH", subjectId: crop.id, recordDate: "2026-04-10", values: { disease: "C_APHID", pesticide: "吡虫啉", safetyDays: 14 } }] }, { ticket: farmer });
    await t.ok(calls.addRecordList, { type: "IRRIGATE", rows: [{ subjectKind: "PLOT", subjectId: plot.id, recordDate: "2026-04-11", values: { waterM3: 30.5, method: "DRIP" } }] }, { ticket: farmer });
    const plotRecords = await t.ok(calls.selRecordPage, { subjectKind: "PLOT", subjectId: plot.id, pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(plotRecords.list.map((r) => r.type)).toEqual(["IRRIGATE"]);

    await t.ok(calls.addRecordList, { type: "MORTALITY", rows: [row({ values: { deaths: 12, culls: 3 } })] }, { ticket: farmer });
    const list = await t.ok(calls.selBatchPage, { kind: "FLOCK", pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(list.list[0]).toMatchObject({ id: flock.id, deaths: 15, alive: 4985, placeName: "1号鸡舍" });
    const early = await t.call(calls.closeBatch, { id: flock.id, closedDate: "2026-02-01" }, { ticket: farmer });
    expect(early.msg).toMatch(/^closedDate: /);
    const future = await t.call(calls.closeBatch, { id: flock.id, closedDate: "2999-01-01" }, { ticket: farmer });
    expect(future.msg).toBe("closedDate: 结束日期不能晚于今天");
    const closed = await t.ok(calls.closeBatch, { id: flock.id, closedDate: "2026-04-11" }, { ticket: farmer });
    expect(closed).toMatchObject({ closedDate: "2026-04-11", ageDays: 42 });
    expect((await t.call(calls.closeBatch, { id: flock.id, closedDate: "2026-04-12" }, { ticket: farmer })).code).toBe(Codes.CONFLICT);
    const after = await t.call(calls.addRecordList, { type: "FEED", rows: [row()] }, { ticket: farmer });
    expect(after.msg).toContain("rows.0.subjectId: 批次“2026-03 白羽肉鸡”已于 2026-04-11 结束");
    expect((await t.ok(calls.selBatchPage, { open: true, pageNum: 1, pageSize: 10 }, { ticket: farmer })).list.map((b) => b.id)).toEqual([crop.id]);
    const upd = await t.ok(calls.updBatchById, { id: crop.id, name: "2026 冬小麦（改）", plotId: plot.id, breed: "济麦22", startDate: "2025-10-09" }, { ticket: farmer });
    expect(upd.name).toBe("2026 冬小麦（改）");
    expect((await t.call(calls.delBatchById, { id: crop.id }, { ticket: farmer })).code).toBe(Codes.CONFLICT);
    const empty = await t.ok(calls.addBatch, { kind: "CROP", name: "空批次", plotId: plot.id, breed: "玉米", startDate: "2026-06-10" }, { ticket: farmer });
    expect(await t.ok(calls.delBatchById, { id: empty.id }, { ticket: farmer })).toBeNull();
  });

  it("the map's heat counts each plot's records in the period: on the plot and on its crop batches; other farms' plots never", async () => {
    const range = { dateFrom: "2026-03-01", dateTo: "2026-05-31" };
    const countOf = async (q: { dateFrom: string; dateTo: string }) => (await t.ok(calls.selPlotHeat, q, { ticket: farmer })).find((h) => h.plotId === plot.id)?.count ?? 0;
    const before = await countOf(range);
    const wheat = await t.ok(calls.addBatch, { kind: "CROP", name: "东岭冬小麦", plotId: plot.id, breed: "济麦22", startDate: "2026-03-01" }, { ticket: farmer });
    await t.ok(calls.addRecordList, { type: "SOWING", rows: [{ subjectKind: "BATCH", subjectId: wheat.id, recordDate: "2026-03-03", values: { crop: "冬小麦", areaMu: 15 } }] }, { ticket: farmer });
    await t.ok(calls.addRecordList, { type: "IRRIGATE", rows: [
      { subjectKind: "PLOT", subjectId: plot.id, recordDate: "2026-03-10", values: { waterM3: 300 } },
      { subjectKind: "PLOT", subjectId: plot.id, recordDate: "2026-05-31", values: { waterM3: 300 } },
    ] }, { ticket: farmer });
    expect(await countOf(range)).toBe(before + 3);
    expect(await countOf({ dateFrom: "2026-05-31", dateTo: "2026-05-31" })).toBe(1);
    expect((await t.ok(calls.selPlotHeat, range, { ticket: farmer })).find((h) => h.plotId === plot.id)?.lastDate).toBe("2026-05-31");
    expect(await t.ok(calls.selPlotHeat, range, { ticket: other })).toEqual([]);
    const bad = await t.call(calls.selPlotHeat, { dateFrom: "2026-04-01", dateTo: "2026-03-01" }, { ticket: farmer });
    expect([bad.code, bad.msg]).toEqual([Codes.VALIDATION, "dateTo: 结束日期不能早于开始日期"]);
  });

  it("a house with an open flock stays a house: changing its kind or deleting it is refused until the batch is closed", async () => {
    const h2 = await t.ok(farmMaterial.rangeAdd, { name: "2号鸡舍", kind: "POULTRY_HOUSE" }, { ticket: farmer });
    const b2 = await t.ok(calls.addBatch, { kind: "FLOCK", name: "2号舍 3 月批", rangeId: h2.id, breed: "AA+", startDate: "2026-03-01", headCount: 100 }, { ticket: farmer });
    const toStore = await t.call(farmMaterial.rangeUpdById, { id: h2.id, kind: "STORE" }, { ticket: farmer });
    expect([toStore.code, toStore.msg]).toEqual([Codes.VALIDATION, "kind: “2号鸡舍”还有未结束的批次“2号舍 3 月批”，请先结束批次后再改类型"]);
    const del = await t.call(farmMaterial.rangeDelById, { id: h2.id }, { ticket: farmer });
    expect([del.code, del.msg]).toEqual([Codes.CONFLICT, "“2号鸡舍”还有未结束的批次“2号舍 3 月批”，请先结束批次后再删除"]);
    // a rename is not a change of kind
    await t.ok(farmMaterial.rangeUpdById, { id: h2.id, name: "2号鸡舍（东）" }, { ticket: farmer });
    await t.ok(calls.closeBatch, { id: b2.id, closedDate: "2026-04-12" }, { ticket: farmer });
    expect((await t.ok(farmMaterial.rangeUpdById, { id: h2.id, kind: "STORE" }, { ticket: farmer })).kind).toBe("STORE");
    await t.ok(farmMaterial.rangeDelById, { id: h2.id }, { ticket: farmer });
  });

  it("another member's farm sees none of it and cannot touch it; no farm answers 002102", async () => {
    const mine = await t.ok(calls.selRecordPage, { pageNum: 1, pageSize: 1 }, { ticket: farmer });
    const id = mine.list[0].id;
    expect((await t.ok(calls.selRecordPage, { pageNum: 1, pageSize: 10 }, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.selBatchPage, { pageNum: 1, pageSize: 10 }, { ticket: other })).total).toBe(0);
    expect((await t.call(calls.selRecordById, { id }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.updRecordById, { id, recordDate: "2026-03-02", values: { feedKg: 1 } }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.delRecordById, { id }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selBatchById, { id: flock.id }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.closeBatch, { id: flock.id, closedDate: "2026-05-01" }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    const onMine = await t.call(calls.addRecordList, { type: "FEED", rows: [row()] }, { ticket: other });
    expect(onMine.msg).toBe("rows.0.subjectId: 批次不存在或不属于当前农场");
    expect((await t.call(calls.selRecordPage, { pageNum: 1, pageSize: 10 }, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect((await t.call(calls.addBatch, { kind: "CROP", name: "x", plotId: plot.id, breed: "x", startDate: "2026-01-01" }, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect(farm.id).toBeTruthy();
  });

  it("anonymous callers get 001107; a member without the function is refused", async () => {
    const every: [Parameters<typeof t.call>[0], unknown][] = [
      [calls.selBaseTplByCategoryId, { categoryId: "HOUSE" }],
      [calls.selTitleByParam, { type: "FEED" }],
      [calls.selAttrDefListByType, { type: "FEED" }],
      [calls.selRecordPage, { pageNum: 1, pageSize: 10 }],
      [calls.selRecordById, { id: "x" }],
      [calls.addRecordList, { type: "FEED", rows: [row()] }],
      [calls.updRecordById, { id: "x", recordDate: "2026-03-02", values: {} }],
      [calls.delRecordById, { id: "x" }],
      [calls.selDiseaseClassifyList, {}],
      [calls.addBatch, { kind: "CROP", name: "x", plotId: "x", breed: "x", startDate: "2026-01-01" }],
      [calls.updBatchById, { id: "x", name: "x", breed: "x", startDate: "2026-01-01" }],
      [calls.delBatchById, { id: "x" }],
      [calls.selBatchById, { id: "x" }],
      [calls.selBatchPage, { pageNum: 1, pageSize: 10 }],
      [calls.closeBatch, { id: "x", closedDate: "2026-01-01" }],
    ];
    for (const [def, input] of every) {
      expect((await t.call(def, input as never)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
      if (def !== calls.selDiseaseClassifyList) expect((await t.call(def, input as never, { ticket: plain })).code, def.path).toBe(Codes.FORBIDDEN);
    }
  });
});
