import { Codes, manufacturer as calls, type ManufacturerInput } from "@qinlian/contract";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { member, memberEmployee, memberRole } from "../identity/schema";
import { manufacturer } from "./schema";
import { areaPrefix } from "./service";

const farm = (over: Partial<ManufacturerInput> = {}): ManufacturerInput => ({
  name: "历城区张庄蛋鸡养殖场",
  type: "LAYER_FARM",
  stockOnHand: 20000,
  barnCount: 3,
  areaMu: 12.5,
  areaCode: "370112",
  address: "唐王街道张庄村东",
  contactName: "张三",
  contactPhone: "13900000101",
  ...over,
});

describe("manufacturers", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-farmer", loginName: "farmer", mobile: "13900000101", password: "Farmer@2026", name: "张三", roles: ["FARMER"] });
  await createPerson(db, { id: "m-other", loginName: "other", mobile: "13900000102", password: "Other@2026", name: "李四", roles: ["FARMER"] });
  await createPerson(db, { id: "m-staff", loginName: "sales", mobile: "13900000103", password: "Sales@2026", name: "王五", roles: [] });
  await db.insert(member).values({ id: "e-corp", type: "ENTERPRISE", name: "鲁禽农牧有限公司", verifyState: "APPROVED" });
  await db.insert(memberEmployee).values({ id: "emp-sales", boId: "e-corp", memberId: "m-staff", name: "王五", mobile: "13900000103" });
  await db.insert(memberRole).values({ memberId: "m-staff", boId: "e-corp", roleCode: "EMP_SALES" });
  const farmer = await t.login("farmer", "Farmer@2026");
  const other = await t.login("other", "Other@2026");
  const sales = await t.login("sales", "Sales@2026");
  const defaults = async (boId: string) =>
    db.select({ id: manufacturer.id }).from(manufacturer).where(and(eq(manufacturer.boId, boId), eq(manufacturer.isDefault, true)));

  it("selDefault answers 002102 while the member has none (the client goes to /manage/noManufacturer)", async () => {
    const r = await t.call(calls.selDefault, {}, { ticket: farmer });
    expect(r.code).toBe(Codes.NO_MANUFACTURER);
  });

  it("adds a farm with the area's full name; the first one becomes the default", async () => {
    const a = await t.ok(calls.add, farm(), { ticket: farmer });
    expect(a).toMatchObject({ boId: "m-farmer", isDefault: true, areaName: "山东省济南市历城区", areaMu: 12.5, type: "LAYER_FARM" });
    expect((await t.ok(calls.selDefault, {}, { ticket: farmer })).id).toBe(a.id);
    const b = await t.ok(calls.add, farm({ name: "章丘肉鸡场", type: "BROILER_FARM", areaCode: "370114" }), { ticket: farmer });
    expect(b.isDefault).toBe(false);
  });

  it("names the field on bad input", async () => {
    const cases: [Partial<ManufacturerInput>, string][] = [
      [{ name: "" }, "name"],
      [{ contactPhone: "12345" }, "contactPhone"],
      [{ areaMu: 1.234 }, "areaMu"],
      [{ creditCode: "91370100MA3C0000X0" }, "creditCode"],
      [{ type: "ZOO" as ManufacturerInput["type"] }, "type"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.add, farm({ name: `名称${field}`, ...over }), { ticket: farmer });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toContain(field);
    }
  });

  it("refuses a city-level or unknown area, a lone coordinate and a duplicate name, naming the field", async () => {
    const city = await t.call(calls.add, farm({ name: "甲", areaCode: "370100" }), { ticket: farmer });
    expect([city.code, city.msg]).toEqual([Codes.VALIDATION, "areaCode: 请选择到区/县一级"]);
    const unknown = await t.call(calls.add, farm({ name: "乙", areaCode: "379999" }), { ticket: farmer });
    expect(unknown.msg).toMatch(/^areaCode: /);
    const lone = await t.call(calls.add, farm({ name: "丙", longitude: 117.1 }), { ticket: farmer });
    expect(lone.msg).toMatch(/^latitude: /);
    const dup = await t.call(calls.add, farm({ name: "历城区张庄蛋鸡养殖场" }), { ticket: farmer });
    expect([dup.code, dup.msg]).toEqual([Codes.VALIDATION, "name: 已有名为“历城区张庄蛋鸡养殖场”的生产主体"]);
  });

  it("anonymous callers get 001107 on every call", async () => {
    for (const [def, input] of [
      [calls.selDefault, {}],
      [calls.add, farm()],
      [calls.updById, { id: "x" }],
      [calls.delById, { id: "x" }],
      [calls.selById, { id: "x" }],
      [calls.selListByParam, {}],
      [calls.selByParams, {}],
    ] as const) {
      expect((await t.call(def, input as never)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
    }
  });

  it("an employee without the farm function gets 100004; selDefault is open to any member and scoped to their identity", async () => {
    for (const [def, input] of [
      [calls.add, farm()],
      [calls.updById, { id: "x" }],
      [calls.delById, { id: "x" }],
      [calls.selById, { id: "x" }],
      [calls.selListByParam, {}],
      [calls.selByParams, {}],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: sales })).code, def.path).toBe(Codes.FORBIDDEN);
    }
    expect((await t.call(calls.selDefault, {}, { ticket: sales })).code).toBe(Codes.NO_MANUFACTURER);
  });

  it("another member cannot read, change or delete the farm, and does not see it in lists", async () => {
    const [mine] = await t.ok(calls.selListByParam, {}, { ticket: farmer });
    expect((await t.call(calls.selById, { id: mine.id }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.updById, { id: mine.id, name: "被改了" }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.updById, { id: mine.id, isDefault: true }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.delById, { id: mine.id }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(calls.selListByParam, {}, { ticket: other }))).toEqual([]);
    expect((await t.ok(calls.selByParams, {}, { ticket: other })).total).toBe(0);
    expect((await t.call(calls.selDefault, {}, { ticket: other })).code).toBe(Codes.NO_MANUFACTURER);
    const still = await t.ok(calls.selById, { id: mine.id }, { ticket: farmer });
    expect(still.name).toBe(mine.name);
    expect(still.isDefault).toBe(mine.isDefault);
  });

  it("updates only the fields sent and switches the default", async () => {
    const list = await t.ok(calls.selListByParam, {}, { ticket: farmer });
    const second = list.find((m) => !m.isDefault)!;
    const u = await t.ok(calls.updById, { id: second.id, stockOnHand: 45000, epidemicCertNo: "(鲁)动防合字第370114008号" }, { ticket: farmer });
    expect(u).toMatchObject({ stockOnHand: 45000, epidemicCertNo: "(鲁)动防合字第370114008号", name: second.name, areaName: "山东省济南市章丘区" });
    const moved = await t.ok(calls.updById, { id: second.id, areaCode: "370124" }, { ticket: farmer });
    expect(moved.areaName).toBe("山东省济南市平阴县");
    await t.ok(calls.updById, { id: second.id, isDefault: true }, { ticket: farmer });
    expect((await t.ok(calls.selDefault, {}, { ticket: farmer })).id).toBe(second.id);
    expect(await defaults("m-farmer")).toHaveLength(1);
    const unset = await t.call(calls.updById, { id: second.id, isDefault: false }, { ticket: farmer });
    expect(unset.msg).toMatch(/^isDefault: /);
  });

  it("two concurrent 'set default' requests leave exactly one default", async () => {
    const extra = await Promise.all(
      ["一号场", "二号场", "三号场", "四号场"].map((name) => t.ok(calls.add, farm({ name }), { ticket: farmer })),
    );
    for (let round = 0; round < 3; round++) {
      const [a, b] = [extra[round], extra[round + 1]];
      const rs = await Promise.all([
        t.call(calls.updById, { id: a.id, isDefault: true }, { ticket: farmer }),
        t.call(calls.updById, { id: b.id, isDefault: true }, { ticket: farmer }),
      ]);
      expect(rs.map((r) => r.code)).toEqual(["0", "0"]);
      const d = await defaults("m-farmer");
      expect(d).toHaveLength(1);
      expect([a.id, b.id]).toContain(d[0].id);
    }
  });

  it("the database itself refuses a second default", async () => {
    const rows = await db.select().from(manufacturer).where(and(eq(manufacturer.boId, "m-farmer"), eq(manufacturer.isDefault, false))).limit(1);
    await expect(db.update(manufacturer).set({ isDefault: true }).where(eq(manufacturer.id, rows[0].id))).rejects.toThrow();
  });

  it("searches by keyword, type and area (province or city prefix), paged", async () => {
    const byType = await t.ok(calls.selByParams, { type: "BROILER_FARM" }, { ticket: farmer });
    expect(byType.list.map((m) => m.name)).toEqual(["章丘肉鸡场"]);
    const byCity = await t.ok(calls.selByParams, { areaCode: "370100", pageSize: 2 }, { ticket: farmer });
    expect(byCity.total).toBe(6);
    expect(byCity.list).toHaveLength(2);
    expect(byCity.list[0].isDefault).toBe(true);
    expect((await t.ok(calls.selByParams, { areaCode: "110000" }, { ticket: farmer })).total).toBe(0);
    expect((await t.ok(calls.selByParams, { keyword: "一号" }, { ticket: farmer })).total).toBe(1);
    expect((await t.ok(calls.selByParams, { keyword: "100%" }, { ticket: farmer })).total).toBe(0);
    expect(areaPrefix("370000")).toBe("37");
    expect(areaPrefix("370100")).toBe("3701");
    expect(areaPrefix("370112")).toBe("370112");
  });

  it("deleting the default promotes the most recently updated other one; deleting the last leaves none", async () => {
    const def = await t.ok(calls.selDefault, {}, { ticket: farmer });
    const list = await t.ok(calls.selListByParam, {}, { ticket: farmer });
    const newest = list.filter((m) => m.id !== def.id).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    const r = await t.ok(calls.delById, { id: def.id }, { ticket: farmer });
    expect(r.newDefaultId).toBe(newest.id);
    expect((await t.call(calls.selById, { id: def.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    const [gone] = await db.select().from(manufacturer).where(eq(manufacturer.id, def.id));
    expect(gone.deletedAt).not.toBeNull();
    // the deleted name is free again
    await t.ok(calls.add, farm({ name: def.name }), { ticket: farmer });
    for (const m of await t.ok(calls.selListByParam, {}, { ticket: farmer })) await t.ok(calls.delById, { id: m.id }, { ticket: farmer });
    expect((await t.call(calls.selDefault, {}, { ticket: farmer })).code).toBe(Codes.NO_MANUFACTURER);
    const live = await db.select().from(manufacturer).where(and(eq(manufacturer.boId, "m-farmer"), isNull(manufacturer.deletedAt)));
    expect(live).toEqual([]);
  });

  it("an enterprise's farms belong to the enterprise: its farm staff share them", async () => {
    await createPerson(db, { id: "m-tech", loginName: "tech", mobile: "13900000104", password: "Tech@20260", name: "技术员", roles: [] });
    await db.insert(memberEmployee).values({ id: "emp-tech", boId: "e-corp", memberId: "m-tech", name: "技术员", mobile: "13900000104" });
    await db.insert(memberRole).values({ memberId: "m-tech", boId: "e-corp", roleCode: "EMP_FARM" });
    const tech = await t.login("tech", "Tech@20260");
    const a = await t.ok(calls.add, farm({ name: "鲁禽一分场" }), { ticket: tech });
    expect(a.boId).toBe("e-corp");
    expect((await t.ok(calls.selDefault, {}, { ticket: sales })).id).toBe(a.id);
  });
});
