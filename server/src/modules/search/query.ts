import { sql, type SQL } from "drizzle-orm";
import { PRICE_BANDS, type SearchKind, type SearchSort } from "@qinlian/contract";
import { searchFacetCell, searchGoods as sg } from "./schema";
import { queryText } from "./tokens";

/** The filters of one search, already validated. */
export interface SearchFilters {
  kind: SearchKind;
  keyword?: string;
  categoryId?: string;
  areaCode?: string;
  priceMin?: number;
  priceMax?: number;
  shopId?: string;
  /** Today (Asia/Shanghai), "YYYY-MM-DD": posts valid until an earlier day are left out. */
  today: string;
}

/** The tsquery of the keyword as SQL (every lexeme limited to `weights` when given), or null when there is no searchable keyword. */
export function tsQuery(keyword: string | undefined, weights = ""): SQL | null {
  const q = keyword ? queryText(keyword, weights) : null;
  return q ? sql`${q}::tsquery` : null;
}

/** The category column of a level (1-3). */
const catColumn = (level: number) => (level === 1 ? sg.cat1 : level === 2 ? sg.cat2 : sg.cat3);

/** The column the category facet groups by: the level below the chosen category (level 1 without one). */
function categoryFacet(categoryId: string | undefined): SQL {
  return sql`${catColumn(categoryId ? Math.min(categoryId.length / 2 + 1, 3) : 1)}`;
}

/** Likewise for areas: provinces; a province's cities; a city's (or county's) counties. */
function areaFacet(code: string | undefined): SQL {
  if (!code) return sql`${sg.provinceCode}`;
  return sql`${code.endsWith("0000") ? sg.cityCode : sg.countyCode}`;
}

