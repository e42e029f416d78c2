/**
 * checkout: orders per second, each a submit and its balance payment — one bench call running the
 * order module's `submitOrder` (prepare: goods facts with the buyer's price, freight templates,
 * promotions, presales, coupons, the address; the pure pricing; the order and its line; the
 * conditional stock update; the history row; the unpaid-timeout job) then `payByBalanceChecked`
 * (the cashier's payment order, the ledger's balanced entry, the cash flow, and — through the
 * payOrder.changed event — the order's move to PAID with its history row and the goods' sales count)
 * — versus a bare Fastify route whose one transaction writes the same rows with no pipeline, no
 * reads beyond the balances, no machine and no checks, the rows every checkout shares (ESCROW, the
 * spec, the goods) last, as the pipeline takes them. 8 buyers buy one seller's goods (stock large
 * enough for every run); every request is a new order.
 *
 * The pay password is not checked on either side (argon2id by design: it would measure the hash).
 * For scale, the reference: Medusa 2.21 completes 1–2.5 checkouts per second with 8 clients
 * on this kind of machine (cart, shipping, payment session, complete).
 *
 * Measured 2026-11-24 (2 cores, load average 4–5, BENCH_SECONDS=4, each line one invocation):
 *                     bare tx: orders/s  p50    p99   CPU ms   pipeline: orders/s  p50    p99   CPU ms   ratio
 *   PGlite on disk            63        105    478   17.2               22        311   1101   56.0     34 %
 *   PostgreSQL 15, local      91         67    288    6.6               54        137    310   18.0     59 %
 *
 * Statements per checkout (counted by wrapping the clients' query, the same on both databases):
 * - before the cuts, 44: the ticket; submit 16 — BEGIN, prepare's 7 reads and the buyer's name one
 *   after another inside the transaction, the order, its line, history, job, spec stock, goods stock,
 *   COMMIT; pay 27 — the payment order inserted, inserted again (conflict), read, read for update,
 *   post's savepoint + release and 2 account reads, recordFlow's 2 account reads, and the rows.
 * - now, 37: the ticket; submit 16 — the 8 reads (facts with the buyer's prices, presales, coupons,
 *   the address and the buyer's name together, then promotions and shop names together) before the
 *   transaction, then BEGIN, the orders (one insert), the lines (one insert), history, job, spec
 *   stock, goods stock, COMMIT: 6 writes in the transaction instead of 14 statements; pay 20 — BEGIN,
 *   the orders, the payment order (one insert, not re-read or locked: the transaction's own), the
 *   order naming it, the payment's move + history, the order's (read for update, move, history,
 *   coupons, its lines, the sales count), the entry, 2 guarded balance updates, the lines,
 *   recordFlow's 2 account reads + the cash-flow row, COMMIT.
 * - the bare side, 19: an account read, BEGIN, 16 writes, COMMIT.
 * Per checkout on PGlite, one client after another (300 in a row, 3 A/B pairs at load 11–15): CPU
 * 40.2–42.1 → 33.9–38.3 ms. With 8 buyers (medians of 3 invocations, BENCH_SECONDS=8): PGlite
 * 13 → 9 orders/s (load 4–10 before, 13–18 after), ratio to bare 30 → 37 %, CPU ×bare 3.1 → 2.8;
 * PostgreSQL 16 → 18 orders/s, ratio 41 → 56 %, CPU ×bare 2.9 → 2.5. At that load the throughput
 * is noise; the ratios and the CPU are what moved.
 *
 * Those ran against the bare side as it was, which updated the spec and the goods first and so held
 * the goods row's lock through its whole transaction (on PostgreSQL every checkout waited for it).
 * It now takes the shared rows last; two invocations on PostgreSQL at load 10–13: bare 64 and 79
 * orders/s (38, 70, 39 before), pipeline 25 and 32, ratio 40 %, CPU ×bare 2.7–3.0; on PGlite (one
 * connection: the order does not matter) bare 11 and 29, pipeline 6 and 10, ratio 50 and 35 %.
 *
 * Then (2026-11-24, a profile of this bench on PostgreSQL): the server's one thread was saturated,
 * ~30 % of its CPU in Drizzle's query builder (a `select()` of the order's 50 columns: ~175 µs to
 * build), ~20 % in the socket writes of 36 statements, ~7 % in garbage collection. The statements every
 * checkout runs are now built once per process (kit/statement.ts; prepared once per connection on
 * PostgreSQL) and Node runs with a 64 MB young generation. CPU per order 10.5–11.0 → 5.7–9.4 ms; three
 * invocations at load 0.9–2.5: 90, 138, 110 orders/s (bare 191, 259, 223), ratio 47–53 %; PGlite 50
 * (bare 117), 43 %.
 *
 * Left: reads other modules could answer together (the shop names with the facts, the buyer's name
 * with the ticket); one goods statement per line for stock (spec + goods in one update); the socket
 * writes (one per statement) — fewer statements is the remaining lever.
 */
