/** What the cashier's screens read: balances, pay channels, payment orders, cash flow, statements, the console's lists. */
import type { CashFlowDirection, CashFlowKind, CashFlowStatus, FrozenItemView, FrozenReason, Page, PageInput, PayOrderState, WithdrawalState } from "@qinlian/contract";
import { and, desc, eq, gte, ilike, inArray, lt, ne, or, sql, sum, type SQL } from "drizzle-orm";
import type { AuthedCtx } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { iso } from "../../kit/time";
import { channelInfos } from "../channel";
import { memberNames } from "../identity";
import { balances, openFreezes } from "../ledger";
import { RECHARGE } from "./rules";
import { cashFlow, payOrder, withdrawal } from "./schema";
import { cashFlowView, payOrderView, withdrawalView, type CashFlowRow } from "./views";

export async function myBalance(ctx: AuthedCtx) {
  const b = await balances(ctx, ctx.member.boId);
  return { ...b, total: b.available + b.frozen };
}

/** BALANCE (with what the payer can spend; not for a recharge) and every outside channel. */
export async function payChannels(ctx: AuthedCtx, payId: string | undefined) {
  const balance = await myBalance(ctx);
  let recharge = false;
  if (payId !== undefined) {
    const [row] = await ctx.db.select().from(payOrder).where(eq(payOrder.id, payId));
    if (!row || row.payerBoId !== ctx.member.boId) throw notFound("支付单");
    recharge = row.bizType === RECHARGE;
  }
  const outside = (await channelInfos(ctx)).map((c) => ({ code: c.code, name: c.name, enabled: c.enabled, available: null }));
  const wallet = { code: "BALANCE" as const, name: { zh: "余额支付", en: "Balance" }, enabled: true, available: balance.available };
  return { balance, channels: recharge ? outside : [wallet, ...outside] };
}

/** An order its payer or payee may read. */
export async function payOrderFor(ctx: AuthedCtx, payId: string) {
  const [row] = await ctx.db.select().from(payOrder).where(eq(payOrder.id, payId));
  const me = ctx.member.boId;
  if (!row || (row.payerBoId !== me && row.payeeBoId !== me)) throw notFound("支付单");
  return payOrderView(row, me);
}

export function myPayOrders(ctx: AuthedCtx, q: PageInput & { state?: PayOrderState; bizType?: string; role?: "PAYER" | "PAYEE" }) {
  const me = ctx.member.boId;
  const who = q.role === "PAYER" ? eq(payOrder.payerBoId, me) : q.role === "PAYEE" ? eq(payOrder.payeeBoId, me) : or(eq(payOrder.payerBoId, me), eq(payOrder.payeeBoId, me));
  const where = and(who, q.state ? eq(payOrder.state, q.state) : undefined, q.bizType ? eq(payOrder.bizType, q.bizType) : undefined);
  return pageTable(ctx, q, payOrder, where, [desc(payOrder.createdAt), desc(payOrder.id)], (r) => payOrderView(r, me));
}

/** The caller's payable orders among `payIds` (a batch), with their count and sum. */
export async function amountDue(ctx: AuthedCtx, payIds: readonly string[]) {
  const rows = await ctx.db.select().from(payOrder).where(and(inArray(payOrder.id, [...payIds]), eq(payOrder.payerBoId, ctx.member.boId)));
  if (rows.length !== new Set(payIds).size) throw notFound("支付单");
  const due = rows.filter((r) => r.state === "CREATED" || r.state === "FAILED" || r.state === "PAYING");
  return { count: due.length, total: due.reduce((a, r) => a + r.amount, 0), list: rows.map((r) => payOrderView(r, ctx.member.boId)) };
}

// ---- cash flow

export interface FlowFilters {
  from?: string;
  to?: string;
  kind?: CashFlowKind;
  direction?: CashFlowDirection;
  status?: CashFlowStatus;
}

/** China time (UTC+8) day bounds: [from 00:00, to+1 00:00). */
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

function checkRange(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) throw invalid("to", "结束日期不能早于开始日期");
}

