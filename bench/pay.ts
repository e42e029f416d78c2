/**
 * pay: balance payments per second through the full pipeline — a POST with its ticket, access, input
 * validation, then the cashier's `payChecked` (a new payment order for a unique bizId, locked, moved by
 * the state machine with its history row, the ledger's balanced entry under guarded balance updates,
 * the cash-flow row, all in one transaction) — versus a bare Fastify route whose bare transaction writes
 * the same rows (the order, the entry, its two lines, the two balance updates, the history row and the
 * cash-flow row) with no pipeline, no machine and no checks. Every request pays a new order (autocannon
 * replaces [<id>] in the body). 32 buyers with large balances pay one seller; the ESCROW account is
 * every payment's second line, so payments serialise on it in both routes.
 *
 * The pay password is not checked in either route: it is argon2id by design (tens of ms of CPU per
 * check) and would measure the hash, not the payment path.
 * Reports p50 / p99 and requests per second of both, and the ratio.
 */
import { domain } from "@qinlian/contract";
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { z } from "zod";
import { buildApp } from "../server/src/app";
import { createPerson } from "../server/src/demo/members";
import { implement } from "../server/src/kit/implement";
import { allImpls } from "../server/src/modules";
import { payChecked } from "../server/src/modules/cashier";
import { cashFlow, payOrder } from "../server/src/modules/cashier/schema";
import { stateHistory } from "../server/src/kit/history/schema";
import { accountOf, post } from "../server/src/modules/ledger";
import { journalEntry, journalLine, ledgerAccount } from "../server/src/modules/ledger/schema";
import { newId } from "../server/src/kit/ids";
import { issueTicket } from "../server/src/modules/identity";
import { memberLogin } from "../server/src/modules/identity/schema";
import { benchDatabase, CONNECTIONS, DURATION } from "./harness";

const BUYERS = 32;
const AMOUNT = 100;

const benchCalls = domain("bench", {
  payOrder: {
    path: "/api/bench/payOrder",
    access: "member",
    summary: "bench: pay a new order of the caller by balance",
    input: z.object({ bizId: z.string().min(1).max(64), payeeBoId: z.string(), amount: z.number().int().min(1) }),
    output: z.object({ payId: z.string(), state: z.string() }),
  },
});

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

let seq = 0;

