import type { Ctx } from "../../kit/context";
import type { DomainEvents } from "../../kit/events";
import { applyRefundResult, type RefundFinder } from "./channel-refund";
import { lateRefundOf } from "./late-payment";
import { applyPayResult } from "./pay";
import { payRefundOf } from "./pay-refund";
import { applyWithdrawResult } from "./withdraw";

/** The kinds of refund the cashier asks channels for: a late payment's (`…-LR`) and a channel-paid order's (`…-R<hash>`). */
const refundFinders: readonly RefundFinder[] = [lateRefundOf, payRefundOf];

/**
 * The cashier's subscriber to `channel.result` (a verified channel notification, recorded once by the
 * channel module, in its transaction): settles the payment, withdrawal or refund it is about, exactly
 * once. A result that does not match (unknown bizId, other channel, other amount, a superseded attempt,
 * an order already settled or closed) is logged and changes nothing — it never throws, so a mismatched
 * notification is still recorded and not redelivered forever. A SUCCESS that no order takes any more
 * is a late payment, refunded through the channel (late-payment.ts); refunds through a channel — those
 * of late payments and those of channel-paid orders (pay-refund.ts) — are booked by one path
 * (channel-refund.ts).
 */
export async function onChannelResult(ctx: Ctx, r: DomainEvents["channel.result"]): Promise<void> {
  if (r.op === "PAY") await applyPayResult(ctx, r);
  else if (r.op === "WITHDRAW") await applyWithdrawResult(ctx, r);
  else await applyRefundResult(ctx, r, refundFinders);
}
