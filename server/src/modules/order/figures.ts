/**
 * The seller's figures. A deal is an order that was paid and not cancelled afterwards (a refunded
 * cancel is no sale); its day is the day it was paid, in China Standard Time; its amount is what the
 * buyer paid (paidAmount). Shipped counts go by the day of shipment. Days are yyyy-MM-dd (CST).
 */
import { and, count, countDistinct, eq, gte, isNotNull, lt, ne, sql, sum, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AuthedCtx } from "../../kit/context";
import { invalid } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { orderLine, tradeOrder } from "./schema";

const CST_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a CST day (yyyy-MM-dd) starts, `plusDays` later. */
export const cstDayStart = (day: string, plusDays = 0): Date => new Date(Date.parse(`${day}T00:00:00Z`) - CST_MS + plusDays * DAY_MS);
export const cstDayOf = (at: Date): string => new Date(at.getTime() + CST_MS).toISOString().slice(0, 10);

const MAX_DAYS = 366;

const dealOf = (ctx: AuthedCtx): SQL => and(eq(tradeOrder.sellerBoId, ctx.member.boId), isNotNull(tradeOrder.paidAt), ne(tradeOrder.state, "CANCELLED"))!;
const cstDay = (col: PgColumn) => sql<string>`to_char(${col} + interval '8 hours', 'YYYY-MM-DD')`;
const cstMonth = (col: PgColumn) => sql<string>`to_char(${col} + interval '8 hours', 'YYYY-MM')`;

async function sums(ctx: AuthedCtx, where: SQL | undefined) {
  const [r] = await ctx.db
    .select({
      orderCount: count(),
      amount: sum(tradeOrder.paidAmount),
      buyerCount: countDistinct(tradeOrder.buyerBoId),
      goodsQuantity: sql<string>`coalesce((select sum(${orderLine.quantity}) from ${orderLine} where ${orderLine.orderId} in (select ${tradeOrder.id} from ${tradeOrder} where ${where}) and not ${orderLine.isGift}), 0)`,
    })
    .from(tradeOrder)
    .where(where);
  return { orderCount: r.orderCount, goodsQuantity: Number(r.goodsQuantity), amount: Number(r.amount ?? 0), buyerCount: r.buyerCount };
}

const period = (from: string, to: string): SQL => and(gte(tradeOrder.paidAt, cstDayStart(from)), lt(tradeOrder.paidAt, cstDayStart(to, 1)))!;

export async function overview(ctx: AuthedCtx) {
  const today = cstDayOf(ctx.now);
  const month = `${today.slice(0, 7)}-01`;
  return {
    today: await sums(ctx, and(dealOf(ctx), period(today, today))),
    month: await sums(ctx, and(dealOf(ctx), period(month, today))),
    total: await sums(ctx, dealOf(ctx)),
  };
}

/** A period of CST days: from ≤ to, at most MAX_DAYS; else a refusal naming the field. */
export function checkPeriod(from: string, to: string): void {
  if (from > to) throw invalid("from", "开始日期不能晚于结束日期");
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_DAYS) throw invalid("to", `统计时段最长 ${MAX_DAYS} 天`);
}

/** Each day of [from, to] (CST) with orders, amount and shipped orders; days without any are zeros. */
export async function daily(ctx: AuthedCtx, from: string, to: string) {
  checkPeriod(from, to);
  const deals = await ctx.db
    .select({ date: cstDay(tradeOrder.paidAt), orderCount: count(), amount: sum(tradeOrder.paidAmount) })
    .from(tradeOrder)
    .where(and(dealOf(ctx), period(from, to)))
    .groupBy(cstDay(tradeOrder.paidAt));
  const shipped = await ctx.db
    .select({ date: cstDay(tradeOrder.shippedAt), n: count() })
    .from(tradeOrder)
    .where(and(eq(tradeOrder.sellerBoId, ctx.member.boId), gte(tradeOrder.shippedAt, cstDayStart(from)), lt(tradeOrder.shippedAt, cstDayStart(to, 1))))
    .groupBy(cstDay(tradeOrder.shippedAt));
  const d = new Map(deals.map((r) => [r.date, r]));
  const s = new Map(shipped.map((r) => [r.date, r.n]));
  const series = [];
  for (let day = from; day <= to; day = cstDayOf(cstDayStart(day, 1))) {
    series.push({ date: day, orderCount: d.get(day)?.orderCount ?? 0, amount: Number(d.get(day)?.amount ?? 0), shippedCount: s.get(day) ?? 0 });
  }
  return { sums: await sums(ctx, and(dealOf(ctx), period(from, to))), series };
}

