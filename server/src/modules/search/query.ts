import { sql, type SQL } from "drizzle-orm";
import { PRICE_BANDS, type SearchKind, type SearchSort } from "@qinlian/contract";
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

/** The column a category filter applies to, and the one its facet groups by (the next level down). */
function categoryColumns(categoryId: string | undefined): { filter: SQL | null; facet: SQL } {
  if (!categoryId) return { filter: null, facet: sql.raw("cat1") };
  const level = categoryId.length / 2;
  return { filter: sql.raw(`cat${level}`), facet: sql.raw(`cat${Math.min(level + 1, 3)}`) };
}

/** Likewise for areas: province (xx0000) → cities, city (xxxx00) → counties. */
function areaColumns(code: string | undefined): { filter: SQL | null; facet: SQL } {
  if (!code) return { filter: null, facet: sql.raw("province_code") };
  if (code.endsWith("0000")) return { filter: sql.raw("province_code"), facet: sql.raw("city_code") };
  if (code.endsWith("00")) return { filter: sql.raw("city_code"), facet: sql.raw("county_code") };
  return { filter: sql.raw("county_code"), facet: sql.raw("county_code") };
}

function priceCondition(f: SearchFilters): SQL | null {
  if (f.priceMin === undefined && f.priceMax === undefined) return null;
  const parts: SQL[] = [sql`price is not null`];
  if (f.priceMin !== undefined) parts.push(sql`price >= ${f.priceMin}`);
  if (f.priceMax !== undefined) parts.push(sql`price <= ${f.priceMax}`);
  return sql.join(parts, sql` and `);
}

/** Every condition except the price range (the price facet counts without it). */
function baseConditions(f: SearchFilters, q: SQL | null): SQL {
  const c: SQL[] = [sql`kind = ${f.kind}`, sql`(valid_until is null or valid_until >= ${f.today})`];
  if (q) c.push(sql`tsv @@ ${q}`);
  const cat = categoryColumns(f.categoryId);
  if (cat.filter) c.push(sql`${cat.filter} = ${f.categoryId}`);
  const area = areaColumns(f.areaCode);
  if (area.filter) c.push(sql`${area.filter} = ${f.areaCode}`);
  if (f.shopId) c.push(sql`shop_id = ${f.shopId}`);
  return sql.join(c, sql` and `);
}

function orderBy(sort: SearchSort, q: SQL | null): SQL {
  switch (sort) {
    case "SALES":
      return sql`sales_count desc, on_shelf_at desc, goods_id`;
    case "PRICE_ASC":
      return sql`price asc nulls last, sales_count desc, goods_id`;
    case "PRICE_DESC":
      return sql`price desc nulls last, sales_count desc, goods_id`;
    case "NEWEST":
      return sql`on_shelf_at desc, goods_id desc`;
    case "RELEVANCE":
      return q ? sql`ts_rank(tsv, ${q}) desc, sales_count desc, on_shelf_at desc, goods_id` : sql`sales_count desc, on_shelf_at desc, goods_id`;
  }
}

/** One page of matching goods ids, best first. */
export function pageSql(f: SearchFilters, sort: SearchSort, limit: number, offset: number): SQL {
  const q = tsQuery(f.keyword);
  const price = priceCondition(f);
  const where = price ? sql`${baseConditions(f, q)} and ${price}` : baseConditions(f, q);
  return sql`select goods_id from search_goods where ${where} order by ${orderBy(sort, q)} limit ${limit} offset ${offset}`;
}

/** The number of matches alone (when no facets are asked for). */
export function countSql(f: SearchFilters): SQL {
  const q = tsQuery(f.keyword);
  const price = priceCondition(f);
  const where = price ? sql`${baseConditions(f, q)} and ${price}` : baseConditions(f, q);
  return sql`select 't' as facet, null as key, count(*)::int as n from search_goods where ${where}`;
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
  const cat = categoryColumns(f.categoryId).facet;
  const area = areaColumns(f.areaCode).facet;
  const g = sql`grouping(cat, area, band)`;
  return sql`select case ${g} when 3 then 'c' when 5 then 'a' when 6 then 'p' else 't' end as facet,
      coalesce(cat, area, band::text) as key,
      (case ${g} when 6 then count(*) else count(*) filter (where in_price) end)::int as n
    from (select ${cat} as cat, ${area} as area, width_bucket(price, ${bandEdges}) as band, (${price}) as in_price
          from search_goods where ${baseConditions(f, q)}) m
    group by grouping sets ((cat), (area), (band), ())`;
}
