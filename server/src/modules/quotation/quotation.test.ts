import { Codes, NATIONWIDE, quotation } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { cstDay, dueAt, nextDay, scheduleDay } from "../../kit/jobs/daily";
import { job } from "../../kit/jobs/schema";
import { JobRunner } from "../../kit/jobs/runner";
import { jobHandlers } from "..";
import { seedGoods, seedShop, updateGoods } from "../search/test-goods";
import { createTestApp } from "../../testing/harness";
import { quotationDaily } from "./daily";
import { backfillQuotationHistory } from "./demo-history";
import { priceQuotation } from "./schema";
import { snapshot } from "./service";

describe("market price quotation", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const today = cstDay(ctx.now);
  await createPerson(ctx.db, { id: "m-q", loginName: "qseller", mobile: "13900005001", password: "Sell@2026", name: "卖家", roles: ["SHOP_OWNER"] });
  const shopId = await seedShop(ctx, { boId: "m-q", name: "行情测试店" });
  // chicks per bird: Jinan 300 / 340, Qingdao 380; Henan 500; one in 只 (a different unit)
  await seedGoods(ctx, { boId: "m-q", shopId, name: "海兰褐蛋鸡苗", categoryId: "010101", prices: [300, 420], originAreaCode: "370102" });
  await seedGoods(ctx, { boId: "m-q", shopId, name: "褐壳蛋鸡苗 B", categoryId: "010101", prices: [340], originAreaCode: "370102" });
  await seedGoods(ctx, { boId: "m-q", shopId, name: "京红蛋鸡苗", categoryId: "010102", prices: [380], originAreaCode: "370211" });
  await seedGoods(ctx, { boId: "m-q", shopId, name: "豫粉蛋鸡苗", categoryId: "010102", prices: [500], originAreaCode: "410102" });
  await seedGoods(ctx, { boId: "m-q", shopId, name: "青年鸡", categoryId: "010104", prices: [2_500], unit: "ZHI", originAreaCode: "370102" });
  await seedGoods(ctx, { type: "SUPPLY", boId: "m-q", name: "供应蛋鸡苗", categoryId: "010101", price: 320, originAreaCode: "370102" });
  await seedGoods(ctx, { type: "DEMAND", boId: "m-q", name: "求购蛋鸡苗", categoryId: "010101", price: 100, originAreaCode: "370102" });
  const off = await seedGoods(ctx, { boId: "m-q", shopId, name: "下架蛋鸡苗", categoryId: "010101", prices: [10], originAreaCode: "370102" });
  await updateGoods(ctx, off, { status: "OFF" });

  const row = async (categoryId: string, areaCode: string, unit = "YU", day = today) =>
    (await ctx.db.select().from(priceQuotation).where(and(eq(priceQuotation.day, day), eq(priceQuotation.categoryId, categoryId), eq(priceQuotation.areaCode, areaCode), eq(priceQuotation.unit, unit))))[0];

  it("takes a day's snapshot from on-sale goods and supply posts: each listing's lowest price, per category level, province and unit", async () => {
    await snapshot(ctx, today);
    // 010101 nationwide: 300, 340 and the supply post 320 (not the demand post, not the off-shelf goods)
    expect(await row("010101", NATIONWIDE)).toMatchObject({ avgPrice: 320, minPrice: 300, maxPrice: 340, sampleCount: 3, source: "LISTING" });
    expect(await row("0101", NATIONWIDE)).toMatchObject({ avgPrice: 368, minPrice: 300, maxPrice: 500, sampleCount: 5 });
    expect(await row("0101", "370000")).toMatchObject({ minPrice: 300, maxPrice: 380, sampleCount: 4 });
    expect(await row("0101", "410000")).toMatchObject({ avgPrice: 500, sampleCount: 1 });
    expect(await row("0101", NATIONWIDE, "ZHI")).toMatchObject({ avgPrice: 2_500, sampleCount: 1 });
    // re-running the day replaces it
    await snapshot(ctx, today);
    expect((await row("010101", NATIONWIDE)).sampleCount).toBe(3);
  });

  it("lists a day's quotation by category level, with the change from the previous day", async () => {
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await ctx.db.insert(priceQuotation).values({ day: yesterday, categoryId: "0101", areaCode: NATIONWIDE, unit: "YU", source: "LISTING", avgPrice: 400, minPrice: 300, maxPrice: 500, sampleCount: 4 });
    const top = await t.ok(quotation.selQuotationByParam, {});
    expect(top.day).toBe(today);
    expect(top.days).toEqual([today, yesterday]);
    expect(top.list.map((r) => r.categoryId)).toEqual(["01", "01"]);
    const sub = await t.ok(quotation.selQuotationByParam, { parentId: "01" });
    const chicks = sub.list.find((r) => r.categoryId === "0101" && r.unit === "YU")!;
    expect(chicks).toMatchObject({ categoryName: "蛋鸡苗", unitName: "羽", areaName: "全国", avgPrice: 368, prevAvgPrice: 400, changeBp: -800 });
    const sd = await t.ok(quotation.selQuotationByParam, { parentId: "0101", areaCode: "370102" });
    expect(sd.list[0]).toMatchObject({ areaCode: "370000", areaName: "山东省", categoryId: "010101", isLeaf: true, prevAvgPrice: null, changeBp: null });
    const byName = await t.ok(quotation.selQuotationByParam, { keyword: "褐壳" });
    expect(byName.list.map((r) => r.categoryId)).toEqual(["010101"]);
    expect((await t.ok(quotation.selQuotationByParam, { source: "DEAL" })).list).toEqual([]); // no orders yet
    const paged = await t.ok(quotation.selQuotationByParam, { parentId: "01", pageSize: 1, pageNum: 2 });
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBe(sub.total);
  });

  it("draws a category's trend over the last N days in its commonest unit", async () => {
    const tr = await t.ok(quotation.selTrendByParam, { categoryId: "0101", days: 30 });
    expect(tr.unit).toBe("YU");
    expect(tr.units.map((u) => u.code)).toEqual(["YU", "ZHI"]);
    expect(tr.points.map((p) => p.avgPrice)).toEqual([400, 368]);
    expect(tr.points.at(-1)!.day).toBe(today);
    expect(tr.to).toBe(today);
    const zhi = await t.ok(quotation.selTrendByParam, { categoryId: "0101", unit: "ZHI", days: 90 });
    expect(zhi.points).toHaveLength(1);
  });

  it("names the bad field", async () => {
    const cases: [unknown, string, string][] = [
      [quotation.selQuotationByParam, { parentId: "1" } as never, "parentId"],
      [quotation.selQuotationByParam, { day: "2026/01/01" } as never, "day"],
      [quotation.selQuotationByParam, { areaCode: "999999" } as never, "areaCode"],
      [quotation.selTrendByParam, { categoryId: "0101", days: 3 } as never, "days"],
      [quotation.selTrendByParam, {} as never, "categoryId"],
    ];
    for (const [call, input, field] of cases) {
      const r = await t.call(call as typeof quotation.selTrendByParam, input as never);
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg).toContain(field);
    }
    expect((await t.call(quotation.selTrendByParam, { categoryId: "99" })).code).toBe(Codes.NOT_FOUND);
  });

  it("the daily job takes the day's snapshot at 23:50 China time and schedules the next day", async () => {
    expect(dueAt("2026-11-21", 23, 50).toISOString()).toBe("2026-11-21T15:50:00.000Z");
    const day = "2026-01-05";
    await scheduleDay(ctx.db, quotationDaily, day);
    await scheduleDay(ctx.db, quotationDaily, day); // once per day however often it is asked
    await ctx.db.update(job).set({ runAt: new Date(Date.now() - 1000) }).where(eq(job.dedupeKey, `quotation.snapshot:${day}`));
    const runner = new JobRunner(ctx.db, jobHandlers, t.app.log, { pollMs: 10 }, t.systemCtx);
    expect(await runner.tick()).toBe(1);
    expect((await row("010101", NATIONWIDE, "YU", day)).sampleCount).toBe(3);
    const jobs = await ctx.db.select().from(job).where(eq(job.kind, "quotation.snapshot"));
    expect(jobs.find((j) => j.dedupeKey === `quotation.snapshot:${day}`)?.status).toBe("done");
    const next = [nextDay(day), today].sort().at(-1)!;
    expect(jobs.find((j) => j.dedupeKey === `quotation.snapshot:${next}`)).toMatchObject({ status: "pending" });
  });

  it("demo data backfills 90 days of plausible history", async () => {
    await ctx.db.delete(priceQuotation);
    const n = await backfillQuotationHistory(ctx, 90);
    const series = await ctx.db.select().from(priceQuotation).where(and(eq(priceQuotation.categoryId, "0101"), eq(priceQuotation.areaCode, NATIONWIDE), eq(priceQuotation.unit, "YU")));
    expect(series).toHaveLength(91);
    expect(n).toBeGreaterThan(90 * 5);
    for (const r of series) {
      expect(r.avgPrice).toBeGreaterThan(368 * 0.8);
      expect(r.avgPrice).toBeLessThan(368 * 1.2);
      expect(r.minPrice).toBeLessThanOrEqual(r.avgPrice);
      expect(r.maxPrice).toBeGreaterThanOrEqual(r.avgPrice);
    }
    const tr = await t.ok(quotation.selTrendByParam, { categoryId: "0101", days: 90 });
    expect(tr.points).toHaveLength(90);
  });
});
