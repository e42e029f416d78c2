/**
 * What both benchmarks share: a scratch database and config with limits lifted, the load generator,
 * and the bare-versus-pipeline comparison (warm-up, two alternating runs each, averages, ratio).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { loadConfig, type Config } from "../server/src/config";
import { openDatabase, type Database } from "../server/src/kit/db";
import { syncPlatformData } from "../server/src/modules";

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A fresh database (PGlite in a temp dir, or BENCH_DATABASE_URL) with the platform data, no rate limits, no jobs. */
export async function benchDatabase(name: string): Promise<{ config: Config; database: Database; dispose(this: void): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `qinlian-bench-${name}-`));
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
  return {
    config,
    database,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs the bodies in rotation at `url` for DURATION seconds over CONNECTIONS connections. */
async function load(url: string, bodies: readonly string[], headers: (body: string) => object): Promise<Result> {
  const r = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION,
    requests: bodies.map((body) => ({ method: "POST", body, headers: { "content-type": "application/json", ...(headers(body) as Record<string, string>) } })),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Loads the bare route and the pipeline in turn (a warm-up, then two runs each) and prints both and the ratio. */
export async function compare(bare: string, pipeline: string, bodies: readonly string[], pipelineHeaders: (body: string) => object = () => ({})): Promise<void> {
  const run = (which: "bare" | "pipe") => (which === "bare" ? load(bare, bodies, () => ({})) : load(pipeline, bodies, pipelineHeaders));
  await run("bare");
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
}
