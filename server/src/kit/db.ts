import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { dropDrizzleParsers, installDrizzleParsers } from "./pglite-parsers";
import { PgliteWorker } from "./pglite-worker";

/** The query interface every service uses: the database or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /** The embedded instance (only for kind "pglite" in this thread, not with `worker`), e.g. for dumping a test template. */
  readonly pglite?: PGlite;
  close(): Promise<void>;
}

/** server/drizzle, found from this file both in src/kit (tsx, vitest) and in the dist bundle. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, "..", "..", "drizzle"), join(here, "..", "drizzle")]) {
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
  }
  throw new Error(`drizzle migrations folder not found near ${here}`);
}

const casing = "snake_case" as const;

export interface OpenOptions {
  /** PostgreSQL connection string; unset means the embedded database. */
  url?: string;
  /** Directory of the embedded database; unset means in memory. */
  dataDir?: string;
  /** A dump (tar) to start the embedded database from, e.g. the migrated test template. */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * Runs the embedded database in a worker thread (pglite-worker.ts) instead of this one, so the
   * database's work and the server's run on two cores. Then `Database.pglite` is unset.
   */
  worker?: boolean;
  /** With `worker`: called once if the worker thread dies before close() (every later query fails). */
  onCrash?: (e: Error) => void;
}

/** Opens (and, unless `migrate` is false, migrates) the database. */
export async function openDatabase(opts: OpenOptions, migrate = true): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    pool.on("error", () => undefined); // idle client errors surface on the next query instead
    const db = drizzlePg({ client: pool, casing });
    if (migrate) await migratePg(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(resolve(opts.dataDir), { recursive: true });
  const pgliteOptions = { dataDir: opts.dataDir ? resolve(opts.dataDir) : undefined, loadDataDir: opts.loadDataDir, relaxedDurability: !opts.dataDir };
  if (opts.worker) {
    const client = await PgliteWorker.open(pgliteOptions, opts.onCrash);
    // the same two calls as withDrizzleParsers' client; drizzle's parsers are installed in the worker
    const db = drizzlePglite({ client: client as unknown as PGlite, casing });
    if (migrate) await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
  }
  const pglite = await PGlite.create({ ...pgliteOptions, extensions: { pg_trgm } });
  // drizzle is handed the client that installs its parsers once (see withDrizzleParsers); it only
  // ever calls `query` and `transaction` on it.
  const db = drizzlePglite({ client: withDrizzleParsers(pglite) as PGlite, casing });
  if (migrate) await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: "pglite", pglite, close: () => pglite.close() };
}

type PgliteQuery = Transaction["query"];

/**
 * A PGlite client for drizzle that does not copy PGlite's parser table on every query.
 *
 * drizzle passes its parsers (pglite-parsers.ts) with every query, and PGlite answers each query by merging them
 * into its own table of ~320 parsers (`{ ...this.parsers, ...options.parsers }`, one per type and
 * array type): an object copy of 0.1–0.25 ms per query, 10–20 % of the CPU of a write transaction
 * (measured by bench/pay.ts, see its header). Here drizzle's parsers are installed once in PGlite's
 * table and dropped from each query, so every value is parsed exactly as before. Only the PGlite
 * instance drizzle uses is changed: its own `query` then also answers those types as raw strings.
 */
export function withDrizzleParsers(pglite: PGlite): Pick<PGlite, "query" | "transaction"> {
  installDrizzleParsers(pglite);
  const query =
    (run: PgliteQuery): PgliteQuery =>
    (text, params, options) =>
      run(text, params, dropDrizzleParsers(options));
  return {
    query: query((text, params, options) => pglite.query(text, params, options)),
    transaction: (fn) =>
      pglite.transaction((tx) => {
        const wrapped: Transaction = {
          query: query((text, params, options) => tx.query(text, params, options)),
          sql: tx.sql.bind(tx),
          exec: (text, options) => tx.exec(text, options),
          rollback: () => tx.rollback(),
          listen: (channel, callback) => tx.listen(channel, callback),
          get closed() {
            return tx.closed;
          },
        };
        return fn(wrapped);
      }),
  };
}

/** Runs raw SQL and returns its rows (the row shape is the caller's promise). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute<T>(query)) as { rows: T[] };
  return res.rows;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
