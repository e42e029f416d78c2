/**
 * Payment orders: create, pay by balance or through an outside channel, settle a channel's result
 * exactly once, close, settle to the payee, refund. Posting rules: ledger/service.ts's header.
 *
 * Exactly once: every pay path locks the order's row (`FOR UPDATE`) in its transaction, moves it with
 * the state machine's guarded update, and posts with a key per order (`PAYMENT:<payId>`,
 * `RECHARGE:<payId>`), so two payments of one order at once, a repeated notification or a query
 * racing a notification post once. A notification is applied only if it matches the order's current
 * channel attempt (bizId `<payId>-<attempt>`), its channel and its amount; anything else is logged and
 * changes nothing.
 *
 * Refunds go back where the money came from (pay-refund.ts): a balance payment to the payer's balance
 * at once; a channel payment through its channel, booked only when the channel confirms (until then
 * the payer's cash flow shows it in progress and the money stays in ESCROW, reserved for them).
 */
import { outsideChannel, type OutsideChannel, type PayChannel } from "@qinlian/contract";
import { and, eq, inArray } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { statement, type Slot } from "../../kit/statement";
import { transition } from "../../kit/transition";
import type { ChannelResult } from "../channel";
import { adapterOf } from "../channel";
import { cardForPayout, hasActiveAccountAt, requireOpenAccount, verifyPayPassword } from "../finance";
import { clearingAccount, entryByKey, escrowAccount, feesAccount, memberAccount, post } from "../ledger";
import { recordFlow } from "./flow";
import { refundLatePayment } from "./late-payment";
import { channelRefundOf, refundKey, refundThroughChannel, reservedForRefunds } from "./pay-refund";
import { payOrderMachine } from "./pay-machine";
import { RECHARGE } from "./rules";
import { payOrder } from "./schema";
import { payResultOf, type PayOrderRow } from "./views";

/**
 * What a module asks the cashier to collect (`pay`). One order per (bizType, bizId): calling again
 * with the same pair finds the same order (and pays it if it is not paid yet), so a retried request
 * never pays twice.
 */
export interface PayOrderInput {
  /** What is paid for: ORDER, DEPOSIT, SERVICE … (upper-case; RECHARGE is the cashier's own). */
  readonly bizType: string;
  /** The business record's id, unique per bizType. */
  readonly bizId: string;
  /** Who pays: must be the identity the ctx acts for. */
  readonly payerBoId: string;
  /** Who receives the money when the business settles (`settle`); null for a recharge. */
  readonly payeeBoId: string | null;
  /** Fen, > 0. */
  readonly amount: number;
  /** What the payer sees (order title). */
  readonly subject: string;
  /** BALANCE (needs payPassword) or an outside channel (answers its payUrl); null: only create it. */
  readonly channel: PayChannel | null;
  readonly payPassword?: string;
}

export interface PayResult {
  readonly payId: string;
  readonly bizType: string;
  readonly bizId: string;
  readonly state: PayOrderRow["state"];
  readonly payUrl: string | null;
}

const BIZ_TYPE = /^[A-Z][A-Z0-9_]{1,31}$/;

function checkInput(i: Omit<PayOrderInput, "channel" | "payPassword">): void {
  if (!BIZ_TYPE.test(i.bizType)) throw invalid("bizType", "业务类型应为大写字母、数字或下划线");
  if (typeof i.bizId !== "string" || i.bizId.trim() === "" || i.bizId.length > 64) throw invalid("bizId", "业务编号须为 1-64 个字符");
  if (!Number.isSafeInteger(i.amount) || i.amount <= 0) throw invalid("amount", "金额须为正整数（分）");
  if (typeof i.subject !== "string" || i.subject.trim() === "" || i.subject.length > 100) throw invalid("subject", "支付摘要须为 1-100 个字符");
  if (i.payeeBoId !== null && i.payeeBoId === i.payerBoId) throw invalid("payeeBoId", "收款方不能是付款方本人");
}

/** Creates the order (or finds the one already made for this bizType + bizId; it must say the same). */
export async function createOrder(ctx: AuthedCtx, i: Omit<PayOrderInput, "channel" | "payPassword">): Promise<PayOrderRow> {
  return (await createOrFind(ctx, i)).row;
}

