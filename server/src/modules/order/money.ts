/**
 * An order's money, through the cashier (bizType ORDER; a presale's ORDER_DEPOSIT then ORDER_BALANCE):
 *
 * - `payTarget`: what is due now — the whole payable (bizId = the order's id, `-r<n>` after the n-th
 *   price revision so a revised order is a new payment order), the deposit, or the balance.
 * - `createPayOrders` / `payByBalance`: the cashier's payment orders for the buyer's orders (created
 *   once per bizId; paying twice pays once).
 * - `onPayChanged` (subscriber of payOrder.changed, in the payment's transaction): a paid payment
 *   order moves its order (pay / payDeposit / payBalance), uses the coupons and counts the sales.
 * - `settleOrder`: on receipt, each paid payment order settles to the seller less its share of the
 *   platform fee (ORDER_FEE_BP of what was paid, half up; the deposit's share first).
 * - `refundOrder`: a seller's cancel refunds every paid payment order in full where it came from
 *   (the cashier's `refund`: a balance payment to the buyer's balance at once; a channel payment through
 *   that channel, in progress on the buyer's cash flow until the channel confirms it).
 * - `closeOpenPay`: closes the current unpaid payment order before a cancel, an expiry or a revision,
 *   so a payment cannot land on an order that no longer takes it (the cashier refunds a late channel
 *   payment). It runs before the order's row is locked: payment → order is the one lock order.
 */
import { ORDER_FEE_BP } from "@qinlian/contract";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { transition } from "../../kit/transition";
import { afterCommit } from "../../kit/outbox";
import { statement, type Slot } from "../../kit/statement";
import { closeIfUnpaid, pay, payChecked, refund, settle, type PayResult } from "../cashier";
import { useCoupons } from "../coupon";
import { verifyPayPassword } from "../finance";
import { recordSales } from "../goods";
import { ofRate } from "./pricing/fen";
import { BALANCE_EXPIRE_JOB } from "./jobs";
import { orderMachine } from "./machine";
import { orderLine, tradeOrder } from "./schema";

export type OrderRow = typeof tradeOrder.$inferSelect;

export interface PayTarget {
  readonly bizType: "ORDER" | "ORDER_DEPOSIT" | "ORDER_BALANCE";
  readonly bizId: string;
  readonly amount: number;
}

/** What the buyer pays now for this order, or null when nothing is due. */
export function payTarget(o: OrderRow, now: Date): PayTarget | null {
  if (o.state === "UNPAID" && o.kind === "PRESALE" && o.presale) return { bizType: "ORDER_DEPOSIT", bizId: o.id, amount: o.presale.deposit };
  if (o.state === "UNPAID") return { bizType: "ORDER", bizId: o.payRev ? `${o.id}-r${o.payRev}` : o.id, amount: o.payable };
  if (o.state === "DEPOSIT_PAID" && o.presale) {
    const open = now >= new Date(o.presale.balanceFrom) && now < new Date(o.presale.balanceTo);
    return open ? { bizType: "ORDER_BALANCE", bizId: o.id, amount: o.payable - o.presale.deposit } : null;
  }
  return null;
}

const subjectOf = (o: OrderRow) => `订单 ${o.orderNo}（${o.shopName}）`.slice(0, 100);

/** The statements every payment runs, built once (kit/statement.ts). */
const ownOrders = statement("order.buyersOrders", (db, p: Slot<{ ids: string[]; boId: string }>) =>
  db
    .select()
    .from(tradeOrder)
    .where(and(sql`${tradeOrder.id} = any(${p("ids")})`, eq(tradeOrder.buyerBoId, p("boId"))))
    .orderBy(asc(tradeOrder.id)),
);
const orderOfPayForUpdate = statement("order.ofPayForUpdate", (db, p: Slot<{ payId: string }>) =>
  db
    .select()
    .from(tradeOrder)
    .where(or(eq(tradeOrder.payId, p("payId")), eq(tradeOrder.depositPayId, p("payId"))))
    .for("update"),
);

