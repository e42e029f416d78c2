import type { Page, PageInput } from "@qinlian/contract";

/** Runs the page query and the count together and shapes the result. */
export async function paged<T>(
  input: PageInput,
  list: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [rows, total] = await Promise.all([list(input.pageSize, (input.pageNum - 1) * input.pageSize), count()]);
  return { list: rows, total: Number(total), pageNum: input.pageNum, pageSize: input.pageSize };
}
