import { bookCategoryInfo, Codes, type AnalysisColumn, type AnalysisInput, type AnalysisResult, type AnalysisRow, type AnalysisSeries, type BookCategory } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { BizError, invalid } from "../../kit/errors";
import { chinaDay } from "../../kit/time";
import * as q from "../../read/farm-analysis";
import { batchOfFarm } from "../../read/farm-analysis-subjects";
import { plotOfFarm } from "../farm-land";
import { requireManufacturer } from "../manufacturer";

/** The longest period one analysis covers. */
export const MAX_MONTHS = 36;

/** "2026-03" plus n months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}

/** The months from `from` to `to`, both included. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The period asked for, or the last 12 months up to the current China month. */
export function periodOf(now: Date, input: Pick<AnalysisInput, "monthFrom" | "monthTo">): { monthFrom: string; monthTo: string } {
  const monthTo = input.monthTo ?? chinaDay(now).slice(0, 7);
  const monthFrom = input.monthFrom ?? addMonths(monthTo, -11);
  if (monthFrom > monthTo) throw invalid("monthTo", "结束月份不能早于起始月份");
  if (monthsOf(monthFrom, monthTo).length > MAX_MONTHS) throw invalid("monthFrom", `期间最多 ${MAX_MONTHS} 个月`);
  return { monthFrom, monthTo };
}

