import { Codes, farmBook as calls, farmLand, farmMaterial, farmRecord, manufacturer, type BookInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { farmInput, FARM_LAT, FARM_LNG, farmPeople } from "../../testing/farm-people";
import { createTestApp } from "../../testing/harness";
import { rect } from "../farm-land/test-shapes";
import { syncFarmRecordData } from "../farm-record";

const LNG = FARM_LNG;
const LAT = FARM_LAT;

describe("farm book (记账本)", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await syncFarmRecordData(db);
  const { farmer, other, nofarm, plain } = await farmPeople(t, { farmer: "13900000201", other: "13900000202", nofarm: "13900000203", plain: "13900000204" });
  await t.ok(manufacturer.add, farmInput("张庄肉鸡场", "13900000201"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家肉鸡场", "13900000202"), { ticket: other });
  const house = await t.ok(farmMaterial.rangeAdd, { name: "1号鸡舍", kind: "POULTRY_HOUSE" }, { ticket: farmer });
  const otherHouse = await t.ok(farmMaterial.rangeAdd, { name: "李家鸡舍", kind: "POULTRY_HOUSE" }, { ticket: other });
  const plot = await t.ok(farmLand.add, { name: "东岭麦田", geometry: rect(LNG, LAT, 100, 100), use: "CROP", crop: "小麦" }, { ticket: farmer });
  const otherPlot = await t.ok(farmLand.add, { name: "李家地", geometry: rect(LNG, LAT, 50, 50), use: "CROP", crop: "玉米" }, { ticket: other });
  const flock = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "2026-03 白羽肉鸡", rangeId: house.id, breed: "AA+", startDate: "2026-03-01", headCount: 5000 }, { ticket: farmer });
  const wheat = await t.ok(farmRecord.addBatch, { kind: "CROP", name: "冬小麦", plotId: plot.id, breed: "济麦44", startDate: "2025-10-10" }, { ticket: farmer });
  const otherFlock = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "李家鸡", rangeId: otherHouse.id, breed: "AA+", startDate: "2026-03-01", headCount: 100 }, { ticket: other });

  const jzb = (over: Partial<BookInput> = {}): BookInput => ({ kind: "JZB", date: "2026-03-05", direction: "EXPENSE", category: "FEED", amountFen: 1_500_000, item: "前期料 4000 公斤", ...over });

  it("adds each kind, reads it back by id and ties batch → place", async () => {
    const a = await t.ok(calls.add, jzb({ batchId: flock.id, counterparty: "六和饲料" }), { ticket: farmer });
    expect(a).toMatchObject({ kind: "JZB", direction: "EXPENSE", category: "FEED", amountFen: 1_500_000, batchName: "2026-03 白羽肉鸡", rangeId: house.id, rangeName: "1号鸡舍", plotId: null, createdByName: "张三" });
    const cc = await t.ok(calls.add, { kind: "CC", date: "2026-04-12", outputKind: "SLAUGHTER", product: "白羽肉鸡毛鸡", quantity: 5_600_500, unit: "公斤", valueFen: 4_816_000, batchId: flock.id }, { ticket: farmer });
    expect(cc).toMatchObject({ quantity: 5_600_500, unit: "公斤", valueFen: 4_816_000, direction: null, amountFen: null });
    const bch = await t.ok(calls.add, { kind: "BCH", date: "2026-03-20", diseaseCode: "C_APHID", severity: "MODERATE", affectedAreaMu: 3.5, measures: "吡虫啉喷雾", lossFen: 12_000, batchId: wheat.id }, { ticket: farmer });
    expect(bch).toMatchObject({ diseaseName: "蚜虫", diseaseNameEn: "Aphids", affectedAreaMu: 3.5, plotId: plot.id, plotName: "东岭麦田" });
    const [one] = await t.ok(calls.selListByParam, { id: cc.id }, { ticket: farmer });
    expect(one).toEqual(cc);
  });

  it("refuses bad input naming the field", async () => {
    const cases: [BookInput, string][] = [
      [jzb({ direction: undefined }), "direction: 请选择收入或支出"],
      [jzb({ category: "SALES" }), "category: “销售收入”不是支出类别"],
      [jzb({ direction: "INCOME", category: "FEED" }), "category: “饲料”不是收入类别"],
      [jzb({ amountFen: undefined }), "amountFen: 请填写金额"],
      [jzb({ laborDays: 2 }), "laborDays: 只有人工类别可填工日"],
      [jzb({ product: "鸡蛋" }), "product: product 不属于该类型（JZB）"],
      [jzb({ batchId: otherFlock.id }), "batchId: 批次不存在或不属于当前农场"],
      [jzb({ plotId: otherPlot.id }), "plotId: 地块不存在或不属于当前农场"],
      [jzb({ rangeId: otherHouse.id }), "rangeId: 场所不存在或不属于当前农场"],
      [{ kind: "CC", date: "2026-03-01", outputKind: "EGG", product: "鸡蛋", unit: "枚" }, "quantity: 请填写数量"],
      [{ kind: "BCH", date: "2026-03-01", diseaseCode: "NOPE", severity: "LIGHT", affectedCount: 3 }, "diseaseCode: 病虫害不在病害分类中"],
      [{ kind: "BCH", date: "2026-03-01", diseaseCode: "P_ND", severity: "LIGHT" }, "affectedCount: 请填写受害数量或受害面积"],
    ];
    for (const [input, msg] of cases) {
      const r = await t.call(calls.add, input, { ticket: farmer });
      expect([r.code, r.msg], msg).toEqual([Codes.VALIDATION, msg]);
    }
    // the schema's own checks name the field too
    const neg = await t.call(calls.add, { ...jzb(), amountFen: 0 }, { ticket: farmer });
    expect([neg.code, neg.msg]).toEqual([Codes.VALIDATION, "参数错误 — amountFen: 金额须大于 0"]);
    const badDate = await t.call(calls.add, { ...jzb(), date: "2026-02-30" }, { ticket: farmer });
    expect([badDate.code, badDate.msg]).toEqual([Codes.VALIDATION, "参数错误 — date: 日期不存在"]);
    const badArea = await t.call(calls.add, { kind: "BCH", date: "2026-03-01", diseaseCode: "P_ND", severity: "LIGHT", affectedAreaMu: 1.234 }, { ticket: farmer });
    expect([badArea.code, badArea.msg]).toEqual([Codes.VALIDATION, "参数错误 — affectedAreaMu: 面积最多两位小数"]);
  });

  it("updates (kind fixed, other kinds' fields cleared), deletes, and keeps other members out", async () => {
    const a = await t.ok(calls.add, jzb({ category: "LABOUR", amountFen: 450_000, laborDays: 30, counterparty: "李师傅" }), { ticket: farmer });
    const u = await t.ok(calls.upd, { ...jzb({ category: "LABOUR", amountFen: 460_000, laborDays: 30.5, counterparty: "李师傅" }), id: a.id }, { ticket: farmer });
    expect(u).toMatchObject({ id: a.id, amountFen: 460_000, laborDays: 30.5 });
    const k = await t.call(calls.upd, { kind: "CC", date: "2026-03-01", outputKind: "EGG", product: "鸡蛋", quantity: 1000, unit: "枚", id: a.id }, { ticket: farmer });
    expect([k.code, k.msg]).toEqual([Codes.VALIDATION, "kind: 类型不可修改"]);
    // another member: not found on read, update and delete; sees nothing in lists
    expect((await t.call(calls.upd, { ...jzb(), id: a.id }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.delById, { id: a.id }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect(await t.ok(calls.selListByParam, { id: a.id }, { ticket: other })).toEqual([]);
    expect((await t.ok(calls.selListByPage, {}, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.selSummaryByParam, {}, { ticket: other })).count).toBe(0);
    // no farm → 002102; no function → 403-like code
    expect((await t.call(calls.selListByPage, {}, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect((await t.call(calls.add, jzb(), { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect((await t.call(calls.selListByPage, {}, { ticket: plain })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.selListByPage, {})).code).toBe(Codes.NOT_LOGGED_IN);
    await t.ok(calls.delById, { id: a.id }, { ticket: farmer });
    expect(await t.ok(calls.selListByParam, { id: a.id }, { ticket: farmer })).toEqual([]);
    expect((await t.call(calls.delById, { id: a.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
  });

  it("lists with filters and paging, and sums by month and category exactly in fen", async () => {
    const t2 = t;
    await createPerson(db, { id: "m-b", loginName: "bookie", mobile: "13900000211", password: "Bookie@2026", name: "王五", roles: ["FARMER"] });
    const me = await t2.login("bookie", "Bookie@2026");
    await t2.ok(manufacturer.add, farmInput("王家场", "13900000211"), { ticket: me });
    const add = (i: BookInput) => t2.ok(calls.add, i, { ticket: me });
    await add(jzb({ date: "2026-03-31", amountFen: 1_000_01 }));
    await add(jzb({ date: "2026-04-01", amountFen: 2_000_02 }));
    await add(jzb({ date: "2026-04-30", category: "LABOUR", amountFen: 333 }));
    await add(jzb({ date: "2026-04-15", direction: "INCOME", category: "SALES", amountFen: 5_000_00, item: "出售毛鸡" }));
    await add(jzb({ date: "2026-05-01", direction: "INCOME", category: "OTHER", amountFen: 7 }));
    await add({ kind: "CC", date: "2026-04-20", outputKind: "EGG", product: "鸡蛋", quantity: 12_000_000, unit: "枚", valueFen: 9_999 });
    await add({ kind: "BCH", date: "2026-04-21", diseaseCode: "P_ND", severity: "SEVERE", affectedCount: 40, lossFen: 111 });

    const s = await t2.ok(calls.selSummaryByParam, { dateFrom: "2026-04-01", dateTo: "2026-04-30" }, { ticket: me });
    expect(s).toMatchObject({ incomeFen: 5_000_00, expenseFen: 2_000_02 + 333, balanceFen: 5_000_00 - 2_000_02 - 333, valueFen: 9_999, lossFen: 111, count: 5 });
    expect(s.months).toEqual([{ month: "2026-04", incomeFen: 5_000_00, expenseFen: 200_335, valueFen: 9_999, lossFen: 111, count: 5 }]);
    expect(s.categories).toEqual([
      { direction: "EXPENSE", category: "FEED", amountFen: 2_000_02, count: 1 },
      { direction: "EXPENSE", category: "LABOUR", amountFen: 333, count: 1 },
      { direction: "INCOME", category: "SALES", amountFen: 5_000_00, count: 1 },
    ]);
    const all = await t2.ok(calls.selSummaryByParam, {}, { ticket: me });
    expect(all.months.map((m) => [m.month, m.expenseFen, m.incomeFen])).toEqual([["2026-03", 1_000_01, 0], ["2026-04", 200_335, 5_000_00], ["2026-05", 0, 7]]);

    const p1 = await t2.ok(calls.selListByPage, { kind: "JZB", pageNum: 1, pageSize: 2 }, { ticket: me });
    expect([p1.total, p1.list.map((e) => e.date)]).toEqual([5, ["2026-05-01", "2026-04-30"]]);
    const p3 = await t2.ok(calls.selListByPage, { kind: "JZB", pageNum: 3, pageSize: 2 }, { ticket: me });
    expect(p3.list.map((e) => e.date)).toEqual(["2026-03-31"]);
    expect((await t2.ok(calls.selListByPage, { keyword: "毛鸡" }, { ticket: me })).list.map((e) => e.amountFen)).toEqual([5_000_00]);
    expect((await t2.ok(calls.selListByPage, { category: "LABOUR" }, { ticket: me })).total).toBe(1);
    expect((await t2.ok(calls.selListByPage, { direction: "INCOME" }, { ticket: me })).total).toBe(2);
    expect((await t2.ok(calls.selListByPage, { kind: "BCH" }, { ticket: me })).list[0]).toMatchObject({ diseaseName: "新城疫", severity: "SEVERE" });
    const bad = await t2.call(calls.selListByPage, { dateFrom: "2026-05-01", dateTo: "2026-04-01" }, { ticket: me });
    expect([bad.code, bad.msg]).toEqual([Codes.VALIDATION, "dateTo: 结束日期不能早于开始日期"]);
  });
});
