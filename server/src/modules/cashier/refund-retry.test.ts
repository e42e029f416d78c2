/**
 * The operator's tool for refunds a channel refused: the list (FAILED by default, searchable by pay id,
 * business id or the payer's name), and the retry — through the same channel under a new business id,
 * or to the payer's balance — exactly once, recorded with the operator's note, the reconciliation
 * green after every step.
 */
import { cashier, Codes } from "@qinlian/contract";
import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BizError } from "../../kit/errors";
import { inTx, type AuthedCtx } from "../../kit/context";
import { stateHistory } from "../../kit/history/schema";
import { createTestApp } from "../../testing/harness";
import { adapterOf, deliverChannelNotifications, sandboxPayerConfirms, setSandboxSwitches } from "../channel";
import { person } from "../goods/test-fixtures";
import { memberNames } from "../identity";
import { entryByKey } from "../ledger";
import { pay, refund } from "./pay";
import { applyRefundResult } from "./channel-refund";
import { lateRefundOf } from "./late-payment";
import { attemptBizId, channelRefundBizId, payRefundOf } from "./pay-refund";
import { retryRefund } from "./refund-retry";
import { payRefund } from "./schema";
import { ctxOf, moneyMember, refundProbes } from "./test-support";

describe("cashier: an operator retries a refund the channel refused", async () => {
  const t = await createTestApp();
  const buyer = await moneyMember(t, 711);
  const seller = await moneyMember(t, 712);
  const op = await person(t, ["OPERATOR"], "运营小王");
  const op2 = await person(t, ["OPERATOR"], "运营小李");
  const { sys, switchesOff, escrow, available, bankNet, green } = refundProbes(t, buyer);
  afterEach(async () => {
    vi.restoreAllMocks();
    await switchesOff();
  });
  let n = 0;
  const history = async (payId: string) =>
    (await t.database.db.select().from(stateHistory).where(and(eq(stateHistory.entityKind, "PAY_ORDER"), eq(stateHistory.entityId, payId))).orderBy(asc(stateHistory.seq))).map((h) => ({
      event: h.event,
      actorKind: h.actorKind,
      actorId: h.actorId,
      reason: h.reason,
    }));
  const payOrderOf = (payId: string) => t.ok(cashier.selPayById, { payId }, { ticket: buyer.ticket });
  const refundFlows = async (payId: string) =>
    (await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 50, kind: "REFUND" }, { ticket: buyer.ticket })).list.filter((f) => f.bizId === payId).reverse();
  const list = (input: { status?: "FAILED" | "ONGOING" | "DONE" | "ALL"; keyword?: string } = {}) => t.ok(cashier.adminRefunds, { pageNum: 1, pageSize: 50, ...input }, { ticket: op.ticket });
  const rowOf = async (payId: string) => (await t.database.db.select().from(payRefund).where(eq(payRefund.payId, payId)))[0];

  /** An order paid through the sandbox bank. */
  async function paidByChannel(amount: number) {
    const bizId = `RR-${++n}`;
    const r = await pay(ctxOf(t, buyer), { bizType: "ORDER", bizId, payerBoId: buyer.boId, payeeBoId: seller.boId, amount, subject: `退款重试测试 ${n}`, channel: "SANDBOX" });
    const paying = await payOrderOf(r.payId);
    await sandboxPayerConfirms(sys, paying.channelTxnId ?? "", "SUCCESS");
    await deliverChannelNotifications(t);
    expect((await payOrderOf(r.payId)).state).toBe("PAID");
    return { payId: r.payId, bizId, payBizId: `${r.payId}-1` };
  }

  /** A refund of `amount` the bank declines (by its FAILED notification): the row FAILED, the money in ESCROW. */
  async function declined(amount: number, refundAmount = amount) {
    const o = await paidByChannel(amount);
    await setSandboxSwitches(sys, "SANDBOX", { decline: true });
    await refund(sys, o.payId, { refundId: "cancel", amount: refundAmount, reason: "卖家取消订单" });
    await deliverChannelNotifications(t);
    await switchesOff();
    const row = await rowOf(o.payId);
    expect(row).toMatchObject({ status: "FAILED", attempt: 1, way: "CHANNEL" });
    return { ...o, rowId: row.id };
  }

  it("lists refused refunds by default with the payer's name, and finds them by pay id, business id or name", async () => {
    const o = await declined(2_000);
    const done = await paidByChannel(1_000);
    await refund(sys, done.payId, { refundId: "ok", amount: 1_000, reason: "缺货" });
    await deliverChannelNotifications(t);
    const name = (await memberNames(sys, [buyer.boId])).get(buyer.boId) ?? "";
    expect(name).not.toBe("");

    const failed = await list();
    expect(failed.list.every((r) => r.status === "FAILED")).toBe(true);
    expect(failed.list.find((r) => r.payId === o.payId)).toMatchObject({
      id: o.rowId,
      bizType: "ORDER",
      bizId: o.bizId,
      payerBoId: buyer.boId,
      payerName: name,
      channel: "SANDBOX",
      amount: 2_000,
      reason: "卖家取消订单",
      failReason: "银行拒绝交易（沙箱开关：拒绝）",
      attempt: 1,
      way: "CHANNEL",
    });
    expect(failed.list.map((r) => r.payId)).not.toContain(done.payId);
    expect((await list({ status: "DONE" })).list.map((r) => r.payId)).toContain(done.payId);
    expect((await list({ status: "ALL" })).total).toBeGreaterThanOrEqual(2);
    for (const keyword of [o.payId, o.bizId, name.slice(-2), buyer.boId]) expect((await list({ keyword })).list.map((r) => r.payId)).toEqual([o.payId]);
    expect((await list({ keyword: "没有这个人" })).total).toBe(0);
    await green();
  });

  it("CHANNEL: asked again under a new business id; refused again it is FAILED again; then the bank refunds it and it books once", async () => {
    const o = await declined(3_300);
    const [escrow0, avail0, bank0] = [await escrow(), await available(), await bankNet()];

    // the bank still declines: attempt 2 under `<first id>-2`, in flight, then FAILED again
    await setSandboxSwitches(sys, "SANDBOX", { decline: true });
    const second = await t.ok(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "CHANNEL", note: "客户确认卡片可用，再试一次" }, { ticket: op.ticket });
    expect(second).toMatchObject({ status: "ONGOING", attempt: 2, way: "CHANNEL", failReason: null });
    expect((await rowOf(o.payId)).channelBizId).toBe(`${channelRefundBizId(o.payBizId, "cancel")}-2`);
    expect(await adapterOf("SANDBOX").query(sys, attemptBizId(o.payBizId, "cancel", 2))).toMatchObject({ op: "REFUND", amount: 3_300 });
    expect((await refundFlows(o.payId)).map((f) => f.status)).toEqual(["FAILED", "ONGOING"]);
    await green();
    await deliverChannelNotifications(t);
    expect(await rowOf(o.payId)).toMatchObject({ status: "FAILED", attempt: 2 });
    expect((await refundFlows(o.payId)).map((f) => f.status)).toEqual(["FAILED", "FAILED"]);
    expect([await escrow(), await available(), await bankNet()]).toEqual([escrow0, avail0, bank0]);
    await green();

    // the bank accepts attempt 3: booked ESCROW → CLEARING once, the order REFUNDED
    await switchesOff();
    expect(await t.ok(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "CHANNEL", note: "银行已恢复", attempt: 2 }, { ticket: op2.ticket })).toMatchObject({ status: "ONGOING", attempt: 3 });
    await green();
    // an earlier attempt's FAILED result arriving again (a redelivery) is not the refund's any more: it changes nothing
    for (const attempt of [1, 2]) {
      const old = await adapterOf("SANDBOX").query(sys, attemptBizId(o.payBizId, "cancel", attempt));
      expect(old).toMatchObject({ op: "REFUND", status: "FAILED" });
      expect(await inTx(sys, (tx) => applyRefundResult(tx, old!, [lateRefundOf, payRefundOf]))).toBe("ignored");
    }
    expect(await rowOf(o.payId)).toMatchObject({ status: "ONGOING", attempt: 3 });
    await deliverChannelNotifications(t);
    expect(await rowOf(o.payId)).toMatchObject({ status: "DONE", attempt: 3, way: "CHANNEL" });
    expect([await escrow(), await available(), await bankNet()]).toEqual([escrow0 - 3_300, avail0, bank0 - 3_300]);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "REFUNDED", refundedAmount: 3_300 });
    expect((await refundFlows(o.payId)).map((f) => [f.status, f.channel])).toEqual([
      ["FAILED", "SANDBOX"],
      ["FAILED", "SANDBOX"],
      ["DONE", "SANDBOX"],
    ]);
    const h = await history(o.payId);
    expect(h.map((x) => x.event)).toEqual(["startChannel", "channelPaid", "refundAsked", "refundFailed", "refundRetried", "refundFailed", "refundRetried", "refund"]);
    expect(h.filter((x) => x.event === "refundRetried")).toEqual([
      { event: "refundRetried", actorKind: "OPERATOR", actorId: op.memberId, reason: "第 2 次 SANDBOX 33.00 元：客户确认卡片可用，再试一次" },
      { event: "refundRetried", actorKind: "OPERATOR", actorId: op2.memberId, reason: "第 3 次 SANDBOX 33.00 元：银行已恢复" },
    ]);
    await green();

    // a DONE refund is not retried again, by either way
    for (const way of ["CHANNEL", "BALANCE"] as const) {
      const r = await t.call(cashier.adminRetryRefund, { refundRowId: o.rowId, way, note: "再试一次" }, { ticket: op.ticket });
      expect(r.code).toBe(Codes.CONFLICT);
      expect(r.msg).toContain("退款 cancel");
      expect(r.msg).toContain(o.payId);
    }
    expect(await escrow()).toBe(escrow0 - 3_300);
  });

  it("CHANNEL: a bank that refuses the retry at once leaves it FAILED again, logged for an operator", async () => {
    const o = await declined(1_500);
    const [escrow0, bank0] = [await escrow(), await bankNet()];
    vi.spyOn(adapterOf("SANDBOX"), "refund").mockRejectedValueOnce(new BizError(Codes.CONFLICT, "银行维护中"));
    const errors: string[] = [];
    const operator = ctxOf(t, { id: op.memberId, boId: op.boId });
    const log = Object.create(operator.log, { error: { value: (_o: unknown, msg: string) => errors.push(msg) } }) as AuthedCtx["log"];
    const r = await retryRefund({ ...operator, log }, { refundRowId: o.rowId, way: "CHANNEL", note: "再向银行申请" });
    expect(errors).toEqual(["channel refund refused: the money waits in ESCROW for an operator"]);
    expect(r).toMatchObject({ status: "FAILED", attempt: 2, failReason: "银行维护中" });
    expect((await refundFlows(o.payId)).map((f) => f.status)).toEqual(["FAILED", "FAILED"]);
    expect([await escrow(), await bankNet()]).toEqual([escrow0, bank0]);
    expect((await history(o.payId)).slice(-2).map((x) => x.event)).toEqual(["refundRetried", "refundFailed"]);
    await green();
  });

  it("BALANCE: booked ESCROW → the payer's balance under the refund's own key, the order REFUNDED, the bank untouched", async () => {
    const o = await declined(4_200);
    const [escrow0, avail0, bank0] = [await escrow(), await available(), await bankNet()];
    const r = await t.ok(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "BALANCE", note: "客户银行卡已注销，退回余额" }, { ticket: op.ticket });
    expect(r).toMatchObject({ status: "DONE", way: "BALANCE", attempt: 1 });
    expect([await escrow(), await available(), await bankNet()]).toEqual([escrow0 - 4_200, avail0 + 4_200, bank0]);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "REFUNDED", refundedAmount: 4_200 });
    const entry = await entryByKey(sys, `REFUND:${o.payId}:cancel`);
    expect(entry).toMatchObject({ kind: "REFUND", actorKind: "OPERATOR", actorId: op.memberId });
    const flows = await refundFlows(o.payId);
    expect(flows).toMatchObject([
      { status: "FAILED", channel: "SANDBOX" },
      { status: "DONE", channel: null, amount: 4_200, availableAfter: avail0 + 4_200 },
    ]);
    expect((await rowOf(o.payId)).flowId).toBe(flows[1].id);
    const h = await history(o.payId);
    expect(h.slice(-2)).toMatchObject([
      { event: "refundToBalance", actorKind: "OPERATOR", actorId: op.memberId, reason: "SANDBOX 退款 42.00 元改退余额：客户银行卡已注销，退回余额" },
      { event: "refund" },
    ]);
    await green();
    // the business asking for the same refund again refunds nothing more
    expect((await refund(sys, o.payId, { refundId: "cancel", amount: 4_200, reason: "卖家取消订单" })).state).toBe("REFUNDED");
    expect([await escrow(), await available()]).toEqual([escrow0 - 4_200, avail0 + 4_200]);
    await green();
  });

  it("BALANCE for a part: the order stays PAID with the part refunded, the rest can still be refunded", async () => {
    const o = await declined(5_000, 1_000);
    const r = await t.ok(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "BALANCE", note: "部分退款改退余额" }, { ticket: op.ticket });
    expect(r.status).toBe("DONE");
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "PAID", refundedAmount: 1_000 });
    await refund(sys, o.payId, { refundId: "rest", amount: 4_000, reason: "其余也退" });
    await deliverChannelNotifications(t);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "REFUNDED", refundedAmount: 5_000 });
    await green();
  });

  it("two operators retrying one refund at once: exactly one wins, the other gets a conflict naming the refund", async () => {
    for (const ways of [
      ["CHANNEL", "BALANCE"],
      ["BALANCE", "BALANCE"],
      ["CHANNEL", "CHANNEL"],
    ] as const) {
      const o = await declined(2_600);
      const [escrow0, avail0, bank0] = [await escrow(), await available(), await bankNet()];
      const [a, b] = await Promise.all([
        t.call(cashier.adminRetryRefund, { refundRowId: o.rowId, way: ways[0], note: "运营甲处理" }, { ticket: op.ticket }),
        t.call(cashier.adminRetryRefund, { refundRowId: o.rowId, way: ways[1], note: "运营乙处理" }, { ticket: op2.ticket }),
      ]);
      const codes = [a.code, b.code].sort();
      expect(codes).toEqual([Codes.OK, Codes.CONFLICT].sort());
      const lost = a.code === Codes.CONFLICT ? a : b;
      expect(lost.msg).toContain(`退款 cancel（支付单 ${o.payId}）`);
      const won = a.code === Codes.OK ? ways[0] : ways[1];
      await deliverChannelNotifications(t);
      const row = await rowOf(o.payId);
      expect(row).toMatchObject({ status: "DONE", way: won, attempt: won === "CHANNEL" ? 2 : 1 });
      expect(await escrow()).toBe(escrow0 - 2_600);
      expect(await available()).toBe(won === "BALANCE" ? avail0 + 2_600 : avail0);
      expect(await bankNet()).toBe(won === "CHANNEL" ? bank0 - 2_600 : bank0);
      expect((await history(o.payId)).filter((x) => x.event === "refundRetried" || x.event === "refundToBalance")).toHaveLength(1);
      await green();
    }
  });

  it("never gives back twice: a retry is refused while the channel still has the last attempt (succeeded or pending)", async () => {
    const o = await declined(1_800);
    const [escrow0, avail0] = [await escrow(), await available()];
    for (const status of ["SUCCESS", "PENDING"] as const) {
      vi.spyOn(adapterOf("SANDBOX"), "query").mockResolvedValueOnce({ channel: "SANDBOX", op: "REFUND", bizId: channelRefundBizId(o.payBizId, "cancel"), channelTxnId: "T1", status, amount: 1_800, reason: null, at: new Date().toISOString() });
      const r = await t.call(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "BALANCE", note: "退回余额" }, { ticket: op.ticket });
      expect(r.code).toBe(Codes.CONFLICT);
      expect(r.msg).toContain("退款 cancel");
    }
    // a retry based on an attempt that is not the current one is a conflict too
    const stale = await t.call(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "CHANNEL", note: "再试", attempt: 5 }, { ticket: op.ticket });
    expect(stale.code).toBe(Codes.CONFLICT);
    expect(await rowOf(o.payId)).toMatchObject({ status: "FAILED", attempt: 1 });
    expect([await escrow(), await available()]).toEqual([escrow0, avail0]);
    await green();
  });

  it("bad input names its field; only an operator may list or retry", async () => {
    const o = await declined(900);
    const bad = async (input: Record<string, unknown>, field: string) => {
      const r = await t.call(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "CHANNEL", note: "再试一次", ...input } as never, { ticket: op.ticket });
      expect(r.code).toBe(Codes.VALIDATION);
      expect(r.msg).toContain(field);
    };
    await bad({ note: " 好 " }, "note");
    await bad({ note: "长".repeat(201) }, "note");
    await bad({ note: undefined }, "note");
    await bad({ way: "CARD" }, "way");
    await bad({ refundRowId: "" }, "refundRowId");
    expect((await t.call(cashier.adminRetryRefund, { refundRowId: "no-such-row", way: "CHANNEL", note: "再试一次" }, { ticket: op.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.adminRefunds, { pageNum: 1, pageSize: 10, status: "LOST" as never }, { ticket: op.ticket })).code).toBe(Codes.VALIDATION);

    for (const who of [buyer, seller]) {
      expect((await t.call(cashier.adminRefunds, { pageNum: 1, pageSize: 10 }, { ticket: who.ticket })).code).toBe(Codes.FORBIDDEN);
      expect((await t.call(cashier.adminRetryRefund, { refundRowId: o.rowId, way: "BALANCE", note: "我自己退回余额" }, { ticket: who.ticket })).code).toBe(Codes.FORBIDDEN);
    }
    expect((await t.call(cashier.adminRefunds, { pageNum: 1, pageSize: 10 })).code).toBe(Codes.NOT_LOGGED_IN);
    expect(await rowOf(o.payId)).toMatchObject({ status: "FAILED", attempt: 1 });
    await green();
  });
});
