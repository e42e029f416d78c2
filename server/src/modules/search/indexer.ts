import { and, inArray, lt, ne, sql } from "drizzle-orm";
import type { GoodsType, SearchKind } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";

/** What indexing needs of a context (so it also runs at start, before any request). */
type IndexCtx = Pick<Ctx, "db" | "now">;
import type { DomainEvents } from "../../kit/events";
import { excluded } from "../../kit/sql";
import { categoryNames, goodsToIndex, liveGoodsIdsOfShop, staleIndexGoodsIds } from "../../read/search-index";
import { publicVisible } from "../goods";
import { applyCellDeltas, cellOf, lockedCells } from "./facet-cells";
import { indexChanged } from "./page-cache";
import { searchGoods } from "./schema";
import { documentVector, TOKENIZER_VERSION } from "./tokens";

/** Which goods types the mall search serves, and as what. Soil and service listings have their own halls. */
const KIND_OF: Partial<Record<GoodsType, SearchKind>> = { GOODS: "goods", PACKAGE: "goods", SUPPLY: "supply", DEMAND: "demand" };

/** Category code → its level-1/2/3 ancestors (codes are two digits per level). */
export function categoryLevels(id: string | null): { cat1: string | null; cat2: string | null; cat3: string | null } {
  if (!id) return { cat1: null, cat2: null, cat3: null };
  return { cat1: id.slice(0, 2), cat2: id.length >= 4 ? id.slice(0, 4) : null, cat3: id.length >= 6 ? id.slice(0, 6) : null };
}

/** Area code → province / city / county codes (GB/T 2260). */
export function areaLevels(code: string | null): { provinceCode: string | null; cityCode: string | null; countyCode: string | null } {
  if (!code || !/^\d{6}$/.test(code)) return { provinceCode: null, cityCode: null, countyCode: null };
  return {
    provinceCode: `${code.slice(0, 2)}0000`,
    cityCode: code.endsWith("0000") ? null : `${code.slice(0, 4)}00`,
    countyCode: code.endsWith("00") ? null : code,
  };
}

const CHUNK = 500;

/**
 * Brings the index in step with these goods: listed ones are (re)written, the rest removed.
 * Runs with the caller's context, i.e. inside the transaction of the goods change.
 */
export async function indexGoods(ctx: IndexCtx, goodsIds: readonly string[]): Promise<void> {
  for (let i = 0; i < goodsIds.length; i += CHUNK) await indexChunk(ctx, [...new Set(goodsIds.slice(i, i + CHUNK))]);
}

async function indexChunk(ctx: IndexCtx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  indexChanged();
  /** The goods module's rule: on sale, not deleted, open shop (if any), not expired. */
  const rows = await goodsToIndex(ctx, ids, publicVisible(ctx.now));

  const listed = rows.filter((r) => KIND_OF[r.type] && r.visible);
  const listedIds = new Set(listed.map((r) => r.id));
  const gone = ids.filter((id) => !listedIds.has(id));
  // the facet cells follow: the rows' cells before (locked), their cells after
  const before = await lockedCells(ctx.db, ids);
  if (gone.length) await ctx.db.delete(searchGoods).where(inArray(searchGoods.goodsId, gone));
  if (!listed.length) return applyCellDeltas(ctx.db, before, []);

  const catIds = new Set<string>();
  for (const r of listed) for (const c of Object.values(categoryLevels(r.categoryId))) if (c) catIds.add(c);
  const cats = await categoryNames(ctx, [...catIds]);
  const catName = new Map(cats.map((c) => [c.id, c.name]));

  const values = listed.map((r) => {
    const levels = categoryLevels(r.categoryId);
    const ext = (r.ext ?? {}) as Record<string, unknown>;
    const area = r.originAreaCode ?? (typeof ext.deliveryAreaCode === "string" ? ext.deliveryAreaCode : null);
    const validUntil = typeof ext.validUntil === "string" && /^\d{4}-\d{2}-\d{2}$/.test(ext.validUntil) ? ext.validUntil : null;
    const tsv = documentVector([
      { text: r.name, weight: "A" },
      {
        text: [levels.cat1, levels.cat2, levels.cat3].map((c) => (c ? catName.get(c) : null)).filter(Boolean).join(" ") +
          " " + r.attributes.map((a) => a.value).join(" "),
        weight: "B",
      },
      { text: r.subTitle, weight: "C" },
      { text: r.shopName ?? r.publisherName, weight: "D" },
    ]);
    return {
      goodsId: r.id,
      kind: KIND_OF[r.type]!,
      shopId: r.shopId,
      boId: r.boId,
      categoryId: r.categoryId,
      ...levels,
      ...areaLevels(area),
      price: r.priceMin,
      salesCount: r.salesCount,
      validUntil,
      onShelfAt: r.onShelfAt ?? r.updatedAt,
      tsv: sql`${tsv}::tsvector`,
      tokenizerVersion: TOKENIZER_VERSION,
      indexedAt: ctx.now,
    };
  });
  const updated = ["kind", "shopId", "boId", "categoryId", "cat1", "cat2", "cat3", "provinceCode", "cityCode", "countyCode", "price", "salesCount", "validUntil", "onShelfAt", "tsv", "tokenizerVersion", "indexedAt"] as const;
  await ctx.db
    .insert(searchGoods)
    .values(values)
    .onConflictDoUpdate({
      target: searchGoods.goodsId,
      set: Object.fromEntries(updated.map((k) => [k, excluded(searchGoods[k])])),
    });
  await applyCellDeltas(ctx.db, before, values.map(cellOf));
}

/** Re-indexes every goods of a shop (its state or name changed). */
export async function indexShopGoods(ctx: IndexCtx, shopId: string): Promise<void> {
  await indexGoods(ctx, await liveGoodsIdsOfShop(ctx, shopId));
}

/**
 * Rebuilds what is missing or stale: listed goods not in the index, index rows of an older tokenizer
 * version, and index rows whose goods are no longer listed. Run at start (cheap when all is in step).
 * Returns how many goods it looked at.
 */
export async function reconcileIndex(ctx: IndexCtx): Promise<number> {
  const stale = await staleIndexGoodsIds(ctx, Object.keys(KIND_OF), publicVisible(ctx.now), TOKENIZER_VERSION);
  await indexGoods(ctx, stale);
  return stale.length;
}

/**
 * Drops expired posts' rows older than the given day (they are already filtered out of results,
 * and out of the facet cells' sums, which the nightly rebuild then clears).
 */
export async function dropExpired(ctx: IndexCtx, today: string): Promise<number> {
  indexChanged();
  const rows = await ctx.db
    .delete(searchGoods)
    .where(and(lt(searchGoods.validUntil, today), ne(searchGoods.kind, "goods")))
    .returning({ id: searchGoods.goodsId });
  return rows.length;
}

/** Subscriber to goods.changed (modules/index.ts): the index follows the write, in its transaction. */
export const reindexChangedGoods = (ctx: IndexCtx & Pick<Ctx, "inTransaction">, e: DomainEvents["goods.changed"]) => {
  indexChanged(ctx); // kept search pages go stale now and again at the commit
  return indexGoods(ctx, [e.goodsId]);
};

/** Subscriber to shop.changed: the shop's goods follow its state and name. */
export const reindexChangedShop = (ctx: IndexCtx & Pick<Ctx, "inTransaction">, e: DomainEvents["shop.changed"]) => {
  indexChanged(ctx);
  return indexShopGoods(ctx, e.shopId);
};
