import { cashier } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { deliverChannelNotifications, sandboxPayerConfirms, setSandboxSwitches } from "../channel";
import { cardForPayout } from "../finance";
import { balances, reconcile } from "../ledger";
import { pay, refund, settle } from "./pay";
import { cashFlow } from "./schema";
import { ctxOf, moneyMember, PAY_PW, type MoneyMember } from "./test-support";
import { startWithdrawal } from "./withdraw";

/** A refused business step (BizError) is null; anything else fails the test. */
function refusedOrThrow(e: unknown): null {
  if (e instanceof BizError) return null;
  throw e;
}

type Op =
  | { op: "recharge"; m: number; amount: number }
  | { op: "pay"; buyer: number; seller: number; amount: number }
  | { op: "refund"; order: number; amount: number }
  | { op: "settle"; order: number; fee: number }
  | { op: "withdraw"; m: number; amount: number; decline: boolean }
  | { op: "replay"; order: number };

const amount = fc.integer({ min: 1, max: 20_000 });
const who = fc.nat(2);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("recharge" as const), m: who, amount }),
  fc.record({ op: fc.constant("pay" as const), buyer: who, seller: who, amount }),
  fc.record({ op: fc.constant("refund" as const), order: fc.nat(10), amount }),
  fc.record({ op: fc.constant("settle" as const), order: fc.nat(10), fee: fc.nat(300) }),
  fc.record({ op: fc.constant("withdraw" as const), m: who, amount: fc.integer({ min: 101, max: 30_000 }), decline: fc.boolean() }),
  fc.record({ op: fc.constant("replay" as const), order: fc.nat(10) }),
);

/**
 * Random recharges (through the sandbox channel), balance payments, partial refunds, settlements and
 * withdrawals (paid out or returned), replays of payments and notifications, through the cashier's own
 * service functions: after every sequence the ledger sums to zero and each balance equals its entries
 * (`reconcile`), no member balance is negative, every balance is what a plain model of the steps says,
 * and each member's cash flow (IN − OUT) adds up to their money.
 */
describe("cashier invariants under random business (fast-check)", async () => {
  const t = await createTestApp();
  const members: MoneyMember[] = [await moneyMember(t, 701), await moneyMember(t, 702), await moneyMember(t, 703)];
  const cards = await Promise.all(members.map((m) => cardForPayout(ctxOf(t, m), m.cardId)));
  const model = new Map(members.map((m) => [m.boId, { available: 0, frozen: 0 }]));
  let run = 0;
  const seen = { refused: 0, done: 0 };

  const rechargeOf = async (m: MoneyMember, a: number) => {
    const o = await t.ok(cashier.balanceAddCashierOrder, { amount: a }, { ticket: m.ticket });
    await t.ok(cashier.orderPayment, { payId: o.payId, channel: "SANDBOX" }, { ticket: m.ticket });
    const p = await t.ok(cashier.selPayById, { payId: o.payId }, { ticket: m.ticket });
    await sandboxPayerConfirms(t.systemCtx(), p.channelTxnId ?? "", "SUCCESS");
    await deliverChannelNotifications(t);
  };

  it("keeps every invariant", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 12 }), async (ops) => {
        run++;
        const orders: { payId: string; buyer: string; seller: string; amount: number; refunded: number; settled: boolean; input: Parameters<typeof pay>[1] }[] = [];
        for (const [i, o] of ops.entries()) {
          try {
            if (o.op === "recharge") {
              await rechargeOf(members[o.m], o.amount);
              model.get(members[o.m].boId)!.available += o.amount;
            } else if (o.op === "pay") {
              if (o.buyer === o.seller) continue;
              const b = members[o.buyer];
              const input = { bizType: "ORDER", bizId: `P${run}-${i}`, payerBoId: b.boId, payeeBoId: members[o.seller].boId, amount: o.amount, subject: "随机", channel: "BALANCE" as const, payPassword: PAY_PW };
              const enough = model.get(b.boId)!.available >= o.amount;
              const r = await pay(ctxOf(t, b), input).catch(refusedOrThrow);
              expect(r !== null).toBe(enough);
              if (r) {
                model.get(b.boId)!.available -= o.amount;
                orders.push({ payId: r.payId, buyer: b.boId, seller: members[o.seller].boId, amount: o.amount, refunded: 0, settled: false, input });
              }
            } else if (o.op === "refund" || o.op === "settle" || o.op === "replay") {
              const ord = orders[o.order % Math.max(1, orders.length)];
              if (!ord) continue;
              if (o.op === "replay") {
                await pay(ctxOf(t, members.find((m) => m.boId === ord.buyer)!), ord.input);
                await deliverChannelNotifications(t);
              } else if (o.op === "refund") {
                const left = ord.amount - ord.refunded;
                const a = Math.min(o.amount, Math.max(1, left));
                const ok = !ord.settled && left > 0;
                const r = await refund(t.systemCtx(), ord.payId, { refundId: `${i}`, amount: a, reason: "随机退款" }).catch(refusedOrThrow);
                expect(r !== null).toBe(ok);
                if (r) {
                  ord.refunded += a;
                  model.get(ord.buyer)!.available += a;
                }
              } else {
                const net = ord.amount - ord.refunded;
                const ok = !ord.settled && net > 0 && o.fee < net;
                const r = await settle(t.systemCtx(), ord.payId, o.fee).catch(refusedOrThrow);
                expect(r !== null).toBe(ok);
                if (r) {
                  ord.settled = true;
                  model.get(ord.seller)!.available += net - o.fee;
                }
              }
            } else {
              const m = members[o.m];
              const enough = model.get(m.boId)!.available >= o.amount;
              await setSandboxSwitches(t.systemCtx(), "SANDBOX", { decline: o.decline });
              const w = await startWithdrawal(ctxOf(t, m), o.amount, cards[o.m]).catch(refusedOrThrow);
              await setSandboxSwitches(t.systemCtx(), "SANDBOX", { decline: false });
              expect(w !== null).toBe(enough);
              await deliverChannelNotifications(t);
              if (w && !o.decline) model.get(m.boId)!.available -= o.amount;
            }
            seen.done++;
          } catch (e) {
            if (e instanceof BizError) seen.refused++;
            throw e;
          }
        }
        const report = await reconcile(t.database.db);
        expect(report.differences).toEqual([]);
        for (const m of members) {
          const b = await balances(t.systemCtx(), m.boId);
          expect(b.available).toBeGreaterThanOrEqual(0);
          expect(b).toEqual(model.get(m.boId));
          const rows = await t.database.db.select().from(cashFlow).where(eq(cashFlow.boId, m.boId));
          const net = rows.reduce((s, r) => s + (r.direction === "IN" ? r.amount : r.direction === "OUT" ? -r.amount : 0), 0);
          expect(net).toBe(b.available + b.frozen);
        }
      }),
      { numRuns: 12 },
    );
    expect(seen.done).toBeGreaterThan(0);
  }, 300_000);
});
