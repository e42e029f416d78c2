/**
 * A refund goes back where the money came from (issue 12: "a cancelled paid order refunds to where
 * it came from"). `refund(ctx, payId, { refundId, amount, reason })` (pay.ts) looks at the channel
 * that paid the pay order:
 *
 * - **BALANCE**: at once, ESCROW −a → the payer's AVAILABLE +a (`REFUND:<payId>:<refundId>`), a DONE
 *   cash-flow row; the buyer sees the money in their balance immediately.
 * - **an outside channel C** (SANDBOX, LDYS …; `pay_order.channel`): here. The channel is asked to
 *   refund the payment it took (the pay order's channel bizId), under the refund's own business id
 *   `<channel bizId>-R<12 hex of sha256(refundId)>` — stable, so a repeated request is the same refund
 *   at the bank. Nothing is booked and the buyer's balance never changes. A `pay_refund` row and the
 *   payer's cash-flow row (kind REFUND, IN, channel C, status ONGOING — "处理中") record it in flight,
 *   and the pay order's history gets `refundAsked`. When C's REFUND notification arrives
 *   (channel-refund.ts): SUCCESS books ESCROW −a, CLEARING(C) +a under `REFUND:<payId>:<refundId>`
 *   (the same key a balance refund would use: one refundId books once whatever the path; a repeated
 *   notification books nothing), the flow turns DONE ("已完成"), the pay order's refundedAmount grows
 *   and, once all of it is back, it moves to REFUNDED (`refund`), else its history gets
 *   `channelRefunded`. A refund C refuses — at once or by a FAILED notification — books nothing: the
 *   money stays in ESCROW, the flow turns FAILED ("失败"), the history gets `refundFailed`, and an
 *   error is logged for an operator. The buyer sees the refund on their cash flow as in progress,
 *   then done (the money is back on the card or account they paid with), or failed.
 *
 * An operator acts on a refused refund (refund-retry.ts): asks the same channel again under a new
 * business id (`refundRetried`), or gives the money to the payer's balance (`refundToBalance`: booked
 * ESCROW −a → the payer's AVAILABLE +a under the same `REFUND:<payId>:<refundId>`), the order's
 * refundedAmount raised as a channel's success raises it (`raiseRefunded`).
 *
 * Money in flight or refused stays in ESCROW and is reserved for the payer: a later refund may take
 * only what is left (amount − refunded − in flight − refused), and `settle` hands the payee only
 * that. The reconciliation stays green throughout: between the request and its notification the
 * bank's books count the refund as in flight; a refused one never left the bank's side either.
 */
import { createHash } from "node:crypto";
import { outsideChannel, type OutsideChannel } from "@qinlian/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { recordHistory, transition } from "../../kit/transition";
import type { ChannelResult } from "../channel";
import type { Entry } from "../ledger";
import { askChannelToRefund, type ChannelRefund } from "./channel-refund";
import { closeFlow, openFlow } from "./flow";
import { payOrderMachine } from "./pay-machine";
import { payOrder, payRefund } from "./schema";
import type { PayOrderRow } from "./views";

/** Events recorded in a pay order's history by refunds through a channel (not moves of its machine). */
export const channelRefundEventLabels = {
  refundAsked: "已向支付渠道申请原路退款",
  channelRefunded: "渠道已原路退回部分款项",
  refundFailed: "渠道拒绝原路退款，款项留在平台待运营处理",
  refundRetried: "运营重新向支付渠道申请原路退款",
  refundToBalance: "运营将渠道拒绝的退款退回付款方余额",
} as const;
export type ChannelRefundEvent = keyof typeof channelRefundEventLabels;

export type RefundRow = typeof payRefund.$inferSelect;

/** The ledger key of a refund (balance or channel alike). */
export const refundKey = (payId: string, refundId: string) => `REFUND:${payId}:${refundId}`;

