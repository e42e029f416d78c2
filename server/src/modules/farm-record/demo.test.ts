import { farmMaterial, farmRecord as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadFarmLandDemo } from "../../demo/farm-land";
import { loadFarmMaterialDemo } from "../../demo/farm-material";
import { loadFarmRecordDemo } from "../../demo/farm-record";
import { loadMemberData } from "../../demo/member-data";
import { createPerson, demoPeople } from "../../demo/members";
import { createTestApp } from "../../testing/harness";

describe("demo data: the buyer's broiler batch and crop records", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx("demo");
  for (const p of demoPeople) await createPerson(ctx.db, p);
  await loadMemberData(ctx);
  await loadFarmLandDemo(ctx);
  await loadFarmMaterialDemo(ctx);
  await loadFarmRecordDemo(ctx);
  const buyer = await t.login("buyer", "Buyer@2026");

  it("a 5 000-bird batch in 1号鸡舍 with 42 days of daily records, vaccinations and a medication", async () => {
    const batches = await t.ok(calls.selBatchPage, { kind: "FLOCK", pageNum: 1, pageSize: 10 }, { ticket: buyer });
    expect(batches.list).toHaveLength(1);
    const b = batches.list[0];
    expect(b).toMatchObject({ placeName: "1号鸡舍", headCount: 5000, ageDays: 42, closedDate: null });
    expect(b.alive).toBeGreaterThan(4700);
    for (const [type, n] of [["FEED", 42], ["WATER", 42], ["MORTALITY", 42], ["WEIGHT", 42], ["VACCINE", 3], ["MEDICATION", 1], ["INTAKE", 1]] as const) {
      const p = await t.ok(calls.selRecordPage, { type, batchId: b.id, pageNum: 1, pageSize: 1 }, { ticket: buyer });
      expect(p.total, type).toBe(n);
    }
    const last = (await t.ok(calls.selRecordPage, { type: "WEIGHT", batchId: b.id, pageNum: 1, pageSize: 1 }, { ticket: buyer })).list[0];
    expect(Number(last.values.avgWeightG)).toBeGreaterThan(2500);
  });

  it("the flock's feed and vaccines come out of the stores with its records, so the batch carries their cost", async () => {
    const [b] = (await t.ok(calls.selBatchPage, { kind: "FLOCK", pageNum: 1, pageSize: 1 }, { ticket: buyer })).list;
    // about 25 t of feed at ¥3.50–3.85/kg plus 15 vials of vaccine
    expect(b.costFen).toBeGreaterThan(8_000_000);
    expect(b.costFen).toBeLessThan(11_000_000);
    const feed = (await t.ok(calls.selRecordPage, { type: "FEED", batchId: b.id, pageNum: 1, pageSize: 1 }, { ticket: buyer })).list[0];
    expect(feed.values.material).toMatchObject({ quantity: feed.values.feedKg });
    const outs = await t.ok(farmMaterial.recordSelListByPage, { kind: "OUT", pageNum: 1, pageSize: 100 }, { ticket: buyer });
    expect(outs.list.filter((o) => o.note?.startsWith("喂料：")).length).toBeGreaterThan(40);
    expect(outs.list.filter((o) => o.note?.startsWith("免疫：")).length).toBe(3);
    const low = await t.ok(farmMaterial.materialSelListByParam, { lowOnly: true }, { ticket: buyer });
    expect(low.map((m) => m.name)).toEqual(["肉鸡中期配合饲料（511）"]);
  });

  it("a wheat batch on 东岭麦田 with crop records, and a plot record", async () => {
    const crops = await t.ok(calls.selBatchPage, { kind: "CROP", pageNum: 1, pageSize: 10 }, { ticket: buyer });
    expect(crops.list[0]).toMatchObject({ placeName: "东岭麦田", recordCount: 3 });
    const plotRecs = await t.ok(calls.selRecordPage, { subjectKind: "PLOT", pageNum: 1, pageSize: 10 }, { ticket: buyer });
    expect(plotRecs.list.map((r) => r.type)).toEqual(["IRRIGATE"]);
  });
});
