import type { FastifyBaseLogger } from "fastify";
import type { MemberType } from "@qinlian/contract";
import type { Config } from "../config";
import type { Db } from "./db";
import type { Services } from "./services";

/** The member making the call, as resolved from the ticket. */
export interface MemberCtx {
  /** The person logged in. */
  readonly memberId: string;
  /** The business owner they act for: themselves, or the enterprise they work for. */
  readonly boId: string;
  readonly boType: MemberType;
  /** Set when acting as an enterprise employee. */
  readonly employeeId: string | null;
  readonly loginId: string;
  readonly ticketId: string;
  readonly roles: readonly string[];
  /** Function (permission) codes granted by the roles, in this identity. */
  readonly funcs: ReadonlySet<string>;
}

/** What the transport lets a handler do besides returning data. */
export interface HttpSide {
  setTicketCookie(ticket: string, expiresAt: Date): void;
  clearTicketCookie(): void;
  /** The raw ticket sent with the request (header or cookie), if any. */
  readonly ticket: string | null;
  readonly userAgent: string | null;
}

/**
 * The request context, passed first to every service function.
 * `db` is the database or, inside `inTx`, the transaction.
 */
export interface Ctx {
  readonly db: Db;
  readonly inTransaction: boolean;
  readonly log: FastifyBaseLogger;
  readonly reqId: string;
  readonly ip: string;
  readonly now: Date;
  readonly config: Config;
  readonly services: Services;
  readonly member: MemberCtx | null;
  readonly http: HttpSide;
}

/** A context whose member is known (calls with access other than "public"). */
export interface AuthedCtx extends Ctx {
  readonly member: MemberCtx;
}

/**
 * Runs `fn` in one database transaction (or in the current one, if already inside).
 * Everything `fn` does through the context it receives commits or rolls back together.
 */
export async function inTx<C extends Ctx, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  const hooks: (() => void)[] = [];
  const out = await ctx.db.transaction(async (t) => {
    commitHooks.set(t, hooks);
    return fn({ ...ctx, db: t, inTransaction: true });
  });
  for (const hook of hooks) {
    try {
      hook();
    } catch (e) {
      ctx.log.error({ err: e }, "after-commit hook failed");
    }
  }
  return out;
}

/** The hooks of each open `inTx` transaction, by its transaction handle. */
const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `hook` once the transaction `ctx` is in has committed (never, if it rolls back); outside a
 * transaction, at once. Inside a transaction not opened by `inTx` it is dropped, so use it only for
 * what may also happen later by itself (e.g. waking the job runner, which also polls).
 */
export function onCommit(ctx: Pick<Ctx, "db" | "inTransaction">, hook: () => void): void {
  if (!ctx.inTransaction) return hook();
  commitHooks.get(ctx.db)?.push(hook);
}

type Reads = readonly (() => unknown)[];

/**
 * Runs independent reads together: at once on the pool, one after another inside a transaction. A
 * transaction is one connection, and node-postgres refuses (from 9; warns in 8) a query sent while
 * another is running on it, so code that may run in either place uses this instead of Promise.all.
 */
export async function together<T extends Reads>(ctx: Pick<Ctx, "inTransaction">, ...reads: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!ctx.inTransaction) return (await Promise.all(reads.map((r) => r()))) as never;
  const out: unknown[] = [];
  for (const r of reads) out.push(await r());
  return out as never;
}