function flowWhere(boId: string, f: FlowFilters): SQL | undefined {
  checkRange(f.from, f.to);
  return and(
    eq(cashFlow.boId, boId),
    f.from ? gte(cashFlow.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(cashFlow.createdAt, dayAfter(f.to)) : undefined,
    f.kind ? eq(cashFlow.kind, f.kind) : undefined,
    f.direction ? eq(cashFlow.direction, f.direction) : undefined,
    f.status ? eq(cashFlow.status, f.status) : undefined,
  );
}

const flowOrder = [desc(cashFlow.createdAt), desc(cashFlow.id)];

export function flowPage(ctx: AuthedCtx, q: PageInput & FlowFilters) {
  return pageTable(ctx, q, cashFlow, flowWhere(ctx.member.boId, q), flowOrder, cashFlowView);
}

/**
 * The reason code of a freeze, by the business type that froze the money (the ledger entry's bizType):
 * the one place a new kind of freeze gets its code; anything else is OTHER (its memo says it in words).
 */
const frozenReasons: Readonly<Record<string, FrozenReason>> = {
  WITHDRAWAL: "WITHDRAWAL",
  DEPOSIT: "DEPOSIT",
  AUCTION_DEPOSIT: "DEPOSIT",
};
export const frozenReasonOf = (bizType: string): FrozenReason => frozenReasons[bizType] ?? "OTHER";

/**
 * Money still frozen, each with its reason: every business record holding money in the member's
 * FROZEN account, read from the ledger (ledger's `openFreezes`) — whatever froze it, cash flow or not.
 */
export async function frozenPage(ctx: AuthedCtx, q: PageInput): Promise<Page<FrozenItemView>> {
  const { rows, total } = await openFreezes(ctx, ctx.member.boId, { limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize });
  return {
    list: rows.map((r) => ({ id: r.entryId, reason: frozenReasonOf(r.bizType), amount: r.amount, bizType: r.bizType, bizId: r.bizId, memo: r.memo, createdAt: r.since.toISOString() })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export function ongoingPage(ctx: AuthedCtx, q: PageInput) {
  return pageTable(ctx, q, cashFlow, flowWhere(ctx.member.boId, { status: "ONGOING" }), flowOrder, cashFlowView);
}

async function ownFlow(ctx: AuthedCtx, id: string): Promise<CashFlowRow> {
  const [row] = await ctx.db.select().from(cashFlow).where(eq(cashFlow.id, id));
  if (!row || row.boId !== ctx.member.boId) throw notFound("资金流水");
  return row;
}

export async function flowDetail(ctx: AuthedCtx, id: string) {
  const row = await ownFlow(ctx, id);
  const [w] = row.bizType === "WITHDRAWAL" ? await ctx.db.select().from(withdrawal).where(eq(withdrawal.id, row.bizId)) : [];
  const [p] = row.bizType === "PAY_ORDER" ? await ctx.db.select().from(payOrder).where(eq(payOrder.id, row.bizId)) : [];
  return { ...cashFlowView(row), withdrawal: w ? withdrawalView(w) : null, payOrder: p ? payOrderView(p, ctx.member.boId) : null };
}

export async function ongoingDetail(ctx: AuthedCtx, id: string) {
  const d = await flowDetail(ctx, id);
  if (d.status !== "ONGOING") throw notFound("处理中的资金流水");
  return { ...d, payOrder: undefined, withdrawal: d.withdrawal };
}

/** Income (IN), expense (OUT) and the count in the range (a FAILED row moved nothing: not counted); `frozen` is the frozen balance now. */
export async function flowSums(ctx: AuthedCtx, f: { from?: string; to?: string }) {
  const where = and(flowWhere(ctx.member.boId, f), ne(cashFlow.status, "FAILED"));
  const rows = await ctx.db
    .select({ direction: cashFlow.direction, total: sum(cashFlow.amount), n: sql<number>`count(*)::int` })
    .from(cashFlow)
    .where(where)
    .groupBy(cashFlow.direction);
  const of = (d: CashFlowDirection) => Number(rows.find((r) => r.direction === d)?.total ?? 0);
  const { frozen } = await balances(ctx, ctx.member.boId);
  return { income: of("IN"), expense: of("OUT"), frozen, count: rows.reduce((a, r) => a + Number(r.n), 0) };
}

const kindZh: Record<CashFlowKind, string> = {
  RECHARGE: "充值",
  PAYMENT: "支付",
  RECEIPT: "收款",
  REFUND: "退款",
  WITHDRAW_FREEZE: "提现冻结",
  WITHDRAW: "提现",
  WITHDRAW_RETURN: "提现退回",
  FEE: "手续费",
};
const directionZh: Record<CashFlowDirection, string> = { IN: "收入", OUT: "支出", FREEZE: "冻结", UNFREEZE: "解冻" };
const statusZh: Record<CashFlowStatus, string> = { ONGOING: "处理中", DONE: "已完成", FAILED: "失败" };
export const CSV_MAX_ROWS = 5000;

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ defused (spreadsheet formula injection). */
function cell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}
const yuan = (f: number) => (f / 100).toFixed(2);

/** The filtered cash flow as CSV (UTF-8 with BOM so spreadsheet programs read the Chinese). */
export async function flowCsv(ctx: AuthedCtx, f: FlowFilters) {
  const rows = await ctx.db.select().from(cashFlow).where(flowWhere(ctx.member.boId, f)).orderBy(...flowOrder).limit(CSV_MAX_ROWS);
  const head = ["时间", "类型", "方向", "金额(元)", "可用余额(元)", "冻结(元)", "状态", "渠道", "业务编号", "备注"];
  const lines = rows.map((r) =>
    [iso(r.createdAt), kindZh[r.kind], directionZh[r.direction], yuan(r.amount), yuan(r.availableAfter), yuan(r.frozenAfter), statusZh[r.status], r.channel ?? "", r.bizId, r.memo ?? ""]
      .map(cell)
      .join(","),
  );
  const stamp = iso(ctx.now).slice(0, 10);
  return { filename: `cashflow-${stamp}.csv`, csv: `\uFEFF${[head.map(cell).join(","), ...lines].join("\r\n")}\r\n`, rows: rows.length };
}

/** Paid orders in the period where the caller is the buyer (payer) or the seller (payee); recharges excluded. */
export async function statement(ctx: AuthedCtx, side: "BUYER" | "SELLER", p: { from: string; to: string }) {
  checkRange(p.from, p.to);
  const me = ctx.member.boId;
  const rows = await ctx.db
    .select()
    .from(payOrder)
    .where(
      and(
        side === "BUYER" ? eq(payOrder.payerBoId, me) : eq(payOrder.payeeBoId, me),
        inArray(payOrder.state, ["PAID", "SETTLED", "REFUNDED"]),
        sql`${payOrder.bizType} <> ${RECHARGE}`,
        gte(payOrder.paidAt, dayStart(p.from)),
        lt(payOrder.paidAt, dayAfter(p.to)),
      ),
    )
    .orderBy(desc(payOrder.paidAt))
    .limit(1000);
  const refunded = rows.reduce((a, r) => a + r.refundedAmount, 0);
  return { from: p.from, to: p.to, count: rows.length, total: rows.reduce((a, r) => a + r.amount, 0) - refunded, refunded, list: rows.map((r) => payOrderView(r, me)) };
}

// ---- the operator console

/** Withdrawals of every member, newest first, each with the member's name (an operator reads names, not ids). */
export async function adminWithdrawals(ctx: AuthedCtx, q: PageInput & { state?: WithdrawalState; keyword?: string }) {
  const kw = q.keyword?.trim();
  const where = and(q.state ? eq(withdrawal.state, q.state) : undefined, kw ? or(eq(withdrawal.boId, kw), eq(withdrawal.id, kw), ilike(withdrawal.bankName, `%${kw}%`)) : undefined);
  const page = await pageTable(ctx, q, withdrawal, where, [desc(withdrawal.createdAt), desc(withdrawal.id)], withdrawalView);
  const names = await memberNames(ctx, [...new Set(page.list.map((w) => w.boId))]);
  return { ...page, list: page.list.map((w) => ({ ...w, memberName: names.get(w.boId) ?? null })) };
}

export function adminPayments(ctx: AuthedCtx, q: PageInput & { state?: PayOrderState; keyword?: string }) {
  const kw = q.keyword?.trim();
  const where = and(
    q.state ? eq(payOrder.state, q.state) : undefined,
    kw ? or(eq(payOrder.id, kw), eq(payOrder.bizId, kw), eq(payOrder.payerBoId, kw), eq(payOrder.payeeBoId, kw), ilike(payOrder.subject, `%${kw}%`)) : undefined,
  );
  return pageTable(ctx, q, payOrder, where, [desc(payOrder.createdAt), desc(payOrder.id)], (r) => payOrderView(r, null));
}
