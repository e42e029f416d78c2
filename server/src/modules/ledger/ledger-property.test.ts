import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { accountOf, clearingAccount, escrowAccount, feesAccount, freeze, isInsufficient, memberAccount, post, reconcile, unfreeze, type AccountRef, type PostInput } from ".";
import { journalEntry } from "./schema";

const MEMBERS = ["a", "b", "c", "d"] as const;
const CHANNELS = ["SANDBOX", "LDYS"] as const;

/** One random business step; indexes pick members, channels and open orders. */
type Op =
  | { op: "recharge"; m: number; ch: number; amount: number }
  | { op: "pay"; buyer: number; seller: number; amount: number }
  | { op: "settle"; order: number; feePermille: number }
  | { op: "refund"; order: number }
  | { op: "freeze"; m: number; amount: number }
  | { op: "unfreeze"; m: number; amount: number }
  | { op: "withdraw"; m: number; ch: number; amount: number; fee: number }
  | { op: "replay"; step: number };

const amount = fc.integer({ min: 1, max: 6000 });
const member = fc.nat(MEMBERS.length - 1);
const channel = fc.nat(CHANNELS.length - 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("recharge" as const), m: member, ch: channel, amount }),
  fc.record({ op: fc.constant("pay" as const), buyer: member, seller: member, amount }),
  fc.record({ op: fc.constant("settle" as const), order: fc.nat(20), feePermille: fc.integer({ min: 0, max: 1000 }) }),
  fc.record({ op: fc.constant("refund" as const), order: fc.nat(20) }),
  fc.record({ op: fc.constant("freeze" as const), m: member, amount }),
  fc.record({ op: fc.constant("unfreeze" as const), m: member, amount }),
  fc.record({ op: fc.constant("withdraw" as const), m: member, ch: channel, amount, fee: fc.integer({ min: 0, max: 200 }) }),
  fc.record({ op: fc.constant("replay" as const), step: fc.nat(40) }),
);