async function scopeOf(ctx: AuthedCtx, input: AnalysisInput): Promise<{ scope: q.AnalysisScope; months: string[]; monthFrom: string; monthTo: string }> {
  const farm = await requireManufacturer(ctx);
  const { monthFrom, monthTo } = periodOf(ctx.now, input);
  const scope: q.AnalysisScope = { farmId: farm.id, from: `${monthFrom}-01`, toExcl: `${addMonths(monthTo, 1)}-01` };
  if (input.plotId) {
    const id = input.plotId;
    try {
      const p = await plotOfFarm(ctx, id);
      if (p.manufacturerId !== farm.id) throw invalid("plotId", "地块不存在或不属于当前农场");
      scope.plotId = p.id;
    } catch (e) {
      if (e instanceof BizError && e.code === Codes.NOT_FOUND) throw invalid("plotId", "地块不存在或不属于当前农场");
      throw e;
    }
  }
  if (input.batchId) {
    const b = await batchOfFarm(ctx, farm.id, input.batchId);
    if (!b) throw invalid("batchId", "批次不存在或不属于当前农场");
    scope.batch = { id: b.id, rangeId: b.rangeId, startDate: b.startDate, endDate: b.closedDate ?? chinaDay(ctx.now) };
  }
  return { scope, months: monthsOf(monthFrom, monthTo), monthFrom, monthTo };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

interface SeriesSpec {
  key: string;
  label: string;
  labelEn: string;
  unit: [string, string];
  money?: boolean;
  chart?: "bar" | "line";
  from: q.Monthly;
  field: string;
  /** "last": the period's value is the last month's that has one (averages); otherwise the sum. */
  mode?: "sum" | "last";
}

const YUAN: [string, string] = ["元", "CNY"];

function series(months: string[], s: SeriesSpec): AnalysisSeries {
  const values = months.map((m) => {
    const v = s.from.get(m)?.[s.field];
    if (v === undefined || v === null) return s.mode === "last" ? null : 0;
    return round3(v);
  });
  const total = s.mode === "last" ? (values.filter((v) => v !== null).at(-1) ?? null) : round3(values.reduce<number>((a, v) => a + (v ?? 0), 0));
  return { key: s.key, label: s.label, labelEn: s.labelEn, unit: s.unit[0], unitEn: s.unit[1], money: s.money ?? false, chart: s.chart ?? "bar", values, total };
}

const col = (key: string, label: string, labelEn: string, unit: [string, string] = ["", ""], money = false): AnalysisColumn => ({ key, label, labelEn, unit: unit[0], unitEn: unit[1], money });

function result(p: { months: string[]; monthFrom: string; monthTo: string }, s: AnalysisSeries[], title: [string, string], columns: AnalysisColumn[], rows: AnalysisRow[]): AnalysisResult {
  return { monthFrom: p.monthFrom, monthTo: p.monthTo, months: p.months, series: s, breakdown: { title: title[0], titleEn: title[1], columns, rows } };
}

const TIMES: [string, string] = ["次", "times"];
const MU: [string, string] = ["亩", "mu"];
const KG: [string, string] = ["千克", "kg"];
const BIRDS: [string, string] = ["只", "birds"];

/** 农药: spraying records and pesticide stock-outs. */
export async function ny(ctx: AuthedCtx, input: AnalysisInput): Promise<AnalysisResult> {
  const p = await scopeOf(ctx, input);
  const [spray, cost, byName] = await Promise.all([
    q.sprayMonthly(ctx, p.scope),
    q.stockOutMonthly(ctx, p.scope, { categories: ["PESTICIDE"], purposes: ["SPRAYING"] }),
    q.recordsByName(ctx, p.scope, "SPRAY", "pesticide", ["areaMu", "liquidL"]),
  ]);
  return result(
    p,
    [
      series(p.months, { key: "areaMu", label: "防治面积", labelEn: "Area sprayed", unit: MU, from: spray, field: "areaMu" }),
      series(p.months, { key: "liquidL", label: "药液量", labelEn: "Spray volume", unit: ["升", "L"], from: spray, field: "liquidL" }),
      series(p.months, { key: "times", label: "植保次数", labelEn: "Sprayings", unit: TIMES, chart: "line", from: spray, field: "times" }),
      series(p.months, { key: "costFen", label: "农药出库成本", labelEn: "Pesticide cost", unit: YUAN, money: true, chart: "line", from: cost, field: "costFen" }),
    ],
    ["按农药", "By pesticide"],
    [col("times", "次数", "Times", TIMES), col("areaMu", "防治面积", "Area", MU), col("liquidL", "药液量", "Volume", ["升", "L"])],
    byName.map((r) => ({ name: r.name, nameEn: r.name, values: r.values })),
  );
}

/** 施肥: fertilising records and fertiliser stock-outs. */
export async function sf(ctx: AuthedCtx, input: AnalysisInput): Promise<AnalysisResult> {
  const p = await scopeOf(ctx, input);
  const [fert, cost, byName] = await Promise.all([
    q.fertiliseMonthly(ctx, p.scope),
    q.stockOutMonthly(ctx, p.scope, { categories: ["FERTILISER"], purposes: ["FERTILISING"] }),
    q.recordsByName(ctx, p.scope, "FERTILISE", "fertiliser", ["amountKg", "areaMu"]),
  ]);
  return result(
    p,
    [
      series(p.months, { key: "amountKg", label: "施用量", labelEn: "Amount applied", unit: KG, from: fert, field: "amountKg" }),
      series(p.months, { key: "areaMu", label: "施肥面积", labelEn: "Area", unit: MU, from: fert, field: "areaMu" }),
      series(p.months, { key: "times", label: "施肥次数", labelEn: "Applications", unit: TIMES, chart: "line", from: fert, field: "times" }),
      series(p.months, { key: "costFen", label: "化肥出库成本", labelEn: "Fertiliser cost", unit: YUAN, money: true, chart: "line", from: cost, field: "costFen" }),
    ],
    ["按肥料", "By fertiliser"],
    [col("times", "次数", "Times", TIMES), col("amountKg", "施用量", "Amount", KG), col("areaMu", "施肥面积", "Area", MU)],
    byName.map((r) => ({ name: r.name, nameEn: r.name, values: r.values })),
  );
}

/** 收支: bookkeeping income and expense, and the cost of all stock-outs. */
export async function sz(ctx: AuthedCtx, input: AnalysisInput): Promise<AnalysisResult> {
  const p = await scopeOf(ctx, input);
  const [book, cost, cats] = await Promise.all([q.bookMonthly(ctx, p.scope), q.stockOutMonthly(ctx, p.scope), q.bookByCategory(ctx, p.scope)]);
  const net: q.Monthly = new Map([...book].map(([m, v]) => [m, { net: (v.incomeFen ?? 0) - (v.expenseFen ?? 0) }]));
  return result(
    p,
    [
      series(p.months, { key: "incomeFen", label: "收入", labelEn: "Income", unit: YUAN, money: true, from: book, field: "incomeFen" }),
      series(p.months, { key: "expenseFen", label: "支出", labelEn: "Expense", unit: YUAN, money: true, from: book, field: "expenseFen" }),
      series(p.months, { key: "materialFen", label: "农资出库成本", labelEn: "Materials used", unit: YUAN, money: true, from: cost, field: "costFen" }),
      series(p.months, { key: "netFen", label: "结余", labelEn: "Balance", unit: YUAN, money: true, chart: "line", from: net, field: "net" }),
    ],
    ["按类别", "By category"],
    [col("incomeFen", "收入", "Income", YUAN, true), col("expenseFen", "支出", "Expense", YUAN, true), col("count", "笔数", "Entries")],
    cats.map((c) => {
      const info = bookCategoryInfo[c.category as BookCategory];
      return {
        name: info?.zh ?? c.category,
        nameEn: info?.en ?? c.category,
        values: { incomeFen: c.direction === "INCOME" ? c.amountFen : 0, expenseFen: c.direction === "EXPENSE" ? c.amountFen : 0, count: c.count },
      };
    }),
  );
}

/** 用工: labour expenses and labour days (bookkeeping, category LABOUR). */
export async function yg(ctx: AuthedCtx, input: AnalysisInput): Promise<AnalysisResult> {
  const p = await scopeOf(ctx, input);
  const [book, who] = await Promise.all([q.bookMonthly(ctx, p.scope, "LABOUR"), q.bookByCounterparty(ctx, p.scope, "LABOUR")]);
  return result(
    p,
    [
      series(p.months, { key: "expenseFen", label: "人工支出", labelEn: "Labour cost", unit: YUAN, money: true, from: book, field: "expenseFen" }),
      series(p.months, { key: "laborDays", label: "工日", labelEn: "Labour days", unit: ["工日", "days"], chart: "line", from: book, field: "laborDays" }),
      series(p.months, { key: "entries", label: "用工笔数", labelEn: "Entries", unit: ["笔", "entries"], chart: "line", from: book, field: "entries" }),
    ],
    ["按人员 / 班组", "By worker or team"],
    [col("amountFen", "人工支出", "Labour cost", YUAN, true), col("laborDays", "工日", "Labour days", ["工日", "days"]), col("count", "笔数", "Entries")],
    who.map((w) => ({ name: w.name, nameEn: w.name, values: { amountFen: w.amountFen, laborDays: round3(w.laborDays), count: w.count } })),
  );
}

/** 农机: machinery expenses, machinery materials used and irrigation hours. */
export async function nj(ctx: AuthedCtx, input: AnalysisInput): Promise<AnalysisResult> {
  const p = await scopeOf(ctx, input);
  const [book, cost, prod, who] = await Promise.all([
    q.bookMonthly(ctx, p.scope, "MACHINERY"),
    q.stockOutMonthly(ctx, p.scope, { categories: ["MACHINERY"] }),
    q.productionMonthly(ctx, p.scope),
    q.bookByCounterparty(ctx, p.scope, "MACHINERY"),
  ]);
  return result(
    p,
    [
      series(p.months, { key: "expenseFen", label: "农机支出", labelEn: "Machinery cost", unit: YUAN, money: true, from: book, field: "expenseFen" }),
      series(p.months, { key: "materialFen", label: "农机物料出库", labelEn: "Machinery materials", unit: YUAN, money: true, from: cost, field: "costFen" }),
      series(p.months, { key: "irrigateHours", label: "灌溉作业时长", labelEn: "Irrigation hours", unit: ["小时", "h"], chart: "line", from: prod, field: "irrigateHours" }),
    ],
    ["按作业方 / 机手", "By contractor"],
    [col("amountFen", "农机支出", "Machinery cost", YUAN, true), col("count", "笔数", "Entries")],
    who.map((w) => ({ name: w.name, nameEn: w.name, values: { amountFen: w.amountFen, count: w.count } })),
  );
}

/** 销售: sales income, output value, birds sold. */
export async function xs(ctx: AuthedCtx, input: AnalysisInput): Promise<AnalysisResult> {
  const p = await scopeOf(ctx, input);
  const [sales, book, prod, products] = await Promise.all([q.bookMonthly(ctx, p.scope, "SALES"), q.bookMonthly(ctx, p.scope), q.productionMonthly(ctx, p.scope), q.outputsByProduct(ctx, p.scope)]);
  return result(
    p,
    [
      series(p.months, { key: "salesFen", label: "销售收入", labelEn: "Sales income", unit: YUAN, money: true, from: sales, field: "incomeFen" }),
      series(p.months, { key: "valueFen", label: "产出产值", labelEn: "Output value", unit: YUAN, money: true, from: book, field: "valueFen" }),
      series(p.months, { key: "sold", label: "出栏只数", labelEn: "Birds sold", unit: BIRDS, chart: "line", from: prod, field: "sold" }),
      series(p.months, { key: "soldKg", label: "出栏重量", labelEn: "Weight sold", unit: KG, chart: "line", from: prod, field: "soldKg" }),
    ],
    ["按产品（产出）", "By product (outputs)"],
    [col("quantity", "数量", "Quantity"), col("valueFen", "产值", "Value", YUAN, true), col("count", "笔数", "Entries")],
    products.map((r) => {
      const name = r.unit ? `${r.product}（${r.unit}）` : r.product;
      return { name, nameEn: r.unit ? `${r.product} (${r.unit})` : r.product, values: { quantity: r.quantity / 1000, valueFen: r.valueFen, count: r.count } };
    }),
  );
}

/** 种养: flock and crop production per month and per batch. */
export async function zz(ctx: AuthedCtx, input: AnalysisInput): Promise<AnalysisResult> {
  const p = await scopeOf(ctx, input);
  const [prod, batches] = await Promise.all([q.productionMonthly(ctx, p.scope), q.productionByBatch(ctx, p.scope)]);
  return result(
    p,
    [
      series(p.months, { key: "intake", label: "进雏", labelEn: "Chicks placed", unit: BIRDS, from: prod, field: "intake" }),
      series(p.months, { key: "deaths", label: "死淘", labelEn: "Deaths & culls", unit: BIRDS, from: prod, field: "deaths" }),
      series(p.months, { key: "sold", label: "出栏", labelEn: "Birds sold", unit: BIRDS, from: prod, field: "sold" }),
      series(p.months, { key: "eggs", label: "产蛋", labelEn: "Eggs", unit: ["枚", "eggs"], from: prod, field: "eggs" }),
      series(p.months, { key: "feedKg", label: "喂料", labelEn: "Feed", unit: KG, chart: "line", from: prod, field: "feedKg" }),
      series(p.months, { key: "harvestKg", label: "收获", labelEn: "Harvest", unit: KG, from: prod, field: "harvestKg" }),
      series(p.months, { key: "weightG", label: "平均体重（月末称重）", labelEn: "Mean weight (last weighing)", unit: ["克", "g"], chart: "line", from: prod, field: "weightG", mode: "last" }),
    ],
    ["按批次", "By batch"],
    [
      col("headCount", "入舍", "Placed", BIRDS),
      col("deaths", "死淘", "Deaths & culls", BIRDS),
      col("mortalityPct", "死淘率", "Mortality", ["%", "%"]),
      col("sold", "出栏", "Sold", BIRDS),
      col("feedKg", "喂料", "Feed", KG),
      col("weightG", "最近体重", "Last weight", ["克", "g"]),
      col("eggs", "产蛋", "Eggs", ["枚", "eggs"]),
      col("harvestKg", "收获", "Harvest", KG),
    ],
    batches.map((b) => {
      const head = b.headCount ?? (b.values.intake || null);
      const deaths = b.values.deaths ?? 0;
      return {
        name: b.name,
        nameEn: b.name,
        values: { ...b.values, headCount: head, mortalityPct: head ? Math.round((deaths * 10_000) / head) / 100 : null, feedKg: round3(b.values.feedKg ?? 0), harvestKg: round3(b.values.harvestKg ?? 0) },
      };
    }),
  );
}
