/**
 * The operator's tool for refunds a channel refused (pay-refund.ts): the list of channel refunds
 * (`adminRefunds`, FAILED ones by default) and the retry of a FAILED one (`retryRefund`), with the
 * operator's note. Two ways:
 *
 * - **CHANNEL** — ask the same channel again. A bank refuses a repeat of a business id it refused, so
 *   the attempt counter grows and the refund gets a new id, `<first id>-<attempt>` (`attemptBizId`).
 *   The row goes back to ONGOING and points at a NEW ONGOING cash-flow row of the payer; the refused
 *   attempt's row stays FAILED — the payer's statement keeps what happened (a FAILED row counts
 *   neither as income nor as in progress), and each attempt is one row. Then the shared path asks the
 *   channel (`askChannelToRefund`): its notification books it or refuses it as for the first attempt —
 *   a refusal (at once or later) returns the row to FAILED, for another retry.
 * - **BALANCE** — give it to the payer's balance (the card was closed, the channel gave up …): books
 *   ESCROW −a → the payer's AVAILABLE +a under the refund's own key `REFUND:<payId>:<refundId>` (one
 *   refund books once, whatever the path), a new DONE cash-flow row (no channel: it is in the balance),
 *   the row DONE with way BALANCE, and the pay order's refundedAmount raised — REFUNDED when all of
 *   it is back — by `raiseRefunded`, as a channel's success raises it.
 *
 * Either way the pay order's history records the operator, the way and the note (`refundRetried` /
 * `refundToBalance`, actor OPERATOR).
 *
 * Exactly once: the retry takes the pay order's row lock first (the order every writer takes: pay
 * order before ESCROW), then reads the refund again and moves it only from FAILED (and from the attempt
 * the operator saw, when given) by a guarded update. Of two operators retrying one refund at once,
 * the second waits for the first's lock, then finds it no longer FAILED and gets a CONFLICT naming it.
 *
 * Never twice: before either way the last attempt must be over at the channel — its key not booked,
 * and the channel's own record of it (`query`) neither a success nor pending. A refusal "at once" may
 * have been a lost answer; asking again or paying from the balance while the bank still refunds it
 * would give the money back twice.
 */
import type { ChannelRefundView, Page, PageInput, RefundWay } from "@qinlian/contract";
import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { iso } from "../../kit/time";
import { recordHistory } from "../../kit/transition";
import { adapterOf } from "../channel";
import { memberNames } from "../identity";
import { entryByKey, escrowAccount, memberAccount, post } from "../ledger";
import { openFlow, recordFlow } from "./flow";
import { askChannelToRefund } from "./channel-refund";
import { asRefund, attemptBizId, raiseRefunded, refundKey, yuan, type ChannelRefundEvent, type RefundRow } from "./pay-refund";
import { payOrderMachine } from "./pay-machine";
import { cashFlow, payOrder, payRefund } from "./schema";
import type { PayOrderRow } from "./views";

/** The pay order's history, with the operator's events recorded as an OPERATOR's. */
const operatorEvents: readonly ChannelRefundEvent[] = ["refundRetried", "refundToBalance"];
const history = { entity: payOrderMachine.entity, operatorEvents };

type OrderPart = Pick<PayOrderRow, "bizType" | "bizId" | "payerBoId">;

function refundView(r: RefundRow, o: OrderPart, names: ReadonlyMap<string, string>): ChannelRefundView {
  return {
    id: r.id,
    payId: r.payId,
    refundId: r.refundId,
    bizType: o.bizType,
    bizId: o.bizId,
    payerBoId: o.payerBoId,
    payerName: names.get(o.payerBoId) ?? null,
    channel: r.channel,
    amount: r.amount,
    reason: r.reason,
    status: r.status,
    failReason: r.failReason,
    attempt: r.attempt,
    way: r.way,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    finishedAt: r.finishedAt ? iso(r.finishedAt) : null,
  };
}

// ---- the list

export interface RefundFilters {
  readonly status: "FAILED" | "ONGOING" | "DONE" | "ALL";
  readonly keyword?: string;
}

/**
 * Payers of the listed refunds whose name contains `kw` (case-insensitive). Names are identity's:
 * read by its `memberNames` for the refunds' payers only — a set as small as the refunds themselves
 * (a read-layer join would page it in SQL; see the report).
 */
