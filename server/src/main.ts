import { join } from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirBusyError, lockDataDir, type DataDirLock } from "./kit/data-lock";
import { openDatabase } from "./kit/db";
import { loadDemoDataOnce } from "./demo";
import { catchUpAfterStart, writePlatformData } from "./modules";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  // One process per embedded database: lock DATA_DIR before PGlite opens it, for the process's life.
  let dataLock: DataDirLock | undefined;
  if (!config.DATABASE_URL) {
    try {
      dataLock = await lockDataDir(config.dataDir);
    } catch (e) {
      if (e instanceof DataDirBusyError) {
        console.error(e.message);
        process.exit(3);
      }
      throw e;
    }
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : join(config.dataDir, "pg"),
    poolSize: config.DATABASE_POOL_SIZE,
    worker: config.PGLITE_WORKER,
    // the embedded database's thread died: every later query would fail, so stop (a supervisor restarts us)
    onCrash: (e) => {
      console.error(`embedded database stopped: ${e.message}`);
      dataLock?.release();
      process.exit(4);
    },
  });
  // the app is built (routes, plugins: this thread's work) while the platform data is checked (the
  // database's: with the embedded database in its worker thread the two overlap); building reads nothing
  const [platformWritten, q] = await Promise.all([writePlatformData(database.db, config), buildApp({ config, database })]);
  if (platformWritten) q.app.log.info("platform data written (it changed since the last start)");
  if (config.DEMO_DATA && (await loadDemoDataOnce(q.systemCtx("demo")))) q.app.log.info("demo data loaded");
  await q.app.listen({ port: config.PORT, host: config.HOST });
  q.app.log.info(`Qinlian serving ${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"} on port ${config.PORT}`);
  // Off the start path, once the server answers: due jobs, and the search index catching up with
  // goods written while the server was down.
  if (config.JOBS_ENABLED) q.runner.start();
  const catchingUp = catchUpAfterStart(database.db, config).catch((e: unknown) => q.app.log.error({ err: e }, "search catch-up after start failed"));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    q.app.log.info(`${signal}: shutting down`);
    // a request that never ends must not keep the process from stopping
    setTimeout(() => {
      q.app.log.error(`${signal}: shutdown did not finish in 20 s, exiting`);
      process.exit(1);
    }, 20_000).unref();
    await q.close();
    await catchingUp;
    await database.close();
    dataLock?.release();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
