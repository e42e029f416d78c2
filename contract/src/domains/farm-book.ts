import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { day } from "../kit/day";
import { fen, id, instant, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { qty } from "./farm-material";

/**
 * 记账本 — a farm's book: income and expense (记账 JZB), outputs (产出 CC) and pest & disease
 * occurrences (病虫害 BCH).
 *
 * Every call works on the caller's **current farm** (the identity's default manufacturer; none →
 * 002102) and never sees another farm's entries. An entry may be tied to a plot (地块, farm-land), a
 * batch (批次, farm-record: a flock or a crop) and/or a place (场所, e.g. 1号鸡舍); each must be the
 * current farm's (else 100001 naming the field).
 *
 * - **JZB 记账**: `direction` INCOME / EXPENSE, `category` from {@link bookCategories} (an income
 *   category only with INCOME, an expense one only with EXPENSE, OTHER with both), `amountFen`
 *   (> 0, fen), `item` 摘要 (e.g. 购进肉鸡中期料 2 吨), `counterparty` 收付款对象, and for labour
 *   (LABOUR) optionally `laborDays` 工日 (one decimal).
 * - **CC 产出**: `outputKind` (收获 / 出栏 / 产蛋 / 销售 / 其他), `product`, `quantity` in thousandths of
 *   `unit` (as farm-material's quantities: 1500 = 1.5), optional `valueFen` 产值 and `counterparty` (buyer).
 * - **BCH 病虫害**: `diseaseCode` from farm-record's disease classification, `severity` 轻 / 中 / 重,
 *   `affectedCount` (只 / 株) and/or `affectedAreaMu` (亩, two decimals), `measures` 防治措施, optional
 *   `lossFen` 损失.
 *
 * Fields of another kind must not be sent (100001 naming the field). Dates are China calendar days.
 * Summaries (`selSummaryByParam`) add up in SQL, by month (YYYY-MM of the entry's date) and category.
 */

export const bookKinds = ["JZB", "CC", "BCH"] as const;
export const bookKind = z.enum(bookKinds).describe("类型：JZB 记账（收支），CC 产出，BCH 病虫害");
export type BookKind = z.infer<typeof bookKind>;

export const bookDirection = z.enum(["INCOME", "EXPENSE"]).describe("收支方向：收入 / 支出");
export type BookDirection = z.infer<typeof bookDirection>;

/** The fixed bookkeeping categories (收支类别). */
export const bookCategories = ["FEED", "VET_DRUG", "SEEDLING", "FERTILISER", "PESTICIDE", "LABOUR", "MACHINERY", "UTILITIES", "RENT", "SALES", "SUBSIDY", "OTHER"] as const;
export const bookCategory = z.enum(bookCategories).describe("类别：饲料 / 兽药疫苗 / 种苗 / 化肥 / 农药 / 人工 / 农机 / 水电 / 租金 / 销售收入 / 补贴 / 其他");
export type BookCategory = z.infer<typeof bookCategory>;

/** Each category's names and the directions it may be used with. */
export const bookCategoryInfo: Record<BookCategory, { zh: string; en: string; directions: readonly BookDirection[] }> = {
  FEED: { zh: "饲料", en: "Feed", directions: ["EXPENSE"] },
  VET_DRUG: { zh: "兽药疫苗", en: "Vet drugs & vaccines", directions: ["EXPENSE"] },
  SEEDLING: { zh: "种苗", en: "Chicks & seeds", directions: ["EXPENSE"] },
  FERTILISER: { zh: "化肥", en: "Fertiliser", directions: ["EXPENSE"] },
  PESTICIDE: { zh: "农药", en: "Pesticide", directions: ["EXPENSE"] },
  LABOUR: { zh: "人工", en: "Labour", directions: ["EXPENSE"] },
  MACHINERY: { zh: "农机", en: "Machinery", directions: ["EXPENSE"] },
  UTILITIES: { zh: "水电", en: "Water & power", directions: ["EXPENSE"] },
  RENT: { zh: "租金", en: "Rent", directions: ["EXPENSE"] },
  SALES: { zh: "销售收入", en: "Sales income", directions: ["INCOME"] },
  SUBSIDY: { zh: "补贴", en: "Subsidy", directions: ["INCOME"] },
  OTHER: { zh: "其他", en: "Other", directions: ["INCOME", "EXPENSE"] },
};

export const outputKind = z.enum(["HARVEST", "SLAUGHTER", "EGG", "SALE", "OTHER"]).describe("产出类型：收获 / 出栏 / 产蛋 / 销售 / 其他");
export type OutputKind = z.infer<typeof outputKind>;

export const bchSeverity = z.enum(["LIGHT", "MODERATE", "SEVERE"]).describe("严重程度：轻 / 中 / 重");
export type BchSeverity = z.infer<typeof bchSeverity>;

/** Mu with at most two decimals. */
const mu = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "面积最多两位小数");

