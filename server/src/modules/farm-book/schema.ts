import { bchSeverity, bookCategory, bookDirection, bookKind, outputKind } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { bigint, date, doublePrecision, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { audit, deletedAt, enumText, fen, idColumn } from "../../kit/columns";

/**
 * An entry of a farm's book (记账本): income / expense (JZB), an output (CC) or a pest & disease
 * occurrence (BCH). The names of the plot, batch, place and disease are kept as they were when the
 * entry was written (the list shows them without joins). Deleting only marks the row.
 */
export const bookEntry = pgTable(
  "farm_book_entry",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    kind: enumText(bookKind).notNull(),
    date: date({ mode: "string" }).notNull(),
    plotId: text(),
    plotName: text(),
    batchId: text(),
    batchName: text(),
    rangeId: text(),
    rangeName: text(),
    note: text(),
    direction: enumText(bookDirection),
    category: enumText(bookCategory),
    amountFen: fen(),
    item: text(),
    laborDays: doublePrecision(),
    counterparty: text(),
    outputKind: enumText(outputKind),
    product: text(),
    /** Thousandths of `unit` (as farm-material's quantities). */
    quantity: bigint({ mode: "number" }),
    unit: text(),
    valueFen: fen(),
    diseaseCode: text(),
    diseaseName: text(),
    diseaseNameEn: text(),
    severity: enumText(bchSeverity),
    affectedCount: integer(),
    affectedAreaMu: numeric({ precision: 12, scale: 2, mode: "number" }),
    measures: text(),
    lossFen: fen(),
    createdByMemberId: text().notNull(),
    createdByName: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("farm_book_entry_farm_idx").on(t.manufacturerId, t.kind, t.date).where(sql`${t.deletedAt} is null`),
    index("farm_book_entry_batch_idx").on(t.batchId).where(sql`${t.batchId} is not null`),
    index("farm_book_entry_plot_idx").on(t.plotId).where(sql`${t.plotId} is not null`),
  ],
);
