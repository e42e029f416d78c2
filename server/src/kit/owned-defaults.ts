import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Ctx } from "./context";

/**
 * "One default per owner" for owned records (shipping addresses, manufacturers, a shop's pickup
 * points and return addresses...).
 * The database enforces it (a partial unique index on boId where isDefault); these helpers keep the
 * rule true under concurrent requests by serialising one owner's writes of one kind with a
 * transaction-scoped advisory lock, then clearing the old default before setting the new one
 * (PostgreSQL checks unique indexes row by row, so the order matters).
 * The table's flag column must be the property `isDefault` (the helpers write it by that name).
 */
export interface OwnedDefaults<T extends PgTable> {
  /** Lock namespace, e.g. "member_address". */
  readonly kind: string;
  readonly table: T;
  readonly id: PgColumn;
  readonly boId: PgColumn;
  readonly isDefault: PgColumn;
  /** Which row to promote when the default goes: the first by this order (see `promote`). */
  readonly promoteOrder: PgColumn;
  /** "newest" (default): the highest `promoteOrder`; "oldest": the lowest. */
  readonly promote?: "newest" | "oldest";
  /** Extra condition for rows that count (e.g. not soft-deleted). */
  readonly live?: SQL;
  /**
   * The owner's rows that share one default, when an owner has several groups (a shop's pickup
   * points and its return addresses each have their own default). Applies to every helper.
   */
  readonly scope?: SQL;
}

/** Serialises writes to one owner's records of `kind` until the surrounding transaction ends. */
export async function lockOwner(ctx: Ctx, kind: string, boId: string): Promise<void> {
  if (!ctx.inTransaction) throw new Error("lockOwner must run inside inTx");
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${boId}`}))`);
}

const unset = <T extends PgTable>(flag: boolean) => ({ isDefault: flag }) as PgUpdateSetSource<T>;

/** How many live records the owner has (call after `lockOwner` when enforcing a limit). */
export async function countOwned<T extends PgTable>(ctx: Ctx, d: OwnedDefaults<T>, boId: string): Promise<number> {
  const table: PgTable = d.table; // widened: drizzle's from() cannot check a generic table
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(d.boId, boId), d.scope, d.live));
  return Number(r.n);
}

/** Makes `id` the owner's only default. Needs `lockOwner` first; `id` must be the owner's. */
export async function makeDefault<T extends PgTable>(ctx: Ctx, d: OwnedDefaults<T>, boId: string, id: string): Promise<void> {
  await ctx.db
    .update(d.table)
    .set(unset<T>(false))
    .where(and(eq(d.boId, boId), d.scope, eq(d.isDefault, true), ne(d.id, id)));
  await ctx.db.update(d.table).set(unset<T>(true)).where(and(eq(d.id, id), eq(d.boId, boId), d.scope));
}

/** After the default went away: makes the first live record (by `promoteOrder`, see `promote`) the default. */
export async function promoteDefault<T extends PgTable>(ctx: Ctx, d: OwnedDefaults<T>, boId: string): Promise<string | null> {
  const table: PgTable = d.table; // widened: drizzle's from() cannot check a generic table
  const [next] = await ctx.db
    .select({ id: d.id })
    .from(table)
    .where(and(eq(d.boId, boId), d.scope, d.live))
    .orderBy(d.promote === "oldest" ? asc(d.promoteOrder) : desc(d.promoteOrder), d.promote === "oldest" ? asc(d.id) : desc(d.id))
    .limit(1);
  if (!next) return null;
  const nextId = String(next.id);
  await makeDefault(ctx, d, boId, nextId);
  return nextId;
}
