/**
 * What buyers, sellers and the jobs do to an order. Each action: find the caller's own order (another
 * member's is "not found"), close an open payment first where the order gives up on its money
 * (money.ts: payment → order is the lock order), lock the order's row, move it with the machine (or
 * patch it and write a history row for what is not a move), and do the side effects in the same
 * transaction: stock and coupons back, refund, settlement, the next job.
 */
import { ORDER_AUTO_COMPLETE_DAYS, ORDER_AUTO_CONFIRM_DAYS, type CancelReason, type Carrier, type OrderRole } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { afterCommit } from "../../kit/outbox";
import { recordHistory, transition } from "../../kit/transition";
import { ownShipTo } from "../address";
import { releaseCoupons } from "../coupon";
import { releaseStock } from "../goods";
import { AUTO_COMPLETE_JOB, AUTO_CONFIRM_JOB } from "./jobs";
import { orderMachine, type OrderEvent } from "./machine";
import { closeOpenPay, refundOrder, settleOrder, type OrderRow } from "./money";
import { allocate } from "./pricing/fen";
import { orderInfoChange, orderLine, tradeOrder } from "./schema";
import { givePresaleBack } from "./sources";

const DAY_MS = 86_400_000;
const REMIND_EVERY_MS = DAY_MS;

const ownerColumn = (role: OrderRole) => (role === "BUYER" ? tradeOrder.buyerBoId : tradeOrder.sellerBoId);

/** The caller's order as buyer or seller (without a lock), else not found. */
export async function ownOrder(ctx: AuthedCtx, orderId: string, role: OrderRole): Promise<OrderRow> {
  const [o] = await ctx.db
    .select()
    .from(tradeOrder)
    .where(and(eq(tradeOrder.id, orderId), eq(ownerColumn(role), ctx.member.boId)));
  if (!o) throw notFound("订单");
  return o;
}

async function lockById(ctx: Ctx, orderId: string): Promise<OrderRow> {
  const [o] = await ctx.db.select().from(tradeOrder).where(eq(tradeOrder.id, orderId)).for("update");
  if (!o) throw notFound("订单");
  return o;
}

function must(o: OrderRow, event: OrderEvent, what: string): void {
  if (!orderMachine.can(o.state, event)) throw conflict(`订单当前“${orderMachine.labels[o.state]}”，不能${what}`, { field: "orderId", state: o.state });
}

/** Stock, presale quantity and coupons of an order that will not be delivered come back. */
async function giveBack(ctx: Ctx, o: OrderRow): Promise<void> {
  const lines = await ctx.db.select({ specId: orderLine.specId, quantity: orderLine.quantity }).from(orderLine).where(eq(orderLine.orderId, o.id));
  await releaseStock(ctx, lines);
  if (o.presale) await givePresaleBack(ctx, o.presale.presaleId, lines.reduce((a, l) => a + l.quantity, 0));
  if (o.state !== "UNPAID") return;
  const holders = [o.id];
  // the platform coupon is shared by the checkout's orders: back only when none of them goes on
  const siblings = await ctx.db.select({ id: tradeOrder.id, state: tradeOrder.state }).from(tradeOrder).where(eq(tradeOrder.batchNo, o.batchNo));
  if (siblings.every((s) => s.id === o.id || s.state === "CANCELLED")) holders.push(`batch:${o.batchNo}`);
  await releaseCoupons(ctx, holders);
}

/** The buyer cancels an unpaid order. */
export async function cancelByBuyer(ctx: AuthedCtx, orderId: string, reason: CancelReason, note: string | undefined) {
  const seen = await ownOrder(ctx, orderId, "BUYER");
  must(seen, "cancel", "取消");
  return inTx(ctx, async (tx) => {
    await closeOpenPay(tx, seen.payId, "买家取消订单");
    await closeOpenPay(tx, seen.depositPayId, "买家取消订单");
    const o = await lockById(tx, orderId);
    must(o, "cancel", "取消");
    await giveBack(tx, o);
    return transition(tx, orderMachine, o, "cancel", { patch: { cancelledAt: tx.now, cancelReason: reason, cancelNote: note ?? null, cancelledBy: "BUYER", payDeadline: null }, reason: note ?? null });
  });
}