/**
 * `createOrder`, also telling whether this call inserted the row (`fresh`): a fresh row is the
 * transaction's own until it commits (another insert of the same bizType + bizId waits on the unique
 * index, then finds it), so paying it needs no row lock. One statement when new, two when found.
 */
type NewPayOrder = Pick<typeof payOrder.$inferInsert, "bizType" | "bizId" | "subject" | "amount" | "payerBoId" | "payeeBoId" | "createdBy"> & { id: string; createdAt: Date };

/** A payment order's row (nothing when its business id has one), built once (kit/statement.ts). */
const insertPayOrder = statement("cashier.insertPayOrder", (db, p: Slot<NewPayOrder>) =>
  db
    .insert(payOrder)
    .values({ id: p("id"), bizType: p("bizType"), bizId: p("bizId"), subject: p("subject"), amount: p("amount"), payerBoId: p("payerBoId"), payeeBoId: p("payeeBoId"), createdBy: p("createdBy"), createdAt: p("createdAt") })
    .onConflictDoNothing({ target: [payOrder.bizType, payOrder.bizId] })
    .returning(),
);

async function createOrFind(ctx: AuthedCtx, i: Omit<PayOrderInput, "channel" | "payPassword">): Promise<{ row: PayOrderRow; fresh: boolean }> {
  checkInput(i);
  if (i.payerBoId !== ctx.member.boId) throw invalid("payerBoId", "只能为当前身份创建支付单");
  const bizId = i.bizId.trim();
  const [inserted] = await insertPayOrder(ctx.db, { id: newId(), bizType: i.bizType, bizId, subject: i.subject.trim(), amount: i.amount, payerBoId: i.payerBoId, payeeBoId: i.payeeBoId, createdBy: ctx.member.memberId, createdAt: ctx.now });
  if (inserted) return { row: inserted, fresh: true };
  const [row] = await ctx.db.select().from(payOrder).where(and(eq(payOrder.bizType, i.bizType), eq(payOrder.bizId, bizId)));
  if (!row) throw new Error(`pay order ${i.bizType}/${bizId} vanished after insert`);
  if (row.payerBoId !== i.payerBoId || row.amount !== i.amount || row.payeeBoId !== i.payeeBoId) {
    throw conflict(`业务 ${i.bizType}/${bizId} 已有一笔不同的支付单`, { payId: row.id });
  }
  return { row, fresh: false };
}

/**
 * The one function orders, deposits and services call: creates the payment order for (bizType,
 * bizId) if needed and pays it by `channel` (see PayOrderInput). Idempotent by bizId: an order already
 * paid answers its state and pays nothing again. The pay password is checked before the transaction
 * (a wrong try must count even though the payment is refused).
 */
export async function pay(ctx: AuthedCtx, i: PayOrderInput): Promise<PayResult> {
  checkInput(i);
  if (i.channel === "BALANCE") await checkPassword(ctx, i.payPassword);
  return payChecked(ctx, i);
}

export interface PayHooks {
  /**
   * Runs in the payment's transaction once the order exists (created or found), before it is paid:
   * the business names its payment order there (the order module sets the order's payId, by which
   * its subscriber of payOrder.changed finds the order). One call instead of creating the order first
   * and paying it after, which would insert it, find it again and lock it.
   */
  readonly beforePay?: (payId: string) => Promise<void>;
}

/**
 * `pay` for a caller that has already verified the payer's pay password itself (or the platform's
 * demo seed, which runs in one transaction where the password check may not run). No call exposes it.
 */
export async function payChecked(ctx: AuthedCtx, i: PayOrderInput, o: PayHooks = {}): Promise<PayResult> {
  checkInput(i);
  return inTx(ctx, async (tx) => {
    const { row, fresh } = await createOrFind(tx, i);
    if (o.beforePay) await o.beforePay(row.id);
    if (i.channel === null) return payResultOf(row);
    return fresh ? payRow(tx, row, i.channel) : payLocked(tx, row.id, i.channel);
  });
}

async function checkPassword(ctx: AuthedCtx, pw: string | undefined): Promise<void> {
  if (pw === undefined || pw === "") throw invalid("payPassword", "请输入支付密码");
  await verifyPayPassword(ctx, pw);
}

