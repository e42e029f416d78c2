/**
 * Orders as the screens see them: the card (lists), the detail (with the trace), and what the caller
 * may do now (`actionsOf`: the buttons; the actions themselves check again).
 */
import { ORDER_AUTO_COMPLETE_DAYS, ORDER_FEE_BP, type OrderAction, type OrderCard, type OrderDetail, type OrderLineView, type OrderRole, type RelationKind } from "@qinlian/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { iso } from "../../kit/time";
import { stateHistoryOf } from "../../kit/transition";
import { memberNames } from "../identity";
import { orderMachine, orderNoteLabels } from "./machine";
import { payTarget, type OrderRow } from "./money";
import { ofRate } from "./pricing/fen";
import { orderLine } from "./schema";

type LineRow = typeof orderLine.$inferSelect;
export interface RelationLink {
  kind: RelationKind;
  route: string;
  goodsId: string | null;
  label: string;
}
const DAY_MS = 86_400_000;

export function actionsOf(o: OrderRow, role: OrderRole, now: Date): OrderAction[] {
  const a: OrderAction[] = [];
  if (role === "BUYER") {
    if ((o.state === "UNPAID" && (!o.payDeadline || now < o.payDeadline)) || (o.state === "DEPOSIT_PAID" && payTarget(o, now))) a.push("PAY", "PAY_BALANCE");
    if (o.state === "UNPAID") a.push("CANCEL");
    if (o.state === "UNPAID" || o.state === "DEPOSIT_PAID" || o.state === "PAID") a.push("CHANGE_INFO");
    if (o.state === "PAID" && (!o.remindedAt || now.getTime() - o.remindedAt.getTime() >= DAY_MS)) a.push("REMIND");
    if (o.state === "SENT") a.push("CONFIRM");
    if (o.state === "RECEIVED") a.push("EVALUATE");
  } else {
    if (o.state === "UNPAID" && o.kind === "NORMAL") a.push("REVISE_PRICE");
    if (o.state === "PAID") a.push("SEND");
    if (o.state === "PAID" || o.state === "DEPOSIT_PAID") a.push("SELLER_CANCEL");
    a.push("SELLER_NOTE");
  }
  if (o.evaluatedAt) a.push("VIEW_EVALUATION");
  if (o.state === "COMPLETED" || o.state === "CANCELLED" || o.state === "CLOSED") a.push("HIDE");
  return a;
}

export function lineView(l: LineRow): OrderLineView {
  return {
    id: l.id,
    goodsId: l.goodsId,
    specId: l.specId,
    goodsName: l.goodsName,
    specName: l.specName,
    image: l.image,
    unit: l.unit,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    amount: l.amount,
    discount: l.discount,
    reduction: l.reduction,
    shopCoupon: l.shopCoupon,
    platformCoupon: l.platformCoupon,
    adjust: l.adjust,
    payable: l.payable,
    isGift: l.isGift,
    evaluated: l.evaluated,
  };
}

/** Lines of these orders, by order id, in their order. */
export async function linesOf(ctx: Ctx, orderIds: readonly string[]): Promise<Map<string, LineRow[]>> {
  const out = new Map<string, LineRow[]>();
  if (!orderIds.length) return out;
  const rows = await ctx.db.select().from(orderLine).where(inArray(orderLine.orderId, [...orderIds])).orderBy(asc(orderLine.orderId), asc(orderLine.sort));
  for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r]);
  return out;
}

export function cardOf(o: OrderRow, lines: readonly LineRow[], role: OrderRole, now: Date): OrderCard {
  return {
    id: o.id,
    orderNo: o.orderNo,
    batchNo: o.batchNo,
    kind: o.kind,
    state: o.state,
    shopId: o.shopId,
    shopName: o.shopName,
    sellerBoId: o.sellerBoId,
    buyerBoId: o.buyerBoId,
    buyerName: o.buyerName,
    goodsAmount: o.goodsAmount,
    freight: o.freight,
    payable: o.payable,
    paidAmount: o.paidAmount,
    lines: lines.map(lineView),
    lineCount: lines.length,
    createdAt: iso(o.createdAt),
    payDeadline: iso(o.payDeadline),
    autoConfirmAt: iso(o.autoConfirmAt),
    remindedAt: iso(o.remindedAt),
    shipping: o.shippedAt ? { carrier: o.carrier, carrierName: o.carrierName, trackingNo: o.trackingNo, voucherImage: o.voucherImage, note: o.shipNote, shippedAt: iso(o.shippedAt) } : null,
    sellerNote: role === "SELLER" ? o.sellerNote : null,
    actions: actionsOf(o, role, now),
  };
}

