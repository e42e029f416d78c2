import { Codes, costOf, farmMaterial as calls, formatQty, manufacturer, mulDivRound, parseQty, type CatalogInput, type MovementLine } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import type { AuthedCtx } from "../../kit/context";
import { expandGrants, roleDefs } from "../identity/funcs";
import { member, memberEmployee, memberRole } from "../identity/schema";
import { costByRef, rangeOfFarm, removeStockOutsFor, stockOutFor } from ".";

const farmInput = (name: string, phone: string) => ({
  name,
  type: "BROILER_FARM" as const,
  areaCode: "370112",
  address: "唐王街道张庄村东",
  contactName: "张三",
  contactPhone: phone,
});

const feed = (over: Partial<CatalogInput> = {}): CatalogInput => ({ name: "肉鸡前期配合饲料", category: "FEED", spec: "40kg/袋", unit: "公斤", brand: "六和", maker: "山东六和饲料", unitPriceFen: 380, ...over });

describe("quantity arithmetic", () => {
  it.each([
    ["1.5", 1500],
    ["2", 2000],
    ["0.001", 1],
    ["12.", 12000],
    [" 3.25 ", 3250],
    ["1000000", 1_000_000_000],
    ["1.2345", null],
    ["-1", null],
    ["abc", null],
    ["1e3", null],
    ["", null],
  ])("parseQty(%j) = %j", (s, q) => expect(parseQty(s)).toBe(q));

  it.each([
    [1500, "1.5"],
    [2000, "2"],
    [1, "0.001"],
    [10, "0.01"],
    [0, "0"],
    [123456789, "123456.789"],
  ])("formatQty(%j) = %j", (q, s) => expect(formatQty(q)).toBe(s));

  it.each([
    // quantity (1/1000), unit cost fen, cost fen (half up)
    [1000, 380, 380],
    [1500, 333, 500], // 499.5 → 500
    [1, 1, 0], // 0.001
    [500, 1, 1], // 0.5 → 1
    [499, 1, 0],
    [1_000_000_000, 9_000_000, 9_000_000_000_000], // product 9e15 × … beyond 2^53, exact
    [999_999_999, 99_999_999, 99_999_998_900_000], // 99 999 998 900 000.001 → exact
  ])("costOf(%j, %j) = %j", (q, p, c) => expect(costOf(q, p)).toBe(c));

  it("mulDivRound is exact and half up", () => {
    expect(mulDivRound(1000, 1, 3)).toBe(333);
    expect(mulDivRound(2000, 1, 3)).toBe(667);
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(9_007_199_254_740_991, 3, 3)).toBe(9_007_199_254_740_991);
  });
});

