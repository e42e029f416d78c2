import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

/** The query interface every service uses: the database or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /** The embedded instance (only for kind "pglite"), e.g. for dumping a test template. */
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
  const pglite = await PGlite.create({
    dataDir: opts.dataDir ? resolve(opts.dataDir) : undefined,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    relaxedDurability: !opts.dataDir,
  });
  const db = drizzlePglite({ client: pglite, casing });
  if (migrate) await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: "pglite", pglite, close: () => pglite.close() };
}

/** Runs raw SQL and returns its rows (the row shape is the caller's promise). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute<T>(query)) as { rows: T[] };
  return res.rows;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
