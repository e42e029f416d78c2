import { sql } from "drizzle-orm";
import { customType, date, index, integer, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, fen, idColumn, ts } from "../../kit/columns";

/** A tsvector column (built by tokens.ts at write time and cast from its literal). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The category levels (cat1-3: codes, 2 digits per level) and origin area (GB/T 2260 province xx0000, city xxxx00, county) a search row and a facet cell are keyed by. */
const categoryAndArea = () => ({
  cat1: text(),
  cat2: text(),
  cat3: text(),
  provinceCode: text(),
  cityCode: text(),
  countyCode: text(),
});

/**
 * The search index of listed goods: one row per goods (or supply/demand post) that is on the shelf,
 * written in the same transaction as the goods change (the "goods.changed" event), deleted the moment
 * the goods leave the shelf. It holds what the search filters, sorts and counts by, so a search is
 * one indexed query on one table; the cards shown are built from the goods module afterwards.
 *
 * The GIN index is created with fastupdate off: PGlite runs no autovacuum, so rows parked in a GIN
 * pending list would never be merged, and the planner (rightly) avoids an index with a long pending
 * list — measured: a 4-row match in 20 000 rows ran as a sequential scan until a VACUUM.
 */
export const searchGoods = pgTable(
  "search_goods",
  {
    goodsId: text().primaryKey(),
    /** goods | supply | demand (the mall's three searchable kinds). */
    kind: text({ enum: ["goods", "supply", "demand"] }).notNull(),
    shopId: text(),
    boId: text().notNull(),
    /** Platform category: the goods' own id and its level-1/2/3 ancestors (codes are 2 digits per level). */
    categoryId: text(),
    ...categoryAndArea(),
    /** Lowest price on offer (fen); null when negotiable (面议). */
    price: fen(),
    salesCount: integer().notNull().default(0),
    /** Supply/demand posts: the last day they are valid (they drop out of results after it). */
    validUntil: date({ mode: "string" }),
    onShelfAt: ts().notNull(),
    tsv: tsvector().notNull(),
    tokenizerVersion: integer().notNull(),
    indexedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index("search_goods_tsv_gin").using("gin", t.tsv).with({ fastupdate: false }),
    // the title's lexemes alone (query.ts titleVector): a keyword rare in titles finds its first
    // relevance tier without reading every goods that has it in its category or attributes
    index("search_goods_title_gin").using("gin", sql`ts_filter(${t.tsv}, '{a}')`).with({ fastupdate: false }),
    // the page orders of query.ts (pageTiers), whole kind and within a category of each level:
    // a page reads its rows off the index in order instead of sorting every match
    index("search_goods_kind_shelf_idx").on(t.kind, t.onShelfAt),
    index("search_goods_kind_sales_idx").on(t.kind, t.salesCount.desc(), t.onShelfAt.desc(), t.goodsId),
    index("search_goods_kind_price_idx").on(t.kind, t.price, t.salesCount.desc(), t.goodsId),
    index("search_goods_cat1_sales_idx").on(t.kind, t.cat1, t.salesCount.desc(), t.onShelfAt.desc(), t.goodsId),
    index("search_goods_cat1_price_idx").on(t.kind, t.cat1, t.price, t.salesCount.desc(), t.goodsId),
    index("search_goods_cat2_sales_idx").on(t.kind, t.cat2, t.salesCount.desc(), t.onShelfAt.desc(), t.goodsId),
    index("search_goods_cat2_price_idx").on(t.kind, t.cat2, t.price, t.salesCount.desc(), t.goodsId),
    index("search_goods_cat3_sales_idx").on(t.kind, t.cat3, t.salesCount.desc(), t.onShelfAt.desc(), t.goodsId),
    index("search_goods_cat3_price_idx").on(t.kind, t.cat3, t.price, t.salesCount.desc(), t.goodsId),
    index("search_goods_shop_idx").on(t.shopId),
    index("search_goods_area_idx").on(t.provinceCode, t.cityCode),
  ],
);

/**
 * The facet counts of the search without a keyword (issue 14): how many index rows share each
 * combination of what the facets and filters use — kind, category levels, area levels, price band
 * (1-based, as width_bucket over PRICE_BANDS; null when negotiable) and last valid day. Kept by the
 * indexer in the transaction of every index write (facet-cells.ts), so a category or area page's
 * totals and facets are a sum over a few hundred cells, not a count over 10⁵ goods. The nightly
 * upkeep rebuilds it from the index (repairing any drift).
 */
export const searchFacetCell = pgTable(
  "search_facet_cell",
  {
    kind: text({ enum: ["goods", "supply", "demand"] }).notNull(),
    ...categoryAndArea(),
    band: integer(),
    validUntil: date({ mode: "string" }),
    n: integer().notNull(),
  },
  (t) => [unique("search_facet_cell_key_uq").on(t.kind, t.cat1, t.cat2, t.cat3, t.provinceCode, t.cityCode, t.countyCode, t.band, t.validUntil).nullsNotDistinct()],
);

/**
 * Search history: the person's (memberId), within the identity they act for (boId), per kind.
 * One row per keyword (searching it again moves it to the top); at most SEARCH_HISTORY_KEEP per kind.
 */
export const searchHistory = pgTable(
  "search_history",
  {
    id: idColumn(),
    boId: text().notNull(),
    memberId: text().notNull(),
    kind: text({ enum: ["goods", "shop", "demand"] }).notNull(),
    keyword: text().notNull(),
    searchCount: integer().notNull().default(1),
    searchedAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("search_history_owner_kw_uq").on(t.boId, t.memberId, t.kind, t.keyword),
    index("search_history_owner_time_idx").on(t.boId, t.memberId, t.kind, t.searchedAt),
  ],
);

/**
 * The watch list (recently viewed goods). A member's views are kept by boId; an anonymous visitor's
 * by the device id the browser keeps in localStorage. One row per viewer and goods (a new view moves
 * it to the top); at most WATCH_KEEP rows per viewer; device rows not seen for WATCH_DEVICE_DAYS are
 * purged by the daily job.
 */
export const goodsWatch = pgTable(
  "goods_watch",
  {
    id: idColumn(),
    viewerType: text({ enum: ["MEMBER", "DEVICE"] }).notNull(),
    /** boId for MEMBER, the device id for DEVICE. */
    viewer: text().notNull(),
    goodsId: text().notNull(),
    viewCount: integer().notNull().default(1),
    viewedAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("goods_watch_viewer_goods_uq").on(t.viewerType, t.viewer, t.goodsId),
    index("goods_watch_viewer_time_idx").on(t.viewerType, t.viewer, t.viewedAt),
    index("goods_watch_device_time_idx").on(t.viewedAt).where(sql`${t.viewerType} = 'DEVICE'`),
  ],
);
