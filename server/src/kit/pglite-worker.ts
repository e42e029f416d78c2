/**
 * The embedded database in a worker thread (node:worker_threads): PGlite runs in
 * pglite-worker-thread.ts and this client, on the main thread, answers drizzle's two calls —
 * `query(text, params, options)` and `transaction(fn)` — with the same results as the in-thread
 * client (db.ts's withDrizzleParsers): rows, fields and affectedRows cross by structured clone, and
 * PostgreSQL's errors are re-created here with their fields (code, detail, constraint, table, …).
 *
 * PGlite's own PGliteWorker needs Web Workers and navigator.locks (not in Node 20), hence this bridge.
 *
 * Protocol: each request carries an id; the worker answers it once. `begin` opens a PGlite
 * transaction in the worker and answers its transaction id once inside it; queries naming that id run
 * on the transaction, others wait for it as they do in-thread (PGlite runs one transaction at a time);
 * `end` commits (or rolls back) and answers when PGlite has. Query options cross only as data
 * (rowMode, paramTypes): drizzle's parsers are installed in the worker once, other parsers,
 * serializers, blobs and notice callbacks are refused.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { messages, TransactionAbortedError, type QueryOptions, type Results } from "@electric-sql/pglite";
import { dropDrizzleParsers } from "./pglite-parsers";

/** What the worker opens PGlite with (openDatabase's options for the embedded database). */
export interface PgliteWorkerOptions {
  readonly dataDir?: string;
  readonly loadDataDir?: Blob;
  readonly relaxedDurability: boolean;
  /** A transaction whose client sends no statement for this long is rolled back by the worker (default 30 s). */
  readonly txIdleMs?: number;
}

/** The query options that cross to the worker (plain data). */
export type WireQueryOptions = Pick<QueryOptions, "rowMode" | "paramTypes">;

/** What the client asks of the worker; `tx` names an open transaction. */
export type WorkerCall =
  | { readonly op: "query"; readonly tx?: number; readonly text: string; readonly params?: unknown[]; readonly options?: WireQueryOptions }
  | { readonly op: "exec"; readonly tx?: number; readonly text: string; readonly options?: WireQueryOptions }
  | { readonly op: "begin" }
  | { readonly op: "end"; readonly tx: number; readonly commit: boolean }
  | { readonly op: "rollback"; readonly tx: number }
  | { readonly op: "close" };

/** A call as sent: with the id its answer carries. */
export type WorkerRequest = WorkerCall & { readonly id: number };

/** An error as it crosses from the worker. */
export type WireError =
  | {
      readonly kind: "database" | "aborted";
      readonly message: string;
      readonly name: string;
      readonly length: number;
      /** PostgreSQL's fields of PGlite's DatabaseError: code, detail, constraint, table, column, … */
      readonly fields: Readonly<Record<string, string>>;
      readonly query?: string;
      readonly params?: unknown[];
    }
  | { readonly kind: "error"; readonly message: string; readonly name: string; readonly stack?: string };

/** A message from the worker: the start's outcome, or the answer to one request. */
export type WorkerMessage =
  | { readonly op: "ready" }
  | { readonly op: "failed"; readonly error: WireError }
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: WireError };

/** The transaction handle given to `transaction(fn)` (the part of PGlite's Transaction drizzle uses, and exec). */
export interface WorkerTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The worker entry: the bundle's pglite-worker-thread.js next to main.js, or the source file under tsx/vitest. */
export function workerEntry(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const name of ["pglite-worker-thread.js", "pglite-worker-thread.ts"]) {
    const candidate = join(here, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`pglite-worker-thread not found next to ${here}`);
}

/**
 * The source entry (under tsx or vitest) loaded through tsx's API: on Node 20 a worker does not take
 * the `--import tsx` hooks (in its execArgv or inherited), so the .ts file would be refused.
 */
function sourceBootstrap(entry: string): string {
  const tsx = import.meta.resolve("tsx/esm/api");
  const url = pathToFileURL(entry).href;
  return `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}))`;
}