/** The unpaid timeout (job): cancels an order still unpaid at its deadline. */
export async function expireUnpaid(ctx: Ctx, orderId: string): Promise<void> {
  const [seen] = await ctx.db.select().from(tradeOrder).where(eq(tradeOrder.id, orderId));
  if (!seen || seen.state !== "UNPAID" || !seen.payDeadline || ctx.now < seen.payDeadline) return;
  await inTx(ctx, async (tx) => {
    await closeOpenPay(tx, seen.payId, "超时未付款");
    await closeOpenPay(tx, seen.depositPayId, "超时未付款");
    const o = await lockById(tx, orderId);
    if (o.state !== "UNPAID") return;
    await giveBack(tx, o);
    await transition(tx, orderMachine, o, "expire", { patch: { cancelledAt: tx.now, cancelReason: "PAY_TIMEOUT", cancelledBy: null, payDeadline: null } });
  });
}

/** The seller cancels an order not yet shipped; paid money goes back to the buyer. */
export async function cancelBySeller(ctx: AuthedCtx, orderId: string, reason: CancelReason, note: string | undefined) {
  const seen = await ownOrder(ctx, orderId, "SELLER");
  if (seen.state === "UNPAID") throw conflict("待付款订单可由买家取消或超时自动取消；如需调整金额请改价", { field: "orderId" });
  must(seen, "sellerCancel", "取消");
  return inTx(ctx, async (tx) => {
    if (seen.state === "DEPOSIT_PAID") await closeOpenPay(tx, seen.payId, "卖家取消订单");
    const o = await lockById(tx, orderId);
    must(o, "sellerCancel", "取消");
    await refundOrder(tx, o, `订单 ${o.orderNo} 卖家取消，退款`);
    await giveBack(tx, o);
    return transition(tx, orderMachine, o, "sellerCancel", { patch: { cancelledAt: tx.now, cancelReason: reason, cancelNote: note ?? null, cancelledBy: "SELLER" }, reason: note ?? null });
  });
}

/** A presale's balance window ended unpaid (job): the order closes, the deposit settles to the seller. */
export async function expireBalance(ctx: Ctx, orderId: string): Promise<void> {
  const [seen] = await ctx.db.select().from(tradeOrder).where(eq(tradeOrder.id, orderId));
  if (!seen || seen.state !== "DEPOSIT_PAID" || !seen.presale || ctx.now < new Date(seen.presale.balanceTo)) return;
  await inTx(ctx, async (tx) => {
    await closeOpenPay(tx, seen.payId, "尾款逾期");
    const o = await lockById(tx, orderId);
    if (o.state !== "DEPOSIT_PAID") return;
    const moved = await transition(tx, orderMachine, o, "balanceExpire", { patch: { cancelledAt: tx.now, payId: null } });
    await giveBack(tx, o);
    await settleOrder(tx, { ...moved, paidAt: null });
  });
}

/** The seller revises the price of an unpaid order: the new goods amount and freight. */
export async function revisePrice(ctx: AuthedCtx, orderId: string, r: { goodsPayable: number; freight: number; reason?: string }) {
  const seen = await ownOrder(ctx, orderId, "SELLER");
  if (seen.state !== "UNPAID" || seen.kind === "PRESALE") throw conflict("只有待付款的普通订单可以改价", { field: "orderId" });
  return inTx(ctx, async (tx) => {
    await closeOpenPay(tx, seen.payId, "卖家改价");
    const o = await lockById(tx, orderId);
    if (o.state !== "UNPAID") throw conflict("订单状态已变化，请刷新后重试", { field: "orderId" });
    const lines = await tx.db.select().from(orderLine).where(and(eq(orderLine.orderId, o.id), eq(orderLine.isGift, false)));
    const before = lines.reduce((a, l) => a + l.payable - l.adjust, 0);
    const adjust = r.goodsPayable - before;
    if (r.goodsPayable > before * 2) throw invalid("goodsPayable", "改后商品金额不能超过原金额的 2 倍");
    // the revision is spread over the lines by their payable (largest remainder), so each line knows its share
    const weights = lines.map((l) => l.payable - l.adjust);
    const shares = adjust === 0 ? lines.map(() => 0) : allocate(Math.abs(adjust), weights).map((v) => (adjust < 0 ? -v : v));
    for (const [i, l] of lines.entries()) await tx.db.update(orderLine).set({ adjust: shares[i], payable: l.payable - l.adjust + shares[i] }).where(eq(orderLine.id, l.id));
    const payable = o.payable - o.adjust - o.freight + adjust + r.freight;
    if (payable <= 0) throw invalid("goodsPayable", "改后应付金额须大于 0");
    const [moved] = await tx.db.update(tradeOrder).set({ adjust, freight: r.freight, payable, payRev: o.payRev + 1, payId: null, updatedAt: tx.now }).where(eq(tradeOrder.id, o.id)).returning();
    const yuan = (f: number) => `¥${(f / 100).toFixed(2)}`;
    await recordHistory(tx, orderMachine, { id: o.id, from: o.state, to: o.state, event: "revisePrice", reason: `应付 ${yuan(o.payable)} → ${yuan(payable)}${r.reason ? `：${r.reason}` : ""}` });
    return moved;
  });
}

