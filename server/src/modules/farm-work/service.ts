import type {
  FarmSummary,
  GrowLogInput,
  GrowLogView,
  Page,
  PageInput,
  WatchFinding,
  WatchLogInput,
  WatchLogView,
  WorkInput,
  WorkResultInput,
  WorkState,
  WorkSubjectKind,
  WorkType,
  WorkView,
  GrowStage,
} from "@qinlian/contract";
import { cropStages, flockStages, growStageLabels, workStates, workTypeLabels } from "@qinlian/contract";
import type { StateHistoryEntry } from "@qinlian/contract";
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { chinaDay, iso } from "../../kit/time";
import { recordHistory, stateHistoryOf, transition } from "../../kit/transition";
import { farmPlotFigures, lowStockMaterials, openBatchCount } from "../../read/farm-overview";
import { actorName, farmLogs } from "./farm-logs";
import { workMachine } from "./machine";
import { farmGrowLog, farmWatchLog, farmWorkTask } from "./schema";
import {
  assertStoredFiles,
  batchOf,
  batchPage,
  employeeRecord,
  fileRefs,
  memberNames,
  plotPlace,
  rangePlace,
  requireManufacturer,
  type Place,
} from "./subjects";

type TaskRow = typeof farmWorkTask.$inferSelect;
type GrowRow = typeof farmGrowLog.$inferSelect;
type WatchRow = typeof farmWatchLog.$inferSelect;

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);


/** Photos are image URLs the caller (or their identity) uploaded; duplicates dropped. */
async function checkPhotos(ctx: AuthedCtx, urls: readonly string[] | undefined): Promise<string[]> {
  const unique = [...new Set(urls ?? [])];
  await assertStoredFiles(ctx, fileRefs("photos", unique), { kind: "image", mine: true });
  return unique;
}

function checkDates(q: { dateFrom?: string; dateTo?: string }): void {
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw invalid("dateTo", "结束日期不能早于开始日期");
}

/** A log or a plan may be dated up to a year ahead (plans) or not at all in the future (logs). */
function checkNotFuture(ctx: AuthedCtx, field: string, d: string): void {
  if (d > chinaDay(ctx.now)) throw invalid(field, "日期不能晚于今天");
}

// ---------------------------------------------------------------------------------------------
// Field work

/** Where a task is: a plot, a place or a batch (its plot or house), of the caller's farm. */
async function taskPlace(ctx: AuthedCtx, farmId: string, kind: WorkSubjectKind, id: string): Promise<Place> {
  if (kind === "PLOT") return plotPlace(ctx, farmId, id, "subjectId");
  if (kind === "RANGE") return rangePlace(ctx, farmId, id, "subjectId");
  const b = await batchOf(ctx, farmId, id, "subjectId");
  return { name: b.name, plotId: b.plotId, rangeId: b.rangeId };
}

/** The assignee: an employee of the caller's enterprise (their name from the record), or a typed name. */
async function assignee(ctx: AuthedCtx, employeeId: string | null | undefined, name: string | undefined) {
  if (!employeeId) return { assigneeEmployeeId: null, assigneeName: name || null };
  const emp = await employeeRecord(ctx, employeeId, { boId: ctx.member.boId });
  if (!emp) throw invalid("assigneeEmployeeId", "执行人不是本企业的员工");
  return { assigneeEmployeeId: emp.id, assigneeName: emp.name };
}

