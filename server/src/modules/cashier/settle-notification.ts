import type { Ctx } from "../../kit/context";
import type { DomainEvents } from "../../kit/events";
import { applyRefundResult } from "./late-payment";
import { applyPayResult } from "./pay";
import { applyWithdrawResult } from "./withdraw";

/**
 * The cashier's subscriber to `channel.result` (a verified channel notification, recorded once by the
 * channel module, in its transaction): settles the payment or withdrawal it is about, exactly once.
 * A result that does not match (unknown bizId, other channel, other amount, a superseded attempt, an
 * order already settled or closed) is logged and changes nothing — it never throws, so a mismatched
 * notification is still recorded and not redelivered forever. A SUCCESS that no order takes any more
 * is a late payment, refunded through the channel (late-payment.ts); the refund results the cashier
 * follows are those refunds' (its other refunds go to the payer's balance, never through a channel).
 */
export async function onChannelResult(ctx: Ctx, r: DomainEvents["channel.result"]): Promise<void> {
  if (r.op === "PAY") await applyPayResult(ctx, r);
  else if (r.op === "WITHDRAW") await applyWithdrawResult(ctx, r);
  else await applyRefundResult(ctx, r);
}