async function payersNamed(ctx: AuthedCtx, status: SQL | undefined, kw: string): Promise<string[]> {
  const rows = await ctx.db.selectDistinct({ boId: payOrder.payerBoId }).from(payRefund).innerJoin(payOrder, eq(payOrder.id, payRefund.payId)).where(status);
  const names = await memberNames(ctx, rows.map((r) => r.boId));
  const want = kw.toLowerCase();
  return [...names].filter(([, name]) => name.toLowerCase().includes(want)).map(([boId]) => boId);
}

/** Refunds through a channel, newest first, FAILED ones unless told (`status`), each with its payer's name. */
export async function adminRefunds(ctx: AuthedCtx, q: PageInput & RefundFilters): Promise<Page<ChannelRefundView>> {
  const kw = q.keyword?.trim();
  const status = q.status === "ALL" ? undefined : eq(payRefund.status, q.status);
  const named = kw ? await payersNamed(ctx, status, kw) : [];
  const where = and(
    status,
    kw ? or(eq(payRefund.payId, kw), eq(payOrder.bizId, kw), eq(payOrder.payerBoId, kw), named.length ? inArray(payOrder.payerBoId, named) : undefined) : undefined,
  );
  const page = await paged(
    ctx,
    q,
    (limit, offset) =>
      ctx.db
        .select({ r: payRefund, o: { bizType: payOrder.bizType, bizId: payOrder.bizId, payerBoId: payOrder.payerBoId } })
        .from(payRefund)
        .innerJoin(payOrder, eq(payOrder.id, payRefund.payId))
        .where(where)
        .orderBy(desc(payRefund.createdAt), desc(payRefund.id))
        .limit(limit)
        .offset(offset),
    async () => (await ctx.db.select({ n: count() }).from(payRefund).innerJoin(payOrder, eq(payOrder.id, payRefund.payId)).where(where))[0]?.n ?? 0,
  );
  const names = await memberNames(ctx, [...new Set(page.list.map((x) => x.o.payerBoId))]);
  return { ...page, list: page.list.map((x) => refundView(x.r, x.o, names)) };
}

// ---- the retry

export interface RetryInput {
  readonly refundRowId: string;
  readonly way: RefundWay;
  /** Why (2-200 characters): kept in the pay order's history with the operator's name. */
  readonly note: string;
  /** The attempt the operator saw; a refund retried meanwhile is then a conflict even if refused again. */
  readonly attempt?: number;
}

/** The conflict a retry of a refund no longer waiting for one meets (another operator was first, or the channel has it). */
function notRetryable(row: RefundRow, why: string) {
  return conflict(`退款 ${row.refundId}（支付单 ${row.payId}）${why}`, { refundRowId: row.id, status: row.status, attempt: row.attempt });
}

const moved: Record<RefundRow["status"], string> = {
  ONGOING: "已重新提交渠道处理（可能已有其他运营重试），请刷新后查看",
  DONE: "已退款完成，不能再重试",
  FAILED: "已被其他运营重试，请刷新后查看最新结果",
};

/** The last attempt is over and booked nothing: retrying cannot give the money back twice (see the file's comment). */
async function lastAttemptOver(ctx: AuthedCtx, row: RefundRow): Promise<void> {
  if (await entryByKey(ctx, refundKey(row.payId, row.refundId))) throw notRetryable(row, "已入账，不能重试");
  let answer;
  try {
    answer = await adapterOf(row.channel).query(ctx, row.channelBizId);
  } catch (e) {
    if (!(e instanceof BizError)) throw e;
    throw notRetryable(row, `上次申请的结果无法向渠道确认（${e.message}），请稍后再试`);
  }
  if (answer?.op === "REFUND" && answer.status === "SUCCESS") throw notRetryable(row, "在渠道已退款成功，请等待渠道通知入账，不能重试");
  if (answer?.op === "REFUND" && answer.status === "PENDING") throw notRetryable(row, "在渠道仍在处理中，请等待渠道结果，不能重试");
}

/** Moves the FAILED row (the attempt seen) with `set`; nothing moved means another retry came first. */
async function claim(ctx: AuthedCtx, row: RefundRow, set: Partial<typeof payRefund.$inferInsert>): Promise<RefundRow> {
  const [next] = await ctx.db
    .update(payRefund)
    .set({ ...set, updatedAt: ctx.now })
    .where(and(eq(payRefund.id, row.id), eq(payRefund.status, "FAILED"), eq(payRefund.attempt, row.attempt)))
    .returning();
  if (!next) throw notRetryable(row, moved.FAILED);
  return next;
}

