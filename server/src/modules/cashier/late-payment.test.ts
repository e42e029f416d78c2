/**
 * A channel's success arriving late for an order that no longer takes it: refunded through the
 * channel, booked once, in the order's history, and the reconciliation stays green at every step.
 */
import { cashier, channel } from "@qinlian/contract";
import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { stateHistory } from "../../kit/history/schema";
import { createTestApp } from "../../testing/harness";
import { person } from "../goods/test-fixtures";
import { adapterOf, deliverChannelNotifications, reconcileWithChannels, sandboxPayerConfirms, setSandboxSwitches } from "../channel";
import { accountOf, balances, entryByKey } from "../ledger";
import { applyPayResult, closeOrder } from "./pay";
import { ctxOf, moneyMember } from "./test-support";

describe("cashier: a late channel payment is refunded through the channel", async () => {
  const t = await createTestApp();
  const m = await moneyMember(t, 601);
  const op = await person(t, ["OPERATOR"]);
  const sys = t.systemCtx();
  const off = { decline: false, timeout: false, notifyTwice: false, notifyDelaySeconds: 0, badSignature: false };
  afterEach(async () => {
    await setSandboxSwitches(sys, "SANDBOX", off);
  });

  const escrow = async () => (await accountOf(sys, "PLATFORM", "ESCROW")).balance;
  const events = async (payId: string) =>
    (await t.database.db.select().from(stateHistory).where(and(eq(stateHistory.entityKind, "PAY_ORDER"), eq(stateHistory.entityId, payId))).orderBy(asc(stateHistory.seq))).map((h) => h.event);
  const green = async () => expect((await reconcileWithChannels(t.database.db)).differences).toEqual([]);

  /** A recharge order sent to the sandbox and closed before the payer confirms at the bank. */
  async function closedAfterStart(amount: number) {
    const order = await t.ok(cashier.balanceAddCashierOrder, { amount }, { ticket: m.ticket });
    await t.ok(cashier.orderPayment, { payId: order.payId, channel: "SANDBOX" }, { ticket: m.ticket });
    const paying = await t.ok(cashier.selPayById, { payId: order.payId }, { ticket: m.ticket });
    await closeOrder(ctxOf(t, m), order.payId, "不想充了");
    return { payId: order.payId, txnId: paying.channelTxnId ?? "", channelBizId: `${order.payId}-1` };
  }

  it("refunds it once, books both steps, writes the history, and reconciles at every step", async () => {
    const before = await escrow();
    const o = await closedAfterStart(4_200);
    await sandboxPayerConfirms(sys, o.txnId, "SUCCESS"); // the payer pays at the bank after all
    // the refund's notification is held back a while: the step in between must reconcile too
    await setSandboxSwitches(sys, "SANDBOX", { notifyDelaySeconds: 3600 });
    await deliverChannelNotifications(t);
    expect((await t.ok(cashier.selPayById, { payId: o.payId }, { ticket: m.ticket })).state).toBe("CLOSED");
    const refund = await adapterOf("SANDBOX").query(sys, `${o.channelBizId}-LR`);
    expect(refund).toMatchObject({ op: "REFUND", status: "SUCCESS", amount: 4_200 });
    expect(await escrow()).toBe(before + 4_200);
    expect(await entryByKey(sys, `LATE_PAYMENT:SANDBOX:${o.channelBizId}`)).not.toBeNull();
    expect(await entryByKey(sys, `LATE_REFUND:SANDBOX:${o.channelBizId}`)).toBeNull();
    await green();

    await deliverChannelNotifications(t, { late: true }); // the refund's notification arrives
    expect(await escrow()).toBe(before);
    expect(await entryByKey(sys, `LATE_REFUND:SANDBOX:${o.channelBizId}`)).not.toBeNull();
    expect((await balances(sys, m.boId)).available).toBe(0);
    expect(await events(o.payId)).toEqual(["startChannel", "close", "latePaid", "lateRefunded"]);
    await green();

    // the same late success again (a query, a redelivery): nothing is booked or refunded twice
    const genuine = await adapterOf("SANDBOX").query(sys, o.channelBizId);
    expect(genuine?.status).toBe("SUCCESS");
    expect(await inTx(sys, (tx) => applyPayResult(tx, genuine!))).toBe("ignored");
    await t.ok(channel.sandboxNotifyAgain, { channelTxnId: o.txnId }, { ticket: op.ticket }); // the bank sends it once more
    await deliverChannelNotifications(t, { late: true });
    expect(await escrow()).toBe(before);
    expect(await events(o.payId)).toEqual(["startChannel", "close", "latePaid", "lateRefunded"]);
    await green();
  });

  it("notify twice: one refund", async () => {
    const before = await escrow();
    const o = await closedAfterStart(1_500);
    await setSandboxSwitches(sys, "SANDBOX", { notifyTwice: true });
    await sandboxPayerConfirms(sys, o.txnId, "SUCCESS");
    await deliverChannelNotifications(t);
    expect(await adapterOf("SANDBOX").query(sys, `${o.channelBizId}-LR`)).toMatchObject({ status: "SUCCESS", amount: 1_500 });
    expect(await escrow()).toBe(before);
    expect((await events(o.payId)).filter((e) => e.startsWith("late"))).toEqual(["latePaid", "lateRefunded"]);
    await green();
  });

  it("a refund the bank declines keeps the money in ESCROW, says so in the history, and still reconciles", async () => {
    const before = await escrow();
    const o = await closedAfterStart(900);
    await sandboxPayerConfirms(sys, o.txnId, "SUCCESS");
    await setSandboxSwitches(sys, "SANDBOX", { decline: true });
    await deliverChannelNotifications(t);
    expect(await adapterOf("SANDBOX").query(sys, `${o.channelBizId}-LR`)).toMatchObject({ status: "FAILED" });
    expect(await escrow()).toBe(before + 900);
    expect(await events(o.payId)).toEqual(["startChannel", "close", "latePaid", "lateRefundFailed"]);
    await green();
  });

  it("a success the bank does not back refunds nothing", async () => {
    const o = await closedAfterStart(700);
    const forged = { channel: "SANDBOX" as const, op: "PAY" as const, bizId: o.channelBizId, channelTxnId: o.txnId, status: "SUCCESS" as const, amount: 700, reason: null, at: new Date().toISOString() };
    expect(await inTx(sys, (tx) => applyPayResult(tx, forged))).toBe("ignored"); // still PENDING at the bank
    expect(await adapterOf("SANDBOX").query(sys, `${o.channelBizId}-LR`)).toBeNull();
    expect(await entryByKey(sys, `LATE_PAYMENT:SANDBOX:${o.channelBizId}`)).toBeNull();
  });
});
