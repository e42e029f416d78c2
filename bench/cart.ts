/**
 * cart: the reads a logged-in buyer makes on every cart and checkout screen (issue 14), each call
 * through the full pipeline (signed, the buyer's ticket) versus a bare Fastify POST route running the
 * same service function with the same buyer's context, in the same run:
 *
 *  list:    POST /openapi/trading/cart/selListByParamV2/byBuyer — the cart page: the buyer's lines
 *           priced again for the buyer, grouped by shop with the shops' names and running promotions,
 *           each line with its goods' other specs (the spec picker), selected totals.
 *  count:   /openapi/trading/cart/selCartCount/byBuyer — the header's badge (every page of the mall).
 *  check:   /openapi/trading/cart/check/byBuyer — the checkout page's first read: the selected lines
 *           split into usable ones and problems.
 *  preview: /openapi/trading/order/previewOrder — the checkout's pricing of those lines (split per
 *           shop: promotions → coupons → freight) to the buyer's default address; run again on every
 *           choice the buyer makes there.
 *
 * Data: the search benchmark's synthetic catalogue (server/src/modules/search/test-synthetic.ts) with
 * a second spec on every goods a cart holds, a running full-reduction promotion in every third shop,
 * and BENCH_CART_BUYERS buyers, each with an address and a cart of BENCH_CART_LINES lines over
 * BENCH_CART_SHOPS shops (added through the add call). Requests rotate over the buyers.
 *
 * Before the load each call's statements per request are counted at the database client (one request
 * at a time, after a warm-up) and printed.
 *
 * BENCH_CART_GOODS (10 000), BENCH_CART_BUYERS (40), BENCH_CART_LINES (10), BENCH_CART_SHOPS (4),
 * BENCH_CART_CONNECTIONS (10), BENCH_CART_ONLY=list|count|check|preview runs one of them,
 * BENCH_CART_STATEMENTS=1 prints the first buyer's statements; BENCH_DATABASE_URL, BENCH_SECONDS as in
 * harness.ts.
 *
 * Measured 2026-11-24 (2 cores shared, load average 7–11 throughout: the throughput is mostly the
 * load; compare the statements and the CPU per request). Statements per request, the ticket included:
 * list 7 → 5, check 6 → 4, count 2, preview 8. Before, the list ran 5 rounds one after another (the
 * ticket; the lines; the facts and the customer prices; the shops' names and the goods' specs; the
 * promotions) and the check 4; now the lines come with their shops' names and their goods' specs in
 * one statement (read/cart-lines.ts `buyerCartLines`, built once, prepared per connection on
 * PostgreSQL) and the list reads the promotions together with the facts: 3 rounds each. EXPLAIN
 * (ANALYZE, BUFFERS) on PostgreSQL: every statement under 1 ms of execution (the small cart_item, shop
 * and promotion tables scanned whole by the planner's choice; their indexes exist); the facts'
 * (goods_spec ⋈ goods, all 50 columns) is the heaviest, with 2 ms of planning. No index was missing.
 *   8 s runs, after (before):       PostgreSQL 15 req/s · p99   CPU ms   PGlite req/s · p99      CPU ms   pipeline/bare PG, PGlite
 *   (CPU: the pipeline's, per request)
 *   list                            128 · 143 ms  3.00 (4.15)      42 · 555 ms  11.9 (12.3)  84 %, 82 %
 *   count                           461 · 144 ms  0.55 (0.51)     126 · 272 ms   3.5 (2.5)   58 %, 21 %
 *   check                           163 · 200 ms  2.38 (3.11)      49 · 446 ms  10.4 (11.2)  102 %, 91 %
 *   preview (order module's)         84 · 286 ms  4.88 (3.78)      34 · 483 ms  13.8 (12.0)  96 %, 81 %
 * One call after another in one process (400–600 calls, node CPU per call, PostgreSQL: the server's
 * work not counted): list 3.9–4.9 → 3.0–3.6 ms, check 2.4–3.1 → 1.9–2.3 ms on PostgreSQL (wall 9.7–25
 * → 8.4–14 ms); on PGlite (the database's work counted) flat within the noise, 9.0–11.4 → 8.8–10.3 ms:
 * the one statement costs PGlite 1.9 ms of CPU where the three it replaced cost 2.7, and the rest is the
 * facts' statement (2.9 ms alone) and PGlite's own cost per statement. Left: the facts read every
 * column of goods and goods_spec (reading the ~20 it uses: 2.9 → 1.9 ms CPU for that statement on
 * PGlite; on PostgreSQL node CPU per list 3.0–3.6 → 2.5–2.6 ms, per check 1.9–2.3 → 1.5 ms); the
 * badge is one indexed count after the ticket, which is the pipeline's whole difference there. The
 * count and the preview did not change: their before/after differences above are the noise.
 */
