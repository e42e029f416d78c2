/**
 * What the benchmarks share: a scratch database and config with limits lifted, the load generator
 * (load.ts, in a child process), and the bare-versus-pipeline comparison (a warm-up, then two
 * alternating runs each, averages, ratio).
 *
 * Each side reports its throughput (2xx answers per second of load), p50 / p99 latency, and the server
 * process's CPU time per answered request. On this shared machine (2 cores, several sessions) the
 * throughput follows the load average (printed with the results); the CPU time per request does much
 * less, so the two ratios are printed: throughput and CPU cost.
 *
 * BENCH_DATABASE_URL: run on that PostgreSQL database instead of PGlite. Its name must contain
 * "bench": the harness empties it (drops the schemas public and drizzle) before migrating.
 * BENCH_PGLITE=memory: PGlite in memory instead of a data directory on disk (as the server runs it);
 * PGlite runs in a worker thread (server/src/kit/pglite-worker.ts) as the server runs it by default;
 * BENCH_PGLITE=thread: in the server's thread instead; "memory,thread" both.
 * BENCH_SECONDS (8), BENCH_CONNECTIONS (32).
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { loadConfig, type Config } from "../server/src/config";
import { openDatabase, type Database } from "../server/src/kit/db";
import { syncPlatformData } from "../server/src/modules";
import type { LoadJob, LoadRequest, LoadResult } from "./load";

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export interface Result extends LoadResult {
  /** 2xx answers per second. */
  readonly rps: number;
  /** The server process's CPU milliseconds (user + system) per 2xx answer. */
  readonly cpuMs: number;
}

/** Empties a PostgreSQL benchmark database (refused unless its name says it is one). */
async function wipe(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes("bench")) throw new Error(`BENCH_DATABASE_URL: the database "${name}" is emptied by the benchmark; use one whose name contains "bench"`);
  const database = await openDatabase({ url, poolSize: 1 }, false);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
}

/** A fresh database (PGlite in a temp dir, or BENCH_DATABASE_URL emptied) with the platform data, no rate limits, no jobs. */
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
  if (url) await wipe(url);
  const pglite = (process.env.BENCH_PGLITE ?? "").split(",");
  const inMemory = pglite.includes("memory");
  const worker = !url && !pglite.includes("thread");
  if (!url) console.log(`${name}: PGlite ${worker ? "in a worker thread" : "in the server's thread"}`);
  const database = await openDatabase({ url, dataDir: url || inMemory ? undefined : join(dataDir, "pg"), poolSize: 16, worker });
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

const loadScript = fileURLToPath(new URL("./load.ts", import.meta.url));

/** Runs load.ts in a child process against `url` for DURATION seconds; measures this process's CPU meanwhile. */
export function load(url: string, requests: readonly LoadRequest[], connections = CONNECTIONS): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(loadScript, [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let cpu0: NodeJS.CpuUsage | null = null;
    let done = false;
    child.on("message", (m: "started" | LoadResult) => {
      if (m === "started") {
        cpu0 = process.cpuUsage();
        return;
      }
      const cpu = process.cpuUsage(cpu0 ?? undefined);
      done = true;
      resolve({ ...m, rps: m.ok / m.seconds, cpuMs: m.ok ? (cpu.user + cpu.system) / 1000 / m.ok : 0 });
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (!done) reject(new Error(`load generator exited with ${code ?? "a signal"} before answering`));
    });
    child.send({ url, requests, connections, seconds: DURATION } satisfies LoadJob);
  });
}

export interface Side {
  readonly url: string;
  readonly requests: readonly LoadRequest[];
}

const load1 = () => loadavg()[0].toFixed(1);

/**
 * Loads the bare route and the pipeline in turn (a warm-up each, then two runs each, alternating),
 * prints both, the ratios and the load average, and returns the averages.
 */
export async function compareSides(bare: Side, pipeline: Side, o: { unit: string; names?: [string, string]; target?: number; connections?: number }): Promise<{ bare: Result; pipe: Result }> {
  const connections = o.connections ?? CONNECTIONS;
  const run = (which: "bare" | "pipe") => (which === "bare" ? load(bare.url, bare.requests, connections) : load(pipeline.url, pipeline.requests, connections));
  const loadBefore = load1();
  await run("bare");
  await run("pipe");
  const runs: { bare: Result; pipe: Result }[] = [];
  for (let i = 0; i < 2; i++) runs.push({ bare: await run("bare"), pipe: await run("pipe") });
  const avg = (k: "bare" | "pipe"): Result => {
    const mean = (f: (r: Result) => number) => runs.reduce((s, r) => s + f(r[k]), 0) / runs.length;
    return { ok: mean((r) => r.ok), errors: mean((r) => r.errors), seconds: mean((r) => r.seconds), p50: mean((r) => r.p50), p99: mean((r) => r.p99), rps: mean((r) => r.rps), cpuMs: mean((r) => r.cpuMs) };
  };
  const out = { bare: avg("bare"), pipe: avg("pipe") };
  const [bareName, pipeName] = o.names ?? ["bare", "pipeline"];
  const row = (name: string, r: Result, each: Result[]) =>
    `  ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} ${o.unit} (${each.map((x) => x.rps.toFixed(0)).join(", ")})   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   CPU ${r.cpuMs.toFixed(2)} ms each   errors ${r.errors}`;
  console.log(row(bareName, out.bare, runs.map((r) => r.bare)));
  console.log(row(pipeName, out.pipe, runs.map((r) => r.pipe)));
  const ratio = out.pipe.rps / out.bare.rps;
  const verdict = o.target === undefined ? "" : ` (target ≥ ${o.target * 100} %) ${ratio >= o.target ? "PASS" : "BELOW TARGET"}`;
  console.log(`  ratio ${pipeName}/${bareName}: ${(ratio * 100).toFixed(1)} % of the throughput${verdict}; CPU per request ${(out.pipe.cpuMs / out.bare.cpuMs).toFixed(2)}×`);
  console.log(`  load average (1 min) ${loadBefore} before, ${load1()} after, on ${o.connections ?? CONNECTIONS} connections × ${DURATION} s per run`);
  return out;
}

/** The site-info and search comparison: the same bodies on both sides, headers only on the pipeline. */
export async function compare<H extends Record<keyof H, string>>(bare: string, pipeline: string, bodies: readonly string[], pipelineHeaders?: (body: string) => H): Promise<void> {
  await compareSides(
    { url: bare, requests: bodies.map((body) => ({ body, headers: {} })) },
    { url: pipeline, requests: bodies.map((body) => ({ body, headers: { ...pipelineHeaders?.(body) } })) },
    { unit: "req/s", target: 0.8 },
  );
}