async function lockOrder(ctx: Ctx, payId: string): Promise<PayOrderRow | undefined> {
  const [row] = await ctx.db.select().from(payOrder).where(eq(payOrder.id, payId)).for("update");
  return row;
}

/** The order for (bizType, bizId) as its payer or payee sees it, or null. */
export async function payOrderByBiz(ctx: AuthedCtx, bizType: string, bizId: string): Promise<PayOrderRow | null> {
  const [row] = await ctx.db.select().from(payOrder).where(and(eq(payOrder.bizType, bizType), eq(payOrder.bizId, bizId)));
  if (!row || (row.payerBoId !== ctx.member.boId && row.payeeBoId !== ctx.member.boId)) return null;
  return row;
}

/** The caller's own order as payer (else notFound), for the pay calls. */
async function ownOrder(ctx: AuthedCtx, payId: string): Promise<PayOrderRow> {
  const [row] = await ctx.db.select().from(payOrder).where(eq(payOrder.id, payId));
  if (!row || row.payerBoId !== ctx.member.boId) throw notFound("支付单");
  return row;
}

/** Pays an existing order of the caller (the cashier's pay calls). */
export async function payById(ctx: AuthedCtx, payId: string, channel: PayChannel, payPassword?: string): Promise<PayResult> {
  const row = await ownOrder(ctx, payId);
  if (channel === "BALANCE") {
    if (row.bizType === RECHARGE) throw invalid("channel", "充值不能使用余额支付，请选择支付渠道");
    await checkPassword(ctx, payPassword);
  }
  return inTx(ctx, (tx) => payLocked(tx, payId, channel));
}

/** Pays by a bound card: the card's channel (the card must be the caller's). */
export async function payByCard(ctx: AuthedCtx, payId: string, cardId: string): Promise<PayResult> {
  await ownOrder(ctx, payId);
  const card = await cardForPayout(ctx, cardId);
  return inTx(ctx, (tx) => payLocked(tx, payId, card.channel));
}

/** Pays several of the caller's orders by balance at once: all or none (one pay password). */
export async function payBatch(ctx: AuthedCtx, payIds: readonly string[], payPassword: string): Promise<{ count: number; total: number; list: PayResult[] }> {
  const ids = [...new Set(payIds)];
  for (const id of ids) {
    const row = await ownOrder(ctx, id);
    if (row.bizType === RECHARGE) throw invalid("payIds", "充值单不能用余额支付");
  }
  await checkPassword(ctx, payPassword);
  return inTx(ctx, async (tx) => {
    const list: PayResult[] = [];
    let total = 0;
    for (const id of ids.sort()) {
      const r = await payLocked(tx, id, "BALANCE");
      const [row] = await tx.db.select({ amount: payOrder.amount }).from(payOrder).where(eq(payOrder.id, id));
      total += row?.amount ?? 0;
      list.push(r);
    }
    return { count: list.length, total, list };
  });
}

/** In the caller's transaction: locks the order and pays it by `channel` (password already checked). */
async function payLocked(tx: AuthedCtx, payId: string, channel: PayChannel): Promise<PayResult> {
  const row = await lockOrder(tx, payId);
  if (!row) throw notFound("支付单");
  return payRow(tx, row, channel);
}

/** Pays a row this transaction holds (locked, or inserted by it) by `channel`. */
async function payRow(tx: AuthedCtx, row: PayOrderRow, channel: PayChannel): Promise<PayResult> {
  if (row.state === "PAID" || row.state === "SETTLED" || row.state === "REFUNDED") return payResultOf(row);
  if (row.state === "CLOSED") throw conflict("支付单已关闭，不能再支付");
  if (row.state === "PAYING") {
    if (row.channel === channel) return payResultOf(row);
    throw conflict(`该支付单正在通过 ${row.channel ?? ""} 支付，请在渠道页面完成或等待结果`);
  }
  if (channel === "BALANCE") return payFromBalance(tx, row);
  return startChannel(tx, row, outsideChannel.parse(channel));
}