import { cart as cartCalls, order as orderCalls, signHeaders, type CallDef } from "@qinlian/contract";
import { asc, inArray, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../server/src/app";
import type { AuthedCtx, Ctx } from "../server/src/kit/context";
import type { Db } from "../server/src/kit/db";
import { countQueries } from "../server/src/kit/query-count";
import { memberAddress } from "../server/src/modules/address/schema";
import { check, count, list } from "../server/src/modules/cart/service";
import { goods, goodsSpec } from "../server/src/modules/goods/schema";
import { prepare, previewView, price } from "../server/src/modules/order/checkout";
import { promotion } from "../server/src/modules/promotion/schema";
import { writeSyntheticIndex } from "../server/src/modules/search/test-synthetic";
import { createBenchPeople, fundAndTicket } from "./people";
import { benchDatabase, compareSides, DURATION } from "./harness";

const GOODS = Number(process.env.BENCH_CART_GOODS ?? 10_000);
const BUYERS = Number(process.env.BENCH_CART_BUYERS ?? 40);
const LINES = Number(process.env.BENCH_CART_LINES ?? 10);
const CART_SHOPS = Number(process.env.BENCH_CART_SHOPS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CART_CONNECTIONS ?? 10);
const SHOPS = 200;
const PREFIX = "k";

type Name = "list" | "count" | "check" | "preview";

interface Case {
  readonly name: Name;
  readonly call: CallDef;
  /** The body each buyer sends (by buyer index). */
  readonly body: (buyer: number) => Record<string, unknown>;
  /** What the bare route runs: the call's service function, without the pipeline. */
  readonly run: (ctx: AuthedCtx, body: unknown) => Promise<unknown>;
}

interface Buyer {
  readonly id: string;
  readonly ticket: string;
  readonly addressId: string;
  /** The cart's lines (id, spec, quantity), as the checkout sends them. */
  readonly lines: readonly { cartId: string; specId: string; quantity: number }[];
}

function cases(buyers: readonly Buyer[]): Case[] {
  const previewBody = (i: number) => ({
    lines: buyers[i].lines.map((l) => ({ specId: l.specId, quantity: l.quantity, cartId: l.cartId })),
    destination: { kind: "ADDRESS", addressId: buyers[i].addressId },
  });
  return [
    { name: "list", call: cartCalls.selListByParamV2, body: () => ({}), run: (ctx, body) => list(ctx, cartCalls.selListByParamV2.input.parse(body)) },
    { name: "count", call: cartCalls.selCartCount, body: () => ({}), run: (ctx) => count(ctx) },
    { name: "check", call: cartCalls.check, body: () => ({}), run: (ctx, body) => check(ctx, cartCalls.check.input.parse(body)) },
    {
      name: "preview",
      call: orderCalls.previewOrder,
      body: previewBody,
      run: async (ctx, body) => {
        const input = orderCalls.previewOrder.input.parse(body);
        const p = await prepare(ctx, input);
        return previewView(p, price(p, input.coupons, ctx.now), ctx.now);
      },
    },
  ];
}

const listening = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

/** A buyer's context for the bare route, as the pipeline would resolve it from the ticket (now: the request's). */
const buyerCtx = (base: Ctx, id: string): AuthedCtx => ({
  ...base,
  now: new Date(),
  member: { memberId: id, boId: id, boType: "PERSON", employeeId: null, loginId: id, ticketId: id, roles: ["BUYER"], funcs: new Set() },
});

/** Statements per request for the first buyers (one request at a time, after one to warm caches); median and max. */
async function statementsPerRequest(db: Db, base: string, c: Case, headers: (i: number, body: string) => Record<string, string>, buyers: number): Promise<string> {
  const counter = countQueries(db);
  const counts: number[] = [];
  let example: readonly string[] = [];
  try {
    for (let i = 0; i < Math.min(buyers, 8); i++) {
      const body = JSON.stringify(c.body(i));
      const send = () => fetch(`${base}${c.call.path}`, { method: "POST", headers: { "content-type": "application/json", ...headers(i, body) }, body });
      await (await send()).json();
      counter.reset();
      const reply = (await (await send()).json()) as { code: string; msg: string };
      if (reply.code !== "0") throw new Error(`${c.name} ${body}: ${reply.code} ${reply.msg}`);
      counts.push(counter.count);
      if (i === 0) example = [...counter.statements];
    }
  } finally {
    counter.stop();
  }
  counts.sort((x, y) => x - y);
  if (process.env.BENCH_CART_STATEMENTS) for (const s of example) console.log(`    ${s}`);
  return `median ${counts[Math.floor(counts.length / 2)]}, max ${counts.at(-1)}`;
}

/**
 * The carts: buyer b takes CART_SHOPS shops (spread over the catalogue) and LINES goods among them;
 * lines are added through the add call, so they are what a buyer's clicks make. Returns each buyer's
 * lines in the order added.
 */
async function fillCarts(db: Db, base: string, sign: (body: string) => Record<string, string>, APP_CODE: string, people: readonly { id: string; ticket: string }[]): Promise<Map<string, { cartId: string; specId: string; quantity: number }[]>> {
  const rows = await db.select({ shopId: goods.shopId, goodsId: goods.id }).from(goods).orderBy(asc(goods.shopId), asc(goods.id));
  const byShop = new Map<string, string[]>();
  for (const r of rows) if (r.shopId) byShop.set(r.shopId, [...(byShop.get(r.shopId) ?? []), r.goodsId]);
  const shopIds = [...byShop.keys()].filter((s) => byShop.get(s)!.length >= Math.ceil(LINES / CART_SHOPS));
  const picks = people.map((_, b) => {
    const shops = Array.from({ length: CART_SHOPS }, (_, k) => shopIds[(b * 7 + k * 31) % shopIds.length]);
    return Array.from({ length: LINES }, (_, n) => byShop.get(shops[n % CART_SHOPS])![(b + Math.floor(n / CART_SHOPS)) % byShop.get(shops[n % CART_SHOPS])!.length]);
  });
  // a second spec on every goods in a cart (the spec picker shows both)
  const inCarts = [...new Set(picks.flat())];
  await db.insert(goodsSpec).values(inCarts.map((goodsId) => ({ goodsId, name: "整箱", price: 50_000, stock: 1000, sort: 1 })));
  const specs = await db.select({ id: goodsSpec.id, goodsId: goodsSpec.goodsId }).from(goodsSpec).where(inArray(goodsSpec.goodsId, inCarts)).orderBy(asc(goodsSpec.sort), asc(goodsSpec.id));
  const firstSpec = new Map<string, string>();
  for (const s of specs) if (!firstSpec.has(s.goodsId)) firstSpec.set(s.goodsId, s.id);
  const out = new Map<string, { cartId: string; specId: string; quantity: number }[]>();
  for (const [b, p] of people.entries()) {
    const lines: { cartId: string; specId: string; quantity: number }[] = [];
    for (const [n, goodsId] of picks[b].entries()) {
      const specId = firstSpec.get(goodsId)!;
      if (lines.some((l) => l.specId === specId)) continue;
      const body = JSON.stringify({ specId, quantity: 1 + (n % 3) });
      const r = (await (
        await fetch(`${base}${cartCalls.addOrderCartV2.path}`, { method: "POST", headers: { "content-type": "application/json", [`${APP_CODE}Ticket`]: p.ticket, ...sign(body) }, body })
      ).json()) as { code: string; msg: string; data: { id: string; quantity: number } };
      if (r.code !== "0") throw new Error(`add to cart: ${r.code} ${r.msg}`);
      lines.push({ cartId: r.data.id, specId, quantity: r.data.quantity });
    }
    out.set(p.id, lines);
  }
  // every third shop runs a full reduction (the cart's shop badges, the preview's promotions)
  const now = Date.now();
  await db.insert(promotion).values(
    shopIds
      .filter((_, i) => i % 3 === 0)
      .map((shopId) => ({ shopId, boId: shopId.replace("shop", "bo"), name: "满 300 减 20", kind: "FULL_REDUCTION" as const, rule: { kind: "FULL_REDUCTION" as const, tiers: [{ threshold: 30_000, off: 2_000 }] }, startAt: new Date(now - 86_400_000), endAt: new Date(now + 30 * 86_400_000) })),
  );
  return out;
}

/** The cart reads at BENCH_CART_GOODS goods (see the header). */
export async function benchCart(): Promise<void> {
  const { config, database, dispose } = await benchDatabase("cart");
  const db = database.db;
  const started = Date.now();
  await writeSyntheticIndex(db, { count: GOODS, withGoods: true, shops: SHOPS, prefix: PREFIX, seed: 14 });
  const ids = Array.from({ length: BUYERS }, (_, i) => `bench-cart-buyer-${i}`);
  await createBenchPeople(db, ids);
  const addresses = await db
    .insert(memberAddress)
    .values(ids.map((b) => ({ boId: b, receiverName: b, mobile: "13800000001", areaCode: "370102", areaName: "山东省济南市历下区", address: "经十路 1 号", isDefault: true })))
    .returning({ id: memberAddress.id, boId: memberAddress.boId });

  const q = await buildApp({ config, database, logger: false });
  const pipelineBase = await listening(q.app);
  const tickets = await fundAndTicket(db, q.systemCtx(), ids);
  // one timestamp per call's runs (about a minute), well inside the signature's ±5 min window
  let at = Date.now();
  const signed = (body: string): Record<string, string> => ({ ...signHeaders(config.APP_CODE, config.APP_PUBLIC_KEY, body, at) });
  const carts = await fillCarts(
    db,
    pipelineBase,
    signed,
    config.APP_CODE,
    ids.map((id, i) => ({ id, ticket: tickets[i] })),
  );
  await db.execute(sql`analyze`);
  const buyers: Buyer[] = ids.map((id, i) => ({ id, ticket: tickets[i], addressId: addresses.find((a) => a.boId === id)!.id, lines: carts.get(id)! }));
  const shopsPerCart = new Set(buyers[0].lines.map((l) => l.specId)).size;
  console.log(
    `cart: ${database.kind}, ${GOODS} goods in ${SHOPS} shops, ${BUYERS} buyers with ${shopsPerCart} lines over ${CART_SHOPS} shops each, loaded in ${((Date.now() - started) / 1000).toFixed(0)} s; ${CONNECTIONS} connections, ${DURATION} s per run, runs alternate`,
  );

  const only = process.env.BENCH_CART_ONLY;
  const ticketOf = (i: number) => ({ [`${config.APP_CODE}Ticket`]: buyers[i].ticket });
  for (const c of cases(buyers)) {
    if (only && only !== c.name) continue;
    at = Date.now();
    const bare = Fastify();
    bare.post("/bare", async (req) => {
      const { buyer, body } = req.body as { buyer: number; body: unknown };
      return { code: "0", msg: "成功", data: await c.run(buyerCtx(q.systemCtx(), buyers[buyer].id), body) };
    });
    const bareBase = await listening(bare);
    console.log(`cart ${c.name} (${c.call.path}): statements per request ${await statementsPerRequest(db, pipelineBase, c, (i, body) => ({ ...ticketOf(i), ...signed(body) }), BUYERS)}`);
    await compareSides(
      { url: `${bareBase}/bare`, requests: buyers.map((_, i) => ({ body: JSON.stringify({ buyer: i, body: c.body(i) }), headers: {} })) },
      {
        url: `${pipelineBase}${c.call.path}`,
        requests: buyers.map((_, i) => {
          const body = JSON.stringify(c.body(i));
          return { body, headers: { ...ticketOf(i), ...signed(body) } };
        }),
      },
      { unit: "req/s", connections: CONNECTIONS },
    );
    await bare.close();
  }

  await q.close();
  await dispose();
}
