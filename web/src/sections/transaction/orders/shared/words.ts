import type { CancelReason, Carrier, DeliveryKind, LineProblem, OrderAction, OrderKind, OrderStage, OrderState } from "@qinlian/contract";
import { pick } from "../../../../i18n";
import type { StateLabel } from "../../../../kit/stateLabels";

/** A word in both languages (no colour). */
export interface Word {
  zh: string;
  en: string;
}

/**
 * The words of every order enum, keyed by the contract's types: a code added to the contract without
 * a word here does not compile (and words.test.ts checks each has zh and en). Screens name a code with
 * `pick(orderStateLabels[s], i18n.language)` or `orderWord("state", s, lang)`.
 */
export const orderStateLabels: Record<OrderState, StateLabel> = {
  UNPAID: { zh: "待付款", en: "Awaiting payment", color: "warning" },
  DEPOSIT_PAID: { zh: "待付尾款", en: "Deposit paid, balance due", color: "orange" },
  PAID: { zh: "待发货", en: "Awaiting shipment", color: "processing" },
  SENT: { zh: "待收货", en: "Shipped", color: "cyan" },
  RECEIVED: { zh: "待评价", en: "Received, to review", color: "gold" },
  COMPLETED: { zh: "已完成", en: "Completed", color: "success" },
  CANCELLED: { zh: "已取消", en: "Cancelled", color: "default" },
  CLOSED: { zh: "已关闭", en: "Closed", color: "default" },
};

export const orderStageLabels: Record<OrderStage, Word> = {
  ALL: { zh: "全部订单", en: "All" },
  UNPAID: { zh: "待付款", en: "To pay" },
  UNSENT: { zh: "待发货", en: "To ship" },
  UNRECEIVED: { zh: "待收货", en: "To receive" },
  UNEVALUATED: { zh: "待评价", en: "To review" },
  DONE: { zh: "已完成", en: "Completed" },
  CANCELLED: { zh: "已取消", en: "Cancelled" },
};

export const orderKindLabels: Record<OrderKind, Word> = {
  NORMAL: { zh: "普通订单", en: "Order" },
  PRESALE: { zh: "预售订单", en: "Presale order" },
};

export const deliveryKindLabels: Record<DeliveryKind, Word> = {
  ADDRESS: { zh: "快递配送", en: "Delivery" },
  PICKUP: { zh: "到店自提", en: "Pickup" },
};

export const cancelReasonLabels: Record<CancelReason, Word> = {
  NO_LONGER_NEEDED: { zh: "不想要了", en: "No longer needed" },
  WRONG_INFO: { zh: "地址、电话或商品信息填错了", en: "Wrong address, phone or goods" },
  BETTER_PRICE: { zh: "别处价格更低", en: "Found a better price" },
  OUT_OF_STOCK: { zh: "卖家缺货", en: "Out of stock" },
  CANNOT_DELIVER: { zh: "无法配送", en: "Cannot be delivered" },
  BUYER_ASKED: { zh: "买家要求取消", en: "Buyer asked to cancel" },
  OTHER: { zh: "其他原因", en: "Other" },
  PAY_TIMEOUT: { zh: "超时未付款，系统取消", en: "Not paid in time" },
};

/** The reasons a buyer may pick (the contract's cancelOrder input: all but the seller's and the system's). */
export const buyerCancelReasons: CancelReason[] = ["NO_LONGER_NEEDED", "WRONG_INFO", "BETTER_PRICE", "CANNOT_DELIVER", "OTHER"];
/** The reasons a seller may pick (sellerCancelOrder). */
export const sellerCancelReasons: CancelReason[] = ["OUT_OF_STOCK", "BUYER_ASKED", "CANNOT_DELIVER", "OTHER"];

export const carrierLabels: Record<Carrier, Word> = {
  SF: { zh: "顺丰速运", en: "SF Express" },
  ZTO: { zh: "中通快递", en: "ZTO Express" },
  YTO: { zh: "圆通速递", en: "YTO Express" },
  STO: { zh: "申通快递", en: "STO Express" },
  YUNDA: { zh: "韵达快递", en: "Yunda Express" },
  JD: { zh: "京东物流", en: "JD Logistics" },
  EMS: { zh: "中国邮政 EMS", en: "China Post EMS" },
  DEBANG: { zh: "德邦快递", en: "Deppon Express" },
  OWN_FLEET: { zh: "商家自送", en: "Seller's own delivery" },
  OTHER: { zh: "其他", en: "Other" },
};