/** CHANNEL: the same channel asked again under the next attempt's business id. */
async function askAgain(ctx: AuthedCtx, order: PayOrderRow, row: RefundRow, note: string): Promise<void> {
  const attempt = row.attempt + 1;
  const flowId = await openFlow(ctx, { bizType: "PAY_ORDER", bizId: order.id }, { boId: order.payerBoId, kind: "REFUND", direction: "IN", amount: row.amount, status: "ONGOING", channel: row.channel, memo: row.reason });
  const again = await claim(ctx, row, { status: "ONGOING", attempt, channelBizId: attemptBizId(row.payBizId, row.refundId, attempt), flowId, failReason: null, channelTxnId: null, finishedAt: null });
  await recordHistory(ctx, history, { id: order.id, from: order.state, to: order.state, event: "refundRetried", reason: `第 ${attempt} 次 ${row.channel} ${yuan(row.amount)} 元：${note}` });
  await askChannelToRefund(ctx, asRefund(again, row.channel));
}

/** BALANCE: booked ESCROW → the payer's AVAILABLE under the refund's own key; the order's refundedAmount raised. */
async function toBalance(ctx: AuthedCtx, order: PayOrderRow, row: RefundRow, note: string): Promise<void> {
  const done = await claim(ctx, row, { status: "DONE", way: "BALANCE", finishedAt: ctx.now });
  const entry = await post(ctx, {
    key: refundKey(row.payId, row.refundId),
    kind: "REFUND",
    bizType: "PAY_ORDER",
    bizId: order.id,
    memo: row.reason,
    byOperator: true,
    lines: [
      { account: escrowAccount(), amount: -row.amount },
      { account: memberAccount(order.payerBoId, "AVAILABLE"), amount: row.amount },
    ],
  });
  // cannot happen: `lastAttemptOver` found the key unposted under the order's lock
  if (entry.duplicate) throw notRetryable(row, "已入账，不能重试");
  await recordFlow(ctx, entry, [{ boId: order.payerBoId, kind: "REFUND", direction: "IN", amount: row.amount, status: "DONE", channel: null, memo: row.reason }]);
  const [flow] = await ctx.db
    .select({ id: cashFlow.id })
    .from(cashFlow)
    .where(and(eq(cashFlow.entryId, entry.id), eq(cashFlow.boId, order.payerBoId), eq(cashFlow.kind, "REFUND")));
  await ctx.db.update(payRefund).set({ flowId: flow?.id ?? null }).where(eq(payRefund.id, done.id));
  await recordHistory(ctx, history, { id: order.id, from: order.state, to: order.state, event: "refundToBalance", reason: `${row.channel} 退款 ${yuan(row.amount)} 元改退余额：${note}` });
  await raiseRefunded(ctx, order, done, null);
}

/**
 * Retries a FAILED refund through its channel or to the payer's balance (see the file's comment), as
 * the operator `ctx` acts; answers the refund as it stands after (ONGOING, FAILED if the channel
 * refused it again at once, or DONE).
 */
export async function retryRefund(ctx: AuthedCtx, i: RetryInput): Promise<ChannelRefundView> {
  const note = i.note.trim();
  if (note.length < 2 || note.length > 200) throw invalid("note", "请填写操作说明（2-200 个字）");
  const { row, order } = await inTx(ctx, async (tx) => {
    const [seen] = await tx.db.select({ payId: payRefund.payId }).from(payRefund).where(eq(payRefund.id, i.refundRowId));
    if (!seen) throw notFound("退款记录");
    const [locked] = await tx.db.select().from(payOrder).where(eq(payOrder.id, seen.payId)).for("update");
    const [now] = await tx.db.select().from(payRefund).where(eq(payRefund.id, i.refundRowId));
    if (!locked || !now) throw notFound("退款记录");
    if (now.status !== "FAILED") throw notRetryable(now, moved[now.status]);
    if (i.attempt !== undefined && i.attempt !== now.attempt) throw notRetryable(now, moved.FAILED);
    await lastAttemptOver(tx, now);
    await (i.way === "CHANNEL" ? askAgain(tx, locked, now, note) : toBalance(tx, locked, now, note));
    const [after] = await tx.db.select().from(payRefund).where(eq(payRefund.id, now.id));
    return { row: after, order: locked };
  });
  return refundView(row, order, await memberNames(ctx, [order.payerBoId]));
}
