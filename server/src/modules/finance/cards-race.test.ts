/**
 * The same card number bound twice by one identity, in parallel and one after the other: one binding
 * in our table, and the bank (the sandbox's own books) keeps exactly that one — the loser undoes its
 * binding at the bank.
 */
import { Codes, finance } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { sandboxCard } from "../channel/schema";
import { lastSmsCode } from "../sms/test-phone";
import { bankCard, financeAccount } from "./schema";
import { allowSms, luhnCard, openAccount, person } from "./test-support";

describe("finance: one card number, two bindings", async () => {
  const t = await createTestApp();
  const db = t.database.db;

  /** Two pending bindings of `cardNo` and the codes the bank texted for each. */
  async function twoPending(p: { id: string; ticket: string; mobile: string }, cardNo: string) {
    const out: { bindId: string; code: string }[] = [];
    for (let i = 0; i < 2; i++) {
      await allowSms(t, p.mobile);
      const b = await t.ok(finance.personBindCard, { cardNo, holderName: "张三", mobile: p.mobile }, { ticket: p.ticket });
      out.push({ bindId: b.bindId, code: lastSmsCode(t.config, p.mobile) });
    }
    return out;
  }

  /** Our bound rows and the bank's bound cards of the person's account. */
  async function books(boId: string) {
    const ours = await db.select().from(bankCard).where(and(eq(bankCard.boId, boId), eq(bankCard.status, "BOUND")));
    const [acct] = await db.select().from(financeAccount).where(eq(financeAccount.boId, boId));
    const bank = await db.select().from(sandboxCard).where(and(eq(sandboxCard.accountNo, acct.accountNo ?? ""), eq(sandboxCard.status, "BOUND")));
    return { ours, bank };
  }

  it("one after the other: the second is refused and the bank keeps only the first", async () => {
    const p = await person(t, 81);
    await openAccount(t, p, "SANDBOX", "张三");
    const [a, b] = await twoPending(p, luhnCard("622202", 19));
    // the newest code first (the SMS module takes the newest unused code), then the older one
    await t.ok(finance.bindCardConfirm, { bindId: b.bindId, smsCode: b.code }, { ticket: p.ticket });
    const second = await t.call(finance.bindCardConfirm, { bindId: a.bindId, smsCode: a.code }, { ticket: p.ticket });
    expect(second.code).toBe(Codes.VALIDATION);
    expect(second.msg).toMatch(/^cardNo: /);
    const { ours, bank } = await books(p.id);
    expect(ours).toHaveLength(1);
    expect(bank.map((c) => c.cardToken)).toEqual([ours[0].cardToken]);
    const [loser] = await db.select().from(bankCard).where(eq(bankCard.id, a.bindId));
    expect(loser.status).toBe("UNBOUND");
  });

  it("in parallel, many times: never a card bound at the bank that we refused", async () => {
    for (let n = 0; n < 4; n++) {
      const p = await person(t, 90 + n);
      await openAccount(t, p, "SANDBOX", "张三");
      const pend = await twoPending(p, luhnCard(`62170${n}`, 19));
      const order = n % 2 === 0 ? pend : [...pend].reverse();
      const rs = await Promise.all(order.map((x) => t.call(finance.bindCardConfirm, { bindId: x.bindId, smsCode: x.code }, { ticket: p.ticket })));
      for (const r of rs) expect(r.status).toBeLessThan(500);
      // whichever lost (to the code or to the race), a retry of it never binds a second card
      for (const x of pend) await t.call(finance.bindCardConfirm, { bindId: x.bindId, smsCode: x.code }, { ticket: p.ticket });
      const { ours, bank } = await books(p.id);
      expect(ours).toHaveLength(1);
      expect(bank.map((c) => c.cardToken)).toEqual([ours[0].cardToken]);
    }
  });
});