/** The seller ships: carrier + number, or a voucher image. Auto-confirm in ORDER_AUTO_CONFIRM_DAYS days. */
export async function ship(ctx: AuthedCtx, orderId: string, s: { carrier: Carrier | null; carrierName?: string; trackingNo: string | null; voucherImage: string | null; note?: string }) {
  if (s.carrier === "OTHER" && !s.carrierName) throw invalid("carrierName", "请填写承运商名称");
  await ownOrder(ctx, orderId, "SELLER");
  return inTx(ctx, async (tx) => {
    const o = await lockById(tx, orderId);
    must(o, "ship", "发货");
    const autoConfirmAt = new Date(tx.now.getTime() + ORDER_AUTO_CONFIRM_DAYS * DAY_MS);
    const moved = await transition(tx, orderMachine, o, "ship", {
      patch: { carrier: s.carrier, carrierName: s.carrier === "OTHER" ? (s.carrierName ?? null) : null, trackingNo: s.trackingNo, voucherImage: s.voucherImage, shipNote: s.note ?? null, shippedAt: tx.now, autoConfirmAt },
      reason: s.trackingNo ? `运单号 ${s.trackingNo}` : "凭证发货",
    });
    await afterCommit(tx, { kind: AUTO_CONFIRM_JOB, payload: { orderId }, key: `order-auto-confirm:${orderId}`, runAt: autoConfirmAt });
    return moved;
  });
}

async function receive(ctx: Ctx, o: OrderRow, event: "confirm" | "autoConfirm") {
  const moved = await transition(ctx, orderMachine, o, event, { patch: { receivedAt: ctx.now, autoConfirmAt: null } });
  const fee = await settleOrder(ctx, moved);
  await afterCommit(ctx, { kind: AUTO_COMPLETE_JOB, payload: { orderId: o.id }, key: `order-auto-complete:${o.id}`, runAt: new Date(ctx.now.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS) });
  return { ...moved, platformFee: fee };
}

/** The buyer confirms receipt: the money settles to the seller in the same transaction. */
export async function confirmReceipt(ctx: AuthedCtx, orderId: string) {
  await ownOrder(ctx, orderId, "BUYER");
  return inTx(ctx, async (tx) => {
    const o = await lockById(tx, orderId);
    must(o, "confirm", "确认收货");
    return receive(tx, o, "confirm");
  });
}

/** Auto-confirm (job) at autoConfirmAt. */
export async function autoConfirm(ctx: Ctx, orderId: string): Promise<void> {
  await inTx(ctx, async (tx) => {
    const o = await lockById(tx, orderId);
    if (o.state !== "SENT" || !o.autoConfirmAt || tx.now < o.autoConfirmAt) return;
    await receive(tx, o, "autoConfirm");
  });
}

/** The order completes: evaluated by the buyer (evaluations.ts) or ORDER_AUTO_COMPLETE_DAYS after receipt (job). */
export async function complete(ctx: Ctx, orderId: string, event: "evaluate" | "autoComplete"): Promise<void> {
  const o = await lockById(ctx, orderId);
  if (o.state !== "RECEIVED") return;
  if (event === "autoComplete" && o.receivedAt && ctx.now.getTime() < o.receivedAt.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS) return;
  await transition(ctx, orderMachine, o, event, { patch: { completedAt: ctx.now, ...(event === "evaluate" ? { evaluatedAt: ctx.now } : {}) } });
}

