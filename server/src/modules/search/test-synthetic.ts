/**
 * A synthetic catalogue written straight into the search index, for the query-plan test and the
 * search benchmark: titles built from the platform's own leaf categories with regional brand words
 * and selling points, prices by top category, areas spread over Shandong and its neighbours.
 * Deterministic (seeded), so runs compare.
 *
 * A test and benchmark fixture (hence the test- name): it bulk-writes goods and shop rows straight into
 * their tables, which no production code may do (goods and shops change through their modules).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { goods, goodsSpec } from "../goods/schema";
import { shop } from "../shop/schema";
import { categoryRows } from "../system/data/categories";
import { rebuildFacetCells } from "./facet-cells";
import { categoryLevels } from "./indexer";
import { searchGoods } from "./schema";
import { documentVector, TOKENIZER_VERSION } from "./tokens";

const BRANDS = ["鲁禽", "齐鲁", "沂蒙", "泰山", "黄河", "胶东", "鲁西", "渤海", "中原", "华北", "鲁中", "微山湖", "蒙山", "昆嵛", "沂河"];
const POINTS = ["一级", "精选", "批发", "厂家直供", "现货", "包邮", "大袋装", "优质", "新货", "特价", "整车", "源头", "基地直发", "量大从优"];
const COUNTIES = ["370102", "370112", "370181", "370211", "370283", "370302", "370481", "370602", "370705", "370786", "370802", "370902", "371002", "371102", "371302", "371312", "371402", "371502", "371602", "371702", "410102", "130102", "320102", "340102"];
/** Typical price (fen) of one unit, by top category. */
const BASE_PRICE: Record<string, number> = { "01": 400, "02": 1_200, "03": 2_500, "04": 15_000, "05": 6_000, "06": 8_000, "07": 200_000, "08": 3_000, "09": 9_000, "10": 5_000, "11": 300, "12": 1_500_000 };

/** Mulberry32: a small seeded PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SyntheticOptions {
  count: number;
  seed?: number;
  shops?: number;
  /** Id prefix, so several batches can coexist. */
  prefix?: string;
  /** Also write the goods (one spec each) and their open shops, so the search call can show cards. */
  withGoods?: boolean;
}

const UNIT_OF: Record<string, string> = { "01": "YU", "02": "JIN", "03": "KG", "04": "DAI", "05": "PING", "06": "PING", "07": "TAO", "08": "DAI", "09": "DAI", "10": "PING", "11": "KG", "12": "TAI" };

/** Writes `count` synthetic index rows (goods kind) in batches, and optionally the goods behind them. */
export async function writeSyntheticIndex(db: Db, o: SyntheticOptions): Promise<void> {
  const rand = rng(o.seed ?? 42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const cats = categoryRows();
  const byId = new Map(cats.map((c) => [c.id, c.name]));
  const leaves = cats.filter((c) => c.level === 3);
  const shops = o.shops ?? 500;
  const now = Date.now();
  const BATCH = 500;
  const prefix = o.prefix ?? "syn";
  if (o.withGoods) {
    for (let i = 0; i < shops; i += BATCH) {
      await db.insert(shop).values(
        Array.from({ length: Math.min(BATCH, shops - i) }, (_, k) => ({
          id: `${prefix}shop${i + k}`, boId: `${prefix}bo${i + k}`, name: `${BRANDS[(i + k) % BRANDS.length]}农牧${i + k}号店`, status: "OPEN" as const, areaCode: "370102",
        })),
      );
    }
  }
  // Bulk load: let the GIN index collect entries in its pending list, then merge them once.
  const gins = ["search_goods_tsv_gin", "search_goods_title_gin"];
  for (const gin of gins) await db.execute(sql`alter index ${sql.identifier(gin)} set (fastupdate = on)`);
  for (let start = 0; start < o.count; start += BATCH) {
    const values = [];
    const goodsRows: (typeof goods.$inferInsert)[] = [];
    const specRows: (typeof goodsSpec.$inferInsert)[] = [];
    for (let i = start; i < Math.min(o.count, start + BATCH); i++) {
      const leaf = pick(leaves);
      const levels = categoryLevels(leaf.id);
      const shopNo = Math.floor(rand() * shops);
      const title = `${pick(BRANDS)}${leaf.name} ${pick(POINTS)}`;
      const catText = [levels.cat1, levels.cat2, levels.cat3].map((c) => (c ? byId.get(c) : "")).join(" ");
      const county = pick(COUNTIES);
      const price = Math.max(1, Math.round((BASE_PRICE[levels.cat1!] ?? 1000) * (0.5 + rand())));
      const goodsId = `${prefix}${String(i).padStart(7, "0")}`;
      const salesCount = Math.floor(rand() * rand() * 5000);
      const onShelfAt = new Date(now - Math.floor(rand() * 180 * 86_400_000));
      if (o.withGoods) {
        goodsRows.push({
          id: goodsId, type: "GOODS", status: "ON", boId: `${prefix}bo${shopNo}`, shopId: `${prefix}shop${shopNo}`, name: title, categoryId: leaf.id,
          unit: UNIT_OF[levels.cat1!] ?? "JIAN", originAreaCode: county, priceMin: price, priceMax: price, stockTotal: 1000, salesCount, onShelfAt,
        });
        specRows.push({ goodsId, name: "标准规格", price, stock: 1000 });
      }
      values.push({
        goodsId,
        kind: "goods" as const,
        shopId: `${prefix}shop${shopNo}`,
        boId: `${prefix}bo${shopNo}`,
        categoryId: leaf.id,
        ...levels,
        provinceCode: `${county.slice(0, 2)}0000`,
        cityCode: `${county.slice(0, 4)}00`,
        countyCode: county,
        price,
        salesCount,
        onShelfAt,
        tsv: sql`${documentVector([
          { text: title, weight: "A" },
          { text: catText, weight: "B" },
          { text: `${pick(POINTS)} ${pick(POINTS)}`, weight: "C" },
          { text: `${BRANDS[shopNo % BRANDS.length]}农牧${shopNo}号店`, weight: "D" },
        ])}::tsvector`,
        tokenizerVersion: TOKENIZER_VERSION,
      });
    }
    if (goodsRows.length) {
      await db.insert(goods).values(goodsRows);
      await db.insert(goodsSpec).values(specRows);
    }
    await db.insert(searchGoods).values(values);
  }
  for (const gin of gins) {
    await db.execute(sql`select gin_clean_pending_list(${gin}::regclass)`);
    await db.execute(sql`alter index ${sql.identifier(gin)} set (fastupdate = off)`);
  }
  await rebuildFacetCells(db);
  await db.execute(sql`analyze search_goods`);
  await db.execute(sql`analyze search_facet_cell`);
}