export async function cards(ctx: Ctx, rows: readonly OrderRow[], role: OrderRole): Promise<OrderCard[]> {
  const lines = await linesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((o) => cardOf(o, lines.get(o.id) ?? [], role, ctx.now));
}

export const orderHistory = (ctx: Ctx, orderId: string) => stateHistoryOf(ctx, orderMachine, orderId, { names: memberNames, extraLabels: orderNoteLabels });

export async function detailOf(ctx: Ctx, o: OrderRow, role: OrderRole): Promise<OrderDetail> {
  const lines = (await linesOf(ctx, [o.id])).get(o.id) ?? [];
  const history = await orderHistory(ctx, o.id);
  const fee = o.platformFee || ofRate(o.paidAmount, ORDER_FEE_BP);
  return {
    ...cardOf(o, lines, role, ctx.now),
    role,
    delivery: { kind: o.delivery.kind, receiverName: o.delivery.receiverName, mobile: o.delivery.mobile, areaCode: o.delivery.areaCode, areaName: o.delivery.areaName, address: o.delivery.address },
    discount: o.discount,
    reduction: o.reduction,
    shopCoupon: o.shopCoupon,
    platformCoupon: o.platformCoupon,
    adjust: o.adjust,
    platformFee: role === "SELLER" ? fee : 0,
    sellerReceives: role === "SELLER" ? Math.max(0, o.paidAmount - fee) : 0,
    buyerRemark: o.buyerRemark,
    presale: o.presale ? { ...o.presale, depositPaidAt: iso(o.depositPaidAt) } : null,
    payId: o.payId,
    paidAt: iso(o.paidAt),
    receivedAt: iso(o.receivedAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    cancelReason: o.cancelReason,
    cancelNote: o.cancelNote,
    cancelledBy: o.cancelledBy,
    history,
  };
}

export function timeOf(o: OrderRow, now: Date) {
  return {
    orderId: o.id,
    state: o.state,
    now: now.toISOString(),
    payDeadline: iso(o.payDeadline),
    autoConfirmAt: iso(o.autoConfirmAt),
    autoCompleteAt: o.receivedAt && o.state === "RECEIVED" ? new Date(o.receivedAt.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS).toISOString() : null,
    balanceFrom: o.presale?.balanceFrom ?? null,
    balanceTo: o.presale?.balanceTo ?? null,
  };
}

export const lineRowsOf = async (ctx: Ctx, orderId: string) => ctx.db.select().from(orderLine).where(eq(orderLine.orderId, orderId)).orderBy(asc(orderLine.sort));

/**
 * The portal pages related to an order, for the caller in `role` (documented on the contract's
 * getRelationUrl): its page, the cashier while something is due and a payment order exists, the
 * tracking page once shipped, each goods' page, the evaluation (view once evaluated; the buyer's form
 * while it awaits one).
 */
export async function relationLinks(ctx: Ctx & { now: Date }, o: OrderRow, role: OrderRole): Promise<RelationLink[]> {
  const id = encodeURIComponent(o.id);
  const links: RelationLink[] = [
    { kind: "DETAIL", route: role === "BUYER" ? `/transaction/myOrder/orderDetailBuyer/${id}` : `/transaction/orderManage/orderDetailSeller/${id}`, goodsId: null, label: o.orderNo },
  ];
  const acts = actionsOf(o, role, ctx.now);
  if (role === "BUYER" && acts.includes("PAY") && o.payId) links.push({ kind: "PAY", route: `/cashier/cashierPay/${encodeURIComponent(o.payId)}`, goodsId: null, label: "" });
  if (o.shippedAt) links.push({ kind: "LOGISTICS", route: `/transaction/orderShiping/${id}`, goodsId: null, label: o.trackingNo ?? "" });
  const seen = new Set<string>();
  for (const l of await lineRowsOf(ctx, o.id)) {
    if (seen.has(l.goodsId)) continue;
    seen.add(l.goodsId);
    links.push({ kind: "GOODS", route: `/goods/detail?goodsId=${encodeURIComponent(l.goodsId)}`, goodsId: l.goodsId, label: l.goodsName });
  }
  if (o.evaluatedAt) {
    links.push({ kind: "EVALUATION", route: role === "BUYER" ? `/transaction/viewOrderEvaluation/${id}` : "/transaction/orderEvaluationManage", goodsId: null, label: "" });
  } else if (role === "BUYER" && acts.includes("EVALUATE")) {
    links.push({ kind: "EVALUATE", route: `/transaction/orderEvaluation/${id}`, goodsId: null, label: "" });
  }
  return links;
}
