import { couponKind, couponScope } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, enumText, fen, idColumn, ts } from "../../kit/columns";

export type CouponValidity = { type: "FIXED"; validFrom: string; validTo: string } | { type: "DAYS"; days: number };

/**
 * A coupon rule (券规则): a shop's (scope SHOP, shopId) or the platform's offer. `issuedCount` counts
 * the coupons given out and is raised with a conditional update (`issued_count < total_count`), so
 * parallel claims never give out more than the total (the check constraint says so too).
 */
export const couponRule = pgTable(
  "coupon_rule",
  {
    id: idColumn(),
    regCode: text().notNull(),
    scope: enumText(couponScope).notNull(),
    shopId: text(),
    /** Who created it: the shop's owner (boId) or the operator's member id. */
    ownerBoId: text().notNull(),
    name: text().notNull(),
    kind: enumText(couponKind).notNull(),
    threshold: fen().notNull(),
    value: fen().notNull().default(0),
    rateBp: integer().notNull().default(10_000),
    maxOff: fen(),
    categoryCodes: jsonb().$type<string[]>().notNull().default([]),
    totalCount: integer().notNull(),
    issuedCount: integer().notNull().default(0),
    perMemberLimit: integer().notNull().default(1),
    claimFrom: ts().notNull(),
    claimTo: ts().notNull(),
    validity: jsonb().$type<CouponValidity>().notNull(),
    enabled: boolean().notNull().default(true),
    remark: text(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("coupon_rule_reg_code_uq").on(t.regCode),
    index("coupon_rule_shop_idx").on(t.shopId, t.claimTo),
    index("coupon_rule_scope_idx").on(t.scope, t.claimTo),
    check("coupon_rule_issued_le_total", sql`${t.issuedCount} <= ${t.totalCount}`),
  ],
);

/**
 * A member's coupon: the rule's terms copied at claim time, its own validity, and whether an order has
 * it (LOCKED while the order is unpaid, USED once paid). EXPIRED is not stored: it is AVAILABLE past
 * validTo.
 */
export const coupon = pgTable(
  "coupon",
  {
    id: idColumn(),
    ruleId: text()
      .notNull()
      .references(() => couponRule.id),
    regCode: text().notNull(),
    boId: text().notNull(),
    scope: enumText(couponScope).notNull(),
    shopId: text(),
    name: text().notNull(),
    kind: enumText(couponKind).notNull(),
    threshold: fen().notNull(),
    value: fen().notNull(),
    rateBp: integer().notNull(),
    maxOff: fen(),
    categoryCodes: jsonb().$type<string[]>().notNull().default([]),
    validFrom: ts().notNull(),
    validTo: ts().notNull(),
    state: text({ enum: ["AVAILABLE", "LOCKED", "USED"] }).notNull().default("AVAILABLE"),
    orderId: text(),
    usedAt: ts(),
    /** Who gave it: null when the member claimed it, else the giver's boId. */
    grantedBy: text(),
    ...audit(),
  },
  (t) => [index("coupon_bo_idx").on(t.boId, t.state, t.validTo), index("coupon_rule_idx").on(t.ruleId, t.boId), index("coupon_order_idx").on(t.orderId)],
);
