import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accountHolderType, bankCardKind, bankCardStatus, financeAccountStatus, outsideChannel } from "@qinlian/contract";
import { audit, enumText, idColumn, ts } from "../../kit/columns";
import { memberIdColumn } from "../identity";

/**
 * A member identity's (boId's) account at an outside channel. Opening: an application (PENDING, with
 * the bill number the platform gives it) confirmed by an SMS code; the channel then opens the account
 * (ACTIVE, with its account number and agreement/sign number). Operators freeze and unfreeze (FROZEN);
 * the member rescinds (CLOSED). At most one live (not CLOSED) account per boId and channel.
 * The ID number is kept masked only; the whole one went to the channel.
 */
export const financeAccount = pgTable(
  "finance_account",
  {
    id: idColumn(),
    boId: memberIdColumn().notNull(),
    channel: enumText(outsideChannel).notNull(),
    holderType: enumText(accountHolderType).notNull(),
    status: enumText(financeAccountStatus).notNull().default("PENDING"),
    holderName: text().notNull(),
    idNoMasked: text().notNull(),
    /** The whole ID number while the application waits for its code (the channel needs it to open); wiped at sign or cancel. */
    idNoPending: text(),
    /** The reserved mobile at the channel (whole: the channel texts it). */
    mobile: text().notNull(),
    /** The application's business number, given at application (the channel's bizId). */
    billNo: text().notNull(),
    accountNo: text(),
    signNo: text(),
    isDefault: boolean().notNull().default(false),
    /** The person who applied / signed (an enterprise's admin). */
    appliedBy: text().notNull(),
    freezeReason: text(),
    openedAt: ts(),
    closedAt: ts(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("finance_account_live_uq").on(t.boId, t.channel).where(sql`${t.status} <> 'CLOSED'`),
    uniqueIndex("finance_account_bill_uq").on(t.billNo),
    index("finance_account_bo_idx").on(t.boId),
  ],
);

/**
 * A bank card (or an enterprise's corporate account) bound to a finance account, through the channel:
 * PENDING until the bank's SMS code confirms it, then BOUND (with the channel's token for it), UNBOUND
 * when removed. The number is never stored whole: masked (first 4 + last 4) plus an HMAC-SHA256 keyed
 * with the server's secret (finance/card-number.ts), which finds the same card bound twice.
 */
export const bankCard = pgTable(
  "finance_bank_card",
  {
    id: idColumn(),
    boId: memberIdColumn().notNull(),
    accountId: text()
      .notNull()
      .references(() => financeAccount.id),
    channel: enumText(outsideChannel).notNull(),
    kind: enumText(bankCardKind).notNull(),
    status: enumText(bankCardStatus).notNull().default("PENDING"),
    holderName: text().notNull(),
    cardNoMasked: text().notNull(),
    cardNoHash: text().notNull(),
    mobileMasked: text().notNull(),
    /** The channel's id of the pending binding (confirmBindCard). */
    requestId: text(),
    cardToken: text(),
    bankName: text(),
    cardType: text({ enum: ["DEBIT", "CREDIT", "CORPORATE"] }),
    alias: text(),
    isDefault: boolean().notNull().default(false),
    boundBy: text().notNull(),
    boundAt: ts(),
    unboundAt: ts(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("finance_bank_card_live_uq").on(t.boId, t.cardNoHash).where(sql`${t.status} = 'BOUND'`),
    index("finance_bank_card_bo_idx").on(t.boId),
  ],
);
