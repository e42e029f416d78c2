import { cashier, Codes } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { deliverChannelNotifications, setSandboxSwitches } from "../channel";
import { balances, reconcile } from "../ledger";
import { withdrawFee, workingDaysAfter } from "./rules";
import { moneyMember, PAY_PW, recharge } from "./test-support";
import { startWithdrawal } from "./withdraw";
import { cardForPayout } from "../finance";
import { operator } from "../goods/test-fixtures";
import { ctxOf } from "./test-support";
import { memberNames } from "../identity";

describe("withdrawal rules", () => {
  it("fee: 0.1 %, at least ¥1, at most ¥25", () => {
    expect(withdrawFee(100)).toBe(100);
    expect(withdrawFee(150_000)).toBe(150);
    expect(withdrawFee(150_001)).toBe(151);
    expect(withdrawFee(10_000_000)).toBe(2_500);
  });
  it("arrival: working days, weekends skipped (China time)", () => {
    expect(workingDaysAfter(new Date("2026-11-20T10:00:00+08:00"), 1)).toBe("2026-11-23"); // Fri → Mon
    expect(workingDaysAfter(new Date("2026-11-21T10:00:00+08:00"), 0)).toBe("2026-11-23"); // Sat → Mon
    expect(workingDaysAfter(new Date("2026-11-23T23:30:00+08:00"), 2)).toBe("2026-11-25");
    expect(workingDaysAfter(new Date("2026-11-23T17:00:00Z"), 0)).toBe("2026-11-24"); // already Tuesday in China
  });
});