/** The refund's business id at the channel, for the payment's channel bizId and the caller's refundId. */
export const channelRefundBizId = (payBizId: string, refundId: string) => `${payBizId}-R${createHash("sha256").update(refundId).digest("hex").slice(0, 12)}`;

/**
 * The refund's business id at the channel for its `attempt`: the first is `channelRefundBizId`; an
 * operator's retry n (refund-retry.ts) adds `-<n>` (a bank refuses a repeat of an id it refused).
 */
export const attemptBizId = (payBizId: string, refundId: string, attempt: number) => (attempt <= 1 ? channelRefundBizId(payBizId, refundId) : `${channelRefundBizId(payBizId, refundId)}-${attempt}`);

export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Fen of the order held for refunds not booked (in flight or refused); read under the order's lock. */
export async function reservedForRefunds(ctx: Ctx, payId: string): Promise<number> {
  const [r] = await ctx.db
    .select({ n: sql<string>`coalesce(sum(${payRefund.amount}), 0)::text` })
    .from(payRefund)
    .where(and(eq(payRefund.payId, payId), inArray(payRefund.status, ["ONGOING", "FAILED"])));
  return Number(r?.n ?? 0);
}

/** The refund already asked for this (payId, refundId), if any. */
export async function channelRefundOf(ctx: Ctx, payId: string, refundId: string): Promise<RefundRow | null> {
  const [row] = await ctx.db.select().from(payRefund).where(and(eq(payRefund.payId, payId), eq(payRefund.refundId, refundId)));
  return row ?? null;
}

/**
 * Refunds `amount` of a channel-paid order through its channel (see the file's comment), in the
 * caller's transaction, which holds the order's row (locked, PAID, the amount checked against what is
 * left). The channel's refusal at once is recorded, not thrown: the refund then waits for an operator.
 */
export async function refundThroughChannel(ctx: Ctx, row: PayOrderRow, r: { readonly refundId: string; readonly amount: number; readonly reason: string }): Promise<void> {
  const channel = outsideChannel.parse(row.channel);
  if (row.channelBizId === null) throw new Error(`pay order ${row.id} paid by ${channel} has no channel bizId`);
  const flowId = await openFlow(ctx, { bizType: "PAY_ORDER", bizId: row.id }, { boId: row.payerBoId, kind: "REFUND", direction: "IN", amount: r.amount, status: "ONGOING", channel, memo: r.reason });
  const [asked] = await ctx.db
    .insert(payRefund)
    .values({
      payId: row.id,
      refundId: r.refundId,
      channel,
      channelBizId: channelRefundBizId(row.channelBizId, r.refundId),
      payBizId: row.channelBizId,
      amount: r.amount,
      reason: r.reason,
      flowId,
      createdAt: ctx.now,
    })
    .returning();
  await recordHistory(ctx, payOrderMachine, { id: row.id, from: row.state, to: row.state, event: "refundAsked", reason: `${channel} ${yuan(r.amount)} 元：${r.reason}` });
  await askChannelToRefund(ctx, asRefund(asked, channel));
}

/** A refund row as the shared refund path needs it (its current attempt's business id). */
export function asRefund(row: RefundRow, channel: OutsideChannel): ChannelRefund {
  return {
    what: `pay order ${row.payId} refund ${row.refundId}`,
    channel,
    bizId: row.channelBizId,
    payBizId: row.payBizId,
    amount: row.amount,
    booking: { key: refundKey(row.payId, row.refundId), bizType: "PAY_ORDER", bizId: row.payId, memo: row.reason },
    async refunded(ctx, entry, r) {
      await finish(ctx, row.id, { status: "DONE", entry, r });
    },
    refused: (ctx, reason) => finish(ctx, row.id, { status: "FAILED", reason }),
  };
}

type Outcome = { readonly status: "DONE"; readonly entry: Entry; readonly r: ChannelResult } | { readonly status: "FAILED"; readonly reason: string };

/**
 * Ends a refund in flight (once: a refund no longer ONGOING changes nothing and answers false). DONE
 * raises the order's refundedAmount (REFUNDED when all of it is back); FAILED keeps it. Locks the
 * order first (payment → refund, the order every writer of these rows takes).
 */
