/**
 * The sandbox bank as an adapter: accounts (holder types per channel), cards (Luhn, SMS code, token),
 * payments confirmed on the hosted page, refunds, withdrawals, queries, and the signed notification
 * each outcome sends through the outbox to our receiver (emitted once as `channel.result`).
 */
import { channel, Codes } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { person } from "../goods/test-fixtures";
import { lastSmsCode } from "../sms/test-phone";
import { adapterOf, deliverChannelNotifications, sandboxPayerConfirms } from ".";
import { channelNotification, sandboxTxn } from "./schema";
import { accountWithCard, allowResend, GOOD_CARD, nextMobile, watchResults } from "./test-support";

describe("sandbox bank", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const buyer = await person(t, ["BUYER"]);
  const other = await person(t, ["BUYER"]);
  const results = watchResults(t);
  afterAll(() => results.stop());
  const sandbox = adapterOf("SANDBOX");

  it("opens accounts for the holder types the channel serves, once per bizId", async () => {
    const req = { bizId: "open-1", holderType: "PSN" as const, boId: buyer.boId, name: "张三", idNo: "370102199001011234", mobile: nextMobile() };
    const a = await sandbox.openAccount(ctx, req);
    expect(a.accountNo).toMatch(/^6299\d{12}$/);
    expect(a.signNo).toMatch(/^SN/);
    expect(await sandbox.openAccount(ctx, req)).toEqual(a);
    await expect(adapterOf("ICBC_B2B").openAccount(ctx, { ...req, bizId: "open-2" })).rejects.toMatchObject({ code: Codes.VALIDATION, message: expect.stringContaining("holderType") as string });
    await expect(adapterOf("ICBC_B2C").openAccount(ctx, { ...req, bizId: "open-3", holderType: "ORG" })).rejects.toMatchObject({ code: Codes.VALIDATION });
    expect((await adapterOf("ICBC_B2B").openAccount(ctx, { ...req, bizId: "open-4", holderType: "ORG", idNo: "91370100MA3C4XYZ12" })).accountNo).toMatch(/^6223/);
    await expect(sandbox.openAccount(ctx, { ...req, bizId: "open-5", mobile: "123" })).rejects.toMatchObject({ message: expect.stringContaining("mobile") as string });
  });

  it("binds a card with the code texted to its mobile, answers a token, and unbinds it", async () => {
    const mobile = nextMobile();
    const acct = await sandbox.openAccount(ctx, { bizId: "open-card", holderType: "PSN", boId: buyer.boId, name: "张三", idNo: "370102199001011234", mobile });
    const base = { bizId: "bind-1", accountNo: acct.accountNo, cardNo: "6222020000000000007", holderName: "张三", mobile, kind: "PERSON" as const };
    await expect(sandbox.bindCard(ctx, base)).rejects.toMatchObject({ code: Codes.VALIDATION, message: expect.stringContaining("cardNo") as string });
    await allowResend(t);
    const { requestId } = await sandbox.bindCard(ctx, { ...base, cardNo: GOOD_CARD });
    expect(await sandbox.bindCard(ctx, { ...base, cardNo: GOOD_CARD })).toEqual({ requestId });
    const code = lastSmsCode(t.config, mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    await expect(sandbox.confirmBindCard(ctx, { requestId, smsCode: wrong })).rejects.toMatchObject({ code: Codes.VALIDATION, message: expect.stringContaining("smsCode") as string });
    const card = await sandbox.confirmBindCard(ctx, { requestId, smsCode: code });
    expect(card).toMatchObject({ bankName: "中国工商银行", cardType: "DEBIT" });
    expect(card.cardToken).toMatch(/^CT/);
    expect(await sandbox.confirmBindCard(ctx, { requestId, smsCode: code })).toEqual(card);
    // a company's settlement account number has no Luhn digit: 6–32 digits
    await allowResend(t);
    const corp = await sandbox.bindCard(t.systemCtx(), { ...base, bizId: "bind-corp", cardNo: "37010188001234567", kind: "COMPANY" });
    await expect(sandbox.bindCard(ctx, { ...base, bizId: "bind-corp-2", cardNo: "12345", kind: "COMPANY" })).rejects.toMatchObject({ message: expect.stringContaining("cardNo") as string });
    expect(await sandbox.confirmBindCard(ctx, { requestId: corp.requestId, smsCode: lastSmsCode(t.config, mobile) })).toMatchObject({ cardType: "CORPORATE" });
    await sandbox.unbindCard(ctx, { bizId: "unbind-1", cardToken: card.cardToken });
    await expect(sandbox.withdraw(ctx, { bizId: "wd-unbound", amount: 100, cardToken: card.cardToken })).rejects.toMatchObject({ message: expect.stringContaining("cardToken") as string });
  });

  it("a payment waits for the payer on the hosted page, then notifies once", async () => {
    const p = await sandbox.pay(ctx, { bizId: "pay-1", amount: 12_345, subject: "充值", payerBoId: buyer.boId, returnPath: "/financial/balance" });
    expect(p.payUrl).toBe(`/cashier/htmlShow?txn=${p.channelTxnId}`);
    expect(await sandbox.pay(ctx, { bizId: "pay-1", amount: 12_345, subject: "充值", payerBoId: buyer.boId, returnPath: "/financial/balance" })).toEqual(p);
    await expect(sandbox.pay(ctx, { bizId: "pay-1", amount: 1, subject: "充值", payerBoId: buyer.boId, returnPath: "/x" })).rejects.toMatchObject({ code: Codes.CONFLICT });
    await expect(sandbox.pay(ctx, { bizId: "pay-x", amount: 0, subject: "充值", payerBoId: buyer.boId, returnPath: "/x" })).rejects.toMatchObject({ message: expect.stringContaining("amount") as string });
    await expect(sandbox.pay(ctx, { bizId: "pay-y", amount: 5, subject: "充值", payerBoId: buyer.boId, returnPath: "https://evil.example" })).rejects.toMatchObject({ message: expect.stringContaining("returnPath") as string });
    expect(await sandbox.query(ctx, "pay-1")).toMatchObject({ status: "PENDING", op: "PAY", amount: 12_345 });

    // the hosted page: the payer sees it; another member does not, and cannot confirm it
    const view = await t.ok(channel.selSandboxPay, { txn: p.channelTxnId }, { ticket: buyer.ticket });
    expect(view).toMatchObject({ amount: 12_345, subject: "充值", payee: "山东禽业供应链平台", status: "PENDING", channelName: { zh: "沙箱银行" } });
    expect((await t.call(channel.selSandboxPay, { txn: p.channelTxnId }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(channel.sandboxPay, { txn: p.channelTxnId, action: "CONFIRM" }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(channel.selSandboxPay, { txn: p.channelTxnId })).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(channel.sandboxPay, { txn: p.channelTxnId, action: "MAYBE" as "CONFIRM" }, { ticket: buyer.ticket })).msg).toContain("action");

    const before = results.seen.length;
    expect(await t.ok(channel.sandboxPay, { txn: p.channelTxnId, action: "CONFIRM" }, { ticket: buyer.ticket })).toEqual({ status: "SUCCESS", returnPath: "/financial/balance" });
    expect((await t.call(channel.sandboxPay, { txn: p.channelTxnId, action: "CANCEL" }, { ticket: buyer.ticket })).code).toBe(Codes.CONFLICT);
    expect(results.seen.length).toBe(before); // not before the notification arrives
    await deliverChannelNotifications(t);
    const got = results.seen.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ channel: "SANDBOX", op: "PAY", bizId: "pay-1", channelTxnId: p.channelTxnId, status: "SUCCESS", amount: 12_345 });
    const [row] = await t.database.db.select().from(channelNotification).where(eq(channelNotification.notifyId, got[0].notifyId));
    expect(row).toMatchObject({ verified: true, duplicates: 0, status: "SUCCESS", bizId: "pay-1" });
    const [txn] = await t.database.db.select().from(sandboxTxn).where(eq(sandboxTxn.id, p.channelTxnId));
    expect(txn.notifyState).toBe("DELIVERED");
  });

  it("a payer who cancels gets a FAILED notification", async () => {
    const p = await sandbox.pay(ctx, { bizId: "pay-cancel", amount: 500, subject: "充值", payerBoId: buyer.boId, returnPath: "/financial/balance" });
    expect(await t.ok(channel.sandboxPay, { txn: p.channelTxnId, action: "CANCEL" }, { ticket: buyer.ticket })).toMatchObject({ status: "FAILED" });
    const before = results.seen.length;
    await deliverChannelNotifications(t);
    expect(results.seen.slice(before)).toMatchObject([{ bizId: "pay-cancel", status: "FAILED", reason: "付款人取消支付" }]);
  });

  it("refunds (part of) a paid payment, never more than was paid", async () => {
    const p = await sandbox.pay(ctx, { bizId: "pay-r", amount: 1000, subject: "订单", payerBoId: buyer.boId, returnPath: "/" });
    await expect(sandbox.refund(ctx, { bizId: "ref-0", payBizId: "pay-r", amount: 100 })).rejects.toMatchObject({ message: expect.stringContaining("payBizId") as string });
    await sandboxPayerConfirms(ctx, p.channelTxnId, "SUCCESS");
    const r1 = await sandbox.refund(ctx, { bizId: "ref-1", payBizId: "pay-r", amount: 600 });
    expect(await sandbox.refund(ctx, { bizId: "ref-1", payBizId: "pay-r", amount: 600 })).toEqual(r1);
    await expect(sandbox.refund(ctx, { bizId: "ref-2", payBizId: "pay-r", amount: 401 })).rejects.toMatchObject({ message: expect.stringContaining("amount") as string });
    const before = results.seen.length;
    await deliverChannelNotifications(t);
    expect(results.seen.slice(before).map((r) => [r.op, r.bizId, r.status, r.amount]).sort()).toEqual([
      ["PAY", "pay-r", "SUCCESS", 1000],
      ["REFUND", "ref-1", "SUCCESS", 600],
    ]);
    expect(await sandbox.query(ctx, "ref-1")).toMatchObject({ status: "SUCCESS", op: "REFUND" });
    expect(await sandbox.query(ctx, "nothing")).toBeNull();
  });

  it("withdraws to a bound card and notifies", async () => {
    const acct = await accountWithCard(t, "LDYS", buyer.boId);
    await expect(adapterOf("LDYS").withdraw(ctx, { bizId: "wd-bad", amount: 100, cardToken: "CTnope" })).rejects.toMatchObject({ message: expect.stringContaining("cardToken") as string });
    // a card of another channel is not this channel's
    await expect(sandbox.withdraw(ctx, { bizId: "wd-other", amount: 100, cardToken: acct.cardToken })).rejects.toMatchObject({ code: Codes.VALIDATION });
    const w = await adapterOf("LDYS").withdraw(ctx, { bizId: "wd-1", amount: 9900, cardToken: acct.cardToken });
    const before = results.seen.length;
    await deliverChannelNotifications(t);
    expect(results.seen.slice(before)).toMatchObject([{ channel: "LDYS", op: "WITHDRAW", bizId: "wd-1", channelTxnId: w.channelTxnId, status: "SUCCESS", amount: 9900 }]);
  });

  it("closes an account only when nothing of it is pending", async () => {
    const mobile = nextMobile();
    const acct = await sandbox.openAccount(ctx, { bizId: "open-close", holderType: "PSN", boId: other.boId, name: "李四", idNo: "370102199001011234", mobile });
    const p = await sandbox.pay(ctx, { bizId: "pay-close", amount: 100, subject: "充值", payerBoId: other.boId, returnPath: "/" });
    await expect(sandbox.closeAccount(ctx, { bizId: "close-1", accountNo: acct.accountNo })).rejects.toMatchObject({ code: Codes.CONFLICT });
    await sandboxPayerConfirms(ctx, p.channelTxnId, "FAILED");
    await sandbox.closeAccount(ctx, { bizId: "close-1", accountNo: acct.accountNo });
    await sandbox.closeAccount(ctx, { bizId: "close-1", accountNo: acct.accountNo });
    await expect(sandbox.openAccount(ctx, { bizId: "open-close", holderType: "PSN", boId: other.boId, name: "李四", idNo: "370102199001011234", mobile })).rejects.toMatchObject({ code: Codes.CONFLICT });
    await deliverChannelNotifications(t);
  });
});
