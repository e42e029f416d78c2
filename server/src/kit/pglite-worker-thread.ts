/**
 * The worker thread of the embedded database (started by pglite-worker.ts, whose header describes the
 * protocol): opens PGlite with the options openDatabase uses (dataDir, loadDataDir, pg_trgm,
 * relaxedDurability), installs drizzle's raw parsers once, then answers each request by its id.
 * Bundled as dist/pglite-worker-thread.js next to main.js (server/build.mjs).
 */
import { parentPort, workerData } from "node:worker_threads";
import { messages, PGlite, TransactionAbortedError, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { installDrizzleParsers } from "./pglite-parsers";
import type { PgliteWorkerOptions, WireError, WorkerCall, WorkerMessage, WorkerRequest } from "./pglite-worker";

/** The PostgreSQL fields of PGlite's DatabaseError that cross back (the server reads code and constraint). */
const databaseErrorFields = [
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;

/** Rejects a transaction's callback when the client ends it with a rollback (not an error to report). */
const clientRollback = new Error("rolled back by the client");

/** One transaction open in PGlite: its handle, and the release of the callback PGlite waits on. */
class OpenTransaction {
  tx: Transaction | undefined;
  /** When the client last sent a statement in it (or opened it). */
  lastUsed = Date.now();
  private release: ((commit: boolean) => void) | undefined;
  readonly settled: Promise<void>;

  /** Opens the transaction; `entered` is called once its statements can run. */
  constructor(pglite: PGlite, entered: () => void) {
    this.settled = pglite.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          this.tx = tx;
          this.release = (c) => (c ? commit() : rollback(clientRollback));
          entered();
        }),
    );
  }

  /** Lets PGlite commit (or roll back) and waits for it; a rollback the client asked for is not an error. */
  async end(commit: boolean): Promise<void> {
    this.release?.(commit);
    try {
      await this.settled;
    } catch (e) {
      if (e !== clientRollback) throw e;
    }
  }
}

/** The error as it crosses to the main thread, PostgreSQL's fields kept. */
function wireError(e: unknown): WireError {
  if (e instanceof messages.DatabaseError) {
    const fields: Record<string, string> = {};
    for (const k of databaseErrorFields) {
      const v = e[k];
      if (v !== undefined) fields[k] = v;
    }
    const extra = e as { query?: unknown; params?: unknown };
    return {
      kind: e instanceof TransactionAbortedError ? "aborted" : "database",
      message: e.message,
      name: e.name,
      length: e.length,
      fields,
      query: typeof extra.query === "string" ? extra.query : undefined,
      params: Array.isArray(extra.params) ? (extra.params as unknown[]) : undefined,
    };
  }
  if (e instanceof Error) return { kind: "error", message: e.message, name: e.name, stack: e.stack };
  return { kind: "error", message: String(e), name: "Error" };
}

async function serve(port: NonNullable<typeof parentPort>, options: PgliteWorkerOptions): Promise<void> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    relaxedDurability: options.relaxedDurability,
  });
  installDrizzleParsers(pglite);
  const open = new Map<number, OpenTransaction>();
  /** Transactions the watchdog rolled back, with why (their next statement or end answers it). */
  const abandoned = new Map<number, string>();
  let lastTx = 0;
  const notOpen = (tx: number) => new Error(abandoned.get(tx) ?? `PGlite worker: transaction ${tx} is not open`);

  const on = (tx: number | undefined): Pick<Transaction, "query" | "exec"> => {
    if (tx === undefined) return pglite;
    const t = open.get(tx);
    if (!t?.tx) throw notOpen(tx);
    t.lastUsed = Date.now();
    return t.tx;
  };

  // The watchdog: every other statement waits while a transaction is open, so one whose client sends
  // nothing for TX_IDLE (its callback waiting on a read that is itself queued behind it: a deadlock)
  // would stop the whole server. It is rolled back instead: one failed request. A transaction that
  // works (a long import, migrations) sends statements and is never idle that long.
  const idleMs = options.txIdleMs ?? 30_000;
  const watchdog = setInterval(
    () => {
      for (const [id, t] of open) {
        if (Date.now() - t.lastUsed < idleMs) continue;
        open.delete(id);
        abandoned.set(id, `PGlite worker: transaction ${id} was rolled back after ${idleMs} ms without a statement (every other statement waits for it)`);
        t.end(false).catch(() => undefined);
      }
    },
    Math.min(1_000, idleMs),
  );
  watchdog.unref();

  const answer = async (call: WorkerCall): Promise<unknown> => {
    switch (call.op) {
      case "query":
        return on(call.tx).query(call.text, call.params, call.options);
      case "exec":
        return on(call.tx).exec(call.text, call.options);
      case "begin": {
        const id = ++lastTx;
        await new Promise<void>((entered, failed) => {
          const t = new OpenTransaction(pglite, entered);
          open.set(id, t);
          t.settled.catch((e: unknown) => {
            open.delete(id);
            failed(e instanceof Error ? e : new Error(String(e))); // BEGIN failed (once entered, the promise is settled and this does nothing)
          });
        });
        return id;
      }
      case "end": {
        const t = open.get(call.tx);
        if (!t) {
          const why = abandoned.get(call.tx);
          abandoned.delete(call.tx);
          // a rollback the watchdog already made is what the client asked for
          if (why && !call.commit) return null;
          throw new Error(why ?? `PGlite worker: transaction ${call.tx} is not open`);
        }
        open.delete(call.tx);
        await t.end(call.commit);
        return null;
      }
      case "rollback": {
        const t = open.get(call.tx)?.tx;
        if (!t) throw notOpen(call.tx);
        await t.rollback();
        return null;
      }
      case "close":
        clearInterval(watchdog);
        await pglite.close();
        return null;
    }
  };

  port.on("message", (req: WorkerRequest) => {
    answer(req).then(
      (result) => {
        try {
          port.postMessage({ id: req.id, ok: true, result } satisfies WorkerMessage);
        } catch (e) {
          port.postMessage({ id: req.id, ok: false, error: wireError(e) } satisfies WorkerMessage);
        }
      },
      (e: unknown) => port.postMessage({ id: req.id, ok: false, error: wireError(e) } satisfies WorkerMessage),
    );
  });
  port.postMessage({ op: "ready" } satisfies WorkerMessage);
}

if (parentPort) {
  const port = parentPort;
  serve(port, workerData as PgliteWorkerOptions).catch((e: unknown) => port.postMessage({ op: "failed", error: wireError(e) } satisfies WorkerMessage));
}
