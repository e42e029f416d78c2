import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { day } from "../kit/day";
import { id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { recordCategory } from "./farm-record";

/**
 * 种养计划与提醒.
 *
 * A reminder SCHEME (提醒方案, a planting / raising plan) has a category (HOUSE 禽舍养殖 / CROP 种植, the
 * farm-record categories), a name, a description and dated STEPS. A step's `day` is the day number of
 * the plan (第几天 / 日龄): day 1 is the start date, so a step is due on start + (day − 1) calendar days
 * (Asia/Shanghai days). Each step has a title, a content, an optional farm-record type code to do that
 * day (e.g. VACCINE) and a remind time of day (HH:mm).
 *
 * Schemes come from three sources:
 * - RECOMMENDED: shipped platform data (broiler 42 days, layer rearing, wheat, maize), read by all;
 * - OWN: the caller's identity's own plans (add / update / delete);
 * - EXPERT: published by an expert (a member whose roles grant `farmingBaike.expert.plant`, i.e. the
 *   EXPERT role) with `addOrUpd { expert: true }`; listed to all by selZJListByPage; deleted by its
 *   author with zjdelById.
 *
 * addSchemeAndUse copies a recommended or expert scheme to the caller's own plans (an own scheme is used
 * as it is) and APPLIES it to a batch or a plot of the caller's current farm from a start date: one
 * reminder LISTING (提醒清单) per step. Listings can also be added by hand (add, addList). A listing is
 * PENDING, then DONE or CANCELLED; postponing keeps it PENDING with a new due date (the listing machine).
 * The daily delivery job (06:00 China time) sends every PENDING listing due that day as a FARM_REMIND
 * message, once per listing and day; a PENDING listing whose due day has passed is "overdue" and stays
 * in the list until done, postponed or cancelled.
 */

export const schemeSource = z.enum(["RECOMMENDED", "OWN", "EXPERT"]).describe("方案来源：RECOMMENDED 平台推荐 / OWN 我的方案 / EXPERT 专家方案");
export type SchemeSource = z.infer<typeof schemeSource>;

/** A listing's state (the listing machine). */
export const listingState = z.enum(["PENDING", "DONE", "CANCELLED"]).describe("提醒状态：待办 / 已完成 / 已取消");
export type ListingState = z.infer<typeof listingState>;

/** What can be done to a listing (updListingByParam). */
export const listingEvent = z.enum(["done", "postpone", "cancel"]).describe("操作：done 完成 / postpone 推迟（须给新日期）/ cancel 取消");
export type ListingEvent = z.infer<typeof listingEvent>;

/** The list tabs of the reminder page; `today` etc. are computed in China days. */
export const listingTab = z.enum(["TODAY", "OVERDUE", "UPCOMING", "DONE", "CANCELLED"]).describe("今日 / 已逾期 / 即将到来 / 已完成 / 已取消");
export type ListingTab = z.infer<typeof listingTab>;

/** What a plan is applied to: a batch (flock or crop) or a plot. */
export const planSubjectKind = z.enum(["BATCH", "PLOT"]).describe("应用对象：BATCH 批次 / PLOT 地块");
export type PlanSubjectKind = z.infer<typeof planSubjectKind>;

export const STEP_DAY_MAX = 730;
export const STEPS_MAX = 60;

const remindTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "提醒时间应为 HH:mm").describe("提醒时间（当天，HH:mm）");

export const schemeStep = z.object({
  day: z.number().int().min(1).max(STEP_DAY_MAX).describe("第几天（开始日为第 1 天）"),
  title: text(40).describe("事项，如 新城疫疫苗"),
  content: optText(500).describe("做法与注意事项"),
  recordType: z.string().trim().max(40).optional().describe("要做的农事记录类型代码（farm-record），如 VACCINE"),
  remindTime: remindTime.optional().describe("提醒时间，默认 08:00"),
});
export type SchemeStepInput = z.input<typeof schemeStep>;