async function payFromBalance(tx: AuthedCtx, row: PayOrderRow): Promise<PayResult> {
  if (row.bizType === RECHARGE) throw invalid("channel", "充值不能使用余额支付，请选择支付渠道");
  // the state change first, the posting last: the posting locks ESCROW (every payment's second line)
  // until commit, so the shorter the tail after it, the less payments wait for each other; a refused
  // posting (not enough balance) rolls the whole transaction back, the state change with it
  const moved = await transition(tx, payOrderMachine, row, "payBalance", { patch: { channel: "BALANCE", paidAt: tx.now, failReason: null } });
  const entry = await post(tx, {
    key: `PAYMENT:${row.id}`,
    kind: "PAYMENT",
    bizType: "PAY_ORDER",
    bizId: row.id,
    memo: row.subject,
    lines: [
      { account: memberAccount(row.payerBoId, "AVAILABLE"), amount: -row.amount },
      { account: escrowAccount(), amount: row.amount },
    ],
  });
  await recordFlow(tx, entry, [{ boId: row.payerBoId, kind: "PAYMENT", direction: "OUT", amount: row.amount, status: "DONE", channel: "BALANCE", memo: row.subject }]);
  return payResultOf(moved);
}

async function startChannel(tx: AuthedCtx, row: PayOrderRow, channel: OutsideChannel): Promise<PayResult> {
  // a channel pays only for an identity with an open account there (which also keeps a person off
  // the enterprise-only channels and the other way round: accounts open only for their holder type)
  if (!(await hasActiveAccountAt(tx, row.payerBoId, channel))) throw invalid("channel", "请先在该支付渠道开通资金账户，或选择其他支付方式");
  const attempt = row.attempt + 1;
  const channelBizId = `${row.id}-${attempt}`;
  const started = await adapterOf(channel).pay(tx, {
    bizId: channelBizId,
    amount: row.amount,
    subject: row.subject,
    payerBoId: row.payerBoId,
    returnPath: `/cashier/payResult/${row.bizType}/${encodeURIComponent(row.bizId)}`,
  });
  const moved = await transition(tx, payOrderMachine, row, "startChannel", {
    patch: { channel, attempt, channelBizId, channelTxnId: started.channelTxnId, payUrl: started.payUrl, failReason: null },
  });
  return payResultOf(moved);
}

/**
 * Applies a channel's word on a payment (a verified notification, or the channel's answer to a query),
 * in the caller's transaction. Returns what it did, for logs and tests: the success that already paid
 * the order, told again (the notification after `syncByBizId`'s query applied it, a repeat), is a
 * "duplicate", logged at debug only — both ways of learning the outcome are normal. A SUCCESS that no order takes
 * (the order closed, paid otherwise, or the attempt replaced; a duplicate of the success that paid it
 * is not one) is a late payment: refunded through the channel (late-payment.ts).
 */
export async function applyPayResult(ctx: Ctx, r: ChannelResult): Promise<"paid" | "failed" | "refunding" | "duplicate" | "ignored"> {
  const [found] = await ctx.db.select({ id: payOrder.id }).from(payOrder).where(eq(payOrder.channelBizId, r.bizId));
  const ignore = (why: string) => {
    ctx.log.warn({ channel: r.channel, bizId: r.bizId, status: r.status, why }, "channel payment result ignored");
    return "ignored" as const;
  };
  const late = (why: string) => (r.status === "SUCCESS" ? refundLatePayment(ctx, r, why) : ignore(why));
  if (r.status === "PENDING") return ignore("pending");
  if (!found) return late("no current attempt of any order has this bizId");
  const row = await lockOrder(ctx, found.id);
  if (!row) return late("order vanished");
  if (row.channelBizId !== r.bizId) return late("a newer attempt replaced this one");
  if (row.channel !== r.channel) return late(`channel ${r.channel} is not the order's ${row.channel ?? "none"}`);
  if (r.status === "FAILED") {
    if (row.state !== "PAYING") return ignore(`failure for an order ${row.state}`);
    await transition(ctx, payOrderMachine, row, "channelFailed", { patch: { failReason: r.reason ?? "渠道支付失败" }, reason: r.reason });
    return "failed";
  }
  if (r.amount !== row.amount) return late(`amount ${r.amount} is not the order's ${row.amount}`);
  if (row.state === "PAID" || row.state === "SETTLED" || row.state === "REFUNDED") {
    // the success that paid it, told again (the notification after a query answered it, notify twice …)
    ctx.log.debug({ channel: r.channel, bizId: r.bizId, payId: row.id }, "channel payment result already applied");
    return "duplicate";
  }
  if (row.state !== "PAYING" && row.state !== "FAILED") return late(`success for an order ${row.state}`);
  const channel = outsideChannel.parse(r.channel);
  const recharge = row.bizType === RECHARGE;
  const entry = await post(ctx, {
    key: `${recharge ? "RECHARGE" : "PAYMENT"}:${row.id}`,
    kind: recharge ? "RECHARGE" : "PAYMENT",
    bizType: "PAY_ORDER",
    bizId: row.id,
    memo: row.subject,
    lines: [
      { account: clearingAccount(channel), amount: -row.amount },
      { account: recharge ? memberAccount(row.payerBoId, "AVAILABLE") : escrowAccount(), amount: row.amount },
    ],
  });
  await transition(ctx, payOrderMachine, row, "channelPaid", { patch: { paidAt: ctx.now, channelTxnId: r.channelTxnId, failReason: null } });
  await recordFlow(ctx, entry, [
    { boId: row.payerBoId, kind: recharge ? "RECHARGE" : "PAYMENT", direction: recharge ? "IN" : "OUT", amount: row.amount, status: "DONE", channel, memo: row.subject },
  ]);
  return "paid";
}

