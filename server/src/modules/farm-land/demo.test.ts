import { farmLand as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadFarmLandDemo } from "../../demo/farm-land";
import { loadMemberData } from "../../demo/member-data";
import { createPerson, demoPeople } from "../../demo/members";
import { createTestApp } from "../../testing/harness";

describe("demo data: the buyer's plots", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx("demo");
  for (const p of demoPeople) await createPerson(ctx.db, p);
  await loadMemberData(ctx);
  await loadFarmLandDemo(ctx);
  const buyer = await t.login("buyer", "Buyer@2026");

  it("five plots around the farm in every state, each with seasons", async () => {
    const all = [...(await t.ok(calls.selListByParam, {}, { ticket: buyer })), ...(await t.ok(calls.selListByParam, { state: "ARCHIVED" }, { ticket: buyer }))];
    expect(all).toHaveLength(5);
    expect(new Set(all.map((p) => p.state))).toEqual(new Set(["IDLE", "GROWING", "FALLOW", "ARCHIVED"]));
    for (const p of all) {
      expect(p.seasonCount, p.name).toBeGreaterThan(0);
      expect(Math.abs(p.centerLng - 117.2463), p.name).toBeLessThan(0.01);
      expect(Math.abs(p.centerLat - 36.8157), p.name).toBeLessThan(0.01);
      expect(p.areaMu, p.name).toBeGreaterThan(1);
    }
    const wheat = all.find((p) => p.name === "东岭麦田");
    const d = await t.ok(calls.selFarmingDetailByParam, { plotId: wheat?.id ?? "" }, { ticket: buyer });
    expect(d.current?.crop).toBe("冬小麦");
    expect(d.seasons).toHaveLength(3);
  });
});