function workView(ctx: AuthedCtx, r: TaskRow): WorkView {
  const open = r.state === "TODO" || r.state === "DOING";
  return {
    id: r.id,
    manufacturerId: r.manufacturerId,
    subjectKind: r.subjectKind,
    subjectId: r.subjectId,
    subjectName: r.subjectName,
    plotId: r.plotId,
    rangeId: r.rangeId,
    workType: r.workType,
    title: r.title,
    planDate: r.planDate,
    assigneeEmployeeId: r.assigneeEmployeeId,
    assigneeName: r.assigneeName,
    content: r.content,
    state: r.state,
    actions: workMachine.events(r.state),
    result: r.result,
    labourHours: r.labourHours === null ? null : Number(r.labourHours),
    machineHours: r.machineHours === null ? null : Number(r.machineHours),
    photos: r.photos,
    startedAt: iso(r.startedAt),
    doneAt: iso(r.doneAt),
    cancelReason: r.cancelReason,
    overdue: open && r.planDate < chinaDay(ctx.now),
    createdByName: r.createdByName,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

async function ownedTask(ctx: AuthedCtx, id: string, lock = false): Promise<TaskRow> {
  const farm = await requireManufacturer(ctx);
  const q = ctx.db
    .select()
    .from(farmWorkTask)
    .where(and(eq(farmWorkTask.id, id), eq(farmWorkTask.manufacturerId, farm.id), isNull(farmWorkTask.deletedAt)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("农事作业");
  return r;
}

const titleOf = (type: WorkType, title: string | undefined) => title || workTypeLabels[type].zh;

async function planFields(ctx: AuthedCtx, farmId: string, input: WorkInput) {
  const place = await taskPlace(ctx, farmId, input.subjectKind, input.subjectId);
  return {
    subjectKind: input.subjectKind,
    subjectId: input.subjectId,
    subjectName: place.name,
    plotId: place.plotId,
    rangeId: place.rangeId,
    workType: input.workType,
    title: titleOf(input.workType, input.title),
    planDate: input.planDate,
    ...(await assignee(ctx, input.assigneeEmployeeId, input.assigneeName)),
    content: input.content || null,
  };
}

export function addWork(ctx: AuthedCtx, input: WorkInput): Promise<WorkView> {
  return inTx(ctx, async (tx) => {
    const farm = await requireManufacturer(tx);
    const fields = await planFields(tx, farm.id, input);
    const [row] = await tx.db
      .insert(farmWorkTask)
      .values({ manufacturerId: farm.id, ...fields, createdByMemberId: tx.member.memberId, createdByName: await actorName(tx), createdAt: tx.now, updatedAt: tx.now })
      .returning();
    await recordHistory(tx, workMachine, { id: row.id, from: null, to: row.state, event: "create" });
    return workView(tx, row);
  });
}

export function updateWork(ctx: AuthedCtx, input: WorkInput & { id: string }): Promise<WorkView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedTask(tx, input.id, true);
    if (cur.state !== "TODO" && cur.state !== "DOING") throw conflict(`${workMachine.labels[cur.state]}的作业不能修改`);
    const fields = await planFields(tx, cur.manufacturerId, input);
    const [row] = await tx.db.update(farmWorkTask).set({ ...fields, updatedAt: tx.now }).where(eq(farmWorkTask.id, cur.id)).returning();
    return workView(tx, row);
  });
}

export function removeWork(ctx: AuthedCtx, id: string): Promise<null> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedTask(tx, id, true);
    if (cur.state === "DOING" || cur.state === "DONE") throw conflict(`${workMachine.labels[cur.state]}的作业已有结果，不能删除（可取消进行中的作业）`);
    await tx.db.update(farmWorkTask).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(farmWorkTask.id, id));
    await recordHistory(tx, workMachine, { id, from: cur.state, to: cur.state, event: "delete" });
    return null;
  });
}

function resultPatch(input: WorkResultInput) {
  const patch: Partial<typeof farmWorkTask.$inferInsert> = {};
  if (input.result !== undefined) patch.result = input.result || null;
  if (input.labourHours !== undefined) patch.labourHours = input.labourHours;
  if (input.machineHours !== undefined) patch.machineHours = input.machineHours;
  return patch;
}

export function startWork(ctx: AuthedCtx, id: string): Promise<WorkView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedTask(tx, id, true);
    return workView(tx, await transition(tx, workMachine, cur, "start", { patch: { startedAt: tx.now, updatedAt: tx.now } }));
  });
}

