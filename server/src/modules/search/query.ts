import { sql, type SQL } from "drizzle-orm";
import { PRICE_BANDS, type SearchKind, type SearchSort } from "@qinlian/contract";
import { searchGoods as sg } from "./schema";
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

/** The tsquery of the keyword as SQL, or null when there is no searchable keyword. */
export function tsQuery(keyword: string | undefined): SQL | null {
  const q = keyword ? queryText(keyword) : null;
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
  // every level down to the chosen one (implied, but it lets the (cat1, cat2, cat3) index serve)
  if (f.categoryId) for (let l = 1; l <= f.categoryId.length / 2; l++) c.push(sql`${catColumn(l)} = ${f.categoryId.slice(0, l * 2)}`);
  // likewise province → city → county for the (province_code, city_code) index
  if (f.areaCode) {
    c.push(sql`${sg.provinceCode} = ${`${f.areaCode.slice(0, 2)}0000`}`);
    if (!f.areaCode.endsWith("0000")) c.push(sql`${sg.cityCode} = ${`${f.areaCode.slice(0, 4)}00`}`);
    if (!f.areaCode.endsWith("00")) c.push(sql`${sg.countyCode} = ${f.areaCode}`);
  }
  if (f.shopId) c.push(sql`${sg.shopId} = ${f.shopId}`);
  return sql.join(c, sql` and `);
}

function orderBy(sort: SearchSort, q: SQL | null): SQL {
  switch (sort) {
    case "SALES":
      return sql`${sg.salesCount} desc, ${sg.onShelfAt} desc, ${sg.goodsId}`;
    case "PRICE_ASC":
      return sql`${sg.price} asc nulls last, ${sg.salesCount} desc, ${sg.goodsId}`;
    case "PRICE_DESC":
      return sql`${sg.price} desc nulls last, ${sg.salesCount} desc, ${sg.goodsId}`;
    case "NEWEST":
      return sql`${sg.onShelfAt} desc, ${sg.goodsId} desc`;
    case "RELEVANCE":
      return q
        ? sql`ts_rank(${sg.tsv}, ${q}) desc, ${sg.salesCount} desc, ${sg.onShelfAt} desc, ${sg.goodsId}`
        : sql`${sg.salesCount} desc, ${sg.onShelfAt} desc, ${sg.goodsId}`;
  }
}

/** One page of matching goods ids, best first. */
export function pageSql(f: SearchFilters, sort: SearchSort, limit: number, offset: number): SQL {
  const q = tsQuery(f.keyword);
  const price = priceCondition(f);
  const where = price ? sql`${baseConditions(f, q)} and ${price}` : baseConditions(f, q);
  return sql`select ${sg.goodsId} as goods_id from ${sg} where ${where} order by ${orderBy(sort, q)} limit ${limit} offset ${offset}`;
}

/** The number of matches alone (when no facets are asked for). */
export function countSql(f: SearchFilters): SQL {
  const q = tsQuery(f.keyword);
  const price = priceCondition(f);
  const where = price ? sql`${baseConditions(f, q)} and ${price}` : baseConditions(f, q);
  return sql`select 't' as facet, null as key, count(*)::int as n from ${sg} where ${where}`;
}

const bandEdges = sql.raw(`array[${PRICE_BANDS.join(",")}]::bigint[]`);

/**
 * The total and the facet counts in one pass over the matches (GROUPING SETS): rows facet 't'
 * (total), 'c' (by category, the level below the chosen one), 'a' (by area, the level below the
 * chosen one) and 'p' (by price band: 1-based index into PRICE_BANDS, counted without the price
 * filter so the other bands stay visible). Keys may be null (no category/area/price): skip those.
 */
export function facetSql(f: SearchFilters): SQL {
  const q = tsQuery(f.keyword);
  const price = priceCondition(f) ?? sql`true`;
  const cat = categoryFacet(f.categoryId);
  const area = areaFacet(f.areaCode);
  const g = sql`grouping(cat, area, band)`;
  return sql`select case ${g} when 3 then 'c' when 5 then 'a' when 6 then 'p' else 't' end as facet,
      coalesce(cat, area, band::text) as key,
      (case ${g} when 6 then count(*) else count(*) filter (where in_price) end)::int as n
    from (select ${cat} as cat, ${area} as area, width_bucket(${sg.price}, ${bandEdges}) as band, (${price}) as in_price
          from ${sg} where ${baseConditions(f, q)}) m
    group by grouping sets ((cat), (area), (band), ())`;
}
