import { farmAnalysis, farmBook, farmRecord } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadFarmBookDemo } from "../../demo/farm-book";
import { loadFarmLandDemo } from "../../demo/farm-land";
import { loadFarmMaterialDemo } from "../../demo/farm-material";
import { loadFarmRecordDemo } from "../../demo/farm-record";
import { loadMemberData } from "../../demo/member-data";
import { createPerson, demoPeople } from "../../demo/members";
import { createTestApp } from "../../testing/harness";

describe("demo data: the buyer's farm book and every analysis", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx("demo");
  for (const p of demoPeople) await createPerson(ctx.db, p);
  await loadMemberData(ctx);
  await loadFarmLandDemo(ctx);
  await loadFarmMaterialDemo(ctx);
  await loadFarmRecordDemo(ctx);
  await loadFarmBookDemo(ctx);
  const buyer = await t.login("buyer", "Buyer@2026");
  const as = { ticket: buyer };

  it("books the broiler batch's costs and sale, one output and two pest/disease entries", async () => {
    const s = await t.ok(farmBook.selSummaryByParam, {}, as);
    expect(s.incomeFen).toBe(4_816_000 + 200_000);
    expect(s.expenseFen).toBe(1_500_000 + 120_000 + 81_600 + 316_000 + 90_000 + 120_000 + 1_600_000 + 450_000 + 770_000 + 2_160_000 + 94_500 + 186_050 + 35_000 + 450_000);
    expect((await t.ok(farmBook.selListByPage, { kind: "CC" }, as)).total).toBe(1);
    expect((await t.ok(farmBook.selListByPage, { kind: "BCH" }, as)).total).toBe(2);
    const flock = (await t.ok(farmRecord.selBatchPage, { kind: "FLOCK", pageNum: 1, pageSize: 5 }, as)).list[0];
    const onFlock = await t.ok(farmBook.selSummaryByParam, { batchId: flock.id }, as);
    expect(onFlock.categories.map((c) => c.category)).toEqual(expect.arrayContaining(["SEEDLING", "LABOUR", "UTILITIES", "SALES"]));
  });

  it("gives every analysis something to draw", async () => {
    for (const c of Object.values(farmAnalysis)) {
      const r = await t.ok(c, {}, as);
      expect(
        r.series.some((s) => s.values.some((v) => v !== null && v !== 0)),
        c.path,
      ).toBe(true);
    }
    const xs = await t.ok(farmAnalysis.selXsDatas, {}, as);
    expect(xs.series.find((s) => s.key === "sold")?.total).toBe(2000);
  });
});