function priceCondition(f: SearchFilters): SQL | null {
  if (f.priceMin === undefined && f.priceMax === undefined) return null;
  const parts: SQL[] = [sql`${sg.price} is not null`];
  if (f.priceMin !== undefined) parts.push(sql`${sg.price} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) parts.push(sql`${sg.price} <= ${f.priceMax}`);
  return sql.join(parts, sql` and `);
}

/** Every condition except the price range (the price facet counts without it). */
function baseConditions(f: SearchFilters, q: SQL | null): SQL {
  const c: SQL[] = [sql`${sg.kind} = ${f.kind}`, sql`(${sg.validUntil} is null or ${sg.validUntil} >= ${f.today})`];
  if (q) c.push(sql`${sg.tsv} @@ ${q}`);
  // the chosen level alone (it implies its ancestors): one column, so the planner's estimate holds
  // and the (kind, catN, sort) indexes serve the sorted pages of a category
  if (f.categoryId) c.push(sql`${catColumn(f.categoryId.length / 2)} = ${f.categoryId}`);
  // province → city → county, for the (province_code, city_code) index
  if (f.areaCode) {
    c.push(sql`${sg.provinceCode} = ${`${f.areaCode.slice(0, 2)}0000`}`);
    if (!f.areaCode.endsWith("0000")) c.push(sql`${sg.cityCode} = ${`${f.areaCode.slice(0, 4)}00`}`);
    if (!f.areaCode.endsWith("00")) c.push(sql`${sg.countyCode} = ${f.areaCode}`);
  }
  if (f.shopId) c.push(sql`${sg.shopId} = ${f.shopId}`);
  return sql.join(c, sql` and `);
}

/** Every condition of a search (its matches, whatever their order). */
export function whereOf(f: SearchFilters, q: SQL | null): SQL {
  const price = priceCondition(f);
  return price ? sql`${baseConditions(f, q)} and ${price}` : baseConditions(f, q);
}

/**
 * A page order: its leading column (and the same value as an expression no index has) and
 * direction, then the tie-breakers. The columns ordered are not null where it is read (sales, time,
 * price of the priced tier), so the nulls clause changes no result: it is the one of the index that
 * serves the order (forward: as declared in schema.ts; backward: the opposite), else the planner
 * sorts every row instead.
 */
interface Order {
  lead: SQL;
  hidden: SQL;
  dir: SQL;
  rest: SQL;
}

const BY_SALES: Order = { lead: sql`${sg.salesCount}`, hidden: sql`(${sg.salesCount} + 0)`, dir: sql`desc nulls last`, rest: sql`${sg.onShelfAt} desc nulls last, ${sg.goodsId}` };
const orderSql = (o: Order, lead = o.lead) => sql`${lead} ${o.dir}, ${o.rest}`;

/**
 * One tier of a page (see pageTiers): the rows matching `filter` (and `keyword`, when there is one)
 * in `order`. `filter` holds no keyword condition, so a btree of the order serves it alone.
 */
export interface Tier {
  filter: SQL;
  keyword: SQL | null;
  order: Order;
  /**
   * The keyword condition is a title match (the first relevance tier), which the title's own GIN index
   * serves: when the tier is sparse in its order its matches are fetched through that index, reading
   * the goods with the keyword in their title only (not every goods that has it in any field).
   */
  title?: boolean;
  /**
   * A keyword's relevance tiers: the matches of this tier and of every later one (`where`) and which
   * of them a match is in (`rank`: 0 for this tier, 1 for the next, …), so a keyword that is sparse in
   * the sales order is fetched for all of its remaining tiers in one pass over its matches.
   */
  rest?: { where: SQL; rank: SQL };
}

/** The title's lexemes (weight A) of a search row: the expression of the index search_goods_title_gin. */
export const titleVector = sql`ts_filter(${sg.tsv}, '{a}')`;

/**
 * The relevance tiers of a keyword: the whole keyword found in the title (weight A), else only with
 * the category and attributes (B), else only with the subtitle (C), else (the shop's or publisher's
 * name, D). Each tier is a condition of its own, so a page of the first is read off an index in
 * sales order, where ts_rank would have to read and rank every match before the first page.
 */
const RELEVANCE_TIERS = ["A", "AB", "ABC"] as const;

/**
 * The page tiers of a search, in rank order: the ranked matches are the rows of the first, then
 * those of the second, … (service.ts reads them until a page is full):
 *  - RELEVANCE with a keyword: the tiers above, each by sales (best seller first), newest, id;
 *  - RELEVANCE without one, and SALES: by sales, newest, id;
 *  - PRICE_ASC / PRICE_DESC: the priced goods by price (then sales, id), then the negotiable ones
 *    (no price, 面议) by sales, so neither direction puts them first;
 *  - NEWEST: by time on the shelf, id.
 */
export function pageTiers(f: SearchFilters, sort: SearchSort): Tier[] {
  const q = tsQuery(f.keyword);
  const filter = whereOf(f, null);
  const tier = (order: Order, keyword: SQL | null = q, extra?: SQL): Tier => ({ filter: extra ? sql`${filter} and ${extra}` : filter, keyword: keyword && sql`${sg.tsv} @@ ${keyword}`, order });
  switch (sort) {
    case "RELEVANCE": {
      if (!q) return [tier(BY_SALES)];
      const tiers: Tier[] = [];
      const qs = RELEVANCE_TIERS.map((w) => tsQuery(f.keyword, w)!);
      // each tier's own match; the first (in the title) as the title index's expression, the same rows as tsv @@ q:A
      const matches = qs.map((qw, i) => (i === 0 ? sql`${titleVector} @@ ${q}` : sql`${sg.tsv} @@ ${qw}`));
      matches.forEach((match, i) => tiers.push({ ...tier(BY_SALES, null, i ? sql`not (${matches[i - 1]})` : undefined), keyword: match, ...(i ? {} : { title: true }) }));
      tiers.push(tier(BY_SALES, q, sql`not (${matches.at(-1)!})`));
      // tier i's rest: the matches of the whole keyword not in an earlier tier, ranked by the first weight set they match
      return tiers.map((t, i) => {
        const later = qs.slice(i);
        const rank = later.length ? sql`case ${sql.join(later.map((qw, k) => sql`when ${sg.tsv} @@ ${qw} then ${sql.raw(String(k))}`), sql` `)} else ${sql.raw(String(later.length))} end` : sql`0`;
        const where = i === 0 ? sql`${filter} and ${sg.tsv} @@ ${q}` : sql`${filter} and ${sg.tsv} @@ ${q} and not (${sg.tsv} @@ ${qs[i - 1]})`;
        return { ...t, rest: { where, rank } };
      });
    }
    case "SALES":
      return [tier(BY_SALES)];
    case "PRICE_ASC":
    case "PRICE_DESC": {
      const priced = tier({ lead: sql`${sg.price}`, hidden: sql`(${sg.price} + 0)`, dir: sort === "PRICE_ASC" ? sql`asc nulls last` : sql`desc nulls first`, rest: sql`${sg.salesCount} desc nulls last, ${sg.goodsId}` }, q, sql`${sg.price} is not null`);
      // a price filter already leaves the negotiable goods out
      return priceCondition(f) ? [priced] : [priced, tier(BY_SALES, q, sql`${sg.price} is null`)];
    }
    case "NEWEST":
      return [tier({ lead: sql`${sg.onShelfAt}`, hidden: sql`(${sg.onShelfAt} + interval '0 s')`, dir: sql`desc nulls first`, rest: sql`${sg.goodsId} desc` })];
  }
}

const whereOfTier = (t: Tier) => (t.keyword ? sql`${t.filter} and ${t.keyword}` : t.filter);

/** The first `limit` rows of a tier, as the planner sees fit (a tier without a keyword: its btree in order). */
export const tierSql = (t: Tier, limit: number): SQL => sql`select ${sg.goodsId} as goods_id from ${sg} where ${whereOfTier(t)} order by ${orderSql(t.order)} limit ${limit}`;

/**
 * The first `limit` rows of a keyword tier found among the first `window` rows of its filter in its
 * order (read off the btree of that order): exact when it finds `limit` of them, since no later row
 * comes before them. A common keyword fills a page within a few hundred rows.
 */
export const tierWindowSql = (t: Tier, limit: number, window: number): SQL =>
  sql`select ${sg.goodsId} as goods_id from (select ${sg.goodsId}, ${sg.tsv}, ${sg.salesCount}, ${sg.onShelfAt}, ${sg.price} from ${sg} where ${t.filter} order by ${orderSql(t.order)} limit ${window}) ${sg}
    where ${t.keyword ?? sql`true`} order by ${orderSql(t.order)} limit ${limit}`;

/**
 * The first `limit` rows of a keyword tier that is sparse in its order (the window fell short): from
 * its matches through the GIN index, sorted. The leading order column is wrapped so the planner
 * cannot walk the btree of the order (through rows it now knows to be mostly misses) instead.
 */
export const tierSparseSql = (t: Tier, limit: number): SQL =>
  sql`select ${sg.goodsId} as goods_id from ${sg} where ${whereOfTier(t)} order by ${orderSql(t.order, t.order.hidden)} limit ${limit}`;

/**
 * The first `limit` matches of a keyword's tier and its later tiers together (see Tier.rest), in rank
 * order: one pass over the keyword's matches through the GIN index, however many tiers it spans.
 */
export const restSparseSql = (t: Tier & { rest: NonNullable<Tier["rest"]> }, limit: number): SQL =>
  sql`select ${sg.goodsId} as goods_id from ${sg} where ${t.rest.where} order by ${t.rest.rank}, ${orderSql(t.order, t.order.hidden)} limit ${limit}`;

/** The number of matches alone (when no facets are asked for). */
export function countSql(f: SearchFilters): SQL {
  return sql`select 't' as facet, null as key, count(*)::int as n from ${sg} where ${whereOf(f, tsQuery(f.keyword))}`;
}

const bandEdges = sql.raw(`array[${PRICE_BANDS.join(",")}]::bigint[]`);

/** Can the facet cells (facet-cells.ts) answer these filters? No keyword, no shop, a price range on band edges (as the price facet sets it), if any. */
export function cellsServe(f: SearchFilters): boolean {
  const edge = (v: number | undefined) => v === undefined || (PRICE_BANDS as readonly number[]).includes(v);
  return !tsQuery(f.keyword) && !f.shopId && edge(f.priceMin) && (f.priceMax === undefined || (edge(f.priceMax + 1) && f.priceMax + 1 > 0));
}

/** The price range as bands (cells), for filters cellsServe accepts. */
function bandCondition(f: SearchFilters): SQL | null {
  if (f.priceMin === undefined && f.priceMax === undefined) return null;
  const edges = PRICE_BANDS as readonly number[];
  const lo = f.priceMin === undefined ? 1 : edges.indexOf(f.priceMin) + 1;
  const hi = f.priceMax === undefined ? edges.length : edges.indexOf(f.priceMax + 1);
  return sql`band between ${lo} and ${hi}`;
}

/**
 * The total and the facet counts in one pass (GROUPING SETS): rows facet 't' (total), 'c' (by
 * category, the level below the chosen one), 'a' (by area, the level below the chosen one) and 'p'
 * (by price band: 1-based index into PRICE_BANDS, counted without the price filter so the other
 * bands stay visible). Keys may be null (no category/area/price): skip those.
 *
 * From the facet cells when they serve the filters (a sum over a few hundred rows, exact and live:
 * the indexer keeps them in its transaction), else over the matches in the index. The cells have the
 * index's column names, so the same conditions read them under the index's name.
 */
export function facetSql(f: SearchFilters, source: "cells" | "index" = cellsServe(f) ? "cells" : "index"): SQL {
  const cells = source === "cells";
  const price = (cells ? bandCondition(f) : priceCondition(f)) ?? sql`true`;
  const cat = categoryFacet(f.categoryId);
  const area = areaFacet(f.areaCode);
  const g = sql`grouping(cat, area, band)`;
  const [n, band, from] = cells
    ? [sql`n`, sql`band`, sql`${searchFacetCell} as ${sg}`]
    : [sql`1`, sql`width_bucket(${sg.price}, ${bandEdges})`, sql`${sg}`];
  return sql`select case ${g} when 3 then 'c' when 5 then 'a' when 6 then 'p' else 't' end as facet,
      coalesce(cat, area, band::text) as key,
      coalesce(case ${g} when 6 then sum(n) else sum(n) filter (where in_price) end, 0)::int as n
    from (select ${cat} as cat, ${area} as area, ${band} as band, (${price}) as in_price, ${n} as n
          from ${from} where ${baseConditions(f, tsQuery(f.keyword))}) m
    group by grouping sets ((cat), (area), (band), ())`;
}