/** POSTs at `url` for DURATION seconds; every request's body is `bodies[k]` with [<id>] made unique. */
async function load(url: string, bodies: readonly string[], headers: (body: string) => Record<string, string>): Promise<Result> {
  const r = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION,
    requests: bodies.map((template) => ({
      method: "POST",
      headers: { "content-type": "application/json", ...headers(template) },
      setupRequest: (req: autocannon.Request) => ({ ...req, body: template.replace("[<id>]", `${Date.now().toString(36)}-${++seq}`) }),
    })),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function benchPay(): Promise<void> {
  const { config, database, dispose } = await benchDatabase("pay");
  const db = database.db;
  const seller = "bench-seller";
  const buyers = Array.from({ length: BUYERS }, (_, i) => `bench-buyer-${i}`);
  for (const [i, id] of [seller, ...buyers].entries()) {
    await createPerson(db, { id, loginName: id.replace(/-/g, "_"), mobile: `1370000${String(i).padStart(4, "0")}`, password: "Bench@2026", name: id, roles: ["BUYER"] });
  }
  const q = await buildApp({
    config,
    database,
    logger: false,
    impls: [
      ...allImpls,
      implement(benchCalls.payOrder, async (i, ctx) => {
        const r = await payChecked(ctx, { bizType: "ORDER", bizId: i.bizId, payerBoId: ctx.member.boId, payeeBoId: i.payeeBoId, amount: i.amount, subject: "bench", channel: "BALANCE" });
        return { payId: r.payId, state: r.state };
      }),
    ],
  });
  const ctx = q.systemCtx();
  for (const b of buyers) {
    await post(ctx, {
      key: `RECHARGE:bench-${b}`,
      kind: "RECHARGE",
      bizType: "BENCH",
      bizId: b,
      lines: [
        { account: { owner: "PLATFORM", kind: "CLEARING", channel: "SANDBOX" }, amount: -1_000_000_000 },
        { account: { owner: b, kind: "AVAILABLE" }, amount: 1_000_000_000 },
      ],
    });
  }
  await q.app.listen({ port: 0, host: "127.0.0.1" });
  const pipelineUrl = `http://127.0.0.1:${(q.app.server.address() as { port: number }).port}${benchCalls.payOrder.path}`;
  // tickets issued directly (the login call's per-address limit would refuse 32 logins in a minute)
  const tickets: string[] = [];
  for (const b of buyers) {
    const [login] = await db.select({ id: memberLogin.id }).from(memberLogin).where(eq(memberLogin.memberId, b));
    const t = await issueTicket(db, { loginId: login?.id ?? b, memberId: b, boId: b, employeeId: null, ip: null, userAgent: "bench" }, { idleHours: 2, maxDays: 1 });
    tickets.push(t.ticket);
  }

  const escrow = await accountOf(ctx, "PLATFORM", "ESCROW");
  const bare = Fastify();
  bare.post("/pay", async (req) => {
    const b = req.body as { buyer: number; bizId: string };
    const buyer = buyers[b.buyer] ?? buyers[0];
    const avail = await accountOf(ctx, buyer, "AVAILABLE");
    const data = await db.transaction(async (tx) => {
      const id = newId();
      await tx.insert(payOrder).values({ id, bizType: "ORDER", bizId: b.bizId, subject: "bench", amount: AMOUNT, payerBoId: buyer, payeeBoId: seller, channel: "BALANCE", state: "PAID", paidAt: new Date() });
      const [e] = await tx.insert(journalEntry).values({ idempotencyKey: `PAYMENT:${id}`, kind: "PAYMENT", bizType: "PAY_ORDER", bizId: id, actorKind: "MEMBER", actorId: buyer }).returning({ id: journalEntry.id });
      const [x] = await tx.update(ledgerAccount).set({ balance: sql`${ledgerAccount.balance} - ${AMOUNT}` }).where(eq(ledgerAccount.id, avail.id)).returning({ balance: ledgerAccount.balance });
      const [y] = await tx.update(ledgerAccount).set({ balance: sql`${ledgerAccount.balance} + ${AMOUNT}` }).where(eq(ledgerAccount.id, escrow.id)).returning({ balance: ledgerAccount.balance });
      await tx.insert(journalLine).values([
        { entryId: e.id, accountId: avail.id, amount: -AMOUNT, balanceAfter: x.balance },
        { entryId: e.id, accountId: escrow.id, amount: AMOUNT, balanceAfter: y.balance },
      ]);
      await tx.insert(stateHistory).values({ entityKind: "PAY_ORDER", entityId: id, fromState: "CREATED", toState: "PAID", event: "payBalance", actorKind: "MEMBER", actorId: buyer, at: new Date() });
      await tx.insert(cashFlow).values({ boId: buyer, kind: "PAYMENT", direction: "OUT", amount: AMOUNT, availableAfter: x.balance, frozenAfter: 0, status: "DONE", channel: "BALANCE", bizType: "PAY_ORDER", bizId: id, entryId: e.id });
      return { payId: id, state: "PAID" };
    });
    return { code: "0", msg: "成功", data };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/pay`;

  const pipeBodies = buyers.map((_, i) => JSON.stringify({ bizId: `p${i}-[<id>]`, payeeBoId: seller, amount: AMOUNT }));
  const bareBodies = buyers.map((_, i) => JSON.stringify({ buyer: i, bizId: `b${i}-[<id>]` }));
  // one ticket per buyer, picked by the body's bizId prefix; an /api/ call need not be signed (the
  // signature would not cover the body autocannon rewrites), every other pipeline step runs
  const pipeHeaders = (body: string): Record<string, string> => ({ [`${config.APP_CODE}Ticket`]: tickets[Number(/"p(\d+)-/.exec(body)?.[1] ?? 0)] });
  console.log(`pay: ${database.kind}, ${BUYERS} buyers, ${CONNECTIONS} connections, ${DURATION} s per run, runs alternate`);
  const run = (which: "bare" | "pipe") => (which === "bare" ? load(bareUrl, bareBodies, () => ({})) : load(pipelineUrl, pipeBodies, pipeHeaders));
  await run("bare");
  await run("pipe");
  const runs: { bare: Result; pipe: Result }[] = [];
  for (let i = 0; i < 2; i++) runs.push({ bare: await run("bare"), pipe: await run("pipe") });
  const avg = (k: "bare" | "pipe", f: keyof Result) => runs.reduce((s, r) => s + r[k][f], 0) / runs.length;
  const row = (name: string, k: "bare" | "pipe") =>
    `  ${name.padEnd(10)} ${avg(k, "rps").toFixed(0).padStart(7)} pay/s   p50 ${avg(k, "p50").toFixed(1)} ms   p99 ${avg(k, "p99").toFixed(1)} ms   errors ${avg(k, "errors")}`;
  console.log(row("bare tx", "bare"));
  console.log(row("pipeline", "pipe"));
  console.log(`  ratio pipeline/bare: ${((avg("pipe", "rps") / avg("bare", "rps")) * 100).toFixed(1)} %`);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(payOrder);
  console.log(`  (${n} payment orders written)`);

  await bare.close();
  await q.close();
  await dispose();
}
