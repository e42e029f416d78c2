import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../kit/db";
import { createTestApp } from "../../testing/harness";
import { countSql, facetSql, pageSql, type SearchFilters } from "./query";
import { writeSyntheticIndex } from "./test-synthetic";

/**
 * The search's SQL is the same on PGlite and PostgreSQL (this file runs on whichever the suite uses:
 * PGlite by default, PostgreSQL with TEST_DATABASE_URL). On a catalogue of 5 000 goods, every query
 * of a two-character keyword — the commonest Chinese word length — reads the GIN index of the
 * unigram+bigram tsvector, never the whole table.
 */
describe("search query plans", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await writeSyntheticIndex(db, { count: 5_000, seed: 7 });

  const plan = async (q: SQL) => (await queryRows<Record<string, string>>(db, sql`explain ${q}`)).map((r) => Object.values(r)[0]).join("\n");
  const filters = (keyword: string, extra: Partial<SearchFilters> = {}): SearchFilters => ({ kind: "goods", keyword, today: "2026-11-21", ...extra });

  for (const keyword of ["蛋鸡", "饲料", "疫苗", "鸡苗", "海兰褐"]) {
    it(`"${keyword}": page, count and facets use the GIN index, no sequential scan`, async () => {
      const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from search_goods`);
      expect(n).toBe(5_000);
      for (const q of [pageSql(filters(keyword), "RELEVANCE", 20, 0), countSql(filters(keyword)), facetSql(filters(keyword))]) {
        const p = await plan(q);
        expect(p).toContain("Bitmap Index Scan on search_goods_tsv_gin");
        expect(p).not.toMatch(/Seq Scan on search_goods/);
      }
    });
  }

  it("the index also serves the keyword under filters and the other sorts", async () => {
    const f = filters("蛋鸡", { categoryId: "01", areaCode: "370000", priceMin: 100, priceMax: 100_000 });
    for (const q of [pageSql(f, "PRICE_ASC", 20, 0), pageSql(f, "NEWEST", 20, 40), facetSql(f)]) {
      expect(await plan(q)).not.toMatch(/Seq Scan on search_goods/);
    }
  });

  it("the matches are the documents whose text contains the keyword", async () => {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from search_goods where tsv @@ ${"'蛋鸡'"}::tsquery`);
    expect(n).toBeGreaterThan(100); // synthetic titles and categories: 褐壳蛋鸡苗, 蛋鸡配合料, 蛋鸡笼, 淘汰蛋鸡 …
    expect(n).toBeLessThan(1_000);
  });
});
