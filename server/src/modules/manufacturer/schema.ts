import { manufacturerTypes } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, deletedAt, idColumn } from "../../kit/columns";

/**
 * A manufacturer (生产主体): a farm or an enterprise of production owned by a member (boId).
 * Farm records, stock and orders refer to it, so deleting only marks it (deletedAt).
 * One default per boId, enforced by the partial unique index; names are unique per boId.
 */
export const manufacturer = pgTable(
  "manufacturer",
  {
    id: idColumn(),
    boId: text().notNull(),
    name: text().notNull(),
    type: text({ enum: manufacturerTypes }).notNull(),
    /** Birds/heads on hand. */
    stockOnHand: integer(),
    barnCount: integer(),
    /** Area in mu (亩), two decimals. */
    areaMu: numeric({ precision: 12, scale: 2, mode: "number" }),
    areaCode: text().notNull(),
    /** Full 省市县 name at the time of writing. */
    areaName: text().notNull(),
    address: text().notNull(),
    longitude: doublePrecision(),
    latitude: doublePrecision(),
    /** 动物防疫条件合格证编号. */
    epidemicCertNo: text(),
    /** 种畜禽生产经营许可证编号. */
    breedingLicenceNo: text(),
    creditCode: text(),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    isDefault: boolean().notNull().default(false),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("manufacturer_bo_idx").on(t.boId, t.updatedAt),
    uniqueIndex("manufacturer_default_per_bo_uq").on(t.boId).where(sql`${t.isDefault}`),
    uniqueIndex("manufacturer_name_per_bo_uq").on(t.boId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  ],
);
