import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { day } from "../kit/day";
import { id, instant, optText, text } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";

/**
 * 农事作业 (field work: a task with an assignee, start → save result → done), 生长日志 (growth logs of
 * a batch) and 巡田/巡舍日志 (watch logs of a plot or house), all on the caller's current farm, and the
 * farm home's summary. The spec names "farming service start/save/done" and the three screens without
 * call paths: the paths below are this project's (路径为本项目所定), in the spec's style.
 */

/** Where a task or a log is: a plot (地块), a place (场所, e.g. a poultry house) or a batch (批次). */
export const workSubjectKind = z.enum(["PLOT", "RANGE", "BATCH"]).describe("对象：地块 / 场所（禽舍等） / 批次");
export type WorkSubjectKind = z.infer<typeof workSubjectKind>;

/** Work types (作业类型): crop work first, then poultry-house work. */
export const workTypes = [
  "PLOUGH",
  "SOW",
  "FERTILIZE",
  "SPRAY",
  "IRRIGATE",
  "WEED",
  "PRUNE",
  "HARVEST",
  "FEED",
  "CLEAN_DISINFECT",
  "IMMUNIZE",
  "MEDICATE",
  "LITTER",
  "CATCH",
  "REPAIR",
  "OTHER",
] as const;
export const workType = z
  .enum(workTypes)
  .describe("作业类型：耕地 / 播种 / 施肥 / 打药 / 灌溉 / 除草 / 修剪 / 收获 / 饲喂 / 清舍消毒 / 免疫 / 投药 / 垫料更换 / 出栏抓鸡 / 设施维修 / 其他");
export type WorkType = z.infer<typeof workType>;
export const workTypeLabels: Record<WorkType, { zh: string; en: string }> = {
  PLOUGH: { zh: "耕地", en: "Ploughing" },
  SOW: { zh: "播种", en: "Sowing" },
  FERTILIZE: { zh: "施肥", en: "Fertilising" },
  SPRAY: { zh: "打药", en: "Spraying" },
  IRRIGATE: { zh: "灌溉", en: "Irrigation" },
  WEED: { zh: "除草", en: "Weeding" },
  PRUNE: { zh: "修剪", en: "Pruning" },
  HARVEST: { zh: "收获", en: "Harvest" },
  FEED: { zh: "饲喂", en: "Feeding" },
  CLEAN_DISINFECT: { zh: "清舍消毒", en: "House cleaning & disinfection" },
  IMMUNIZE: { zh: "免疫", en: "Vaccination" },
  MEDICATE: { zh: "投药", en: "Medication" },
  LITTER: { zh: "垫料更换", en: "Litter change" },
  CATCH: { zh: "出栏抓鸡", en: "Catching for sale" },
  REPAIR: { zh: "设施维修", en: "Equipment repair" },
  OTHER: { zh: "其他", en: "Other" },
};

/** A task's state (server farm-work/machine.ts has the transitions). */
export const workStates = ["TODO", "DOING", "DONE", "CANCELLED"] as const;
export const workState = z.enum(workStates).describe("作业状态：待开始 / 进行中 / 已完成 / 已取消");
export type WorkState = z.infer<typeof workState>;
export const workEvents = ["start", "done", "cancel"] as const;
export const workEvent = z.enum(workEvents).describe("作业事件：开始 / 完成 / 取消");
export type WorkEvent = z.infer<typeof workEvent>;

/** Hours with at most one decimal (labour and machinery hours: analysis sums them). */
const hours = z
  .number()
  .min(0)
  .max(100_000)
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, "最多一位小数");

const photos = z.array(z.string().max(500)).max(9).describe("照片：通过图片上传得到的地址（本人上传），最多 9 张");

const subjectFields = {
  subjectKind: workSubjectKind,
  subjectId: id.describe("地块、场所或批次的 id（当前农场的）"),
};

export const workInput = z.object({
  ...subjectFields,
  workType,
  title: optText(60).describe("作业名称（空则用作业类型）"),
  planDate: day.describe("计划日期"),
  assigneeEmployeeId: id.nullable().optional().describe("执行人：本企业员工 id（企业）"),
  assigneeName: optText(30).describe("执行人姓名（个人农场直接填写；选员工时取员工姓名）"),
  content: optText(500).describe("作业内容与要求"),
});
export type WorkInput = z.infer<typeof workInput>;

export const workResultInput = z.object({
  id,
  result: optText(1000).describe("作业结果"),
  labourHours: hours.nullable().optional().describe("用工（工时，最多一位小数）"),
  machineHours: hours.nullable().optional().describe("农机作业（台时，最多一位小数）"),
  photos: photos.optional(),
});
export type WorkResultInput = z.infer<typeof workResultInput>;

