import { promotionKind, type PromotionRuleInput } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { audit, enumText, fen, idColumn, ts } from "../../kit/columns";

/**
 * A shop's promotion (促销): its rule (the contract's `promotionRule`, kind repeated in `kind` for
 * filters), the goods it covers (`goodsIds`, null: every goods of the shop) and its period. Its state
 * (DISABLED / NOT_STARTED / RUNNING / ENDED) is derived from `enabled` and the period, never stored.
 */
export const promotion = pgTable(
  "promotion",
  {
    id: idColumn(),
    shopId: text().notNull(),
    /** The shop owner (business owner) who created it. */
    boId: text().notNull(),
    name: text().notNull(),
    kind: enumText(promotionKind).notNull(),
    rule: jsonb().$type<PromotionRuleInput>().notNull(),
    goodsIds: jsonb().$type<string[] | null>(),
    startAt: ts().notNull(),
    endAt: ts().notNull(),
    enabled: boolean().notNull().default(true),
    remark: text(),
    ...audit(),
  },
  (t) => [index("promotion_shop_idx").on(t.shopId, t.endAt), check("promotion_period", sql`${t.endAt} > ${t.startAt}`)],
);

/**
 * A presale (预售) of one goods spec. `soldQuantity` counts the units whose deposit orders hold them;
 * it is raised by a conditional update (`sold_quantity + q <= total_quantity`), so parallel
 * reservations never sell more than the total (the check constraint says so too).
 */
export const presale = pgTable(
  "presale",
  {
    id: idColumn(),
    shopId: text().notNull(),
    boId: text().notNull(),
    goodsId: text().notNull(),
    specId: text().notNull(),
    price: fen().notNull(),
    depositPerUnit: fen().notNull(),
    deductPerUnit: fen().notNull(),
    depositFrom: ts().notNull(),
    depositTo: ts().notNull(),
    balanceFrom: ts().notNull(),
    balanceTo: ts().notNull(),
    limitPerBuyer: integer(),
    totalQuantity: integer().notNull(),
    soldQuantity: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    remark: text(),
    ...audit(),
  },
  (t) => [
    index("presale_shop_idx").on(t.shopId, t.balanceTo),
    index("presale_spec_idx").on(t.specId, t.balanceTo),
    index("presale_goods_idx").on(t.goodsId),
    check("presale_sold_le_total", sql`${t.soldQuantity} <= ${t.totalQuantity}`),
    check("presale_sold_nonneg", sql`${t.soldQuantity} >= 0`),
  ],
);