import { domain } from "@qinlian/contract";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { z } from "zod";
import { buildApp } from "../server/src/app";
import { implement } from "../server/src/kit/implement";
import { newId } from "../server/src/kit/ids";
import { stateHistory } from "../server/src/kit/history/schema";
import { job } from "../server/src/kit/jobs/schema";
import { allImpls } from "../server/src/modules";
import { memberAddress } from "../server/src/modules/address/schema";
import { cashFlow, payOrder } from "../server/src/modules/cashier/schema";
import { goods, goodsSpec } from "../server/src/modules/goods/schema";
import { accountOf } from "../server/src/modules/ledger";
import { journalEntry, journalLine, ledgerAccount } from "../server/src/modules/ledger/schema";
import { payByBalanceChecked, submitOrder } from "../server/src/modules/order";
import { orderLine, tradeOrder } from "../server/src/modules/order/schema";
import { shop } from "../server/src/modules/shop/schema";
import { createBenchPeople, fundAndTicket } from "./people";
import { benchDatabase, compareSides } from "./harness";

const BUYERS = 8;
const PRICE = 1_000;

const benchCalls = domain("benchCheckout", {
  checkout: {
    path: "/api/bench/checkout",
    access: "member",
    summary: "bench: submit one order of one spec to the caller's address and pay it by balance",
    input: z.object({ specId: z.string(), addressId: z.string() }),
    output: z.object({ orderId: z.string(), paid: z.boolean() }),
  },
});

