/**
 * search: POST /openapi/dmp/goodsEs/searchPageNew/1.0 (signed) through the full pipeline, on a
 * catalogue of 100 000 goods (synthetic, seeded: titles from the platform's categories), versus a
 * bare Fastify POST route running the same search (the same service function: the ranked page, the
 * facet counts and the goods cards) without the pipeline. The requests rotate over a set of typical
 * searches: two-character keywords, longer phrases, category and price filters, sorts.
 * Reports p50 / p99 latency of both and the pipeline's share of the bare route's requests per second.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { search as searchCalls, searchInput, signHeaders } from "@qinlian/contract";
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/kit/db";
import { syncPlatformData } from "../server/src/modules";
import { searchGoods } from "../server/src/modules/search/service";
import { writeSyntheticIndex } from "../server/src/modules/search/synthetic";

const GOODS = Number(process.env.BENCH_SEARCH_GOODS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const QUERIES: Record<string, unknown>[] = [
  { keyword: "蛋鸡" },
  { keyword: "饲料", sort: "SALES" },
  { keyword: "疫苗" },
  { keyword: "鸡苗", categoryId: "01" },
  { keyword: "玉米", pageNum: 2 },
  { keyword: "褐壳蛋鸡苗" },
  { keyword: "自动料线 现货" },
  { keyword: "沂蒙", sort: "NEWEST" },
  { categoryId: "0401", sort: "PRICE_ASC" },
  { keyword: "兽药", areaCode: "370000", priceMax: 10_000 },
  {},
  { keyword: "鸭", facets: false },
];

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, bodies: string[], sign: boolean, appCode: string, publicKey: string): Promise<Result> {
  const now = Date.now();
  const r = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION,
    requests: bodies.map((body) => ({
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...(sign ? signHeaders(appCode, publicKey, body, now) : {}) },
    })),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function benchSearch(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "qinlian-bench-search-"));
  const url = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: "warn",
    RATE_LIMIT_IP_PER_MIN: "1000000000",
    RATE_LIMIT_TICKET_PER_MIN: "1000000000",
    JOBS_ENABLED: "false",
  });
  const database = await openDatabase({ url, dataDir: url ? undefined : join(dataDir, "pg"), poolSize: 16 });
  await syncPlatformData(database.db, config);
  const started = Date.now();
  await writeSyntheticIndex(database.db, { count: GOODS, withGoods: true, shops: 500, prefix: "b" });
  console.log(`search: ${database.kind}, ${GOODS} goods loaded in ${((Date.now() - started) / 1000).toFixed(0)} s; ${CONNECTIONS} connections, ${DURATION} s per run, runs alternate`);

  const q = await buildApp({ config, database, logger: false });
  await q.app.listen({ port: 0, host: "127.0.0.1" });
  const pipelineUrl = `http://127.0.0.1:${(q.app.server.address() as { port: number }).port}${searchCalls.searchGoods.path}`;

  const bare = Fastify();
  bare.post("/search", async (req) => {
    const data = await searchGoods(q.systemCtx(), searchInput.parse(req.body));
    return { code: "0", msg: "成功", data };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/search`;

  const bodies = QUERIES.map((x) => JSON.stringify({ pageSize: 20, ...x }));
  const run = (which: "bare" | "pipe") => load(which === "bare" ? bareUrl : pipelineUrl, bodies, which === "pipe", config.APP_CODE, config.APP_PUBLIC_KEY);
  await run("bare"); // warm-up
  await run("pipe");
  const runs: { bare: Result; pipe: Result }[] = [];
  for (let i = 0; i < 2; i++) runs.push({ bare: await run("bare"), pipe: await run("pipe") });
  const avg = (k: "bare" | "pipe", f: keyof Result) => runs.reduce((s, r) => s + r[k][f], 0) / runs.length;
  const row = (name: string, k: "bare" | "pipe") =>
    `  ${name.padEnd(10)} ${avg(k, "rps").toFixed(0).padStart(7)} req/s   p50 ${avg(k, "p50").toFixed(1)} ms   p99 ${avg(k, "p99").toFixed(1)} ms   errors ${avg(k, "errors")}`;
  console.log(row("bare", "bare"));
  console.log(row("pipeline", "pipe"));
  const ratio = avg("pipe", "rps") / avg("bare", "rps");
  console.log(`  ratio pipeline/bare: ${(ratio * 100).toFixed(1)} % (target ≥ 80 %) ${ratio >= 0.8 ? "PASS" : "BELOW TARGET"}`);

  await bare.close();
  await q.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