/** Saves the result (text, hours, photos) of a task in progress; the state stays DOING. */
export function saveResult(ctx: AuthedCtx, input: WorkResultInput): Promise<WorkView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedTask(tx, input.id, true);
    if (cur.state !== "DOING") throw conflict(`当前状态“${workMachine.labels[cur.state]}”不能保存结果，请先开始作业`);
    const patch = resultPatch(input);
    if (input.photos !== undefined) patch.photos = await checkPhotos(tx, input.photos);
    const [row] = await tx.db
      .update(farmWorkTask)
      .set({ ...patch, updatedAt: tx.now })
      .where(and(eq(farmWorkTask.id, cur.id), eq(farmWorkTask.state, "DOING")))
      .returning();
    if (!row) throw conflict("农事作业状态已变化，请刷新后重试");
    return workView(tx, row);
  });
}

export function finishWork(ctx: AuthedCtx, input: WorkResultInput): Promise<WorkView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedTask(tx, input.id, true);
    const patch = resultPatch(input);
    if (workMachine.can(cur.state, "done") && input.photos !== undefined) patch.photos = await checkPhotos(tx, input.photos);
    return workView(tx, await transition(tx, workMachine, cur, "done", { patch: { ...patch, doneAt: tx.now, updatedAt: tx.now } }));
  });
}

export function cancelWork(ctx: AuthedCtx, input: { id: string; reason?: string }): Promise<WorkView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedTask(tx, input.id, true);
    const reason = input.reason || null;
    return workView(tx, await transition(tx, workMachine, cur, "cancel", { patch: { cancelReason: reason, updatedAt: tx.now }, reason }));
  });
}

export async function workById(ctx: AuthedCtx, id: string): Promise<WorkView & { history: StateHistoryEntry[] }> {
  const r = await ownedTask(ctx, id);
  const history = await stateHistoryOf(ctx, workMachine, id, { names: memberNames, extraLabels: { create: "新建作业", delete: "删除" } });
  return { ...workView(ctx, r), history };
}

export interface WorkFilter {
  state?: WorkState;
  workType?: WorkType;
  plotId?: string;
  subjectKind?: WorkSubjectKind;
  subjectId?: string;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}

function workWhere(farmId: string, q: Omit<WorkFilter, "state">): SQL | undefined {
  return and(
    eq(farmWorkTask.manufacturerId, farmId),
    isNull(farmWorkTask.deletedAt),
    q.workType ? eq(farmWorkTask.workType, q.workType) : undefined,
    q.plotId ? eq(farmWorkTask.plotId, q.plotId) : undefined,
    q.subjectKind ? eq(farmWorkTask.subjectKind, q.subjectKind) : undefined,
    q.subjectId ? eq(farmWorkTask.subjectId, q.subjectId) : undefined,
    q.keyword
      ? or(contains(farmWorkTask.title, q.keyword), contains(farmWorkTask.subjectName, q.keyword), contains(farmWorkTask.assigneeName, q.keyword), contains(farmWorkTask.content, q.keyword))
      : undefined,
    q.dateFrom ? gte(farmWorkTask.planDate, q.dateFrom) : undefined,
    q.dateTo ? lte(farmWorkTask.planDate, q.dateTo) : undefined,
  );
}

/** Open work first by plan date (oldest first); finished work newest first. */
const workOrder = [
  sql`case ${farmWorkTask.state} when 'DOING' then 0 when 'TODO' then 1 else 2 end`,
  sql`case when ${farmWorkTask.state} in ('TODO', 'DOING') then ${farmWorkTask.planDate} end asc`,
  desc(farmWorkTask.planDate),
  desc(farmWorkTask.id),
];

export async function workPage(ctx: AuthedCtx, q: PageInput & WorkFilter): Promise<Page<WorkView>> {
  const farm = await requireManufacturer(ctx);
  checkDates(q);
  const where = and(workWhere(farm.id, q), q.state ? eq(farmWorkTask.state, q.state) : undefined);
  return pageTable(ctx, q, farmWorkTask, where, workOrder, (r) => workView(ctx, r));
}

