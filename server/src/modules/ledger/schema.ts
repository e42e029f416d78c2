import { actorKind } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, createdAt, enumText, fen, idColumn } from "../../kit/columns";

/**
 * The ledger's tables (private to modules/ledger; the chart of accounts and the rules are in
 * service.ts). Money is integer fen. Only the ledger writes here, and only through `post`.
 */

/** The owner of the platform's accounts (members' accounts are owned by their identity's boId). */
export const PLATFORM_OWNER = "PLATFORM";

/** Account kinds. Members: AVAILABLE, FROZEN. The platform: ESCROW, FEES, and CLEARING per channel. */
export const accountKinds = ["AVAILABLE", "FROZEN", "ESCROW", "FEES", "CLEARING"] as const;
export type AccountKind = (typeof accountKinds)[number];

/** One ledger account; `balance` caches the sum of its lines (kept by `post`, proved by `reconcile`). */
export const ledgerAccount = pgTable(
  "ledger_account",
  {
    id: idColumn(),
    /** A member identity's boId, or PLATFORM_OWNER. */
    owner: text().notNull(),
    kind: text({ enum: accountKinds }).notNull(),
    /** The payment channel's code for CLEARING accounts; "" for every other kind. */
    channel: text().notNull().default(""),
    /** Sum of this account's journal lines, in fen. */
    balance: fen().notNull().default(0),
    ...audit(),
  },
  (t) => [
    uniqueIndex("ledger_account_owner_kind_uq").on(t.owner, t.kind, t.channel),
    // Only a channel's clearing account may go below zero (the channel owes us); the guarded update in
    // `post` refuses an overdraw first, this is the database's own last word.
    check("ledger_account_nonnegative", sql`${t.kind} = 'CLEARING' or ${t.balance} >= 0`),
    check(
      "ledger_account_owner_kind",
      sql`(${t.owner} = 'PLATFORM') = (${t.kind} in ('ESCROW', 'FEES', 'CLEARING')) and (${t.kind} = 'CLEARING') = (${t.channel} <> '')`,
    ),
  ],
);

/** One balanced money movement. Its lines sum to zero. Never updated or deleted. */
export const journalEntry = pgTable(
  "journal_entry",
  {
    id: idColumn(),
    /** Insertion order (entries of one transaction share its time). */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    /** The same key posts once: a retried call or a repeated notification posts nothing twice. */
    idempotencyKey: text().notNull(),
    /** What moved the money: RECHARGE, PAYMENT, SETTLE, REFUND, FREEZE, UNFREEZE, WITHDRAW … */
    kind: text().notNull(),
    /** The business record that caused it (e.g. PAY_ORDER + its id). */
    bizType: text().notNull(),
    bizId: text().notNull(),
    actorKind: enumText(actorKind).notNull(),
    /** The member (or operator) who caused it; null for the system. */
    actorId: text(),
    memo: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("journal_entry_idem_uq").on(t.idempotencyKey), index("journal_entry_biz_idx").on(t.bizType, t.bizId)],
);

/** One side of an entry: a signed amount on one account (+ credit / money in, − debit / money out). */
export const journalLine = pgTable(
  "journal_line",
  {
    id: idColumn(),
    entryId: text()
      .notNull()
      .references(() => journalEntry.id),
    accountId: text()
      .notNull()
      .references(() => ledgerAccount.id),
    amount: fen().notNull(),
    /** The account's balance right after this line (exact: the account's row is locked until commit). */
    balanceAfter: fen().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("journal_line_account_idx").on(t.accountId, t.createdAt),
    uniqueIndex("journal_line_entry_account_uq").on(t.entryId, t.accountId),
    check("journal_line_amount_nonzero", sql`${t.amount} <> 0`),
  ],
);
