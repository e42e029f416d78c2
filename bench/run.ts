/**
 * npm run bench: throughput of the call pipeline against a bare Fastify route doing the same work,
 * measured in one run on this machine (so the ratio, not the absolute figure, is the result).
 *
 *  site-info: POST /api/system/site/selSystemSiteByParam through the full pipeline (rate limiter,
 *             ticket lookup, validation, envelope, security headers, compression check) versus a
 *             bare Fastify POST route running the same SELECT and returning the same envelope.
 *  search:    the goods search on 100 000 goods (bench/search.ts), same comparison.
 *  Target: the pipeline keeps ≥ 80 % of the bare route's requests per second.
 *  BENCH_ONLY=site-info|search runs one of them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/kit/db";
import { syncPlatformData } from "../server/src/modules";
import { systemSite } from "../server/src/modules/system/schema";
import { benchSearch } from "./search";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, body: string): Promise<Result> {
  const r = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "qinlian-bench-"));
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

  const q = await buildApp({ config, database, logger: false });
  await q.app.listen({ port: 0, host: "127.0.0.1" });
  const pipelinePort = (q.app.server.address() as { port: number }).port;

  const bare = Fastify();
  bare.post("/site", async () => {
    const [s] = await database.db.select().from(systemSite).where(eq(systemSite.code, config.SITE_CODE)).limit(1);
    return { code: "0", msg: "成功", data: s };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const barePort = (bare.server.address() as { port: number }).port;

  const pipelineUrl = `http://127.0.0.1:${pipelinePort}/api/system/site/selSystemSiteByParam`;
  const bareUrl = `http://127.0.0.1:${barePort}/site`;
  console.log(`site-info: ${database.kind}, ${CONNECTIONS} connections, ${DURATION} s per run, runs alternate`);
  await load(bareUrl, "{}"); // warm-up
  await load(pipelineUrl, "{}");
  const runs: { bare: Result; pipe: Result }[] = [];
  for (let i = 0; i < 2; i++) runs.push({ bare: await load(bareUrl, "{}"), pipe: await load(pipelineUrl, "{}") });
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

(async () => {
  const only = process.env.BENCH_ONLY; // "site-info" or "search" to run one of them
  if (!only || only === "site-info") await main();
  if (!only || only === "search") await benchSearch();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
