/**
 * A refund of a pay order paid through an outside channel goes back through that channel: nothing is
 * booked to the payer's balance, the refund is in flight on their cash flow until the channel's
 * notification books ESCROW → CLEARING once, a refusal leaves the money in ESCROW, and the
 * reconciliation with the channel's books is green at every step. Balance payments still refund to
 * the balance.
 */
import { cashier, channel, Codes } from "@qinlian/contract";
import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { BizError } from "../../kit/errors";
import { stateHistory } from "../../kit/history/schema";
import { createTestApp } from "../../testing/harness";
import { adapterOf, deliverChannelNotifications, sandboxPayerConfirms, setSandboxSwitches } from "../channel";
import { person } from "../goods/test-fixtures";
import { balances, entryByKey } from "../ledger";
import { applyRefundResult } from "./channel-refund";
import { lateRefundOf } from "./late-payment";
import { pay, refund, settle } from "./pay";
import { channelRefundBizId, payRefundOf } from "./pay-refund";
import { payRefund } from "./schema";
import { ctxOf, moneyMember, PAY_PW, recharge, refundProbes } from "./test-support";

describe("cashier: a channel-paid order refunds through its channel", async () => {
  const t = await createTestApp();
  const buyer = await moneyMember(t, 611);
  const seller = await moneyMember(t, 612);
  const other = await moneyMember(t, 613);
  const op = await person(t, ["OPERATOR"]);
  const { sys, switchesOff, escrow, available, bankNet, green } = refundProbes(t, buyer);
  afterEach(switchesOff);
  let n = 0;
  const events = async (payId: string) =>
    (await t.database.db.select().from(stateHistory).where(and(eq(stateHistory.entityKind, "PAY_ORDER"), eq(stateHistory.entityId, payId))).orderBy(asc(stateHistory.seq))).map((h) => h.event);
  const payOrderOf = (payId: string) => t.ok(cashier.selPayById, { payId }, { ticket: buyer.ticket });
  const refundFlows = async (payId: string, ticket = buyer.ticket) =>
    (await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 50, kind: "REFUND" }, { ticket })).list.filter((f) => f.bizId === payId);

  /** An order paid by the buyer through the sandbox bank (the hosted page confirmed, the notification delivered). */
  async function paidByChannel(amount: number) {
    const r = await pay(ctxOf(t, buyer), { bizType: "ORDER", bizId: `CR-${++n}`, payerBoId: buyer.boId, payeeBoId: seller.boId, amount, subject: `渠道退款测试 ${n}`, channel: "SANDBOX" });
    expect(r.state).toBe("PAYING");
    const paying = await payOrderOf(r.payId);
    await sandboxPayerConfirms(sys, paying.channelTxnId ?? "", "SUCCESS");
    await deliverChannelNotifications(t);
    expect((await payOrderOf(r.payId)).state).toBe("PAID");
    return { payId: r.payId, payBizId: `${r.payId}-1` };
  }

  it("a full refund: the channel refunds once, the balance never moves, the flow is in progress until the notification books it", async () => {
    const o = await paidByChannel(6_800);
    const [escrow0, avail0, bank0] = [await escrow(), await available(), await bankNet()];
    const asked = await refund(sys, o.payId, { refundId: "cancel", amount: 6_800, reason: "卖家取消订单" });
    expect(asked.state).toBe("PAID");
    // the bank has refunded it; we book nothing until its notification arrives
    const refundBizId = channelRefundBizId(o.payBizId, "cancel");
    expect(await adapterOf("SANDBOX").query(sys, refundBizId)).toMatchObject({ op: "REFUND", status: "SUCCESS", amount: 6_800 });
    expect(await bankNet()).toBe(bank0 - 6_800);
    expect([await escrow(), await available()]).toEqual([escrow0, avail0]);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "PAID", refundedAmount: 0 });
    expect(await refundFlows(o.payId)).toMatchObject([{ kind: "REFUND", direction: "IN", amount: 6_800, status: "ONGOING", channel: "SANDBOX", availableAfter: avail0 }]);
    expect((await t.ok(cashier.selOngoingCashFlow, { pageNum: 1, pageSize: 50 }, { ticket: buyer.ticket })).list.map((f) => f.bizId)).toContain(o.payId);
    await green();

    // asked again (a retried cancel): the same refund, nothing more at the bank
    await refund(sys, o.payId, { refundId: "cancel", amount: 6_800, reason: "卖家取消订单" });
    expect(await bankNet()).toBe(bank0 - 6_800);
    expect(await t.database.db.select().from(payRefund).where(eq(payRefund.payId, o.payId))).toHaveLength(1);
    // nothing more may be refunded while it is in flight
    await expect(refund(sys, o.payId, { refundId: "more", amount: 1, reason: "x" })).rejects.toThrow(/^amount: /);

    await deliverChannelNotifications(t);
    expect([await escrow(), await available()]).toEqual([escrow0 - 6_800, avail0]);
    expect(await entryByKey(sys, `REFUND:${o.payId}:cancel`)).not.toBeNull();
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "REFUNDED", refundedAmount: 6_800 });
    const [flow] = await refundFlows(o.payId);
    expect(flow).toMatchObject({ status: "DONE", amount: 6_800, channel: "SANDBOX" });
    expect(await events(o.payId)).toEqual(["startChannel", "channelPaid", "refundAsked", "refund"]);
    await green();
    // asked once more after it is done: answers REFUNDED, refunds nothing
    expect((await refund(sys, o.payId, { refundId: "cancel", amount: 6_800, reason: "卖家取消订单" })).state).toBe("REFUNDED");
    expect(await bankNet()).toBe(bank0 - 6_800);
    // another member does not see the buyer's refund
    expect(await refundFlows(o.payId, other.ticket)).toEqual([]);
    expect((await t.call(cashier.selCashFlowDetail, { id: flow.id }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
  });

  it("a repeated notification (notify twice, a redelivery, the same result applied again) books once", async () => {
    const o = await paidByChannel(2_500);
    const escrow0 = await escrow();
    await setSandboxSwitches(sys, "SANDBOX", { notifyTwice: true });
    await refund(sys, o.payId, { refundId: "r", amount: 2_500, reason: "缺货" });
    await deliverChannelNotifications(t);
    expect(await escrow()).toBe(escrow0 - 2_500);
    const genuine = await adapterOf("SANDBOX").query(sys, channelRefundBizId(o.payBizId, "r"));
    expect(genuine).toMatchObject({ op: "REFUND", status: "SUCCESS" });
    await t.ok(channel.sandboxNotifyAgain, { channelTxnId: genuine!.channelTxnId }, { ticket: op.ticket });
    await deliverChannelNotifications(t);
    expect(await inTx(sys, (tx) => applyRefundResult(tx, genuine!, [lateRefundOf, payRefundOf]))).toBe("ignored");
    expect(await escrow()).toBe(escrow0 - 2_500);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "REFUNDED", refundedAmount: 2_500 });
    expect((await refundFlows(o.payId)).map((f) => f.status)).toEqual(["DONE"]);
    expect((await events(o.payId)).filter((e) => e === "refund")).toHaveLength(1);
    // a result for this refund with another amount or from another channel books nothing
    expect(await inTx(sys, (tx) => applyRefundResult(tx, { ...genuine!, channel: "LDYS" }, [lateRefundOf, payRefundOf]))).toBe("ignored");
    await green();
  });

  it("a refund the bank declines (FAILED notification) leaves the money in ESCROW, marks the flow FAILED, and reconciles", async () => {
    const o = await paidByChannel(3_300);
    const [escrow0, avail0] = [await escrow(), await available()];
    const sums0 = await t.ok(cashier.selCashFlowMoney, {}, { ticket: buyer.ticket });
    await setSandboxSwitches(sys, "SANDBOX", { decline: true });
    await refund(sys, o.payId, { refundId: "cancel", amount: 3_300, reason: "卖家取消订单" });
    await green();
    await deliverChannelNotifications(t);
    expect(await adapterOf("SANDBOX").query(sys, channelRefundBizId(o.payBizId, "cancel"))).toMatchObject({ status: "FAILED" });
    expect([await escrow(), await available()]).toEqual([escrow0, avail0]);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "PAID", refundedAmount: 0 });
    expect((await refundFlows(o.payId)).map((f) => f.status)).toEqual(["FAILED"]);
    expect(await events(o.payId)).toEqual(["startChannel", "channelPaid", "refundAsked", "refundFailed"]);
    // the money waits for the payer: it is neither refunded again by a retry nor settled to the payee
    await refund(sys, o.payId, { refundId: "cancel", amount: 3_300, reason: "卖家取消订单" });
    await expect(settle(sys, o.payId, 0)).rejects.toMatchObject({ code: Codes.CONFLICT });
    expect(await escrow()).toBe(escrow0);
    // the failed row counts neither as income nor as in progress
    expect(await t.ok(cashier.selCashFlowMoney, {}, { ticket: buyer.ticket })).toEqual(sums0);
    expect((await t.ok(cashier.selOngoingCashFlow, { pageNum: 1, pageSize: 50 }, { ticket: buyer.ticket })).list.map((f) => f.bizId)).not.toContain(o.payId);
    await green();
  });

  it("a refund the bank refuses at once is recorded the same way and logged for an operator", async () => {
    const o = await paidByChannel(1_200);
    const escrow0 = await escrow();
    const bank0 = await bankNet();
    const errors: string[] = [];
    const log = Object.create(sys.log, { error: { value: (_o: unknown, msg: string) => errors.push(msg) } }) as Ctx["log"];
    const spy = vi.spyOn(adapterOf("SANDBOX"), "refund").mockRejectedValueOnce(new BizError(Codes.CONFLICT, "银行维护中"));
    try {
      expect((await refund({ ...sys, log }, o.payId, { refundId: "cancel", amount: 1_200, reason: "卖家取消订单" })).state).toBe("PAID");
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual(["channel refund refused: the money waits in ESCROW for an operator"]);
    expect([await escrow(), await bankNet()]).toEqual([escrow0, bank0]);
    expect((await refundFlows(o.payId)).map((f) => f.status)).toEqual(["FAILED"]);
    expect(await events(o.payId)).toEqual(["startChannel", "channelPaid", "refundAsked", "refundFailed"]);
    const [row] = await t.database.db.select().from(payRefund).where(eq(payRefund.payId, o.payId));
    expect(row).toMatchObject({ status: "FAILED", failReason: "银行维护中" });
    await green();
  });

  it("a partial refund, then the rest: PAID with the part refunded, then REFUNDED; settling meanwhile pays only what is left", async () => {
    const o = await paidByChannel(5_000);
    const escrow0 = await escrow();
    await refund(sys, o.payId, { refundId: "part-1", amount: 1_000, reason: "少发一袋" });
    await deliverChannelNotifications(t);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "PAID", refundedAmount: 1_000 });
    expect(await escrow()).toBe(escrow0 - 1_000);
    await expect(refund(sys, o.payId, { refundId: "too-much", amount: 4_001, reason: "x" })).rejects.toThrow(/^amount: /);
    await refund(sys, o.payId, { refundId: "part-2", amount: 4_000, reason: "其余也不要了" });
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "PAID", refundedAmount: 1_000 });
    await green();
    await deliverChannelNotifications(t);
    expect(await payOrderOf(o.payId)).toMatchObject({ state: "REFUNDED", refundedAmount: 5_000 });
    expect(await escrow()).toBe(escrow0 - 5_000);
    expect((await refundFlows(o.payId)).map((f) => [f.amount, f.status]).sort()).toEqual([
      [1_000, "DONE"],
      [4_000, "DONE"],
    ]);
    expect(await events(o.payId)).toEqual(["startChannel", "channelPaid", "refundAsked", "channelRefunded", "refundAsked", "refund"]);
    // two refunds at the bank, with distinct business ids
    expect(await adapterOf("SANDBOX").query(sys, channelRefundBizId(o.payBizId, "part-1"))).toMatchObject({ amount: 1_000, status: "SUCCESS" });
    expect(await adapterOf("SANDBOX").query(sys, channelRefundBizId(o.payBizId, "part-2"))).toMatchObject({ amount: 4_000, status: "SUCCESS" });
    await green();

    // a refund in flight when the order settles: the payee gets only what is not being refunded
    const s = await paidByChannel(3_000);
    const sellerBefore = (await balances(sys, seller.boId)).available;
    await refund(sys, s.payId, { refundId: "part", amount: 500, reason: "少发" });
    await settle(sys, s.payId, 25);
    expect((await balances(sys, seller.boId)).available).toBe(sellerBefore + 2_500 - 25);
    await deliverChannelNotifications(t);
    expect(await payOrderOf(s.payId)).toMatchObject({ state: "SETTLED", refundedAmount: 500 });
    await green();
  });

  it("a balance payment still refunds to the balance at once", async () => {
    await recharge(t, buyer, 10_000);
    const r = await pay(ctxOf(t, buyer), { bizType: "ORDER", bizId: `CR-${++n}`, payerBoId: buyer.boId, payeeBoId: seller.boId, amount: 4_000, subject: "余额支付", channel: "BALANCE", payPassword: PAY_PW });
    const [escrow0, avail0, bank0] = [await escrow(), await available(), await bankNet()];
    expect((await refund(sys, r.payId, { refundId: "cancel", amount: 4_000, reason: "卖家取消订单" })).state).toBe("REFUNDED");
    expect([await escrow(), await available(), await bankNet()]).toEqual([escrow0 - 4_000, avail0 + 4_000, bank0]);
    expect(await refundFlows(r.payId)).toMatchObject([{ status: "DONE", channel: null, availableAfter: avail0 + 4_000 }]);
    expect(await t.database.db.select().from(payRefund).where(eq(payRefund.payId, r.payId))).toEqual([]);
    await green();
  });
});
