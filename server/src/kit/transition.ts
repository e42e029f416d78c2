/**
 * The one way a record changes state: `transition(ctx, machine, row, event, { patch, reason })`.
 *
 * 1. the machine must allow `event` from the row's state (else CONFLICT naming the state and event);
 * 2. a guarded update moves it: `UPDATE … SET state = to, …patch WHERE id = ? AND state = from` —
 *    no row moved means someone else changed it meanwhile (CONFLICT, "刷新后重试");
 * 3. one `state_history` row records from, to, event, actor (member / operator / system) and reason;
 * 4. the machine's domain event is emitted (kit/events.ts), so subscribers follow in the same
 *    transaction.
 * All four run in the caller's transaction (or a new one): they commit or roll back together.
 */
import { type ActorKind, type StateHistoryEntry } from "@qinlian/contract";
import { and, asc, eq, getTableColumns, getTableName, is, SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { inTx, type Ctx } from "./context";
import { conflict } from "./errors";
import { emit, type DomainEvents } from "./events";
import { stateHistory } from "./history/schema";
import { newId } from "./ids";
import type { Machine } from "./machine";
import { byShape, statement, type Slot } from "./statement";
import { iso } from "./time";

/** One move of one record. */
export interface StateChange<S extends string, E extends string> {
  readonly id: string;
  readonly from: S;
  readonly to: S;
  readonly event: E;
}

/** The domain event a machine tells of each move, with its payload built from the move. */
export type Announce<S extends string, E extends string> = {
  [K in keyof DomainEvents]: { readonly event: K; payload(change: StateChange<S, E>): DomainEvents[K] };
}[keyof DomainEvents];

type RowOf<T extends PgTable> = T["$inferSelect"];

/** A machine bound to where its records live: the table, the state column, the event it emits. */
export interface StoredMachine<S extends string, E extends string, T extends PgTable, K extends string> extends Machine<S, E> {
  /** The history's entity kind (GOODS, SHOP, ENTERPRISE …). */
  readonly entity: string;
  readonly table: T;
  /** The table's property holding the state (typed by the contract's enum). */
  readonly stateKey: K;
  /** Rows outside it never move (e.g. soft-deleted goods). */
  readonly live: SQL | undefined;
  /** What the record is called in messages ("商品", "店铺" …). */
  readonly noun: string;
  readonly announce: Announce<S, E>;
}

/**
 * Binds a machine to its table. `state` names the column holding the state; its type must be the
 * machine's state union, so a column and a machine built from different lists do not compile.
 */
export function storeMachine<S extends string, E extends string, T extends PgTable & { id: PgColumn }, K extends keyof RowOf<T> & string>(
  machine: Machine<S, E>,
  store: {
    entity: string;
    table: T;
    state: K & ([RowOf<T>[K]] extends [S] ? ([S] extends [RowOf<T>[K]] ? unknown : never) : never);
    live?: SQL;
    noun: string;
    announce: Announce<S, E>;
  },
): StoredMachine<S, E, T, K> {
  return { ...machine, entity: store.entity, table: store.table, stateKey: store.state, live: store.live, noun: store.noun, announce: store.announce };
}

/** What `transition` needs of a row: its id and its current state. */
export type StateRow<S extends string, K extends string> = { readonly id: string } & { readonly [P in K]: S };

export interface TransitionOptions<T extends PgTable> {
  /** Other columns set by the same update (review time, reject reason …). */
  patch?: Partial<T["$inferInsert"]>;
  /** Why (a rejection, a take-down): kept in the history. */
  reason?: string | null;
}

function actorOf(ctx: Ctx, operatorEvent: boolean): { actorKind: ActorKind; actorId: string | null } {
  if (!ctx.member) return { actorKind: "SYSTEM", actorId: null };
  return { actorKind: operatorEvent ? "OPERATOR" : "MEMBER", actorId: ctx.member.memberId };
}

/**
 * Writes one history row. `transition` calls it; call it directly only for what is not a move: a record
 * created in its first state (`from` null) or a soft delete (an event outside the machine, e.g. "delete").
 */
export async function recordHistory<S extends string, E extends string>(
  ctx: Ctx,
  m: Pick<Machine<S, E>, "operatorEvents"> & { entity: string },
  entry: { id: string; from: S | null; to: S; event: E | (string & {}); reason?: string | null },
): Promise<void> {
  await insertHistory(ctx.db, {
    id: newId(),
    entityKind: m.entity,
    entityId: entry.id,
    fromState: entry.from,
    toState: entry.to,
    event: entry.event,
    reason: entry.reason ?? null,
    ...actorOf(ctx, (m.operatorEvents as readonly string[]).includes(entry.event)),
    at: ctx.now,
  });
}

type HistoryValues = Omit<typeof stateHistory.$inferInsert, "seq"> & { id: string; at: Date };

/** Every move writes one: built once (kit/statement.ts). */
const insertHistory = statement("kit.history.insert", (db, p: Slot<HistoryValues>) =>
  db.insert(stateHistory).values({
    id: p("id"),
    entityKind: p("entityKind"),
    entityId: p("entityId"),
    fromState: p("fromState"),
    toState: p("toState"),
    event: p("event"),
    reason: p("reason"),
    actorKind: p("actorKind"),
    actorId: p("actorId"),
    at: p("at"),
  }),
);

/**
 * The guarded update, built once per machine and set of patched columns (kit/statement.ts): the
 * columns' `$onUpdate` values (updated_at) are given as values too. A patch holding SQL, or a machine
 * whose `live` condition holds a value, is built each time.
 */
async function moveRow<T extends PgTable>(ctx: Ctx, m: { name: string; table: T; stateKey: string; live: SQL | undefined }, id: string, from: string, patch: Record<string, unknown>): Promise<RowOf<T>[]> {
  const columns = getTableColumns(m.table) as Record<string, PgColumn>;
  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) set[k] = v;
  for (const [k, c] of Object.entries(columns)) if (c.onUpdateFn && !(k in set)) set[k] = c.onUpdateFn();
  const keys = Object.keys(set);
  const update = (values: Record<string, unknown>, idValue: unknown, fromValue: unknown) =>
    ctx.db
      .update(m.table)
      .set(values as PgUpdateSetSource<T>)
      .where(and(eq(columns.id, idValue), eq(columns[m.stateKey], fromValue), m.live))
      .returning();
  const plain = async () => (await update(set, id, from)) as RowOf<T>[];
  if (Object.values(set).some((v) => is(v, SQL))) return plain();
  const values: Record<string, unknown> = { id, from };
  for (const k of keys) if (set[k] !== null) values[`set.${k}`] = set[k];
  const shape = keys.map((k) => (set[k] === null ? `${k}=null` : k)).join(",");
  const withSlots = (p: (name: string) => unknown) => Object.fromEntries(keys.map((k) => [k, set[k] === null ? null : p(`set.${k}`)]));
  return byShape(ctx.db, `transition|${getTableName(m.table)}|${m.name}|${shape}`, (p) => update(withSlots(p), p("id"), p("from")), values, plain);
}

