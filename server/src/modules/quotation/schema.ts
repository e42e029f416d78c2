import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { fen, ts } from "../../kit/columns";

/**
 * The daily market price quotation: for each day, category (every level: a listing counts for its
 * category and each ancestor), area (a province, or 000000 for the whole country), unit (prices in
 * different units are never averaged together) and source — LISTING: the lowest list price of each
 * on-sale mall goods and supply post, taken by the daily snapshot; DEAL: order prices, to be written
 * by the order module once orders exist (same table, same calls, another source).
 */
export const priceQuotation = pgTable(
  "price_quotation",
  {
    day: date({ mode: "string" }).notNull(),
    categoryId: text().notNull(),
    areaCode: text().notNull(),
    unit: text().notNull(),
    source: text({ enum: ["LISTING", "DEAL"] }).notNull(),
    avgPrice: fen().notNull(),
    minPrice: fen().notNull(),
    maxPrice: fen().notNull(),
    sampleCount: integer().notNull(),
    computedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.categoryId, t.areaCode, t.unit, t.source] }),
    index("price_quotation_series_idx").on(t.categoryId, t.areaCode, t.source, t.unit, t.day),
    index("price_quotation_day_idx").on(t.source, t.areaCode, t.day),
  ],
);