describe("ledger invariants under random business (fast-check)", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const ctx = () => t.systemCtx();
  let run = 0;
  /** Across all runs, so the test shows it exercised both outcomes (and replays). */
  const seen = { posted: 0, refused: 0, replayed: 0 };

  const refKey = (r: AccountRef) => `${r.owner}/${r.kind}/${r.channel ?? ""}`;

  it("recharges, payments, settlements, refunds, freezes and withdrawals keep every invariant; refused moves change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(amount, { minLength: MEMBERS.length, maxLength: MEMBERS.length }), fc.array(op, { minLength: 5, maxLength: 40, size: "+1" }), async (opening, ops) => {
        run++;
        const bo = (i: number) => `prop-${run}-${MEMBERS[i]}`;
        // The model: expected balance of every account touched, starting from the books as they are.
        const model = new Map<string, number>();
        const platform = [escrowAccount(), feesAccount(), ...CHANNELS.map(clearingAccount)];
        for (const r of platform) model.set(refKey(r), (await accountOf(ctx(), r.owner, r.kind, r.channel)).balance);
        const bal = (r: AccountRef) => model.get(refKey(r)) ?? 0;
        const orders: { key: string; buyer: number; seller: number; amount: number; open: boolean }[] = [];
        const posted: { input: PostInput; mover?: "freeze" | "unfreeze"; m?: number }[] = [];

        const entriesNow = () => db.$count(journalEntry);

        /** Posts `input` and checks the outcome the model predicts (success or 余额不足). */
        async function attempt(input: PostInput, mover?: { kind: "freeze" | "unfreeze"; m: number }): Promise<boolean> {
          const fits = input.lines.every((l) => {
            const r = l.account as AccountRef;
            return r.kind === "CLEARING" || bal(r) + l.amount >= 0;
          });
          const before = await entriesNow();
          const p = mover
            ? (mover.kind === "freeze" ? freeze : unfreeze)(ctx(), {
                boId: bo(mover.m),
                amount: Math.abs(input.lines[0].amount),
                key: input.key,
                bizType: input.bizType,
                bizId: input.bizId,
                reason: input.memo ?? "",
              })
            : post(ctx(), input);
          const outcome = await p.then(
            () => null,
            (e: unknown) => e,
          );
          if (fits) {
            expect(outcome).toBeNull();
            for (const l of input.lines) model.set(refKey(l.account as AccountRef), bal(l.account as AccountRef) + l.amount);
            expect(await entriesNow()).toBe(before + 1);
            posted.push({ input, mover: mover?.kind, m: mover?.m });
            seen.posted++;
          } else {
            expect(outcome).toBeInstanceOf(BizError);
            expect(isInsufficient(outcome)).toBe(true);
            expect(await entriesNow()).toBe(before);
            seen.refused++;
          }
          return fits;
        }

        // Each member starts with a random recharge, so debits both fit and overdraw.
        const start: Op[] = opening.map((a, m) => ({ op: "recharge", m, ch: m % CHANNELS.length, amount: a }));
        for (const [i, o] of [...start, ...ops].entries()) {
          const key = `P${run}:${i}`;
          switch (o.op) {
            case "recharge":
              await attempt({
                key,
                kind: "RECHARGE",
                bizType: "RECHARGE",
                bizId: key,
                lines: [
                  { account: clearingAccount(CHANNELS[o.ch]), amount: -o.amount },
                  { account: memberAccount(bo(o.m), "AVAILABLE"), amount: o.amount },
                ],
              });
              break;
            case "pay":
              if (
                await attempt({
                  key,
                  kind: "PAYMENT",
                  bizType: "ORDER",
                  bizId: key,
                  lines: [
                    { account: memberAccount(bo(o.buyer), "AVAILABLE"), amount: -o.amount },
                    { account: escrowAccount(), amount: o.amount },
                  ],
                })
              )
                orders.push({ key, buyer: o.buyer, seller: o.seller, amount: o.amount, open: true });
              break;
            case "settle":
            case "refund": {
              const open = orders.filter((x) => x.open);
              const order = open[o.order % Math.max(open.length, 1)];
              if (!order) break;
              const lines =
                o.op === "refund"
                  ? [
                      { account: escrowAccount(), amount: -order.amount },
                      { account: memberAccount(bo(order.buyer), "AVAILABLE"), amount: order.amount },
                    ]
                  : (() => {
                      const fee = Math.floor((order.amount * o.feePermille) / 1000);
                      return [
                        { account: escrowAccount(), amount: -order.amount },
                        ...(order.amount - fee > 0 ? [{ account: memberAccount(bo(order.seller), "AVAILABLE"), amount: order.amount - fee }] : []),
                        ...(fee > 0 ? [{ account: feesAccount(), amount: fee }] : []),
                      ];
                    })();
              expect(await attempt({ key, kind: o.op === "refund" ? "REFUND" : "SETTLE", bizType: "ORDER", bizId: order.key, lines })).toBe(true);
              order.open = false;
              break;
            }
            case "freeze":
            case "unfreeze": {
              const [from, to] = o.op === "freeze" ? (["AVAILABLE", "FROZEN"] as const) : (["FROZEN", "AVAILABLE"] as const);
              await attempt(
                {
                  key,
                  kind: o.op === "freeze" ? "FREEZE" : "UNFREEZE",
                  bizType: "WITHDRAW",
                  bizId: key,
                  memo: o.op,
                  lines: [
                    { account: memberAccount(bo(o.m), from), amount: -o.amount },
                    { account: memberAccount(bo(o.m), to), amount: o.amount },
                  ],
                },
                { kind: o.op, m: o.m },
              );
              break;
            }
            case "withdraw": {
              // Requested (frozen), then paid out by the channel less the fee (or fully if the fee exceeds it).
              const fee = Math.min(o.fee, o.amount - 1);
              const frozen = await attempt(
                {
                  key: `${key}:freeze`,
                  kind: "FREEZE",
                  bizType: "WITHDRAW",
                  bizId: key,
                  memo: "提现",
                  lines: [
                    { account: memberAccount(bo(o.m), "AVAILABLE"), amount: -o.amount },
                    { account: memberAccount(bo(o.m), "FROZEN"), amount: o.amount },
                  ],
                },
                { kind: "freeze", m: o.m },
              );
              if (!frozen) break;
              expect(
                await attempt({
                  key: `${key}:paid`,
                  kind: "WITHDRAW",
                  bizType: "WITHDRAW",
                  bizId: key,
                  lines: [
                    { account: memberAccount(bo(o.m), "FROZEN"), amount: -o.amount },
                    { account: clearingAccount(CHANNELS[o.ch]), amount: o.amount - fee },
                    ...(fee > 0 ? [{ account: feesAccount(), amount: fee }] : []),
                  ],
                }),
              ).toBe(true);
              break;
            }
            case "replay": {
              // A retried call or a repeated notification: posts nothing twice.
              const prev = posted[o.step % Math.max(posted.length, 1)];
              if (!prev) break;
              const before = await entriesNow();
              const again = await post(ctx(), prev.input);
              expect(again.duplicate).toBe(true);
              seen.replayed++;
              expect(await entriesNow()).toBe(before);
              break;
            }
          }
        }

        // Every cached balance is the model's, nothing that must not be is negative, the books are clean.
        for (const [k, expected] of model) {
          const [owner, kind, ch] = k.split("/") as [string, AccountRef["kind"], string];
          const actual = (await accountOf(ctx(), owner, kind, ch || undefined)).balance;
          expect(actual, k).toBe(expected);
          if (kind !== "CLEARING") expect(actual, k).toBeGreaterThanOrEqual(0);
        }
        const report = await reconcile(db);
        expect(report.differences).toEqual([]);
        expect(report).toMatchObject({ ok: true, total: 0 });
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 60) },
    );
    expect(seen.posted).toBeGreaterThan(300);
    expect(seen.refused).toBeGreaterThan(30);
    expect(seen.replayed).toBeGreaterThan(30);
  }, 180_000);
});
