import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, idColumn, ts } from "../../kit/columns";

/**
 * A member's shop. Opening goes through review: DRAFT → SUBMITTED → APPROVED | REJECTED (with a
 * reason; a rejected shop may be resubmitted) → OPEN → CLOSED (the state machine lives in machine.ts).
 * Goods can be listed only in an OPEN shop. One default shop per member (boId).
 */
export const shop = pgTable(
  "shop",
  {
    id: idColumn(),
    /** The owner: a person or an enterprise member. */
    boId: text().notNull(),
    name: text().notNull(),
    status: text({ enum: ["DRAFT", "SUBMITTED", "APPROVED", "REJECTED", "OPEN", "CLOSED"] }).notNull().default("DRAFT"),
    isDefault: boolean().notNull().default(true),
    logoUrl: text(),
    bannerUrl: text(),
    /** Sanitised HTML. */
    intro: text(),
    /** Platform category ids (level 1 or 2) the shop may sell in. */
    businessScope: jsonb().$type<string[]>().notNull().default([]),
    areaCode: text(),
    address: text(),
    contactName: text(),
    contactMobile: text(),
    rejectReason: text(),
    submittedAt: ts(),
    reviewedAt: ts(),
    reviewedBy: text(),
    openedAt: ts(),
    ...audit(),
  },
  (t) => [
    index("shop_bo_idx").on(t.boId),
    uniqueIndex("shop_default_per_bo_uq").on(t.boId).where(sql`${t.isDefault}`),
    index("shop_status_idx").on(t.status),
  ],
);
