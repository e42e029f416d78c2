/**
 * The notification pipe: a bank's POST to the receiver (signed, verified, recorded once per notifyId,
 * emitted once), forged and repeated notifications, each sandbox switch, and the operator's redelivery.
 */
import { channel, Codes } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { job } from "../../kit/jobs/schema";
import { createTestApp } from "../../testing/harness";
import { person } from "../goods/test-fixtures";
import { adapterOf, deliverChannelNotifications, sandboxPayerConfirms, setSandboxSwitches } from ".";
import { channelCodes, sandboxKey, signBody } from "./channels";
import { channelNotification, sandboxTxn } from "./schema";
import { watchResults } from "./test-support";

describe("channel notifications", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const buyer = await person(t, ["BUYER"]);
  const op = await person(t, ["OPERATOR"]);
  const results = watchResults(t);
  afterAll(() => results.stop());
  const off = { decline: false, timeout: false, notifyTwice: false, notifyDelaySeconds: 0, badSignature: false, enabled: true };
  beforeEach(async () => {
    for (const c of channelCodes) await setSandboxSwitches(ctx, c, off);
  });

  let seq = 0;
  /** A payment the payer confirmed at `code`; returns its channelTxnId and bizId. */
  async function paid(code: "SANDBOX" | "GT" = "SANDBOX", amount = 1000) {
    const bizId = `pay-${++seq}`;
    const p = await adapterOf(code).pay(ctx, { bizId, amount, subject: "充值", payerBoId: buyer.boId, returnPath: "/financial/balance" });
    await sandboxPayerConfirms(ctx, p.channelTxnId, "SUCCESS");
    return { txnId: p.channelTxnId, bizId };
  }
  const txn = async (id: string) => (await t.database.db.select().from(sandboxTxn).where(eq(sandboxTxn.id, id)))[0];
  const notes = (bizId: string) => t.database.db.select().from(channelNotification).where(eq(channelNotification.bizId, bizId));
  const emitted = (bizId: string) => results.seen.filter((r) => r.bizId === bizId);

  describe("the receiver call (what a bank POSTs)", () => {
    const body = (over: Record<string, unknown> = {}) =>
      JSON.stringify({ notifyId: "N-http-1", channel: "GT", op: "PAY", bizId: "biz-http", channelTxnId: "txn-http", status: "SUCCESS", amount: 500, reason: null, at: new Date().toISOString(), ...over });

    it("takes a genuine notification once: recorded, emitted, repeats counted", async () => {
      // a transaction the bank's books hold (its own delivery switched off), notified by POST
      await setSandboxSwitches(ctx, "GT", { timeout: true });
      const { txnId, bizId } = await paid("GT", 500);
      const done = await txn(txnId);
      const b = body({ notifyId: done.notifyId, bizId, channelTxnId: txnId, at: done.finishedAt?.toISOString() });
      const signature = signBody(sandboxKey("GT"), b);
      expect(await t.ok(channel.notify, { channel: "GT", body: b, signature })).toEqual({ notifyId: done.notifyId, duplicate: false });
      expect(await t.ok(channel.notify, { channel: "GT", body: b, signature })).toEqual({ notifyId: done.notifyId, duplicate: true });
      expect(await t.ok(channel.notify, { channel: "GT", body: b, signature: signature.toUpperCase() })).toMatchObject({ duplicate: true });
      expect(emitted(bizId)).toHaveLength(1);
      const [row] = await notes(bizId);
      expect(row).toMatchObject({ verified: true, duplicates: 2, channel: "GT", body: b, amount: 500 });
      expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(row.firstSeenAt.getTime());
    });

    it("refuses and records a forged one, never emitting it", async () => {
      const b = body({ notifyId: "N-forged", bizId: "biz-forged", amount: 99_999_999 });
      const r = await t.call(channel.notify, { channel: "GT", body: b, signature: signBody(Buffer.from("guess"), b) });
      expect(r.code).toBe(Codes.SIGNATURE_INVALID);
      expect(r.msg).toContain("signature");
      // signed for another channel
      const r2 = await t.call(channel.notify, { channel: "GT", body: b, signature: signBody(sandboxKey("SANDBOX"), b) });
      expect(r2.code).toBe(Codes.SIGNATURE_INVALID);
      // a genuine signature over a body of another channel
      const other = body({ notifyId: "N-cross", channel: "SANDBOX", bizId: "biz-cross" });
      expect((await t.call(channel.notify, { channel: "GT", body: other, signature: signBody(sandboxKey("GT"), other) })).code).toBe(Codes.SIGNATURE_INVALID);
      // not JSON at all
      expect((await t.call(channel.notify, { channel: "GT", body: "hello world", signature: signBody(sandboxKey("GT"), "hello world") })).code).toBe(Codes.SIGNATURE_INVALID);
      expect(emitted("biz-forged")).toHaveLength(0);
      const rows = await t.database.db.select().from(channelNotification).where(and(eq(channelNotification.notifyId, "N-forged")));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ verified: false, duplicates: 1, bizId: null, amount: null });
      expect(rows[0].error).toContain("签名");
      const bad = await t.database.db.select().from(channelNotification).where(eq(channelNotification.verified, false));
      expect(bad.length).toBeGreaterThanOrEqual(3);
    });

    it("refuses bad input naming the field", async () => {
      const r = await t.call(channel.notify, { channel: "NOPE" as "GT", body: "{}", signature: "x" });
      expect(r.code).toBe(Codes.VALIDATION);
      expect(r.msg).toContain("channel");
      expect((await t.call(channel.notify, { channel: "GT", body: "{}", signature: "" })).msg).toContain("signature");
    });
  });

  describe("switches", () => {
    it("decline: the payer's confirmation fails at the bank", async () => {
      await setSandboxSwitches(ctx, "SANDBOX", { decline: true });
      const { txnId, bizId } = await paid();
      expect(await txn(txnId)).toMatchObject({ status: "FAILED", reason: expect.stringContaining("拒绝") as string });
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toMatchObject([{ status: "FAILED" }]);
      // withdrawals and refunds too
      await expect(adapterOf("SANDBOX").refund(ctx, { bizId: "ref-declined", payBizId: bizId, amount: 1 })).rejects.toMatchObject({ code: Codes.VALIDATION });
    });

    it("time out: the bank moves the money but never notifies; a query still tells", async () => {
      await setSandboxSwitches(ctx, "SANDBOX", { timeout: true });
      const { txnId, bizId } = await paid();
      await deliverChannelNotifications(t, { late: true });
      expect(emitted(bizId)).toHaveLength(0);
      expect(await txn(txnId)).toMatchObject({ status: "SUCCESS", notifyState: "WITHHELD", deliveries: 0 });
      expect(await adapterOf("SANDBOX").query(ctx, bizId)).toMatchObject({ status: "SUCCESS" });
    });

    it("notify twice: two deliveries of one notifyId, emitted once, the second counted", async () => {
      await setSandboxSwitches(ctx, "SANDBOX", { notifyTwice: true });
      const { txnId, bizId } = await paid();
      expect((await txn(txnId)).deliveries).toBe(2);
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(1);
      expect(await notes(bizId)).toMatchObject([{ verified: true, duplicates: 1 }]);
    });

    it("notify late: nothing arrives before the delay", async () => {
      await setSandboxSwitches(ctx, "SANDBOX", { notifyDelaySeconds: 600 });
      const { txnId, bizId } = await paid();
      const [j] = await t.database.db.select().from(job).where(eq(job.dedupeKey, `channel.notify:N${txnId}:1`));
      expect(j.runAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(0);
      expect((await txn(txnId)).notifyState).toBe("SCHEDULED");
      await deliverChannelNotifications(t, { late: true });
      expect(emitted(bizId)).toHaveLength(1);
    });

    it("bad signature: recorded and refused; the operator's redelivery (switch off) is taken once", async () => {
      await setSandboxSwitches(ctx, "GT", { badSignature: true });
      const { txnId, bizId } = await paid("GT");
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(0);
      expect((await txn(txnId)).notifyState).toBe("REFUSED");
      const page = await t.ok(channel.selNotificationPage, { channel: "GT", verified: false, keyword: txnId }, { ticket: op.ticket });
      expect(page.total).toBe(1);
      const refused = page.list[0];
      const detail = await t.ok(channel.selNotificationById, { id: refused.id }, { ticket: op.ticket });
      expect(detail).toMatchObject({ verified: false, notifyState: "REFUSED", error: expect.stringContaining("签名") as string });
      expect(JSON.parse(detail.body)).toMatchObject({ bizId, channelTxnId: txnId });

      await t.ok(channel.updChannel, { code: "GT", badSignature: false }, { ticket: op.ticket });
      expect(await t.ok(channel.redeliverNotification, { id: refused.id }, { ticket: op.ticket })).toEqual({ notifyId: `N${txnId}` });
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(1);
      expect((await txn(txnId)).notifyState).toBe("DELIVERED");
      // redelivering the genuine one again: a duplicate, not a second emit
      const ok = await t.ok(channel.selNotificationPage, { verified: true, keyword: bizId }, { ticket: op.ticket });
      await t.ok(channel.redeliverNotification, { id: ok.list[0].id }, { ticket: op.ticket });
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(1);
      expect((await t.ok(channel.selNotificationPage, { duplicate: true, keyword: bizId }, { ticket: op.ticket })).list).toMatchObject([{ duplicates: 1, verified: true }]);
      expect((await t.call(channel.redeliverNotification, { id: "nope" }, { ticket: op.ticket })).code).toBe(Codes.NOT_FOUND);
    });

    it("a disabled channel takes no new business", async () => {
      await t.ok(channel.updChannel, { code: "SEF", enabled: false }, { ticket: op.ticket });
      await expect(adapterOf("SEF").pay(ctx, { bizId: "sef-1", amount: 1, subject: "充值", payerBoId: buyer.boId, returnPath: "/" })).rejects.toMatchObject({ code: Codes.CONFLICT });
      const list = await t.ok(channel.selChannelList, {}, { ticket: op.ticket });
      expect(list.find((c) => c.code === "SEF")).toMatchObject({ enabled: false });
      expect(list.find((c) => c.code === "ICBC_B2C")).toMatchObject({ holderTypes: ["PSN"], enabled: true });
      expect((await t.call(channel.updChannel, { code: "SEF" }, { ticket: op.ticket })).code).toBe(Codes.VALIDATION);
      expect((await t.call(channel.updChannel, { code: "SEF", notifyDelaySeconds: -1 }, { ticket: op.ticket })).msg).toContain("notifyDelaySeconds");
    });
  });

  it("a failing subscriber rolls the delivery back and the job retries it", async () => {
    let fail = true;
    const stop = t.services.events.subscribe("channel.result", () => (fail ? Promise.reject(new Error("cashier down")) : Promise.resolve()));
    try {
      const { txnId, bizId } = await paid();
      await deliverChannelNotifications(t);
      expect(await notes(bizId)).toHaveLength(0);
      expect((await txn(txnId)).notifyState).toBe("SCHEDULED");
      const [j] = await t.database.db.select().from(job).where(eq(job.dedupeKey, `channel.notify:N${txnId}:1`));
      expect(j).toMatchObject({ status: "pending", attempts: 1, lastError: "cashier down" });
      fail = false;
      await t.database.db.update(job).set({ runAt: new Date(Date.now() - 1000) }).where(eq(job.id, j.id));
      await deliverChannelNotifications(t);
      expect(await notes(bizId)).toMatchObject([{ verified: true, duplicates: 0 }]);
      expect(emitted(bizId).length).toBeGreaterThanOrEqual(1);
    } finally {
      stop();
    }
  });

  it("the sandbox page's transactions list and its own redelivery", async () => {
    const { txnId } = await paid();
    await deliverChannelNotifications(t);
    const page = await t.ok(channel.selSandboxTxnPage, { keyword: txnId }, { ticket: op.ticket });
    expect(page.list).toMatchObject([{ channelTxnId: txnId, status: "SUCCESS", notifyState: "DELIVERED", deliveries: 1 }]);
    await t.ok(channel.sandboxNotifyAgain, { channelTxnId: txnId }, { ticket: op.ticket });
    expect((await txn(txnId)).deliveries).toBe(2);
    const pending = await adapterOf("SANDBOX").pay(ctx, { bizId: "pending-1", amount: 1, subject: "充值", payerBoId: buyer.boId, returnPath: "/" });
    expect((await t.call(channel.sandboxNotifyAgain, { channelTxnId: pending.channelTxnId }, { ticket: op.ticket })).code).toBe(Codes.CONFLICT);
    await deliverChannelNotifications(t);
  });

  it("console calls refuse visitors and members without the functions", async () => {
    const calls = [
      [channel.selChannelList, {}],
      [channel.updChannel, { code: "GT", decline: true }],
      [channel.selSandboxTxnPage, {}],
      [channel.sandboxNotifyAgain, { channelTxnId: "x" }],
      [channel.selNotificationPage, {}],
      [channel.selNotificationById, { id: "x" }],
      [channel.redeliverNotification, { id: "x" }],
      [channel.runReconcile, {}],
      [channel.selReconcile, {}],
      [channel.ackReconcileAlert, { id: "x" }],
    ] as const;
    for (const [c, input] of calls) {
      expect((await t.call(c, input as never)).code, c.path).toBe(Codes.NOT_LOGGED_IN);
      expect((await t.call(c, input as never, { ticket: buyer.ticket })).code, c.path).toBe(Codes.FORBIDDEN);
    }
    expect((await t.ok(channel.selChannelList, {}, { ticket: op.ticket })).find((c) => c.code === "GT")?.switches.decline).toBe(false);
  });
});