export const schemeStepView = z.object({
  day: z.number().int(),
  title: z.string(),
  content: z.string(),
  recordType: z.string().nullable(),
  remindTime: z.string(),
});
export type SchemeStepView = z.infer<typeof schemeStepView>;

export const schemeView = z.object({
  id,
  source: schemeSource,
  category: recordCategory,
  name: z.string(),
  description: z.string(),
  stepCount: z.number().int(),
  days: z.number().int().describe("方案天数（最后一步的第几天）"),
  steps: z.array(schemeStepView),
  authorName: z.string().nullable().describe("专家方案的作者"),
  useCount: z.number().int().describe("被采用次数"),
  copiedFromId: id.nullable().describe("复制自哪个方案"),
  mine: z.boolean().describe("是否本人（本身份）的方案，可修改删除"),
  createdAt: instant,
  updatedAt: instant,
});
export type SchemeView = z.infer<typeof schemeView>;

export const schemeInput = z.object({
  id: id.optional().describe("修改时给出"),
  category: recordCategory,
  name: text(40),
  description: optText(1000),
  steps: z.array(schemeStep).min(1).max(STEPS_MAX),
  expert: z.boolean().optional().describe("作为专家方案发布（仅专家）；修改时不可改变"),
});
export type SchemeInput = z.input<typeof schemeInput>;

export const listingView = z.object({
  id,
  category: recordCategory,
  title: z.string(),
  content: z.string(),
  recordType: z.string().nullable(),
  dueDate: z.string(),
  remindTime: z.string(),
  state: listingState,
  overdue: z.boolean().describe("待办且已过期"),
  subjectKind: planSubjectKind.nullable(),
  subjectId: id.nullable(),
  subjectName: z.string().nullable(),
  applyId: id.nullable().describe("来自哪次方案应用（手动添加为空）"),
  schemeName: z.string().nullable(),
  stepDay: z.number().int().nullable(),
  note: z.string().nullable(),
  postponed: z.number().int().describe("推迟次数"),
  doneAt: instant.nullable(),
  createdAt: instant,
});
export type ListingView = z.infer<typeof listingView>;

export const listingInput = z.object({
  category: recordCategory,
  title: text(40),
  content: optText(500),
  dueDate: day.describe("提醒日期"),
  remindTime: remindTime.optional(),
  recordType: z.string().trim().max(40).optional(),
  subjectKind: planSubjectKind.optional(),
  subjectId: id.optional().describe("批次或地块（可不选）"),
});
export type ListingInput = z.input<typeof listingInput>;

const schemeAccess = anyFunc(["farmingManage.plan.plantPlan", "farmingBaike.expert.plant"]);
const readAccess = anyFunc(["farmingManage.plan.plantPlan", "farmingManage.plan.production", "farmingBaike.expert.plant"]);
const listingAccess = anyFunc(["farmingManage.plan.production", "farmingManage.plan.plantPlan"]);

const schemeFilter = z.object({ category: recordCategory.optional(), keyword: optText(40).describe("名称包含") });