/** The buyer reminds the seller to ship (once per 24 hours). */
export async function remind(ctx: AuthedCtx, orderId: string) {
  const o = await ownOrder(ctx, orderId, "BUYER");
  if (o.state !== "PAID") throw conflict("只有待发货的订单可以提醒发货", { field: "orderId" });
  if (o.remindedAt && ctx.now.getTime() - o.remindedAt.getTime() < REMIND_EVERY_MS) throw conflict("已提醒过卖家，24 小时内只能提醒一次", { field: "orderId" });
  return inTx(ctx, async (tx) => {
    const [moved] = await tx.db.update(tradeOrder).set({ remindedAt: tx.now }).where(and(eq(tradeOrder.id, o.id), eq(tradeOrder.state, "PAID"))).returning();
    if (!moved) throw conflict("订单状态已变化，请刷新后重试", { field: "orderId" });
    await recordHistory(tx, orderMachine, { id: o.id, from: o.state, to: o.state, event: "remind" });
    return moved;
  });
}

/** The buyer changes the delivery address or the remark before shipment; the change is kept. */
export async function changeInfo(ctx: AuthedCtx, orderId: string, c: { addressId?: string; buyerRemark?: string; reason?: string }) {
  const seen = await ownOrder(ctx, orderId, "BUYER");
  if (!["UNPAID", "DEPOSIT_PAID", "PAID"].includes(seen.state)) throw conflict("订单已发货或已结束，不能修改收货信息", { field: "orderId" });
  if (c.addressId === undefined && c.buyerRemark === undefined) throw invalid("addressId", "请选择新的收货地址或填写留言");
  if (c.addressId && seen.delivery.kind === "PICKUP") throw invalid("addressId", "自提订单不能改为快递地址");
  const to = c.addressId ? await ownShipTo(ctx, c.addressId) : null;
  if (to && seen.freight > 0 && to.areaCode.slice(0, 2) !== seen.delivery.areaCode.slice(0, 2)) {
    throw invalid("addressId", "跨省修改地址会改变运费，请取消后重新下单或联系卖家");
  }
  return inTx(ctx, async (tx) => {
    const o = await lockById(tx, orderId);
    if (o.state !== seen.state) throw conflict("订单状态已变化，请刷新后重试", { field: "orderId" });
    const delivery = to ? { ...o.delivery, addressId: to.id, receiverName: to.receiverName, mobile: to.mobile, areaCode: to.areaCode, areaName: to.areaName, address: to.address } : o.delivery;
    const buyerRemark = c.buyerRemark !== undefined ? c.buyerRemark || null : o.buyerRemark;
    await tx.db.insert(orderInfoChange).values({ orderId: o.id, byMemberId: tx.member.memberId, before: { ...o.delivery, buyerRemark: o.buyerRemark }, after: { ...delivery, buyerRemark }, reason: c.reason ?? null, createdAt: tx.now });
    const [moved] = await tx.db.update(tradeOrder).set({ delivery, buyerRemark, updatedAt: tx.now }).where(eq(tradeOrder.id, o.id)).returning();
    await recordHistory(tx, orderMachine, { id: o.id, from: o.state, to: o.state, event: "changeInfo", reason: c.reason ?? null });
    return moved;
  });
}

const FINAL = new Set(["COMPLETED", "CANCELLED", "CLOSED"]);

/** Hides a finished order from the caller's own list (the other party still sees it). */
export async function hide(ctx: AuthedCtx, orderId: string, role: OrderRole) {
  const o = await ownOrder(ctx, orderId, role);
  if (!FINAL.has(o.state)) throw conflict("只能删除已完成、已取消或已关闭的订单", { field: "orderId" });
  await ctx.db
    .update(tradeOrder)
    .set(role === "BUYER" ? { hiddenByBuyer: true } : { hiddenBySeller: true })
    .where(eq(tradeOrder.id, o.id));
  return { orderId: o.id, hidden: true };
}

/** The seller's own note on an order (only the seller sees it). */
export async function sellerNote(ctx: AuthedCtx, orderId: string, note: string) {
  const o = await ownOrder(ctx, orderId, "SELLER");
  await ctx.db.update(tradeOrder).set({ sellerNote: note || null }).where(eq(tradeOrder.id, o.id));
}
