import { payOrderState, type PayOrderState } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import "./events";
import { payOrder } from "./schema";

export type PayOrderEvent = "payBalance" | "startChannel" | "channelPaid" | "channelFailed" | "close" | "settle" | "refund";

/**
 * A payment order.
 *
 * - Created CREATED (by `pay`, or a recharge by balanceAddCashierOrder).
 * - `payBalance`: paid from the payer's balance at once (pay password; ledger AVAILABLE → ESCROW) → PAID.
 * - `startChannel`: sent to an outside channel (its hosted page) → PAYING; the channel's notification
 *   then `channelPaid` (→ PAID; CLEARING → ESCROW, or → the payer's AVAILABLE for a recharge) or
 *   `channelFailed` (→ FAILED). A FAILED order may be paid again (balance or a new channel attempt); a
 *   SUCCESS for the current attempt still wins after a FAILED one (the channel's last word).
 * - `close`: the payer (or the business) gives up before paying → CLOSED; a late notification then
 *   changes nothing.
 * - `settle`: the business hands the money to the payee (ESCROW → payee AVAILABLE less a fee) → SETTLED.
 * - `refund`: the whole remaining amount is back with the payer → REFUNDED (a partial refund keeps PAID
 *   and raises refundedAmount). Back where it came from (pay-refund.ts): to the balance at once, or
 *   through the paying channel — then only when the channel confirms (until then the order stays PAID;
 *   history `refundAsked`, then `channelRefunded` for a part, or `refundFailed` when refused).
 */
export const payOrderMachine = storeMachine(
  defineMachine<PayOrderState, PayOrderEvent>({
    name: "pay-order",
    states: payOrderState.options,
    labels: { CREATED: "待支付", PAYING: "支付中", PAID: "已支付", FAILED: "支付失败", CLOSED: "已关闭", SETTLED: "已结算", REFUNDED: "已退款" },
    eventLabels: {
      payBalance: "余额支付",
      startChannel: "渠道支付",
      channelPaid: "渠道支付成功",
      channelFailed: "渠道支付失败",
      close: "关闭",
      settle: "结算给收款方",
      refund: "全额退款",
    },
    transitions: {
      CREATED: { payBalance: "PAID", startChannel: "PAYING", close: "CLOSED" },
      PAYING: { channelPaid: "PAID", channelFailed: "FAILED", close: "CLOSED" },
      FAILED: { payBalance: "PAID", startChannel: "PAYING", channelPaid: "PAID", close: "CLOSED" },
      PAID: { settle: "SETTLED", refund: "REFUNDED" },
      CLOSED: {},
      SETTLED: {},
      REFUNDED: {},
    },
  }),
  {
    entity: "PAY_ORDER",
    table: payOrder,
    state: "state",
    noun: "支付单",
    announce: { event: "payOrder.changed", payload: (c) => ({ payId: c.id, from: c.from, to: c.to }) },
  },
);
