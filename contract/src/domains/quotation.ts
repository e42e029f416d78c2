import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, fen, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { calendarDay } from "./catalog-shared";

/** The whole country in quotation rows (not a GB/T 2260 code). */
export const NATIONWIDE = "000000";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD");

export const quotationSource = z
  .enum(["LISTING", "DEAL"])
  .describe("价格来源：挂牌价（在售商品与供应信息的标价）、成交价（订单成交，订单模块上线后提供）");
export type QuotationSource = z.infer<typeof quotationSource>;

export const quotationRow = z.object({
  day,
  categoryId: z.string(),
  categoryName: z.string(),
  categoryNameEn: z.string().nullable(),
  level: z.number().int().describe("类目层级 1-3"),
  isLeaf: z.boolean(),
  areaCode: z.string().describe(`省级地区编码；${NATIONWIDE} 为全国`),
  areaName: z.string(),
  unit: z.string().describe("计量单位编码（字典 UNIT）"),
  unitName: z.string(),
  avgPrice: fen.describe("均价（分/单位）"),
  minPrice: fen,
  maxPrice: fen,
  sampleCount: z.number().int().describe("样本数（挂牌条数或成交笔数）"),
  prevAvgPrice: fen.nullable().describe("上一个有数据日的均价"),
  changeBp: z.number().int().nullable().describe("较上一个有数据日的涨跌（基点，100 = 1%）"),
});
export type QuotationRow = z.infer<typeof quotationRow>;

export const trendPoint = z.object({
  day,
  avgPrice: fen,
  minPrice: fen,
  maxPrice: fen,
  sampleCount: z.number().int(),
});

export const quotation = domain("quotation", {
  selQuotationByParam: {
    path: "/openapi/dmp/priceQuotation/selQuotationByParam",
    access: "public",
    summary:
      "价格行情：某日（默认最近有数据的一天）各类目的均价、最低价、最高价与涨跌，按类目、地区（省）、来源筛选，分页。不传上级类目列一级类目，传则列其下级；传关键字则在全部类目中按名称查找。路径为本项目所定",
    input: pageInput.extend({
      day: calendarDay.optional().describe("行情日期；不传为最近有数据的一天"),
      parentId: z.string().regex(/^\d{2}(\d{2})?$/, "上级类目编码应为 2 或 4 位数字").optional(),
      keyword: optText(20).describe("类目名称包含"),
      areaCode: areaCode.optional().describe(`省级地区；不传为全国（${NATIONWIDE}）`),
      source: quotationSource.default("LISTING"),
    }),
    output: pageOf(quotationRow).extend({
      day: day.nullable().describe("行情日期；还没有任何行情时为 null"),
      days: z.array(day).describe("有行情的最近 90 天（新的在前），供日期选择"),
    }),
  },
  selTrendByParam: {
    path: "/openapi/dmp/priceQuotation/selTrendByParam",
    access: "public",
    summary: "价格走势：某类目（某地区、某单位）最近 N 天每日的均价、最低价、最高价。路径为本项目所定",
    input: z.object({
      categoryId: z.string().regex(/^\d{2}(\d{2}){0,2}$/, "类目编码应为 2、4 或 6 位数字"),
      areaCode: areaCode.optional(),
      unit: optText(10).describe("计量单位；不传取该类目样本最多的单位"),
      days: z.number().int().min(7).max(180).default(30).describe("最近多少天（如 30、90）"),
      source: quotationSource.default("LISTING"),
    }),
    output: z.object({
      categoryId: z.string(),
      categoryName: z.string(),
      areaCode: z.string(),
      areaName: z.string(),
      unit: z.string().nullable(),
      unitName: z.string().nullable(),
      units: z.array(z.object({ code: z.string(), name: z.string() })).describe("该类目有行情的全部单位"),
      from: day,
      to: day,
      points: z.array(trendPoint).describe("有数据的日子，按日期升序"),
    }),
  },
});
