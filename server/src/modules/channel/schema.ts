import { channelOp, channelTxnStatus, notifyState } from "@qinlian/contract";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, enumText, fen, idColumn, ts } from "../../kit/columns";

/**
 * The channel module's tables (private). Two sides live here:
 * - the sandbox bank's own books (`sandbox_*`): what the "bank" holds and moved — its accounts, cards
 *   and transactions. Nothing of ours reads them except through the adapter, as with a real bank;
 * - our side of the pipe: the channels' configuration and switches (`channel_setting`), every
 *   notification our receiver got (`channel_notification`), and the reconciliation runs and alerts
 *   (`reconcile_run`).
 */

/** One configured channel (SANDBOX and the spec's channels, all sandbox instances) and its switches. */
export const channelSetting = pgTable("channel_setting", {
  /** The contract's `outsideChannel` code. */
  code: text().primaryKey(),
  enabled: boolean().notNull().default(true),
  /** Switch: every pay, refund and withdrawal fails. */
  decline: boolean().notNull().default(false),
  /** Switch: the bank processes but never notifies. */
  timeout: boolean().notNull().default(false),
  /** Switch: every notification is sent twice. */
  notifyTwice: boolean().notNull().default(false),
  /** Switch: notifications leave this many seconds late (0: at once). */
  notifyDelaySeconds: integer().notNull().default(0),
  /** Switch: notifications carry a wrong signature. */
  badSignature: boolean().notNull().default(false),
  ...audit(),
});

/** An account the sandbox bank opened (a member identity's account at the channel). */
export const sandboxAccount = pgTable(
  "sandbox_account",
  {
    id: idColumn(),
    channel: text().notNull(),
    /** The opener's request id, stable across retries: the same bizId is the same opening. */
    bizId: text().notNull(),
    accountNo: text().notNull(),
    signNo: text().notNull(),
    holderType: text({ enum: ["PSN", "ORG"] }).notNull(),
    boId: text().notNull(),
    name: text().notNull(),
    /** The ID or credit code, masked (the bank's own copy is all a simulator needs). */
    idNoMasked: text().notNull(),
    mobile: text().notNull(),
    status: text({ enum: ["OPEN", "CLOSED"] }).notNull().default("OPEN"),
    closedAt: ts(),
    ...audit(),
  },
  (t) => [uniqueIndex("sandbox_account_biz_uq").on(t.channel, t.bizId), uniqueIndex("sandbox_account_no_uq").on(t.accountNo)],
);

/** A card binding at the sandbox bank: requested (code texted), bound (token issued) or unbound. */
export const sandboxCard = pgTable(
  "sandbox_card",
  {
    id: idColumn(),
    channel: text().notNull(),
    bizId: text().notNull(),
    /** What bindCard answers; confirmBindCard names it. */
    requestId: text().notNull(),
    accountNo: text().notNull(),
    cardNoMasked: text().notNull(),
    /** Keyed hash of the whole number (the bank side never stores it either). */
    cardHash: text().notNull(),
    holderName: text().notNull(),
    mobile: text().notNull(),
    kind: text({ enum: ["PERSON", "COMPANY"] }).notNull(),
    bankName: text().notNull(),
    cardType: text({ enum: ["DEBIT", "CREDIT", "CORPORATE"] }).notNull(),
    /** Issued on confirmation. */
    cardToken: text(),
    status: text({ enum: ["REQUESTED", "BOUND", "UNBOUND"] }).notNull().default("REQUESTED"),
    boundAt: ts(),
    unboundAt: ts(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("sandbox_card_biz_uq").on(t.channel, t.bizId),
    uniqueIndex("sandbox_card_request_uq").on(t.requestId),
    uniqueIndex("sandbox_card_token_uq").on(t.cardToken),
  ],
);

/** A money movement at the sandbox bank: a payment the payer confirms, a refund, a payout to a card. */
export const sandboxTxn = pgTable(
  "sandbox_txn",
  {
    /** The channel's transaction id (channelTxnId). */
    id: idColumn(),
    channel: text().notNull(),
    op: enumText(channelOp).notNull(),
    /** The requester's business id: one transaction per channel and bizId (a retry answers the first). */
    bizId: text().notNull(),
    amount: fen().notNull(),
    subject: text().notNull().default(""),
    /** PAY: who pays (only they may confirm on the hosted page). */
    payerBoId: text(),
    returnPath: text(),
    /** REFUND: the bizId of the payment refunded. */
    payBizId: text(),
    /** WITHDRAW: the card paid out to. */
    cardToken: text(),
    status: enumText(channelTxnStatus).notNull().default("PENDING"),
    reason: text(),
    finishedAt: ts(),
    /** The notification of the outcome; its id is the same on every delivery of it. */
    notifyId: text().notNull(),
    notifyState: enumText(notifyState).notNull().default("NONE"),
    /** Deliveries made or queued so far (numbers each delivery's job key). */
    deliveries: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [
    uniqueIndex("sandbox_txn_biz_uq").on(t.channel, t.bizId),
    uniqueIndex("sandbox_txn_notify_uq").on(t.notifyId),
    index("sandbox_txn_channel_idx").on(t.channel, t.status, t.op),
  ],
);

/**
 * Every notification our receiver got: one row per (channel, notifyId, verified) — a genuine
 * notification is recorded (and emitted) once however often it arrives; `duplicates` counts the
 * repeats. A notification whose signature fails is recorded apart (verified = false) and never emitted.
 * Refused ones are bounded (anyone can send them): only an excerpt of the body is kept with the hash
 * and length of the whole, and only the newest REFUSED_KEEP per channel (receiver.ts).
 */
export const channelNotification = pgTable(
  "channel_notification",
  {
    id: idColumn(),
    channel: text().notNull(),
    /** The body's notifyId (for an unreadable body: a hash of it). */
    notifyId: text().notNull(),
    verified: boolean().notNull(),
    /** The body as received; for a refused one an excerpt (receiver.ts `REFUSED_EXCERPT` characters). */
    body: text().notNull(),
    /** SHA-256 (hex) of the whole body as received, and its length in characters. */
    bodySha256: text(),
    bodyLength: integer(),
    signature: text().notNull(),
    op: enumText(channelOp),
    bizId: text(),
    channelTxnId: text(),
    status: enumText(channelTxnStatus),
    amount: fen(),
    /** Why it was refused (unverified only). */
    error: text(),
    duplicates: integer().notNull().default(0),
    firstSeenAt: ts().notNull(),
    lastSeenAt: ts().notNull(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("channel_notification_uq").on(t.channel, t.notifyId, t.verified),
    index("channel_notification_seen_idx").on(t.lastSeenAt),
    index("channel_notification_refused_idx").on(t.channel, t.verified, t.lastSeenAt),
  ],
);

/** One reconciliation run (the daily job's or an operator's); a daily run with differences is an alert. */
export const reconcileRun = pgTable(
  "reconcile_run",
  {
    id: idColumn(),
    trigger: text({ enum: ["DAILY", "MANUAL"] }).notNull(),
    /** The day a daily run is for (China time), else null. */
    day: text(),
    ok: boolean().notNull(),
    /** The report: counts, clearing per channel, differences (the console's view of it). */
    report: jsonb().$type<Record<string, unknown>>().notNull(),
    alert: boolean().notNull().default(false),
    acknowledgedAt: ts(),
    acknowledgedBy: text(),
    ...audit(),
  },
  (t) => [index("reconcile_run_created_idx").on(t.createdAt), index("reconcile_run_alert_idx").on(t.alert, t.acknowledgedAt)],
);