/** Moves `row` by `event` (see the file's comment). Returns the updated row. */
export function transition<S extends string, E extends string, T extends PgTable, K extends string>(
  ctx: Ctx,
  m: StoredMachine<S, E, T, K>,
  row: NoInfer<StateRow<S, K>>,
  event: NoInfer<E>,
  opts: TransitionOptions<T> = {},
): Promise<RowOf<T>> {
  return inTx(ctx, async (tx) => {
    const from = row[m.stateKey];
    const to = m.next(from, event);
    const moved = await moveRow(tx, m, row.id, from, { ...opts.patch, [m.stateKey]: to });
    if (!moved.length) {
      throw conflict(`${m.noun}状态已变化，请刷新后重试`, { machine: m.name, id: row.id, from, event });
    }
    const change: StateChange<S, E> = { id: row.id, from, to, event };
    await recordHistory(tx, m, { ...change, reason: opts.reason });
    await emit(tx, m.announce.event, m.announce.payload(change));
    return moved[0];
  });
}

/**
 * A record's history, oldest first, with event labels (the machine's, plus `extraLabels` for events
 * recorded outside it) and the actors' names from `names` (the identity module's lookup).
 */
export async function stateHistoryOf<S extends string, E extends string>(
  ctx: Ctx,
  m: Pick<Machine<S, E>, "eventLabels"> & { entity: string },
  entityId: string,
  opts: { names(ctx: Ctx, memberIds: string[]): Promise<Map<string, string>>; extraLabels?: Record<string, string> },
): Promise<StateHistoryEntry[]> {
  const rows = await ctx.db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.entityKind, m.entity), eq(stateHistory.entityId, entityId)))
    .orderBy(asc(stateHistory.seq));
  const ids = [...new Set(rows.map((r) => r.actorId).filter((x): x is string => !!x))];
  const names = ids.length ? await opts.names(ctx, ids) : new Map<string, string>();
  const labels: Record<string, string> = { ...opts.extraLabels, ...m.eventLabels };
  return rows.map((r) => ({
    id: r.id,
    event: r.event,
    eventLabel: labels[r.event] ?? r.event,
    fromState: r.fromState,
    toState: r.toState,
    reason: r.reason,
    actorKind: r.actorKind,
    actorName: r.actorId ? (names.get(r.actorId) ?? null) : null,
    createdAt: iso(r.at),
  }));
}

