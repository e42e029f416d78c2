import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { cstDay } from "../../kit/jobs/daily";
import { priceQuotation } from "./schema";
import { snapshot } from "./service";

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A number in [0, 1) from a string (FNV-1a), so the made-up history is the same on every install. */
function unit(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 4_294_967_296;
}

/**
 * Demo data: takes today's snapshot from the demo listings, then fills the `days` before it with a
 * plausible history for each series — a slow drift (up to ±8 % over the period), a seasonal swing of
 * a few percent with a 3–6 week period, and small daily noise; min/max keep today's spread around the
 * average, sample counts vary a little. Deterministic per series. Returns the rows written.
 */
export async function backfillQuotationHistory(ctx: Ctx, days = 90): Promise<number> {
  const today = cstDay(ctx.now);
  await snapshot(ctx, today);
  const base = await ctx.db.select().from(priceQuotation).where(and(eq(priceQuotation.day, today), eq(priceQuotation.source, "LISTING")));
  const rows: (typeof priceQuotation.$inferInsert)[] = [];
  for (const b of base) {
    const key = `${b.categoryId}|${b.areaCode}|${b.unit}`;
    const drift = (unit(`${key}:drift`) - 0.5) * 0.16;
    const swing = 0.02 + unit(`${key}:swing`) * 0.05;
    const period = 21 + unit(`${key}:period`) * 21;
    const phase = unit(`${key}:phase`) * period;
    const lowRatio = b.minPrice / b.avgPrice;
    const highRatio = b.maxPrice / b.avgPrice;
    for (let ago = 1; ago <= days; ago++) {
      const day = addDays(today, -ago);
      const noise = (unit(`${key}:${day}`) - 0.5) * 0.03;
      const factor = 1 - drift * (ago / days) + swing * Math.sin((2 * Math.PI * (ago + phase)) / period) + noise;
      const avg = Math.max(1, Math.round(b.avgPrice * factor));
      rows.push({
        day,
        categoryId: b.categoryId,
        areaCode: b.areaCode,
        unit: b.unit,
        source: "LISTING",
        avgPrice: avg,
        minPrice: Math.max(1, Math.min(avg, Math.round(avg * lowRatio))),
        maxPrice: Math.max(avg, Math.round(avg * highRatio)),
        sampleCount: Math.max(1, b.sampleCount + Math.round((unit(`${key}:${day}:n`) - 0.5) * Math.max(2, b.sampleCount * 0.4))),
        computedAt: ctx.now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await ctx.db.insert(priceQuotation).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  }
  return rows.length;
}
