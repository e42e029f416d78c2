import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, idColumn } from "../../kit/columns";

/** The portal's site record (one per site code; SITE_CODE picks the one served). */
export const systemSite = pgTable("system_site", {
  code: text().primaryKey(),
  name: text().notNull(),
  titleSuffix: text().notNull(),
  logoUrl: text(),
  hotline: text(),
  contacts: jsonb().$type<{ label: string; value: string }[]>().notNull().default([]),
  icp: text(),
  regionCode: text(),
  ...audit(),
});

export const systemDict = pgTable("system_dict", {
  code: text().primaryKey(),
  name: text().notNull(),
  nameEn: text(),
  description: text(),
  ...audit(),
});

export const systemItem = pgTable(
  "system_item",
  {
    id: idColumn(),
    dictCode: text()
      .notNull()
      .references(() => systemDict.code, { onDelete: "cascade" }),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text(),
    parentId: text(),
    sort: integer().notNull().default(0),
    ext: jsonb().$type<Record<string, unknown>>(),
    status: text({ enum: ["ON", "OFF"] }).notNull().default("ON"),
    ...audit(),
  },
  (t) => [uniqueIndex("system_item_dict_code_uq").on(t.dictCode, t.code)],
);

/** The platform's three-level goods category tree. Ids are the stable category codes. */
export const systemCategory = pgTable(
  "system_category",
  {
    id: text().primaryKey(),
    parentId: text(),
    name: text().notNull(),
    nameEn: text(),
    level: integer().notNull(),
    sort: integer().notNull().default(0),
    icon: text(),
    status: text({ enum: ["ON", "OFF"] }).notNull().default("ON"),
    ...audit(),
  },
  (t) => [index("system_category_parent_idx").on(t.parentId, t.sort)],
);

/** China's administrative divisions (GB/T 2260): provinces, cities, counties. */
export const systemArea = pgTable(
  "system_area",
  {
    code: text().primaryKey(),
    name: text().notNull(),
    level: integer().notNull(),
    parentCode: text(),
  },
  (t) => [index("system_area_parent_idx").on(t.parentCode), index("system_area_name_idx").on(t.name)],
);

/** Small key/value facts about this installation (e.g. when demo data was loaded). */
export const systemMeta = pgTable("system_meta", {
  key: text().primaryKey(),
  value: text().notNull(),
  ...audit(),
});
