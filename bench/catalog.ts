/**
 * catalog: the read path of the mall at 10 000 goods (issue 14), each call through the full pipeline
 * (signed) versus a bare Fastify POST route running the same service function, in the same run:
 *
 *  detail:  POST /api/trading/goods/detail — the goods, its shop card, score, pay plans and eight
 *           recommendations, over 300 goods of 200 shops (views counted in memory, flushed every 3 s).
 *  list:    /goods/list's call, the goods search without a keyword (search.searchGoods): category,
 *           area and sort filters, pages 1–3, with facets, as the list page browses.
 *  page:    the goods module's own public list (goods.selGoodsListByPage): newest, by sales, by price,
 *           by category, pages 1–3.
 *
 * Before the load each call's statements per request are counted at the database client (one request
 * at a time, after a warm-up) and printed. Goods, specs and open shops are the search benchmark's
 * synthetic catalogue (server/src/modules/search/test-synthetic.ts).
 *
 * BENCH_CATALOG_GOODS (10 000), BENCH_CATALOG_CONNECTIONS (10); BENCH_DATABASE_URL, BENCH_SECONDS as
 * in harness.ts. BENCH_CATALOG_ONLY=detail|list|page runs one of them.
 */
import { goods as goodsCalls, search as searchCalls, searchInput, signHeaders, type CallDef } from "@qinlian/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../server/src/app";
import type { Ctx } from "../server/src/kit/context";
import type { Db } from "../server/src/kit/db";
import { countQueries } from "../server/src/kit/query-count";
import { detail, publicPage } from "../server/src/modules/goods/listing";
import { searchGoods } from "../server/src/modules/search/service";
import { writeSyntheticIndex } from "../server/src/modules/search/test-synthetic";
import { benchDatabase, compareSides, DURATION } from "./harness";

const GOODS = Number(process.env.BENCH_CATALOG_GOODS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CATALOG_CONNECTIONS ?? 10);
const SHOPS = 200;
const PREFIX = "c";

interface Case {
  readonly name: "detail" | "list" | "page";
  readonly call: CallDef;
  readonly bodies: readonly Record<string, unknown>[];
  /** What the bare route runs: the call's service function, without the pipeline. */
  readonly run: (ctx: Ctx, body: unknown) => Promise<unknown>;
}

const goodsId = (i: number) => `${PREFIX}${String(i).padStart(7, "0")}`;

function cases(): Case[] {
  const step = Math.floor(GOODS / 300) || 1;
  return [
    {
      name: "detail",
      call: goodsCalls.detail,
      bodies: Array.from({ length: Math.min(300, GOODS) }, (_, k) => ({ goodsId: goodsId((k * step) % GOODS) })),
      run: (ctx, body) => detail(ctx, goodsCalls.detail.input.parse(body)),
    },
    {
      name: "list",
      call: searchCalls.searchGoods,
      bodies: [{}, { categoryId: "04" }, { categoryId: "0401", sort: "SALES" }, { sort: "PRICE_ASC" }, { pageNum: 2 }, { areaCode: "370000" }, { categoryId: "01", pageNum: 3 }, { sort: "NEWEST" }].map((b) => ({ pageSize: 20, ...b })),
      run: (ctx, body) => searchGoods(ctx, searchInput.parse(body)),
    },
    {
      name: "page",
      call: goodsCalls.selGoodsListByPage,
      bodies: [{}, { categoryId: "04" }, { sort: "SALES" }, { pageNum: 3 }, { categoryId: "0401", sort: "PRICE_ASC" }, { sort: "VIEWS", pageNum: 2 }].map((b) => ({ pageSize: 20, ...b })),
      run: (ctx, body) => publicPage(ctx, goodsCalls.selGoodsListByPage.input.parse(body)),
    },
  ];
}

const listening = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

/** Statements per request of each body (one request at a time, after one to warm caches); median and max. */
async function statementsPerRequest(db: Db, base: string, c: Case, headers: (body: string) => Record<string, string>): Promise<string> {
  const counter = countQueries(db);
  const counts: number[] = [];
  try {
    for (const b of c.bodies.slice(0, 12)) {
      const body = JSON.stringify(b);
      const send = () => fetch(`${base}${c.call.path}`, { method: "POST", headers: { "content-type": "application/json", ...headers(body) }, body });
      await (await send()).json();
      counter.reset();
      const reply = (await (await send()).json()) as { code: string; msg: string };
      if (reply.code !== "0") throw new Error(`${c.name} ${body}: ${reply.code} ${reply.msg}`);
      counts.push(counter.count);
    }
  } finally {
    counter.stop();
  }
  counts.sort((x, y) => x - y);
  return `median ${counts[Math.floor(counts.length / 2)]}, max ${counts.at(-1)}`;
}

export async function benchCatalog(): Promise<void> {
  const { config, database, dispose } = await benchDatabase("catalog");
  const started = Date.now();
  await writeSyntheticIndex(database.db, { count: GOODS, withGoods: true, shops: SHOPS, prefix: PREFIX, seed: 14 });
  await database.db.execute("analyze");
  console.log(`catalog: ${database.kind}, ${GOODS} goods in ${SHOPS} shops loaded in ${((Date.now() - started) / 1000).toFixed(0)} s; ${CONNECTIONS} connections, ${DURATION} s per run, runs alternate`);

  const q = await buildApp({ config, database, logger: false });
  const pipelineBase = await listening(q.app);
  const only = process.env.BENCH_CATALOG_ONLY;
  // one timestamp for the whole run, well inside the signature's ±5 min window
  const now = Date.now();
  const signed = (body: string): Record<string, string> => ({ ...signHeaders(config.APP_CODE, config.APP_PUBLIC_KEY, body, now) });

  for (const c of cases()) {
    if (only && only !== c.name) continue;
    const bare = Fastify();
    bare.post("/bare", async (req) => ({ code: "0", msg: "成功", data: await c.run(q.systemCtx(), req.body) }));
    const bareBase = await listening(bare);
    console.log(`catalog ${c.name} (${c.call.path}): statements per request ${await statementsPerRequest(database.db, pipelineBase, c, signed)}`);
    const bodies = c.bodies.map((b) => JSON.stringify(b));
    await compareSides(
      { url: `${bareBase}/bare`, requests: bodies.map((body) => ({ body, headers: {} })) },
      { url: `${pipelineBase}${c.call.path}`, requests: bodies.map((body) => ({ body, headers: signed(body) })) },
      { unit: "req/s", target: 0.8, connections: CONNECTIONS },
    );
    await bare.close();
  }

  await q.close();
  await dispose();
}
