import type { Page, PageInput } from "@qinlian/contract";
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