/** Closes an unpaid order (the payer gave up, or the business expired it). */
export async function closeOrder(ctx: Ctx, payId: string, reason: string): Promise<PayResult> {
  return inTx(ctx, async (tx) => {
    const row = await lockOrder(tx, payId);
    if (!row) throw notFound("支付单");
    if (tx.member && row.payerBoId !== tx.member.boId) throw notFound("支付单");
    const moved = await transition(tx, payOrderMachine, row, "close", { reason });
    return payResultOf(moved);
  });
}

/**
 * Closes the order if it is not paid (CREATED, PAYING or FAILED) and answers its state after: CLOSED,
 * or PAID / SETTLED / REFUNDED when the money is already in (the business then must not give up on
 * it). For a business module ending its record (an order cancelled, expired or repriced); no caller check.
 */
export async function closeIfUnpaid(ctx: Ctx, payId: string, reason: string): Promise<PayOrderRow["state"]> {
  return inTx(ctx, async (tx) => {
    const row = await lockOrder(tx, payId);
    if (!row) throw notFound("支付单");
    if (row.state === "CREATED" || row.state === "PAYING" || row.state === "FAILED") return (await transition(tx, payOrderMachine, row, "close", { reason })).state;
    return row.state;
  });
}

/** Hands a paid order's money to its payee (ESCROW → payee AVAILABLE less `fee` → FEES). */
export async function settle(ctx: Ctx, payId: string, fee = 0): Promise<PayResult> {
  return inTx(ctx, async (tx) => {
    const row = await lockOrder(tx, payId);
    if (!row) throw notFound("支付单");
    if (row.payeeBoId === null) throw invalid("payId", "充值单没有收款方");
    // refunds through a channel not booked yet (in flight, or refused and waiting for an operator) stay in ESCROW for the payer
    const net = row.amount - row.refundedAmount - (await reservedForRefunds(tx, row.id));
    if (net <= 0) throw conflict("支付单已无可结算的金额（已退款或退款处理中）");
    if (!Number.isSafeInteger(fee) || fee < 0 || fee >= net) throw invalid("fee", "手续费须为不小于 0 且小于结算金额的整数（分）");
    const lines = [
      { account: escrowAccount(), amount: -net },
      { account: memberAccount(row.payeeBoId, "AVAILABLE"), amount: net - fee },
      ...(fee > 0 ? [{ account: feesAccount(), amount: fee }] : []),
    ];
    const moved = await transition(tx, payOrderMachine, row, "settle");
    const entry = await post(tx, { key: `SETTLE:${row.id}`, kind: "SETTLE", bizType: "PAY_ORDER", bizId: row.id, memo: row.subject, lines });
    await recordFlow(tx, entry, [{ boId: row.payeeBoId, kind: "RECEIPT", direction: "IN", amount: net - fee, status: "DONE", channel: null, memo: row.subject }]);
    return payResultOf(moved);
  });
}

/**
 * Refunds (part of) a paid, unsettled order where its money came from (pay-refund.ts): a balance
 * payment to the payer's balance at once (ESCROW → payer AVAILABLE); a payment through an outside
 * channel through that channel, booked (ESCROW → CLEARING) when the channel confirms it. `refundId`
 * names this refund (idempotent: the same refundId refunds once, whichever way).
 */
