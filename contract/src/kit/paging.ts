import { z } from "zod";

/** Paging input shared by every paged call. Page numbers start at 1. */
export const pageInput = z.object({
  pageNum: z.coerce.number().int().min(1).default(1).describe("页码，从 1 开始"),
  pageSize: z.coerce.number().int().min(1).max(100).default(10).describe("每页条数，最多 100"),
});
export type PageInput = z.infer<typeof pageInput>;

/** A page of results. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
