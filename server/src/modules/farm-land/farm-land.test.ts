import { Codes, farmLand as calls, manufacturer, type PlotInput, type SeasonInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { member, memberEmployee, memberRole } from "../identity/schema";
import { plotOfFarm } from "./index";
import { rect } from "./test-shapes";

const LNG = 117.2463;
const LAT = 36.8157;

const plot = (over: Partial<PlotInput> = {}): PlotInput => ({
  name: "东岭玉米地",
  geometry: rect(LNG, LAT, 100, 100),
  use: "CROP",
  soilType: "LOAM",
  irrigation: "DRIP",
  crop: "玉米",
  managerName: "张建国",
  ...over,
});

const season = (plotId: string, over: Partial<SeasonInput> = {}): SeasonInput => ({
  plotId,
  use: "CROP",
  crop: "冬小麦",
  variety: "济麦22",
  startDate: "2025-10-08",
  endDate: "2026-06-05",
  expectedYield: 7500,
  actualYield: 7825.5,
  yieldUnit: "KG",
  ...over,
});

const farmInput = (name: string, areaCode = "370112") => ({
  name,
  type: "CROP_FARM" as const,
  areaCode,
  address: "唐王街道",
  longitude: LNG,
  latitude: LAT,
  contactName: "张三",
  contactPhone: "13900000101",
});

describe("land plots and seasons", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-farmer", loginName: "farmer", mobile: "13900000101", password: "Farmer@2026", name: "张三", roles: ["FARMER"] });
  await createPerson(db, { id: "m-other", loginName: "other", mobile: "13900000102", password: "Other@2026", name: "李四", roles: ["FARMER"] });
  await createPerson(db, { id: "m-nofarm", loginName: "nofarm", mobile: "13900000104", password: "Nofarm@2026", name: "赵六", roles: ["FARMER"] });
  await createPerson(db, { id: "m-staff", loginName: "sales", mobile: "13900000103", password: "Sales@2026", name: "王五", roles: [] });
  await db.insert(member).values({ id: "e-corp", type: "ENTERPRISE", name: "鲁禽农牧有限公司", verifyState: "APPROVED" });
  await db.insert(memberEmployee).values({ id: "emp-sales", boId: "e-corp", memberId: "m-staff", name: "王五", mobile: "13900000103" });
  await db.insert(memberRole).values({ memberId: "m-staff", boId: "e-corp", roleCode: "EMP_SALES" });
  const farmer = await t.login("farmer", "Farmer@2026");
  const other = await t.login("other", "Other@2026");
  const nofarm = await t.login("nofarm", "Nofarm@2026");
  const sales = await t.login("sales", "Sales@2026");
  const farmA = await t.ok(manufacturer.add, farmInput("张庄种植基地"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家种植基地"), { ticket: other });

  it("adds a plot: area computed on the server (m² and mu), centre, the farm's county, state IDLE", async () => {
    const p = await t.ok(calls.add, plot(), { ticket: farmer });
    expect(p).toMatchObject({ manufacturerId: farmA.id, name: "东岭玉米地", state: "IDLE", areaCode: "370112", areaName: "山东省济南市历城区", use: "CROP", crop: "玉米", seasonCount: 0 });
    expect(Math.abs(p.areaM2 - 10_000)).toBeLessThan(50);
    expect(Math.abs(p.areaMu - 15)).toBeLessThan(0.075);
    expect(p.centerLng).toBeGreaterThan(LNG);
    expect(p.actions).toEqual(["plant", "fallow", "archive"]);
    const circle = await t.ok(calls.add, plot({ name: "圆形鸡舍区", use: "POULTRY", geometry: { type: "Circle", center: [117.25, 36.82], radius: 50 }, areaCode: "370114" }), { ticket: farmer });
    expect(circle).toMatchObject({ areaM2: 7854, areaMu: 11.78, centerLng: 117.25, centerLat: 36.82, areaName: "山东省济南市章丘区" });
  });

  it("names the field on bad input", async () => {
    const cases: [Partial<PlotInput>, string][] = [
      [{ name: "" }, "name"],
      [{ use: "ZOO" as PlotInput["use"] }, "use"],
      [{ soilType: "MUD" as PlotInput["soilType"] }, "soilType"],
      [{ areaCode: "37" }, "areaCode"],
      [{ geometry: { type: "Polygon", coordinates: [[[LNG, LAT], [LNG + 0.001, LAT], [LNG, LAT]]] } }, "geometry.coordinates"],
      [{ geometry: { type: "Circle", center: [200, 36], radius: 10 } }, "geometry.center"],
      [{ geometry: { type: "Circle", center: [117, 36], radius: 0 } }, "geometry.radius"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.add, plot({ name: `名称${field}`, ...over }), { ticket: farmer });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toContain(field);
    }
    const crossing = rect(LNG, LAT, 100, 100);
    if (crossing.type !== "Polygon") throw new Error("rect");
    const [a, b, c, d] = crossing.coordinates[0];
    const bow = await t.call(calls.add, plot({ name: "交叉", geometry: { type: "Polygon", coordinates: [[a, c, b, d, a]] } }), { ticket: farmer });
    expect([bow.code, bow.msg]).toEqual([Codes.VALIDATION, "geometry: 轮廓自相交，请调整顶点"]);
    const open = await t.call(calls.add, plot({ name: "未闭合", geometry: { type: "Polygon", coordinates: [[a, b, c, d]] } }), { ticket: farmer });
    expect(open.msg).toMatch(/^geometry: 轮廓未闭合/);
    const city = await t.call(calls.add, plot({ name: "市级", areaCode: "370100" }), { ticket: farmer });
    expect(city.msg).toBe("areaCode: 请选择到区/县一级");
    const dup = await t.call(calls.add, plot(), { ticket: farmer });
    expect([dup.code, dup.msg]).toEqual([Codes.VALIDATION, "name: 本农场已有名为“东岭玉米地”的地块"]);
    const emp = await t.call(calls.add, plot({ name: "外人负责", managerEmployeeId: "emp-sales" }), { ticket: farmer });
    expect(emp.msg).toMatch(/^managerEmployeeId: /);
  });

  it("lists with keyword, state and paging; the list leaves archived plots out unless asked", async () => {
    const all = await t.ok(calls.selListByParam, {}, { ticket: farmer });
    expect(all.map((p) => p.name).sort()).toEqual(["东岭玉米地", "圆形鸡舍区"]);
    expect((await t.ok(calls.selListByParam, { keyword: "鸡舍" }, { ticket: farmer })).map((p) => p.name)).toEqual(["圆形鸡舍区"]);
    expect((await t.ok(calls.selListByParam, { use: "POULTRY" }, { ticket: farmer })).length).toBe(1);
    const pg = await t.ok(calls.selListByPage, { pageNum: 1, pageSize: 1 }, { ticket: farmer });
    expect([pg.total, pg.list.length]).toEqual([2, 1]);
    const circle = all.find((p) => p.name === "圆形鸡舍区");
    await t.ok(calls.updStateById, { id: circle?.id ?? "", event: "archive" }, { ticket: farmer });
    expect((await t.ok(calls.selListByParam, {}, { ticket: farmer })).length).toBe(1);
    expect((await t.ok(calls.selListByPage, { state: "ARCHIVED" }, { ticket: farmer })).list.map((p) => p.name)).toEqual(["圆形鸡舍区"]);
    expect((await t.ok(calls.selListByPage, { keyword: "没有这个" }, { ticket: farmer })).total).toBe(0);
  });

  it("updates only the fields sent; a new outline recomputes the area", async () => {
    const [p] = await t.ok(calls.selListByParam, { keyword: "东岭" }, { ticket: farmer });
    const u = await t.ok(calls.updById, { id: p.id, geometry: rect(LNG, LAT, 200, 100), note: "南北向" }, { ticket: farmer });
    expect(Math.abs(u.areaM2 - 20_000)).toBeLessThan(100);
    expect([u.name, u.crop, u.note, u.soilType]).toEqual(["东岭玉米地", "玉米", "南北向", "LOAM"]);
    const bad = await t.call(calls.updById, { id: p.id, geometry: { type: "Circle", center: [117, 36], radius: 0.1 } }, { ticket: farmer });
    expect(bad.msg).toContain("geometry.radius: ");
    const renamed = await t.ok(calls.updById, { id: p.id, name: "东岭一号地" }, { ticket: farmer });
    expect(renamed.name).toBe("东岭一号地");
  });

  it("moves state only along the machine, with a history; refused moves answer CONFLICT", async () => {
    const [p] = await t.ok(calls.selListByParam, { keyword: "东岭" }, { ticket: farmer });
    const g = await t.ok(calls.updStateById, { id: p.id, event: "plant", reason: "播种玉米" }, { ticket: farmer });
    expect([g.state, g.actions]).toEqual(["GROWING", ["harvest"]]);
    const no = await t.call(calls.updStateById, { id: p.id, event: "archive" }, { ticket: farmer });
    expect([no.code, no.msg]).toEqual([Codes.CONFLICT, "当前状态“种养中”不能执行“归档”"]);
    const del = await t.call(calls.delById, { id: p.id }, { ticket: farmer });
    expect(del.code).toBe(Codes.CONFLICT);
    const badEvent = await t.call(calls.updStateById, { id: p.id, event: "burn" as "plant" }, { ticket: farmer });
    expect(badEvent.msg).toContain("event");
    await t.ok(calls.updStateById, { id: p.id, event: "harvest" }, { ticket: farmer });
    const d = await t.ok(calls.selFarmingDetailByParam, { plotId: p.id }, { ticket: farmer });
    expect(d.history.map((h) => [h.event, h.fromState, h.toState])).toEqual([
      ["create", null, "IDLE"],
      ["plant", "IDLE", "GROWING"],
      ["harvest", "GROWING", "IDLE"],
    ]);
    expect(d.history[1]).toMatchObject({ eventLabel: "开始种养", reason: "播种玉米", actorName: "张三" });
  });

  it("keeps a plot's seasons: add, list, update, delete; dates in order and not overlapping", async () => {
    const [p] = await t.ok(calls.selListByParam, { keyword: "东岭" }, { ticket: farmer });
    const wheat = await t.ok(calls.seasonAdd, season(p.id), { ticket: farmer });
    expect(wheat).toMatchObject({ crop: "冬小麦", actualYield: 7825.5, yieldUnit: "KG", days: 241 });
    const corn = await t.ok(calls.seasonAdd, season(p.id, { crop: "夏玉米", variety: "郑单958", startDate: "2026-06-12", endDate: null, actualYield: null }), { ticket: farmer });
    expect(corn.endDate).toBeNull();
    const overlap = await t.call(calls.seasonAdd, season(p.id, { crop: "大豆", startDate: "2026-05-01", endDate: "2026-06-20" }), { ticket: farmer });
    expect(overlap.msg).toMatch(/^startDate: 与已有茬次/);
    const upside = await t.call(calls.seasonAdd, season(p.id, { startDate: "2024-06-01", endDate: "2024-05-01" }), { ticket: farmer });
    expect(upside.msg).toContain("endDate: 结束日期不能早于开始日期");
    const badDay = await t.call(calls.seasonAdd, season(p.id, { startDate: "2024-02-30", endDate: null }), { ticket: farmer });
    expect(badDay.msg).toContain("startDate: ");
    const badYield = await t.call(calls.seasonAdd, season(p.id, { startDate: "2020-01-01", endDate: "2020-02-01", actualYield: 1.234 }), { ticket: farmer });
    expect(badYield.msg).toContain("actualYield: ");
    const page = await t.ok(calls.seasonListByPage, { plotId: p.id }, { ticket: farmer });
    expect(page.list.map((s) => s.crop)).toEqual(["夏玉米", "冬小麦"]);
    expect((await t.ok(calls.seasonListByPage, { plotId: p.id, keyword: "958" }, { ticket: farmer })).total).toBe(1);
    const closed = await t.ok(calls.seasonUpdById, { ...season(p.id, { crop: "夏玉米", startDate: "2026-06-12", endDate: "2026-10-01", actualYield: 650 }), id: corn.id }, { ticket: farmer });
    expect([closed.endDate, closed.actualYield, closed.days]).toEqual(["2026-10-01", 650, 112]);
    const d = await t.ok(calls.selFarmingDetailByParam, { plotId: p.id }, { ticket: farmer });
    expect([d.current, d.seasons.length, d.plot.seasonCount]).toEqual([null, 2, 2]);
    await t.ok(calls.seasonDelById, { id: wheat.id }, { ticket: farmer });
    expect((await t.ok(calls.seasonListByPage, { plotId: p.id }, { ticket: farmer })).total).toBe(1);
    const archived = (await t.ok(calls.selListByParam, { state: "ARCHIVED" }, { ticket: farmer }))[0];
    const toArchived = await t.call(calls.seasonAdd, season(archived.id), { ticket: farmer });
    expect(toArchived.code).toBe(Codes.CONFLICT);
  });

  it("plotOfFarm answers the plot of the caller's farm and NOT_FOUND for another member's", async () => {
    const [p] = await t.ok(calls.selListByParam, { keyword: "东岭" }, { ticket: farmer });
    const ctxOf = (memberId: string) => ({
      ...t.systemCtx(),
      member: { memberId, boId: memberId, boType: "PERSON" as const, employeeId: null, loginId: "x", ticketId: "x", roles: [], funcs: new Set<string>() },
    });
    expect(await plotOfFarm(ctxOf("m-farmer"), p.id)).toEqual({ id: p.id, manufacturerId: farmA.id, name: "东岭一号地", areaMu: p.areaMu, state: "IDLE" });
    await expect(plotOfFarm(ctxOf("m-other"), p.id)).rejects.toMatchObject({ code: Codes.NOT_FOUND });
    await expect(plotOfFarm(ctxOf("m-nofarm"), p.id)).rejects.toMatchObject({ code: Codes.NO_MANUFACTURER });
  });

  it("another member never sees or changes the plots or their seasons", async () => {
    const [p] = await t.ok(calls.selListByParam, { keyword: "东岭" }, { ticket: farmer });
    const [s] = (await t.ok(calls.seasonListByPage, { plotId: p.id }, { ticket: farmer })).list;
    expect(await t.ok(calls.selListByParam, {}, { ticket: other })).toEqual([]);
    expect((await t.ok(calls.selListByPage, {}, { ticket: other })).total).toBe(0);
    for (const [def, input] of [
      [calls.selById, { id: p.id }],
      [calls.updById, { id: p.id, name: "被改了" }],
      [calls.delById, { id: p.id }],
      [calls.updStateById, { id: p.id, event: "fallow" }],
      [calls.selFarmingDetailByParam, { plotId: p.id }],
      [calls.seasonListByPage, { plotId: p.id }],
      [calls.seasonAdd, season(p.id, { startDate: "2010-01-01", endDate: "2010-02-01" })],
      [calls.seasonUpdById, { ...season(p.id), id: s.id }],
      [calls.seasonDelById, { id: s.id }],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: other })).code, def.path).toBe(Codes.NOT_FOUND);
    }
    const still = await t.ok(calls.selFarmingDetailByParam, { plotId: p.id }, { ticket: farmer });
    expect([still.plot.name, still.plot.state, still.seasons.length]).toEqual(["东岭一号地", "IDLE", 1]);
  });

  it("a member without a farm gets 002102 (the client goes to /manage/noManufacturer)", async () => {
    expect((await t.call(calls.selListByParam, {}, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect((await t.call(calls.add, plot(), { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
  });

  const every = [
    [calls.selListByParam, {}],
    [calls.selListByPage, {}],
    [calls.selById, { id: "x" }],
    [calls.add, plot()],
    [calls.updById, { id: "x" }],
    [calls.delById, { id: "x" }],
    [calls.updStateById, { id: "x", event: "plant" }],
    [calls.selFarmingDetailByParam, { plotId: "x" }],
    [calls.seasonListByPage, { plotId: "x" }],
    [calls.seasonAdd, season("x")],
    [calls.seasonUpdById, { ...season("x"), id: "x" }],
    [calls.seasonDelById, { id: "x" }],
  ] as const;

  it("anonymous callers get 001107 on every call", async () => {
    for (const [def, input] of every) expect((await t.call(def, input as never)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
  });

  it("a member without the land functions gets 100004 on every call", async () => {
    for (const [def, input] of every) expect((await t.call(def, input as never, { ticket: sales })).code, def.path).toBe(Codes.FORBIDDEN);
  });

  it("deletes an idle plot; it and its seasons disappear", async () => {
    const [p] = await t.ok(calls.selListByParam, { keyword: "东岭" }, { ticket: farmer });
    await t.ok(calls.delById, { id: p.id }, { ticket: farmer });
    expect((await t.call(calls.selById, { id: p.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.seasonListByPage, { plotId: p.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    const again = await t.ok(calls.add, plot({ name: "东岭一号地" }), { ticket: farmer });
    expect(again.seasonCount).toBe(0);
  });
});
