import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, text } from "../kit/fields";

/** What a search history entry was searching for. */
export const searchHistoryKind = z.enum(["goods", "shop", "demand"]).describe("搜索类别：商品、店铺、求购");
export type SearchHistoryKind = z.infer<typeof searchHistoryKind>;

export const searchHistoryItem = z.object({
  id,
  kind: searchHistoryKind,
  keyword: z.string(),
  searchCount: z.number().int().describe("搜索次数"),
  searchedAt: instant.describe("最近一次搜索时间"),
});
export type SearchHistoryItem = z.infer<typeof searchHistoryItem>;

/** At most this many entries are kept per member and kind (the oldest go first). */
export const SEARCH_HISTORY_KEEP = 20;

export const search = domain("search", {
  historyList: {
    path: "/openapi/dmp/searchHistoryInfo/selListByGroupParam",
    access: "member",
    summary: `我的搜索历史，按类别分组，新的在前，每类最多 ${SEARCH_HISTORY_KEEP} 条（不传 kind 则返回全部类别）`,
    input: z.object({ kind: searchHistoryKind.optional() }),
    output: z.array(z.object({ kind: searchHistoryKind, items: z.array(searchHistoryItem) })),
  },
  historyAdd: {
    path: "/openapi/dmp/searchHistoryInfo/add/1.0",
    access: "member",
    summary: `记录一次搜索：同一关键字只保留一条（更新时间与次数），每类超过 ${SEARCH_HISTORY_KEEP} 条时删去最旧的`,
    input: z.object({ kind: searchHistoryKind.default("goods"), keyword: text(50).describe("搜索关键字") }),
    output: searchHistoryItem,
  },
  historyDel: {
    path: "/openapi/dmp/searchHistoryInfo/delByParam/1.0",
    access: "member",
    summary: "删除搜索历史：传 id 删一条；传 kind 清空该类别；传 all=true 清空全部",
    input: z
      .object({
        id: id.optional(),
        kind: searchHistoryKind.optional(),
        all: z.boolean().optional().describe("清空全部类别"),
      })
      .refine((v) => !!(v.id || v.kind || v.all), { message: "请指定 id、kind 或 all", path: ["id"] }),
    output: z.object({ deleted: z.number().int() }),
  },
});
