/**
 * The seller's sales report (/transaction/report) for a period of CST days, computed in SQL.
 *
 * - A deal is the seller's order paid in the period (paidAt, CST) and not cancelled since (as in
 *   figures.ts); a refund is an order paid in the period and cancelled since (its paid amount went back).
 * - Totals: deals, distinct buyers, goods quantity (no gifts), goods amount at list price, discounts
 *   (promotions, reductions, coupons and the seller's price revision: a raise counts negative), freight,
 *   paid; refunds; the platform fee and the net settled to the seller for deals already received
 *   (paid − fee), and what is still pending settlement (paid, not yet received).
 * - By goods/spec and by category: the deals' non-gift lines, amount = the line's payable (its share of
 *   discounts and revision, no freight); shares in basis points of all lines' amount.
 * - Top buyers by paid amount, share of the deals' paid total.
 * - With a keyword, only deals holding goods whose name contains it, and only those lines.
 */
import type { SalesReportView } from "@qinlian/contract";
import { and, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { AuthedCtx } from "../../kit/context";
import { contains } from "../../kit/sql";
import { categoryIndex } from "../goods";
import { checkPeriod, cstDayOf, cstDayStart } from "./figures";
import { orderLine, tradeOrder } from "./schema";

const int = (v: unknown): number => Number(v ?? 0);
const cstDay = sql<string>`to_char(${tradeOrder.paidAt} + interval '8 hours', 'YYYY-MM-DD')`;
const isDeal = sql`${tradeOrder.state} <> 'CANCELLED'`;
const isRefund = sql`${tradeOrder.state} = 'CANCELLED'`;
const isSettled = sql`${tradeOrder.state} in ('RECEIVED', 'COMPLETED')`;
/** Basis points of a part in the whole, rounded half up; 0 when the whole is 0. */
const bp = (part: SQL, whole: SQL) => sql<number>`coalesce(round(${part} * 10000.0 / nullif(${whole}, 0)), 0)::int`;

export async function salesReport(ctx: AuthedCtx, q: { from: string; to: string; keyword?: string; top: number }): Promise<SalesReportView> {
  checkPeriod(q.from, q.to);
  const lineMatches = q.keyword ? contains(orderLine.goodsName, q.keyword) : undefined;
  // the seller's orders paid in the period (deals and refunds alike)
  const paidIn = and(
    eq(tradeOrder.sellerBoId, ctx.member.boId),
    isNotNull(tradeOrder.paidAt),
    gte(tradeOrder.paidAt, cstDayStart(q.from)),
    lt(tradeOrder.paidAt, cstDayStart(q.to, 1)),
    q.keyword ? sql`exists (select 1 from ${orderLine} where ${orderLine.orderId} = ${tradeOrder.id} and ${lineMatches})` : undefined,
  )!;
  const deals = and(paidIn, isDeal)!;
  const sumIf = (v: SQL | typeof tradeOrder.paidAmount, cond: SQL) => sql<string>`coalesce(sum(${v}) filter (where ${cond}), 0)`;

  const [t] = await ctx.db
    .select({
      orderCount: sql<number>`(count(*) filter (where ${isDeal}))::int`,
      buyerCount: sql<number>`(count(distinct ${tradeOrder.buyerBoId}) filter (where ${isDeal}))::int`,
      goodsAmount: sumIf(sql`${tradeOrder.goodsAmount}`, isDeal),
      discount: sumIf(sql`${tradeOrder.discount} + ${tradeOrder.reduction} + ${tradeOrder.shopCoupon} + ${tradeOrder.platformCoupon} - ${tradeOrder.adjust}`, isDeal),
      freight: sumIf(sql`${tradeOrder.freight}`, isDeal),
      paidAmount: sumIf(tradeOrder.paidAmount, isDeal),
      refundCount: sql<number>`(count(*) filter (where ${isRefund}))::int`,
      refunds: sumIf(tradeOrder.paidAmount, isRefund),
      platformFee: sumIf(sql`${tradeOrder.platformFee}`, sql`${isDeal} and ${isSettled}`),
      settled: sumIf(sql`${tradeOrder.paidAmount} - ${tradeOrder.platformFee}`, sql`${isDeal} and ${isSettled}`),
      pending: sumIf(tradeOrder.paidAmount, sql`${isDeal} and not (${isSettled})`),
    })
    .from(tradeOrder)
    .where(paidIn);

  const lineWhere = and(deals, eq(orderLine.isGift, false), lineMatches);
  const [{ goodsQuantity }] = await ctx.db
    .select({ goodsQuantity: sql<string>`coalesce(sum(${orderLine.quantity}), 0)` })
    .from(orderLine)
    .innerJoin(tradeOrder, eq(tradeOrder.id, orderLine.orderId))
    .where(lineWhere);

  const days = await ctx.db
    .select({ date: cstDay, orderCount: sql<number>`(count(*) filter (where ${isDeal}))::int`, amount: sumIf(tradeOrder.paidAmount, isDeal), refunds: sumIf(tradeOrder.paidAmount, isRefund) })
    .from(tradeOrder)
    .where(paidIn)
    .groupBy(cstDay);

  const lineAmount = sql`sum(${orderLine.payable})`;
  const allLines = sql`sum(sum(${orderLine.payable})) over ()`;
  const goodsRows = await ctx.db
    .select({
      goodsId: orderLine.goodsId,
      specId: orderLine.specId,
      goodsName: sql<string>`max(${orderLine.goodsName})`,
      specName: sql<string>`max(${orderLine.specName})`,
      unit: sql<string | null>`max(${orderLine.unit})`,
      quantity: sql<string>`sum(${orderLine.quantity})`,
      amount: sql<string>`${lineAmount}`,
      share: bp(lineAmount, allLines),
    })
    .from(orderLine)
    .innerJoin(tradeOrder, eq(tradeOrder.id, orderLine.orderId))
    .where(lineWhere)
    .groupBy(orderLine.goodsId, orderLine.specId)
    .orderBy(sql`${lineAmount} desc`, orderLine.goodsId, orderLine.specId)
    .limit(200);

  const categoryRows = await ctx.db
    .select({ categoryId: orderLine.categoryId, quantity: sql<string>`sum(${orderLine.quantity})`, amount: sql<string>`${lineAmount}`, share: bp(lineAmount, allLines) })
    .from(orderLine)
    .innerJoin(tradeOrder, eq(tradeOrder.id, orderLine.orderId))
    .where(lineWhere)
    .groupBy(orderLine.categoryId)
    .orderBy(sql`${lineAmount} desc`, orderLine.categoryId);

  const buyerAmount = sql`sum(${tradeOrder.paidAmount})`;
  const buyerRows = await ctx.db
    .select({
      buyerBoId: tradeOrder.buyerBoId,
      buyerName: sql<string>`max(${tradeOrder.buyerName})`,
      orderCount: sql<number>`count(*)::int`,
      amount: sql<string>`${buyerAmount}`,
      share: bp(buyerAmount, sql`sum(sum(${tradeOrder.paidAmount})) over ()`),
    })
    .from(tradeOrder)
    .where(deals)
    .groupBy(tradeOrder.buyerBoId)
    .orderBy(sql`${buyerAmount} desc`, tradeOrder.buyerBoId)
    .limit(q.top);

  const byDay = new Map(days.map((d) => [d.date, d]));
  const series: SalesReportView["series"] = [];
  for (let day = q.from; day <= q.to; day = cstDayOf(cstDayStart(day, 1))) {
    const d = byDay.get(day);
    series.push({ date: day, orderCount: d?.orderCount ?? 0, amount: int(d?.amount), refunds: int(d?.refunds) });
  }
  const categories = await categoryIndex(ctx);
  return {
    from: q.from,
    to: q.to,
    totals: {
      orderCount: t.orderCount,
      buyerCount: t.buyerCount,
      goodsQuantity: int(goodsQuantity),
      goodsAmount: int(t.goodsAmount),
      discount: int(t.discount),
      freight: int(t.freight),
      paidAmount: int(t.paidAmount),
      refundCount: t.refundCount,
      refunds: int(t.refunds),
      platformFee: int(t.platformFee),
      settled: int(t.settled),
      pending: int(t.pending),
    },
    series,
    byGoods: goodsRows.map((r) => ({ ...r, quantity: int(r.quantity), amount: int(r.amount), share: int(r.share) })),
    byCategory: categoryRows.map((r) => ({ categoryId: r.categoryId, categoryName: categories.name(r.categoryId), quantity: int(r.quantity), amount: int(r.amount), share: int(r.share) })),
    topBuyers: buyerRows.map((r) => ({ ...r, amount: int(r.amount), share: int(r.share) })),
  };
}
