import { batchKind, materialCategory, recordAttrType, recordCategory, recordSubjectKind, type AttrOption, type RecordValue, type RecordValues } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { audit, createdAt, deletedAt, enumText, fen, idColumn } from "../../kit/columns";

/** One changed attribute in a history row (absent side: not filled). */
export interface RecordChangeRow {
  key: string;
  from?: RecordValue;
  to?: RecordValue;
}

/** Record types (记录类型), platform data (platform-data.ts writes them at start). */
export const recordType = pgTable("farm_record_type", {
  code: text().primaryKey(),
  category: enumText(recordCategory).notNull(),
  name: text().notNull(),
  nameEn: text().notNull(),
  sort: integer().notNull(),
  ...audit(),
});

/** A record type's attribute definitions (属性定义), platform data. */
export const recordAttrDef = pgTable(
  "farm_record_attr_def",
  {
    typeCode: text().notNull(),
    key: text().notNull(),
    label: text().notNull(),
    labelEn: text().notNull(),
    type: enumText(recordAttrType).notNull(),
    unit: text(),
    unitEn: text(),
    min: doublePrecision(),
    max: doublePrecision(),
    decimals: integer().notNull().default(0),
    maxLength: integer(),
    options: jsonb().$type<AttrOption[]>().notNull().default([]),
    diseaseCategory: text({ enum: ["POULTRY", "CROP"] }),
    materialCategory: enumText(materialCategory),
    required: boolean().notNull().default(false),
    sort: integer().notNull(),
    ...audit(),
  },
  (t) => [primaryKey({ columns: [t.typeCode, t.key] })],
);

/** Disease classification (病害分类), platform data: a tree by parentCode. */
export const diseaseClassify = pgTable("farm_disease_classify", {
  code: text().primaryKey(),
  parentCode: text(),
  category: text({ enum: ["POULTRY", "CROP"] }).notNull(),
  name: text().notNull(),
  nameEn: text().notNull(),
  sort: integer().notNull(),
  ...audit(),
});

/** A batch (批次): a flock placed in a poultry house, or a crop on a plot, of one farm. */
export const farmBatch = pgTable(
  "farm_batch",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    kind: enumText(batchKind).notNull(),
    name: text().notNull(),
    rangeId: text(),
    plotId: text(),
    placeName: text().notNull(),
    breed: text().notNull(),
    startDate: date().notNull(),
    headCount: integer(),
    closedDate: date(),
    note: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [index().on(t.manufacturerId, t.startDate)],
);

/** A record entry (农事记录): one type's values about one subject on one day. */
export const recordEntry = pgTable(
  "farm_record_entry",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    typeCode: text().notNull(),
    subjectKind: enumText(recordSubjectKind).notNull(),
    subjectId: text().notNull(),
    subjectName: text().notNull(),
    batchId: text(),
    recordDate: date().notNull(),
    values: jsonb().$type<RecordValues>().notNull(),
    /** Uploaded image URLs (the column keeps its first name, photo_ids). */
    photos: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    note: text(),
    costFen: fen().notNull().default(0),
    version: integer().notNull().default(1),
    createdByMemberId: text().notNull(),
    createdByName: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index().on(t.manufacturerId, t.typeCode, t.recordDate),
    index().on(t.batchId).where(sql`${t.batchId} is not null`),
    index().on(t.subjectKind, t.subjectId),
  ],
);

/** Every change to an entry (新建 / 修改 / 删除), with the attributes that changed. */
export const recordEntryHistory = pgTable(
  "farm_record_entry_history",
  {
    id: idColumn(),
    entryId: text().notNull(),
    version: integer().notNull(),
    action: text({ enum: ["CREATE", "UPDATE", "DELETE"] }).notNull(),
    changes: jsonb().$type<RecordChangeRow[]>().notNull(),
    reason: text(),
    actorMemberId: text().notNull(),
    actorName: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.entryId, t.version)],
);

/** The stock-outs made with an entry (a material attribute): the farm-material movement and its cost. */
export const recordMaterialUse = pgTable(
  "farm_record_material_use",
  {
    id: idColumn(),
    entryId: text().notNull(),
    attrKey: text().notNull(),
    batchId: text(),
    stockOutId: text().notNull(),
    costFen: fen().notNull(),
    ...audit(),
  },
  (t) => [index().on(t.entryId), index().on(t.batchId)],
);