export const workView = z.object({
  id,
  manufacturerId: id,
  subjectKind: workSubjectKind,
  subjectId: id,
  subjectName: z.string(),
  plotId: id.nullable().describe("所在地块（对象为地块，或作物批次的地块）"),
  rangeId: id.nullable().describe("所在场所（对象为场所，或禽群批次的禽舍）"),
  workType,
  title: z.string(),
  planDate: z.string(),
  assigneeEmployeeId: id.nullable(),
  assigneeName: z.string().nullable(),
  content: z.string().nullable(),
  state: workState,
  actions: z.array(workEvent).describe("当前状态可执行的事件"),
  result: z.string().nullable(),
  labourHours: z.number().nullable(),
  machineHours: z.number().nullable(),
  photos: z.array(z.string()),
  startedAt: instant.nullable(),
  doneAt: instant.nullable(),
  cancelReason: z.string().nullable(),
  overdue: z.boolean().describe("计划日期已过仍未完成"),
  createdByName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type WorkView = z.infer<typeof workView>;

const dateRange = {
  dateFrom: day.optional(),
  dateTo: day.optional(),
};

// ───────────────────────── growth logs ─────────────────────────

/** Growth stages: crop stages, then flock stages. */
export const growStages = ["SEEDLING", "VEGETATIVE", "FLOWERING", "FRUITING", "MATURE", "BROODING", "GROWING", "FINISHING", "LAYING", "OTHER"] as const;
export const growStage = z.enum(growStages).describe("生长阶段：苗期 / 生长期 / 开花期 / 结果（灌浆）期 / 成熟期 / 育雏期 / 育成期 / 育肥期 / 产蛋期 / 其他");
export type GrowStage = z.infer<typeof growStage>;
export const growStageLabels: Record<GrowStage, { zh: string; en: string }> = {
  SEEDLING: { zh: "苗期", en: "Seedling" },
  VEGETATIVE: { zh: "生长期", en: "Vegetative" },
  FLOWERING: { zh: "开花期", en: "Flowering" },
  FRUITING: { zh: "结果/灌浆期", en: "Fruiting / grain fill" },
  MATURE: { zh: "成熟期", en: "Mature" },
  BROODING: { zh: "育雏期", en: "Brooding" },
  GROWING: { zh: "育成期", en: "Growing" },
  FINISHING: { zh: "育肥期", en: "Finishing" },
  LAYING: { zh: "产蛋期", en: "Laying" },
  OTHER: { zh: "其他", en: "Other" },
};
/** Which stages fit a crop batch and which a flock (OTHER fits both). */
export const cropStages: readonly GrowStage[] = ["SEEDLING", "VEGETATIVE", "FLOWERING", "FRUITING", "MATURE", "OTHER"];
export const flockStages: readonly GrowStage[] = ["BROODING", "GROWING", "FINISHING", "LAYING", "OTHER"];

const oneDecimal = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, "最多一位小数");

export const growLogInput = z.object({
  batchId: id.describe("批次（作物或禽群，当前农场的）"),
  logDate: day.describe("日期"),
  stage: growStage,
  heightCm: oneDecimal(10_000).nullable().optional().describe("株高（厘米，作物）"),
  weightG: oneDecimal(100_000).nullable().optional().describe("平均体重 / 单株（果）重（克）"),
  uniformityPct: oneDecimal(100).nullable().optional().describe("均匀度（%）"),
  sampleSize: z.number().int().min(1).max(100_000).nullable().optional().describe("抽样数"),
  description: optText(1000).describe("长势描述"),
  photos: photos.optional(),
});
export type GrowLogInput = z.infer<typeof growLogInput>;

export const growLogView = z.object({
  id,
  manufacturerId: id,
  batchId: id,
  batchName: z.string(),
  batchKind: z.enum(["FLOCK", "CROP"]),
  placeName: z.string(),
  logDate: z.string(),
  ageDays: z.number().int().describe("记录当天的日龄 / 生长天数"),
  stage: growStage,
  heightCm: z.number().nullable(),
  weightG: z.number().nullable(),
  uniformityPct: z.number().nullable(),
  sampleSize: z.number().int().nullable(),
  description: z.string().nullable(),
  photos: z.array(z.string()),
  createdByName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type GrowLogView = z.infer<typeof growLogView>;

// ───────────────────────── watch logs ─────────────────────────

export const watchFindings = ["NORMAL", "PEST", "DISEASE", "EQUIPMENT", "OTHER"] as const;
export const watchFinding = z.enum(watchFindings).describe("巡查结果：正常 / 虫害 / 病害 / 设施设备 / 其他");
export type WatchFinding = z.infer<typeof watchFinding>;

export const watchLogInput = z.object({
  subjectKind: z.enum(["PLOT", "RANGE"]).describe("巡查对象：地块 / 场所（禽舍等）"),
  subjectId: id.describe("地块或场所的 id（当前农场的）"),
  logDate: day.describe("巡查日期"),
  inspector: text(30).describe("巡查人"),
  finding: watchFinding,
  description: optText(1000).describe("情况描述（发现问题时必填）"),
  photos: photos.optional(),
  followUp: optText(500).describe("处理措施 / 跟进"),
  resolved: z.boolean().optional().describe("问题已处理（正常时无意义）"),
});
export type WatchLogInput = z.infer<typeof watchLogInput>;

export const watchLogView = z.object({
  id,
  manufacturerId: id,
  subjectKind: z.enum(["PLOT", "RANGE"]),
  subjectId: id,
  subjectName: z.string(),
  logDate: z.string(),
  inspector: z.string(),
  finding: watchFinding,
  description: z.string().nullable(),
  photos: z.array(z.string()),
  followUp: z.string().nullable(),
  resolved: z.boolean(),
  createdByName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type WatchLogView = z.infer<typeof watchLogView>;

// ───────────────────────── farm home ─────────────────────────

export const farmSummary = z.object({
  farm: z.object({ id, name: z.string(), type: z.string(), areaName: z.string(), areaMu: z.number().nullable(), stockOnHand: z.number().int().nullable() }),
  plots: z.object({ count: z.number().int(), areaMu: z.number(), growing: z.number().int() }),
  batches: z.object({
    open: z.number().int(),
    list: z.array(z.object({ id, name: z.string(), kind: z.enum(["FLOCK", "CROP"]), placeName: z.string(), ageDays: z.number().int(), alive: z.number().int().nullable() })),
  }),
  lowStock: z.array(z.object({ id, name: z.string(), unit: z.string(), stock: z.number().int(), lowStock: z.number().int() })).describe("低库存农资（千分之一单位）"),
  work: z.object({
    todo: z.number().int(),
    doing: z.number().int(),
    overdue: z.number().int(),
    today: z.array(workView).describe("今天及之前计划、仍未完成的作业（最多 8 条）"),
  }),
  watch: z.object({ openIssues: z.number().int().describe("未处理的问题"), recent: z.array(watchLogView).describe("最近的巡查（最多 5 条）") }),
});
export type FarmSummary = z.infer<typeof farmSummary>;

const workRead = anyFunc(["farmingManage.record.working", "farmingManage.land.map"]);
const growRead = anyFunc(["farmingManage.record.growLogs"]);
const watchRead = anyFunc(["farmingManage.record.watchLogs", "farmingManage.land.map"]);

export const farmWork = domain("farmWork", {
  // field work
  workSelListByPage: {
    path: "/api/pdmg/record/farmingWork/selListByPage",
    access: workRead,
    summary: "当前农场的农事作业（分页，按状态、类型、地块、日期）— 路径为本项目所定",
    input: pageInput.extend({
      state: workState.optional(),
      workType: workType.optional(),
      plotId: id.optional().describe("某地块上的作业（地块本身或其上的作物批次）"),
      subjectKind: workSubjectKind.optional(),
      subjectId: id.optional(),
      keyword: optText(40).describe("名称、对象、执行人或内容包含"),
      ...dateRange,
    }),
    output: pageOf(workView),
  },
  workCountByState: {
    path: "/api/pdmg/record/farmingWork/selCountByState",
    access: workRead,
    summary: "当前农场各状态的作业数（状态页签）— 路径为本项目所定",
    input: z.object({ plotId: id.optional() }),
    output: z.object({ TODO: z.number().int(), DOING: z.number().int(), DONE: z.number().int(), CANCELLED: z.number().int() }),
  },
  workSelById: {
    path: "/api/pdmg/record/farmingWork/selById",
    access: workRead,
    summary: "一项农事作业及其状态历史 — 路径为本项目所定",
    input: z.object({ id }),
    output: workView.extend({ history: z.array(stateHistoryEntry) }),
  },
  workAdd: {
    path: "/api/pdmg/record/farmingWork/add",
    access: workRead,
    summary: "新建农事作业（待开始）— 路径为本项目所定",
    input: workInput,
    output: workView,
  },
  workUpdById: {
    path: "/api/pdmg/record/farmingWork/updById",
    access: workRead,
    summary: "修改农事作业的安排（待开始或进行中的）— 路径为本项目所定",
    input: workInput.extend({ id }),
    output: workView,
  },
  workDelById: {
    path: "/api/pdmg/record/farmingWork/delById",
    access: workRead,
    summary: "删除农事作业（待开始或已取消的；进行中、已完成的有结果，不能删除）— 路径为本项目所定",
    input: z.object({ id }),
    output: z.null(),
  },
  workStart: {
    path: "/api/pdmg/record/farmingWork/start",
    access: workRead,
    summary: "开始作业：待开始 → 进行中 — 路径为本项目所定",
    input: z.object({ id }),
    output: workView,
  },
  workSaveResult: {
    path: "/api/pdmg/record/farmingWork/saveResult",
    access: workRead,
    summary: "保存作业结果（进行中的；不改变状态）— 路径为本项目所定",
    input: workResultInput,
    output: workView,
  },
  workDone: {
    path: "/api/pdmg/record/farmingWork/done",
    access: workRead,
    summary: "完成作业：进行中 → 已完成，可同时保存结果 — 路径为本项目所定",
    input: workResultInput,
    output: workView,
  },
  workCancel: {
    path: "/api/pdmg/record/farmingWork/cancel",
    access: workRead,
    summary: "取消作业：待开始 / 进行中 → 已取消 — 路径为本项目所定",
    input: z.object({ id, reason: optText(200).describe("取消原因") }),
    output: workView,
  },
  // growth logs
  growSelListByPage: {
    path: "/api/pdmg/record/growLog/selListByPage",
    access: growRead,
    summary: "当前农场的生长日志（分页，按批次、阶段、日期）— 路径为本项目所定",
    input: pageInput.extend({ batchId: id.optional(), stage: growStage.optional(), keyword: optText(40).describe("批次名称或描述包含"), ...dateRange }),
    output: pageOf(growLogView),
  },
  growSelById: {
    path: "/api/pdmg/record/growLog/selById",
    access: growRead,
    summary: "一条生长日志 — 路径为本项目所定",
    input: z.object({ id }),
    output: growLogView,
  },
  growAdd: {
    path: "/api/pdmg/record/growLog/add",
    access: growRead,
    summary: "新增生长日志 — 路径为本项目所定",
    input: growLogInput,
    output: growLogView,
  },
  growUpdById: {
    path: "/api/pdmg/record/growLog/updById",
    access: growRead,
    summary: "修改生长日志 — 路径为本项目所定",
    input: growLogInput.extend({ id }),
    output: growLogView,
  },
  growDelById: {
    path: "/api/pdmg/record/growLog/delById",
    access: growRead,
    summary: "删除生长日志 — 路径为本项目所定",
    input: z.object({ id }),
    output: z.null(),
  },
  // watch logs
  watchSelListByPage: {
    path: "/api/pdmg/record/watchLog/selListByPage",
    access: watchRead,
    summary: "当前农场的巡田 / 巡舍日志（分页，按对象、结果、日期）— 路径为本项目所定",
    input: pageInput.extend({
      plotId: id.optional().describe("某地块的巡查"),
      subjectKind: z.enum(["PLOT", "RANGE"]).optional(),
      subjectId: id.optional(),
      finding: watchFinding.optional(),
      openOnly: z.boolean().optional().describe("只列未处理的问题"),
      keyword: optText(40).describe("对象、巡查人或描述包含"),
      ...dateRange,
    }),
    output: pageOf(watchLogView),
  },
  watchSelById: {
    path: "/api/pdmg/record/watchLog/selById",
    access: watchRead,
    summary: "一条巡查日志 — 路径为本项目所定",
    input: z.object({ id }),
    output: watchLogView,
  },
  watchAdd: {
    path: "/api/pdmg/record/watchLog/add",
    access: watchRead,
    summary: "新增巡查日志 — 路径为本项目所定",
    input: watchLogInput,
    output: watchLogView,
  },
  watchUpdById: {
    path: "/api/pdmg/record/watchLog/updById",
    access: watchRead,
    summary: "修改巡查日志（含跟进处理）— 路径为本项目所定",
    input: watchLogInput.extend({ id }),
    output: watchLogView,
  },
  watchDelById: {
    path: "/api/pdmg/record/watchLog/delById",
    access: watchRead,
    summary: "删除巡查日志 — 路径为本项目所定",
    input: z.object({ id }),
    output: z.null(),
  },
  // farm home
  farmSummary: {
    path: "/api/pdmg/base/farmIndex/selSummary",
    access: "func:farmingManage.land.index",
    summary: "农场首页概况：地块与面积、进行中的批次、低库存、今日作业、最近巡查 — 路径为本项目所定",
    input: z.object({}),
    output: farmSummary,
  },
});
