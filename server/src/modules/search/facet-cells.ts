/**
 * The facet cells (schema.ts, search_facet_cell): index rows counted by what the facets and filters
 * of a search without a keyword use. The indexer moves each row it writes or deletes from its old
 * cell to its new one in the same transaction (applyCellDeltas); the nightly upkeep rebuilds the
 * table from the index.
 */
import { PRICE_BANDS } from "@qinlian/contract";
import { inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../kit/db";
import { searchFacetCell as cell, searchGoods as sg } from "./schema";

export type Cell = Omit<typeof cell.$inferInsert, "n">;

/** The price band of a price (1-based index into PRICE_BANDS, as width_bucket), null when negotiable. */
export const bandOf = (price: number | null): number | null => (price === null ? null : PRICE_BANDS.filter((edge) => edge <= price).length);

/** The cell of an index row. */
export const cellOf = (r: Cell & { price: number | null }): Cell => ({
  kind: r.kind,
  cat1: r.cat1 ?? null,
  cat2: r.cat2 ?? null,
  cat3: r.cat3 ?? null,
  provinceCode: r.provinceCode ?? null,
  cityCode: r.cityCode ?? null,
  countyCode: r.countyCode ?? null,
  band: bandOf(r.price),
  validUntil: r.validUntil ?? null,
});

const keyOf = (c: Cell) => JSON.stringify([c.kind, c.cat1, c.cat2, c.cat3, c.provinceCode, c.cityCode, c.countyCode, c.band, c.validUntil]);

/**
 * The cells of the index rows of these goods as they are now, their rows locked until the end of
 * the transaction (a concurrent re-index of the same goods waits, then reads what this one wrote).
 */
export async function lockedCells(db: Db, goodsIds: readonly string[]): Promise<Cell[]> {
  const rows = await db
    .select({ kind: sg.kind, cat1: sg.cat1, cat2: sg.cat2, cat3: sg.cat3, provinceCode: sg.provinceCode, cityCode: sg.cityCode, countyCode: sg.countyCode, price: sg.price, validUntil: sg.validUntil })
    .from(sg)
    .where(inArray(sg.goodsId, [...goodsIds]))
    .for("update");
  return rows.map(cellOf);
}

/** Moves the counts: one off each of `before`, one onto each of `after` (in key order, so concurrent writers lock cells in the same order). */
export async function applyCellDeltas(db: Db, before: readonly Cell[], after: readonly Cell[]): Promise<void> {
  const delta = new Map<string, { cell: Cell; n: number }>();
  const add = (c: Cell, n: number) => {
    const k = keyOf(c);
    const d = delta.get(k) ?? { cell: c, n: 0 };
    d.n += n;
    delta.set(k, d);
  };
  for (const c of before) add(c, -1);
  for (const c of after) add(c, 1);
  const rows = [...delta].filter(([, d]) => d.n !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => ({ ...d.cell, n: d.n }));
  if (!rows.length) return;
  await db
    .insert(cell)
    .values(rows)
    .onConflictDoUpdate({
      target: [cell.kind, cell.cat1, cell.cat2, cell.cat3, cell.provinceCode, cell.cityCode, cell.countyCode, cell.band, cell.validUntil],
      set: { n: sql`${cell.n} + excluded.n` },
    });
}

const bandEdges = sql.raw(`array[${PRICE_BANDS.join(",")}]::bigint[]`);

/**
 * Rebuilds every cell from the index (nightly, and after a bulk load that bypassed the indexer), in
 * a transaction (a savepoint inside one) that index writes wait for. Returns the number of cells.
 */
export async function rebuildFacetCells(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${cell} in exclusive mode`);
    await tx.delete(cell);
    const rows = await queryRows<{ one: number }>(tx, sql`insert into ${cell} (kind, cat1, cat2, cat3, province_code, city_code, county_code, band, valid_until, n)
      select kind, cat1, cat2, cat3, province_code, city_code, county_code, width_bucket(price, ${bandEdges}), valid_until, count(*)::int
      from ${sg} group by 1, 2, 3, 4, 5, 6, 7, 8, 9 returning 1 as one`);
    return rows.length;
  });
}