export const bookInput = z.object({
  kind: bookKind,
  date: day.describe("日期（记账 / 产出 / 发生日期）"),
  plotId: id.nullable().optional().describe("地块"),
  batchId: id.nullable().optional().describe("批次"),
  rangeId: id.nullable().optional().describe("场所（如 1号鸡舍）"),
  note: optText(500).nullable().describe("备注"),
  // JZB
  direction: bookDirection.optional().describe("收支方向（记账必填）"),
  category: bookCategory.optional().describe("类别（记账必填）"),
  amountFen: fen.min(1, "金额须大于 0").optional().describe("金额（分，记账必填）"),
  item: optText(60).nullable().describe("摘要（记账），如：购进肉鸡中期料 2 吨"),
  laborDays: z.number().min(0).max(100_000).refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, "工日最多一位小数").nullable().optional().describe("工日（人工类别）"),
  counterparty: optText(40).nullable().describe("收付款对象 / 买方"),
  // CC
  outputKind: outputKind.optional().describe("产出类型（产出必填）"),
  product: optText(40).describe("产品（产出必填），如：白羽肉鸡毛鸡"),
  quantity: qty.optional().describe("数量（产出必填；单位的千分之一）"),
  unit: optText(10).describe("单位（产出必填），如：公斤、只、枚"),
  valueFen: fen.nullable().optional().describe("产值（分）"),
  // BCH
  diseaseCode: z.string().max(40).optional().describe("病虫害（病害分类代码，病虫害必填）"),
  severity: bchSeverity.optional().describe("严重程度（病虫害必填）"),
  affectedCount: z.number().int().min(0).max(100_000_000).nullable().optional().describe("受害数量（只 / 株）"),
  affectedAreaMu: mu.nullable().optional().describe("受害面积（亩）"),
  measures: optText(500).nullable().describe("防治措施"),
  lossFen: fen.nullable().optional().describe("损失（分）"),
});
export type BookInput = z.infer<typeof bookInput>;

export const bookView = z.object({
  id,
  manufacturerId: id,
  kind: bookKind,
  date: z.string(),
  plotId: id.nullable(),
  plotName: z.string().nullable(),
  batchId: id.nullable(),
  batchName: z.string().nullable(),
  rangeId: id.nullable(),
  rangeName: z.string().nullable(),
  note: z.string().nullable(),
  direction: bookDirection.nullable(),
  category: bookCategory.nullable(),
  amountFen: z.number().int().nullable(),
  item: z.string().nullable(),
  laborDays: z.number().nullable(),
  counterparty: z.string().nullable(),
  outputKind: outputKind.nullable(),
  product: z.string().nullable(),
  quantity: z.number().int().nullable(),
  unit: z.string().nullable(),
  valueFen: z.number().int().nullable(),
  diseaseCode: z.string().nullable(),
  diseaseName: z.string().nullable(),
  diseaseNameEn: z.string().nullable(),
  severity: bchSeverity.nullable(),
  affectedCount: z.number().int().nullable(),
  affectedAreaMu: z.number().nullable(),
  measures: z.string().nullable(),
  lossFen: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type BookView = z.infer<typeof bookView>;

const bookFilters = {
  kind: bookKind.optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  plotId: id.optional(),
  batchId: id.optional(),
  rangeId: id.optional(),
  direction: bookDirection.optional(),
  category: bookCategory.optional(),
  outputKind: outputKind.optional(),
  keyword: optText(40).describe("摘要、产品、对象、措施或备注包含"),
};

export const bookMonthSum = z.object({
  month: z.string().describe("YYYY-MM"),
  incomeFen: z.number().int(),
  expenseFen: z.number().int(),
  valueFen: z.number().int().describe("产出产值"),
  lossFen: z.number().int().describe("病虫害损失"),
  count: z.number().int(),
});
export const bookCategorySum = z.object({
  direction: bookDirection,
  category: bookCategory,
  amountFen: z.number().int(),
  count: z.number().int(),
});
export const bookSummary = z.object({
  incomeFen: z.number().int(),
  expenseFen: z.number().int(),
  balanceFen: z.number().int().describe("收入 − 支出（可为负）"),
  valueFen: z.number().int(),
  lossFen: z.number().int(),
  count: z.number().int(),
  months: z.array(bookMonthSum),
  categories: z.array(bookCategorySum),
});
export type BookSummary = z.infer<typeof bookSummary>;

const readAccess = anyFunc(["farmingManage.record.book", "farmingManage.land.map"]);
const writeAccess = "func:farmingManage.record.book" as const;

export const farmBook = domain("farmBook", {
  selListByPage: {
    path: "/api/pdmg/record/recordBookkeeping/selListByPage",
    access: readAccess,
    summary: "当前农场的记账本（分页，按类型、期间、地块、批次、类别、关键字）",
    input: pageInput.extend(bookFilters),
    output: pageOf(bookView),
  },
  selListByParam: {
    path: "/api/pdmg/record/recordBookkeeping/selListByParam",
    access: readAccess,
    summary: "按条件查询记账本（不分页，最多 500 条；传 id 即读一条）",
    input: z.object({ id: id.optional(), ...bookFilters }),
    output: z.array(bookView),
  },
  add: {
    path: "/api/pdmg/record/recordBookkeeping/add",
    access: writeAccess,
    summary: "新增记账 / 产出 / 病虫害",
    input: bookInput,
    output: bookView,
  },
  upd: {
    path: "/api/pdmg/record/recordBookkeeping/upd",
    access: writeAccess,
    summary: "修改记账本条目（类型不可改）",
    input: bookInput.extend({ id }),
    output: bookView,
  },
  delById: {
    path: "/api/pdmg/record/recordBookkeeping/delById",
    access: writeAccess,
    summary: "删除记账本条目",
    input: z.object({ id }),
    output: z.null(),
  },
  selSummaryByParam: {
    path: "/api/pdmg/record/recordBookkeeping/selSummaryByParam",
    access: readAccess,
    summary: "记账本汇总：按月与类别的收入、支出、产值、损失（分）— 路径为本项目所定",
    input: z.object({ dateFrom: day.optional(), dateTo: day.optional(), plotId: id.optional(), batchId: id.optional(), rangeId: id.optional() }),
    output: bookSummary,
  },
});
