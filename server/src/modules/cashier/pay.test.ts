import { cashier, Codes } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { deliverChannelNotifications, sandboxPayerConfirms, setSandboxSwitches } from "../channel";
import { balances, reconcile } from "../ledger";
import { applyPayResult, pay } from "./pay";
import { payOrderMachine } from "./pay-machine";
import { ctxOf, moneyMember, PAY_PW, recharge } from "./test-support";

describe("pay-order state machine", () => {
  it("allows only its table", () => {
    expect(payOrderMachine.next("CREATED", "payBalance")).toBe("PAID");
    expect(payOrderMachine.next("PAYING", "channelPaid")).toBe("PAID");
    expect(payOrderMachine.next("FAILED", "channelPaid")).toBe("PAID");
    expect(() => payOrderMachine.next("CLOSED", "channelPaid")).toThrow(BizError);
    expect(() => payOrderMachine.next("PAID", "payBalance")).toThrow(BizError);
    expect(() => payOrderMachine.next("SETTLED", "refund")).toThrow(BizError);
  });
});

describe("cashier: recharge and pay", async () => {
  const t = await createTestApp();
  const buyer = await moneyMember(t, 501);
  const seller = await moneyMember(t, 502);
  const other = await moneyMember(t, 503);
  const noAccount = await moneyMember(t, 504, { account: false });

  it("refuses a channel the payer has no open account at (a person at the enterprise bank), naming the field", async () => {
    const order = await t.ok(cashier.balanceAddCashierOrder, { amount: 1_000 }, { ticket: buyer.ticket });
    for (const channel of ["ICBC_B2B", "LDYS"] as const) {
      const r = await t.call(cashier.orderPayment, { payId: order.payId, channel }, { ticket: buyer.ticket });
      expect([r.code, r.msg], channel).toEqual([Codes.VALIDATION, "channel: 请先在该支付渠道开通资金账户，或选择其他支付方式"]);
    }
    expect((await t.ok(cashier.orderPayment, { payId: order.payId, channel: "SANDBOX" }, { ticket: buyer.ticket })).state).toBe("PAYING");
  });

  it("recharges through the sandbox: order, hosted page, notification → balance and cash flow", async () => {
    const order = await t.ok(cashier.balanceAddCashierOrder, { amount: 50_000 }, { ticket: buyer.ticket });
    expect(order).toMatchObject({ bizType: "RECHARGE", state: "CREATED", amount: 50_000, role: "PAYER" });
    const ways = await t.ok(cashier.getPayChannel, { payId: order.payId }, { ticket: buyer.ticket });
    expect(ways.channels.map((c) => c.code)).not.toContain("BALANCE");
    expect((await t.call(cashier.banlancePay, { payId: order.payId, payPassword: PAY_PW }, { ticket: buyer.ticket })).msg).toMatch(/^channel: /);
    const started = await t.ok(cashier.orderPayment, { payId: order.payId, channel: "SANDBOX" }, { ticket: buyer.ticket });
    expect(started.state).toBe("PAYING");
    expect(started.payUrl).toContain("/cashier/htmlShow");
    // the same channel again answers the same page; another channel is refused while paying
    expect((await t.ok(cashier.orderPayment, { payId: order.payId, channel: "SANDBOX" }, { ticket: buyer.ticket })).payUrl).toBe(started.payUrl);
    expect((await t.call(cashier.orderPayment, { payId: order.payId, channel: "LDYS" }, { ticket: buyer.ticket })).code).toBe(Codes.CONFLICT);
    const paying = await t.ok(cashier.selPayById, { payId: order.payId }, { ticket: buyer.ticket });
    await sandboxPayerConfirms(t.systemCtx(), paying.channelTxnId ?? "", "SUCCESS");
    await deliverChannelNotifications(t);
    const sync = await t.ok(cashier.syncPayStatusByBizId, { bizType: "RECHARGE", bizId: order.bizId }, { ticket: buyer.ticket });
    expect(sync).toMatchObject({ state: "PAID", amount: 50_000, channel: "SANDBOX" });
    expect(await t.ok(cashier.selBalance, {}, { ticket: buyer.ticket })).toEqual({ available: 50_000, frozen: 0, total: 50_000 });
    const flow = await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 10 }, { ticket: buyer.ticket });
    expect(flow.list).toHaveLength(1);
    expect(flow.list[0]).toMatchObject({ kind: "RECHARGE", direction: "IN", amount: 50_000, availableAfter: 50_000, status: "DONE", channel: "SANDBOX" });
  });

  it("a duplicate, a late, a mismatched or an out-of-order result never pays twice or the wrong order", async () => {
    const paid = await recharge(t, seller, 10_000);
    expect(paid.state).toBe("PAID");
    const ctx = t.systemCtx();
    const base = { channel: "SANDBOX" as const, op: "PAY" as const, bizId: `${paid.payId}-1`, channelTxnId: paid.channelTxnId ?? "", amount: 10_000, reason: null, at: new Date().toISOString() };
    expect(await applyPayResult(ctx, { ...base, status: "SUCCESS" })).toBe("duplicate");
    expect(await applyPayResult(ctx, { ...base, status: "FAILED" })).toBe("ignored"); // out of order
    expect((await balances(ctx, seller.boId)).available).toBe(10_000);

    // a wrong amount, another channel or an unknown attempt never pays the order
    const open = await t.ok(cashier.balanceAddCashierOrder, { amount: 2_000 }, { ticket: seller.ticket });
    await t.ok(cashier.orderPayment, { payId: open.payId, channel: "SANDBOX" }, { ticket: seller.ticket });
    const attempt = { ...base, bizId: `${open.payId}-1`, amount: 2_000, status: "SUCCESS" as const };
    expect(await applyPayResult(ctx, { ...attempt, amount: 2_001 })).toBe("ignored");
    expect(await applyPayResult(ctx, { ...attempt, channel: "LDYS" })).toBe("ignored");
    expect(await applyPayResult(ctx, { ...attempt, bizId: `${open.payId}-7` })).toBe("ignored");
    expect((await t.ok(cashier.selPayById, { payId: open.payId }, { ticket: seller.ticket })).state).toBe("PAYING");

    // the payer gives up (failed at the bank), pays again: the first attempt's late success is stale
    const first = await t.ok(cashier.selPayById, { payId: open.payId }, { ticket: seller.ticket });
    await sandboxPayerConfirms(ctx, first.channelTxnId ?? "", "FAILED");
    await deliverChannelNotifications(t);
    expect((await t.ok(cashier.selPayById, { payId: open.payId }, { ticket: seller.ticket })).state).toBe("FAILED");
    await t.ok(cashier.orderPayment, { payId: open.payId, channel: "SANDBOX" }, { ticket: seller.ticket });
    expect(await applyPayResult(ctx, attempt)).toBe("ignored");
    expect((await balances(ctx, seller.boId)).available).toBe(10_000);
    const report = await reconcile(t.database.db);
    expect(report.differences).toEqual([]);
  });

  it("a late notification for a closed order pays nothing into the balance (it is refunded: late-payment.test.ts)", async () => {
    await setSandboxSwitches(t.systemCtx(), "SANDBOX", { notifyDelaySeconds: 3600 });
    try {
      const order = await t.ok(cashier.balanceAddCashierOrder, { amount: 3_000 }, { ticket: other.ticket });
      await t.ok(cashier.orderPayment, { payId: order.payId, channel: "SANDBOX" }, { ticket: other.ticket });
      const p = await t.ok(cashier.selPayById, { payId: order.payId }, { ticket: other.ticket });
      await sandboxPayerConfirms(t.systemCtx(), p.channelTxnId ?? "", "SUCCESS");
      const { closeOrder } = await import("./pay");
      await deliverChannelNotifications(t); // held back: not due yet
      expect((await t.ok(cashier.selPayById, { payId: order.payId }, { ticket: other.ticket })).state).toBe("PAYING");
      await closeOrder(ctxOf(t, other), order.payId, "不想充了");
      await deliverChannelNotifications(t, { late: true });
      expect((await t.ok(cashier.selPayById, { payId: order.payId }, { ticket: other.ticket })).state).toBe("CLOSED");
      expect((await balances(t.systemCtx(), other.boId)).available).toBe(0);
    } finally {
      await setSandboxSwitches(t.systemCtx(), "SANDBOX", { notifyDelaySeconds: 0 });
    }
  });

  it("pays an order by balance once, also when asked twice at once", async () => {
    const ctx = ctxOf(t, buyer);
    const input = { bizType: "ORDER", bizId: "O-1001", payerBoId: buyer.boId, payeeBoId: seller.boId, amount: 12_345, subject: "蛋鸡饲料 10 袋", channel: "BALANCE" as const, payPassword: PAY_PW };
    const results = await Promise.allSettled([pay(ctx, input), pay(ctx, input), pay(ctx, input)]);
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok.length).toBeGreaterThan(0);
    for (const r of results) if (r.status === "rejected") expect((r.reason as BizError).code).toBe(Codes.CONFLICT);
    expect((await balances(ctx, buyer.boId)).available).toBe(50_000 - 12_345);
    // again later: answers PAID, pays nothing
    expect((await pay(ctx, input)).state).toBe("PAID");
    expect((await balances(ctx, buyer.boId)).available).toBe(50_000 - 12_345);
    // the same bizId with another amount is refused
    await expect(pay(ctx, { ...input, amount: 1 })).rejects.toMatchObject({ code: Codes.CONFLICT });
    const sync = await t.ok(cashier.syncPayStatusByBizId, { bizType: "ORDER", bizId: "O-1001" }, { ticket: seller.ticket });
    expect(sync.state).toBe("PAID");
    const flows = await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 10, kind: "PAYMENT" }, { ticket: buyer.ticket });
    expect(flows.list).toHaveLength(1);
    expect(flows.list[0]).toMatchObject({ direction: "OUT", amount: 12_345, availableAfter: 50_000 - 12_345 });
  });

  it("balance pay: wrong password, not enough money, bad input name the field", async () => {
    const ctx = ctxOf(t, buyer);
    const base = { bizType: "ORDER", payerBoId: buyer.boId, payeeBoId: seller.boId, subject: "测试", channel: "BALANCE" as const };
    await expect(pay(ctx, { ...base, bizId: "O-2", amount: 100, payPassword: "975310" })).rejects.toThrow(/^payPassword: /);
    await expect(pay(ctx, { ...base, bizId: "O-3", amount: 10_000_000, payPassword: PAY_PW })).rejects.toThrow(/余额不足/);
    await expect(pay(ctx, { ...base, bizId: "O-4", amount: 0, payPassword: PAY_PW })).rejects.toThrow(/^amount: /);
    await expect(pay(ctx, { ...base, bizId: "O-5", amount: 1, bizType: "order", payPassword: PAY_PW })).rejects.toThrow(/^bizType: /);
    await expect(pay(ctx, { ...base, bizId: "O-6", amount: 1, payerBoId: seller.boId, payeeBoId: buyer.boId, payPassword: PAY_PW })).rejects.toThrow(/^payerBoId: /);
    await expect(pay(ctx, { ...base, bizId: "O-7", amount: 1 })).rejects.toThrow(/^payPassword: /);
    // the refused ones left no order that moved money
    expect((await balances(ctx, buyer.boId)).available).toBe(50_000 - 12_345);
    const created = await pay(ctx, { ...base, bizId: "O-8", amount: 500, channel: null });
    expect(created.state).toBe("CREATED");
    const r = await t.call(cashier.banlancePay, { payId: created.payId, payPassword: "12345" }, { ticket: buyer.ticket });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toContain("payPassword");
    const paid = await t.ok(cashier.submitPay, { payId: created.payId, channel: "BALANCE", payPassword: PAY_PW }, { ticket: buyer.ticket });
    expect(paid).toMatchObject({ state: "PAID", payUrl: null });
  });

  it("batch pay: one password, all or none", async () => {
    const ctx = ctxOf(t, buyer);
    const mk = (bizId: string, amount: number) => pay(ctx, { bizType: "ORDER", bizId, payerBoId: buyer.boId, payeeBoId: seller.boId, amount, subject: bizId, channel: null });
    const a = await mk("B-1", 1_000);
    const b = await mk("B-2", 2_000);
    const due = await t.ok(cashier.selDcAmount, { payIds: [a.payId, b.payId] }, { ticket: buyer.ticket });
    expect(due).toMatchObject({ count: 2, total: 3_000 });
    const huge = await mk("B-3", 10_000_000);
    expect((await t.call(cashier.pcOrderPay, { payIds: [a.payId, huge.payId], payPassword: PAY_PW }, { ticket: buyer.ticket })).code).toBe(Codes.CONFLICT);
    expect((await t.ok(cashier.selPayById, { payId: a.payId }, { ticket: buyer.ticket })).state).toBe("CREATED");
    const r = await t.ok(cashier.pcOrderPay, { payIds: [a.payId, b.payId], payPassword: PAY_PW }, { ticket: buyer.ticket });
    expect(r).toMatchObject({ count: 2, total: 3_000 });
    expect((await t.ok(cashier.selDcAmount, { payIds: [a.payId, b.payId] }, { ticket: buyer.ticket })).count).toBe(0);
    expect((await t.call(cashier.selDcAmount, { payIds: [] }, { ticket: buyer.ticket })).msg).toContain("payIds");
  });

  it("settles to the payee and refunds to the payer through the ledger", async () => {
    const { refund, settle } = await import("./pay");
    const ctx = ctxOf(t, buyer);
    const o = await pay(ctx, { bizType: "ORDER", bizId: "R-1", payerBoId: buyer.boId, payeeBoId: seller.boId, amount: 4_000, subject: "退款测试", channel: "BALANCE", payPassword: PAY_PW });
    const before = (await balances(ctx, buyer.boId)).available;
    await refund(t.systemCtx(), o.payId, { refundId: "r1", amount: 1_000, reason: "缺货一袋" });
    await refund(t.systemCtx(), o.payId, { refundId: "r1", amount: 1_000, reason: "缺货一袋" });
    expect((await balances(ctx, buyer.boId)).available).toBe(before + 1_000);
    await expect(refund(t.systemCtx(), o.payId, { refundId: "r2", amount: 5_000, reason: "x" })).rejects.toThrow(/^amount: /);
    const sellerBefore = (await balances(ctx, seller.boId)).available;
    await settle(t.systemCtx(), o.payId, 30);
    expect((await balances(ctx, seller.boId)).available).toBe(sellerBefore + 3_000 - 30);
    const seen = await t.ok(cashier.selBySeller, { from: "2000-01-01", to: "2100-01-01" }, { ticket: seller.ticket });
    expect(seen.list.map((x) => x.bizId)).toContain("R-1");
    const bought = await t.ok(cashier.selByBuyer, { from: "2000-01-01", to: "2100-01-01" }, { ticket: buyer.ticket });
    expect(bought.list.map((x) => x.bizId)).toContain("R-1");
    expect((await t.call(cashier.selByBuyer, { from: "2100-01-01", to: "2000-01-01" }, { ticket: buyer.ticket })).msg).toMatch(/^to: /);
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it("another member can neither read nor pay someone else's order", async () => {
    const o = await pay(ctxOf(t, buyer), { bizType: "ORDER", bizId: "X-1", payerBoId: buyer.boId, payeeBoId: seller.boId, amount: 100, subject: "x", channel: null });
    expect((await t.call(cashier.selPayById, { payId: o.payId }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.submitPay, { payId: o.payId, channel: "BALANCE", payPassword: PAY_PW }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.orderPayment, { payId: o.payId, channel: "SANDBOX" }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.syncPayStatusByBizId, { bizType: "ORDER", bizId: "X-1" }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.getPayChannel, { payId: o.payId }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.selDcAmount, { payIds: [o.payId] }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.cardPay, { payId: o.payId, cardId: other.cardId }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.cardPay, { payId: o.payId, cardId: other.cardId }, { ticket: buyer.ticket })).code).toBe(Codes.NOT_FOUND);
    const mine = await t.ok(cashier.selPayBizListByParam, { pageNum: 1, pageSize: 50 }, { ticket: other.ticket });
    expect(mine.list.every((x) => x.payerBoId === other.boId || x.payeeBoId === other.boId)).toBe(true);
    expect((await t.call(cashier.selPayById, { payId: o.payId })).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("a recharge needs an open account", async () => {
    const r = await t.call(cashier.balanceAddCashierOrder, { amount: 100 }, { ticket: noAccount.ticket });
    expect(r.code).toBe(Codes.CONFLICT);
    expect(r.msg).toContain("开通资金账户");
    expect((await t.call(cashier.balanceAddCashierOrder, { amount: 0 }, { ticket: buyer.ticket })).msg).toContain("amount");
  });

  it("card pay goes to the card's channel page", async () => {
    const o = await pay(ctxOf(t, buyer), { bizType: "ORDER", bizId: "C-1", payerBoId: buyer.boId, payeeBoId: seller.boId, amount: 700, subject: "卡支付", channel: null });
    const r = await t.ok(cashier.cardPay, { payId: o.payId, cardId: buyer.cardId }, { ticket: buyer.ticket });
    expect(r.state).toBe("PAYING");
    expect(r.payUrl).toBeTruthy();
  });
});
