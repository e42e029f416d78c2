/** Test helpers of the cashier's tests (imported by *.test.ts only). */
import { cashier, finance } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import type { TestApp } from "../../testing/harness";
import { expect } from "vitest";
import { deliverChannelNotifications, reconcileWithChannels, sandboxPayerConfirms, setSandboxSwitches } from "../channel";
import { accountOf, balances, reconcile } from "../ledger";
import { bindCard, luhnCard, openAccount, person } from "../finance/test-support";
import { codeFor } from "../identity/test-support";

export const PAY_PW = "135790";

export interface MoneyMember {
  readonly id: string;
  readonly boId: string;
  readonly mobile: string;
  readonly ticket: string;
  readonly cardId: string;
}

/** A person (BUYER) with an open SANDBOX account, a bound card and pay password PAY_PW, all through the real calls. */
export async function moneyMember(t: TestApp, n: number, opts: { account?: boolean } = {}): Promise<MoneyMember> {
  const p = await person(t, n);
  if (opts.account === false) return { id: p.id, boId: p.id, mobile: p.mobile, ticket: p.ticket, cardId: "" };
  await openAccount(t, p);
  const card = await bindCard(t, p, luhnCard(`6222${String(n).padStart(4, "0")}`));
  const smsCode = await codeFor(t, "PAY_PASSWORD", undefined, p.ticket);
  await t.ok(finance.setPayPwd, { smsCode, payPassword: PAY_PW }, { ticket: p.ticket });
  return { id: p.id, boId: p.id, mobile: p.mobile, ticket: p.ticket, cardId: card.id };
}

/** A context acting for `m` (for calling the cashier's service functions as that member). */
export function ctxOf(t: TestApp, m: Pick<MoneyMember, "id" | "boId">): AuthedCtx {
  return {
    ...t.systemCtx(),
    member: { memberId: m.id, boId: m.boId, boType: "PERSON", employeeId: null, loginId: m.id, ticketId: "test", roles: ["BUYER"], funcs: new Set<string>() },
  };
}

/** Recharges `amount` fen through the SANDBOX channel: the recharge order, the payer's confirmation, the notification. */
export async function recharge(t: TestApp, m: MoneyMember, amount: number) {
  const order = await t.ok(cashier.balanceAddCashierOrder, { amount }, { ticket: m.ticket });
  await t.ok(cashier.orderPayment, { payId: order.payId, channel: "SANDBOX" }, { ticket: m.ticket });
  const paying = await t.ok(cashier.selPayById, { payId: order.payId }, { ticket: m.ticket });
  await sandboxPayerConfirms(t.systemCtx(), paying.channelTxnId ?? "", "SUCCESS");
  await deliverChannelNotifications(t);
  return t.ok(cashier.selPayById, { payId: order.payId }, { ticket: m.ticket });
}

/**
 * What the channel-refund tests watch, for a buyer: the platform's ESCROW, the buyer's available
 * balance, the sandbox bank's net, and `green()` — both reconciliations without a difference. Turns the
 * sandbox's failure switches off after each test (`afterEach` in the calling file).
 */
export function refundProbes(t: TestApp, buyer: Pick<MoneyMember, "boId">) {
  const sys = t.systemCtx();
  const off = { decline: false, timeout: false, notifyTwice: false, notifyDelaySeconds: 0, badSignature: false };
  return {
    sys,
    switchesOff: () => setSandboxSwitches(sys, "SANDBOX", off),
    escrow: async () => (await accountOf(sys, "PLATFORM", "ESCROW")).balance,
    available: async () => (await balances(sys, buyer.boId)).available,
    bankNet: async () => (await reconcileWithChannels(t.database.db)).channels.find((c) => c.channel === "SANDBOX")?.bank ?? 0,
    green: async () => {
      expect((await reconcileWithChannels(t.database.db)).differences).toEqual([]);
      expect((await reconcile(t.database.db)).differences).toEqual([]);
    },
  };
}
