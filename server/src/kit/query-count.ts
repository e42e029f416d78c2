import type { Db } from "./db";

/** The client drizzle was given (PGlite wrapper or node-postgres pool): both answer `query`. */
interface QueryClient {
  query: (...args: unknown[]) => unknown;
}

export interface QueryCounter {
  /** The statements sent since the counter started (or was last reset), first words only. */
  readonly statements: readonly string[];
  readonly count: number;
  reset(): void;
  /** Puts the client's own `query` back. */
  stop(): void;
}

/**
 * Counts the statements sent through `db` (the database, not a transaction: statements inside a
 * transaction run on the transaction's own handle and are not counted). For tests and benchmarks that
 * check how many round trips a call costs; calls must run one at a time for the count to be theirs.
 */
export function countQueries(db: Db): QueryCounter {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const own = Object.prototype.hasOwnProperty.call(client, "query");
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? "");
    statements.push(text.replace(/\s+/g, " ").slice(0, 160));
    return original.apply(this, args);
  };
  return {
    statements,
    get count() {
      return statements.length;
    },
    reset: () => void statements.splice(0),
    stop: () => {
      if (own) client.query = original;
      else delete (client as Partial<QueryClient>).query;
    },
  };
}

/** Runs `f` while counting the statements it sends through `db` (see countQueries): its result, the count and the statements. */
export async function counted<T>(db: Db, f: () => Promise<T>): Promise<{ out: T; n: number; statements: readonly string[] }> {
  const c = countQueries(db);
  try {
    const out = await f();
    return { out, n: c.count, statements: [...c.statements] };
  } finally {
    c.stop();
  }
}
