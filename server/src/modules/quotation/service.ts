import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { NATIONWIDE, type PageInput, type QuotationRow, type QuotationSource } from "@qinlian/contract";
import { inTx, type Ctx, together } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { queryRows } from "../../kit/db";
import { cstDay } from "../../kit/jobs/daily";
import { publicVisible } from "../goods";
import { areaOwnName, listedPrices, quotationCategories, unitItems } from "../../read/quotation-sources";
import { priceQuotation } from "./schema";

/** Goods types whose list prices make the LISTING quotation: mall goods and supply posts (offers to sell). */
const QUOTED_TYPES = ["GOODS", "SUPPLY"] as const;

/** The province a code belongs to, or the whole country. */
export const provinceOf = (code: string | undefined): string => (code && code !== NATIONWIDE ? `${code.slice(0, 2)}0000` : NATIONWIDE);

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Takes the LISTING snapshot of `day` from what is on sale now: each listing's lowest list price,
 * averaged per category (the listing's own and each ancestor), per province and nationwide, per unit.
 * Re-running a day replaces it. Returns how many rows it wrote.
 */
export async function snapshot(ctx: Ctx, day: string): Promise<number> {
  return inTx(ctx, async (tx) => {
    await tx.db.delete(priceQuotation).where(and(eq(priceQuotation.day, day), eq(priceQuotation.source, "LISTING")));
    const rows = await queryRows<{ one: number }>(
      tx.db,
      sql`
      insert into ${priceQuotation} (day, category_id, area_code, unit, source, avg_price, min_price, max_price, sample_count, computed_at)
      select ${day}::date, cat.id, area.code, l.unit, 'LISTING', round(avg(l.p))::bigint, min(l.p), max(l.p), count(*)::int, ${tx.now.toISOString()}::timestamptz
      from (
        ${listedPrices(QUOTED_TYPES, publicVisible(tx.now))}
      ) l
      cross join lateral (values (left(l.c, 2)), (case when length(l.c) >= 4 then left(l.c, 4) end),
                                 (case when length(l.c) >= 6 then left(l.c, 6) end)) as cat(id)
      cross join lateral (values (${NATIONWIDE}), (case when l.a ~ '^[0-9]{6}$' then left(l.a, 2) || '0000' end)) as area(code)
      where cat.id is not null and area.code is not null
      group by cat.id, area.code, l.unit
      returning 1 as one`,
    );
    return rows.length;
  });
}

/** Days with quotations (newest first) within the last 90 days. */
async function recentDays(ctx: Ctx, source: QuotationSource, area: string): Promise<string[]> {
  const today = cstDay(ctx.now);
  const rows = await ctx.db
    .selectDistinct({ day: priceQuotation.day })
    .from(priceQuotation)
    .where(and(eq(priceQuotation.source, source), eq(priceQuotation.areaCode, area), gte(priceQuotation.day, addDays(today, -89)), lte(priceQuotation.day, today)))
    .orderBy(desc(priceQuotation.day));
  return rows.map((r) => r.day);
}

async function names(ctx: Ctx) {
  const [cats, units] = await together(
    ctx,
    () => quotationCategories(ctx),
    () => unitItems(ctx),
  );
  const unitName = new Map(units.map((u) => [u.code, u.name]));
  return { cats, catById: new Map(cats.map((c) => [c.id, c])), unitName: (u: string) => unitName.get(u) ?? u };
}

async function areaName(ctx: Ctx, area: string): Promise<string> {
  if (area === NATIONWIDE) return "全国";
  const name = await areaOwnName(ctx, area);
  if (name === null) throw invalid("areaCode", "地区不存在");
  return name;
}

/** Basis-point change from `prev` to `cur` (null without a previous price). */
const changeBp = (cur: number, prev: number | null) => (prev ? Math.round(((cur - prev) / prev) * 10_000) : null);

export async function selQuotation(ctx: Ctx, q: PageInput & { day?: string; parentId?: string; keyword?: string; areaCode?: string; source: QuotationSource }) {
  const area = provinceOf(q.areaCode);
  const [aName, n, days] = await together(
    ctx,
    () => areaName(ctx, area),
    () => names(ctx),
    () => recentDays(ctx, q.source, area),
  );
  const day = q.day ?? days[0] ?? null;
  const empty = { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize, day, days };
  if (!day) return empty;
  if (q.parentId && !n.catById.has(q.parentId)) throw notFound("类目");
  const wanted = n.cats.filter((c) =>
    q.keyword ? c.name.includes(q.keyword) || (c.nameEn ?? "").toLowerCase().includes(q.keyword.toLowerCase()) : q.parentId ? c.parentId === q.parentId : c.level === 1,
  );
  if (!wanted.length) return empty;
  const ids = wanted.map((c) => c.id);
  const series = and(eq(priceQuotation.source, q.source), eq(priceQuotation.areaCode, area), inArray(priceQuotation.categoryId, ids));
  const [rows, prev] = await together(
    ctx,
    () =>
      ctx.db
        .select()
        .from(priceQuotation)
        .where(and(series, eq(priceQuotation.day, day))),
    () =>
      // the previous day with data, () => per category and unit (looking back at most 30 days)
      ctx.db
        .selectDistinctOn([priceQuotation.categoryId, priceQuotation.unit], { categoryId: priceQuotation.categoryId, unit: priceQuotation.unit, avgPrice: priceQuotation.avgPrice })
        .from(priceQuotation)
        .where(and(series, lt(priceQuotation.day, day), gte(priceQuotation.day, addDays(day, -30))))
        .orderBy(priceQuotation.categoryId, priceQuotation.unit, desc(priceQuotation.day)),
  );
  const prevOf = new Map(prev.map((p) => [`${p.categoryId}|${p.unit}`, p.avgPrice]));
  const order = new Map(wanted.map((c, i) => [c.id, i]));
  const isLeaf = (id: string) => !n.cats.some((c) => c.parentId === id);
  const list: QuotationRow[] = rows
    .sort((a, b) => order.get(a.categoryId)! - order.get(b.categoryId)! || b.sampleCount - a.sampleCount || a.unit.localeCompare(b.unit))
    .map((r) => {
      const c = n.catById.get(r.categoryId)!;
      const prevAvg = prevOf.get(`${r.categoryId}|${r.unit}`) ?? null;
      return {
        day: r.day,
        categoryId: r.categoryId,
        categoryName: c.name,
        categoryNameEn: c.nameEn,
        level: c.level,
        isLeaf: isLeaf(c.id),
        areaCode: area,
        areaName: aName,
        unit: r.unit,
        unitName: n.unitName(r.unit),
        avgPrice: r.avgPrice,
        minPrice: r.minPrice,
        maxPrice: r.maxPrice,
        sampleCount: r.sampleCount,
        prevAvgPrice: prevAvg,
        changeBp: changeBp(r.avgPrice, prevAvg),
      };
    });
  const start = (q.pageNum - 1) * q.pageSize;
  return { ...empty, list: list.slice(start, start + q.pageSize), total: list.length };
}

export async function selTrend(ctx: Ctx, q: { categoryId: string; areaCode?: string; unit?: string; days: number; source: QuotationSource }) {
  const area = provinceOf(q.areaCode);
  const [aName, n] = await together(
    ctx,
    () => areaName(ctx, area),
    () => names(ctx),
  );
  const cat = n.catById.get(q.categoryId);
  if (!cat) throw notFound("类目");
  const to = cstDay(ctx.now);
  const from = addDays(to, -(q.days - 1));
  const series = and(eq(priceQuotation.categoryId, q.categoryId), eq(priceQuotation.areaCode, area), eq(priceQuotation.source, q.source), gte(priceQuotation.day, from), lte(priceQuotation.day, to));
  const units = await ctx.db
    .select({ unit: priceQuotation.unit, n: sql<number>`sum(${priceQuotation.sampleCount})::int` })
    .from(priceQuotation)
    .where(series)
    .groupBy(priceQuotation.unit)
    .orderBy(desc(sql`sum(${priceQuotation.sampleCount})`), asc(priceQuotation.unit));
  const unit = q.unit ?? units[0]?.unit ?? null;
  const points = unit
    ? await ctx.db
        .select({ day: priceQuotation.day, avgPrice: priceQuotation.avgPrice, minPrice: priceQuotation.minPrice, maxPrice: priceQuotation.maxPrice, sampleCount: priceQuotation.sampleCount })
        .from(priceQuotation)
        .where(and(series, eq(priceQuotation.unit, unit)))
        .orderBy(asc(priceQuotation.day))
    : [];
  return {
    categoryId: cat.id,
    categoryName: cat.name,
    areaCode: area,
    areaName: aName,
    unit,
    unitName: unit ? n.unitName(unit) : null,
    units: units.map((u) => ({ code: u.unit, name: n.unitName(u.unit) })),
    from,
    to,
    points,
  };
}
