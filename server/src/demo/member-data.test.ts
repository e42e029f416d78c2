import { address, manufacturer, points } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { loadDemoDataOnce } from ".";

describe("demo data: the buyer's farm and addresses", async () => {
  const t = await createTestApp();
  await loadDemoDataOnce(t.systemCtx("demo"));
  const buyer = await t.login("buyer", "Buyer@2026");

  it("the demo buyer has one default farm", async () => {
    const farms = await t.ok(manufacturer.selListByParam, {}, { ticket: buyer });
    expect(farms).toHaveLength(1);
    expect(farms[0]).toMatchObject({ isDefault: true, type: "LAYER_FARM", areaName: "山东省济南市历城区" });
    expect((await t.ok(manufacturer.selDefault, {}, { ticket: buyer })).id).toBe(farms[0].id);
  });

  it("the demo buyer has two addresses, home as the default, none public", async () => {
    const p = await t.ok(address.selAddrListPage, {}, { ticket: buyer });
    expect(p.total).toBe(2);
    expect(p.list[0]).toMatchObject({ isDefault: true, tag: "HOME" });
    expect(await t.ok(address.selAddrListByBoIdParam, { boId: "demo-buyer" })).toEqual([]);
  });

  it("has points only from evaluating the demo orders (the points rules' EVALUATE)", async () => {
    const mine = await t.ok(points.selMyPoint, {}, { ticket: buyer });
    expect(mine.balance).toBeGreaterThan(0);
    expect(mine.balance % 10).toBe(0);
  });

  it("loads only once", async () => {
    expect(await loadDemoDataOnce(t.systemCtx("demo"))).toBe(false);
  });
});
