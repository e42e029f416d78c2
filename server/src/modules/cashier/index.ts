/**
 * The cashier module's public face (ARCHITECTURE.md, "Module boundaries"). Its tables are private.
 *
 * Other modules collect money with `pay(ctx, PayOrderInput)` (see pay.ts: one payment order per
 * bizType + bizId, paid by balance with the pay password or through an outside channel's page), follow
 * it by the `payOrder.changed` event or `payOrderState`, and finish it with `settle` (to the payee),
 * `refund` (where the money came from: the payer's balance at once, or through the channel that paid
 * it, booked when the channel confirms — pay-refund.ts) or `closeOrder`; `syncByBizId` answers (and asks the channel)
 * the state. `payChecked` and `startWithdrawal` skip the pay password for callers that checked it
 * themselves (the demo seed); no call exposes them.
 *
 * **Late payments are refunded through the channel.** A channel's SUCCESS for a payment that no order
 * takes any more — the order was closed (the payer gave up on the hosted page, the business expired
 * it), paid another way after a failed attempt, or the attempt was replaced — means the payer's bank
 * money was taken with nothing paid. The cashier then, in the notification's transaction, checks the
 * channel backs it (`query`), books it CLEARING → ESCROW (`LATE_PAYMENT:<channel>:<channel bizId>`),
 * writes `latePaid` in the order's history and asks the channel to refund it (bizId
 * `<channel bizId>-LR`); the refund's notification books ESCROW → CLEARING (`LATE_REFUND:…`) and
 * writes `lateRefunded` (or `lateRefundFailed`, logged as an error: the money waits in ESCROW for an
 * operator). Idempotent by those keys: a repeated late notification refunds once, and the channel's
 * CLEARING mirrors the bank's books at every step (late-payment.ts). A duplicate of the success that
 * did pay the order is only a duplicate.
 */
import { on, type Subscriber } from "../../kit/events";
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";
import { cashierCalls as calls } from "./calls";
import { onChannelResult } from "./settle-notification";

export { closeIfUnpaid, closeOrder, createRecharge, pay, payChecked, payOrderByBiz, refund, settle, syncByBizId, type PayOrderInput, type PayResult } from "./pay";
export { startWithdrawal, withdrawalById } from "./withdraw";
export { latePaymentEventLabels } from "./late-payment";
export { channelRefundEventLabels } from "./pay-refund";
export { payOrderMachine, type PayOrderEvent } from "./pay-machine";
export { withdrawalMachine, type WithdrawalEvent } from "./withdraw-machine";
export { withdrawFee, workingDaysAfter } from "./rules";

export const cashierCalls: readonly Impl[] = calls;
/** Background job kinds of this module and their handlers. */
export const cashierJobHandlers: readonly (readonly [string, JobHandler])[] = [];
/** This module's domain-event subscribers. */
export const cashierSubscribers: readonly Subscriber[] = [on("channel.result", onChannelResult)];
