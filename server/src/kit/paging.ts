import type { Page, PageInput } from "@qinlian/contract";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { together, type Ctx } from "./context";

/** Runs the page query and the count together and shapes the result. */
export async function paged<T>(ctx: Pick<Ctx, "inTransaction">, input: PageInput, list: (limit: number, offset: number) => Promise<T[]>, count: () => Promise<number>): Promise<Page<T>> {
  const [rows, total] = await together(
    ctx,
    () => list(input.pageSize, (input.pageNum - 1) * input.pageSize),
    () => count(),
  );
  return { list: rows, total: Number(total), pageNum: input.pageNum, pageSize: input.pageSize };
}

/**
 * The common case: one table, one filter, one order. Rows are read `limit/offset` and counted with the
 * same `where`, so the list and the total can never disagree (they used to be written twice, once per
 * query). Joins and computed columns keep using `paged` with their own two queries.
 */
export function pageTable<TTable extends PgTable, T>(
  ctx: Pick<Ctx, "db" | "inTransaction">,
  input: PageInput,
  table: TTable,
  where: SQL | undefined,
  orderBy: readonly (SQL | PgColumn)[],
  view: (row: TTable["$inferSelect"]) => T,
): Promise<Page<T>> {
  // drizzle's from() cannot check a generic table; widened once here.
  const from: PgTable = table;
  return paged(
    ctx,
    input,
    async (limit, offset) => {
      const rows = (await ctx.db
        .select()
        .from(from)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)) as TTable["$inferSelect"][];
      return rows.map(view);
    },
    () => ctx.db.$count(table, where),
  );
}