/** A year by month, or a month by day. */
export async function moneyByYmd(ctx: AuthedCtx, year: number, month?: number) {
  if (month) {
    const from = `${year}-${String(month).padStart(2, "0")}-01`;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return (await daily(ctx, from, `${from.slice(0, 8)}${String(last).padStart(2, "0")}`)).series;
  }
  const rows = await ctx.db
    .select({ date: cstMonth(tradeOrder.paidAt), orderCount: count(), amount: sum(tradeOrder.paidAmount) })
    .from(tradeOrder)
    .where(and(dealOf(ctx), period(`${year}-01-01`, `${year}-12-31`)))
    .groupBy(cstMonth(tradeOrder.paidAt));
  const by = new Map(rows.map((r) => [r.date, r]));
  return Array.from({ length: 12 }, (_, i) => {
    const m = `${year}-${String(i + 1).padStart(2, "0")}`;
    return { date: m, orderCount: by.get(m)?.orderCount ?? 0, amount: Number(by.get(m)?.amount ?? 0), shippedCount: 0 };
  });
}

export async function sumsBy(ctx: AuthedCtx, q: { from?: string; to?: string; keyword?: string }) {
  if (q.from && q.to) checkPeriod(q.from, q.to);
  return sums(
    ctx,
    and(
      dealOf(ctx),
      q.from ? gte(tradeOrder.paidAt, cstDayStart(q.from)) : undefined,
      q.to ? lt(tradeOrder.paidAt, cstDayStart(q.to, 1)) : undefined,
      q.keyword ? sql`exists (select 1 from ${orderLine} where ${orderLine.orderId} = ${tradeOrder.id} and ${contains(orderLine.goodsName, q.keyword)})` : undefined,
    ),
  );
}

export async function buyerCount(ctx: AuthedCtx, q: { from?: string; to?: string }) {
  const [r] = await ctx.db
    .select({ n: countDistinct(tradeOrder.buyerBoId) })
    .from(tradeOrder)
    .where(and(dealOf(ctx), q.from ? gte(tradeOrder.paidAt, cstDayStart(q.from)) : undefined, q.to ? lt(tradeOrder.paidAt, cstDayStart(q.to, 1)) : undefined));
  return { count: r.n };
}

/** Each buyer's deals with the seller, biggest first. */
export function buyerStats(ctx: AuthedCtx, q: { pageNum: number; pageSize: number; keyword?: string }) {
  const where = and(dealOf(ctx), q.keyword ? contains(tradeOrder.buyerName, q.keyword) : undefined);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({ buyerBoId: tradeOrder.buyerBoId, buyerName: sql<string>`max(${tradeOrder.buyerName})`, orderCount: count(), amount: sum(tradeOrder.paidAmount), last: sql<Date>`max(${tradeOrder.createdAt})` })
        .from(tradeOrder)
        .where(where)
        .groupBy(tradeOrder.buyerBoId)
        .orderBy(sql`sum(${tradeOrder.paidAmount}) desc`, tradeOrder.buyerBoId)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ buyerBoId: r.buyerBoId, buyerName: r.buyerName, orderCount: r.orderCount, amount: Number(r.amount ?? 0), lastOrderAt: iso(new Date(r.last)) }));
    },
    async () => (await ctx.db.select({ n: countDistinct(tradeOrder.buyerBoId) }).from(tradeOrder).where(where))[0].n,
  );
}

/** The operator's view of shops' trade: orders by state and the deal amount in a period. */
export function tradeByShop(ctx: AuthedCtx, q: { pageNum: number; pageSize: number; keyword?: string; from?: string; to?: string }) {
  const where = and(q.keyword ? contains(tradeOrder.shopName, q.keyword) : undefined, q.from ? gte(tradeOrder.createdAt, cstDayStart(q.from)) : undefined, q.to ? lt(tradeOrder.createdAt, cstDayStart(q.to, 1)) : undefined);
  const n = (state: string) => sql<number>`count(*) filter (where ${tradeOrder.state} = ${state})::int`;
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({
          shopId: tradeOrder.shopId,
          shopName: sql<string>`max(${tradeOrder.shopName})`,
          orderCount: count(),
          amount: sql<string>`coalesce(sum(${tradeOrder.paidAmount}) filter (where ${tradeOrder.paidAt} is not null and ${tradeOrder.state} <> 'CANCELLED'), 0)`,
          unpaid: n("UNPAID"),
          unsent: n("PAID"),
          unreceived: n("SENT"),
          completed: n("COMPLETED"),
          cancelled: n("CANCELLED"),
        })
        .from(tradeOrder)
        .where(where)
        .groupBy(tradeOrder.shopId)
        .orderBy(sql`count(*) desc`, tradeOrder.shopId)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
    },
    async () => (await ctx.db.select({ n: countDistinct(tradeOrder.shopId) }).from(tradeOrder).where(where))[0].n,
  );
}