describe("farm material, stores and stock", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-farmer", loginName: "farmer", mobile: "13900000201", password: "Farmer@2026", name: "张三", roles: ["FARMER"] });
  await createPerson(db, { id: "m-other", loginName: "other", mobile: "13900000202", password: "Other@2026", name: "李四", roles: ["FARMER"] });
  await createPerson(db, { id: "m-nofarm", loginName: "nofarm", mobile: "13900000203", password: "Nofarm@2026", name: "赵六", roles: ["FARMER"] });
  await createPerson(db, { id: "m-staff", loginName: "sales", mobile: "13900000204", password: "Sales@2026", name: "王五", roles: [] });
  await db.insert(member).values({ id: "e-corp", type: "ENTERPRISE", name: "鲁禽农牧有限公司", verifyState: "APPROVED" });
  await db.insert(memberEmployee).values({ id: "emp-sales", boId: "e-corp", memberId: "m-staff", name: "王五", mobile: "13900000204" });
  await db.insert(memberRole).values({ memberId: "m-staff", boId: "e-corp", roleCode: "EMP_SALES" });
  const farmer = await t.login("farmer", "Farmer@2026");
  const other = await t.login("other", "Other@2026");
  const nofarm = await t.login("nofarm", "Nofarm@2026");
  const sales = await t.login("sales", "Sales@2026");
  await t.ok(manufacturer.add, farmInput("张庄肉鸡场", "13900000201"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家肉鸡场", "13900000202"), { ticket: other });

  const [house1, store, medStore] = await t.ok(
    calls.rangeAddBatch,
    {
      list: [
        { name: "1号鸡舍", kind: "POULTRY_HOUSE", capacity: 10000, areaM2: 1200 },
        { name: "饲料库", kind: "STORE", keeper: "张三" },
        { name: "兽药库", kind: "STORE" },
      ],
    },
    { ticket: farmer },
  );
  const starter = await t.ok(calls.materialAddOne, { catalog: feed(), lowStock: 100_000 }, { ticket: farmer });
  const line = (over: Partial<MovementLine> = {}): MovementLine => ({ materialId: starter.id, storeId: store.id, quantity: 1000, unitCostFen: 380, date: "2026-11-01", ...over });

  it("ranges: add, batch, list, page, detail, update, delete; names unique per farm", async () => {
    expect(house1).toMatchObject({ name: "1号鸡舍", kind: "POULTRY_HOUSE", capacity: 10000, materialCount: 0 });
    const dup = await t.call(calls.rangeAdd, { name: "1号鸡舍", kind: "OTHER" }, { ticket: farmer });
    expect([dup.code, dup.msg]).toEqual([Codes.VALIDATION, "name: 已有名为“1号鸡舍”的场所"]);
    const inBatch = await t.call(calls.rangeAddBatch, { list: [{ name: "鱼塘", kind: "POND" }, { name: "鱼塘", kind: "POND" }] }, { ticket: farmer });
    expect(inBatch.msg).toMatch(/^list\[1\]\.name: /);
    const field = await t.ok(calls.rangeAdd, { name: "东大田", kind: "FIELD", areaM2: 6667 }, { ticket: farmer });
    expect((await t.ok(calls.rangeSelListByParam, { kind: "STORE" }, { ticket: farmer })).map((r) => r.name).sort()).toEqual(["兽药库", "饲料库"]);
    const page = await t.ok(calls.rangeSelListByPage, { pageSize: 2, keyword: "田" }, { ticket: farmer });
    expect([page.total, page.list[0].id]).toEqual([1, field.id]);
    const upd = await t.ok(calls.rangeUpdById, { id: field.id, name: "东大田（玉米）", keeper: "老王" }, { ticket: farmer });
    expect(upd).toMatchObject({ name: "东大田（玉米）", keeper: "老王", areaM2: 6667 });
    expect((await t.ok(calls.rangeSelById, { id: field.id }, { ticket: farmer })).name).toBe("东大田（玉米）");
    await t.ok(calls.rangeDelById, { id: field.id }, { ticket: farmer });
    expect((await t.call(calls.rangeSelById, { id: field.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
  });

  it("names the field on bad input", async () => {
    const cases: [unknown, string, unknown][] = [
      [calls.rangeAdd, "name", { name: "", kind: "STORE" }],
      [calls.rangeAdd, "kind", { name: "x", kind: "ZOO" }],
      [calls.catalogAdd, "unit", { ...feed({ name: "x" }), unit: "" }],
      [calls.catalogAdd, "unitPriceFen", { ...feed({ name: "x" }), unitPriceFen: 1.5 }],
      [calls.materialAddOne, "catalogId", {}],
      [calls.recordAddList, "quantity", { kind: "IN", list: [{ ...line(), quantity: 1.5 }] }],
      [calls.recordAddList, "quantity", { kind: "OUT", list: [{ ...line(), quantity: 0 }] }],
      [calls.recordAddList, "date", { kind: "IN", list: [{ ...line(), date: "2026-02-30" }] }],
      [calls.recordAddList, "unitCostFen", { kind: "IN", list: [{ ...line(), unitCostFen: null }] }],
      [calls.recordAddList, "storeId", { kind: "IN", list: [{ ...line(), storeId: house1.id }] }],
      [calls.recordAddList, "materialId", { kind: "IN", list: [{ ...line(), materialId: "nope" }] }],
    ];
    for (const [def, fieldName, input] of cases) {
      const r = await t.call(def as typeof calls.rangeAdd, input as never, { ticket: farmer });
      expect(r.code, fieldName).toBe(Codes.VALIDATION);
      expect(r.msg, fieldName).toContain(fieldName);
    }
  });

  it("catalogue: add, page, detail, update, refuse duplicates and deleting one in use", async () => {
    const vac = await t.ok(calls.catalogAdd, feed({ name: "新城疫弱毒活疫苗", category: "VACCINE", spec: "500羽份/瓶", unit: "瓶", unitPriceFen: 2500, brand: "哈药", maker: "哈尔滨兽研所" }), { ticket: farmer });
    expect(vac).toMatchObject({ farmUseCount: 0, spec: "500羽份/瓶" });
    const dup = await t.call(calls.catalogAdd, feed({ name: "新城疫弱毒活疫苗", category: "VACCINE", spec: "500羽份/瓶", unit: "瓶" }), { ticket: farmer });
    expect(dup.msg).toMatch(/^name: /);
    const p = await t.ok(calls.catalogSelListByPage, { category: "VACCINE" }, { ticket: farmer });
    expect(p.list.map((c) => c.id)).toEqual([vac.id]);
    expect((await t.ok(calls.catalogSelListByParam, { keyword: "六和" }, { ticket: farmer })).map((c) => c.name)).toEqual(["肉鸡前期配合饲料"]);
    expect((await t.ok(calls.catalogUpdById, { id: vac.id, unitPriceFen: 2600 }, { ticket: farmer })).unitPriceFen).toBe(2600);
    expect((await t.ok(calls.catalogSelById, { id: starter.catalogId }, { ticket: farmer })).farmUseCount).toBe(1);
    const inUse = await t.call(calls.catalogDelById, { id: starter.catalogId }, { ticket: farmer });
    expect(inUse.code).toBe(Codes.CONFLICT);
    await t.ok(calls.catalogDelById, { id: vac.id }, { ticket: farmer });
    expect((await t.call(calls.catalogSelById, { id: vac.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
  });

  it("farm materials: add from the catalogue (one and a list), page, low flag, update, delete", async () => {
    const fert = await t.ok(calls.catalogAdd, feed({ name: "复合肥", category: "FERTILISER", spec: "50kg/袋", unit: "袋", unitPriceFen: 16000 }), { ticket: farmer });
    const dis = await t.ok(calls.catalogAdd, feed({ name: "聚维酮碘消毒液", category: "VET_DRUG", spec: "1L/瓶", unit: "瓶", unitPriceFen: 3500 }), { ticket: farmer });
    const added = await t.ok(calls.materialAddList, { list: [{ catalogId: fert.id, lowStock: 2000 }, { catalogId: dis.id }] }, { ticket: farmer });
    expect(added.map((m) => [m.name, m.isLow])).toEqual([
      ["复合肥", true],
      ["聚维酮碘消毒液", false],
    ]);
    const again = await t.call(calls.materialAddOne, { catalogId: fert.id }, { ticket: farmer });
    expect(again.msg).toMatch(/^catalogId: /);
    const low = await t.ok(calls.materialSelListByParam, { lowOnly: true }, { ticket: farmer });
    expect(low.map((m) => m.name)).toContain("复合肥");
    const page = await t.ok(calls.materialSelListByPage, { category: "FERTILISER" }, { ticket: farmer });
    expect(page.total).toBe(1);
    const upd = await t.ok(calls.materialUpdById, { id: page.list[0].id, lowStock: null, remark: "春播用" }, { ticket: farmer });
    expect(upd).toMatchObject({ lowStock: null, isLow: false, remark: "春播用" });
    expect((await t.ok(calls.materialSelById, { id: upd.id }, { ticket: farmer })).remark).toBe("春播用");
    await t.ok(calls.materialDelById, { id: added[1].id }, { ticket: farmer });
    expect((await t.call(calls.materialSelById, { id: added[1].id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
  });

  it("stock in (batch), stock out FIFO with average cost; edits and deletes move stock or are refused", async () => {
    const ins = await t.ok(
      calls.recordAddList,
      {
        kind: "IN",
        list: [
          line({ batchNo: "B1", quantity: 10_000, unitCostFen: 300, date: "2026-10-01", supplier: "六和经销部" }),
          line({ batchNo: "B2", quantity: 5_000, unitCostFen: 400, date: "2026-10-05" }),
        ],
      },
      { ticket: farmer },
    );
    expect(ins.map((r) => [r.kind, r.costFen, r.storeName])).toEqual([
      ["IN", 3000, "饲料库"],
      ["IN", 2000, "饲料库"],
    ]);
    let mat = await t.ok(calls.materialSelById, { id: starter.id }, { ticket: farmer });
    expect([mat.stock, mat.stockValueFen, mat.isLow]).toEqual([15_000, 5000, true]);

    const [out] = await t.ok(calls.recordAddList, { kind: "OUT", list: [line({ quantity: 12_000, unitCostFen: undefined, purpose: "FEEDING", rangeId: house1.id })] }, { ticket: farmer });
    expect(out.parts).toEqual([
      { batchNo: "B1", quantity: 10_000, costFen: 3000 },
      { batchNo: "B2", quantity: 2_000, costFen: 800 },
    ]);
    expect([out.costFen, out.unitCostFen, out.rangeName, out.purpose]).toEqual([3800, 317, "1号鸡舍", "FEEDING"]);
    const stock = await t.ok(calls.storageSelListByParam, { materialId: starter.id }, { ticket: farmer });
    expect(stock.map((s) => [s.batchNo, s.quantity, s.valueFen])).toEqual([["B2", 3_000, 1200]]);
    expect((await t.ok(calls.storageSelListByParam, { materialId: starter.id, includeEmpty: true }, { ticket: farmer })).length).toBe(2);

    const short = await t.call(calls.recordAddList, { kind: "OUT", list: [line({ quantity: 3_001 })] }, { ticket: farmer });
    expect([short.code, short.msg]).toEqual([Codes.VALIDATION, "list[0].quantity: “肉鸡前期配合饲料”库存不足：“饲料库”现有 3公斤，需出库 3.001公斤"]);

    // deleting B1's stock-in would leave B1 negative (it was taken out)
    const refused = await t.call(calls.recordDelById, { id: ins[0].id }, { ticket: farmer });
    expect(refused.code).toBe(Codes.VALIDATION);
    expect(refused.msg).toMatch(/^quantity: .*会使库存为负/);
    // raising B1's stock-in by 1 unit is fine (same batch: by the difference)
    const raised = await t.ok(calls.recordUpdById, { id: ins[0].id, quantity: 11_000 }, { ticket: farmer });
    expect(raised.costFen).toBe(3300);
    // lowering it below what was taken out is refused
    expect((await t.call(calls.recordUpdById, { id: ins[0].id, quantity: 9_000 }, { ticket: farmer })).code).toBe(Codes.VALIDATION);
    // editing the stock-out gives back and takes again
    const edited = await t.ok(calls.recordUpdById, { id: out.id, quantity: 1_000 }, { ticket: farmer });
    expect(edited.parts).toEqual([{ batchNo: "B1", quantity: 1_000, costFen: 300 }]);
    mat = await t.ok(calls.materialSelById, { id: starter.id }, { ticket: farmer });
    expect([mat.stock, mat.stockValueFen]).toEqual([15_000, 5_000]);
    // deleting the stock-out restores everything
    await t.ok(calls.recordDelById, { id: out.id }, { ticket: farmer });
    mat = await t.ok(calls.materialSelById, { id: starter.id }, { ticket: farmer });
    expect([mat.stock, mat.stockValueFen]).toEqual([16_000, 5_300]);
    expect((await t.call(calls.recordSelById, { id: out.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);

    const byStore = await t.ok(calls.rangeMaterialByPage, { rangeId: store.id }, { ticket: farmer });
    expect(byStore.list).toEqual([expect.objectContaining({ materialId: starter.id, quantity: 16_000, valueFen: 5_300, batchCount: 2 })]);
    expect((await t.ok(calls.rangeSelById, { id: store.id }, { ticket: farmer })).materialCount).toBe(1);
    const delStore = await t.call(calls.rangeDelById, { id: store.id }, { ticket: farmer });
    expect(delStore.code).toBe(Codes.CONFLICT);
    const delMat = await t.call(calls.materialDelById, { id: starter.id }, { ticket: farmer });
    expect(delMat.code).toBe(Codes.CONFLICT);
    const kindChange = await t.call(calls.rangeUpdById, { id: store.id, kind: "OTHER" }, { ticket: farmer });
    expect(kindChange.msg).toMatch(/^kind: /);

    const page = await t.ok(calls.recordSelListByPage, { kind: "IN", keyword: "肉鸡" }, { ticket: farmer });
    expect(page.total).toBe(2);
    expect((await t.ok(calls.recordSelListByParam, { batchNo: "B2" }, { ticket: farmer })).length).toBe(1);
    expect((await t.ok(calls.recordSelListByParam, { dateFrom: "2026-10-02", dateTo: "2026-10-31" }, { ticket: farmer })).map((r) => r.batchNo)).toEqual(["B2"]);
    const sp = await t.ok(calls.storageSelListByPage, { storeId: store.id, pageSize: 1 }, { ticket: farmer });
    expect([sp.total, sp.list.length, sp.list[0].isLow]).toEqual([2, 1, true]);
    expect((await t.ok(calls.storageSelListByParam, { lowOnly: true }, { ticket: farmer })).length).toBe(2);
  });

  it("a batch of movements is all or nothing", async () => {
    const before = await t.ok(calls.materialSelById, { id: starter.id }, { ticket: farmer });
    const r = await t.call(calls.recordAddList, { kind: "OUT", list: [line({ quantity: 1_000 }), line({ quantity: 999_000 })] }, { ticket: farmer });
    expect(r.msg).toMatch(/^list\[1\]\.quantity: /);
    expect((await t.ok(calls.materialSelById, { id: starter.id }, { ticket: farmer })).stock).toBe(before.stock);
  });

  it("concurrent stock-outs never overdraw: 20 stock-outs of 1 on stock 5 → exactly 5 succeed", async () => {
    const cat = await t.ok(calls.catalogAdd, feed({ name: "球虫药", category: "VET_DRUG", spec: "100g/袋", unit: "袋" }), { ticket: farmer });
    const m = await t.ok(calls.materialAddOne, { catalogId: cat.id }, { ticket: farmer });
    await t.ok(calls.recordAddList, { kind: "IN", list: [line({ materialId: m.id, storeId: medStore.id, quantity: 2_000, batchNo: "X1" }), line({ materialId: m.id, storeId: medStore.id, quantity: 3_000, batchNo: "X2" })] }, { ticket: farmer });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call(calls.recordAddList, { kind: "OUT", list: [line({ materialId: m.id, storeId: medStore.id, quantity: 1_000 })] }, { ticket: farmer })),
    );
    expect(results.filter((r) => r.code === Codes.OK).length).toBe(5);
    expect(results.filter((r) => r.code !== Codes.OK).every((r) => r.code === Codes.VALIDATION && r.msg.includes("库存不足"))).toBe(true);
    const after = await t.ok(calls.materialSelById, { id: m.id }, { ticket: farmer });
    expect([after.stock, after.stockValueFen]).toEqual([0, 0]);
  });

  it("stockOutFor / costByRef / removeStockOutsFor / rangeOfFarm for other modules", async () => {
    const ctx: AuthedCtx = {
      ...t.systemCtx(),
      member: { memberId: "m-farmer", boId: "m-farmer", boType: "PERSON", employeeId: null, loginId: "x", ticketId: "x", roles: ["FARMER"], funcs: new Set(expandGrants(roleDefs.find((r) => r.code === "FARMER")?.grants ?? [])) },
    };
    expect(await rangeOfFarm(ctx, house1.id)).toEqual({ id: house1.id, manufacturerId: house1.manufacturerId, name: "1号鸡舍", kind: "POULTRY_HOUSE" });
    await expect(rangeOfFarm({ ...ctx, member: { ...ctx.member, memberId: "m-other", boId: "m-other" } }, house1.id)).rejects.toMatchObject({ code: Codes.NOT_FOUND });
    const a = await stockOutFor(ctx, { materialId: starter.id, storeId: store.id, quantity: 2_500, refKind: "FEED", refId: "r1", date: "2026-11-02", rangeId: house1.id });
    const b = await stockOutFor(ctx, { materialId: starter.id, storeId: store.id, quantity: 500, refKind: "FEED", refId: "r1", date: "2026-11-03" });
    expect(a.costFen).toBeGreaterThan(0);
    await expect(stockOutFor(ctx, { materialId: starter.id, storeId: store.id, quantity: 1_000_000, refKind: "FEED", refId: "r2", date: "2026-11-03" })).rejects.toThrow(/肉鸡前期配合饲料.*库存不足/);
    const costs = await costByRef(ctx, "FEED", ["r1", "r2"]);
    expect([...costs]).toEqual([
      ["r1", a.costFen + b.costFen],
      ["r2", 0],
    ]);
    // such stock-outs are changed only through their record
    expect((await t.call(calls.recordDelById, { id: a.id }, { ticket: farmer })).code).toBe(Codes.CONFLICT);
    const before = (await t.ok(calls.materialSelById, { id: starter.id }, { ticket: farmer })).stock;
    expect(await removeStockOutsFor(ctx, "FEED", "r1")).toBe(2);
    expect((await t.ok(calls.materialSelById, { id: starter.id }, { ticket: farmer })).stock).toBe(before + 3_000);
  });

  it("another member sees none of the farm's ranges, materials, movements or stock and cannot change them", async () => {
    const [rec] = await t.ok(calls.recordSelListByParam, {}, { ticket: farmer });
    for (const [def, input] of [
      [calls.rangeSelById, { id: store.id }],
      [calls.rangeUpdById, { id: store.id, name: "改" }],
      [calls.rangeDelById, { id: house1.id }],
      [calls.rangeMaterialByPage, { rangeId: store.id }],
      [calls.materialSelById, { id: starter.id }],
      [calls.materialUpdById, { id: starter.id, lowStock: 1 }],
      [calls.materialDelById, { id: starter.id }],
      [calls.recordSelById, { id: rec.id }],
      [calls.recordUpdById, { id: rec.id, quantity: 1 }],
      [calls.recordDelById, { id: rec.id }],
      [calls.catalogSelById, { id: starter.catalogId }],
      [calls.catalogUpdById, { id: starter.catalogId, name: "改" }],
      [calls.catalogDelById, { id: starter.catalogId }],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: other })).code, def.path).toBe(Codes.NOT_FOUND);
    }
    expect((await t.ok(calls.rangeSelListByParam, {}, { ticket: other })).length).toBe(0);
    expect((await t.ok(calls.materialSelListByPage, {}, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.recordSelListByPage, {}, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.storageSelListByPage, {}, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.catalogSelListByPage, {}, { ticket: other })).total).toBe(0);
    // using the farm's material or store in a movement of one's own
    const [myStore] = await t.ok(calls.rangeAddBatch, { list: [{ name: "库", kind: "STORE" }] }, { ticket: other });
    const r1 = await t.call(calls.recordAddList, { kind: "IN", list: [line({ storeId: myStore.id })] }, { ticket: other });
    expect(r1.msg).toMatch(/^list\[0\]\.materialId: /);
    const r2 = await t.call(calls.materialAddOne, { catalogId: starter.catalogId }, { ticket: other });
    expect(r2.msg).toMatch(/^catalogId: /);
  });

  it("no farm → 002102; anonymous → 001107; no function → 100004", async () => {
    const farmCalls = [
      [calls.rangeSelListByPage, {}],
      [calls.rangeAdd, { name: "x", kind: "STORE" }],
      [calls.materialSelListByPage, {}],
      [calls.recordSelListByPage, {}],
      [calls.storageSelListByPage, {}],
    ] as const;
    for (const [def, input] of farmCalls) expect((await t.call(def, input as never, { ticket: nofarm })).code, def.path).toBe(Codes.NO_MANUFACTURER);
    expect((await t.ok(calls.catalogSelListByPage, {}, { ticket: nofarm })).total).toBe(0);
    const all = Object.values(calls);
    for (const def of all) {
      expect((await t.call(def, {})).code, def.path).toBe(Codes.NOT_LOGGED_IN);
      expect((await t.call(def, {}, { ticket: sales })).code, def.path).toBe(Codes.FORBIDDEN);
    }
  });
});