async function buyersOrders(ctx: AuthedCtx, orderIds: readonly string[]): Promise<OrderRow[]> {
  const rows = await ownOrders(ctx.db, { ids: [...new Set(orderIds)], boId: ctx.member.boId });
  if (rows.length !== new Set(orderIds).size) throw notFound("订单");
  return rows;
}

function dueOf(o: OrderRow, now: Date): PayTarget {
  const t = payTarget(o, now);
  if (!t) {
    if (o.state === "DEPOSIT_PAID") throw conflict(`订单 ${o.orderNo} 未到尾款支付时间或已过期`, { field: "orderIds" });
    throw conflict(`订单 ${o.orderNo} 当前“${orderMachine.labels[o.state]}”，无需支付`, { field: "orderIds" });
  }
  if (o.state === "UNPAID" && o.payDeadline && now >= o.payDeadline) throw conflict(`订单 ${o.orderNo} 已超过付款时间`, { field: "orderIds" });
  return t;
}

/** The order names its payment order (unless it already does): the payment's event finds the order by it. */
async function namePay(ctx: AuthedCtx, o: OrderRow, t: PayTarget, payId: string): Promise<void> {
  const deposit = t.bizType === "ORDER_DEPOSIT";
  if ((deposit ? o.depositPayId : o.payId) === payId) return;
  await ctx.db.update(tradeOrder).set(deposit ? { depositPayId: payId } : { payId }).where(eq(tradeOrder.id, o.id));
}

const payInput = (o: OrderRow, t: PayTarget) => ({ bizType: t.bizType, bizId: t.bizId, payerBoId: o.buyerBoId, payeeBoId: o.sellerBoId, amount: t.amount, subject: subjectOf(o) });

async function createFor(ctx: AuthedCtx, o: OrderRow, t: PayTarget): Promise<string> {
  const r = await pay(ctx, { ...payInput(o, t), channel: null });
  await namePay(ctx, o, t, r.payId);
  return r.payId;
}

/** Payment orders for the buyer's orders (each order's amount due now). */
export async function createPayOrders(ctx: AuthedCtx, orderIds: readonly string[]) {
  return inTx(ctx, async (tx) => {
    const rows = await buyersOrders(tx, orderIds);
    const payIds: string[] = [];
    let total = 0;
    for (const o of rows) {
      const t = dueOf(o, tx.now);
      payIds.push(await createFor(tx, o, t));
      total += t.amount;
    }
    return { payIds, total, paid: false, payUrl: null };
  });
}

/** Pays the buyer's orders from the balance at once (the pay password is checked first; a wrong try counts). */
export async function payByBalance(ctx: AuthedCtx, orderIds: readonly string[], payPassword: string) {
  await verifyPayPassword(ctx, payPassword);
  return payByBalanceChecked(ctx, orderIds);
}

/** `payByBalance` for a caller that checked the pay password itself (the demo seed, inside its transaction). */
export async function payByBalanceChecked(ctx: AuthedCtx, orderIds: readonly string[]) {
  return inTx(ctx, async (tx) => {
    const rows = await buyersOrders(tx, orderIds);
    const payIds: string[] = [];
    let total = 0;
    for (const o of rows) {
      const t = dueOf(o, tx.now);
      // the order names its payment order before it is paid: the payment's event finds the order by it
      const r: PayResult = await payChecked(tx, { ...payInput(o, t), channel: "BALANCE" }, { beforePay: (payId) => namePay(tx, o, t, payId) });
      payIds.push(r.payId);
      total += t.amount;
    }
    return { payIds, total, paid: true, payUrl: null };
  });
}

