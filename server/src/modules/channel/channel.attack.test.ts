/**
 * Attacks on the channel module through the real pipeline: notifications that are forged, replayed,
 * for a transaction the bank never had, with a tampered amount or another channel's key; another
 * member's hosted-page transaction; the payer's confirmation twice at once; non-operators on every
 * console call; malformed bodies.
 */
import { channel, Codes } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { person } from "../goods/test-fixtures";
import { adapterOf, deliverChannelNotifications, setSandboxSwitches } from ".";
import { sandboxKey, signBody } from "./channels";
import { channelNotification, sandboxTxn } from "./schema";
import { watchResults } from "./test-support";

describe("channel attacks", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const buyer = await person(t, ["BUYER"]);
  const other = await person(t, ["BUYER"]);
  const results = watchResults(t);
  afterAll(() => results.stop());
  for (const c of ["SANDBOX", "GT"] as const) {
    await setSandboxSwitches(ctx, c, { decline: false, timeout: false, notifyTwice: false, notifyDelaySeconds: 0, badSignature: false, enabled: true });
  }
  const emitted = (bizId: string) => results.seen.filter((r) => r.bizId === bizId);
  let seq = 0;
  async function pending(code: "SANDBOX" | "GT" = "SANDBOX", amount = 1000) {
    const bizId = `atk-${++seq}`;
    const p = await adapterOf(code).pay(ctx, { bizId, amount, subject: "充值", payerBoId: buyer.boId, returnPath: "/financial/balance" });
    return { txnId: p.channelTxnId, bizId };
  }
  const txn = async (id: string) => (await t.database.db.select().from(sandboxTxn).where(eq(sandboxTxn.id, id)))[0];

  describe("notifications", () => {
    it("a genuinely signed body for a transaction the bank never had is recorded and refused, never emitted", async () => {
      // The sandbox's keys are derived from a constant in the source: anyone can sign. The books decide.
      const b = JSON.stringify({ notifyId: "N-ghost", channel: "GT", op: "PAY", bizId: "biz-ghost", channelTxnId: "txn-ghost", status: "SUCCESS", amount: 9_999_900, reason: null, at: new Date().toISOString() });
      const r = await t.call(channel.notify, { channel: "GT", body: b, signature: signBody(sandboxKey("GT"), b) });
      expect(r.code).toBe(Codes.SIGNATURE_INVALID);
      expect(emitted("biz-ghost")).toHaveLength(0);
      const rows = await t.database.db.select().from(channelNotification).where(eq(channelNotification.notifyId, "N-ghost"));
      expect(rows).toMatchObject([{ verified: false }]);
    });

    it("a real transaction's notification with the amount (or status) tampered and re-signed is refused; the genuine one is then taken once", async () => {
      const { txnId, bizId } = await pending("GT", 1000);
      const at = new Date().toISOString();
      // before the payer confirmed: a forged SUCCESS for the pending transaction
      const early = JSON.stringify({ notifyId: `N${txnId}`, channel: "GT", op: "PAY", bizId, channelTxnId: txnId, status: "SUCCESS", amount: 1000, reason: null, at });
      expect((await t.call(channel.notify, { channel: "GT", body: early, signature: signBody(sandboxKey("GT"), early) })).code).toBe(Codes.SIGNATURE_INVALID);
      await t.ok(channel.sandboxPay, { txn: txnId, action: "CONFIRM" }, { ticket: buyer.ticket });
      const tampered = JSON.stringify({ notifyId: `N${txnId}`, channel: "GT", op: "PAY", bizId, channelTxnId: txnId, status: "SUCCESS", amount: 100_000, reason: null, at });
      expect((await t.call(channel.notify, { channel: "GT", body: tampered, signature: signBody(sandboxKey("GT"), tampered) })).code).toBe(Codes.SIGNATURE_INVALID);
      const otherBiz = JSON.stringify({ notifyId: `N${txnId}`, channel: "GT", op: "PAY", bizId: "someone-elses-order", channelTxnId: txnId, status: "SUCCESS", amount: 1000, reason: null, at });
      expect((await t.call(channel.notify, { channel: "GT", body: otherBiz, signature: signBody(sandboxKey("GT"), otherBiz) })).code).toBe(Codes.SIGNATURE_INVALID);
      // signed with the right body but another channel's key
      const t2 = await txn(txnId);
      const genuine = JSON.stringify({ notifyId: t2.notifyId, channel: "GT", op: "PAY", bizId, channelTxnId: txnId, status: "SUCCESS", amount: 1000, reason: null, at: t2.finishedAt!.toISOString() });
      expect((await t.call(channel.notify, { channel: "GT", body: genuine, signature: signBody(sandboxKey("SANDBOX"), genuine) })).code).toBe(Codes.SIGNATURE_INVALID);
      expect(emitted(bizId)).toHaveLength(0);
      // the bank's own delivery is taken, once; a replay of it is a duplicate
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toMatchObject([{ status: "SUCCESS", amount: 1000 }]);
      const replay = await t.call(channel.notify, { channel: "GT", body: genuine, signature: signBody(sandboxKey("GT"), genuine) });
      expect(replay).toMatchObject({ code: Codes.OK, data: { duplicate: true } });
      expect(emitted(bizId)).toHaveLength(1);
    });

    it("parallel replays of one genuine notification emit it once", async () => {
      const { txnId, bizId } = await pending();
      await t.ok(channel.sandboxPay, { txn: txnId, action: "CONFIRM" }, { ticket: buyer.ticket });
      const row = await txn(txnId);
      const body = JSON.stringify({ notifyId: row.notifyId, channel: "SANDBOX", op: "PAY", bizId, channelTxnId: txnId, status: "SUCCESS", amount: 1000, reason: null, at: row.finishedAt!.toISOString() });
      const signature = signBody(sandboxKey("SANDBOX"), body);
      const rs = await Promise.all(Array.from({ length: 6 }, () => t.call(channel.notify, { channel: "SANDBOX", body, signature })));
      expect(rs.every((r) => r.code === Codes.OK)).toBe(true);
      expect(rs.filter((r) => r.data && !r.data.duplicate)).toHaveLength(1);
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(1);
    });

    it("malformed and oversized bodies are refused naming the field, never a 500", async () => {
      const cases: [unknown, string][] = [
        [{ channel: "GT", body: "x".repeat(9000), signature: "ab" }, "body"],
        [{ channel: "GT", body: "{}", signature: "a".repeat(500) }, "signature"],
        [{ channel: "GT", body: 12, signature: "ab" }, "body"],
        [{ channel: "GT", body: "{\"a\":\"b\u0000\"}", signature: "ab" }, "body"],
        [{ channel: "GT" }, "body"],
      ];
      for (const [input, field] of cases) {
        const r = await t.call(channel.notify, input as never);
        expect(r.status, JSON.stringify(input).slice(0, 60)).toBeLessThan(500);
        expect(r.code).toBe(Codes.VALIDATION);
        expect(r.msg).toContain(field);
      }
      // a signed body with wrong types inside is refused, not a 500
      const b = JSON.stringify({ notifyId: "N-types", channel: "GT", op: "PAY", bizId: 5, channelTxnId: [], status: "SUCCESS", amount: -1.5, reason: null, at: "x" });
      const r = await t.call(channel.notify, { channel: "GT", body: b, signature: signBody(sandboxKey("GT"), b) });
      expect(r.code).toBe(Codes.SIGNATURE_INVALID);
    });
  });

  describe("the hosted page", () => {
    it("another member's transaction is not found, to read or to move", async () => {
      const { txnId } = await pending();
      expect((await t.call(channel.selSandboxPay, { txn: txnId }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
      expect((await t.call(channel.sandboxPay, { txn: txnId, action: "CONFIRM" }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
      expect((await t.call(channel.sandboxPay, { txn: txnId, action: "CANCEL" }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
      expect((await txn(txnId)).status).toBe("PENDING");
      expect((await t.call(channel.selSandboxPay, { txn: txnId })).code).toBe(Codes.NOT_LOGGED_IN);
    });

    it("confirming twice at once finishes it once and notifies once", async () => {
      const { txnId, bizId } = await pending();
      const rs = await Promise.all(Array.from({ length: 5 }, () => t.call(channel.sandboxPay, { txn: txnId, action: "CONFIRM" }, { ticket: buyer.ticket })));
      for (const r of rs) expect(r.status).toBeLessThan(500);
      expect(rs.filter((r) => r.code === Codes.OK).length).toBeGreaterThanOrEqual(1);
      expect((await txn(txnId)).deliveries).toBe(1);
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(1);
    });

    it("confirm and cancel at once: one wins, the other is refused, one notification", async () => {
      const { txnId, bizId } = await pending();
      const rs = await Promise.all([
        t.call(channel.sandboxPay, { txn: txnId, action: "CONFIRM" }, { ticket: buyer.ticket }),
        t.call(channel.sandboxPay, { txn: txnId, action: "CANCEL" }, { ticket: buyer.ticket }),
      ]);
      expect(rs.map((r) => r.code).sort()).toEqual([Codes.OK, Codes.CONFLICT].sort());
      await deliverChannelNotifications(t);
      expect(emitted(bizId)).toHaveLength(1);
    });

    it("bad ids and actions are refused naming the field", async () => {
      const r = await t.call(channel.sandboxPay, { txn: "x".repeat(5000), action: "CONFIRM" }, { ticket: buyer.ticket });
      expect(r.code).toBe(Codes.VALIDATION);
      expect(r.msg).toContain("txn");
      const r2 = await t.call(channel.sandboxPay, { txn: "abc", action: "STEAL" as "CONFIRM" }, { ticket: buyer.ticket });
      expect(r2.code).toBe(Codes.VALIDATION);
      expect(r2.msg).toContain("action");
    });
  });

  describe("the console", () => {
    it("a member without the console functions is refused on every /manage call", async () => {
      const calls = [
        [channel.selChannelList, {}],
        [channel.updChannel, { code: "GT", decline: true }],
        [channel.selSandboxTxnPage, { pageNum: 1, pageSize: 10 }],
        [channel.sandboxNotifyAgain, { channelTxnId: "x" }],
        [channel.selNotificationPage, { pageNum: 1, pageSize: 10 }],
        [channel.selNotificationById, { id: "x" }],
        [channel.redeliverNotification, { id: "x" }],
        [channel.runReconcile, {}],
        [channel.selReconcile, {}],
        [channel.ackReconcileAlert, { id: "x" }],
      ] as const;
      for (const [def, input] of calls) {
        const r = await t.call(def, input, { ticket: buyer.ticket });
        expect(r.code, def.path).toBe(Codes.FORBIDDEN);
        expect(r.data ?? null, def.path).toBeNull();
        expect((await t.call(def, input as never)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
      }
      const [s] = await t.database.db.select().from((await import("./schema")).channelSetting).where(eq((await import("./schema")).channelSetting.code, "GT"));
      expect(s.decline).toBe(false);
    });
  });
});
