import { farmWork as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadFarmLandDemo } from "../../demo/farm-land";
import { loadFarmMaterialDemo } from "../../demo/farm-material";
import { loadFarmRecordDemo } from "../../demo/farm-record";
import { loadFarmWorkDemo } from "../../demo/farm-work";
import { loadMemberData } from "../../demo/member-data";
import { createPerson, demoPeople } from "../../demo/members";
import { createTestApp } from "../../testing/harness";

describe("demo data: the buyer's field work, growth and inspection logs", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx("demo");
  for (const p of demoPeople) await createPerson(ctx.db, p);
  await loadMemberData(ctx);
  await loadFarmLandDemo(ctx);
  await loadFarmMaterialDemo(ctx);
  await loadFarmRecordDemo(ctx);
  await loadFarmWorkDemo(ctx);
  const buyer = await t.login("buyer", "Buyer@2026");

  it("field work in every state, the broilers weighed weekly, one open finding; the farm home is full", async () => {
    const counts = await t.ok(calls.workCountByState, {}, { ticket: buyer });
    for (const s of ["TODO", "DOING", "DONE", "CANCELLED"] as const) expect(counts[s], s).toBeGreaterThan(0);
    const grow = await t.ok(calls.growSelListByPage, { stage: "FINISHING" }, { ticket: buyer });
    expect(grow.list.map((g) => g.ageDays)).toEqual([42, 35]);
    expect(grow.list[0].weightG).toBeGreaterThan(2500);
    const s = await t.ok(calls.farmSummary, {}, { ticket: buyer });
    expect(s.plots.count).toBeGreaterThan(2);
    expect(s.batches.open).toBe(2);
    expect(s.work.today.length).toBeGreaterThan(2);
    expect(s.work.overdue).toBeGreaterThan(0);
    expect(s.watch.recent).toHaveLength(5);
    expect(s.watch.openIssues).toBe(2);
  });
});
