import { z } from "zod";
import { domain } from "../kit/call";
import { day } from "../kit/day";
import { id, instant, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";

export const pointKind = z.enum(["EARN", "SPEND"]).describe("获得 / 使用");
export type PointKind = z.infer<typeof pointKind>;

/**
 * How a rule's points count: ONCE 一次性, PER_DAY 每日一次, PER_TIME 每次, PER_YUAN 每消费 1 元,
 * DEDUCT_YUAN 每 N 积分抵 1 元.
 */
export const pointUnit = z.enum(["ONCE", "PER_DAY", "PER_TIME", "PER_YUAN", "DEDUCT_YUAN"]);
export type PointUnit = z.infer<typeof pointUnit>;

export const pointRule = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  kind: pointKind,
  points: z.number().int().describe("积分数（PER_YUAN：每元得分；DEDUCT_YUAN：抵 1 元所需积分）"),
  unit: pointUnit,
  dailyLimit: z.number().int().nullable().describe("每日最多获得的积分"),
  description: z.string(),
  descriptionEn: z.string(),
});
export type PointRule = z.infer<typeof pointRule>;

export const pointEntry = z.object({
  id,
  change: z.number().int().describe("变动：正数获得，负数使用"),
  balanceAfter: z.number().int(),
  ruleCode: z.string().nullable(),
  ruleName: z.string().nullable(),
  ruleNameEn: z.string().nullable(),
  bizType: z.string().nullable().describe("来源业务：ORDER、EVALUATION、REGISTER…"),
  bizId: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: instant,
});
export type PointEntry = z.infer<typeof pointEntry>;

export const points = domain("points", {
  selMyPoint: {
    path: "/api/basic/mine/selMyPoint",
    access: "func:setup.account.points",
    summary: "我的积分：可用余额、累计获得、累计使用",
    input: z.object({}),
    output: z.object({ balance: z.number().int(), totalEarned: z.number().int(), totalSpent: z.number().int() }),
  },
  myPointList: {
    path: "/api/basic/point/myPointList",
    access: "func:setup.account.points",
    summary: "我的积分明细（分页，新的在前；可按获得/使用、日期查询）",
    input: pageInput.extend({
      kind: pointKind.optional(),
      startDate: day.optional().describe("起始日期（含）"),
      endDate: day.optional().describe("截止日期（含）"),
    }),
    output: pageOf(pointEntry),
  },
  selRegularListByParam: {
    path: "/api/basic/pointRegular/selRegularListByParam",
    access: "public",
    summary: "积分规则：如何获得与使用积分（平台数据）",
    input: z.object({ kind: pointKind.optional(), keyword: optText(20) }),
    output: z.array(pointRule),
  },
});
