import { Codes } from "@qinlian/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import {
  accountOf,
  balances,
  balancesAfter,
  clearingAccount,
  entryByKey,
  escrowAccount,
  feesAccount,
  freeze,
  isInsufficient,
  memberAccount,
  openAccounts,
  post,
  reconcile,
  transfer,
  unfreeze,
  type PostInput,
} from ".";
import { journalEntry, journalLine, ledgerAccount } from "./schema";

describe("ledger", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const ctx = () => t.systemCtx();
  const entries = () => db.$count(journalEntry);

  const recharge = (boId: string, amount: number, key: string): PostInput => ({
    key,
    kind: "RECHARGE",
    bizType: "RECHARGE",
    bizId: key,
    lines: [
      { account: clearingAccount("SANDBOX"), amount: -amount },
      { account: memberAccount(boId, "AVAILABLE"), amount },
    ],
  });

  /** The error a promise rejects with (fails the test if it resolves). */
  async function refusal(p: Promise<unknown>): Promise<BizError> {
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    );
    if (!(e instanceof BizError)) throw new Error(`expected a BizError, got ${String(e)}`);
    return e;
  }

  it("opens a member's accounts once, race-safe, and knows who may own what", async () => {
    const opened = await Promise.all(Array.from({ length: 8 }, () => openAccounts(ctx(), "bo-open")));
    expect(new Set(opened.map((o) => o.available.id)).size).toBe(1);
    expect(new Set(opened.map((o) => o.frozen.id)).size).toBe(1);
    expect(opened[0].available).toMatchObject({ owner: "bo-open", kind: "AVAILABLE", channel: "", balance: 0 });
    const escrows = await Promise.all(Array.from({ length: 5 }, () => accountOf(ctx(), "PLATFORM", "ESCROW")));
    expect(new Set(escrows.map((a) => a.id)).size).toBe(1);
    expect((await accountOf(ctx(), "PLATFORM", "CLEARING", "LDYS")).channel).toBe("LDYS");
    expect(await balances(ctx(), "bo-open")).toEqual({ available: 0, frozen: 0 });
    expect(await balances(ctx(), "bo-nobody")).toEqual({ available: 0, frozen: 0 });

    for (const [owner, kind, channel] of [
      ["bo-open", "ESCROW", undefined],
      ["PLATFORM", "AVAILABLE", undefined],
      ["PLATFORM", "CLEARING", undefined],
      ["PLATFORM", "CLEARING", "bad channel"],
      ["PLATFORM", "FEES", "SANDBOX"],
      ["", "AVAILABLE", undefined],
    ] as const) {
      expect((await refusal(accountOf(ctx(), owner, kind, channel))).code).toBe(Codes.VALIDATION);
    }
  });

  it("posts a balanced entry: cached balances, balance after each line, the actor and the business reference", async () => {
    const e = await post(ctx(), { ...recharge("bo-a", 10_000, "RECHARGE:r1"), memo: "充值" });
    expect(e).toMatchObject({ key: "RECHARGE:r1", kind: "RECHARGE", bizType: "RECHARGE", bizId: "RECHARGE:r1", memo: "充值", actorKind: "SYSTEM", actorId: null, duplicate: false });
    expect(e.lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-10_000, 10_000]);
    expect(await balances(ctx(), "bo-a")).toEqual({ available: 10_000, frozen: 0 });
    const clearing = await accountOf(ctx(), "PLATFORM", "CLEARING", "SANDBOX");
    expect(clearing.balance).toBe(-10_000);
    expect(e.lines.find((l) => l.accountId === clearing.id)?.balanceAfter).toBe(-10_000);

    // Pay 30.00 yuan into escrow, settle it to the seller with a 0.60 yuan fee.
    await post(ctx(), {
      key: "PAYMENT:o1",
      kind: "PAYMENT",
      bizType: "ORDER",
      bizId: "o1",
      lines: [
        { account: memberAccount("bo-a", "AVAILABLE"), amount: -3000 },
        { account: escrowAccount(), amount: 3000 },
      ],
    });
    const settled = await post(ctx(), {
      key: "SETTLE:o1",
      kind: "SETTLE",
      bizType: "ORDER",
      bizId: "o1",
      lines: [
        { account: escrowAccount(), amount: -3000 },
        { account: memberAccount("bo-b", "AVAILABLE"), amount: 2940 },
        { account: feesAccount(), amount: 60 },
      ],
    });
    expect(settled.lines).toHaveLength(3);
    expect(await balances(ctx(), "bo-a")).toEqual({ available: 7000, frozen: 0 });
    expect(await balances(ctx(), "bo-b")).toEqual({ available: 2940, frozen: 0 });
    expect((await accountOf(ctx(), "PLATFORM", "FEES")).balance).toBe(60);
    expect((await accountOf(ctx(), "PLATFORM", "ESCROW")).balance).toBe(0);

    // Accounts may also be named by id.
    const { available, frozen } = await openAccounts(ctx(), "bo-a");
    await post(ctx(), { key: "T:by-id", kind: "TRANSFER", bizType: "TEST", bizId: "1", lines: [{ account: available.id, amount: -1 }, { account: frozen.id, amount: 1 }] });
    expect(await balances(ctx(), "bo-a")).toEqual({ available: 6999, frozen: 1 });
    expect((await entryByKey(ctx(), "SETTLE:o1"))?.id).toBe(settled.id);
    expect(await entryByKey(ctx(), "nope")).toBeNull();
    expect((await reconcile(db)).ok).toBe(true);
  });

  it("is idempotent by key: the same post twice is one entry; the key with other lines is a conflict", async () => {
    const before = await entries();
    const first = await post(ctx(), recharge("bo-c", 500, "RECHARGE:idem"));
    const again = await post(ctx(), { ...recharge("bo-c", 500, "RECHARGE:idem"), memo: "重发的通知" });
    expect(again).toMatchObject({ id: first.id, duplicate: true });
    expect(await entries()).toBe(before + 1);
    expect(await balances(ctx(), "bo-c")).toEqual({ available: 500, frozen: 0 });

    const other = await refusal(post(ctx(), recharge("bo-c", 501, "RECHARGE:idem")));
    expect(other.code).toBe(Codes.CONFLICT);
    expect(other.message).toContain("RECHARGE:idem");
    expect((await refusal(post(ctx(), recharge("bo-d", 500, "RECHARGE:idem")))).code).toBe(Codes.CONFLICT);
    expect((await refusal(post(ctx(), { ...recharge("bo-c", 500, "RECHARGE:idem"), bizId: "x" }))).code).toBe(Codes.CONFLICT);
    expect(await balances(ctx(), "bo-c")).toEqual({ available: 500, frozen: 0 });
    expect(await balances(ctx(), "bo-d")).toEqual({ available: 0, frozen: 0 });
    expect(await entries()).toBe(before + 1);

    // The same key posted at once from many transactions: one entry, every caller gets it.
    const racing = await Promise.all(Array.from({ length: 6 }, () => post(ctx(), recharge("bo-c", 70, "RECHARGE:race"))));
    expect(new Set(racing.map((r) => r.id)).size).toBe(1);
    expect(racing.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await balances(ctx(), "bo-c")).toEqual({ available: 570, frozen: 0 });
  });

  it("refuses an unbalanced, empty, zero, fractional or unsafe entry, an unknown account and one account twice", async () => {
    const before = await entries();
    const base = { key: "BAD:1", kind: "TRANSFER", bizType: "TEST", bizId: "1" } as const;
    const a = memberAccount("bo-e", "AVAILABLE");
    const f = memberAccount("bo-e", "FROZEN");
    const cases: [PostInput, string][] = [
      [{ ...base, lines: [] }, "lines"],
      [{ ...base, lines: [{ account: a, amount: 5 }] }, "lines"],
      [{ ...base, lines: [{ account: clearingAccount("SANDBOX"), amount: -5 }, { account: a, amount: 4 }] }, "lines"],
      [{ ...base, lines: [{ account: a, amount: 0 }, { account: f, amount: 0 }] }, "lines[0].amount"],
      [{ ...base, lines: [{ account: a, amount: -1.5 }, { account: f, amount: 1.5 }] }, "lines[0].amount"],
      [{ ...base, lines: [{ account: a, amount: Number.NaN }, { account: f, amount: 1 }] }, "lines[0].amount"],
      [{ ...base, lines: [{ account: a, amount: -(2 ** 53) }, { account: f, amount: 2 ** 53 }] }, "lines[0].amount"],
      [{ ...base, lines: [{ account: "no-such-account", amount: -1 }, { account: f, amount: 1 }] }, "lines[0].account"],
      [{ ...base, lines: [{ account: clearingAccount("SANDBOX"), amount: -2 }, { account: a, amount: 1 }, { account: a, amount: 1 }] }, "lines[2].account"],
      [{ ...base, key: " ", lines: [{ account: clearingAccount("SANDBOX"), amount: -1 }, { account: a, amount: 1 }] }, "key"],
      [{ ...base, kind: "GIFT" as "TRANSFER", lines: [{ account: clearingAccount("SANDBOX"), amount: -1 }, { account: a, amount: 1 }] }, "kind"],
    ];
    for (const [input, field] of cases) {
      const e = await refusal(post(ctx(), input));
      expect([e.code, e.message.startsWith(`${field}: `)], `${field} ${JSON.stringify(input.lines)}`).toEqual([Codes.VALIDATION, true]);
    }
    expect((await refusal(freeze(ctx(), { boId: "bo-e", amount: 0, key: "F:0", bizType: "T", bizId: "1", reason: "x" }))).message).toMatch(/^amount: /);
    expect((await refusal(transfer(ctx(), { from: a, to: f, amount: 1.2, key: "T:0", bizType: "T", bizId: "1" }))).message).toMatch(/^amount: /);
    expect(await entries()).toBe(before);
    expect((await reconcile(db)).ok).toBe(true);
  });

  it("tells a member's balances right after an entry: moved accounts from its lines, the others as they stand", async () => {
    expect(await balancesAfter(ctx(), { lines: [] }, "bo-nobody")).toEqual({ available: 0, frozen: 0 });
    await post(ctx(), recharge("bo-after", 1000, "RECHARGE:after"));
    await inTx(ctx(), async (tx) => {
      const first = await freeze(tx, { boId: "bo-after", amount: 300, key: "FREEZE:after1", bizType: "WITHDRAW", bizId: "a1", reason: "提现" });
      const second = await freeze(tx, { boId: "bo-after", amount: 200, key: "FREEZE:after2", bizType: "WITHDRAW", bizId: "a2", reason: "提现" });
      expect(await balancesAfter(tx, first, "bo-after")).toEqual({ available: 700, frozen: 300 });
      expect(await balancesAfter(tx, second, "bo-after")).toEqual({ available: 500, frozen: 500 });
      // an entry that did not touch the member: both as they stand
      const other = await post(tx, recharge("bo-other", 50, "RECHARGE:other"));
      expect(await balancesAfter(tx, other, "bo-after")).toEqual({ available: 500, frozen: 500 });
    });
  });

  it("refuses an overdraw with 余额不足 and leaves nothing behind, also inside a caller's transaction that carries on", async () => {
    await post(ctx(), recharge("bo-f", 1000, "RECHARGE:f"));
    const before = await entries();
    const over = await refusal(freeze(ctx(), { boId: "bo-f", amount: 1001, key: "FREEZE:f1", bizType: "WITHDRAW", bizId: "w1", reason: "提现" }));
    expect([over.code, over.message, isInsufficient(over)]).toEqual([Codes.CONFLICT, "可用余额不足", true]);
    // Escrow and fees may not go negative either; clearing may.
    const escrow = await refusal(transfer(ctx(), { from: escrowAccount(), to: memberAccount("bo-f", "AVAILABLE"), amount: 10 ** 12, key: "REFUND:x", kind: "REFUND", bizType: "ORDER", bizId: "x" }));
    expect([escrow.message, isInsufficient(escrow)]).toEqual(["平台担保账户余额不足", true]);
    expect(await entries()).toBe(before);

    // A caller catching the refusal and committing its other work keeps its other work only.
    await inTx(ctx(), async (tx) => {
      await freeze(tx, { boId: "bo-f", amount: 400, key: "FREEZE:f2", bizType: "WITHDRAW", bizId: "w2", reason: "提现" });
      const e = await refusal(unfreeze(tx, { boId: "bo-f", amount: 401, key: "UNFREEZE:f2", bizType: "WITHDRAW", bizId: "w2", reason: "退回" }));
      expect(isInsufficient(e)).toBe(true);
      // The refused key is free again: the refused post wrote nothing, not even its entry.
      await unfreeze(tx, { boId: "bo-f", amount: 100, key: "UNFREEZE:f2", bizType: "WITHDRAW", bizId: "w2", reason: "部分退回" });
    });
    expect(await balances(ctx(), "bo-f")).toEqual({ available: 700, frozen: 300 });
    expect(await entries()).toBe(before + 2);
    expect((await entryByKey(ctx(), "UNFREEZE:f2"))?.memo).toBe("部分退回");

    // A rolled-back caller takes its posts with it.
    await expect(
      inTx(ctx(), async (tx) => {
        await freeze(tx, { boId: "bo-f", amount: 700, key: "FREEZE:f3", bizType: "WITHDRAW", bizId: "w3", reason: "提现" });
        throw new Error("the business change failed");
      }),
    ).rejects.toThrow("the business change failed");
    expect(await balances(ctx(), "bo-f")).toEqual({ available: 700, frozen: 300 });
    expect(await entryByKey(ctx(), "FREEZE:f3")).toBeNull();
    expect((await reconcile(db)).ok).toBe(true);
  });

  it("reconcile finds a tampered cached balance, an entry inserted behind its back and an empty entry", async () => {
    await post(ctx(), recharge("bo-g", 800, "RECHARGE:g"));
    const clean = await reconcile(db);
    expect(clean).toMatchObject({ ok: true, total: 0, differences: [] });
    expect(clean.entries).toBe(await entries());
    expect(clean.clearing.SANDBOX).toBeLessThan(0);

    const { available } = await openAccounts(ctx(), "bo-g");
    await db.update(ledgerAccount).set({ balance: 900 }).where(eq(ledgerAccount.id, available.id));
    const tampered = await reconcile(db);
    expect(tampered.ok).toBe(false);
    expect(tampered.differences).toEqual([
      { kind: "BALANCE_MISMATCH", accountId: available.id, owner: "bo-g", accountKind: "AVAILABLE", channel: "", cached: 900, fromLines: 800 },
    ]);
    await db.update(ledgerAccount).set({ balance: 800 }).where(eq(ledgerAccount.id, available.id));
    expect((await reconcile(db)).ok).toBe(true);

    // One line inserted without its other side: the entry, the total and the account all disagree.
    const [sneaky] = await db.insert(journalEntry).values({ idempotencyKey: "SNEAKY", kind: "ADJUSTMENT", bizType: "T", bizId: "1", actorKind: "SYSTEM" }).returning();
    await db.insert(journalLine).values({ entryId: sneaky.id, accountId: available.id, amount: 50, balanceAfter: 850 });
    const [empty] = await db.insert(journalEntry).values({ idempotencyKey: "EMPTY", kind: "ADJUSTMENT", bizType: "T", bizId: "2", actorKind: "SYSTEM" }).returning();
    const broken = await reconcile(db);
    expect(broken.ok).toBe(false);
    expect(broken.total).toBe(50);
    expect(broken.differences).toEqual(
      expect.arrayContaining([
        { kind: "TOTAL_NOT_ZERO", total: 50 },
        { kind: "ENTRY_UNBALANCED", entryId: sneaky.id, key: "SNEAKY", sum: 50 },
        { kind: "ENTRY_EMPTY", entryId: empty.id, key: "EMPTY" },
        expect.objectContaining({ kind: "BALANCE_MISMATCH", accountId: available.id, cached: 800, fromLines: 850 }),
      ]),
    );
    expect(broken.differences).toHaveLength(4);

    // A line taking a member below zero by its lines (the cache cannot go there: CHECK) is named too.
    await db.insert(journalLine).values({ entryId: empty.id, accountId: available.id, amount: -2000, balanceAfter: -1150 });
    const negative = await reconcile(db);
    expect(negative.differences).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "NEGATIVE_BALANCE", accountId: available.id, fromLines: -1150 })]));
    await expect(db.execute(sql`update ledger_account set balance = -1 where id = ${available.id}`)).rejects.toThrow();

    // Put the books right again for the tests after this one.
    await db.delete(journalLine).where(inArray(journalLine.entryId, [sneaky.id, empty.id]));
    await db.delete(journalEntry).where(eq(journalEntry.id, sneaky.id));
    await db.delete(journalEntry).where(eq(journalEntry.id, empty.id));
    expect((await reconcile(db)).ok).toBe(true);
  });
});
