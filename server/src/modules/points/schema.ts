import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, createdAt, idColumn } from "../../kit/columns";

/** How points are earned and spent. Platform data (platform-data.ts), written at every start. */
export const pointRule = pgTable("point_rule", {
  code: text().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull(),
  kind: text({ enum: ["EARN", "SPEND"] }).notNull(),
  points: integer().notNull(),
  unit: text({ enum: ["ONCE", "PER_DAY", "PER_TIME", "PER_YUAN", "DEDUCT_YUAN"] }).notNull(),
  dailyLimit: integer(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
  sort: integer().notNull().default(0),
  status: text({ enum: ["ON", "OFF"] }).notNull().default("ON"),
  ...audit(),
});

/**
 * The points ledger: one row per change of a member's (boId) points, never updated or deleted.
 * The balance is the sum of `change`; `balanceAfter` records it after each entry (entries are
 * posted under a per-member lock, see service.postPoints). `idempotencyKey` makes a retried post
 * a no-op (e.g. "ORDER_COMPLETE:<orderId>").
 */
export const pointEntry = pgTable(
  "point_entry",
  {
    id: idColumn(),
    boId: text().notNull(),
    change: integer().notNull(),
    balanceAfter: integer().notNull(),
    ruleCode: text().references(() => pointRule.code),
    bizType: text(),
    bizId: text(),
    remark: text(),
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("point_entry_bo_idx").on(t.boId, t.createdAt),
    uniqueIndex("point_entry_idem_uq").on(t.idempotencyKey),
    check("point_entry_change_nonzero", sql`${t.change} <> 0`),
    check("point_entry_balance_nonnegative", sql`${t.balanceAfter} >= 0`),
  ],
);
