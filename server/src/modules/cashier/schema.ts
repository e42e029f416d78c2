import { cashFlowDirection, cashFlowKind, cashFlowStatus, outsideChannel, payChannel, payOrderState, refundWay, withdrawalState } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, createdAt, enumText, fen, idColumn, ts } from "../../kit/columns";

/**
 * The cashier's tables (private to modules/cashier). Money is integer fen and moves only through the
 * ledger's `post` / `freeze` / `unfreeze`, in the same transaction as the row changes below.
 */

/**
 * One payment order: what a payer pays for one business record (bizType + bizId, unique). A recharge
 * (bizType RECHARGE) has the payer as its own payee (the money lands in their balance). The state
 * machine is pay-machine.ts.
 */
export const payOrder = pgTable(
  "pay_order",
  {
    id: idColumn(),
    bizType: text().notNull(),
    bizId: text().notNull(),
    subject: text().notNull(),
    amount: fen().notNull(),
    refundedAmount: fen().notNull().default(0),
    payerBoId: text().notNull(),
    /** Null for a recharge (the payer's own balance). */
    payeeBoId: text(),
    /** The member who created it (null when another module created it for the payer). */
    createdBy: text(),
    /** Chosen when paying. */
    channel: enumText(payChannel),
    /** The business id sent to the outside channel for the current attempt (`<id>-<attempt>`). */
    channelBizId: text(),
    attempt: integer().notNull().default(0),
    channelTxnId: text(),
    payUrl: text(),
    state: enumText(payOrderState).notNull().default("CREATED"),
    failReason: text(),
    paidAt: ts(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("pay_order_biz_uq").on(t.bizType, t.bizId),
    uniqueIndex("pay_order_channel_biz_uq").on(t.channelBizId),
    index("pay_order_payer_idx").on(t.payerBoId, t.createdAt),
    index("pay_order_payee_idx").on(t.payeeBoId, t.createdAt),
    check("pay_order_amount_positive", sql`${t.amount} > 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * A refund of a pay order paid through an outside channel, given back through that channel
 * (pay-refund.ts): one row per (payId, refundId). `channelBizId` is the refund's business id at the
 * channel (`<the payment's channel bizId>-R<hash of refundId>`, stable: a repeat is the same refund).
 * `status` follows the payer's cash-flow row (`flowId`): ONGOING until the channel's result, then DONE
 * (booked ESCROW → CLEARING) or FAILED (nothing booked; the money stays in ESCROW for an operator).
 * An operator retries a FAILED one (refund-retry.ts): through the channel again — `attempt` + 1 and a
 * new `channelBizId` (`<first one>-<attempt>`; a bank refuses a repeat of a refused id), a new flow
 * row — or to the payer's balance (`way` BALANCE, booked ESCROW → the payer's AVAILABLE, DONE).
 */
export const payRefund = pgTable(
  "pay_refund",
  {
    id: idColumn(),
    payId: text().notNull(),
    refundId: text().notNull(),
    channel: enumText(outsideChannel).notNull(),
    channelBizId: text().notNull(),
    /** The payment at the channel it gives back (the pay order's channel bizId when it was paid). */
    payBizId: text().notNull(),
    amount: fen().notNull(),
    reason: text().notNull(),
    status: enumText(cashFlowStatus).notNull().default("ONGOING"),
    failReason: text(),
    channelTxnId: text(),
    /** The payer's cash-flow row of this refund's current attempt (a refused attempt's row stays FAILED). */
    flowId: text(),
    /** Times the channel has been asked: 1, then + 1 per operator's retry through the channel. */
    attempt: integer().notNull().default(1),
    /** CHANNEL, or BALANCE once an operator gave it to the payer's balance instead. */
    way: enumText(refundWay).notNull().default("CHANNEL"),
    finishedAt: ts(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("pay_refund_uq").on(t.payId, t.refundId),
    uniqueIndex("pay_refund_channel_biz_uq").on(t.channel, t.channelBizId),
    check("pay_refund_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** One withdrawal to a bound card; the amount stays frozen while PENDING (withdraw-machine.ts). */
export const withdrawal = pgTable(
  "withdrawal",
  {
    id: idColumn(),
    boId: text().notNull(),
    /** The person who asked for it. */
    memberId: text().notNull(),
    amount: fen().notNull(),
    fee: fen().notNull(),
    channel: enumText(outsideChannel).notNull(),
    cardId: text().notNull(),
    bankName: text().notNull(),
    cardNoMasked: text().notNull(),
    channelTxnId: text(),
    state: enumText(withdrawalState).notNull().default("PENDING"),
    failReason: text(),
    expectedDate: date({ mode: "string" }).notNull(),
    finishedAt: ts(),
    ...audit(),
  },
  (t) => [index("withdrawal_bo_idx").on(t.boId, t.createdAt), index("withdrawal_state_idx").on(t.state), check("withdrawal_fee", sql`${t.fee} >= 0 and ${t.fee} < ${t.amount}`)],
);

/**
 * Cash flow: one row per movement of a member's money (their business-level statement), written in
 * the transaction of the ledger post that moved it; balances after come from the post's lines.
 */
export const cashFlow = pgTable(
  "cash_flow",
  {
    id: idColumn(),
    boId: text().notNull(),
    kind: enumText(cashFlowKind).notNull(),
    direction: enumText(cashFlowDirection).notNull(),
    amount: fen().notNull(),
    availableAfter: fen().notNull(),
    frozenAfter: fen().notNull(),
    status: enumText(cashFlowStatus).notNull(),
    channel: enumText(payChannel),
    bizType: text().notNull(),
    bizId: text().notNull(),
    /**
     * The ledger entry that moved it; null while nothing is booked: a refund through a channel waiting
     * for the channel's result (ONGOING), or one the channel refused (FAILED). See pay-refund.ts.
     */
    entryId: text(),
    memo: text(),
    createdAt: createdAt(),
    updatedAt: ts(),
  },
  (t) => [
    index("cash_flow_bo_idx").on(t.boId, t.createdAt),
    index("cash_flow_biz_idx").on(t.bizType, t.bizId),
    uniqueIndex("cash_flow_entry_uq").on(t.entryId, t.boId, t.kind),
    check("cash_flow_amount_positive", sql`${t.amount} > 0`),
  ],
);
