/**
 * Late payments: a channel tells us a payment SUCCEEDED that no order takes any more — the order was
 * closed meanwhile (the payer gave up, the business expired it), paid another way (balance after a
 * failed attempt), or the attempt was replaced by a newer one. The payer's bank money is then taken
 * with nothing paid, so the cashier gives it back through the same channel, automatically:
 *
 * 1. in the notification's transaction: the payment must be an attempt of one of our orders and the
 *    channel must confirm it (`query`: a PAY, SUCCESS, same amount — a result the bank does not back
 *    changes nothing); the money is booked
 *    CLEARING(C) −a, ESCROW +a (`LATE_PAYMENT:<channel>:<channel bizId>`, kind PAYMENT), the order's
 *    history gets `latePaid`, and the channel is asked to refund it (`refund`, bizId
 *    `<channel bizId>-LR`, stable: the bank treats a repeat as the same refund);
 * 2. the refund's notification (op REFUND) then books ESCROW −a, CLEARING(C) +a
 *    (`LATE_REFUND:<channel>:<channel bizId>`, kind REFUND) and the history gets `lateRefunded`; a
 *    refund the bank refuses leaves the money in ESCROW, records `lateRefundFailed` and logs an error
 *    for an operator (the reconciliation stays green: the bank still holds it, and so do we).
 *
 * The refund takes the cashier's one way of refunding through a channel (channel-refund.ts), which
 * channel-paid orders' refunds take too (pay-refund.ts). Both postings are idempotent by key: a
 * repeated late notification (notify twice, redelivery, a query) books once and refunds once.
 * Between the steps the channel's CLEARING mirrors the bank's books (paid in booked at step 1, the
 * refund booked when its notification arrives — until then it is "in flight" in the bank's books), so
 * the reconciliation stays green throughout.
 */
import { outsideChannel, type OutsideChannel } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { recordHistory } from "../../kit/transition";
import type { ChannelResult } from "../channel";
import { adapterOf } from "../channel";
import { clearingAccount, entryByKey, escrowAccount, post, type Entry } from "../ledger";
import { askChannelToRefund, type ChannelRefund } from "./channel-refund";
import { payOrderMachine } from "./pay-machine";
import { payOrder } from "./schema";
import type { PayOrderRow } from "./views";

/** The refund's business id at the channel for a late payment's channel business id. */
export const lateRefundBizId = (payBizId: string) => `${payBizId}-LR`;
const LATE_REFUND_SUFFIX = "-LR";

const paymentKey = (channel: string, payBizId: string) => `LATE_PAYMENT:${channel}:${payBizId}`;
const refundKey = (channel: string, payBizId: string) => `LATE_REFUND:${channel}:${payBizId}`;

/** Events recorded in a pay order's history that are not moves of its machine (labels for a history view). */
export const latePaymentEventLabels = {
  latePaid: "渠道迟到的支付成功（订单已不再收款），自动原路退回",
  lateRefunded: "迟到支付已原路退回",
  lateRefundFailed: "迟到支付原路退回失败，待运营处理",
} as const;

/** The order a channel business id (`<payId>-<attempt>`) was an attempt of, if any (locked). */
async function orderOfAttempt(ctx: Ctx, payBizId: string): Promise<PayOrderRow | null> {
  const [current] = await ctx.db.select().from(payOrder).where(eq(payOrder.channelBizId, payBizId)).for("update");
  if (current) return current;
  const m = /^(.+)-(\d+)$/.exec(payBizId);
  if (!m) return null;
  const [older] = await ctx.db.select().from(payOrder).where(eq(payOrder.id, m[1])).for("update");
  return older && older.attempt >= Number(m[2]) ? older : null;
}

async function history(ctx: Ctx, row: PayOrderRow | null, event: keyof typeof latePaymentEventLabels, reason: string): Promise<void> {
  if (!row) return;
  await recordHistory(ctx, payOrderMachine, { id: row.id, from: row.state, to: row.state, event, reason });
}

/**
 * A channel's SUCCESS for a payment no order takes (see the file's comment): books it, records it
 * and refunds it through the channel, in the caller's transaction. Returns "refunding", or "ignored"
 * when the channel does not back the result (or it was handled before).
 */
export async function refundLatePayment(ctx: Ctx, r: ChannelResult, why: string): Promise<"refunding" | "ignored"> {
  const channel: OutsideChannel = outsideChannel.parse(r.channel);
  const adapter = adapterOf(channel);
  const known = await adapter.query(ctx, r.bizId);
  if (!known || known.op !== "PAY" || known.status !== "SUCCESS" || known.amount !== r.amount || r.amount <= 0) {
    ctx.log.warn({ channel, bizId: r.bizId, why }, "late channel payment not backed by the channel: nothing to refund");
    return "ignored";
  }
  const row = await orderOfAttempt(ctx, r.bizId);
  if (!row) {
    ctx.log.warn({ channel, bizId: r.bizId, why }, "channel payment of no order of ours: left to an operator");
    return "ignored";
  }
  const entry = await post(ctx, {
    key: paymentKey(channel, r.bizId),
    kind: "PAYMENT",
    bizType: "PAY_ORDER",
    bizId: row.id,
    memo: `迟到的渠道支付（${why}），原路退回`,
    lines: [
      { account: clearingAccount(channel), amount: -r.amount },
      { account: escrowAccount(), amount: r.amount },
    ],
  });
  if (entry.duplicate) return "ignored";
  await history(ctx, row, "latePaid", `${channel} ${r.channelTxnId}：${(r.amount / 100).toFixed(2)} 元（${why}）`);
  ctx.log.warn({ channel, bizId: r.bizId, payId: row.id, amount: r.amount, why }, "late channel payment: refunding it through the channel");
  await askChannelToRefund(ctx, lateRefund(channel, r.bizId, r.amount, entry, row));
  return "refunding";
}

/** The refund of a late payment (booked as `entry`), as the shared refund path needs it. */
function lateRefund(channel: OutsideChannel, payBizId: string, amount: number, paid: Pick<Entry, "bizType" | "bizId">, row: PayOrderRow | null): ChannelRefund {
  return {
    what: "late payment",
    channel,
    bizId: lateRefundBizId(payBizId),
    payBizId,
    amount,
    booking: { key: refundKey(channel, payBizId), bizType: paid.bizType, bizId: paid.bizId, memo: "迟到的渠道支付已原路退回" },
    async refunded(ctx, _entry, r) {
      await history(ctx, row, "lateRefunded", `${channel} ${r.channelTxnId}：${(amount / 100).toFixed(2)} 元`);
    },
    async refused(ctx, reason) {
      await history(ctx, row, "lateRefundFailed", reason);
      return true;
    },
  };
}

/** The late-payment refund a channel's REFUND result is about (bizId `<channel bizId>-LR`), if any. */
export async function lateRefundOf(ctx: Ctx, r: ChannelResult): Promise<ChannelRefund | null> {
  if (!r.bizId.endsWith(LATE_REFUND_SUFFIX)) return null;
  const channel = outsideChannel.parse(r.channel);
  const payBizId = r.bizId.slice(0, -LATE_REFUND_SUFFIX.length);
  const paid = await entryByKey(ctx, paymentKey(channel, payBizId));
  if (!paid) return null;
  const amount = paid.lines.find((l) => l.amount > 0)?.amount ?? 0;
  return lateRefund(channel, payBizId, amount, paid, await orderOfAttempt(ctx, payBizId));
}
