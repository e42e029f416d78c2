import { Codes, farmBook, farmLand, farmMaterial, farmRecord, manufacturer as calls, type ManufacturerInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { rect } from "../farm-land/test-shapes";

const LNG = 117.2463;
const LAT = 36.8157;
const farm = (over: Partial<ManufacturerInput> = {}): ManufacturerInput => ({
  name: "张庄肉鸡场",
  type: "BROILER_FARM",
  areaCode: "370112",
  address: "唐王街道张庄村",
  longitude: LNG,
  latitude: LAT,
  contactName: "张三",
  contactPhone: "13900000101",
  ...over,
});

/** The farm side's calls (/api/pdmg/base/manufacturer/*) and the rule that a farm still in use is not deleted. */
describe("farms on the farm side", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-farmer", loginName: "farmer", mobile: "13900000101", password: "Farmer@2026", name: "张三", roles: ["FARMER"] });
  await createPerson(db, { id: "m-other", loginName: "other", mobile: "13900000102", password: "Other@2026", name: "李四", roles: ["FARMER"] });
  await createPerson(db, { id: "m-plain", loginName: "plain", mobile: "13900000105", password: "Plain@2026", name: "钱七", roles: [] });
  const farmer = await t.login("farmer", "Farmer@2026");
  const other = await t.login("other", "Other@2026");
  const plain = await t.login("plain", "Plain@2026");

  it("adds, reads, lists, pages and updates through the farm-side paths with the same rules", async () => {
    const a = await t.ok(calls.farmAdd, farm(), { ticket: farmer });
    expect(a).toMatchObject({ boId: "m-farmer", isDefault: true, areaName: "山东省济南市历城区" });
    const b = await t.ok(calls.farmAdd, farm({ name: "西岭菜园", type: "CROP_FARM" }), { ticket: farmer });
    expect(b.isDefault).toBe(false);
    expect((await t.ok(calls.farmSelById, { id: b.id }, { ticket: farmer })).name).toBe("西岭菜园");
    expect((await t.ok(calls.farmSelListByParam, {}, { ticket: farmer })).map((m) => m.name)).toEqual(["张庄肉鸡场", "西岭菜园"]);
    const page = await t.ok(calls.farmSelByPageNoBoId, { pageSize: 1 }, { ticket: farmer });
    expect([page.total, page.list.length, page.list[0].id]).toEqual([2, 1, a.id]);
    expect((await t.ok(calls.farmSelByPageNoBoId, { type: "CROP_FARM" }, { ticket: farmer })).list.map((m) => m.id)).toEqual([b.id]);
    const u = await t.ok(calls.farmUpdById, { id: b.id, isDefault: true, stockOnHand: 0 }, { ticket: farmer });
    expect(u).toMatchObject({ isDefault: true, stockOnHand: 0 });
    expect((await t.ok(calls.selDefault, {}, { ticket: farmer })).id).toBe(b.id);
    await t.ok(calls.farmUpdById, { id: a.id, isDefault: true }, { ticket: farmer });
  });

  it("names the field on bad input", async () => {
    const dup = await t.call(calls.farmAdd, farm(), { ticket: farmer });
    expect([dup.code, dup.msg]).toEqual([Codes.VALIDATION, "name: 已有名为“张庄肉鸡场”的生产主体"]);
    const phone = await t.call(calls.farmAdd, farm({ name: "新场", contactPhone: "123" }), { ticket: farmer });
    expect(phone.msg).toMatch(/contactPhone: /);
    const [m] = await t.ok(calls.farmSelListByParam, {}, { ticket: farmer });
    expect((await t.call(calls.farmUpdById, { id: m.id, isDefault: false }, { ticket: farmer })).msg).toMatch(/^isDefault: /);
  });

  it("the body carries no owner: another member neither sees nor changes the farms (not found), and pages only their own", async () => {
    const [mine] = await t.ok(calls.farmSelListByParam, {}, { ticket: farmer });
    for (const [def, input] of [
      [calls.farmSelById, { id: mine.id }],
      [calls.farmUpdById, { id: mine.id, name: "改名" }],
      [calls.farmDelById, { id: mine.id }],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: other })).code, def.path).toBe(Codes.NOT_FOUND);
    }
    expect((await t.ok(calls.farmSelByPageNoBoId, { boId: "m-farmer" } as never, { ticket: other })).total).toBe(0);
    expect(await t.ok(calls.farmSelListByParam, {}, { ticket: other })).toEqual([]);
    expect((await t.ok(calls.farmSelById, { id: mine.id }, { ticket: farmer })).name).toBe(mine.name);
  });

  it("without the farm function 100004; anonymous 001107", async () => {
    for (const [def, input] of [
      [calls.farmSelListByParam, {}],
      [calls.farmSelByPageNoBoId, {}],
      [calls.farmSelById, { id: "x" }],
      [calls.farmAdd, farm({ name: "x" })],
      [calls.farmUpdById, { id: "x" }],
      [calls.farmDelById, { id: "x" }],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: plain })).code, def.path).toBe(Codes.FORBIDDEN);
      expect((await t.call(def, input as never)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
    }
  });

  it("refuses to delete a farm that still has plots, batches, records or stock, on both paths, and says what is left", async () => {
    const def = await t.ok(calls.selDefault, {}, { ticket: farmer });
    const plot = await t.ok(farmLand.add, { name: "东岭麦田", geometry: rect(LNG, LAT, 100, 100), use: "CROP" }, { ticket: farmer });
    for (const call of [calls.farmDelById, calls.delById]) {
      const r = await t.call(call, { id: def.id }, { ticket: farmer });
      expect([r.code, r.msg], call.path).toEqual([Codes.CONFLICT, "“张庄肉鸡场”还有1 个地块，请先删除、出库或取消后再删除该农场"]);
      expect(r.data).toEqual({ plots: 1, batches: 0, records: 0, stockLines: 0, bookEntries: 0, traces: 0, pendingReminders: 0, openWork: 0, logs: 0 });
    }
    const store = await t.ok(farmMaterial.rangeAdd, { name: "饲料库", kind: "STORE" }, { ticket: farmer });
    const feed = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "玉米", category: "FEED", unit: "公斤" }, lowStock: null, remark: null }, { ticket: farmer });
    await t.ok(farmMaterial.recordAddList, { kind: "IN", list: [{ materialId: feed.id, storeId: store.id, quantity: 5_000, unitCostFen: 250, date: "2026-03-01" }] }, { ticket: farmer });
    const crop = await t.ok(farmRecord.addBatch, { kind: "CROP", name: "冬小麦", plotId: plot.id, breed: "济麦22", startDate: "2026-03-01" }, { ticket: farmer });
    const r = await t.call(calls.farmDelById, { id: def.id }, { ticket: farmer });
    expect(r.msg).toBe("“张庄肉鸡场”还有1 个地块、1 个批次、1 项库存，请先删除、出库或取消后再删除该农场");
    expect((await t.ok(calls.farmSelById, { id: def.id }, { ticket: farmer })).isDefault).toBe(true);
    // emptied, it goes
    await t.ok(farmRecord.delBatchById, { id: crop.id }, { ticket: farmer });
    await t.ok(farmLand.delById, { id: plot.id }, { ticket: farmer });
    await t.ok(farmMaterial.recordAddList, { kind: "OUT", list: [{ materialId: feed.id, storeId: store.id, quantity: 5_000, date: "2026-03-02", purpose: "FEEDING" }] }, { ticket: farmer });
    // a book entry is the farm's too: money records do not vanish with it
    const entry = await t.ok(farmBook.add, { kind: "JZB", date: "2026-03-02", direction: "EXPENSE", category: "FEED", amountFen: 12_500, item: "玉米", note: null }, { ticket: farmer });
    const booked = await t.call(calls.farmDelById, { id: def.id }, { ticket: farmer });
    expect([booked.code, booked.msg]).toEqual([Codes.CONFLICT, "“张庄肉鸡场”还有1 笔记账，请先删除、出库或取消后再删除该农场"]);
    await t.ok(farmBook.delById, { id: entry.id }, { ticket: farmer });
    const gone = await t.ok(calls.farmDelById, { id: def.id }, { ticket: farmer });
    expect(gone.id).toBe(def.id);
    expect(gone.newDefaultId).not.toBeNull();
  });
});
