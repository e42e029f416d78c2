import { Codes, farmLand, farmMaterial, farmRecord, farmWork as calls, manufacturer, type WorkInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { farmInput, FARM_LAT, FARM_LNG, farmPeople } from "../../testing/farm-people";
import { createTestApp } from "../../testing/harness";
import { chinaDay } from "../../kit/time";
import { rect } from "../farm-land/test-shapes";
import { fileObject } from "../file/schema";
import { member, memberEmployee, memberRole } from "../identity/schema";
import { workMachine } from "./machine";

const LNG = FARM_LNG;
const LAT = FARM_LAT;

describe("field work, growth and watch logs, farm home", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const today = chinaDay(new Date());
  const daysAgo = (n: number) => chinaDay(new Date(Date.now() - n * 86_400_000));
  const { farmer, other, nofarm, plain } = await farmPeople(t, { farmer: "13900000101", other: "13900000102", nofarm: "13900000104", plain: "13900000105" });
  const farm = await t.ok(manufacturer.add, farmInput("张庄肉鸡场"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家肉鸡场"), { ticket: other });
  const house = await t.ok(farmMaterial.rangeAdd, { name: "1号鸡舍", kind: "POULTRY_HOUSE", capacity: 6000 }, { ticket: farmer });
  const otherHouse = await t.ok(farmMaterial.rangeAdd, { name: "李家鸡舍", kind: "POULTRY_HOUSE" }, { ticket: other });
  const plot = await t.ok(farmLand.add, { name: "东岭麦田", geometry: rect(LNG, LAT, 100, 100), use: "CROP", crop: "小麦" }, { ticket: farmer });
  const plot2 = await t.ok(farmLand.add, { name: "西坡菜地", geometry: rect(LNG + 0.01, LAT, 50, 50), use: "CROP", crop: "白菜" }, { ticket: farmer });
  const otherPlot = await t.ok(farmLand.add, { name: "李家地", geometry: rect(LNG, LAT + 0.01, 50, 50), use: "CROP" }, { ticket: other });
  const flock = await t.ok(
    farmRecord.addBatch,
    { kind: "FLOCK", name: "白羽肉鸡一批", rangeId: house.id, breed: "AA+", startDate: daysAgo(20), headCount: 5000 },
    { ticket: farmer },
  );
  const crop = await t.ok(farmRecord.addBatch, { kind: "CROP", name: "冬小麦", plotId: plot.id, breed: "济麦22", startDate: daysAgo(60) }, { ticket: farmer });

  const work = (over: Partial<WorkInput> = {}): WorkInput => ({
    subjectKind: "PLOT",
    subjectId: plot.id,
    workType: "IRRIGATE",
    planDate: today,
    assigneeName: "老王",
    content: "浇返青水",
    ...over,
  });

  describe("field work", () => {
    it("adds a task (TODO) with the subject's name and place, the type as default title", async () => {
      const w = await t.ok(calls.workAdd, work(), { ticket: farmer });
      expect(w).toMatchObject({ state: "TODO", subjectName: "东岭麦田", plotId: plot.id, title: "灌溉", assigneeName: "老王", actions: ["start", "cancel"], overdue: false });
      const onBatch = await t.ok(calls.workAdd, work({ subjectKind: "BATCH", subjectId: crop.id, workType: "FERTILIZE", title: "追施尿素" }), { ticket: farmer });
      expect(onBatch).toMatchObject({ subjectName: "冬小麦", plotId: plot.id, rangeId: null, title: "追施尿素" });
      const inHouse = await t.ok(calls.workAdd, work({ subjectKind: "BATCH", subjectId: flock.id, workType: "IMMUNIZE" }), { ticket: farmer });
      expect(inHouse).toMatchObject({ plotId: null, rangeId: house.id });
      const late = await t.ok(calls.workAdd, work({ planDate: daysAgo(3) }), { ticket: farmer });
      expect(late.overdue).toBe(true);
    });

    it("names the field on bad input", async () => {
      const cases: [WorkInput, string][] = [
        [work({ subjectId: otherPlot.id }), "subjectId"],
        [work({ subjectKind: "RANGE", subjectId: otherHouse.id }), "subjectId"],
        [work({ subjectKind: "BATCH", subjectId: "nope" }), "subjectId"],
        [work({ workType: "DANCE" as WorkInput["workType"] }), "workType"],
        [work({ planDate: "2026-02-30" }), "planDate"],
        [work({ assigneeEmployeeId: "emp-none" }), "assigneeEmployeeId"],
        [work({ content: "x".repeat(501) }), "content"],
      ];
      for (const [input, field] of cases) {
        const r = await t.call(calls.workAdd, input, { ticket: farmer });
        expect(r.code, field).toBe(Codes.VALIDATION);
        expect(r.msg, field).toMatch(new RegExp(`(^|— )${field}: `));
      }
    });

    it("the assignee may be an employee of the caller's enterprise; their name comes from the record", async () => {
      await db.insert(member).values({ id: "e-corp", type: "ENTERPRISE", name: "鲁禽农牧", verifyState: "APPROVED" });
      await createPerson(db, { id: "m-boss", loginName: "boss", mobile: "13900000106", password: "Boss@20260", name: "周总", roles: [] });
      await db.insert(memberEmployee).values([
        { id: "emp-boss", boId: "e-corp", memberId: "m-boss", name: "周总", mobile: "13900000106", isAdmin: 1 },
        { id: "emp-wang", boId: "e-corp", memberId: "m-plain", name: "王技术员", mobile: "13900000105" },
      ]);
      await db.insert(memberRole).values({ memberId: "m-boss", boId: "e-corp", roleCode: "ENTERPRISE_ADMIN" });
      const boss = await t.login("boss", "Boss@20260");
      await t.ok(manufacturer.add, farmInput("鲁禽一分场"), { ticket: boss });
      const p = await t.ok(farmLand.add, { name: "一分场大田", geometry: rect(LNG, LAT - 0.01, 80, 80), use: "CROP" }, { ticket: boss });
      const w = await t.ok(calls.workAdd, work({ subjectId: p.id, assigneeEmployeeId: "emp-wang", assigneeName: "随便写" }), { ticket: boss });
      expect(w).toMatchObject({ assigneeEmployeeId: "emp-wang", assigneeName: "王技术员" });
      // the farmer is not the enterprise: its employee is not theirs
      expect((await t.call(calls.workAdd, work({ assigneeEmployeeId: "emp-wang" }), { ticket: farmer })).msg).toMatch(/^assigneeEmployeeId: /);
    });

    it("start → save result → done; every refused move names the state", async () => {
      const w = await t.ok(calls.workAdd, work({ workType: "SPRAY" }), { ticket: farmer });
      const early = await t.call(calls.workSaveResult, { id: w.id, result: "x" }, { ticket: farmer });
      expect([early.code, early.msg]).toEqual([Codes.CONFLICT, "当前状态“待开始”不能保存结果，请先开始作业"]);
      expect((await t.call(calls.workDone, { id: w.id }, { ticket: farmer })).msg).toBe("当前状态“待开始”不能执行“完成作业”");
      const s = await t.ok(calls.workStart, { id: w.id }, { ticket: farmer });
      expect(s).toMatchObject({ state: "DOING", actions: ["done", "cancel"] });
      expect(s.startedAt).not.toBeNull();
      expect((await t.call(calls.workStart, { id: w.id }, { ticket: farmer })).msg).toBe("当前状态“进行中”不能执行“开始作业”");
      const saved = await t.ok(calls.workSaveResult, { id: w.id, result: "已喷一半", labourHours: 2.5 }, { ticket: farmer });
      expect(saved).toMatchObject({ state: "DOING", result: "已喷一半", labourHours: 2.5, machineHours: null });
      const bad = await t.call(calls.workSaveResult, { id: w.id, labourHours: 1.25 }, { ticket: farmer });
      expect([bad.code, bad.msg]).toEqual([Codes.VALIDATION, "参数错误 — labourHours: 最多一位小数"]);
      const done = await t.ok(calls.workDone, { id: w.id, result: "全部喷完，无药害", machineHours: 1.5 }, { ticket: farmer });
      expect(done).toMatchObject({ state: "DONE", result: "全部喷完，无药害", labourHours: 2.5, machineHours: 1.5, actions: [] });
      expect(done.doneAt).not.toBeNull();
      for (const [def, input] of [
        [calls.workStart, { id: w.id }],
        [calls.workCancel, { id: w.id }],
        [calls.workDone, { id: w.id }],
        [calls.workSaveResult, { id: w.id, result: "再改" }],
        [calls.workUpdById, { ...work(), id: w.id }],
        [calls.workDelById, { id: w.id }],
      ] as const) {
        expect((await t.call(def, input as never, { ticket: farmer })).code, def.path).toBe(Codes.CONFLICT);
      }
      const detail = await t.ok(calls.workSelById, { id: w.id }, { ticket: farmer });
      expect(detail.history.map((h) => [h.event, h.fromState, h.toState, h.actorName])).toEqual([
        ["create", null, "TODO", "张三"],
        ["start", "TODO", "DOING", "张三"],
        ["done", "DOING", "DONE", "张三"],
      ]);
    });

    it("cancels from TODO and DOING (reason kept); a cancelled or TODO task may be deleted, a started one not", async () => {
      const a = await t.ok(calls.workAdd, work({ workType: "WEED" }), { ticket: farmer });
      const ca = await t.ok(calls.workCancel, { id: a.id, reason: "下雨" }, { ticket: farmer });
      expect(ca).toMatchObject({ state: "CANCELLED", cancelReason: "下雨", actions: [] });
      const b = await t.ok(calls.workAdd, work({ workType: "WEED" }), { ticket: farmer });
      await t.ok(calls.workStart, { id: b.id }, { ticket: farmer });
      expect((await t.call(calls.workDelById, { id: b.id }, { ticket: farmer })).code).toBe(Codes.CONFLICT);
      expect((await t.ok(calls.workCancel, { id: b.id }, { ticket: farmer })).state).toBe("CANCELLED");
      await t.ok(calls.workDelById, { id: a.id }, { ticket: farmer });
      expect((await t.call(calls.workSelById, { id: a.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
      const c = await t.ok(calls.workAdd, work({ workType: "WEED" }), { ticket: farmer });
      await t.ok(calls.workDelById, { id: c.id }, { ticket: farmer });
    });

    it("the machine's table: allowed and refused moves", () => {
      expect(workMachine.edges().map((e) => `${e.from}-${e.event}->${e.to}`)).toEqual([
        "TODO-start->DOING",
        "TODO-cancel->CANCELLED",
        "DOING-done->DONE",
        "DOING-cancel->CANCELLED",
      ]);
      for (const s of ["DONE", "CANCELLED"] as const) expect(workMachine.events(s)).toEqual([]);
      expect(workMachine.can("TODO", "done")).toBe(false);
      expect(() => workMachine.next("DONE", "cancel")).toThrow("当前状态“已完成”不能执行“取消作业”");
    });

    it("edits the plan while open; the subject is checked again", async () => {
      const w = await t.ok(calls.workAdd, work(), { ticket: farmer });
      const u = await t.ok(calls.workUpdById, { ...work({ subjectId: plot2.id, workType: "HARVEST", planDate: daysAgo(-2) }), id: w.id }, { ticket: farmer });
      expect(u).toMatchObject({ subjectName: "西坡菜地", plotId: plot2.id, title: "收获", state: "TODO" });
      expect((await t.call(calls.workUpdById, { ...work({ subjectId: otherPlot.id }), id: w.id }, { ticket: farmer })).msg).toMatch(/^subjectId: /);
    });

    it("lists by state, type, plot, keyword and dates; counts per state; open work first", async () => {
      const all = await t.ok(calls.workSelListByPage, { pageSize: 100 }, { ticket: farmer });
      const open = all.list.map((w) => w.state === "TODO" || w.state === "DOING");
      expect(open.indexOf(false)).toBeGreaterThan(0);
      expect(open.slice(open.indexOf(false))).not.toContain(true);
      const openDates = all.list.filter((w) => w.state === "TODO").map((w) => w.planDate);
      expect(openDates).toEqual([...openDates].sort());
      const todo = await t.ok(calls.workSelListByPage, { state: "TODO" }, { ticket: farmer });
      expect(todo.list.every((w) => w.state === "TODO")).toBe(true);
      const counts = await t.ok(calls.workCountByState, {}, { ticket: farmer });
      expect(counts.TODO).toBe(todo.total);
      expect(counts.DONE).toBe(1);
      const onPlot2 = await t.ok(calls.workSelListByPage, { plotId: plot2.id }, { ticket: farmer });
      expect(onPlot2.list.map((w) => w.subjectName)).toEqual(["西坡菜地"]);
      expect((await t.ok(calls.workCountByState, { plotId: plot2.id }, { ticket: farmer })).TODO).toBe(1);
      expect((await t.ok(calls.workSelListByPage, { keyword: "返青" }, { ticket: farmer })).total).toBeGreaterThan(0);
      expect((await t.ok(calls.workSelListByPage, { workType: "SPRAY" }, { ticket: farmer })).total).toBe(1);
      expect((await t.ok(calls.workSelListByPage, { keyword: "100%" }, { ticket: farmer })).total).toBe(0);
      expect((await t.ok(calls.workSelListByPage, { dateFrom: daysAgo(4), dateTo: daysAgo(2) }, { ticket: farmer })).total).toBe(1);
      const bad = await t.call(calls.workSelListByPage, { dateFrom: today, dateTo: daysAgo(1) }, { ticket: farmer });
      expect(bad.msg).toMatch(/^dateTo: /);
    });
  });

  describe("growth logs", () => {
    it("adds a flock's weekly weight with its age; a crop's height", async () => {
      const g = await t.ok(calls.growAdd, { batchId: flock.id, logDate: daysAgo(13), stage: "BROODING", weightG: 185.5, uniformityPct: 86, sampleSize: 100 }, { ticket: farmer });
      expect(g).toMatchObject({ batchName: "白羽肉鸡一批", batchKind: "FLOCK", placeName: "1号鸡舍", ageDays: 8, weightG: 185.5, uniformityPct: 86 });
      const c = await t.ok(calls.growAdd, { batchId: crop.id, logDate: today, stage: "VEGETATIVE", heightCm: 32.5, description: "返青正常" }, { ticket: farmer });
      expect(c).toMatchObject({ batchKind: "CROP", heightCm: 32.5, ageDays: 61 });
      const u = await t.ok(calls.growUpdById, { id: g.id, batchId: flock.id, logDate: daysAgo(13), stage: "BROODING", weightG: 190 }, { ticket: farmer });
      expect(u.weightG).toBe(190);
      expect((await t.ok(calls.growSelById, { id: g.id }, { ticket: farmer })).weightG).toBe(190);
    });

    it("names the field on bad input", async () => {
      const ok = { batchId: flock.id, logDate: today, stage: "GROWING" as const, weightG: 800 };
      const cases: [Record<string, unknown>, string][] = [
        [{ batchId: "nope" }, "batchId"],
        [{ stage: "FLOWERING" }, "stage"],
        [{ logDate: daysAgo(-1) }, "logDate"],
        [{ logDate: daysAgo(30) }, "logDate"],
        [{ weightG: 12.34 }, "weightG"],
        [{ uniformityPct: 101 }, "uniformityPct"],
        [{ weightG: null, description: undefined }, "description"],
      ];
      for (const [over, field] of cases) {
        const r = await t.call(calls.growAdd, { ...ok, ...over }, { ticket: farmer });
        expect(r.code, field).toBe(Codes.VALIDATION);
        expect(r.msg, field).toMatch(new RegExp(`(^|— )${field}: `));
      }
    });

    it("lists by batch, stage and keyword; deletes", async () => {
      expect((await t.ok(calls.growSelListByPage, { batchId: flock.id }, { ticket: farmer })).total).toBe(1);
      expect((await t.ok(calls.growSelListByPage, { stage: "VEGETATIVE" }, { ticket: farmer })).total).toBe(1);
      expect((await t.ok(calls.growSelListByPage, { keyword: "返青" }, { ticket: farmer })).total).toBe(1);
      const g = await t.ok(calls.growAdd, { batchId: flock.id, logDate: today, stage: "GROWING", weightG: 900 }, { ticket: farmer });
      await t.ok(calls.growDelById, { id: g.id }, { ticket: farmer });
      expect((await t.call(calls.growSelById, { id: g.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    });
  });

  describe("watch logs", () => {
    it("a normal round is resolved by itself; a finding stays open until followed up", async () => {
      const n = await t.ok(calls.watchAdd, { subjectKind: "PLOT", subjectId: plot.id, logDate: today, inspector: "老王", finding: "NORMAL" }, { ticket: farmer });
      expect(n).toMatchObject({ subjectName: "东岭麦田", resolved: true });
      const f = await t.ok(
        calls.watchAdd,
        { subjectKind: "RANGE", subjectId: house.id, logDate: today, inspector: "老王", finding: "EQUIPMENT", description: "3号风机不转" },
        { ticket: farmer },
      );
      expect(f).toMatchObject({ subjectName: "1号鸡舍", resolved: false });
      expect((await t.ok(calls.watchSelListByPage, { openOnly: true }, { ticket: farmer })).list.map((w) => w.id)).toEqual([f.id]);
      const u = await t.ok(
        calls.watchUpdById,
        { id: f.id, subjectKind: "RANGE", subjectId: house.id, logDate: today, inspector: "老王", finding: "EQUIPMENT", description: "3号风机不转", followUp: "已换电容", resolved: true },
        { ticket: farmer },
      );
      expect(u).toMatchObject({ followUp: "已换电容", resolved: true });
      expect((await t.ok(calls.watchSelListByPage, { openOnly: true }, { ticket: farmer })).total).toBe(0);
      expect((await t.ok(calls.watchSelListByPage, { plotId: plot.id }, { ticket: farmer })).list.map((w) => w.id)).toEqual([n.id]);
      expect((await t.ok(calls.watchSelListByPage, { finding: "EQUIPMENT", keyword: "风机" }, { ticket: farmer })).total).toBe(1);
    });

    it("names the field on bad input", async () => {
      const ok = { subjectKind: "PLOT" as const, subjectId: plot.id, logDate: today, inspector: "老王", finding: "PEST" as const, description: "蚜虫" };
      const cases: [Record<string, unknown>, string][] = [
        [{ subjectId: otherPlot.id }, "subjectId"],
        [{ subjectKind: "RANGE", subjectId: otherHouse.id }, "subjectId"],
        [{ inspector: "" }, "inspector"],
        [{ finding: "UFO" }, "finding"],
        [{ description: undefined }, "description"],
        [{ logDate: daysAgo(-1) }, "logDate"],
        [{ photos: ["https://elsewhere.example/a.jpg"] }, "photos.0"],
      ];
      for (const [over, field] of cases) {
        const r = await t.call(calls.watchAdd, { ...ok, ...over }, { ticket: farmer });
        expect(r.code, field).toBe(Codes.VALIDATION);
        expect(r.msg, field).toMatch(new RegExp(`(^|— )${field.replace(".", "\\.")}: `));
      }
    });

    it("photos are the member's own uploads", async () => {
      await db.insert(fileObject).values([
        { ownerMemberId: "m-farmer", ownerBoId: "m-farmer", kind: "image", originalName: "a.png", mime: "image/png", size: 1, sha256: "x", storageKey: "img/fw-a.png" },
        { ownerMemberId: "m-other", ownerBoId: "m-other", kind: "image", originalName: "b.png", mime: "image/png", size: 1, sha256: "y", storageKey: "img/fw-b.png" },
      ]);
      const files = t.systemCtx("test").services.files;
      const mine = files.url("img/fw-a.png");
      const w = await t.ok(calls.watchAdd, { subjectKind: "PLOT", subjectId: plot.id, logDate: today, inspector: "老王", finding: "PEST", description: "蚜虫", photos: [mine, mine] }, { ticket: farmer });
      expect(w.photos).toEqual([mine]);
      const theirs = await t.call(calls.watchAdd, { subjectKind: "PLOT", subjectId: plot.id, logDate: today, inspector: "老王", finding: "PEST", description: "蚜虫", photos: [files.url("img/fw-b.png")] }, { ticket: farmer });
      expect(theirs.msg).toMatch(/^photos\.0: /);
      const task = await t.ok(calls.workAdd, work(), { ticket: farmer });
      await t.ok(calls.workStart, { id: task.id }, { ticket: farmer });
      expect((await t.ok(calls.workSaveResult, { id: task.id, photos: [mine] }, { ticket: farmer })).photos).toEqual([mine]);
    });
  });

  it("the farm home sums plots, open batches, low stock, open work and recent watch logs", async () => {
    const feed = await t.ok(farmMaterial.materialAddOne, { catalog: { name: "肉鸡中期料", category: "FEED", unit: "公斤" }, lowStock: 500_000, remark: null }, { ticket: farmer });
    const s = await t.ok(calls.farmSummary, {}, { ticket: farmer });
    expect(s.farm.id).toBe(farm.id);
    expect(s.plots).toMatchObject({ count: 2 });
    expect(s.plots.areaMu).toBeGreaterThan(15);
    expect(s.batches.open).toBe(2);
    expect(s.batches.list.map((b) => b.name).sort()).toEqual(["冬小麦", "白羽肉鸡一批"]);
    expect(s.lowStock).toEqual([{ id: feed.id, name: "肉鸡中期料", unit: "公斤", stock: 0, lowStock: 500_000 }]);
    expect(s.work.today.every((w) => w.state === "TODO" || w.state === "DOING")).toBe(true);
    expect(s.work.today.every((w) => w.planDate <= today)).toBe(true);
    expect(s.work.overdue).toBe(1);
    expect(s.watch.recent.length).toBeGreaterThan(0);
    expect(s.watch.openIssues).toBe(1);
    const empty = await t.ok(calls.farmSummary, {}, { ticket: other });
    expect(empty).toMatchObject({ plots: { count: 1 }, batches: { open: 0 }, lowStock: [], work: { todo: 0, today: [] }, watch: { recent: [] } });
  });

  it("another member sees and changes none of it (not found), and their lists are empty", async () => {
    const w = (await t.ok(calls.workSelListByPage, { pageSize: 1 }, { ticket: farmer })).list[0];
    const g = (await t.ok(calls.growSelListByPage, { pageSize: 1 }, { ticket: farmer })).list[0];
    const v = (await t.ok(calls.watchSelListByPage, { pageSize: 1 }, { ticket: farmer })).list[0];
    for (const [def, input] of [
      [calls.workSelById, { id: w.id }],
      [calls.workUpdById, { ...work({ subjectId: otherPlot.id }), id: w.id }],
      [calls.workDelById, { id: w.id }],
      [calls.workStart, { id: w.id }],
      [calls.workSaveResult, { id: w.id, result: "x" }],
      [calls.workDone, { id: w.id }],
      [calls.workCancel, { id: w.id }],
      [calls.growSelById, { id: g.id }],
      [calls.growUpdById, { id: g.id, batchId: g.batchId, logDate: today, stage: "GROWING", weightG: 1 }],
      [calls.growDelById, { id: g.id }],
      [calls.watchSelById, { id: v.id }],
      [calls.watchUpdById, { id: v.id, subjectKind: "PLOT", subjectId: otherPlot.id, logDate: today, inspector: "x", finding: "NORMAL" }],
      [calls.watchDelById, { id: v.id }],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: other })).code, def.path).toBe(Codes.NOT_FOUND);
    }
    expect((await t.ok(calls.workSelListByPage, {}, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.growSelListByPage, {}, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.watchSelListByPage, {}, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.workSelListByPage, { plotId: plot.id }, { ticket: other })).total).toBe(0);
    expect((await t.ok(calls.workSelById, { id: w.id }, { ticket: farmer })).id).toBe(w.id);
  });

  it("no farm → 002102; no function → 100004; anonymous → 001107", async () => {
    for (const [def, input] of [
      [calls.workSelListByPage, {}],
      [calls.workAdd, work()],
      [calls.growSelListByPage, {}],
      [calls.watchSelListByPage, {}],
      [calls.farmSummary, {}],
    ] as const) {
      expect((await t.call(def, input as never, { ticket: nofarm })).code, def.path).toBe(Codes.NO_MANUFACTURER);
      expect((await t.call(def, input as never, { ticket: plain })).code, def.path).toBe(Codes.FORBIDDEN);
      expect((await t.call(def, input as never)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
    }
  });
});