export async function workCounts(ctx: AuthedCtx, q: { plotId?: string }): Promise<Record<WorkState, number>> {
  const farm = await requireManufacturer(ctx);
  const rows = await ctx.db
    .select({ state: farmWorkTask.state, n: sql<string>`count(*)` })
    .from(farmWorkTask)
    .where(workWhere(farm.id, q))
    .groupBy(farmWorkTask.state);
  const out = Object.fromEntries(workStates.map((s) => [s, 0])) as Record<WorkState, number>;
  for (const r of rows) out[r.state] = Number(r.n);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Growth logs

function growView(r: GrowRow): GrowLogView {
  return {
    id: r.id,
    manufacturerId: r.manufacturerId,
    batchId: r.batchId,
    batchName: r.batchName,
    batchKind: r.batchKind,
    placeName: r.placeName,
    logDate: r.logDate,
    ageDays: Math.max(0, daysBetween(r.batchStartDate, r.logDate) + 1),
    stage: r.stage,
    heightCm: r.heightCm === null ? null : Number(r.heightCm),
    weightG: r.weightG === null ? null : Number(r.weightG),
    uniformityPct: r.uniformityPct === null ? null : Number(r.uniformityPct),
    sampleSize: r.sampleSize,
    description: r.description,
    photos: r.photos,
    createdByName: r.createdByName,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

async function growFields(ctx: AuthedCtx, farmId: string, input: GrowLogInput) {
  const b = await batchOf(ctx, farmId, input.batchId, "batchId");
  const stages: readonly GrowStage[] = b.kind === "FLOCK" ? flockStages : cropStages;
  if (!stages.includes(input.stage)) throw invalid("stage", `“${growStageLabels[input.stage].zh}”不是${b.kind === "FLOCK" ? "禽群" : "作物"}的生长阶段`);
  checkNotFuture(ctx, "logDate", input.logDate);
  if (input.logDate < b.startDate) throw invalid("logDate", `日期不能早于批次开始日期 ${b.startDate}`);
  if (b.closedDate && input.logDate > b.closedDate) throw invalid("logDate", `日期不能晚于批次结束日期 ${b.closedDate}`);
  const hasFigure = [input.heightCm, input.weightG, input.uniformityPct].some((v) => v !== undefined && v !== null);
  if (!hasFigure && !input.description) throw invalid("description", "请至少填写一项测量数据或长势描述");
  return {
    batchId: b.id,
    batchName: b.name,
    batchKind: b.kind,
    placeName: b.placeName,
    batchStartDate: b.startDate,
    logDate: input.logDate,
    stage: input.stage,
    heightCm: input.heightCm ?? null,
    weightG: input.weightG ?? null,
    uniformityPct: input.uniformityPct ?? null,
    sampleSize: input.sampleSize ?? null,
    description: input.description || null,
    photos: await checkPhotos(ctx, input.photos),
  };
}

const growLogs = farmLogs({ table: farmGrowLog, what: "生长日志", fields: growFields, view: growView });
export const addGrow = (ctx: AuthedCtx, input: GrowLogInput): Promise<GrowLogView> => growLogs.add(ctx, input);
export const updateGrow = (ctx: AuthedCtx, input: GrowLogInput & { id: string }): Promise<GrowLogView> => growLogs.update(ctx, input);
export const removeGrow = (ctx: AuthedCtx, id: string): Promise<null> => growLogs.remove(ctx, id);
export const growById = (ctx: AuthedCtx, id: string): Promise<GrowLogView> => growLogs.byId(ctx, id);

export async function growPage(ctx: AuthedCtx, q: PageInput & { batchId?: string; stage?: GrowStage; keyword?: string; dateFrom?: string; dateTo?: string }): Promise<Page<GrowLogView>> {
  const farm = await requireManufacturer(ctx);
  checkDates(q);
  const where = and(
    eq(farmGrowLog.manufacturerId, farm.id),
    isNull(farmGrowLog.deletedAt),
    q.batchId ? eq(farmGrowLog.batchId, q.batchId) : undefined,
    q.stage ? eq(farmGrowLog.stage, q.stage) : undefined,
    q.keyword ? or(contains(farmGrowLog.batchName, q.keyword), contains(farmGrowLog.placeName, q.keyword), contains(farmGrowLog.description, q.keyword)) : undefined,
    q.dateFrom ? gte(farmGrowLog.logDate, q.dateFrom) : undefined,
    q.dateTo ? lte(farmGrowLog.logDate, q.dateTo) : undefined,
  );
  return pageTable(ctx, q, farmGrowLog, where, [desc(farmGrowLog.logDate), desc(farmGrowLog.id)], growView);
}

// ---------------------------------------------------------------------------------------------
// Watch logs

function watchView(r: WatchRow): WatchLogView {
  return {
    id: r.id,
    manufacturerId: r.manufacturerId,
    subjectKind: r.subjectKind,
    subjectId: r.subjectId,
    subjectName: r.subjectName,
    logDate: r.logDate,
    inspector: r.inspector,
    finding: r.finding,
    description: r.description,
    photos: r.photos,
    followUp: r.followUp,
    resolved: r.resolved,
    createdByName: r.createdByName,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

async function watchFields(ctx: AuthedCtx, farmId: string, input: WatchLogInput) {
  const place = input.subjectKind === "PLOT" ? await plotPlace(ctx, farmId, input.subjectId, "subjectId") : await rangePlace(ctx, farmId, input.subjectId, "subjectId");
  checkNotFuture(ctx, "logDate", input.logDate);
  const problem = input.finding !== "NORMAL";
  if (problem && !input.description) throw invalid("description", "发现问题时请描述情况");
  return {
    subjectKind: input.subjectKind,
    subjectId: input.subjectId,
    subjectName: place.name,
    plotId: place.plotId,
    logDate: input.logDate,
    inspector: input.inspector,
    finding: input.finding,
    description: input.description || null,
    photos: await checkPhotos(ctx, input.photos),
    followUp: input.followUp || null,
    resolved: problem ? (input.resolved ?? false) : true,
  };
}

const watchLogs = farmLogs({ table: farmWatchLog, what: "巡查日志", fields: watchFields, view: watchView });
export const addWatch = (ctx: AuthedCtx, input: WatchLogInput): Promise<WatchLogView> => watchLogs.add(ctx, input);
export const updateWatch = (ctx: AuthedCtx, input: WatchLogInput & { id: string }): Promise<WatchLogView> => watchLogs.update(ctx, input);
export const removeWatch = (ctx: AuthedCtx, id: string): Promise<null> => watchLogs.remove(ctx, id);
export const watchById = (ctx: AuthedCtx, id: string): Promise<WatchLogView> => watchLogs.byId(ctx, id);

export interface WatchFilter {
  plotId?: string;
  subjectKind?: "PLOT" | "RANGE";
  subjectId?: string;
  finding?: WatchFinding;
  openOnly?: boolean;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}

const openIssue = and(ne(farmWatchLog.finding, "NORMAL"), eq(farmWatchLog.resolved, false));

export async function watchPage(ctx: AuthedCtx, q: PageInput & WatchFilter): Promise<Page<WatchLogView>> {
  const farm = await requireManufacturer(ctx);
  checkDates(q);
  const where = and(
    eq(farmWatchLog.manufacturerId, farm.id),
    isNull(farmWatchLog.deletedAt),
    q.plotId ? eq(farmWatchLog.plotId, q.plotId) : undefined,
    q.subjectKind ? eq(farmWatchLog.subjectKind, q.subjectKind) : undefined,
    q.subjectId ? eq(farmWatchLog.subjectId, q.subjectId) : undefined,
    q.finding ? eq(farmWatchLog.finding, q.finding) : undefined,
    q.openOnly ? openIssue : undefined,
    q.keyword
      ? or(contains(farmWatchLog.subjectName, q.keyword), contains(farmWatchLog.inspector, q.keyword), contains(farmWatchLog.description, q.keyword), contains(farmWatchLog.followUp, q.keyword))
      : undefined,
    q.dateFrom ? gte(farmWatchLog.logDate, q.dateFrom) : undefined,
    q.dateTo ? lte(farmWatchLog.logDate, q.dateTo) : undefined,
  );
  return pageTable(ctx, q, farmWatchLog, where, [desc(farmWatchLog.logDate), desc(farmWatchLog.createdAt), desc(farmWatchLog.id)], watchView);
}

// ---------------------------------------------------------------------------------------------
// Farm home

export async function farmSummary(ctx: AuthedCtx): Promise<FarmSummary> {
  const farm = await requireManufacturer(ctx);
  const today = chinaDay(ctx.now);
  const liveTask = and(eq(farmWorkTask.manufacturerId, farm.id), isNull(farmWorkTask.deletedAt));
  const openTask = and(liveTask, inArray(farmWorkTask.state, ["TODO", "DOING"]));
  const liveWatch = and(eq(farmWatchLog.manufacturerId, farm.id), isNull(farmWatchLog.deletedAt));
  const [plots, open, batches, lowStock, counts, todayRows, openIssues, recent] = await Promise.all([
    farmPlotFigures(ctx, farm.id),
    openBatchCount(ctx, farm.id),
    batchPage(ctx, { pageNum: 1, pageSize: 5, open: true }),
    lowStockMaterials(ctx, farm.id),
    ctx.db
      .select({
        todo: sql<string>`count(*) filter (where ${farmWorkTask.state} = 'TODO')`,
        doing: sql<string>`count(*) filter (where ${farmWorkTask.state} = 'DOING')`,
        overdue: sql<string>`count(*) filter (where ${farmWorkTask.planDate} < ${today})`,
      })
      .from(farmWorkTask)
      .where(openTask),
    ctx.db
      .select()
      .from(farmWorkTask)
      .where(and(openTask, lte(farmWorkTask.planDate, today)))
      .orderBy(...workOrder)
      .limit(8),
    ctx.db.$count(farmWatchLog, and(liveWatch, openIssue)),
    ctx.db.select().from(farmWatchLog).where(liveWatch).orderBy(desc(farmWatchLog.logDate), desc(farmWatchLog.createdAt)).limit(5),
  ]);
  const c = counts[0];
  return {
    farm: { id: farm.id, name: farm.name, type: farm.type, areaName: farm.areaName, areaMu: farm.areaMu, stockOnHand: farm.stockOnHand },
    plots,
    batches: {
      open,
      list: batches.list.map((b) => ({ id: b.id, name: b.name, kind: b.kind, placeName: b.placeName, ageDays: b.ageDays, alive: b.alive })),
    },
    lowStock,
    work: {
      todo: Number(c?.todo ?? 0),
      doing: Number(c?.doing ?? 0),
      overdue: Number(c?.overdue ?? 0),
      today: todayRows.map((r) => workView(ctx, r)),
    },
    watch: { openIssues, recent: recent.map(watchView) },
  };
}

/** Kept for analysis (labour and machinery): the done tasks' hours of a farm between two days, by work type. */
export async function doneHoursByType(ctx: AuthedCtx, q: { from: string; to: string }): Promise<{ workType: WorkType; labourHours: number; machineHours: number; count: number }[]> {
  const farm = await requireManufacturer(ctx);
  const rows = await ctx.db
    .select({
      workType: farmWorkTask.workType,
      labour: sql<string>`coalesce(sum(${farmWorkTask.labourHours}), 0)`,
      machine: sql<string>`coalesce(sum(${farmWorkTask.machineHours}), 0)`,
      n: sql<string>`count(*)`,
    })
    .from(farmWorkTask)
    .where(and(eq(farmWorkTask.manufacturerId, farm.id), isNull(farmWorkTask.deletedAt), eq(farmWorkTask.state, "DONE"), gte(farmWorkTask.planDate, q.from), lt(farmWorkTask.planDate, q.to)))
    .groupBy(farmWorkTask.workType)
    .orderBy(asc(farmWorkTask.workType));
  return rows.map((r) => ({ workType: r.workType, labourHours: Number(r.labour), machineHours: Number(r.machine), count: Number(r.n) }));
}
