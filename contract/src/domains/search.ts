import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, fen, id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { goodsCard } from "./catalog-shared";

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

/** The searchable kinds of listing: mall goods (incl. packages), supply posts, demand posts. */
export const searchKind = z.enum(["goods", "supply", "demand"]).describe("搜索类型：商城商品（含套餐）、供应、求购");
export type SearchKind = z.infer<typeof searchKind>;

export const searchSort = z
  .enum(["RELEVANCE", "SALES", "PRICE_ASC", "PRICE_DESC", "NEWEST"])
  .describe("排序：相关度（无关键字时按销量）、销量、价格升序、价格降序、最新上架");
export type SearchSort = z.infer<typeof searchSort>;

/** Results beyond this depth are not served (page further by narrowing the search). */
export const SEARCH_MAX_RESULTS = 10_000;

/** The price bands the price facet counts in (fen; the last band is open-ended). */
export const PRICE_BANDS = [0, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000] as const;

export const searchInput = pageInput
  .extend({
    keyword: optText(50).describe("关键字：中文按字与相邻两字匹配，部分词也能找到（蛋鸡 → 海兰褐蛋鸡苗）"),
    type: searchKind.default("goods"),
    categoryId: z.string().regex(/^\d{2}(\d{2}){0,2}$/, "类目编码应为 2、4 或 6 位数字").optional().describe("平台类目（含下级）"),
    areaCode: areaCode.optional().describe("产地：省、市或县（含下级）"),
    priceMin: fen.optional().describe("最低价（分，含）"),
    priceMax: fen.optional().describe("最高价（分，含）"),
    shopId: id.optional(),
    sort: searchSort.default("RELEVANCE"),
    facets: z.boolean().default(true).describe("是否返回分面计数"),
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    message: "最高价不能低于最低价",
    path: ["priceMax"],
  });
export type SearchInput = z.input<typeof searchInput>;

export const facetCount = z.object({ key: z.string(), name: z.string(), nameEn: z.string().nullable(), count: z.number().int() });
export const priceBandCount = z.object({
  min: fen.describe("区间下限（分，含）"),
  max: fen.nullable().describe("区间上限（分，不含）；null 为以上"),
  count: z.number().int(),
});

export const searchFacets = z.object({
  categories: z.array(facetCount).describe("按类目：未选类目时为一级类目，选了类目时为其下一级"),
  areas: z.array(facetCount).describe("按产地：未选地区时为省，选了省为市，选了市为县"),
  priceBands: z.array(priceBandCount).describe("按价格区间（不受价格筛选影响，便于切换区间）"),
});
export type SearchFacets = z.infer<typeof searchFacets>;

export const searchResult = pageOf(goodsCard).extend({
  keyword: z.string().nullable().describe("实际使用的关键字（去掉了无法检索的符号）"),
  terms: z.array(z.string()).describe("关键字中的检索词，供结果高亮"),
  facets: searchFacets.nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** A device id the browser generates once and keeps in localStorage (for visitors without a login). */
export const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "设备标识应为 16-64 位字母、数字、- 或 _");

export const watchItem = goodsCard.extend({
  viewedAt: instant.describe("最近一次浏览时间"),
  viewCount: z.number().int().describe("浏览次数"),
  available: z.boolean().describe("仍在售"),
});

/** At most this many goods are kept in a watch list (the oldest go first). */
export const WATCH_KEEP = 100;

export const search = domain("search", {
  searchGoods: {
    path: "/openapi/dmp/goodsEs/searchPageNew/1.0",
    access: "public",
    summary:
      "商品搜索：关键字（中文部分词匹配，按相关度排序）、类目（含下级）、产地、价格区间、类型（商品/供应/求购）、店铺；按相关度、销量、价格、最新排序；返回类目/产地/价格区间分面计数。下架的商品即刻不再出现",
    input: searchInput,
    output: searchResult,
  },
  watchList: {
    path: "/openapi/trading/goodsInfo/goodsWatchList/noLogin",
    access: "public",
    summary: `浏览足迹（最近浏览的商品，新的在前，最多 ${WATCH_KEEP} 条）：登录会员按业务主体；未登录访客按浏览器保存的设备标识。登录后带上设备标识，访客期间的足迹并入会员`,
    input: pageInput.extend({ deviceId: deviceId.optional().describe("浏览器的设备标识（未登录时必填）") }),
    output: pageOf(watchItem),
  },
  recordView: {
    path: "/openapi/trading/goodsInfo/addGoodsWatch/noLogin",
    access: "public",
    summary: "记录一次商品浏览（打开详情页时调用）：登录会员记在业务主体下，未登录访客记在设备标识下。路径为本项目所定",
    input: z.object({ goodsId: id, deviceId: deviceId.optional() }),
    output: z.object({ recorded: z.boolean() }),
  },
  watchDel: {
    path: "/openapi/trading/goodsInfo/delGoodsWatch/noLogin",
    access: "public",
    summary: "删除浏览足迹：传 goodsIds 删这些，不传清空（登录会员按业务主体，访客按设备标识）。路径为本项目所定",
    input: z.object({ goodsIds: z.array(id).max(100).optional(), deviceId: deviceId.optional() }),
    output: z.object({ deleted: z.number().int() }),
  },

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
