/**
 * Reconciliation with the channels: each channel's CLEARING against the sandbox bank's own books — green
 * when the platform booked what the bank moved, CLEARING_MISMATCH when not (a difference made on
 * purpose), in-flight notifications tolerated; the daily job raises an operator alert, which the
 * console shows until acknowledged.
 */
import { channel, Codes } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { dailyHandler } from "../../kit/jobs/daily";
import { createTestApp } from "../../testing/harness";
import { person } from "../goods/test-fixtures";
import { clearingAccount, memberAccount, post } from "../ledger";
import { adapterOf, deliverChannelNotifications, reconcileDaily, reconcileWithChannels, sandboxPayerConfirms, setSandboxSwitches } from ".";
import { accountWithCard } from "./test-support";

describe("reconciliation with the channels", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const buyer = await person(t, ["BUYER"]);
  const op = await person(t, ["OPERATOR"]);

  // what the cashier does with a channel's outcome, reduced to the ledger's posting rules
  const stop = t.services.events.subscribe("channel.result", async (c, r) => {
    if (r.status !== "SUCCESS" || r.bizId.startsWith("unbooked")) return;
    if (r.op === "PAY") {
      await post(c, { key: `RECHARGE:${r.bizId}`, kind: "RECHARGE", bizType: "TEST", bizId: r.bizId, lines: [{ account: clearingAccount(r.channel), amount: -r.amount }, { account: memberAccount(buyer.boId, "AVAILABLE"), amount: r.amount }] });
    } else if (r.op === "WITHDRAW") {
      await post(c, { key: `WITHDRAW:${r.bizId}`, kind: "WITHDRAW", bizType: "TEST", bizId: r.bizId, lines: [{ account: memberAccount(buyer.boId, "AVAILABLE"), amount: -r.amount }, { account: clearingAccount(r.channel), amount: r.amount }] });
    }
  });

  it("is green when every channel's clearing mirrors the bank's books", async () => {
    const p = await adapterOf("SANDBOX").pay(ctx, { bizId: "pay-1", amount: 50_000, subject: "充值", payerBoId: buyer.boId, returnPath: "/" });
    await sandboxPayerConfirms(ctx, p.channelTxnId, "SUCCESS");
    // confirmed at the bank, notification still queued: in flight, not a difference
    let r = await reconcileWithChannels(t.database.db);
    expect(r.ok).toBe(true);
    expect(r.channels).toContainEqual({ channel: "SANDBOX", ledger: 0, bank: 50_000, inFlight: 50_000 });
    await deliverChannelNotifications(t);
    const card = await accountWithCard(t, "SANDBOX", buyer.boId);
    await adapterOf("SANDBOX").withdraw(ctx, { bizId: "wd-1", amount: 20_000, cardToken: card.cardToken });
    await deliverChannelNotifications(t);
    r = await reconcileWithChannels(t.database.db);
    expect(r.differences).toEqual([]);
    expect(r.channels).toContainEqual({ channel: "SANDBOX", ledger: -30_000, bank: 30_000, inFlight: 0 });
    const run = await t.ok(channel.runReconcile, {}, { ticket: op.ticket });
    expect(run).toMatchObject({ ok: true, trigger: "MANUAL", alert: false, differences: [] });
    expect((await t.ok(channel.selReconcile, {}, { ticket: op.ticket })).last?.id).toBe(run.id);
  });

  it("finds a CLEARING mismatch: the bank paid out what the platform never booked", async () => {
    await setSandboxSwitches(ctx, "GT", { timeout: true });
    const card = await accountWithCard(t, "GT", buyer.boId);
    await adapterOf("GT").withdraw(ctx, { bizId: "unbooked-wd", amount: 1234, cardToken: card.cardToken });
    await setSandboxSwitches(ctx, "GT", { timeout: false });
    const r = await reconcileWithChannels(t.database.db);
    expect(r.ok).toBe(false);
    expect(r.differences).toEqual([{ kind: "CLEARING_MISMATCH", channel: "GT", ledger: 0, bank: -1234, inFlight: 0 }]);

    const run = await t.ok(channel.runReconcile, {}, { ticket: op.ticket });
    expect(run).toMatchObject({ ok: false, alert: false, differences: [{ kind: "CLEARING_MISMATCH", detail: { channel: "GT", ledger: 0, bank: -1234, inFlight: 0 } }] });
  });

  it("the daily job raises an operator alert on a difference; the operator acknowledges it", async () => {
    await inTx(t.systemCtx(), (tx) => dailyHandler(reconcileDaily)({ day: "2026-11-23" }, tx, { jobId: "test", attempt: 1, key: "test" }));
    const { last, alerts } = await t.ok(channel.selReconcile, {}, { ticket: op.ticket });
    expect(last).toMatchObject({ trigger: "DAILY", day: "2026-11-23", ok: false, alert: true, acknowledgedAt: null });
    expect(alerts.map((a) => a.id)).toEqual([last!.id]);
    const acked = await t.ok(channel.ackReconcileAlert, { id: last!.id }, { ticket: op.ticket });
    expect(acked.acknowledgedBy).toBe(op.memberId);
    expect((await t.ok(channel.selReconcile, {}, { ticket: op.ticket })).alerts).toEqual([]);
    expect((await t.call(channel.ackReconcileAlert, { id: last!.id }, { ticket: op.ticket })).code).toBe(Codes.CONFLICT);
    expect((await t.call(channel.ackReconcileAlert, { id: "nope" }, { ticket: op.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(channel.ackReconcileAlert, {} as { id: string }, { ticket: op.ticket })).msg).toContain("id");
  });

  it("a clean daily run raises no alert", async () => {
    // book what the bank paid out (as the cashier would after querying the channel)
    await post(ctx, { key: "WITHDRAW:unbooked-wd", kind: "WITHDRAW", bizType: "TEST", bizId: "unbooked-wd", lines: [{ account: memberAccount(buyer.boId, "AVAILABLE"), amount: -1234 }, { account: clearingAccount("GT"), amount: 1234 }] });
    await inTx(t.systemCtx(), (tx) => dailyHandler(reconcileDaily)({ day: "2026-11-24" }, tx, { jobId: "test", attempt: 1, key: "test" }));
    const { last, alerts } = await t.ok(channel.selReconcile, {}, { ticket: op.ticket });
    expect(last).toMatchObject({ day: "2026-11-24", ok: true, alert: false });
    expect(alerts).toEqual([]);
    stop();
  });
});