export async function benchCheckout(): Promise<void> {
  const { config, database, dispose } = await benchDatabase("checkout");
  const db = database.db;
  const seller = "bench-seller";
  const buyers = Array.from({ length: BUYERS }, (_, i) => `bench-buyer-${i}`);
  await createBenchPeople(db, [seller, ...buyers]);
  const [s] = await db.insert(shop).values({ boId: seller, name: "压测店铺", status: "OPEN" }).returning({ id: shop.id });
  const [g] = await db.insert(goods).values({ type: "GOODS", status: "ON", boId: seller, shopId: s.id, name: "压测商品", categoryId: "040101", priceMin: PRICE, priceMax: PRICE, stockTotal: 1_000_000_000, onShelfAt: new Date() }).returning({ id: goods.id });
  const [spec] = await db.insert(goodsSpec).values({ goodsId: g.id, name: "一件", price: PRICE, stock: 1_000_000_000 }).returning({ id: goodsSpec.id });
  const addresses: string[] = [];
  for (const b of buyers) {
    const [a] = await db.insert(memberAddress).values({ boId: b, receiverName: b, mobile: "13800000001", areaCode: "370102", areaName: "山东省济南市历下区", address: "经十路 1 号", isDefault: true }).returning({ id: memberAddress.id });
    addresses.push(a.id);
  }
  const q = await buildApp({
    config,
    database,
    logger: false,
    impls: [
      ...allImpls,
      implement(benchCalls.checkout, async (i, ctx) => {
        const placed = await submitOrder(ctx, { lines: [{ specId: i.specId, quantity: 1 }], destination: { kind: "ADDRESS", addressId: i.addressId }, coupons: { shopCouponIds: [], platformCouponId: null }, remarks: [] });
        const paid = await payByBalanceChecked(ctx, placed.orders.map((o) => o.orderId));
        return { orderId: placed.orders[0].orderId, paid: paid.paid };
      }),
    ],
  });
  const ctx = q.systemCtx();
  const tickets = await fundAndTicket(db, ctx, buyers);
  await q.app.listen({ port: 0, host: "127.0.0.1" });
  const pipelineUrl = `http://127.0.0.1:${(q.app.server.address() as { port: number }).port}${benchCalls.checkout.path}`;

  const escrow = await accountOf(ctx, "PLATFORM", "ESCROW");
  const bare = Fastify();
  let n = 0;
  bare.post("/checkout", async (req) => {
    const buyer = buyers[(req.body as { buyer: number }).buyer] ?? buyers[0];
    const avail = await accountOf(ctx, buyer, "AVAILABLE");
    const data = await db.transaction(async (tx) => {
      const now = new Date();
      const orderId = newId();
      const payId = newId();
      const delivery = { kind: "ADDRESS" as const, addressId: "a", receiverName: buyer, mobile: "13800000001", areaCode: "370102", areaName: "山东省济南市历下区", address: "经十路 1 号" };
      // the buyer's own rows first; the rows every checkout shares (ESCROW, the spec, the goods) last,
      // so their locks are held for the fewest statements, as the pipeline takes them
      await tx.insert(tradeOrder).values({ id: orderId, orderNo: `B${Date.now()}${++n}`, batchNo: orderId, buyerBoId: buyer, buyerName: buyer, sellerBoId: seller, shopId: s.id, shopName: "压测店铺", goodsAmount: PRICE, payable: PRICE, delivery, payDeadline: new Date(now.getTime() + 1_800_000) });
      await tx.insert(orderLine).values({ orderId, goodsId: g.id, specId: spec.id, goodsName: "压测商品", specName: "一件", unitPrice: PRICE, quantity: 1, amount: PRICE, payable: PRICE });
      await tx.insert(stateHistory).values({ entityKind: "ORDER", entityId: orderId, toState: "UNPAID", event: "submit", actorKind: "MEMBER", actorId: buyer, at: now });
      await tx.insert(job).values({ kind: "order.expireUnpaid", payload: { orderId }, runAt: new Date(now.getTime() + 1_800_000), dedupeKey: `order-expire:${orderId}` });
      await tx.insert(payOrder).values({ id: payId, bizType: "ORDER", bizId: orderId, subject: "bench", amount: PRICE, payerBoId: buyer, payeeBoId: seller, channel: "BALANCE", state: "PAID", paidAt: now });
      const [e] = await tx.insert(journalEntry).values({ idempotencyKey: `PAYMENT:${payId}`, kind: "PAYMENT", bizType: "PAY_ORDER", bizId: payId, actorKind: "MEMBER", actorId: buyer }).returning({ id: journalEntry.id });
      const [x] = await tx.update(ledgerAccount).set({ balance: sql`${ledgerAccount.balance} - ${PRICE}` }).where(eq(ledgerAccount.id, avail.id)).returning({ balance: ledgerAccount.balance });
      await tx.insert(cashFlow).values({ boId: buyer, kind: "PAYMENT", direction: "OUT", amount: PRICE, availableAfter: x.balance, frozenAfter: 0, status: "DONE", channel: "BALANCE", bizType: "PAY_ORDER", bizId: payId, entryId: e.id });
      await tx.insert(stateHistory).values({ entityKind: "PAY_ORDER", entityId: payId, fromState: "CREATED", toState: "PAID", event: "payBalance", actorKind: "MEMBER", actorId: buyer, at: now });
      await tx.update(tradeOrder).set({ state: "PAID", payId, paidAt: now, paidAmount: PRICE, payDeadline: null }).where(eq(tradeOrder.id, orderId));
      await tx.insert(stateHistory).values({ entityKind: "ORDER", entityId: orderId, fromState: "UNPAID", toState: "PAID", event: "pay", actorKind: "MEMBER", actorId: buyer, at: now });
      const [y] = await tx.update(ledgerAccount).set({ balance: sql`${ledgerAccount.balance} + ${PRICE}` }).where(eq(ledgerAccount.id, escrow.id)).returning({ balance: ledgerAccount.balance });
      await tx.insert(journalLine).values([
        { entryId: e.id, accountId: avail.id, amount: -PRICE, balanceAfter: x.balance },
        { entryId: e.id, accountId: escrow.id, amount: PRICE, balanceAfter: y.balance },
      ]);
      await tx.update(goodsSpec).set({ stock: sql`${goodsSpec.stock} - 1` }).where(eq(goodsSpec.id, spec.id));
      await tx.update(goods).set({ stockTotal: sql`${goods.stockTotal} - 1` }).where(eq(goods.id, g.id));
      await tx.update(goods).set({ salesCount: sql`${goods.salesCount} + 1` }).where(eq(goods.id, g.id));
      return { orderId, paid: true };
    });
    return { code: "0", msg: "成功", data };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/checkout`;

  const pipeline = {
    url: pipelineUrl,
    requests: buyers.map((_, i) => ({ body: JSON.stringify({ specId: spec.id, addressId: addresses[i] }), headers: { [`${config.APP_CODE}Ticket`]: tickets[i] } })),
  };
  const bareSide = { url: bareUrl, requests: buyers.map((_, i) => ({ body: JSON.stringify({ buyer: i }), headers: {} })) };
  console.log(`checkout: ${database.kind}, ${BUYERS} buyers, ${BUYERS} connections, runs alternate`);
  await compareSides(bareSide, pipeline, { unit: "orders/s", names: ["bare tx", "pipeline"], connections: BUYERS });
  await new Promise((r) => setTimeout(r, 2000)); // requests still running when the last run ended
  const [{ paid }] = await db.select({ paid: sql<number>`count(*) filter (where ${tradeOrder.state} = 'PAID')::int` }).from(tradeOrder);
  const [{ stock }] = await db.select({ stock: goodsSpec.stock }).from(goodsSpec).where(eq(goodsSpec.id, spec.id));
  console.log(`  ${paid} paid orders in all; stock taken ${1_000_000_000 - stock} (must equal the paid orders)`);
  await bare.close();
  await q.close();
  await dispose();
}