export const farmPlan = domain("farmPlan", {
  selectRecommendByParam: {
    path: "/api/pdmg/remind/scheme/selectRecommendByParam",
    access: readAccess,
    summary: "平台推荐的提醒方案（按类别、名称）",
    input: schemeFilter,
    output: z.array(schemeView),
  },
  remmendRemindList: {
    path: "/api/pdmg/remind/scheme/remmendRemindList",
    access: readAccess,
    summary: "某类别推荐方案的提醒步骤（方案及其步骤）",
    input: z.object({ category: recordCategory }),
    output: z.array(z.object({ schemeId: id, schemeName: z.string(), steps: z.array(schemeStepView) })),
  },
  selListByParam: {
    path: "/api/pdmg/remind/scheme/selListByParam",
    access: readAccess,
    summary: "我的方案（不分页，最多 200 条，供选择）",
    input: schemeFilter,
    output: z.array(schemeView),
  },
  selListByPage: {
    path: "/api/pdmg/remind/scheme/selListByPage",
    access: readAccess,
    summary: "我的方案（分页）",
    input: pageInput.extend(schemeFilter.shape),
    output: pageOf(schemeView),
  },
  selById: {
    path: "/api/pdmg/remind/scheme/selById",
    access: readAccess,
    summary: "方案详情（推荐、已发布的专家方案或本人的方案）",
    input: z.object({ id }),
    output: schemeView,
  },
  addOrUpd: {
    path: "/api/pdmg/remind/scheme/addOrUpd",
    access: schemeAccess,
    summary: "新建或修改我的方案（专家可发布专家方案）",
    input: schemeInput,
    output: schemeView,
  },
  delById: {
    path: "/api/pdmg/remind/scheme/delById",
    access: schemeAccess,
    summary: "删除我的方案（已生成的提醒保留）",
    input: z.object({ id }),
    output: z.null(),
  },
  addSchemeAndUse: {
    path: "/api/pdmg/remind/scheme/addSchemeAndUse",
    access: "func:farmingManage.plan.plantPlan",
    summary: "采用方案：复制到我的方案并应用到当前农场的批次或地块，按开始日期生成提醒清单",
    input: z.object({
      schemeId: id,
      subjectKind: planSubjectKind,
      subjectId: id.describe("批次或地块"),
      startDate: day.describe("开始日期（第 1 天）"),
    }),
    output: z.object({ schemeId: id.describe("我的方案（复制得到或原方案）"), applyId: id, listings: z.array(listingView) }),
  },
  selZJListByPage: {
    path: "/api/pdmg/remind/scheme/selZJListByPage",
    access: readAccess,
    summary: "专家方案（分页；mine 仅本人发布的）",
    input: pageInput.extend(schemeFilter.shape).extend({ mine: z.boolean().optional() }),
    output: pageOf(schemeView),
  },
  zjdelById: {
    path: "/api/pdmg/remind/scheme/zjdelById",
    access: schemeAccess,
    summary: "删除本人发布的专家方案",
    input: z.object({ id }),
    output: z.null(),
  },
  addListing: {
    path: "/api/pdmg/remind/listing/add",
    access: listingAccess,
    summary: "添加一条提醒（手动）",
    input: listingInput,
    output: listingView,
  },
  addListingList: {
    path: "/api/pdmg/remind/listing/addList",
    access: listingAccess,
    summary: "一次添加多条提醒（全部成功或全部不写）",
    input: z.object({ rows: z.array(listingInput).min(1).max(50) }),
    output: z.object({ ids: z.array(id) }),
  },
  updListingByParam: {
    path: "/api/pdmg/remind/listing/updListingByParam",
    access: listingAccess,
    summary: "完成、推迟（新日期）或取消一条提醒",
    input: z.object({
      id,
      event: listingEvent,
      dueDate: day.optional().describe("推迟到的日期（postpone 必填，须晚于原日期且不早于今天）"),
      note: optText(200).describe("备注（完成情况、推迟或取消原因）"),
    }),
    output: listingView,
  },
  selListingPage: {
    path: "/api/pdmg/remind/listing/selListByPage",
    access: listingAccess,
    summary: "当前农场的提醒清单（分页，按页签、类别、对象、关键词）— 规格书未给路径",
    input: pageInput.extend({
      tab: listingTab.optional(),
      category: recordCategory.optional(),
      subjectId: id.optional(),
      applyId: id.optional(),
      keyword: optText(40).describe("事项或对象包含"),
    }),
    output: pageOf(listingView),
  },
  selListingCount: {
    path: "/api/pdmg/remind/listing/selCountByParam",
    access: listingAccess,
    summary: "各页签的提醒条数 — 规格书未给路径",
    input: z.object({ category: recordCategory.optional() }),
    output: z.object({ TODAY: z.number().int(), OVERDUE: z.number().int(), UPCOMING: z.number().int(), DONE: z.number().int(), CANCELLED: z.number().int() }),
  },
});

/** The day `dayNo` of a plan starting on `start` (YYYY-MM-DD): start + (dayNo − 1) calendar days. */
export function stepDueDate(start: string, dayNo: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + (dayNo - 1) * 86_400_000).toISOString().slice(0, 10);
}
