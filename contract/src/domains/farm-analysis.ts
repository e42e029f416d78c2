import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { id } from "../kit/fields";

/**
 * 数据分析 — charts over the current farm's real records (all answers computed by SQL aggregates;
 * none → 002102; only the caller's current farm is ever read).
 *
 * Every call takes the same filter: a period of whole months (`monthFrom`…`monthTo`, YYYY-MM, China
 * calendar; default the last 12 months up to the current China month; at most 36 months) and
 * optionally a plot (`plotId`) or a batch (`batchId`), which must be the current farm's (100001
 * naming the field). A plot covers records on the plot and on batches grown on it, bookkeeping
 * entries tied to the plot or to such a batch, and stock-outs made with those records. A batch covers
 * its records, its bookkeeping entries, the stock-outs made with its records and the stock-outs to its
 * poultry house while it was placed there (start day … closed day or today).
 *
 * Every answer has the same shape ({@link analysisResult}): the months of the period, one series per
 * measure (a value per month; `money` series are fen, the others in `unit`), and a breakdown table
 * (e.g. per pesticide, per category, per batch). The screens draw the series and list both tables.
 *
 * | call | measures |
 * | --- | --- |
 * | selNyDatas 农药 | 植保次数, 防治面积 (mu), 药液量 (L) from SPRAY records; 农药出库成本 (stock-outs of PESTICIDE materials or purpose SPRAYING); by pesticide |
 * | selSfDatas 施肥 | 施肥次数, 施用量 (kg), 施肥面积 (mu) from FERTILISE records; 化肥出库成本 (FERTILISER materials or purpose FERTILISING); by fertiliser |
 * | selSzDatas 收支 | 收入, 支出 (bookkeeping JZB), 农资出库成本 (all stock-outs), 结余 = 收入 − 支出; by direction and category |
 * | selYgDatas 用工 | 人工支出 (JZB LABOUR), 工日 (its laborDays), 用工笔数; by counterparty (worker or team) |
 * | selNjDatas 农机 | 农机支出 (JZB MACHINERY), 农机物料出库成本 (MACHINERY materials), 灌溉时长 (h, IRRIGATE records); by counterparty |
 * | selXsDatas 销售 | 销售收入 (JZB SALES), 产出产值 (CC), 出栏只数 / 出栏重量 (kg, SALE records); by product (CC) |
 * | selZzDatas 种养 | 进雏, 死淘, 出栏 (birds), 产蛋 (eggs), 喂料 (kg), 收获 (kg, HARVEST), 平均体重 (g, the month's last WEIGHT mean); by batch |
 */

export const analysisMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "月份格式应为 YYYY-MM")
  // PostgreSQL's date has no year 0; as kit/day, nothing of ours is dated outside these years
  .refine((v) => v >= "1900-01" && v <= "2999-12", "月份超出范围（1900–2999 年）");

export const analysisInput = z.object({
  monthFrom: analysisMonth.optional().describe("起始月份（含），默认 11 个月前"),
  monthTo: analysisMonth.optional().describe("结束月份（含），默认本月（北京时间）"),
  plotId: id.optional().describe("只看某地块"),
  batchId: id.optional().describe("只看某批次"),
});
export type AnalysisInput = z.infer<typeof analysisInput>;

export const analysisSeries = z.object({
  key: z.string(),
  label: z.string(),
  labelEn: z.string(),
  unit: z.string().describe("单位（金额为“元”，数值为分）"),
  unitEn: z.string(),
  money: z.boolean().describe("金额（分）"),
  chart: z.enum(["bar", "line"]),
  values: z.array(z.number().nullable()).describe("每月一个值，与 months 对应（无数据的平均值为空）"),
  total: z.number().nullable().describe("期间合计（平均体重等为期间最后一个值）"),
});
export type AnalysisSeries = z.infer<typeof analysisSeries>;

export const analysisColumn = z.object({
  key: z.string(),
  label: z.string(),
  labelEn: z.string(),
  unit: z.string(),
  unitEn: z.string(),
  money: z.boolean(),
});
export type AnalysisColumn = z.infer<typeof analysisColumn>;

export const analysisRow = z.object({
  name: z.string(),
  nameEn: z.string(),
  values: z.record(z.string(), z.number().nullable()),
});
export type AnalysisRow = z.infer<typeof analysisRow>;

export const analysisResult = z.object({
  monthFrom: z.string(),
  monthTo: z.string(),
  months: z.array(z.string()),
  series: z.array(analysisSeries),
  breakdown: z.object({ title: z.string(), titleEn: z.string(), columns: z.array(analysisColumn), rows: z.array(analysisRow) }),
});
export type AnalysisResult = z.infer<typeof analysisResult>;

/** The analysis codes, their screens and function codes. */
export const analysisCodes = ["ny", "sf", "sz", "yg", "nj", "xs", "zz"] as const;
export type AnalysisCode = (typeof analysisCodes)[number];

const acc = (code: AnalysisCode) => anyFunc([`farmingManage.analysis.${code}`, "farmingManage.land.map"]);
const call = (code: AnalysisCode, name: string, path: string) => ({
  path,
  access: acc(code),
  summary: `${name}分析（按月，可按地块 / 批次）— 路径为本项目所定`,
  input: analysisInput,
  output: analysisResult,
});

export const farmAnalysis = domain("farmAnalysis", {
  selNyDatas: call("ny", "农药使用", "/api/pdmg/analysis/selNyDatas"),
  selSfDatas: call("sf", "施肥", "/api/pdmg/analysis/selSfDatas"),
  selSzDatas: call("sz", "收支", "/api/pdmg/analysis/selSzDatas"),
  selYgDatas: call("yg", "用工", "/api/pdmg/analysis/selYgDatas"),
  selNjDatas: call("nj", "农机", "/api/pdmg/analysis/selNjDatas"),
  selXsDatas: call("xs", "销售", "/api/pdmg/analysis/selXsDatas"),
  selZzDatas: call("zz", "种养", "/api/pdmg/analysis/selZzDatas"),
});
