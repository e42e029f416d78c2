import { Codes, farmAnalysis as calls, farmBook, farmLand, farmMaterial, farmRecord, manufacturer, type AnalysisResult } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { farmInput, FARM_LAT, FARM_LNG, farmPeople } from "../../testing/farm-people";
import { createTestApp } from "../../testing/harness";
import { rect } from "../farm-land/test-shapes";
import { syncFarmRecordData } from "../farm-record";
import { addMonths, monthsOf, periodOf } from "./service";

const LNG = FARM_LNG;
const LAT = FARM_LAT;

/** A series' value per month (only the months given). */
const at = (r: AnalysisResult, key: string, ...months: string[]) => {
  const s = r.series.find((x) => x.key === key);
  if (!s) throw new Error(`no series ${key}`);
  return months.map((m) => s.values[r.months.indexOf(m)]);
};
const total = (r: AnalysisResult, key: string) => r.series.find((x) => x.key === key)?.total;

describe("the period (China months)", () => {
  it("defaults to the 12 months up to the current China month, across a month end", () => {
    // 2026-03-31 16:30 UTC is already 2026-04-01 in China
    expect(periodOf(new Date("2026-03-31T16:30:00Z"), {})).toEqual({ monthFrom: "2025-05", monthTo: "2026-04" });
    expect(periodOf(new Date("2026-03-31T15:59:00Z"), {})).toEqual({ monthFrom: "2025-04", monthTo: "2026-03" });
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(monthsOf("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});

describe("farm analysis", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await syncFarmRecordData(db);
  const { farmer, other, nofarm } = await farmPeople(t, { farmer: "13900000301", other: "13900000302", nofarm: "13900000303" });
  await t.ok(manufacturer.add, farmInput("张庄农场", "13900000301"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家农场", "13900000302"), { ticket: other });
  const as = { ticket: farmer };
  const house = await t.ok(farmMaterial.rangeAdd, { name: "1号鸡舍", kind: "POULTRY_HOUSE" }, as);
  const store = await t.ok(farmMaterial.rangeAdd, { name: "农资库", kind: "STORE" }, as);
  const pest = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "吡虫啉", category: "PESTICIDE", unit: "公斤" }, lowStock: null, remark: null }, as);
  const fert = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "复合肥", category: "FERTILISER", unit: "公斤" }, lowStock: null, remark: null }, as);
  const feed = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "前期料", category: "FEED", unit: "公斤" }, lowStock: null, remark: null }, as);
  await t.ok(
    farmMaterial.recordAddList,
    {
      kind: "IN",
      list: [
        { materialId: pest.id, storeId: store.id, quantity: 10_000, unitCostFen: 8_000, date: "2026-02-01" },
        { materialId: fert.id, storeId: store.id, quantity: 1_000_000, unitCostFen: 300, date: "2026-02-01" },
        { materialId: feed.id, storeId: store.id, quantity: 2_000_000, unitCostFen: 350, date: "2026-02-01" },
      ],
    },
    as,
  );
  const plot = await t.ok(farmLand.add, { name: "东岭麦田", geometry: rect(LNG, LAT, 100, 100), use: "CROP", crop: "小麦" }, as);
  const plot2 = await t.ok(farmLand.add, { name: "西洼地", geometry: rect(LNG + 0.01, LAT, 100, 100), use: "CROP", crop: "玉米" }, as);
  const wheat = await t.ok(farmRecord.addBatch, { kind: "CROP", name: "冬小麦", plotId: plot.id, breed: "济麦44", startDate: "2026-01-10" }, as);
  const flock = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "3月肉鸡", rangeId: house.id, breed: "AA+", startDate: "2026-03-20", headCount: 1000 }, as);
  const onWheat = (recordDate: string, values: Record<string, unknown>) => ({ subjectKind: "BATCH" as const, subjectId: wheat.id, recordDate, values: values as never });
  const onFlock = (recordDate: string, values: Record<string, unknown>) => ({ subjectKind: "BATCH" as const, subjectId: flock.id, recordDate, values: values as never });
  // spraying: one on the wheat batch on 03-31 (with a stock-out of 0.5 kg = 4000 fen), one on the other plot on 04-01
  await t.ok(farmRecord.addRecordList, { type: "SPRAY", rows: [onWheat("2026-03-31", { disease: "C_APHID", pesticide: "吡虫啉", liquidL: 450, areaMu: 15, safetyDays: 14, material: { materialId: pest.id, storeId: store.id, quantity: 0.5 } })] }, as);
  await t.ok(farmRecord.addRecordList, { type: "SPRAY", rows: [{ subjectKind: "PLOT", subjectId: plot2.id, recordDate: "2026-04-01", values: { disease: "C_APHID", pesticide: "吡虫啉", liquidL: 30.5, areaMu: 2.25, safetyDays: 14 } }] }, as);
  await t.ok(farmRecord.addRecordList, { type: "FERTILISE", rows: [onWheat("2026-03-02", { fertiliser: "复合肥", amountKg: 750, areaMu: 15, material: { materialId: fert.id, storeId: store.id, quantity: 750 } })] }, as);
  await t.ok(farmRecord.addRecordList, { type: "IRRIGATE", rows: [{ subjectKind: "PLOT", subjectId: plot.id, recordDate: "2026-04-10", values: { waterM3: 600, hours: 8 } }] }, as);
  await t.ok(farmRecord.addRecordList, { type: "INTAKE", rows: [onFlock("2026-03-20", { birds: 1000 })] }, as);
  await t.ok(farmRecord.addRecordList, { type: "MORTALITY", rows: [onFlock("2026-03-21", { deaths: 5, culls: 1 }), onFlock("2026-04-02", { deaths: 2 })] }, as);
  await t.ok(farmRecord.addRecordList, { type: "WEIGHT", rows: [onFlock("2026-04-05", { sampleSize: 50, avgWeightG: 700 }), onFlock("2026-04-25", { sampleSize: 50, avgWeightG: 2100 })] }, as);
  await t.ok(farmRecord.addRecordList, { type: "FEED", rows: [onFlock("2026-03-25", { feedKg: 100.5 }), onFlock("2026-04-25", { feedKg: 200.2 })] }, as);
  await t.ok(farmRecord.addRecordList, { type: "SALE", rows: [onFlock("2026-04-28", { heads: 500, totalKg: 1400.5 })] }, as);
  // a stock-out of feed to the house while the flock lives there, and one before it came
  const out = (date: string) => ({ materialId: feed.id, storeId: store.id, quantity: 100_000, date, purpose: "FEEDING" as const, rangeId: house.id });
  await t.ok(farmMaterial.recordAddList, { kind: "OUT", list: [out("2026-03-22"), out("2026-03-10")] }, as);
  // bookkeeping
  const jzb = (date: string, direction: "INCOME" | "EXPENSE", category: "SALES" | "LABOUR" | "MACHINERY" | "FEED", amountFen: number, more: object = {}) =>
    t.ok(farmBook.add, { kind: "JZB", date, direction, category, amountFen, ...more }, as);
  await jzb("2026-03-31", "EXPENSE", "LABOUR", 450_000, { laborDays: 30, counterparty: "李师傅", batchId: flock.id });
  await jzb("2026-04-01", "EXPENSE", "LABOUR", 120_000, { laborDays: 6, counterparty: "临时工" });
  await jzb("2026-04-03", "EXPENSE", "MACHINERY", 90_001, { counterparty: "农机合作社", plotId: plot.id });
  await jzb("2026-04-28", "INCOME", "SALES", 1_204_430, { batchId: flock.id });
  await jzb("2026-04-29", "EXPENSE", "FEED", 1, {});
  await t.ok(farmBook.add, { kind: "CC", date: "2026-04-28", outputKind: "SLAUGHTER", product: "毛鸡", quantity: 1_400_500, unit: "公斤", valueFen: 1_204_430, batchId: flock.id }, as);
  const period = { monthFrom: "2026-03", monthTo: "2026-04" };

  it("农药: sprays per month across the month end, stock-out cost, by pesticide, by plot", async () => {
    const r = await t.ok(calls.selNyDatas, period, as);
    expect(r.months).toEqual(["2026-03", "2026-04"]);
    expect(at(r, "times", "2026-03", "2026-04")).toEqual([1, 1]);
    expect(at(r, "areaMu", "2026-03", "2026-04")).toEqual([15, 2.25]);
    expect(at(r, "liquidL", "2026-03", "2026-04")).toEqual([450, 30.5]);
    expect(at(r, "costFen", "2026-03", "2026-04")).toEqual([4_000, 0]);
    expect(r.breakdown.rows).toEqual([{ name: "吡虫啉", nameEn: "吡虫啉", values: { times: 2, areaMu: 17.25, liquidL: 480.5 } }]);
    const p = await t.ok(calls.selNyDatas, { ...period, plotId: plot.id }, as);
    expect([total(p, "times"), total(p, "costFen")]).toEqual([1, 4_000]);
    const p2 = await t.ok(calls.selNyDatas, { ...period, plotId: plot2.id }, as);
    expect([total(p2, "times"), total(p2, "areaMu"), total(p2, "costFen")]).toEqual([1, 2.25, 0]);
  });

  it("施肥 and 农机", async () => {
    const f = await t.ok(calls.selSfDatas, period, as);
    expect([at(f, "amountKg", "2026-03")[0], total(f, "costFen"), total(f, "times")]).toEqual([750, 225_000, 1]);
    const n = await t.ok(calls.selNjDatas, period, as);
    expect([total(n, "expenseFen"), total(n, "irrigateHours")]).toEqual([90_001, 8]);
    expect(n.breakdown.rows).toEqual([{ name: "农机合作社", nameEn: "农机合作社", values: { amountFen: 90_001, count: 1 } }]);
    const onPlot = await t.ok(calls.selNjDatas, { ...period, plotId: plot.id }, as);
    expect([total(onPlot, "expenseFen"), total(onPlot, "irrigateHours")]).toEqual([90_001, 8]);
    const onFlock = await t.ok(calls.selNjDatas, { ...period, batchId: flock.id }, as);
    expect([total(onFlock, "expenseFen"), total(onFlock, "irrigateHours")]).toEqual([0, 0]);
  });

  it("收支 and 用工 from the book and stock-outs, exact in fen; a batch takes its house's stock-outs while it lived there", async () => {
    const s = await t.ok(calls.selSzDatas, period, as);
    expect(at(s, "expenseFen", "2026-03", "2026-04")).toEqual([450_000, 120_000 + 90_001 + 1]);
    expect(at(s, "incomeFen", "2026-03", "2026-04")).toEqual([0, 1_204_430]);
    expect(at(s, "netFen", "2026-03", "2026-04")).toEqual([-450_000, 1_204_430 - 210_002]);
    // stock-outs: spray 4000 + fertiliser 225000 + feed 2 × 35000
    expect(at(s, "materialFen", "2026-03", "2026-04")).toEqual([4_000 + 225_000 + 70_000, 0]);
    const b = await t.ok(calls.selSzDatas, { ...period, batchId: flock.id }, as);
    expect([total(b, "expenseFen"), total(b, "incomeFen"), total(b, "materialFen")]).toEqual([450_000, 1_204_430, 35_000]);
    const y = await t.ok(calls.selYgDatas, period, as);
    expect([at(y, "expenseFen", "2026-03", "2026-04"), at(y, "laborDays", "2026-03", "2026-04")]).toEqual([[450_000, 120_000], [30, 6]]);
    expect(y.breakdown.rows.map((r) => [r.name, r.values.amountFen])).toEqual([["李师傅", 450_000], ["临时工", 120_000]]);
  });

  it("销售 and 种养 per month and per batch", async () => {
    const x = await t.ok(calls.selXsDatas, period, as);
    expect([total(x, "salesFen"), total(x, "valueFen"), total(x, "sold"), total(x, "soldKg")]).toEqual([1_204_430, 1_204_430, 500, 1400.5]);
    expect(x.breakdown.rows).toEqual([{ name: "毛鸡（公斤）", nameEn: "毛鸡 (公斤)", values: { quantity: 1400.5, valueFen: 1_204_430, count: 1 } }]);
    const z = await t.ok(calls.selZzDatas, period, as);
    expect(at(z, "deaths", "2026-03", "2026-04")).toEqual([6, 2]);
    expect(at(z, "feedKg", "2026-03", "2026-04")).toEqual([100.5, 200.2]);
    expect(at(z, "weightG", "2026-03", "2026-04")).toEqual([null, 2100]);
    expect(total(z, "weightG")).toBe(2100);
    const row = z.breakdown.rows.find((r) => r.name === "3月肉鸡");
    expect(row?.values).toMatchObject({ headCount: 1000, deaths: 8, mortalityPct: 0.8, sold: 500, feedKg: 300.7, weightG: 2100 });
    // only April
    const apr = await t.ok(calls.selZzDatas, { monthFrom: "2026-04", monthTo: "2026-04" }, as);
    expect([apr.months, total(apr, "deaths")]).toEqual([["2026-04"], 2]);
  });

  it("refuses bad filters naming the field and never shows another farm's data", async () => {
    const cases: [object, string][] = [
      [{ monthFrom: "2026-05", monthTo: "2026-04" }, "monthTo: 结束月份不能早于起始月份"],
      [{ monthFrom: "2023-01", monthTo: "2026-04" }, "monthFrom: 期间最多 36 个月"],
      [{ plotId: "nope" }, "plotId: 地块不存在或不属于当前农场"],
      [{ batchId: flock.id }, "batchId: 批次不存在或不属于当前农场"],
    ];
    for (const [input, msg] of cases.slice(0, 3)) {
      const r = await t.call(calls.selSzDatas, input, as);
      expect([r.code, r.msg]).toEqual([Codes.VALIDATION, msg]);
    }
    const bad = await t.call(calls.selSzDatas, { monthFrom: "2026-13" }, as);
    expect([bad.code, bad.msg]).toEqual([Codes.VALIDATION, "参数错误 — monthFrom: 月份格式应为 YYYY-MM"]);
    // PostgreSQL has no year 0: refused by the contract, not a 500
    const year0 = await t.call(calls.selNyDatas, { monthFrom: "0000-01", monthTo: "0000-12" }, as);
    expect([year0.code, year0.msg]).toEqual([Codes.VALIDATION, "参数错误 — monthFrom: 月份超出范围（1900–2999 年）；monthTo: 月份超出范围（1900–2999 年）"]);
    // the other member: our batch and plot are not theirs; their analyses are empty
    const [input, msg] = cases[3];
    const r = await t.call(calls.selZzDatas, input, { ticket: other });
    expect([r.code, r.msg]).toEqual([Codes.VALIDATION, msg]);
    const r2 = await t.call(calls.selNyDatas, { plotId: plot.id }, { ticket: other });
    expect([r2.code, r2.msg]).toEqual([Codes.VALIDATION, "plotId: 地块不存在或不属于当前农场"]);
    for (const c of [calls.selNyDatas, calls.selSfDatas, calls.selSzDatas, calls.selYgDatas, calls.selNjDatas, calls.selXsDatas, calls.selZzDatas]) {
      const o = await t.ok(c, period, { ticket: other });
      expect(o.series.every((s) => s.values.every((v) => v === 0 || v === null))).toBe(true);
      expect(o.breakdown.rows).toEqual([]);
      expect((await t.call(c, period, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    }
  });
});
