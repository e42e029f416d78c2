/**
 * The farm's logs (growth and watch logs): rows of one farm that its members add, edit and delete
 * (soft), each write in its own transaction under a row lock, the writer's name kept. One shape for
 * both tables; each log brings its checked fields and its view.
 */
import { and, eq, isNull } from "drizzle-orm";
import { inTx, type AuthedCtx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { farmGrowLog, farmWatchLog } from "./schema";
import { memberNames, requireManufacturer } from "./subjects";

type LogTable = typeof farmGrowLog | typeof farmWatchLog;

/** The name of the member acting (kept on what they write). */
export async function actorName(ctx: AuthedCtx): Promise<string | null> {
  return (await memberNames(ctx, [ctx.member.memberId])).get(ctx.member.memberId) ?? null;
}

interface LogKind<T extends LogTable, I, F, V> {
  readonly table: T;
  /** What a log is called in "not found" (e.g. 生长日志). */
  readonly what: string;
  /** The input checked against the farm: the columns it writes. */
  readonly fields: (ctx: AuthedCtx, farmId: string, input: I) => Promise<F>;
  readonly view: (row: T["$inferSelect"]) => V;
}

/** Add, update, remove and read one by id, for a log kind of the caller's farm. */
export function farmLogs<T extends LogTable, I, F extends Partial<T["$inferInsert"]>, V>(kind: LogKind<T, I, F, V>) {
  const t: LogTable = kind.table;
  const owned = async (ctx: AuthedCtx, id: string, lock = false): Promise<T["$inferSelect"]> => {
    const farm = await requireManufacturer(ctx);
    const q = ctx.db
      .select()
      .from(t)
      .where(and(eq(t.id, id), eq(t.manufacturerId, farm.id), isNull(t.deletedAt)));
    const [r] = lock ? await q.for("update") : await q;
    if (!r) throw notFound(kind.what);
    return r;
  };
  return {
    owned,
    add: (ctx: AuthedCtx, input: I): Promise<V> =>
      inTx(ctx, async (tx) => {
        const farm = await requireManufacturer(tx);
        const fields = await kind.fields(tx, farm.id, input);
        const values = { manufacturerId: farm.id, ...fields, createdByMemberId: tx.member.memberId, createdByName: await actorName(tx), createdAt: tx.now, updatedAt: tx.now };
        // F is a part of T's insert (the constraint above) and the rest are columns both tables have;
        // TypeScript cannot add a generic intersection up to the table's insert type by itself
        const [row] = await tx.db
          .insert(t)
          .values(values as unknown as T["$inferInsert"])
          .returning();
        return kind.view(row);
      }),
    update: (ctx: AuthedCtx, input: I & { id: string }): Promise<V> =>
      inTx(ctx, async (tx) => {
        const cur = await owned(tx, input.id, true);
        const fields = await kind.fields(tx, cur.manufacturerId, input);
        const [row] = await tx.db
          .update(t)
          .set({ ...fields, updatedAt: tx.now })
          .where(eq(t.id, cur.id))
          .returning();
        return kind.view(row);
      }),
    remove: (ctx: AuthedCtx, id: string): Promise<null> =>
      inTx(ctx, async (tx) => {
        const cur = await owned(tx, id, true);
        await tx.db.update(t).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(t.id, cur.id));
        return null;
      }),
    byId: async (ctx: AuthedCtx, id: string): Promise<V> => kind.view(await owned(ctx, id)),
  };
}