/** Re-creates the worker's error on this thread: PGlite's own classes, PostgreSQL's fields kept. */
function revive(w: WireError): Error {
  if (w.kind === "error") {
    const e = new Error(w.message);
    e.name = w.name;
    return e;
  }
  const e = w.kind === "aborted" ? new TransactionAbortedError() : new messages.DatabaseError(w.message, w.length, w.name as messages.MessageName);
  Object.assign(e, w.fields, { query: w.query, params: w.params });
  return e;
}

/** The options as they cross: drizzle's parsers dropped (installed in the worker), functions and blobs refused. */
function wire(options: QueryOptions | undefined): WireQueryOptions | undefined {
  const o = dropDrizzleParsers(options);
  if (!o) return undefined;
  for (const k of ["parsers", "serializers", "blob", "onNotice"] as const) {
    if (o[k] !== undefined) throw new Error(`PGlite worker: the query option "${k}" cannot cross to the worker thread`);
  }
  return { rowMode: o.rowMode, paramTypes: o.paramTypes };
}

type Pending = { resolve(value: unknown): void; reject(e: Error): void };

/** The main-thread client of PGlite running in a worker thread: `query`, `transaction`, `exec`, `close`. */
export class PgliteWorker {
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private dead: Error | undefined;

  private closing = false;

  private constructor(
    private readonly worker: Worker,
    private readonly onCrash?: (e: Error) => void,
  ) {
    worker.unref(); // referenced only while a request waits (see request)
    worker.on("message", (m: WorkerMessage) => {
      if (!("id" in m)) return;
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.ok) p.resolve(m.result);
      else p.reject(revive(m.error));
    });
    worker.on("error", (e) => this.fail(e));
    worker.on("exit", (code) => this.fail(new Error(`PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and waits until PGlite is open in it. */
  static async open(options: PgliteWorkerOptions, onCrash?: (e: Error) => void): Promise<PgliteWorker> {
    const entry = workerEntry();
    const worker = entry.endsWith(".js") ? new Worker(entry, { workerData: options }) : new Worker(sourceBootstrap(entry), { eval: true, workerData: options });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`PGlite worker exited (code ${code}) before the database opened`));
      worker.once("error", reject);
      worker.once("exit", onExit);
      worker.once("message", (m: WorkerMessage) => {
        worker.off("error", reject);
        worker.off("exit", onExit);
        if ("op" in m && m.op === "ready") resolve();
        else reject("op" in m && m.op === "failed" ? revive(m.error) : new Error("PGlite worker: unexpected first message"));
      });
    }).catch(async (e: unknown) => {
      await worker.terminate();
      throw e;
    });
    return new PgliteWorker(worker, onCrash);
  }

  private fail(e: Error): void {
    if (!this.dead && !this.closing) this.onCrash?.(e);
    this.dead ??= e;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  private request<T>(call: WorkerCall): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...call, id } satisfies WorkerRequest);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e))); // e.g. a parameter that cannot be cloned
        return;
      }
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  /** Runs one statement (outside any transaction: it waits for an open one, as in-thread). */
  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.request({ op: "query", text, params, options: wire(options) });
  }

  /** Runs statements without parameters (simple protocol), one result each. */
  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.request({ op: "exec", text, options: wire(options) });
  }

  /**
   * Runs `fn` in a transaction in the worker: committed when fn resolves, rolled back when it throws
   * (the error then rethrown) or when it called tx.rollback(). drizzle's nested transactions are
   * savepoints it issues through tx.query.
   */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const tx = await this.request<number>({ op: "begin" });
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const handle: WorkerTransaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.request<Results<R>>({ op: "query", tx, text, params, options: wire(options) });
      },
      exec: async (text, options) => {
        open();
        return this.request<Results[]>({ op: "exec", tx, text, options: wire(options) });
      },
      rollback: async () => {
        open();
        await this.request({ op: "rollback", tx });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (e) {
      closed = true;
      await this.request({ op: "end", tx, commit: false });
      throw e;
    }
    closed = true;
    await this.request({ op: "end", tx, commit: true });
    return result;
  }

  /** Closes PGlite in the worker (its data written), then stops the worker. */
  async close(): Promise<void> {
    if (this.dead) return;
    this.closing = true;
    try {
      await this.request({ op: "close" });
    } finally {
      this.dead = new Error("PGlite worker is closed");
      await this.worker.terminate();
    }
  }
}
