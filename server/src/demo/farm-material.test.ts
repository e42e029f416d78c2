import { farmMaterial as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { loadDemoDataOnce } from ".";

describe("farm-material demo", async () => {
  const t = await createTestApp();
  await loadDemoDataOnce(t.systemCtx());
  const buyer = await t.login("buyer", "Buyer@2026");

  it("gives the buyer's farm houses, stores, materials, movements and one low-stock material", async () => {
    const ranges = await t.ok(calls.rangeSelListByParam, {}, { ticket: buyer });
    expect(ranges.map((r) => r.name)).toEqual(expect.arrayContaining(["1号鸡舍", "2号鸡舍", "饲料库", "兽药库"]));
    const low = await t.ok(calls.materialSelListByParam, { lowOnly: true }, { ticket: buyer });
    expect(low.map((m) => m.name)).toEqual(["肉鸡中期配合饲料（511）"]);
    expect((await t.ok(calls.recordSelListByPage, { kind: "OUT" }, { ticket: buyer })).total).toBeGreaterThanOrEqual(10);
    expect((await t.ok(calls.storageSelListByPage, {}, { ticket: buyer })).total).toBeGreaterThan(5);
  });
});
