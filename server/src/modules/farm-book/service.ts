import { bookCategoryInfo, Codes, type BookInput, type BookSummary, type BookView, type Page, type PageInput } from "@qinlian/contract";
import { and, desc, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx } from "../../kit/context";
import { BizError, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { batchOfFarm, diseaseByCode } from "../../read/farm-analysis-subjects";
import { plotOfFarm } from "../farm-land";
import { rangeOfFarm } from "../farm-material";
import { memberNames } from "../identity";
import { requireManufacturer } from "../manufacturer";
import { bookEntry } from "./schema";

type Row = typeof bookEntry.$inferSelect;
type Values = Omit<typeof bookEntry.$inferInsert, "id" | "manufacturerId" | "kind" | "createdByMemberId" | "createdByName">;

/** The list and summary filters (every one optional). */
export interface BookFilter {
  kind?: Row["kind"];
  dateFrom?: string;
  dateTo?: string;
  plotId?: string;
  batchId?: string;
  rangeId?: string;
  direction?: "INCOME" | "EXPENSE";
  category?: NonNullable<Row["category"]>;
  outputKind?: NonNullable<Row["outputKind"]>;
  keyword?: string;
}

/** The fields only one kind may carry. */
const KIND_FIELDS = {
  JZB: ["direction", "category", "amountFen", "item", "laborDays"],
  CC: ["outputKind", "product", "quantity", "unit", "valueFen"],
  BCH: ["diseaseCode", "severity", "affectedCount", "affectedAreaMu", "measures", "lossFen"],
} as const;

const filled = (v: unknown) => v !== undefined && v !== null && v !== "";

function toView(r: Row): BookView {
  return {
    id: r.id,
    manufacturerId: r.manufacturerId,
    kind: r.kind,
    date: r.date,
    plotId: r.plotId,
    plotName: r.plotName,
    batchId: r.batchId,
    batchName: r.batchName,
    rangeId: r.rangeId,
    rangeName: r.rangeName,
    note: r.note,
    direction: r.direction,
    category: r.category,
    amountFen: r.amountFen,
    item: r.item,
    laborDays: r.laborDays,
    counterparty: r.counterparty,
    outputKind: r.outputKind,
    product: r.product,
    quantity: r.quantity,
    unit: r.unit,
    valueFen: r.valueFen,
    diseaseCode: r.diseaseCode,
    diseaseName: r.diseaseName,
    diseaseNameEn: r.diseaseNameEn,
    severity: r.severity,
    affectedCount: r.affectedCount,
    affectedAreaMu: r.affectedAreaMu === null ? null : Number(r.affectedAreaMu),
    measures: r.measures,
    lossFen: r.lossFen,
    createdByName: r.createdByName,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** Another module's NOT_FOUND becomes a validation error on our field. */
async function asField<T>(field: string, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof BizError && e.code !== Codes.NO_MANUFACTURER) throw invalid(field, `${what}不存在或不属于当前农场`);
    throw e;
  }
}

/** Checks an entry's input against its kind and the current farm; answers the row's values. */
async function checked(ctx: AuthedCtx, farmId: string, input: BookInput): Promise<Values> {
  for (const [kind, fields] of Object.entries(KIND_FIELDS)) {
    if (kind === input.kind) continue;
    for (const f of fields) if (filled(input[f])) throw invalid(f, `${f} 不属于该类型（${input.kind}）`);
  }
  const out: Values = { date: input.date, note: input.note || null, counterparty: input.counterparty || null };
  // subjects
  let plotId = input.plotId ?? null;
  let rangeId = input.rangeId ?? null;
  if (input.batchId) {
    const b = await batchOfFarm(ctx, farmId, input.batchId);
    if (!b) throw invalid("batchId", "批次不存在或不属于当前农场");
    if (plotId && b.plotId && b.plotId !== plotId) throw invalid("batchId", `批次“${b.name}”不在所选地块上`);
    if (rangeId && b.rangeId && b.rangeId !== rangeId) throw invalid("batchId", `批次“${b.name}”不在所选场所`);
    plotId = plotId ?? b.plotId;
    rangeId = rangeId ?? b.rangeId;
    Object.assign(out, { batchId: b.id, batchName: b.name });
  } else Object.assign(out, { batchId: null, batchName: null });
  if (plotId) {
    const id = plotId;
    const p = await asField("plotId", "地块", () => plotOfFarm(ctx, id));
    if (p.manufacturerId !== farmId) throw invalid("plotId", "地块不存在或不属于当前农场");
    Object.assign(out, { plotId: p.id, plotName: p.name });
  } else Object.assign(out, { plotId: null, plotName: null });
  if (rangeId) {
    const id = rangeId;
    const r = await asField("rangeId", "场所", () => rangeOfFarm(ctx, id));
    if (r.manufacturerId !== farmId) throw invalid("rangeId", "场所不存在或不属于当前农场");
    Object.assign(out, { rangeId: r.id, rangeName: r.name });
  } else Object.assign(out, { rangeId: null, rangeName: null });

  if (input.kind === "JZB") {
    if (!input.direction) throw invalid("direction", "请选择收入或支出");
    if (!input.category) throw invalid("category", "请选择类别");
    if (!bookCategoryInfo[input.category].directions.includes(input.direction))
      throw invalid("category", `“${bookCategoryInfo[input.category].zh}”不是${input.direction === "INCOME" ? "收入" : "支出"}类别`);
    if (input.amountFen === undefined) throw invalid("amountFen", "请填写金额");
    if (filled(input.laborDays) && input.category !== "LABOUR") throw invalid("laborDays", "只有人工类别可填工日");
    Object.assign(out, { direction: input.direction, category: input.category, amountFen: input.amountFen, item: input.item || null, laborDays: input.laborDays ?? null });
  } else if (input.kind === "CC") {
    if (!input.outputKind) throw invalid("outputKind", "请选择产出类型");
    if (!input.product) throw invalid("product", "请填写产品");
    if (input.quantity === undefined) throw invalid("quantity", "请填写数量");
    if (!input.unit) throw invalid("unit", "请填写单位");
    Object.assign(out, { outputKind: input.outputKind, product: input.product, quantity: input.quantity, unit: input.unit, valueFen: input.valueFen ?? null });
  } else {
    if (!input.diseaseCode) throw invalid("diseaseCode", "请选择病虫害");
    const d = await diseaseByCode(ctx, input.diseaseCode);
    if (!d) throw invalid("diseaseCode", "病虫害不在病害分类中");
    if (!input.severity) throw invalid("severity", "请选择严重程度");
    if (!filled(input.affectedCount) && !filled(input.affectedAreaMu)) throw invalid("affectedCount", "请填写受害数量或受害面积");
    Object.assign(out, {
      diseaseCode: d.code,
      diseaseName: d.name,
      diseaseNameEn: d.nameEn,
      severity: input.severity,
      affectedCount: input.affectedCount ?? null,
      affectedAreaMu: input.affectedAreaMu ?? null,
      measures: input.measures || null,
      lossFen: input.lossFen ?? null,
    });
  }
  return out;
}

/** The other kinds' columns, emptied (an update never changes the kind). */
const EMPTY: Values = {
  date: "1970-01-01",
  direction: null,
  category: null,
  amountFen: null,
  item: null,
  laborDays: null,
  outputKind: null,
  product: null,
  quantity: null,
  unit: null,
  valueFen: null,
  diseaseCode: null,
  diseaseName: null,
  diseaseNameEn: null,
  severity: null,
  affectedCount: null,
  affectedAreaMu: null,
  measures: null,
  lossFen: null,
};

async function ownedEntry(ctx: AuthedCtx, farmId: string, id: string, lock = false): Promise<Row> {
  const q = ctx.db
    .select()
    .from(bookEntry)
    .where(and(eq(bookEntry.id, id), eq(bookEntry.manufacturerId, farmId), isNull(bookEntry.deletedAt)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("记账本条目");
  return r;
}

export async function add(ctx: AuthedCtx, input: BookInput): Promise<BookView> {
  const farm = await requireManufacturer(ctx);
  const values = await checked(ctx, farm.id, input);
  const name = (await memberNames(ctx, [ctx.member.memberId])).get(ctx.member.memberId) ?? null;
  const [row] = await ctx.db
    .insert(bookEntry)
    .values({ ...values, manufacturerId: farm.id, kind: input.kind, createdByMemberId: ctx.member.memberId, createdByName: name })
    .returning();
  return toView(row);
}

export async function update(ctx: AuthedCtx, input: BookInput & { id: string }): Promise<BookView> {
  const farm = await requireManufacturer(ctx);
  return inTx(ctx, async (tx) => {
    const e = await ownedEntry(tx, farm.id, input.id, true);
    if (e.kind !== input.kind) throw invalid("kind", "类型不可修改");
    const values = await checked(tx, farm.id, input);
    const [row] = await tx.db.update(bookEntry).set({ ...EMPTY, ...values }).where(eq(bookEntry.id, e.id)).returning();
    return toView(row);
  });
}

export async function remove(ctx: AuthedCtx, id: string): Promise<null> {
  const farm = await requireManufacturer(ctx);
  const e = await ownedEntry(ctx, farm.id, id);
  await ctx.db.update(bookEntry).set({ deletedAt: ctx.now }).where(eq(bookEntry.id, e.id));
  return null;
}

function where(farmId: string, q: BookFilter & { id?: string }): SQL | undefined {
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw invalid("dateTo", "结束日期不能早于开始日期");
  return and(
    eq(bookEntry.manufacturerId, farmId),
    isNull(bookEntry.deletedAt),
    q.id ? eq(bookEntry.id, q.id) : undefined,
    q.kind ? eq(bookEntry.kind, q.kind) : undefined,
    q.dateFrom ? gte(bookEntry.date, q.dateFrom) : undefined,
    q.dateTo ? lte(bookEntry.date, q.dateTo) : undefined,
    q.plotId ? eq(bookEntry.plotId, q.plotId) : undefined,
    q.batchId ? eq(bookEntry.batchId, q.batchId) : undefined,
    q.rangeId ? eq(bookEntry.rangeId, q.rangeId) : undefined,
    q.direction ? eq(bookEntry.direction, q.direction) : undefined,
    q.category ? eq(bookEntry.category, q.category) : undefined,
    q.outputKind ? eq(bookEntry.outputKind, q.outputKind) : undefined,
    q.keyword
      ? sql`(${contains(bookEntry.item, q.keyword)} or ${contains(bookEntry.product, q.keyword)} or ${contains(bookEntry.counterparty, q.keyword)} or ${contains(bookEntry.measures, q.keyword)} or ${contains(bookEntry.note, q.keyword)} or ${contains(bookEntry.diseaseName, q.keyword)})`
      : undefined,
  );
}

const order = [desc(bookEntry.date), desc(bookEntry.createdAt), desc(bookEntry.id)];

export async function page(ctx: AuthedCtx, q: PageInput & BookFilter): Promise<Page<BookView>> {
  const farm = await requireManufacturer(ctx);
  const w = where(farm.id, q);
  return paged(
    ctx,
    q,
    async (limit, offset) => (await ctx.db.select().from(bookEntry).where(w).orderBy(...order).limit(limit).offset(offset)).map(toView),
    () => ctx.db.$count(bookEntry, w),
  );
}

export async function list(ctx: AuthedCtx, q: BookFilter & { id?: string }): Promise<BookView[]> {
  const farm = await requireManufacturer(ctx);
  return (await ctx.db.select().from(bookEntry).where(where(farm.id, q)).orderBy(...order).limit(500)).map(toView);
}

/** Sums by month and category, in SQL (fen, exact). */
export async function summary(ctx: AuthedCtx, q: Pick<BookFilter, "dateFrom" | "dateTo" | "plotId" | "batchId" | "rangeId">): Promise<BookSummary> {
  const farm = await requireManufacturer(ctx);
  const w = where(farm.id, q);
  const income = sql<string>`coalesce(sum(case when ${bookEntry.direction} = 'INCOME' then ${bookEntry.amountFen} else 0 end), 0)`;
  const expense = sql<string>`coalesce(sum(case when ${bookEntry.direction} = 'EXPENSE' then ${bookEntry.amountFen} else 0 end), 0)`;
  const value = sql<string>`coalesce(sum(${bookEntry.valueFen}), 0)`;
  const loss = sql<string>`coalesce(sum(${bookEntry.lossFen}), 0)`;
  const month = sql<string>`to_char(${bookEntry.date}, 'YYYY-MM')`;
  const months = await ctx.db
    .select({ month, incomeFen: income, expenseFen: expense, valueFen: value, lossFen: loss, count: sql<string>`count(*)` })
    .from(bookEntry)
    .where(w)
    .groupBy(month)
    .orderBy(month);
  const cats = await ctx.db
    .select({ direction: bookEntry.direction, category: bookEntry.category, amountFen: sql<string>`coalesce(sum(${bookEntry.amountFen}), 0)`, count: sql<string>`count(*)` })
    .from(bookEntry)
    .where(and(w, eq(bookEntry.kind, "JZB")))
    .groupBy(bookEntry.direction, bookEntry.category)
    .orderBy(bookEntry.direction, desc(sql`sum(${bookEntry.amountFen})`));
  const m = months.map((r) => ({ month: r.month, incomeFen: Number(r.incomeFen), expenseFen: Number(r.expenseFen), valueFen: Number(r.valueFen), lossFen: Number(r.lossFen), count: Number(r.count) }));
  const sum = (k: "incomeFen" | "expenseFen" | "valueFen" | "lossFen" | "count") => m.reduce((a, r) => a + r[k], 0);
  return {
    incomeFen: sum("incomeFen"),
    expenseFen: sum("expenseFen"),
    balanceFen: sum("incomeFen") - sum("expenseFen"),
    valueFen: sum("valueFen"),
    lossFen: sum("lossFen"),
    count: sum("count"),
    months: m,
    categories: cats.flatMap((r) => (r.direction && r.category ? [{ direction: r.direction, category: r.category, amountFen: Number(r.amountFen), count: Number(r.count) }] : [])),
  };
}
