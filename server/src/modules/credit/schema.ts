import { creditApplyState, creditKind, creditProductState, memberType } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, enumText, fen, idColumn, ts } from "../../kit/columns";
import { memberIdColumn } from "../identity";

/**
 * A credit or insurance product, listed on /serviceHall/finance while ON. Operators create, edit and
 * put it on or off (credit/machine.ts, `creditProductMachine`). Amounts are fen, terms months.
 */
export const creditProduct = pgTable(
  "credit_product",
  {
    id: idColumn(),
    kind: enumText(creditKind).notNull(),
    name: text().notNull(),
    institution: text().notNull(),
    summary: text().notNull(),
    rateText: text().notNull(),
    minAmount: fen().notNull(),
    maxAmount: fen().notNull(),
    minTermMonths: integer().notNull(),
    maxTermMonths: integer().notNull(),
    /** Who may apply: PERSON, ENTERPRISE or both. */
    applicantTypes: jsonb().$type<("PERSON" | "ENTERPRISE")[]>().notNull(),
    materials: jsonb().$type<string[]>().notNull(),
    state: enumText(creditProductState).notNull().default("DRAFT"),
    /** Listing order: most recently put on first. */
    listedAt: ts(),
    ...audit(),
  },
  (t) => [index("credit_product_state_idx").on(t.state, t.listedAt)],
);

export interface StoredAttachment {
  fileId: string;
  url: string;
  name: string;
}

/**
 * An identity's (`boId`: a person, or the enterprise an employee acts for) application for a product.
 * The product's name, kind and institution are copied at submission, so later edits of the listing do
 * not rewrite what was applied for. States: credit/machine.ts (`creditApplyMachine`). Disbursement and
 * settlement are facts the institution reported; no money moves through the ledger for them.
 */
export const creditApply = pgTable(
  "credit_apply",
  {
    id: idColumn(),
    productId: text()
      .notNull()
      .references(() => creditProduct.id),
    productName: text().notNull(),
    kind: enumText(creditKind).notNull(),
    institution: text().notNull(),
    boId: memberIdColumn().notNull(),
    applicantType: enumText(memberType).notNull(),
    applicantName: text().notNull(),
    /** The person who submitted it (themselves, or an employee for the enterprise). */
    memberId: memberIdColumn().notNull(),
    amount: fen().notNull(),
    termMonths: integer().notNull(),
    purpose: text().notNull(),
    contactName: text().notNull(),
    contactMobile: text().notNull(),
    attachments: jsonb().$type<StoredAttachment[]>().notNull(),
    state: enumText(creditApplyState).notNull().default("SUBMITTED"),
    submittedAt: ts().notNull(),
    decidedAt: ts(),
    decidedBy: text(),
    rejectReason: text(),
    reviewNote: text(),
    disbursedAmount: fen(),
    disbursedOn: date({ mode: "string" }),
    closedOn: date({ mode: "string" }),
    ...audit(),
  },
  (t) => [
    index("credit_apply_bo_idx").on(t.boId, t.submittedAt),
    index("credit_apply_state_idx").on(t.state, t.submittedAt),
    index("credit_apply_product_idx").on(t.productId, t.state),
    /** One application per identity and product waits for a decision at a time. */
    uniqueIndex("credit_apply_one_waiting_uq").on(t.boId, t.productId).where(sql`state = 'SUBMITTED'`),
  ],
);
