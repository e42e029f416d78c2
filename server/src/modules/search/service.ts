import { PRICE_BANDS, SEARCH_MAX_RESULTS, type SearchFacets, type SearchResult, type SearchSort, type searchInput } from "@qinlian/contract";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../../kit/context";
import { queryRows } from "../../kit/db";
import { invalid } from "../../kit/errors";
import { cstDay } from "../../kit/jobs/daily";
import { withBadges } from "./badges";
import { facetAreas, facetCategories } from "../../read/search-index";
import { goodsCardsByIds } from "./cards";
import { cellsServe, countSql, facetSql, pageTiers, restSparseSql, tierSparseSql, tierSql, tierWindowSql, type SearchFilters } from "./query";
import { cachedPage } from "./page-cache";
import { queryText } from "./tokens";
import { together } from "../../kit/context";
import { sharedReads } from "../../kit/shared-reads";

type Input = z.output<typeof searchInput>;

/** The words of a keyword that were searched for (for highlighting): its runs of letters and digits. */
const termsOf = (keyword: string) => [...new Set(keyword.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [])];

export function filtersOf(ctx: Ctx, q: Input): SearchFilters {
  return {
    kind: q.type,
    keyword: q.keyword || undefined,
    categoryId: q.categoryId,
    areaCode: q.areaCode,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    shopId: q.shopId,
    today: cstDay(ctx.now),
  };
}

type Counts = { total: number; facets: SearchFacets | null };

/**
 * Totals and facet counts are kept for FACET_TTL_MS per database and filter set (not per page or
 * sort): counting every match of a keyword is the costly part of a broad search (without a keyword
 * they are summed from the facet cells, cheap but not free), and the same searches repeat. So a
 * count may lag the shelf by that long; the results listed never do (the page query always runs).
 */
export const FACET_TTL_MS = 30_000;
const FACET_MAX = 1_000;
const countCache = new WeakMap<object, Map<string, { at: number; value: Counts }>>();

async function countsOf(ctx: Ctx, f: SearchFilters, withFacets: boolean): Promise<Counts> {
  const key = JSON.stringify([f, withFacets]);
  const cache = ctx.inTransaction ? null : (countCache.get(ctx.db) ?? countCache.set(ctx.db, new Map()).get(ctx.db)!);
  const hit = cache?.get(key);
  if (hit && ctx.now.getTime() - hit.at < FACET_TTL_MS) return hit.value;
  if (!cache) return countsRead(ctx, f, withFacets);
  const value = await countsReading(ctx.db, key, () => countsRead(ctx, f, withFacets));
  if (cache.size >= FACET_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: ctx.now.getTime(), value });
  return value;
}

/** Counts being read are shared by the searches asking for them meanwhile. */
const countsReading = sharedReads<Counts>();

async function countsRead(ctx: Ctx, f: SearchFilters, withFacets: boolean): Promise<Counts> {
  const rows = await queryRows<{ facet: string; key: string | null; n: number }>(ctx.db, withFacets || cellsServe(f) ? facetSql(f) : countSql(f));
  return { total: rows.find((r) => r.facet === "t")?.n ?? 0, facets: withFacets ? await nameFacets(ctx, rows) : null };
}

/** How many rows of a keyword tier's order are looked through for a page before its matches are fetched through the GIN index instead. */
const windowFor = (need: number) => Math.min(Math.max(1_000, 40 * need), 5_000);

/**
 * The ids of one page: the rank-ordered tiers (query.ts) are read one after another until the page
 * is full, each up to the page's end. A keyword tier is first looked for among the first rows of its
 * order (a window). When the title tier's window falls short, its matches come through the title's
 * own GIN index (as many rows as goods with the keyword in their title) and the next tiers are
 * windowed again; when a later window falls short the keyword is sparse in that order: a keyword's
 * relevance tiers then fetch this tier and all later ones in one pass over its matches through the GIN
 * index (restSparseSql; before, each later tier made its own pass, up to four over the same rows), other
 * tiers go straight to the GIN index one by one. Pages 1–5 of a common search read a few hundred rows of
 * one tier.
 */
