import { Codes, farmMaterial, farmRecord, farmTrace as calls, farmWork, manufacturer, traceCode } from "@qinlian/contract";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { farmPeople } from "../../testing/farm-people";
import { createTestApp } from "../../testing/harness";
import { syncFarmRecordData } from "../farm-record";
import { newTraceCode, qrSvg, traceUrl } from "./service";

const farmInput = (name: string, phone: string) => ({
  name,
  type: "BROILER_FARM" as const,
  areaCode: "370112",
  address: "唐王街道张庄村东",
  longitude: 117.25,
  latitude: 36.82,
  contactName: "张三",
  contactPhone: phone,
});

describe("traces: a batch's snapshot published under a code with a QR", async () => {
  const t = await createTestApp({ env: { PUBLIC_URL: "https://qinlian.example.cn" } });
  const db = t.database.db;
  await syncFarmRecordData(db);
  const { farmer, other, nofarm, plain } = await farmPeople(t, { farmer: "13900000201", other: "13900000202", nofarm: "13900000203", plain: "13900000204" });
  await t.ok(manufacturer.add, farmInput("张庄肉鸡场", "13900000201"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家肉鸡场", "13900000202"), { ticket: other });
  const house = await t.ok(farmMaterial.rangeAdd, { name: "1号鸡舍", kind: "POULTRY_HOUSE", areaM2: 1200 }, { ticket: farmer });
  const house2 = await t.ok(farmMaterial.rangeAdd, { name: "2号鸡舍", kind: "POULTRY_HOUSE" }, { ticket: farmer });
  const store = await t.ok(farmMaterial.rangeAdd, { name: "饲料库", kind: "STORE" }, { ticket: farmer });
  const feed = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "肉鸡前期料", category: "FEED", unit: "公斤", brand: "六和", maker: "山东六和饲料" }, lowStock: null, remark: null }, { ticket: farmer });
  const disinfectant = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "聚维酮碘", category: "VET_DRUG", unit: "瓶" }, lowStock: null, remark: null }, { ticket: farmer });
  await t.ok(
    farmMaterial.recordAddList,
    {
      kind: "IN",
      list: [
        { materialId: feed.id, storeId: store.id, batchNo: "LH0301", quantity: 5_000_000, unitCostFen: 350, date: "2026-02-20" },
        { materialId: disinfectant.id, storeId: store.id, quantity: 10_000, unitCostFen: 3_000, date: "2026-02-20" },
      ],
    },
    { ticket: farmer },
  );
  // to the house: 5 days before placement (counts), 20 days before (does not), to the other house (does not)
  await t.ok(
    farmMaterial.recordAddList,
    {
      kind: "OUT",
      list: [
        { materialId: disinfectant.id, storeId: store.id, quantity: 2_000, date: "2026-02-24", purpose: "DISINFECTION", rangeId: house.id },
        { materialId: disinfectant.id, storeId: store.id, quantity: 1_000, date: "2026-02-09", purpose: "DISINFECTION", rangeId: house.id },
        { materialId: disinfectant.id, storeId: store.id, quantity: 1_000, date: "2026-03-02", purpose: "DISINFECTION", rangeId: house2.id },
      ],
    },
    { ticket: farmer },
  );
  const flock = await t.ok(
    farmRecord.addBatch,
    { kind: "FLOCK", name: "2026-03 白羽肉鸡", rangeId: house.id, breed: "AA+", startDate: "2026-03-01", headCount: 5000 },
    { ticket: farmer },
  );
  const on = (recordDate: string, values: Record<string, unknown>, note?: string) => ({ subjectKind: "BATCH" as const, subjectId: flock.id, recordDate, values: values as never, ...(note ? { note } : {}) });
  const days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07"];
  await t.ok(farmRecord.addRecordList, { type: "INTAKE", rows: [on("2026-03-01", { birds: 5000, source: "益生种畜禽" })] }, { ticket: farmer });
  await t.ok(
    farmRecord.addRecordList,
    { type: "FEED", rows: days.map((d, i) => on(d, i < 2 ? { feedKg: 100 + i * 10, stage: "STARTER", material: { materialId: feed.id, storeId: store.id, quantity: i === 0 ? 100 : 0.5 } } : { feedKg: 100 + i * 10, stage: "STARTER" })) },
    { ticket: farmer },
  );
  await t.ok(farmRecord.addRecordList, { type: "VACCINE", rows: [on("2026-03-07", { vaccine: "新城疫-传支二联活疫苗", disease: "P_ND", method: "EYE_DROP", doses: 5000 })] }, { ticket: farmer });
  await t.ok(farmRecord.addRecordList, { type: "MEDICATION", rows: [on("2026-03-05", { disease: "P_COCCIDIOSIS", drug: "地克珠利溶液", withdrawalDays: 5 }, "内部备注：隔壁王五 13900009999")] }, { ticket: farmer });
  await t.ok(farmRecord.addRecordList, { type: "SALE", rows: [on("2026-03-07", { heads: 4900, totalKg: 12_250, buyer: "某某屠宰场 13800001111" })] }, { ticket: farmer });
  const otherHouse = await t.ok(farmMaterial.rangeAdd, { name: "李家鸡舍", kind: "POULTRY_HOUSE" }, { ticket: other });
  const otherFlock = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "李家一批", rangeId: otherHouse.id, breed: "AA+", startDate: "2026-03-01", headCount: 100 }, { ticket: other });
  const allSections = ["FARM", "PLACE", "BATCH", "RECORDS", "INPUTS", "INSPECTIONS", "SALE"] as const;

  let traceId = "";
  let code = "";

  it("makes a trace of a batch: the snapshot has the farm, house, batch, timeline, totals, inputs and the sale", async () => {
    const tr = await t.ok(calls.add, { batchId: flock.id, productName: "白羽肉鸡", description: "自养", sections: [...allSections] }, { ticket: farmer });
    expect(tr).toMatchObject({ batchName: "2026-03 白羽肉鸡", batchKind: "FLOCK", placeName: "1号鸡舍", published: true, productName: "白羽肉鸡" });
    expect(traceCode.safeParse(tr.code).success).toBe(true);
    traceId = tr.id;
    code = tr.code!;
    const full = await t.ok(calls.selById, { id: tr.id }, { ticket: farmer });
    const c = full.content;
    expect(c.farm).toMatchObject({ name: "张庄肉鸡场", type: "BROILER_FARM" });
    expect(c.place).toEqual({ kind: "HOUSE", name: "1号鸡舍", areaM2: 1200, areaMu: null });
    expect(c.batch).toMatchObject({ name: "2026-03 白羽肉鸡", breed: "AA+", headCount: 5000, startDate: "2026-03-01" });
    // routine feed (7 records) is summed up; occasional records are on the timeline
    expect(c.summaries).toEqual([expect.objectContaining({ type: "FEED", count: 7, firstDate: "2026-03-01", lastDate: "2026-03-07" })]);
    expect(c.summaries[0].items).toContainEqual({ label: "喂料量（合计）", labelEn: "Feed given (total)", value: "910 千克", valueEn: "910 kg" });
    expect(c.events.map((e) => e.type)).toEqual(["INTAKE", "MEDICATION", "VACCINE"]);
    const vaccine = c.events.find((e) => e.type === "VACCINE")!;
    expect(vaccine.items).toContainEqual({ label: "预防病害", labelEn: "Against", value: "新城疫", valueEn: expect.any(String) as string });
    expect(vaccine.items).toContainEqual(expect.objectContaining({ label: "免疫方式", value: "滴鼻点眼", valueEn: "Eye/nose drop" }));
    const med = c.events.find((e) => e.type === "MEDICATION")!;
    expect(med.items).toContainEqual(expect.objectContaining({ label: "病害", value: "球虫病" }));
    // inputs: the record's feed stock-out and the house's disinfection within 10 days before placement
    expect(c.inputs).toEqual([
      { firstDate: "2026-02-24", lastDate: "2026-02-24", times: 1, name: "聚维酮碘", category: "VET_DRUG", brand: null, maker: null, quantity: "2 瓶", batchNos: [] },
      { firstDate: "2026-03-01", lastDate: "2026-03-02", times: 2, name: "肉鸡前期料", category: "FEED", brand: "六和", maker: "山东六和饲料", quantity: "100.5 公斤", batchNos: [] },
    ]);
    // the sale without the buyer's free text
    expect(c.sale).toEqual([expect.objectContaining({ type: "SALE", date: "2026-03-07" })]);
    expect(JSON.stringify(c.sale)).not.toContain("屠宰场");
    expect(c.inspections).toEqual([]);
  });

  it("one trace per batch; bad input names the field; another farm's batch is refused", async () => {
    const again = await t.call(calls.add, { batchId: flock.id, productName: "x", sections: ["FARM"] }, { ticket: farmer });
    expect(again.code).toBe(Codes.CONFLICT);
    const foreign = await t.call(calls.add, { batchId: otherFlock.id, productName: "x", sections: ["FARM"] }, { ticket: farmer });
    expect([foreign.code, foreign.msg]).toEqual([Codes.VALIDATION, "batchId: 批次不存在或不属于当前农场"]);
    const noSections = await t.call(calls.add, { batchId: otherFlock.id, productName: "x", sections: [] }, { ticket: other });
    expect(noSections.msg).toMatch(/sections: /);
    const noName = await t.call(calls.add, { batchId: otherFlock.id, productName: " ", sections: ["FARM"] }, { ticket: other });
    expect(noName.msg).toMatch(/productName: /);
    const elsewhere = await t.call(calls.add, { batchId: otherFlock.id, productName: "x", sections: ["FARM"], photoUrl: "https://tracker.example/a.png" }, { ticket: other });
    expect(elsewhere.msg).toMatch(/photoUrl: /);
    const unuploaded = await t.call(calls.add, { batchId: otherFlock.id, productName: "x", sections: ["FARM"], photoUrl: "/files/image/nope.png" }, { ticket: other });
    expect(unuploaded.msg).toMatch(/photoUrl: /);
  });

  it("the public page shows the chosen sections without login, and nothing private", async () => {
    const pub = await t.ok(calls.selByCode, { code }, { ticket: null });
    expect(pub).toMatchObject({ code, productName: "白羽肉鸡", url: `https://qinlian.example.cn/trace/${code}` });
    expect(pub.farm?.name).toBe("张庄肉鸡场");
    expect(pub.events?.length).toBe(3);
    const text = JSON.stringify(pub);
    for (const secret of ["m-farmer", "13900000201", "13900009999", "内部备注", "13800001111", "屠宰场", "manufacturerId", "batchId", "costFen"]) expect(text).not.toContain(secret);
    // a code typed in lower case is the same code
    expect((await t.ok(calls.selByCode, { code: code.toLowerCase() })).code).toBe(code);
    // the sections chosen decide what is there
    await t.ok(calls.updById, { id: traceId, productName: "白羽肉鸡（冰鲜）", sections: ["BATCH"] }, { ticket: farmer });
    const some = await t.ok(calls.selByCode, { code });
    expect(some.productName).toBe("白羽肉鸡（冰鲜）");
    expect(some.batch).toBeDefined();
    expect([some.farm, some.events, some.inputs, some.sale]).toEqual([undefined, undefined, undefined, undefined]);
    await t.ok(calls.updById, { id: traceId, productName: "白羽肉鸡", sections: [...allSections] }, { ticket: farmer });
  });

  it("unknown and malformed codes are not found / refused", async () => {
    let unknown = newTraceCode();
    while (unknown === code) unknown = newTraceCode();
    expect((await t.call(calls.selByCode, { code: unknown })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selByCode, { code: "abc" })).msg).toMatch(/code: /);
  });

  it("the snapshot stays until refreshed: later records do not change the published trace", async () => {
    await t.ok(farmRecord.addRecordList, { type: "VACCINE", rows: [on("2026-03-08", { vaccine: "法氏囊活疫苗", disease: "P_IBD", method: "DRINKING", doses: 5000 })] }, { ticket: farmer });
    expect((await t.ok(calls.selByCode, { code })).events?.map((e) => e.type)).toEqual(["INTAKE", "MEDICATION", "VACCINE"]);
    const before = await t.ok(calls.selById, { id: traceId }, { ticket: farmer });
    const r = await t.ok(calls.refresh, { id: traceId }, { ticket: farmer });
    expect(r.snapshotAt >= before.snapshotAt).toBe(true);
    expect((await t.ok(calls.selByCode, { code })).events?.map((e) => e.type)).toEqual(["INTAKE", "MEDICATION", "VACCINE", "VACCINE"]);
  });

  it("inspections are the watch logs of the batch's house while it was there, without the inspector", async () => {
    const watch = (subjectId: string, logDate: string, description: string) =>
      t.ok(farmWork.watchAdd, { subjectKind: "RANGE", subjectId, logDate, inspector: "王巡查", finding: "DISEASE", description }, { ticket: farmer });
    await watch(house.id, "2026-03-05", "个别鸡只咳嗽，已隔离观察");
    await watch(house.id, "2026-02-20", "进鸡前的巡查不算");
    await watch(house2.id, "2026-03-05", "另一栋鸡舍不算");
    await t.ok(calls.refresh, { id: traceId }, { ticket: farmer });
    const c = (await t.ok(calls.selById, { id: traceId }, { ticket: farmer })).content;
    expect(c.inspections).toEqual([{ date: "2026-03-05", finding: "病害", findingEn: "Disease", text: "个别鸡只咳嗽，已隔离观察" }]);
    expect(JSON.stringify(c)).not.toContain("王巡查");
  });

  it("unpublish: the code answers not found; publish again: the same code", async () => {
    const off = await t.ok(calls.unpublish, { id: traceId }, { ticket: farmer });
    expect(off).toMatchObject({ published: false, code });
    expect((await t.call(calls.selByCode, { code })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selQrCode, { id: traceId }, { ticket: farmer })).code).toBe(Codes.CONFLICT);
    const on2 = await t.ok(calls.publish, { id: traceId }, { ticket: farmer });
    expect(on2).toMatchObject({ published: true, code });
    expect((await t.ok(calls.selByCode, { code })).code).toBe(code);
  });

  it("the QR encodes the public URL (PUBLIC_URL wins over the browser's origin)", async () => {
    const qr = await t.ok(calls.selQrCode, { id: traceId, origin: "https://evil.example" }, { ticket: farmer });
    const url = `https://qinlian.example.cn/trace/${code}`;
    expect(qr.url).toBe(url);
    expect(qr.svg).toBe(await qrSvg(url));
    expect(qr.svg.startsWith("<svg")).toBe(true);
    // the symbol is the URL's: the same modules as qrcode's own encoding of it, and not another URL's
    const modules = QRCode.create(url, { errorCorrectionLevel: "M" }).modules;
    expect(modules.size).toBeGreaterThan(20);
    expect(qr.svg).not.toBe(await qrSvg(`${url}X`));
    expect(traceUrl("https://a.example/", "ABC")).toBe("https://a.example/trace/ABC");
  });

  it("lists the farm's traces with search, publish filter and pagination", async () => {
    const page = await t.ok(calls.selListByPage, { pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(page.total).toBe(1);
    expect((await t.ok(calls.selListByPage, { keyword: "白羽", pageNum: 1, pageSize: 10 }, { ticket: farmer })).total).toBe(1);
    expect((await t.ok(calls.selListByPage, { keyword: "蛋鸡", pageNum: 1, pageSize: 10 }, { ticket: farmer })).total).toBe(0);
    expect((await t.ok(calls.selListByPage, { published: false, pageNum: 1, pageSize: 10 }, { ticket: farmer })).total).toBe(0);
    expect((await t.ok(calls.selListByPage, { pageNum: 1, pageSize: 10 }, { ticket: other })).total).toBe(0);
  });

  it("another member's trace is not found on every call; no farm → 002102; no function → 403; anonymous → login", async () => {
    for (const [def, input] of [
      [calls.selById, { id: traceId }],
      [calls.updById, { id: traceId, productName: "x", sections: ["FARM"] }],
      [calls.refresh, { id: traceId }],
      [calls.publish, { id: traceId }],
      [calls.unpublish, { id: traceId }],
      [calls.delById, { id: traceId }],
      [calls.selQrCode, { id: traceId }],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    }
    expect((await t.call(calls.selListByPage, { pageNum: 1, pageSize: 10 }, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect((await t.call(calls.selListByPage, { pageNum: 1, pageSize: 10 }, { ticket: plain })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.selListByPage, { pageNum: 1, pageSize: 10 }, { ticket: null })).code).toBe(Codes.NOT_LOGGED_IN);
    // still published and unchanged
    expect((await t.ok(calls.selByCode, { code })).productName).toBe("白羽肉鸡");
  });

  it("a batch with a trace is not deleted: its public page would outlive it", async () => {
    const empty = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "空批次", rangeId: house2.id, breed: "AA+", startDate: "2026-03-01", headCount: 100 }, { ticket: farmer });
    const tr = await t.ok(calls.add, { batchId: empty.id, productName: "空批次鸡", sections: ["FARM"], publish: true }, { ticket: farmer });
    const del = await t.call(farmRecord.delBatchById, { id: empty.id }, { ticket: farmer });
    expect([del.code, del.msg]).toEqual([Codes.CONFLICT, "批次“空批次”有溯源档案，请先在溯源管理中删除它"]);
    await t.ok(calls.delById, { id: tr.id }, { ticket: farmer });
    await t.ok(farmRecord.delBatchById, { id: empty.id }, { ticket: farmer });
  });

  it("deleting the trace retires its code; the batch can have a new one", async () => {
    await t.ok(calls.delById, { id: traceId }, { ticket: farmer });
    expect((await t.call(calls.selByCode, { code })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selById, { id: traceId }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    const draft = await t.ok(calls.add, { batchId: flock.id, productName: "白羽肉鸡", sections: ["FARM"], publish: false }, { ticket: farmer });
    expect(draft).toMatchObject({ published: false, code: null });
  });
});

describe("the QR without PUBLIC_URL uses the browser's origin", async () => {
  const t = await createTestApp();
  it("needs an origin when the server has no PUBLIC_URL", async () => {
    const bad = await t.call(calls.selByCode, { code: "ABCDEFGHJK" });
    expect(bad.code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selByCode, { code: "ABCDEFGHJK", origin: "javascript:alert(1)" })).msg).toMatch(/origin: /);
  });
});
