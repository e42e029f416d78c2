import type { SearchSort } from "@qinlian/contract";
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../kit/db";
import { createTestApp } from "../../testing/harness";
import { countSql, facetSql, pageTiers, tierSparseSql, tierSql, tierWindowSql, tsQuery, whereOf, type SearchFilters } from "./query";
import { pageIds } from "./service";
import { writeSyntheticIndex } from "./test-synthetic";

/**
 * The search's SQL is the same on PGlite and PostgreSQL (this file runs on whichever the suite uses:
 * PGlite by default, PostgreSQL with TEST_DATABASE_URL). On a catalogue of 20 000 goods:
 *  - a page is read off a btree in its order (a keyword's first relevance tier among the first rows
 *    in sales order; a category's in the (kind, category, sort) index), never by sorting every match;
 *  - a keyword's sparse title tier reads the GIN index of the title's lexemes, its count and its facets
 *    the GIN index of the whole unigram+bigram tsvector, never the whole table;
 *  - the facets of a search without a keyword are summed from the facet cells, not counted in the index;
 *  - the pages are the ones a full sort of every match gives (the reference below).
 */
describe("search query plans", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await writeSyntheticIndex(db, { count: 20_000, seed: 7 });

  const plan = async (q: SQL) => (await queryRows<Record<string, string>>(db, sql`explain ${q}`)).map((r) => Object.values(r)[0]).join("\n");
  const filters = (extra: Partial<SearchFilters> = {}): SearchFilters => ({ kind: "goods", today: "2026-11-21", ...extra });

  for (const keyword of ["蛋鸡", "饲料", "疫苗", "鸡苗", "海兰褐"]) {
    it(`"${keyword}": the first tier walks the sales index, its sparse path the title's GIN index; count and facets the whole GIN index`, async () => {
      const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from search_goods`);
      expect(n).toBe(20_000);
      const [first] = pageTiers(filters({ keyword }), "RELEVANCE");
      expect(await plan(tierWindowSql(first, 20, 1_000))).toMatch(/Index Scan using search_goods_kind_sales_idx/);
      // the first tier's matches (in the title) through the title's own index; the count and facets over every match
      const sparse = await plan(tierSparseSql(first, 20));
      expect(sparse).toContain("Bitmap Index Scan on search_goods_title_gin");
      expect(sparse).not.toMatch(/Seq Scan on search_goods/);
      for (const q of [countSql(filters({ keyword })), facetSql(filters({ keyword }))]) {
        const p = await plan(q);
        expect(p).toContain("Bitmap Index Scan on search_goods_tsv_gin");
        expect(p).not.toMatch(/Seq Scan on search_goods/);
      }
    });
  }

  it("a category's sorted pages read its (kind, category, sort) index in order", async () => {
    const cases: [Partial<SearchFilters>, SearchSort, RegExp][] = [
      [{ categoryId: "04" }, "SALES", /Index Scan using search_goods_cat1_sales_idx/],
      [{ categoryId: "0401" }, "PRICE_ASC", /Index Scan using search_goods_cat2_price_idx/],
      [{ categoryId: "0401" }, "PRICE_DESC", /Index Scan Backward using search_goods_cat2_price_idx/],
      [{}, "PRICE_DESC", /Index Scan Backward using search_goods_kind_price_idx/],
      [{}, "SALES", /Index Scan using search_goods_kind_sales_idx/],
    ];
    for (const [f, sort, index] of cases) {
      const p = await plan(tierSql(pageTiers(filters(f), sort)[0], 20));
      expect(p, `${JSON.stringify(f)} ${sort}`).toMatch(index);
      expect(p).not.toMatch(/Seq Scan|Bitmap/);
    }
  });

  it("the index also serves the keyword under filters and the other sorts", async () => {
    const f = filters({ keyword: "蛋鸡", categoryId: "01", areaCode: "370000", priceMin: 100, priceMax: 100_000 });
    for (const sort of ["PRICE_ASC", "NEWEST", "RELEVANCE"] as const) {
      for (const tier of pageTiers(f, sort)) {
        expect(await plan(tierWindowSql(tier, 60, 2_400))).not.toMatch(/Seq Scan on search_goods/);
        expect(await plan(tierSparseSql(tier, 60))).not.toMatch(/Seq Scan on search_goods/);
      }
    }
    expect(await plan(facetSql(f))).not.toMatch(/Seq Scan on search_goods/);
  });

  it("without a keyword, the facets are summed from the facet cells and equal the counts over the index", async () => {
    for (const f of [filters(), filters({ categoryId: "04" }), filters({ categoryId: "0401", areaCode: "370000" }), filters({ priceMin: 1_000, priceMax: 4_999 }), filters({ priceMin: 100_000 })]) {
      const p = await plan(facetSql(f));
      expect(p).toMatch(/search_facet_cell/);
      expect(p).not.toMatch(/on search_goods/);
      const rows = async (q: SQL) => (await queryRows<{ facet: string; key: string | null; n: number }>(db, q)).sort((a, b) => `${a.facet}${a.key}`.localeCompare(`${b.facet}${b.key}`));
      expect(await rows(facetSql(f)), JSON.stringify(f)).toEqual(await rows(facetSql(f, "index")));
    }
  });

  /** The reference: every match sorted at once (what the search did before the tiers). */
  const TIER_OF_RELEVANCE = (f: SearchFilters) => {
    const [a, ab, abc] = (["A", "AB", "ABC"] as const).map((w) => tsQuery(f.keyword, w)!);
    return sql`case when tsv @@ ${a} then 1 when tsv @@ ${ab} then 2 when tsv @@ ${abc} then 3 else 4 end`;
  };
  const ORDER: Record<SearchSort, (f: SearchFilters) => SQL> = {
    RELEVANCE: (f) => (tsQuery(f.keyword) ? sql`${TIER_OF_RELEVANCE(f)}, sales_count desc, on_shelf_at desc, goods_id` : sql`sales_count desc, on_shelf_at desc, goods_id`),
    SALES: () => sql`sales_count desc, on_shelf_at desc, goods_id`,
    PRICE_ASC: () => sql`price asc nulls last, sales_count desc, goods_id`,
    PRICE_DESC: () => sql`price desc nulls last, sales_count desc, goods_id`,
    NEWEST: () => sql`on_shelf_at desc, goods_id desc`,
  };
  const reference = async (f: SearchFilters, sort: SearchSort, limit: number, offset: number) =>
    (await queryRows<{ goods_id: string }>(db, sql`select goods_id from search_goods where ${whereOf(f, tsQuery(f.keyword))} order by ${ORDER[sort](f)} limit ${limit} offset ${offset}`)).map((r) => r.goods_id);

  it("pages 1-5 (and one deep page) equal a full sort of every match", async () => {
    const samples: [Partial<SearchFilters>, SearchSort][] = [
      [{ keyword: "蛋鸡" }, "RELEVANCE"],
      [{ keyword: "饲料" }, "RELEVANCE"],
      [{ keyword: "海兰褐" }, "RELEVANCE"],
      [{ keyword: "沂蒙 现货" }, "RELEVANCE"],
      [{ keyword: "鸡苗", categoryId: "01" }, "RELEVANCE"],
      [{ keyword: "饲料" }, "SALES"],
      [{ keyword: "饲料" }, "PRICE_ASC"],
      [{ keyword: "疫苗" }, "PRICE_DESC"],
      [{ keyword: "沂蒙" }, "NEWEST"],
      [{ keyword: "兽药", areaCode: "370000", priceMax: 10_000 }, "RELEVANCE"],
      [{ categoryId: "0401" }, "PRICE_ASC"],
      [{ categoryId: "04" }, "SALES"],
      [{}, "PRICE_DESC"],
      [{}, "RELEVANCE"],
    ];
    for (const [x, sort] of samples) {
      const f = filters(x);
      for (const [limit, offset] of [[20, 0], [20, 20], [20, 40], [20, 60], [20, 80], [50, 1_000]]) {
        expect(await pageIds({ db }, f, sort, limit, offset), `${JSON.stringify(x)} ${sort} ${offset}`).toEqual(await reference(f, sort, limit, offset));
      }
    }
  });

  it("the matches are the documents whose text contains the keyword", async () => {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from search_goods where tsv @@ ${"'蛋鸡'"}::tsquery`);
    expect(n).toBeGreaterThan(400); // synthetic titles and categories: 褐壳蛋鸡苗, 蛋鸡配合料, 蛋鸡笼, 淘汰蛋鸡 …
    expect(n).toBeLessThan(4_000);
  });
});
