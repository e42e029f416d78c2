/**
 * Statements built once per process: for the few statements every checkout runs (the order read for
 * update, the history row, the payment's and the ledger's rows), Drizzle's query building costs more
 * CPU than the database round trip (a `select()` of the order's 50 columns: ~175 µs to build; the
 * checkout's 36 statements spent ~30 % of the server's CPU in the builder). `statement(name, build)`
 * builds the query the first time it runs and then only fills in the values, on whichever handle the
 * caller holds (the database or a transaction: a Drizzle prepared statement is bound to one handle, so
 * it cannot be kept across requests by itself). On PostgreSQL the statement is also prepared on each
 * connection under its name (the server parses and plans it once per connection).
 *
 * Every value must be a placeholder (`p("orderId")`): a value written into the builder, and the
 * defaults Drizzle fills in (`$defaultFn` ids, `$onUpdate` times), would be frozen into every later
 * run; the first run refuses a statement holding any (give ids and times as placeholders too).
 * Use it where a benchmark shows the builder matters; everywhere else the builder is clearer.
 */
import { getTableName, is, Param, Placeholder, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./db";

/** What a built query answers to (Drizzle's select, insert, update and delete builders). */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/** The parts of a Drizzle prepared query needed to make the same one on another handle (Drizzle internals, kept to this file). */
interface PreparedParts {
  query: { sql: string; params: unknown[] };
  fields?: unknown;
  customResultMapper?: unknown;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
  joinsNotNullableMap?: unknown;
}

interface SessionLike {
  prepareQuery(
    query: PreparedParts["query"],
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
    queryMetadata?: unknown,
    cacheConfig?: unknown,
  ): { execute(values?: Record<string, unknown>): Promise<unknown>; joinsNotNullableMap?: unknown };
}

const names = new Set<string>();

/** A placeholder for the value named `key` (typed by the statement's values). */
export type Slot<V> = <K extends keyof V & string>(key: K) => Placeholder<K>;

const slot = <K extends string>(key: K) => sql.placeholder(key);

/** The built parts of a query, or null when it holds a value (which would be frozen into later runs). */
function partsOf(name: string, built: { prepare(name: string): unknown }): PreparedParts | null {
  const parts = built.prepare(name) as PreparedParts;
  // a null given to the builder is a constant, not a frozen value (shapes put their nulls there: a
  // placeholder's encoder would turn null into a JSON "null" or fail on a timestamp)
  const frozen = parts.query.params.some((v) => v !== null && !is(v, Placeholder) && !(is(v, Param) && (is(v.value, Placeholder) || v.value === null)));
  return frozen ? null : parts;
}

/** Runs built parts on `db`'s handle (the database or a transaction). */
function run(db: Db, name: string, parts: PreparedParts, values: Record<string, unknown>): Promise<unknown> {
  const session = (db as unknown as { _: { session: SessionLike } })._.session;
  const q = session.prepareQuery(parts.query, parts.fields, name, true, parts.customResultMapper, parts.queryMetadata, parts.cacheConfig);
  q.joinsNotNullableMap = parts.joinsNotNullableMap;
  return q.execute(values);
}

/**
 * Declares a statement (at module level, once). `name` must be unique in the process (it names the
 * prepared statement on PostgreSQL); `build` receives the handle and a placeholder maker.
 */
export function statement<V extends Record<string, unknown>, R>(name: string, build: (db: Db, p: Slot<V>) => Preparable<R>): (db: Db, values: V) => Promise<R> {
  if (names.has(name)) throw new Error(`statement "${name}" is declared twice`);
  names.add(name);
  let parts: PreparedParts | null = null;
  return async (db, values) => {
    if (!parts) {
      parts = partsOf(name, build(db, slot));
      if (!parts) throw new Error(`statement "${name}" holds a value, not a placeholder: it would be frozen into every run`);
    }
    return (await run(db, name, parts, values)) as R;
  };
}

/** Statement shapes seen (see `byShape`) → their built parts; null: not cacheable. */
const shapes = new Map<string, { name: string; parts: PreparedParts | null }>();
const MAX_SHAPES = 1000;

/**
 * Runs a statement whose shape varies (the columns an insert or an update gives) with the statement
 * built once per `key`: `build` makes it with placeholders (`p(name)`), `values` fills them. A shape
 * the builder would fill with a value of its own (a `$defaultFn` id not given, a value in a condition)
 * is not kept: `fallback` (the plain builder) runs instead, each time.
 */
export async function byShape<R>(
  db: Db,
  key: string,
  build: (p: (name: string) => Placeholder) => { prepare(name: string): unknown },
  values: Record<string, unknown>,
  fallback: () => Promise<R>,
): Promise<R> {
  let shape = shapes.get(key);
  if (!shape) {
    const name = `shape_${shapes.size + 1}`;
    shape = { name, parts: partsOf(name, build(slot)) };
    if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
  }
  if (!shape.parts) return fallback();
  return (await run(db, shape.name, shape.parts, values)) as R;
}

/**
 * Inserts `rows` (no result), built once per shape: the table, the columns each row gives and whether
 * a conflict is ignored (rows that do not give their id fall back to the builder: see `byShape`).
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly T["$inferInsert"][], opts: { ignoreConflict?: boolean } = {}): Promise<void> {
  if (!rows.length) return;
  const given = rows.map((r) => Object.keys(r).filter((k) => (r as Record<string, unknown>)[k] !== undefined));
  const isNull = (i: number, k: string) => (rows[i] as Record<string, unknown>)[k] === null;
  const key = `insert|${getTableName(table)}|${opts.ignoreConflict ? "ignore" : ""}|${given.map((g, i) => g.map((k) => (isNull(i, k) ? `${k}=null` : k)).join(",")).join(";")}`;
  const insert = (values: T["$inferInsert"][]) => {
    const q = db.insert(table).values(values);
    return opts.ignoreConflict ? q.onConflictDoNothing() : q;
  };
  const values: Record<string, unknown> = {};
  given.forEach((g, i) => {
    for (const k of g) if (!isNull(i, k)) values[`${i}.${k}`] = (rows[i] as Record<string, unknown>)[k];
  });
  await byShape(
    db,
    key,
    (p) => insert(given.map((g, i) => Object.fromEntries(g.map((k) => [k, isNull(i, k) ? null : p(`${i}.${k}`)]))) as T["$inferInsert"][]),
    values,
    async () => void (await insert([...rows])),
  );
}