/** payOrder.changed: a paid payment order moves its order (in the payment's transaction). */
export async function onPayChanged(ctx: Ctx, e: { payId: string; to: string }): Promise<void> {
  if (e.to !== "PAID") return;
  const [o] = await orderOfPayForUpdate(ctx.db, { payId: e.payId });
  if (!o) return;
  if (o.state === "UNPAID" && o.kind === "PRESALE" && o.depositPayId === e.payId && o.presale) {
    await transition(ctx, orderMachine, o, "payDeposit", { patch: { depositPaidAt: ctx.now, paidAmount: o.presale.deposit } });
    await afterCommit(ctx, { kind: BALANCE_EXPIRE_JOB, payload: { orderId: o.id }, key: `order-balance-expire:${o.id}`, runAt: new Date(o.presale.balanceTo) });
    await countSales(ctx, o.id);
    return;
  }
  if (o.payId !== e.payId) return;
  if (o.state === "UNPAID") {
    await transition(ctx, orderMachine, o, "pay", { patch: { paidAt: ctx.now, paidAmount: o.payable, payDeadline: null } });
    await useCoupons(ctx, [o.id, `batch:${o.batchNo}`]);
    await countSales(ctx, o.id);
  } else if (o.state === "DEPOSIT_PAID") {
    await transition(ctx, orderMachine, o, "payBalance", { patch: { paidAt: ctx.now, paidAmount: o.payable } });
  } else {
    ctx.log.error({ orderId: o.id, payId: e.payId, state: o.state }, "payment landed on an order that does not take it");
  }
}

async function countSales(ctx: Ctx, orderId: string): Promise<void> {
  const lines = await ctx.db.select({ goodsId: orderLine.goodsId, quantity: orderLine.quantity, isGift: orderLine.isGift }).from(orderLine).where(eq(orderLine.orderId, orderId));
  await recordSales(
    ctx,
    lines.filter((l) => !l.isGift),
  );
}

/** The paid payment orders of an order with their amounts (deposit first). */
function paidParts(o: OrderRow): { payId: string; amount: number }[] {
  if (o.kind === "PRESALE" && o.presale && o.depositPayId) {
    const parts = [{ payId: o.depositPayId, amount: o.presale.deposit }];
    if (o.paidAt && o.payId) parts.push({ payId: o.payId, amount: o.payable - o.presale.deposit });
    return parts;
  }
  return o.paidAt && o.payId ? [{ payId: o.payId, amount: o.payable }] : [];
}

/** Settles what the buyer paid to the seller less the platform fee; answers the fee. */
export async function settleOrder(ctx: Ctx, o: OrderRow): Promise<number> {
  const parts = paidParts(o);
  const paid = parts.reduce((a, p) => a + p.amount, 0);
  const fee = ofRate(paid, ORDER_FEE_BP);
  let left = fee;
  for (const [i, p] of parts.entries()) {
    const share = i === parts.length - 1 ? left : Math.min(left, ofRate(p.amount, ORDER_FEE_BP));
    left -= share;
    await settle(ctx, p.payId, share < p.amount ? share : 0);
  }
  await ctx.db.update(tradeOrder).set({ platformFee: fee }).where(eq(tradeOrder.id, o.id));
  return fee;
}

/**
 * Refunds every paid part of the order in full, each where it came from: paid by balance → back to the
 * buyer's balance at once; paid through a channel → the channel is asked to refund it (the buyer's
 * balance never changes; the order is cancelled at once, the money arrives when the channel confirms,
 * and a refund the channel refuses waits in escrow for an operator). Idempotent per order.
 */
export async function refundOrder(ctx: Ctx, o: OrderRow, reason: string): Promise<void> {
  for (const p of paidParts(o)) await refund(ctx, p.payId, { refundId: `order-cancel-${o.id}`, amount: p.amount, reason });
}

/**
 * Closes the order's unpaid payment order (if any). Refuses when it is already paid: the caller's
 * cancel or revision then stops (the order is paid, or about to be).
 */
export async function closeOpenPay(ctx: Ctx, payId: string | null, reason: string): Promise<void> {
  if (!payId) return;
  const state = await closeIfUnpaid(ctx, payId, reason);
  if (state !== "CLOSED") throw conflict("订单已付款，请刷新后查看", { field: "orderId" });
}
