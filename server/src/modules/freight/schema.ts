import { freightMode } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, enumText, idColumn } from "../../kit/columns";
import type { FreeShippingRule, FreightAreaRule, FreightCharge } from "./calc";

/**
 * A seller's freight template (运费模板), by business owner (boId); one default per boId (the partial
 * unique index; kit/owned-defaults keeps it under concurrent writes). The rules are stored as the
 * calculation reads them (calc.ts). Orders copy the freight they charged, so editing or deleting a
 * template never changes an order; deleting is refused while goods use it.
 */
export const freightTemplate = pgTable(
  "freight_template",
  {
    id: idColumn(),
    boId: text().notNull(),
    name: text().notNull(),
    mode: enumText(freightMode).notNull(),
    defaultCharge: jsonb().$type<FreightCharge>().notNull(),
    areaRules: jsonb().$type<FreightAreaRule[]>().notNull().default([]),
    freeRules: jsonb().$type<FreeShippingRule[]>().notNull().default([]),
    excludedAreaCodes: jsonb().$type<string[]>().notNull().default([]),
    isDefault: boolean().notNull().default(false),
    remark: text(),
    ...audit(),
  },
  (t) => [
    index("freight_template_bo_idx").on(t.boId, t.updatedAt),
    uniqueIndex("freight_template_default_per_bo_uq").on(t.boId).where(sql`${t.isDefault}`),
    uniqueIndex("freight_template_name_per_bo_uq").on(t.boId, t.name),
  ],
);