export async function pageIds(ctx: Pick<Ctx, "db">, f: SearchFilters, sort: SearchSort, limit: number, offset: number): Promise<string[]> {
  const ids = async (q: SQL) => (await queryRows<{ goods_id: string }>(ctx.db, q)).map((r) => r.goods_id);
  const out: string[] = [];
  let skip = offset;
  let sparse = false;
  for (const t of pageTiers(f, sort)) {
    const need = skip + limit - out.length;
    let rows = t.keyword && sparse ? [] : await ids(t.keyword ? tierWindowSql(t, need, windowFor(need)) : tierSql(t, need));
    if (t.keyword && rows.length < need) {
      if (t.title) {
        // the keyword's title matches through the title index: exact for this tier, and as cheap as
        // the keyword is rare in titles; the next tiers are looked for in their windows again
        rows = await ids(tierSparseSql(t, need));
        out.push(...rows.slice(skip));
        skip = Math.max(0, skip - rows.length);
        if (out.length >= limit) break;
        continue;
      }
      if (t.rest) {
        // this tier and the later ones in one pass over the keyword's matches: the page ends here
        out.push(...(await ids(restSparseSql({ ...t, rest: t.rest }, need))).slice(skip));
        break;
      }
      sparse = true;
      rows = await ids(tierSparseSql(t, need));
    }
    out.push(...rows.slice(skip));
    skip = Math.max(0, skip - rows.length);
    if (out.length >= limit) break;
  }
  return out;
}

/** Ranked matching ids of one page, and the total (with the facets when asked for). */
export async function searchIds(ctx: Ctx, q: Input): Promise<{ ids: string[] } & Counts> {
  if (q.pageNum * q.pageSize > SEARCH_MAX_RESULTS) {
    throw invalid("pageNum", `最多浏览前 ${SEARCH_MAX_RESULTS} 条结果，请缩小搜索范围`);
  }
  const f = filtersOf(ctx, q);
  const [page, counts] = await together(
    ctx,
    () => cachedPage(ctx, JSON.stringify([f, q.sort, q.pageSize, q.pageNum]), () => pageIds(ctx, f, q.sort, q.pageSize, (q.pageNum - 1) * q.pageSize)),
    () => countsOf(ctx, f, q.facets),
  );
  return { ids: page, ...counts };
}

async function nameFacets(ctx: Ctx, rows: readonly { facet: string; key: string | null; n: number }[]): Promise<SearchFacets> {
  const cat = rows.filter((r) => r.facet === "c" && r.key && r.n > 0);
  const area = rows.filter((r) => r.facet === "a" && r.key && r.n > 0);
  const [cats, areas] = await together(
    ctx,
    () =>
      facetCategories(
        ctx,
        cat.map((r) => r.key!),
      ),
    () =>
      facetAreas(
        ctx,
        area.map((r) => r.key!),
      ),
  );
  const catById = new Map(cats.map((c) => [c.id, c]));
  const areaByCode = new Map(areas.map((a) => [a.code, a]));
  const byCount = <T extends { count: number; key: string }>(a: T, b: T) => b.count - a.count || a.key.localeCompare(b.key);
  return {
    categories: cat
      .map((r) => ({ key: r.key!, name: catById.get(r.key!)?.name ?? r.key!, nameEn: catById.get(r.key!)?.nameEn ?? null, count: r.n }))
      .sort((a, b) => (catById.get(a.key)?.sort ?? 0) - (catById.get(b.key)?.sort ?? 0) || a.key.localeCompare(b.key)),
    areas: area.map((r) => ({ key: r.key!, name: areaByCode.get(r.key!)?.name ?? r.key!, nameEn: null, count: r.n })).sort(byCount),
    priceBands: rows
      .filter((r) => r.facet === "p" && r.key && r.n > 0)
      .map((r) => Number(r.key))
      .sort((a, b) => a - b)
      .map((i) => ({ min: PRICE_BANDS[i - 1], max: i < PRICE_BANDS.length ? PRICE_BANDS[i] : null, count: rows.find((r) => r.facet === "p" && Number(r.key) === i)!.n })),
  };
}

/**
 * The search call: ranked, filtered, faceted, paged. The ids of the page are read off the index, or
 * kept until the index next changes (./page-cache: an off-shelf goods is gone at once); their cards come from the goods module's card cache
 * (dropped by goods.changed / shop.changed), their coupon and promotion badges from ./badges (cached
 * for a few seconds), the totals and facets from countsOf (cached for FACET_TTL_MS).
 */
export async function searchGoods(ctx: Ctx, q: Input): Promise<SearchResult> {
  const { ids, total, facets } = await searchIds(ctx, q);
  const keyword = q.keyword && queryText(q.keyword) ? q.keyword.trim() : null;
  return {
    list: await withBadges(ctx, await goodsCardsByIds(ctx, ids)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    keyword,
    terms: keyword ? termsOf(keyword) : [],
    facets,
  };
}
