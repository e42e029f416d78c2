/**
 * The frozen-money list (selFrozenList) reads the ledger's FROZEN account: every business record
 * holding frozen money shows with a reason code, whoever froze it and whether or not it wrote cash
 * flow, with the amount still frozen; released money leaves the list.
 */
import { cashier } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { deliverChannelNotifications } from "../channel";
import { freeze, unfreeze } from "../ledger";
import { moneyMember, PAY_PW, recharge } from "./test-support";

describe("cashier: frozen money with its reason", async () => {
  const t = await createTestApp();
  const m = await moneyMember(t, 611);
  const other = await moneyMember(t, 612);
  await recharge(t, m, 100_000);
  const sys = t.systemCtx();
  const list = async (ticket: string, pageSize = 10, pageNum = 1) => t.ok(cashier.selFrozenList, { pageNum, pageSize }, { ticket });

  it("lists a withdrawal, a deposit held by another module and an unknown kind, each with its code and amount", async () => {
    const w = await t.ok(cashier.cash, { amount: 20_000, cardId: m.cardId, payPassword: PAY_PW }, { ticket: m.ticket });
    // an auction's deposit, frozen by its module straight through the ledger (no cash flow written)
    await freeze(sys, { boId: m.boId, amount: 5_000, key: "FREEZE:DEP-1", bizType: "DEPOSIT", bizId: "AUCTION-1", reason: "拍卖保证金（拍品 AUCTION-1）" });
    await freeze(sys, { boId: m.boId, amount: 1_000, key: "FREEZE:G-1", bizType: "LEASE_GUARANTEE", bizId: "G-1", reason: "租赁押金" });
    const l = await list(m.ticket);
    expect(l.total).toBe(3);
    expect(l.list.map((f) => [f.reason, f.bizType, f.bizId, f.amount, f.memo])).toEqual([
      ["OTHER", "LEASE_GUARANTEE", "G-1", 1_000, "租赁押金"],
      ["DEPOSIT", "DEPOSIT", "AUCTION-1", 5_000, "拍卖保证金（拍品 AUCTION-1）"],
      ["WITHDRAWAL", "WITHDRAWAL", w.id, 20_000, expect.stringContaining("提现") as string],
    ]);
    expect((await t.ok(cashier.selBalance, {}, { ticket: m.ticket })).frozen).toBe(26_000);
    // paging
    const p2 = await list(m.ticket, 2, 2);
    expect([p2.total, p2.list.map((f) => f.bizId)]).toEqual([3, [w.id]]);
    // nobody else sees them
    expect(await list(other.ticket)).toMatchObject({ total: 0, list: [] });

    // part of the deposit released: the rest stays listed; the guarantee released: gone; the withdrawal paid out: gone
    await unfreeze(sys, { boId: m.boId, amount: 2_000, key: "UNFREEZE:DEP-1:a", bizType: "DEPOSIT", bizId: "AUCTION-1", reason: "部分退还" });
    await unfreeze(sys, { boId: m.boId, amount: 1_000, key: "UNFREEZE:G-1", bizType: "LEASE_GUARANTEE", bizId: "G-1", reason: "退还" });
    await deliverChannelNotifications(t);
    const after = await list(m.ticket);
    expect(after.list.map((f) => [f.reason, f.amount])).toEqual([["DEPOSIT", 3_000]]);
    expect(after.total).toBe(1);
    expect((await t.ok(cashier.selBalance, {}, { ticket: m.ticket })).frozen).toBe(3_000);
  });
});
