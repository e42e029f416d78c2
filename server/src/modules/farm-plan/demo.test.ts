import { farmPlan as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadFarmLandDemo } from "../../demo/farm-land";
import { loadFarmMaterialDemo } from "../../demo/farm-material";
import { loadFarmPlanDemo } from "../../demo/farm-plan";
import { loadFarmRecordDemo } from "../../demo/farm-record";
import { loadMemberData } from "../../demo/member-data";
import { createPerson, demoPeople } from "../../demo/members";
import { demoProviders } from "../../demo/org";
import { createTestApp } from "../../testing/harness";

describe("demo data: the buyer's plans and reminders", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx("demo");
  for (const p of [...demoPeople, ...demoProviders]) await createPerson(ctx.db, p);
  await loadMemberData(ctx);
  await loadFarmLandDemo(ctx);
  await loadFarmMaterialDemo(ctx);
  await loadFarmRecordDemo(ctx);
  await loadFarmPlanDemo(ctx);
  const buyer = await t.login("buyer", "Buyer@2026");

  it("has the broiler scheme applied: past steps done, none overdue, 出栏 due today, a few upcoming", async () => {
    const counts = await t.ok(calls.selListingCount, {}, { ticket: buyer });
    expect(counts.OVERDUE).toBe(0);
    expect(counts.TODAY).toBe(1);
    expect(counts.UPCOMING).toBeGreaterThanOrEqual(3);
    expect(counts.DONE).toBeGreaterThanOrEqual(12);
    const today = await t.ok(calls.selListingPage, { tab: "TODAY" }, { ticket: buyer });
    expect(today.list[0]).toMatchObject({ title: "出栏", stepDay: 42, category: "HOUSE" });
    const house = await t.ok(calls.selListingPage, { category: "HOUSE", tab: "UPCOMING" }, { ticket: buyer });
    expect(house.list.map((l) => l.title)).toEqual(["出栏后清粪消毒", "预订下一批雏鸡"]);
  });

  it("has the buyer's own crop plan and an adopted broiler copy, and an expert scheme to adopt", async () => {
    const mine = await t.ok(calls.selListByPage, {}, { ticket: buyer });
    expect(mine.list.map((s) => s.name).sort()).toEqual(["东岭麦田冬小麦管理（自家）", "白羽肉鸡 42 天饲养方案"].sort());
    const experts = await t.ok(calls.selZJListByPage, {}, { ticket: buyer });
    expect(experts.list[0]).toMatchObject({ authorName: "孙振华", source: "EXPERT" });
  });
});
