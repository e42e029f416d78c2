import type { RecordRowInput } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../kit/context";
import { addBatch, addRecords, syncFarmRecordData } from "../modules/farm-record";
import { requireManufacturer } from "../modules/manufacturer";

/** Acts as the demo buyer (张建国, a person) on their default farm. */
const asBuyer = (ctx: Ctx): AuthedCtx => ({
  ...ctx,
  member: { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set() },
});

/** China's calendar day `daysAgo` before now. */
const dayAgo = (ctx: Ctx, daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** A small deterministic sequence (the demo looks the same on every load). */
function seq(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * Looks up one of the farm's places or plots by name. The demo seed may read seed rows straight from
 * tables; farm-material and farm-land export no list function by name yet (see the report).
 */
async function idByName(ctx: Ctx, table: "farm_range" | "land_plot", farmId: string, name: string): Promise<string | null> {
  const r = await ctx.db.execute<{ id: string }>(
    sql`select id from ${sql.identifier(table)} where manufacturer_id = ${farmId} and name = ${name} and deleted_at is null limit 1`,
  );
  const rows = (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows) as { id: string }[];
  return rows[0]?.id ?? null;
}

/** The farm's material of a catalogue name (the demo's materials, demo/farm-material.ts). */
async function materialByName(ctx: Ctx, farmId: string, name: string): Promise<string | null> {
  const r = await ctx.db.execute<{ id: string }>(
    sql`select m.id from farm_material m join material_catalog c on c.id = m.catalog_id where m.manufacturer_id = ${farmId} and c.name = ${name} and m.deleted_at is null limit 1`,
  );
  const rows = (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows) as { id: string }[];
  return rows[0]?.id ?? null;
}

/**
 * Demo: a broiler batch of 5 000 white-feather broilers placed in 1号鸡舍 41 days ago, with 42 days of
 * daily feed, water, mortality and weight-sampling records, vaccinations on the usual days (7: ND-IB
 * eye drop, 14: IBD in water, 21: ND booster), a coccidiosis medication on day 18 and a crop batch of
 * winter wheat on 东岭麦田 with sowing, fertilising and spraying records.
 */
export async function loadFarmRecordDemo(ctx: Ctx): Promise<void> {
  // The templates are shipped platform data; written here too (idempotent) so the demo never depends on
  // the order of start-up steps.
  await syncFarmRecordData(ctx.db);
  const as = asBuyer(ctx);
  const farm = await requireManufacturer(as);
  const houseId = await idByName(ctx, "farm_range", farm.id, "1号鸡舍");
  if (houseId) {
    const start = 41;
    const heads = 5000;
    const flock = await addBatch(as, { kind: "FLOCK", name: `${dayAgo(ctx, start).slice(0, 7)} 白羽肉鸡`, rangeId: houseId, breed: "白羽肉鸡 AA+", startDate: dayAgo(ctx, start), headCount: heads, note: "雏源：山东益生种畜禽" });
    const rnd = seq(20260301);
    const on = (age: number, values: RecordRowInput["values"], note?: string): RecordRowInput => ({
      subjectKind: "BATCH",
      subjectId: flock.id,
      recordDate: dayAgo(ctx, start - age + 1),
      values,
      ...(note ? { note } : {}),
    });
    const store = await idByName(ctx, "farm_range", farm.id, "饲料库");
    const vaccines = await idByName(ctx, "farm_range", farm.id, "兽药库");
    const feedOf = [await materialByName(ctx, farm.id, "肉鸡前期配合饲料（510）"), await materialByName(ctx, farm.id, "肉鸡中期配合饲料（511）"), await materialByName(ctx, farm.id, "肉鸡后期配合饲料（512）")];
    // the day's feed taken out of the feed store with the record (FIFO cost onto the batch)
    const fromStore = (materialId: string | null, storeId: string | null, quantity: number): RecordRowInput["values"] => (materialId && storeId ? { material: { materialId, storeId, quantity } } : {});
    const nd = await materialByName(ctx, farm.id, "新城疫-传染性支气管炎二联活疫苗");
    const ibd = await materialByName(ctx, farm.id, "传染性法氏囊病活疫苗");
    const feed: RecordRowInput[] = [];
    const water: RecordRowInput[] = [];
    const deaths: RecordRowInput[] = [];
    const weights: RecordRowInput[] = [];
    let alive = heads;
    for (let age = 1; age <= 42; age++) {
      const dead = age <= 7 ? 5 + Math.floor(rnd() * 6) : 1 + Math.floor(rnd() * 3);
      const culls = age % 10 === 0 ? 2 : 0;
      alive -= dead + culls;
      const grams = 12 + 5.2 * age;
      const feedKg = Math.round((alive * grams) / 100) / 10;
      const stage = age <= 14 ? 0 : age <= 28 ? 1 : 2;
      feed.push(on(age, { feedKg, stage: (["STARTER", "GROWER", "FINISHER"] as const)[stage], ...fromStore(feedOf[stage], store, feedKg) }));
      water.push(on(age, { waterL: Math.round(feedKg * 18) / 10 }));
      deaths.push(on(age, culls ? { deaths: dead, culls, cause: age <= 7 ? "WEAK" : "NORMAL" } : { deaths: dead, cause: age <= 7 ? "WEAK" : "NORMAL" }));
      const avg = Math.round(42 + 1.4 * age * age + 8 * age + (rnd() - 0.5) * 20);
      weights.push(on(age, { sampleSize: 50, avgWeightG: avg, uniformityPct: Math.round((82 + rnd() * 8) * 10) / 10 }));
    }
    await addRecords(as, { type: "INTAKE", rows: [on(1, { birds: heads, source: "山东益生种畜禽", chickWeightG: 42 })] });
    await addRecords(as, { type: "FEED", rows: feed });
    await addRecords(as, { type: "WATER", rows: water });
    await addRecords(as, { type: "MORTALITY", rows: deaths });
    await addRecords(as, { type: "WEIGHT", rows: weights });
    await addRecords(as, {
      type: "VACCINE",
      rows: [
        on(7, { vaccine: "新城疫-传染性支气管炎二联活疫苗", disease: "P_ND", method: "EYE_DROP", doses: 5000, ...fromStore(nd, vaccines, 5) }),
        on(14, { vaccine: "传染性法氏囊病活疫苗", disease: "P_IBD", method: "DRINKING", doses: 5000, ...fromStore(ibd, vaccines, 5) }),
        on(21, { vaccine: "新城疫 La Sota 株活疫苗", disease: "P_ND", method: "DRINKING", doses: 5000, ...fromStore(nd, vaccines, 5) }, "二免"),
      ],
    });
    await addRecords(as, {
      type: "MEDICATION",
      rows: [on(18, { disease: "P_COCCIDIOSIS", drug: "地克珠利溶液", dosage: "1ml/4L 饮水", days: 3, withdrawalDays: 5 }, "粪便带血，个别鸡精神沉郁")],
    });
  }
  const plotId = await idByName(ctx, "land_plot", farm.id, "东岭麦田");
  if (plotId) {
    const wheat = await addBatch(as, { kind: "CROP", name: "冬小麦 济麦44", plotId, breed: "济麦44", startDate: dayAgo(ctx, 45) });
    const onWheat = (daysAgo: number, values: RecordRowInput["values"]): RecordRowInput => ({ subjectKind: "BATCH", subjectId: wheat.id, recordDate: dayAgo(ctx, daysAgo), values });
    await addRecords(as, { type: "FERTILISE", rows: [onWheat(46, { fertiliser: "复合肥（15-15-15）", amountKg: 750, areaMu: 15, method: "BASE" })] });
    await addRecords(as, { type: "SOWING", rows: [onWheat(45, { crop: "冬小麦", variety: "济麦44", areaMu: 15, seedKg: 225, method: "DRILL" })] });
    await addRecords(as, { type: "IRRIGATE", rows: [{ subjectKind: "PLOT", subjectId: plotId, recordDate: dayAgo(ctx, 20), values: { waterM3: 600, hours: 8, method: "SPRINKLER" } }] });
    await addRecords(as, { type: "SPRAY", rows: [onWheat(12, { disease: "C_APHID", pesticide: "10% 吡虫啉可湿性粉剂", dilution: "1500 倍", liquidL: 450, areaMu: 15, safetyDays: 14 })] });
  }
}