export async function refund(ctx: Ctx, payId: string, r: { refundId: string; amount: number; reason: string }): Promise<PayResult> {
  return inTx(ctx, async (tx) => {
    const row = await lockOrder(tx, payId);
    if (!row) throw notFound("支付单");
    const key = refundKey(row.id, r.refundId);
    if (typeof r.refundId !== "string" || r.refundId.trim() === "" || r.refundId.length > 64) throw invalid("refundId", "退款编号须为 1-64 个字符");
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw invalid("amount", "退款金额须为正整数（分）");
    if (row.bizType === RECHARGE) throw invalid("payId", "充值单不能退款");
    const [done] = await tx.db.select({ id: payOrder.id }).from(payOrder).where(and(eq(payOrder.id, row.id), inArray(payOrder.state, ["PAID", "REFUNDED"])));
    if (!done) throw conflict(`支付单当前状态“${payOrderMachine.labels[row.state]}”不能退款`);
    if (await entryByKey(tx, key)) return payResultOf(row);
    const viaChannel = row.channel !== null && row.channel !== "BALANCE";
    if (viaChannel && (await channelRefundOf(tx, row.id, r.refundId))) return payResultOf(row); // asked before: in flight, done or refused
    if (row.state !== "PAID") throw conflict("支付单已全额退款");
    const left = row.amount - row.refundedAmount - (await reservedForRefunds(tx, row.id));
    if (r.amount > left) throw invalid("amount", `退款金额不能超过可退金额 ${left} 分`);
    if (viaChannel) {
      await refundThroughChannel(tx, row, r);
      return payResultOf(row);
    }
    const entry = await post(tx, {
      key,
      kind: "REFUND",
      bizType: "PAY_ORDER",
      bizId: row.id,
      memo: r.reason,
      lines: [
        { account: escrowAccount(), amount: -r.amount },
        { account: memberAccount(row.payerBoId, "AVAILABLE"), amount: r.amount },
      ],
    });
    const refunded = row.refundedAmount + r.amount;
    const moved =
      refunded === row.amount
        ? await transition(tx, payOrderMachine, row, "refund", { patch: { refundedAmount: refunded }, reason: r.reason })
        : ((await tx.db.update(payOrder).set({ refundedAmount: refunded }).where(and(eq(payOrder.id, row.id), eq(payOrder.refundedAmount, row.refundedAmount))).returning())[0] ?? row);
    await recordFlow(tx, entry, [{ boId: row.payerBoId, kind: "REFUND", direction: "IN", amount: r.amount, status: "DONE", channel: null, memo: r.reason }]);
    return payResultOf(moved);
  });
}

/** A recharge order for the caller's own balance (paid later at the cashier through a channel). */
export async function createRecharge(ctx: AuthedCtx, amount: number): Promise<PayOrderRow> {
  await requireOpenAccount(ctx);
  return inTx(ctx, (tx) => createOrder(tx, { bizType: RECHARGE, bizId: newId(), payerBoId: ctx.member.boId, payeeBoId: null, amount, subject: "余额充值" }));
}

/**
 * The state of the order for (bizType, bizId), for its payer or payee; while PAYING, asks the channel
 * (`query`) and applies a final answer at once (the later notification is then a duplicate).
 */
export async function syncByBizId(ctx: AuthedCtx, bizType: string, bizId: string): Promise<PayOrderRow> {
  const [row] = await ctx.db.select().from(payOrder).where(and(eq(payOrder.bizType, bizType), eq(payOrder.bizId, bizId)));
  if (!row || (row.payerBoId !== ctx.member.boId && row.payeeBoId !== ctx.member.boId)) throw notFound("支付单");
  if (row.state !== "PAYING" || row.channel === null || row.channel === "BALANCE" || row.channelBizId === null) return row;
  const answer = await adapterOf(outsideChannel.parse(row.channel)).query(ctx, row.channelBizId);
  if (answer && answer.op === "PAY" && answer.status !== "PENDING") await inTx(ctx, (tx) => applyPayResult(tx, answer));
  const [now] = await ctx.db.select().from(payOrder).where(eq(payOrder.id, row.id));
  return now ?? row;
}