async function finish(ctx: Ctx, refundRowId: string, o: Outcome): Promise<boolean> {
  const [seen] = await ctx.db.select({ payId: payRefund.payId }).from(payRefund).where(eq(payRefund.id, refundRowId));
  if (!seen) return false;
  const [order] = await ctx.db.select().from(payOrder).where(eq(payOrder.id, seen.payId)).for("update");
  const [ended] = await ctx.db
    .update(payRefund)
    .set(
      o.status === "DONE"
        ? { status: "DONE", channelTxnId: o.r.channelTxnId, finishedAt: ctx.now, updatedAt: ctx.now }
        : { status: "FAILED", failReason: o.reason.slice(0, 500), finishedAt: ctx.now, updatedAt: ctx.now },
    )
    .where(and(eq(payRefund.id, refundRowId), eq(payRefund.status, "ONGOING")))
    .returning();
  if (!ended || !order) return false;
  if (ended.flowId) await closeFlow(ctx, ended.flowId, o.status === "DONE" ? { status: "DONE", entry: o.entry } : { status: "FAILED" });
  if (o.status === "FAILED") {
    await recordHistory(ctx, payOrderMachine, { id: order.id, from: order.state, to: order.state, event: "refundFailed", reason: `${ended.channel} ${yuan(ended.amount)} 元：${o.reason}` });
    return true;
  }
  await raiseRefunded(ctx, order, ended, { event: "channelRefunded", reason: `${ended.channel} ${o.r.channelTxnId}：${yuan(ended.amount)} 元` });
  return true;
}

/**
 * A refund of `order` (locked by the caller) now booked: its refundedAmount grows by the refund's
 * amount; once all of it is back a PAID order moves to REFUNDED (`refund`, with the refund's reason),
 * else `partial` (if any) goes in its history. The one way a booked channel refund reaches its order —
 * the channel's success (`finish`) and an operator's refund to the balance (refund-retry.ts) alike.
 */
export async function raiseRefunded(ctx: Ctx, order: PayOrderRow, r: { readonly amount: number; readonly reason: string }, partial: { readonly event: ChannelRefundEvent; readonly reason: string } | null): Promise<void> {
  const refunded = order.refundedAmount + r.amount;
  // cannot happen: `refund` reserves what is in flight or refused (and the table's check would refuse it too)
  if (refunded > order.amount) throw new Error(`pay order ${order.id}: refunds ${refunded} exceed its amount ${order.amount}`);
  if (refunded === order.amount && order.state === "PAID") {
    await transition(ctx, payOrderMachine, order, "refund", { patch: { refundedAmount: refunded }, reason: r.reason });
    return;
  }
  await ctx.db.update(payOrder).set({ refundedAmount: refunded, updatedAt: ctx.now }).where(eq(payOrder.id, order.id));
  if (partial) await recordHistory(ctx, payOrderMachine, { id: order.id, from: order.state, to: order.state, event: partial.event, reason: partial.reason });
}

/**
 * The order refund a channel's REFUND result is about (a `pay_refund` row of that channel and bizId),
 * if any. Locks its pay order first: the booking that follows locks ESCROW, and every writer takes the
 * pay order before ESCROW (pay, settle, refund), so none of them can deadlock with it.
 */
export async function payRefundOf(ctx: Ctx, r: ChannelResult): Promise<ChannelRefund | null> {
  const where = and(eq(payRefund.channel, r.channel), eq(payRefund.channelBizId, r.bizId));
  const [seen] = await ctx.db.select({ payId: payRefund.payId }).from(payRefund).where(where);
  if (!seen) return null;
  await ctx.db.select({ id: payOrder.id }).from(payOrder).where(eq(payOrder.id, seen.payId)).for("update");
  const [row] = await ctx.db.select().from(payRefund).where(where);
  return row ? asRefund(row, row.channel) : null;
}
