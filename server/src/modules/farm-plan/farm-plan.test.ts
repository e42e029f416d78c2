import { Codes, farmLand, farmMaterial, farmPlan as calls, farmRecord, manufacturer, message, stepDueDate, type SchemeInput } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { dailyHandler } from "../../kit/jobs/daily";
import { farmInput, FARM_LAT, FARM_LNG, farmPeople } from "../../testing/farm-people";
import { createTestApp } from "../../testing/harness";
import { syncFarmRecordData } from "../farm-record";
import { rect } from "../farm-land/test-shapes";
import { listingMachine, RECOMMENDED_SCHEME_IDS, remindDaily, syncFarmPlanData } from "./index";

const LNG = FARM_LNG;
const LAT = FARM_LAT;

/** A validation message names the field: "field: …" (ours) or "参数错误 — field: …" (the input schema's). */
const namesField = (msg: string, field: string) => msg.startsWith(`${field}:`) || msg.includes(`— ${field}:`);

/** China's calendar day `n` days from now. */
const dayFromNow = (n: number) => new Date(Date.now() + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe("due dates of plan steps", () => {
  it.each([
    ["2026-01-31", 1, "2026-01-31"],
    ["2026-01-31", 29, "2026-02-28"],
    ["2026-01-31", 30, "2026-03-01"],
    ["2026-01-31", 31, "2026-03-02"],
    ["2028-02-28", 2, "2028-02-29"],
    ["2028-02-28", 3, "2028-03-01"],
    ["2027-02-28", 2, "2027-03-01"],
    ["2026-12-31", 2, "2027-01-01"],
    ["2026-03-01", 42, "2026-04-11"],
  ])("a plan starting %s: day %i is %s", (start, dayNo, due) => {
    expect(stepDueDate(start, dayNo)).toBe(due);
  });
});

describe("farm plans and reminders", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await syncFarmRecordData(db);
  await syncFarmPlanData(db);
  await syncFarmPlanData(db); // idempotent
  const { farmer, other, expert, nofarm, plain } = await farmPeople(t, { farmer: "13900000201", other: "13900000202", expert: "13900000203", nofarm: "13900000204", plain: { mobile: "13900000205", roles: ["BUYER"] } });
  await t.ok(manufacturer.add, farmInput("张庄肉鸡场", "13900000201"), { ticket: farmer });
  await t.ok(manufacturer.add, farmInput("李家肉鸡场", "13900000202"), { ticket: other });
  const house = await t.ok(farmMaterial.rangeAdd, { name: "1号鸡舍", kind: "POULTRY_HOUSE", capacity: 6000 }, { ticket: farmer });
  const otherHouse = await t.ok(farmMaterial.rangeAdd, { name: "李家鸡舍", kind: "POULTRY_HOUSE" }, { ticket: other });
  const plot = await t.ok(farmLand.add, { name: "东岭麦田", geometry: rect(LNG, LAT, 100, 100), use: "CROP", crop: "小麦" }, { ticket: farmer });
  const flock = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "2026-01 白羽肉鸡", rangeId: house.id, breed: "AA+", startDate: "2026-01-31", headCount: 5000 }, { ticket: farmer });
  const flock2 = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "当前批次", rangeId: house.id, breed: "AA+", startDate: dayFromNow(-10), headCount: 5000 }, { ticket: farmer });
  const otherFlock = await t.ok(farmRecord.addBatch, { kind: "FLOCK", name: "李家批次", rangeId: otherHouse.id, breed: "AA+", startDate: "2026-02-01", headCount: 3000 }, { ticket: other });

  const ownInput = (over: Partial<SchemeInput> = {}): SchemeInput => ({
    category: "CROP",
    name: "我的小麦方案",
    description: "自家经验",
    steps: [
      { day: 10, title: "追肥", recordType: "FERTILISE" },
      { day: 1, title: "播种", content: "亩播 13 千克", recordType: "SOWING", remindTime: "07:30" },
    ],
    ...over,
  });

  it("serves the recommended schemes by category and keyword, and their steps", async () => {
    const all = await t.ok(calls.selectRecommendByParam, {}, { ticket: farmer });
    expect(all.map((s) => s.id)).toEqual(RECOMMENDED_SCHEME_IDS);
    expect(all.every((s) => s.source === "RECOMMENDED" && !s.mine)).toBe(true);
    const broiler = all.find((s) => s.id === "rs-broiler-42")!;
    expect(broiler).toMatchObject({ category: "HOUSE", days: 42 });
    expect(broiler.steps[0]).toMatchObject({ day: 1, title: "进雏", recordType: "INTAKE", remindTime: "07:00" });
    expect(broiler.steps.map((s) => s.day)).toEqual([...broiler.steps.map((s) => s.day)].sort((a, b) => a - b));
    const crop = await t.ok(calls.selectRecommendByParam, { category: "CROP" }, { ticket: farmer });
    expect(crop.map((s) => s.id)).toEqual(["rs-wheat-winter", "rs-maize-summer"]);
    expect((await t.ok(calls.selectRecommendByParam, { keyword: "玉米" }, { ticket: farmer })).map((s) => s.id)).toEqual(["rs-maize-summer"]);
    const steps = await t.ok(calls.remmendRemindList, { category: "HOUSE" }, { ticket: farmer });
    expect(steps.map((s) => s.schemeId)).toEqual(["rs-broiler-42", "rs-layer-120"]);
    expect(steps[0].steps.find((s) => s.day === 14)?.title).toContain("法氏囊");
    const bad = await t.call(calls.remmendRemindList, { category: "FISH" as "HOUSE" }, { ticket: farmer });
    expect(bad.code).toBe(Codes.VALIDATION);
    expect(bad.msg).toContain("category");
    expect((await t.call(calls.selectRecommendByParam, {}, {})).code).toBe("001107");
    expect((await t.call(calls.selectRecommendByParam, {}, { ticket: plain })).code).toBe(Codes.FORBIDDEN);
  });

  it("adds, lists, reads, updates and deletes own schemes; another member sees none of them", async () => {
    const s = await t.ok(calls.addOrUpd, ownInput(), { ticket: farmer });
    expect(s).toMatchObject({ source: "OWN", mine: true, stepCount: 2, days: 10, authorName: null });
    expect(s.steps.map((x) => [x.day, x.remindTime])).toEqual([[1, "07:30"], [10, "08:00"]]);
    expect((await t.ok(calls.selById, { id: s.id }, { ticket: farmer })).name).toBe("我的小麦方案");
    const page = await t.ok(calls.selListByPage, { pageNum: 1, pageSize: 10, keyword: "小麦" }, { ticket: farmer });
    expect(page.list.map((x) => x.id)).toEqual([s.id]);
    expect((await t.ok(calls.selListByPage, { category: "HOUSE" }, { ticket: farmer })).total).toBe(0);
    expect((await t.ok(calls.selListByParam, {}, { ticket: farmer })).map((x) => x.id)).toContain(s.id);

    const upd = await t.ok(calls.addOrUpd, ownInput({ id: s.id, name: "小麦方案 v2", steps: [{ day: 1, title: "播种" }] }), { ticket: farmer });
    expect(upd).toMatchObject({ id: s.id, name: "小麦方案 v2", stepCount: 1 });

    // another member: not found, never the data
    for (const r of [
      await t.call(calls.selById, { id: s.id }, { ticket: other }),
      await t.call(calls.addOrUpd, ownInput({ id: s.id }), { ticket: other }),
      await t.call(calls.delById, { id: s.id }, { ticket: other }),
    ]) {
      expect(r.code).toBe(Codes.NOT_FOUND);
      expect(JSON.stringify(r.data ?? null)).not.toContain("小麦方案");
    }
    expect((await t.ok(calls.selListByPage, {}, { ticket: other })).total).toBe(0);

    // delete: gone from the list, not readable
    await t.ok(calls.delById, { id: s.id }, { ticket: farmer });
    expect((await t.call(calls.selById, { id: s.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    // a recommended scheme cannot be deleted or changed
    expect((await t.call(calls.delById, { id: "rs-broiler-42" }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.addOrUpd, ownInput({ id: "rs-broiler-42" }), { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
  });

  it("refuses bad schemes naming the field", async () => {
    const cases: [Partial<SchemeInput>, string][] = [
      [{ name: "" }, "name"],
      [{ steps: [] }, "steps"],
      [{ steps: [{ day: 0, title: "x" }] }, "steps.0.day"],
      [{ steps: [{ day: 1, title: "x" }, { day: 731, title: "y" }] }, "steps.1.day"],
      [{ steps: [{ day: 1, title: "" }] }, "steps.0.title"],
      [{ steps: [{ day: 1, title: "x", remindTime: "25:00" }] }, "steps.0.remindTime"],
      [{ steps: [{ day: 1, title: "x" }, { day: 2, title: "y", recordType: "VACCINE" }] }, "steps.1.recordType"], // a HOUSE type in a CROP plan
      [{ category: "FISH" as "CROP" }, "category"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.addOrUpd, ownInput(over), { ticket: farmer });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(namesField(r.msg, field), r.msg).toBe(true);
    }
    await t.ok(calls.addOrUpd, ownInput({ name: "同名方案" }), { ticket: farmer });
    const dup = await t.call(calls.addOrUpd, ownInput({ name: "同名方案" }), { ticket: farmer });
    expect([dup.code, dup.msg]).toEqual([Codes.VALIDATION, "name: 已有名为“同名方案”的方案"]);
  });

  it("lets experts publish expert schemes that others list, read and adopt; only the author deletes them", async () => {
    const notExpert = await t.call(calls.addOrUpd, ownInput({ name: "冒充专家", expert: true }), { ticket: farmer });
    expect([notExpert.code, notExpert.msg]).toEqual([Codes.VALIDATION, "expert: 只有通过认证的专家可以发布专家方案"]);
    const ex = await t.ok(calls.addOrUpd, { category: "HOUSE", name: "王专家肉鸡免疫方案", description: "减抗养殖", steps: [{ day: 1, title: "进雏" }, { day: 10, title: "新支二联苗", recordType: "VACCINE" }], expert: true }, { ticket: expert });
    expect(ex).toMatchObject({ source: "EXPERT", authorName: "王专家", mine: true });
    const cannotFlip = await t.call(calls.addOrUpd, { category: "HOUSE", name: "王专家肉鸡免疫方案", steps: [{ day: 1, title: "进雏" }], id: ex.id, expert: false }, { ticket: expert });
    expect(namesField(cannotFlip.msg, "expert")).toBe(true);

    const list = await t.ok(calls.selZJListByPage, { pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(list.list.map((s) => [s.id, s.mine, s.authorName])).toEqual([[ex.id, false, "王专家"]]);
    expect((await t.ok(calls.selZJListByPage, { mine: true }, { ticket: farmer })).total).toBe(0);
    expect((await t.ok(calls.selZJListByPage, { mine: true }, { ticket: expert })).total).toBe(1);
    expect((await t.ok(calls.selZJListByPage, { category: "CROP" }, { ticket: farmer })).total).toBe(0);
    expect((await t.ok(calls.selById, { id: ex.id }, { ticket: farmer })).steps).toHaveLength(2);
    // others cannot delete or change it; delById is for own plans only
    expect((await t.call(calls.zjdelById, { id: ex.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.addOrUpd, { category: "HOUSE", name: "改", steps: [{ day: 1, title: "x" }], id: ex.id }, { ticket: farmer })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.delById, { id: ex.id }, { ticket: expert })).code).toBe(Codes.NOT_FOUND);

    // adopted by the farmer: copied to their own plans, counted on the expert's
    const used = await t.ok(calls.addSchemeAndUse, { schemeId: ex.id, subjectKind: "BATCH", subjectId: flock2.id, startDate: dayFromNow(0) }, { ticket: farmer });
    expect(used.schemeId).not.toBe(ex.id);
    const copy = await t.ok(calls.selById, { id: used.schemeId }, { ticket: farmer });
    expect(copy).toMatchObject({ source: "OWN", copiedFromId: ex.id, mine: true, name: "王专家肉鸡免疫方案" });
    expect((await t.ok(calls.selById, { id: ex.id }, { ticket: farmer })).useCount).toBe(1);

    await t.ok(calls.zjdelById, { id: ex.id }, { ticket: expert });
    expect((await t.ok(calls.selZJListByPage, {}, { ticket: farmer })).total).toBe(0);
    // the farmer's copy and listings stay
    expect((await t.ok(calls.selById, { id: used.schemeId }, { ticket: farmer })).stepCount).toBe(2);
  });

  it("applies a recommended scheme to a batch: one listing per step, due across month ends in China days", async () => {
    const r = await t.ok(calls.addSchemeAndUse, { schemeId: "rs-broiler-42", subjectKind: "BATCH", subjectId: flock.id, startDate: "2026-01-31" }, { ticket: farmer });
    const broiler = await t.ok(calls.selById, { id: "rs-broiler-42" }, { ticket: farmer });
    expect(r.listings).toHaveLength(broiler.stepCount);
    const due = Object.fromEntries(r.listings.map((l) => [`${l.stepDay}:${l.title}`, l.dueDate]));
    expect(due["1:进雏"]).toBe("2026-01-31");
    expect(due["7:新城疫-传支二联苗（点眼滴鼻）"]).toBe("2026-02-06");
    expect(due["28:换后期料并称重"]).toBe("2026-02-27");
    expect(due["42:出栏"]).toBe("2026-03-13");
    expect(r.listings.every((l) => l.state === "PENDING" && l.subjectName === "2026-01 白羽肉鸡" && l.schemeName === broiler.name)).toBe(true);
    expect(r.listings.every((l) => l.overdue)).toBe(true); // all in the past
    // a batch with pending reminders is not deleted from under them
    const del = await t.call(farmRecord.delBatchById, { id: flock.id }, { ticket: farmer });
    expect([del.code, del.msg]).toEqual([Codes.CONFLICT, `批次“2026-01 白羽肉鸡”还有 ${broiler.stepCount} 条待办提醒，请先在生产提醒中取消`]);
    const copy = await t.ok(calls.selById, { id: r.schemeId }, { ticket: farmer });
    expect(copy).toMatchObject({ source: "OWN", copiedFromId: "rs-broiler-42" });
    // a second use reuses the copy; the same use again is refused
    const again = await t.call(calls.addSchemeAndUse, { schemeId: "rs-broiler-42", subjectKind: "BATCH", subjectId: flock.id, startDate: "2026-01-31" }, { ticket: farmer });
    expect(again.code).toBe(Codes.CONFLICT);
    const leap = await t.ok(calls.addSchemeAndUse, { schemeId: r.schemeId, subjectKind: "BATCH", subjectId: flock.id, startDate: "2028-02-28" }, { ticket: farmer });
    expect(leap.schemeId).toBe(r.schemeId);
    expect(leap.listings.find((l) => l.stepDay === 3)?.dueDate).toBe("2028-03-01");
    expect(leap.listings.find((l) => l.stepDay === 42)?.dueDate).toBe("2028-04-09");

    // the listings of that use, through the list call
    const page = await t.ok(calls.selListingPage, { applyId: r.applyId, pageSize: 100 }, { ticket: farmer });
    expect(page.total).toBe(broiler.stepCount);
    expect(page.list.map((l) => l.dueDate)).toEqual([...page.list.map((l) => l.dueDate)].sort());
  });

  it("applies a crop scheme to a plot, and refuses wrong subjects naming the field", async () => {
    const ok = await t.ok(calls.addSchemeAndUse, { schemeId: "rs-wheat-winter", subjectKind: "PLOT", subjectId: plot.id, startDate: "2026-10-08" }, { ticket: farmer });
    expect(ok.listings[0]).toMatchObject({ subjectKind: "PLOT", subjectName: "东岭麦田", dueDate: "2026-10-08", category: "CROP" });
    expect(ok.listings.at(-1)?.dueDate).toBe(stepDueDate("2026-10-08", 240));
    const cases: [Record<string, string>, string][] = [
      [{ schemeId: "rs-broiler-42", subjectKind: "PLOT", subjectId: plot.id }, "subjectKind"],
      [{ schemeId: "rs-wheat-winter", subjectKind: "BATCH", subjectId: flock.id }, "subjectId"],
      [{ schemeId: "rs-broiler-42", subjectKind: "BATCH", subjectId: otherFlock.id }, "subjectId"],
      [{ schemeId: "rs-broiler-42", subjectKind: "BATCH", subjectId: "nope" }, "subjectId"],
      [{ schemeId: "rs-broiler-42", subjectKind: "BATCH", subjectId: flock.id, startDate: "2026-02-30" }, "startDate"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.addSchemeAndUse, { startDate: "2026-05-01", ...over } as never, { ticket: farmer });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(namesField(r.msg, field), r.msg).toBe(true);
    }
    // another member's own scheme is not found; a member without a farm gets 002102
    const mine = await t.ok(calls.addOrUpd, ownInput({ name: "私有方案" }), { ticket: farmer });
    expect((await t.call(calls.addSchemeAndUse, { schemeId: mine.id, subjectKind: "PLOT", subjectId: plot.id, startDate: "2026-05-01" }, { ticket: other })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.addSchemeAndUse, { schemeId: "rs-broiler-42", subjectKind: "BATCH", subjectId: flock.id, startDate: "2026-05-01" }, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
  });

  it("adds listings by hand (one or several), lists them by tab with counts; another member sees none", async () => {
    const one = await t.ok(calls.addListing, { category: "HOUSE", title: "检查通风", dueDate: dayFromNow(0), remindTime: "09:00", subjectKind: "BATCH", subjectId: flock2.id, recordType: "WEIGHT" }, { ticket: farmer });
    expect(one).toMatchObject({ state: "PENDING", overdue: false, subjectName: "当前批次", applyId: null, remindTime: "09:00" });
    const many = await t.ok(calls.addListingList, { rows: [{ category: "CROP", title: "买化肥", dueDate: dayFromNow(3) }, { category: "CROP", title: "浇水", dueDate: dayFromNow(5), subjectKind: "PLOT", subjectId: plot.id }] }, { ticket: farmer });
    expect(many.ids).toHaveLength(2);

    const today = await t.ok(calls.selListingPage, { tab: "TODAY", pageSize: 100 }, { ticket: farmer });
    expect(today.list.map((l) => l.title)).toContain("检查通风");
    expect(today.list.every((l) => l.dueDate === dayFromNow(0) && l.state === "PENDING")).toBe(true);
    const upcoming = await t.ok(calls.selListingPage, { tab: "UPCOMING", category: "CROP", keyword: "化肥" }, { ticket: farmer });
    expect(upcoming.list.map((l) => l.title)).toEqual(["买化肥"]);
    const overdue = await t.ok(calls.selListingPage, { tab: "OVERDUE", pageSize: 100 }, { ticket: farmer });
    expect(overdue.list.every((l) => l.overdue && l.dueDate < dayFromNow(0))).toBe(true);
    const counts = await t.ok(calls.selListingCount, {}, { ticket: farmer });
    expect(counts.TODAY).toBe(today.total);
    expect(counts.OVERDUE).toBe(overdue.total);
    const bySubject = await t.ok(calls.selListingPage, { subjectId: plot.id, pageSize: 100 }, { ticket: farmer });
    expect(bySubject.list.every((l) => l.subjectId === plot.id)).toBe(true);

    // another member: nothing of the farmer's
    expect((await t.ok(calls.selListingPage, {}, { ticket: other })).total).toBe(0);
    expect(await t.ok(calls.selListingCount, {}, { ticket: other })).toEqual({ TODAY: 0, OVERDUE: 0, UPCOMING: 0, DONE: 0, CANCELLED: 0 });
    const foreign = await t.call(calls.updListingByParam, { id: one.id, event: "done" }, { ticket: other });
    expect(foreign.code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selListingPage, {}, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);

    // bad input names the field
    const cases: [Record<string, unknown>, string][] = [
      [{ category: "HOUSE", title: "", dueDate: dayFromNow(1) }, "title"],
      [{ category: "HOUSE", title: "x", dueDate: "2026-13-01" }, "dueDate"],
      [{ category: "HOUSE", title: "x", dueDate: dayFromNow(-1) }, "dueDate"],
      [{ category: "HOUSE", title: "x", dueDate: dayFromNow(1), subjectKind: "BATCH" }, "subjectId"],
      [{ category: "HOUSE", title: "x", dueDate: dayFromNow(1), subjectKind: "BATCH", subjectId: otherFlock.id }, "subjectId"],
      [{ category: "HOUSE", title: "x", dueDate: dayFromNow(1), recordType: "SOWING" }, "recordType"],
      [{ category: "HOUSE", title: "x", dueDate: dayFromNow(1), remindTime: "8点" }, "remindTime"],
    ];
    for (const [input, field] of cases) {
      const r = await t.call(calls.addListing, input as never, { ticket: farmer });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(namesField(r.msg, field), r.msg).toBe(true);
    }
    const badRow = await t.call(calls.addListingList, { rows: [{ category: "CROP", title: "ok", dueDate: dayFromNow(1) }, { category: "CROP", title: "bad", dueDate: dayFromNow(-2) }] }, { ticket: farmer });
    expect(namesField(badRow.msg, "rows.1.dueDate")).toBe(true);
    expect((await t.ok(calls.selListingPage, { keyword: "ok" }, { ticket: farmer })).list.filter((l) => l.title === "ok")).toHaveLength(0); // nothing written
  });

  it("moves listings by the machine: done, postpone (later day), cancel; final states refuse", async () => {
    expect(listingMachine.edges()).toEqual([
      { from: "PENDING", event: "done", to: "DONE" },
      { from: "PENDING", event: "postpone", to: "PENDING" },
      { from: "PENDING", event: "cancel", to: "CANCELLED" },
    ]);
    const mk = async (title: string) => t.ok(calls.addListing, { category: "HOUSE", title, dueDate: dayFromNow(1) }, { ticket: farmer });
    const a = await mk("机器-完成");
    const done = await t.ok(calls.updListingByParam, { id: a.id, event: "done", note: "已按时完成" }, { ticket: farmer });
    expect(done).toMatchObject({ state: "DONE", note: "已按时完成" });
    expect(done.doneAt).not.toBeNull();
    for (const event of ["done", "postpone", "cancel"] as const) {
      const r = await t.call(calls.updListingByParam, { id: a.id, event, dueDate: dayFromNow(9) }, { ticket: farmer });
      expect(r.code, event).toBe(Codes.CONFLICT);
    }

    const b = await mk("机器-推迟");
    const noDate = await t.call(calls.updListingByParam, { id: b.id, event: "postpone" }, { ticket: farmer });
    expect(noDate.msg).toBe("dueDate: 请选择推迟到的日期");
    const notLater = await t.call(calls.updListingByParam, { id: b.id, event: "postpone", dueDate: dayFromNow(1) }, { ticket: farmer });
    expect(notLater.msg.startsWith("dueDate: 推迟日期应晚于原日期")).toBe(true);
    const later = await t.ok(calls.updListingByParam, { id: b.id, event: "postpone", dueDate: dayFromNow(4), note: "下雨" }, { ticket: farmer });
    expect(later).toMatchObject({ state: "PENDING", dueDate: dayFromNow(4), postponed: 1 });
    const again = await t.ok(calls.updListingByParam, { id: b.id, event: "postpone", dueDate: dayFromNow(6) }, { ticket: farmer });
    expect(again.postponed).toBe(2);
    const cancelled = await t.ok(calls.updListingByParam, { id: b.id, event: "cancel", note: "不需要了" }, { ticket: farmer });
    expect(cancelled.state).toBe("CANCELLED");
    expect((await t.call(calls.updListingByParam, { id: b.id, event: "done" }, { ticket: farmer })).code).toBe(Codes.CONFLICT);
    // each move wrote one state_history row (the kit's transition), with the postponement's dates as its reason
    const h = await db.execute<{ event: string; from_state: string; to_state: string; reason: string | null }>(
      sql`select event, from_state, to_state, reason from state_history where entity_kind = 'FARM_REMIND_LISTING' and entity_id = ${b.id} order by seq`,
    );
    const hist = (Array.isArray(h) ? h : (h as { rows: { event: string; from_state: string; to_state: string; reason: string | null }[] }).rows) as { event: string; from_state: string; to_state: string; reason: string | null }[];
    expect(hist.map((x) => [x.event, x.from_state, x.to_state])).toEqual([["postpone", "PENDING", "PENDING"], ["postpone", "PENDING", "PENDING"], ["cancel", "PENDING", "CANCELLED"]]);
    expect(hist[0].reason).toBe(`${dayFromNow(1)} → ${dayFromNow(4)}：下雨`);
    expect((await t.call(calls.updListingByParam, { id: b.id, event: "finish" as "done" }, { ticket: farmer })).msg).toMatch(/— event:/);

    // an overdue listing postponed: not before today
    const r = await t.ok(calls.addSchemeAndUse, { schemeId: "rs-maize-summer", subjectKind: "PLOT", subjectId: plot.id, startDate: dayFromNow(-30) }, { ticket: farmer });
    const old = r.listings[0];
    expect(old.overdue).toBe(true);
    const past = await t.call(calls.updListingByParam, { id: old.id, event: "postpone", dueDate: dayFromNow(-1) }, { ticket: farmer });
    expect(past.msg).toBe("dueDate: 推迟日期不能早于今天");
    expect((await t.ok(calls.updListingByParam, { id: old.id, event: "postpone", dueDate: dayFromNow(0) }, { ticket: farmer })).overdue).toBe(false);

    const counts = await t.ok(calls.selListingCount, {}, { ticket: farmer });
    expect(counts.DONE).toBeGreaterThanOrEqual(1);
    expect(counts.CANCELLED).toBeGreaterThanOrEqual(1);
    expect((await t.ok(calls.selListingPage, { tab: "DONE" }, { ticket: farmer })).list.every((l) => l.state === "DONE")).toBe(true);
  });

  it("delivers the day's pending listings as messages once per listing and day (run twice)", async () => {
    const day = dayFromNow(2);
    const x = await t.ok(calls.addListing, { category: "CROP", title: "投递-甲", content: "施复合肥", dueDate: day, remindTime: "06:30", subjectKind: "PLOT", subjectId: plot.id }, { ticket: farmer });
    const y = await t.ok(calls.addListing, { category: "HOUSE", title: "投递-乙", dueDate: day }, { ticket: other });
    const z = await t.ok(calls.addListing, { category: "CROP", title: "投递-取消", dueDate: day }, { ticket: farmer });
    await t.ok(calls.updListingByParam, { id: z.id, event: "cancel" }, { ticket: farmer });
    await t.ok(calls.addListing, { category: "CROP", title: "投递-明天", dueDate: dayFromNow(3) }, { ticket: farmer });

    const run = () => inTx(t.systemCtx(), (tx) => dailyHandler(remindDaily)({ day }, tx, { jobId: "test", attempt: 1, key: "test" }));
    await run();
    await run();
    const mine = await t.ok(message.list, { kind: "FARM_REMIND", keyword: "投递", pageSize: 50 }, { ticket: farmer });
    expect(mine.list.map((m) => m.title)).toEqual(["农事提醒：投递-甲"]);
    expect(mine.list[0]).toMatchObject({ link: "/farmingManage/productionRemind" });
    expect(mine.list[0].body).toContain(`${day} 06:30 · 东岭麦田`);
    expect(mine.list[0].body).toContain("施复合肥");
    const theirs = await t.ok(message.list, { kind: "FARM_REMIND", keyword: "投递", pageSize: 50 }, { ticket: other });
    expect(theirs.list.map((m) => m.title)).toEqual(["农事提醒：投递-乙"]);
    expect(x.id).not.toBe(y.id);

    // the run schedules the next day's job
    const jobs = await db.execute<{ dedupe_key: string }>(sql`select dedupe_key from job where kind = 'farmPlan.remind'`);
    const keys = ((Array.isArray(jobs) ? jobs : (jobs as { rows: { dedupe_key: string }[] }).rows) as { dedupe_key: string }[]).map((j) => j.dedupe_key);
    expect(keys).toContain(`farmPlan.remind:${dayFromNow(3)}`);

    // a listing done after delivery is not sent again the same day, and a postponed one is sent on its new day
    await t.ok(calls.updListingByParam, { id: x.id, event: "postpone", dueDate: dayFromNow(4) }, { ticket: farmer });
    await inTx(t.systemCtx(), (tx) => dailyHandler(remindDaily)({ day: dayFromNow(4) }, tx, { jobId: "test", attempt: 1, key: "test" }));
    const after = await t.ok(message.list, { kind: "FARM_REMIND", keyword: "投递-甲", pageSize: 50 }, { ticket: farmer });
    expect(after.total).toBe(2);
  });
});
