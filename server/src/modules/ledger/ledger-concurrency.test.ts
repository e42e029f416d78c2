import { describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { createTestApp } from "../../testing/harness";
import { balances, clearingAccount, feesAccount, freeze, isInsufficient, memberAccount, post, reconcile, type Entry } from ".";

/** Runs on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set (a pool of 8: real races). */
describe("ledger under concurrent debits", async () => {
  const t = await createTestApp();
  const ctx = () => t.systemCtx();
  const START = 10_000;
  const boId = "bo-racer";

  /** One withdrawal, in its own transaction: freeze the amount, then pay it out to the channel less a fee. */
  const withdraw = (i: number, amount: number): Promise<Entry> =>
    inTx(ctx(), async (tx) => {
      const key = `WD:${i}`;
      await freeze(tx, { boId, amount, key: `${key}:freeze`, bizType: "WITHDRAW", bizId: key, reason: "提现" });
      return post(tx, {
        key: `${key}:paid`,
        kind: "WITHDRAW",
        bizType: "WITHDRAW",
        bizId: key,
        lines: [
          { account: memberAccount(boId, "FROZEN"), amount: -amount },
          { account: clearingAccount("SANDBOX"), amount: amount - 2 },
          { account: feesAccount(), amount: 2 },
        ],
      });
    });

  it("50 withdrawals of one balance at once: never negative, no more than the balance, every refusal is 余额不足", async () => {
    await post(ctx(), {
      key: "RECHARGE:racer",
      kind: "RECHARGE",
      bizType: "RECHARGE",
      bizId: "racer",
      lines: [
        { account: clearingAccount("SANDBOX"), amount: -START },
        { account: memberAccount(boId, "AVAILABLE"), amount: START },
      ],
    });
    const amounts = Array.from({ length: 50 }, (_, i) => 300 + ((i * 137) % 700));
    expect(amounts.reduce((a, b) => a + b, 0)).toBeGreaterThan(2 * START);

    const results = await Promise.allSettled(amounts.map((a, i) => withdraw(i, a)));
    const paid = results.flatMap((r, i) => (r.status === "fulfilled" ? [amounts[i]] : []));
    const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    const refused = results.flatMap((r, i) => (r.status === "rejected" ? [amounts[i]] : []));
    for (const e of refusals) expect(isInsufficient(e), String(e)).toBe(true);
    expect(paid.length).toBeGreaterThan(0);
    expect(refusals.length).toBeGreaterThan(0);

    const withdrawn = paid.reduce((a, b) => a + b, 0);
    expect(withdrawn).toBeLessThanOrEqual(START);
    // Each refusal was right: balances only fall, so what is left is still less than any refused amount.
    expect(START - withdrawn).toBeLessThan(Math.min(...refused));
    expect(await balances(ctx(), boId)).toEqual({ available: START - withdrawn, frozen: 0 });
    const report = await reconcile(t.database.db);
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("50 debits of one frozen balance at once (one statement each): the guard alone holds it", async () => {
    const who = "bo-frozen-racer";
    await post(ctx(), {
      key: "RECHARGE:frozen-racer",
      kind: "RECHARGE",
      bizType: "RECHARGE",
      bizId: "frozen-racer",
      lines: [
        { account: clearingAccount("LDYS"), amount: -5000 },
        { account: memberAccount(who, "FROZEN"), amount: 5000 },
      ],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        post(ctx(), {
          key: `DEPOSIT:${i}`,
          kind: "TRANSFER",
          bizType: "DEPOSIT",
          bizId: String(i),
          lines: [
            { account: memberAccount(who, "FROZEN"), amount: -300 },
            { account: clearingAccount("LDYS"), amount: 300 },
          ],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    for (const r of results) if (r.status === "rejected") expect(isInsufficient(r.reason), String(r.reason)).toBe(true);
    expect(ok).toBe(16);
    expect(await balances(ctx(), who)).toEqual({ available: 0, frozen: 5000 - 16 * 300 });
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });
});
