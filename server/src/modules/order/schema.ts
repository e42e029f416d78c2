import { cancelReason, carrier, orderKind, orderState, type OrderRole } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, createdAt, enumText, fen, idColumn, ts } from "../../kit/columns";

/** Where an order goes, copied at submit (later address edits do not change it; changeOrderInfo does). */
export interface DeliveryData {
  kind: "ADDRESS" | "PICKUP";
  addressId: string;
  receiverName: string;
  mobile: string;
  areaCode: string;
  areaName: string;
  address: string;
}

/** A presale order's terms, copied at submit. */
export interface PresaleTermsData {
  presaleId: string;
  deposit: number;
  deduction: number;
  balance: number;
  balanceFrom: string;
  balanceTo: string;
}

/**
 * A shop's order (one per shop per checkout; the checkout's orders share `batchNo`). Every figure is
 * integer fen and `payable = goodsAmount − discount − reduction − shopCoupon − platformCoupon + adjust
 * + freight` (a check says so). `adjust` is the seller's price revision (negative: cheaper).
 * `payId` is the cashier's current payment order (bizType ORDER, or ORDER_DEPOSIT / ORDER_BALANCE for a
 * presale); `payRev` is bumped by a price revision so the next payment is a new payment order.
 * States and moves: machine.ts.
 */
export const tradeOrder = pgTable(
  "trade_order",
  {
    id: idColumn(),
    orderNo: text().notNull(),
    batchNo: text().notNull(),
    kind: enumText(orderKind).notNull().default("NORMAL"),
    state: enumText(orderState).notNull().default("UNPAID"),
    buyerBoId: text().notNull(),
    buyerName: text().notNull(),
    sellerBoId: text().notNull(),
    shopId: text().notNull(),
    shopName: text().notNull(),
    goodsAmount: fen().notNull(),
    discount: fen().notNull().default(0),
    reduction: fen().notNull().default(0),
    shopCoupon: fen().notNull().default(0),
    platformCoupon: fen().notNull().default(0),
    adjust: fen().notNull().default(0),
    freight: fen().notNull().default(0),
    payable: fen().notNull(),
    paidAmount: fen().notNull().default(0),
    platformFee: fen().notNull().default(0),
    shopCouponId: text(),
    platformCouponId: text(),
    delivery: jsonb().$type<DeliveryData>().notNull(),
    presale: jsonb().$type<PresaleTermsData>(),
    buyerRemark: text(),
    sellerNote: text(),
    carrier: enumText(carrier),
    carrierName: text(),
    trackingNo: text(),
    voucherImage: text(),
    shipNote: text(),
    payId: text(),
    payRev: integer().notNull().default(0),
    depositPayId: text(),
    payDeadline: ts(),
    depositPaidAt: ts(),
    paidAt: ts(),
    shippedAt: ts(),
    receivedAt: ts(),
    completedAt: ts(),
    cancelledAt: ts(),
    cancelReason: enumText(cancelReason),
    cancelNote: text(),
    cancelledBy: text({ enum: ["BUYER", "SELLER"] as const satisfies readonly OrderRole[] }),
    autoConfirmAt: ts(),
    remindedAt: ts(),
    evaluatedAt: ts(),
    hiddenByBuyer: boolean().notNull().default(false),
    hiddenBySeller: boolean().notNull().default(false),
    ...audit(),
  },
  (t) => [
    uniqueIndex("trade_order_no_uq").on(t.orderNo),
    index("trade_order_buyer_idx").on(t.buyerBoId, t.state, t.createdAt),
    index("trade_order_seller_idx").on(t.sellerBoId, t.state, t.createdAt),
    index("trade_order_shop_idx").on(t.shopId, t.createdAt),
    index("trade_order_batch_idx").on(t.batchNo),
    index("trade_order_pay_idx").on(t.payId),
    index("trade_order_deposit_pay_idx").on(t.depositPayId),
    index("trade_order_paid_idx").on(t.paidAt),
    check(
      "trade_order_payable_sum",
      sql`${t.payable} = ${t.goodsAmount} - ${t.discount} - ${t.reduction} - ${t.shopCoupon} - ${t.platformCoupon} + ${t.adjust} + ${t.freight}`,
    ),
    check("trade_order_payable_pos", sql`${t.payable} > 0`),
  ],
);

/** A line of an order: the spec bought (names copied), its figures as quoted, and its share of the revision. */
export const orderLine = pgTable(
  "order_line",
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => tradeOrder.id),
    goodsId: text().notNull(),
    specId: text().notNull(),
    goodsName: text().notNull(),
    specName: text().notNull(),
    image: text(),
    unit: text(),
    categoryId: text(),
    unitPrice: fen().notNull(),
    quantity: integer().notNull(),
    amount: fen().notNull(),
    discount: fen().notNull().default(0),
    reduction: fen().notNull().default(0),
    shopCoupon: fen().notNull().default(0),
    platformCoupon: fen().notNull().default(0),
    adjust: fen().notNull().default(0),
    payable: fen().notNull(),
    isGift: boolean().notNull().default(false),
    evaluated: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index("order_line_order_idx").on(t.orderId, t.sort),
    index("order_line_goods_idx").on(t.goodsId),
    check("order_line_qty_pos", sql`${t.quantity} > 0`),
    check("order_line_payable_sum", sql`${t.payable} = ${t.amount} - ${t.discount} - ${t.reduction} - ${t.shopCoupon} - ${t.platformCoupon} + ${t.adjust}`),
  ],
);

/** A change of an order's delivery or remark by the buyer before shipment (changeOrderInfo). */
export const orderInfoChange = pgTable(
  "order_info_change",
  {
    id: idColumn(),
    orderId: text()
      .notNull()
      .references(() => tradeOrder.id),
    byMemberId: text().notNull(),
    before: jsonb().$type<DeliveryData & { buyerRemark: string | null }>().notNull(),
    after: jsonb().$type<DeliveryData & { buyerRemark: string | null }>().notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index("order_info_change_order_idx").on(t.orderId, t.createdAt)],
);