export const lineProblemLabels: Record<LineProblem, Word> = {
  OFF_SHELF: { zh: "商品已下架", en: "Off shelf" },
  SPEC_GONE: { zh: "该规格已不再销售", en: "This spec is no longer sold" },
  OWN_GOODS: { zh: "不能购买自己店铺的商品", en: "You cannot buy your own goods" },
  NOT_MALL_GOODS: { zh: "该商品不能在商城下单", en: "Not sold through the mall" },
  STOCK_SHORT: { zh: "库存不足", en: "Not enough stock" },
  BELOW_MIN_QTY: { zh: "低于起订量", en: "Below the minimum order quantity" },
  UNDELIVERABLE: { zh: "收货地址不在配送范围", en: "Does not deliver to this address" },
  PRESALE_MIXED: { zh: "预售商品须单独下单", en: "Presale goods must be ordered alone" },
  PRESALE_CLOSED: { zh: "预售已结束或未开始", en: "The presale is not open" },
  PRESALE_LIMIT: { zh: "超过预售限购数量", en: "Above the presale limit" },
};

export const orderActionLabels: Record<OrderAction, Word> = {
  PAY: { zh: "去付款", en: "Pay" },
  PAY_BALANCE: { zh: "余额支付", en: "Pay from balance" },
  CANCEL: { zh: "取消订单", en: "Cancel order" },
  CHANGE_INFO: { zh: "修改收货信息", en: "Change delivery" },
  REMIND: { zh: "提醒发货", en: "Remind to ship" },
  CONFIRM: { zh: "确认收货", en: "Confirm receipt" },
  EVALUATE: { zh: "评价", en: "Review" },
  VIEW_EVALUATION: { zh: "查看评价", en: "View review" },
  HIDE: { zh: "删除订单", en: "Delete order" },
  SEND: { zh: "发货", en: "Ship" },
  REVISE_PRICE: { zh: "修改价格", en: "Change price" },
  SELLER_CANCEL: { zh: "取消订单", en: "Cancel order" },
  SELLER_NOTE: { zh: "备注", en: "Note" },
};

/**
 * The order's history events (server/src/modules/order/machine.ts: moves and notes), so the trace
 * reads in either language; an event not here shows the server's label (zh) or a neutral word (en).
 */
export const orderEventLabels: Record<string, StateLabel> = {
  submit: { zh: "提交订单", en: "Order placed", color: "blue" },
  pay: { zh: "付款", en: "Paid", color: "green" },
  payDeposit: { zh: "支付定金", en: "Deposit paid", color: "green" },
  payBalance: { zh: "支付尾款", en: "Balance paid", color: "green" },
  cancel: { zh: "买家取消", en: "Cancelled by the buyer", color: "gray" },
  expire: { zh: "超时未付款，自动取消", en: "Cancelled: not paid in time", color: "gray" },
  balanceExpire: { zh: "尾款逾期，订单关闭", en: "Closed: balance not paid in time", color: "gray" },
  sellerCancel: { zh: "卖家取消", en: "Cancelled by the seller", color: "red" },
  ship: { zh: "卖家发货", en: "Shipped", color: "blue" },
  confirm: { zh: "确认收货", en: "Receipt confirmed", color: "green" },
  autoConfirm: { zh: "自动确认收货", en: "Receipt confirmed automatically", color: "green" },
  evaluate: { zh: "评价", en: "Reviewed", color: "green" },
  autoComplete: { zh: "自动完成", en: "Completed automatically", color: "green" },
  revisePrice: { zh: "卖家改价", en: "Price changed by the seller", color: "orange" },
  changeInfo: { zh: "修改收货信息", en: "Delivery details changed", color: "blue" },
  remind: { zh: "买家提醒发货", en: "Buyer asked to ship", color: "blue" },
  sellerNote: { zh: "卖家备注", en: "Seller's note", color: "gray" },
  settle: { zh: "货款结算给卖家", en: "Paid out to the seller", color: "green" },
  refund: { zh: "退款给买家", en: "Refunded to the buyer", color: "orange" },
};

/** An order history event's words: by its code; else the server's label (zh) or a neutral word. */
export function orderEventWord(code: string, lang: string, serverLabel?: string | null): string {
  const w = Object.hasOwn(orderEventLabels, code) ? orderEventLabels[code] : null;
  if (w) return pick(w, lang);
  if (serverLabel && lang !== "en") return serverLabel;
  return lang === "en" ? "Updated" : (serverLabel ?? "订单更新");
}

const tables = {
  state: orderStateLabels,
  stage: orderStageLabels,
  kind: orderKindLabels,
  delivery: deliveryKindLabels,
  cancelReason: cancelReasonLabels,
  carrier: carrierLabels,
  lineProblem: lineProblemLabels,
  action: orderActionLabels,
};
export type OrderWordKind = keyof typeof tables;

/** The words of any order code: `orderWord("carrier", "SF", "en")` → "SF Express"; unknown codes read "-". */
export function orderWord(kind: OrderWordKind, code: string | null | undefined, lang: string): string {
  if (!code) return "-";
  const table = tables[kind] as Record<string, Word>;
  return Object.hasOwn(table, code) ? pick(table[code], lang) : "-";
}

/** The carrier's name as shown: the word of the code, or the name typed when it is OTHER. */
export function carrierText(carrier: Carrier | null, carrierName: string | null, lang: string): string {
  if (!carrier) return carrierName ?? "-";
  if (carrier === "OTHER" && carrierName) return carrierName;
  return orderWord("carrier", carrier, lang);
}