describe("withdrawals", async () => {
  const t = await createTestApp();
  const m = await moneyMember(t, 601);
  const other = await moneyMember(t, 602);
  await recharge(t, m, 100_000);

  it("freezes the amount, then the channel pays it out less the fee; the cash flow shows each step", async () => {
    const w = await t.ok(cashier.cash, { amount: 30_000, cardId: m.cardId, payPassword: PAY_PW }, { ticket: m.ticket });
    expect(w).toMatchObject({ amount: 30_000, fee: 100, arrival: 29_900, state: "PENDING", channel: "SANDBOX" });
    expect(w.cardNoMasked).toContain("*");
    expect(await t.ok(cashier.selBalance, {}, { ticket: m.ticket })).toEqual({ available: 70_000, frozen: 30_000, total: 100_000 });
    const frozen = await t.ok(cashier.selFrozenList, { pageNum: 1, pageSize: 10 }, { ticket: m.ticket });
    expect(frozen.list).toHaveLength(1);
    expect(frozen.list[0]).toMatchObject({ reason: "WITHDRAWAL", amount: 30_000, bizType: "WITHDRAWAL", bizId: w.id });
    expect(frozen.list[0].memo).toContain("提现");
    const ongoing = await t.ok(cashier.selOngoingCashFlow, { pageNum: 1, pageSize: 10 }, { ticket: m.ticket });
    expect(ongoing.total).toBe(1);
    const detail = await t.ok(cashier.selOngoingDetail, { id: ongoing.list[0].id }, { ticket: m.ticket });
    expect(detail.withdrawal?.id).toBe(w.id);

    await deliverChannelNotifications(t);
    await deliverChannelNotifications(t); // nothing more: settled once
    expect((await t.ok(cashier.selWithdrawById, { id: w.id }, { ticket: m.ticket })).state).toBe("PAID");
    expect(await t.ok(cashier.selBalance, {}, { ticket: m.ticket })).toEqual({ available: 70_000, frozen: 0, total: 70_000 });
    const flow = await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 10 }, { ticket: m.ticket });
    expect(flow.list.map((f) => [f.kind, f.direction, f.amount, f.availableAfter, f.frozenAfter, f.status])).toEqual([
      ["FEE", "OUT", 100, 70_000, 0, "DONE"],
      ["WITHDRAW", "OUT", 29_900, 70_000, 0, "DONE"],
      ["WITHDRAW_FREEZE", "FREEZE", 30_000, 70_000, 30_000, "DONE"],
      ["RECHARGE", "IN", 100_000, 100_000, 0, "DONE"],
    ]);
    const sums = await t.ok(cashier.selCashFlowMoney, {}, { ticket: m.ticket });
    expect(sums).toMatchObject({ income: 100_000, expense: 30_000, frozen: 0, count: 4 });
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it("a declined payout is returned: unfrozen, once", async () => {
    await setSandboxSwitches(t.systemCtx(), "SANDBOX", { decline: true });
    try {
      const w = await t.ok(cashier.cash, { amount: 5_000, cardId: m.cardId, payPassword: PAY_PW }, { ticket: m.ticket });
      await deliverChannelNotifications(t);
      const after = await t.ok(cashier.selWithdrawById, { id: w.id }, { ticket: m.ticket });
      expect(after.state).toBe("RETURNED");
      expect(await balances(t.systemCtx(), m.boId)).toEqual({ available: 70_000, frozen: 0 });
      const back = await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 10, kind: "WITHDRAW_RETURN" }, { ticket: m.ticket });
      expect(back.list[0]).toMatchObject({ direction: "UNFREEZE", amount: 5_000, availableAfter: 70_000, frozenAfter: 0 });
    } finally {
      await setSandboxSwitches(t.systemCtx(), "SANDBOX", { decline: false });
    }
  });

  it("refuses more than available, a wrong pay password, another's card, bad input — naming the field", async () => {
    const over = await t.call(cashier.cash, { amount: 70_001, cardId: m.cardId, payPassword: PAY_PW }, { ticket: m.ticket });
    expect(over.msg).toMatch(/^amount: /);
    const tiny = await t.call(cashier.cash, { amount: 100, cardId: m.cardId, payPassword: PAY_PW }, { ticket: m.ticket });
    expect(tiny.msg).toMatch(/^amount: /);
    const pw = await t.call(cashier.cash, { amount: 1_000, cardId: m.cardId, payPassword: "975310" }, { ticket: m.ticket });
    expect(pw.msg).toMatch(/^payPassword: /);
    expect((await t.call(cashier.cash, { amount: 1_000, cardId: other.cardId, payPassword: PAY_PW }, { ticket: m.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.cash, { amount: 1.5, cardId: m.cardId, payPassword: PAY_PW }, { ticket: m.ticket })).msg).toContain("amount");
    expect((await t.call(cashier.selWithdrawFee, { amount: 0 }, { ticket: m.ticket })).msg).toContain("amount");
    expect(await t.ok(cashier.selWithdrawFee, { amount: 200_000 }, { ticket: m.ticket })).toEqual({ amount: 200_000, fee: 200, arrival: 199_800 });
    expect((await t.ok(cashier.selDateByAfterDay, { afterDay: 1 }, { ticket: m.ticket })).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.call(cashier.selDateByAfterDay, { afterDay: 99 }, { ticket: m.ticket })).msg).toContain("afterDay");
    expect(await balances(t.systemCtx(), m.boId)).toEqual({ available: 70_000, frozen: 0 });
  });

  it("another member sees none of it", async () => {
    const mine = await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 1 }, { ticket: m.ticket });
    const id = mine.list[0].id;
    expect((await t.call(cashier.selCashFlowDetail, { id }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 10 }, { ticket: other.ticket })).total).toBe(0);
    const op = await operator(t);
    const all = await t.ok(cashier.adminWithdrawals, { pageNum: 1, pageSize: 10, keyword: m.boId }, { ticket: op.ticket });
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((x) => x.boId === m.boId)).toBe(true);
    // the operator reads the member's name (the name opening the account gave it), not only the id
    const name = (await memberNames(t.systemCtx(), [m.boId])).get(m.boId);
    expect(name).toBeTruthy();
    expect(all.list.every((x) => x.memberName === name)).toBe(true);
    expect((await t.ok(cashier.adminPayments, { pageNum: 1, pageSize: 10, state: "PAID" }, { ticket: op.ticket })).total).toBeGreaterThan(0);
    expect((await t.call(cashier.adminPayments, { pageNum: 1, pageSize: 10 }, { ticket: m.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(cashier.adminWithdrawals, { pageNum: 1, pageSize: 1 }, { ticket: other.ticket })).code).toBe(Codes.FORBIDDEN);
    const w = (await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 10, kind: "WITHDRAW_FREEZE" }, { ticket: m.ticket })).list[0];
    expect((await t.call(cashier.selWithdrawById, { id: w.bizId }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(cashier.selBalance, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("50 withdrawals of one balance at once: never negative, no more than the balance", async () => {
    const racer = await moneyMember(t, 603);
    await recharge(t, racer, 10_000);
    const ctx = ctxOf(t, racer);
    const amounts = Array.from({ length: 50 }, (_, i) => 300 + ((i * 137) % 700));
    const card = await cardForPayout(ctx, racer.cardId);
    const results = await Promise.allSettled(amounts.map((amount) => startWithdrawal(ctx, amount, card)));
    const taken = results.flatMap((r, i) => (r.status === "fulfilled" ? [amounts[i]] : []));
    for (const r of results) if (r.status === "rejected") expect(String(r.reason)).toMatch(/amount: 提现金额不能超过可用余额/);
    const sum = taken.reduce((a, b) => a + b, 0);
    expect(taken.length).toBeGreaterThan(0);
    expect(sum).toBeLessThanOrEqual(10_000);
    expect(await balances(ctx, racer.boId)).toEqual({ available: 10_000 - sum, frozen: sum });
    await deliverChannelNotifications(t);
    expect(await balances(ctx, racer.boId)).toEqual({ available: 10_000 - sum, frozen: 0 });
    const report = await reconcile(t.database.db);
    expect(report.differences).toEqual([]);
  });

  it("exports the cash flow as CSV", async () => {
    const r = await t.ok(cashier.exportCashFlow, { kind: "RECHARGE" }, { ticket: m.ticket });
    expect(r.rows).toBe(1);
    expect(r.filename).toMatch(/^cashflow-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = r.csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toContain("金额(元)");
    expect(lines[1]).toContain('"1000.00"');
    expect((await t.call(cashier.exportCashFlow, { from: "2026-13-01" }, { ticket: m.ticket })).msg).toContain("from");
  });
});
