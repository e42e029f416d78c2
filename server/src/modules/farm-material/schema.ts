import { materialCategory, movementKind, outPurpose, rangeKind } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, deletedAt, enumText, fen, idColumn } from "../../kit/columns";

/** Quantities: integer thousandths of the material's unit (contract farm-material.ts). */
const qtyCol = () => bigint({ mode: "number" });

/**
 * A farm's place (场所): poultry house, store, pond, field, other. Stores (kind STORE) hold stock.
 * Deleting only marks it: movements keep naming it.
 */
export const farmRange = pgTable(
  "farm_range",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    name: text().notNull(),
    kind: enumText(rangeKind).notNull(),
    areaM2: integer(),
    capacity: integer(),
    keeper: text(),
    remark: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("farm_range_mfr_idx").on(t.manufacturerId, t.kind),
    uniqueIndex("farm_range_name_uq").on(t.manufacturerId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  ],
);

/** The member's (boId's) material catalogue (物料). */
export const materialCatalog = pgTable(
  "material_catalog",
  {
    id: idColumn(),
    boId: text().notNull(),
    name: text().notNull(),
    category: enumText(materialCategory).notNull(),
    /** "" when none (so the unique index treats it as a value). */
    spec: text().notNull().default(""),
    unit: text().notNull(),
    brand: text(),
    maker: text(),
    unitPriceFen: fen(),
    remark: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("material_catalog_bo_idx").on(t.boId, t.category),
    uniqueIndex("material_catalog_name_uq").on(t.boId, sql`lower(${t.name})`, sql`lower(${t.spec})`).where(sql`${t.deletedAt} is null`),
  ],
);

/** A material the farm stocks (农资): a catalogue entry on a farm, with its low-stock threshold. */
export const farmMaterial = pgTable(
  "farm_material",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    catalogId: text()
      .notNull()
      .references(() => materialCatalog.id),
    lowStock: qtyCol(),
    remark: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [uniqueIndex("farm_material_catalog_uq").on(t.manufacturerId, t.catalogId).where(sql`${t.deletedAt} is null`)],
);

/**
 * Stock of one material in one store and batch ("" = no batch number): kept only by movements,
 * never below zero (the check is the last guard; services lock the rows they change).
 */
export const materialStock = pgTable(
  "material_stock",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    materialId: text()
      .notNull()
      .references(() => farmMaterial.id),
    storeId: text()
      .notNull()
      .references(() => farmRange.id),
    batchNo: text().notNull().default(""),
    quantity: qtyCol().notNull().default(0),
    valueFen: fen().notNull().default(0),
    firstInDate: date({ mode: "string" }).notNull(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("material_stock_batch_uq").on(t.materialId, t.storeId, t.batchNo),
    index("material_stock_mfr_idx").on(t.manufacturerId, t.storeId),
    check("material_stock_nonneg_ck", sql`${t.quantity} >= 0 and ${t.valueFen} >= 0`),
  ],
);

/** A stock movement: in (入库) or out (出库). */
export const materialRecord = pgTable(
  "material_record",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    kind: enumText(movementKind).notNull(),
    materialId: text()
      .notNull()
      .references(() => farmMaterial.id),
    storeId: text()
      .notNull()
      .references(() => farmRange.id),
    /** IN: the batch ("" none); OUT: the batch asked for, null = FIFO. */
    batchNo: text(),
    quantity: qtyCol().notNull(),
    unitCostFen: fen().notNull(),
    costFen: fen().notNull(),
    date: date({ mode: "string" }).notNull(),
    operator: text(),
    supplier: text(),
    purpose: enumText(outPurpose),
    rangeId: text(),
    note: text(),
    refKind: text(),
    refId: text(),
    createdBy: text().notNull(),
    ...audit(),
  },
  (t) => [
    index("material_record_mfr_idx").on(t.manufacturerId, t.date),
    index("material_record_material_idx").on(t.materialId),
    index("material_record_ref_idx").on(t.refKind, t.refId),
    check("material_record_qty_ck", sql`${t.quantity} > 0`),
  ],
);

/** Which batches a stock-out took from (so deleting or editing it gives back to the same batches). */
export const materialRecordPart = pgTable(
  "material_record_part",
  {
    id: idColumn(),
    recordId: text()
      .notNull()
      .references(() => materialRecord.id, { onDelete: "cascade" }),
    stockId: text()
      .notNull()
      .references(() => materialStock.id),
    quantity: qtyCol().notNull(),
    costFen: fen().notNull(),
    ...audit(),
  },
  (t) => [index("material_record_part_record_idx").on(t.recordId)],
);
