import { orderState, type OrderState } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { tradeOrder } from "./schema";

export type { OrderState };
export type OrderEvent =
  | "pay"
  | "payDeposit"
  | "payBalance"
  | "cancel"
  | "expire"
  | "balanceExpire"
  | "sellerCancel"
  | "ship"
  | "confirm"
  | "autoConfirm"
  | "evaluate"
  | "autoComplete";

declare module "../../kit/events" {
  interface DomainEvents {
    /** An order moved (paid, shipped, received, cancelled …). */
    "order.changed": { id: string; from: OrderState; to: OrderState; event: OrderEvent };
  }
}

/**
 * A shop's order, from submit to completion (read it like Vendure's default order process):
 *
 *   (new)         --submit-->        UNPAID         stock taken, coupons locked, pay by payDeadline (30 min)
 *   UNPAID        --pay-->           PAID           the cashier says paid (money in escrow); coupons used
 *   UNPAID        --payDeposit-->    DEPOSIT_PAID   presale: the deposit is paid; the balance is due in its window
 *   UNPAID        --cancel-->        CANCELLED      the buyer, with a reason; stock and coupons come back
 *   UNPAID        --expire-->        CANCELLED      the system at payDeadline (PAY_TIMEOUT); the same release
 *   DEPOSIT_PAID  --payBalance-->    PAID           the balance (and freight) paid inside the window
 *   DEPOSIT_PAID  --balanceExpire--> CLOSED         the window ended unpaid: the deposit settles to the seller (定金不退)
 *   DEPOSIT_PAID  --sellerCancel-->  CANCELLED      the seller gives up: the deposit is refunded, stock back
 *   PAID          --sellerCancel-->  CANCELLED      the seller cannot ship: refunded in full, stock back
 *   PAID          --ship-->          SENT           carrier + tracking number, or a voucher image; autoConfirmAt = +10 days
 *   SENT          --confirm-->       RECEIVED       the buyer; the seller's share less the platform fee settles (same tx)
 *   SENT          --autoConfirm-->   RECEIVED       the system at autoConfirmAt; the same settlement
 *   RECEIVED      --evaluate-->      COMPLETED      the buyer evaluated the goods
 *   RECEIVED      --autoComplete-->  COMPLETED      the system, 15 days after receipt without an evaluation
 *
 * Not moves (patches with history rows): price revision (UNPAID), change of delivery info (UNPAID,
 * DEPOSIT_PAID, PAID), delivery reminder (PAID), seller note, hide (final states).
 * CANCELLED, CLOSED and COMPLETED are final.
 */
export const orderMachine = storeMachine(
  defineMachine<OrderState, OrderEvent>({
    name: "order",
    states: orderState.options,
    labels: {
      UNPAID: "待付款",
      DEPOSIT_PAID: "待付尾款",
      PAID: "待发货",
      SENT: "待收货",
      RECEIVED: "待评价",
      COMPLETED: "已完成",
      CANCELLED: "已取消",
      CLOSED: "已关闭",
    },
    eventLabels: {
      pay: "付款",
      payDeposit: "支付定金",
      payBalance: "支付尾款",
      cancel: "买家取消",
      expire: "超时未付款，自动取消",
      balanceExpire: "尾款逾期，订单关闭",
      sellerCancel: "卖家取消",
      ship: "卖家发货",
      confirm: "确认收货",
      autoConfirm: "自动确认收货",
      evaluate: "评价",
      autoComplete: "自动完成",
    },
    operatorEvents: [],
    transitions: {
      UNPAID: { pay: "PAID", payDeposit: "DEPOSIT_PAID", cancel: "CANCELLED", expire: "CANCELLED" },
      DEPOSIT_PAID: { payBalance: "PAID", balanceExpire: "CLOSED", sellerCancel: "CANCELLED" },
      PAID: { ship: "SENT", sellerCancel: "CANCELLED" },
      SENT: { confirm: "RECEIVED", autoConfirm: "RECEIVED" },
      RECEIVED: { evaluate: "COMPLETED", autoComplete: "COMPLETED" },
      COMPLETED: {},
      CANCELLED: {},
      CLOSED: {},
    },
  }),
  {
    entity: "ORDER",
    table: tradeOrder,
    state: "state",
    noun: "订单",
    announce: { event: "order.changed", payload: (c) => ({ id: c.id, from: c.from, to: c.to, event: c.event }) },
  },
);

/** Events recorded in the order's history that are not moves (labels for the trace). */
export const orderNoteLabels: Record<string, string> = {
  submit: "提交订单",
  revisePrice: "卖家改价",
  changeInfo: "修改收货信息",
  remind: "买家提醒发货",
  sellerNote: "卖家备注",
  settle: "货款结算给卖家",
  refund: "退款给买家",
};
