import {
  Codes,
  stepDueDate,
  type ListingEvent,
  type ListingInput,
  type ListingTab,
  type ListingView,
  type Page,
  type PageInput,
  type PlanSubjectKind,
  type RecordCategory,
  type SchemeInput,
  type SchemeView,
} from "@qinlian/contract";
import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, conflict, invalid, isUniqueViolation, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { chinaDay, iso } from "../../kit/time";
import { transition } from "../../kit/transition";
import { batchOfFarm } from "../../read/farm-analysis-subjects";
import { recordTypesOf } from "../../read/farm-plan-types";
import { plotOfFarm } from "../farm-land";
import { memberNames } from "../identity";
import { requireManufacturer } from "../manufacturer";
import { sendMessage } from "../message";
import { listingMachine } from "./machine";
import { planApply, planListing, planScheme, type StepRow } from "./schema";

/** The function an expert's roles grant (the EXPERT role): publishing expert schemes needs it. */
export const EXPERT_FUNC = "farmingBaike.expert.plant";
/** Where a reminder message leads. */
export const REMIND_LINK = "/farmingManage/productionRemind";
const DEFAULT_TIME = "08:00";
const PICK_MAX = 200;

type SchemeRow = typeof planScheme.$inferSelect;
type ListingRow = typeof planListing.$inferSelect;
type SchemeFilter = { category?: RecordCategory; keyword?: string };

// ---------------------------------------------------------------------------------------------
// Schemes

const live = isNull(planScheme.deletedAt);
const mineScheme = (ctx: AuthedCtx) => eq(planScheme.boId, ctx.member.boId);

function schemeView(ctx: AuthedCtx, r: SchemeRow): SchemeView {
  const steps = [...r.steps].sort((a, b) => a.day - b.day);
  return {
    id: r.id,
    source: r.source,
    category: r.category,
    name: r.name,
    description: r.description,
    stepCount: steps.length,
    days: steps.at(-1)?.day ?? 0,
    steps,
    authorName: r.source === "EXPERT" ? r.authorName : null,
    useCount: r.useCount,
    copiedFromId: r.copiedFromId,
    mine: r.source !== "RECOMMENDED" && r.boId === ctx.member.boId,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const filterOf = (q: SchemeFilter): SQL | undefined =>
  and(q.category ? eq(planScheme.category, q.category) : undefined, q.keyword ? contains(planScheme.name, q.keyword) : undefined);

/** A scheme the caller may read: recommended, a published expert scheme, or their identity's own. */
async function visibleScheme(ctx: AuthedCtx, id: string): Promise<SchemeRow> {
  const [r] = await ctx.db
    .select()
    .from(planScheme)
    .where(and(eq(planScheme.id, id), live, or(ne(planScheme.source, "OWN"), mineScheme(ctx))));
  if (!r) throw notFound("方案");
  return r;
}

/** One of the caller's identity's schemes of `source` (OWN or EXPERT), else NOT_FOUND. */
async function ownedScheme(ctx: AuthedCtx, id: string, source: "OWN" | "EXPERT" | null, lock = false): Promise<SchemeRow> {
  const q = ctx.db
    .select()
    .from(planScheme)
    .where(and(eq(planScheme.id, id), live, mineScheme(ctx), source ? eq(planScheme.source, source) : ne(planScheme.source, "RECOMMENDED")));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("方案");
  return r;
}

export async function recommended(ctx: AuthedCtx, q: SchemeFilter): Promise<SchemeView[]> {
  const rows = await ctx.db
    .select()
    .from(planScheme)
    .where(and(eq(planScheme.source, "RECOMMENDED"), live, filterOf(q)))
    .orderBy(asc(planScheme.sort), asc(planScheme.id));
  return rows.map((r) => schemeView(ctx, r));
}

export async function recommendedSteps(ctx: AuthedCtx, category: RecordCategory) {
  return (await recommended(ctx, { category })).map((s) => ({ schemeId: s.id, schemeName: s.name, steps: s.steps }));
}

export async function myList(ctx: AuthedCtx, q: SchemeFilter): Promise<SchemeView[]> {
  const rows = await ctx.db
    .select()
    .from(planScheme)
    .where(and(eq(planScheme.source, "OWN"), mineScheme(ctx), live, filterOf(q)))
    .orderBy(desc(planScheme.updatedAt), desc(planScheme.id))
    .limit(PICK_MAX);
  return rows.map((r) => schemeView(ctx, r));
}

export function myPage(ctx: AuthedCtx, q: PageInput & SchemeFilter): Promise<Page<SchemeView>> {
  const where = and(eq(planScheme.source, "OWN"), mineScheme(ctx), live, filterOf(q));
  return pageTable(ctx, q, planScheme, where, [desc(planScheme.updatedAt), desc(planScheme.id)], (r) => schemeView(ctx, r));
}

export function expertPage(ctx: AuthedCtx, q: PageInput & SchemeFilter & { mine?: boolean }): Promise<Page<SchemeView>> {
  const where = and(eq(planScheme.source, "EXPERT"), live, filterOf(q), q.mine ? mineScheme(ctx) : undefined);
  return pageTable(ctx, q, planScheme, where, [desc(planScheme.useCount), desc(planScheme.updatedAt), desc(planScheme.id)], (r) => schemeView(ctx, r));
}

export async function schemeById(ctx: AuthedCtx, id: string): Promise<SchemeView> {
  return schemeView(ctx, await visibleScheme(ctx, id));
}

/** The record types a category's steps and listings may name (farm-record's templates). */
async function checkRecordType(ctx: AuthedCtx, category: RecordCategory, code: string | undefined, field: string, known?: Map<string, unknown>): Promise<string | null> {
  if (!code) return null;
  const types = known ?? (await recordTypesOf(ctx, category));
  if (!types.has(code)) throw invalid(field, `“${code}”不是${category === "HOUSE" ? "禽舍养殖" : "种植"}的记录类型`);
  return code;
}

async function stepRows(ctx: AuthedCtx, category: RecordCategory, steps: SchemeInput["steps"]): Promise<StepRow[]> {
  const types = await recordTypesOf(ctx, category);
  const rows: StepRow[] = [];
  for (const [i, s] of steps.entries()) {
    rows.push({
      day: s.day,
      title: s.title,
      content: s.content ?? "",
      recordType: await checkRecordType(ctx, category, s.recordType || undefined, `steps.${i}.recordType`, types),
      remindTime: s.remindTime ?? DEFAULT_TIME,
    });
  }
  // stable: steps of one day keep their order
  return rows.map((r, i) => [r, i] as const).sort((a, b) => a[0].day - b[0].day || a[1] - b[1]).map(([r]) => r);
}

async function checkNameFree(ctx: AuthedCtx, source: "OWN" | "EXPERT", name: string, exceptId?: string): Promise<void> {
  const [dup] = await ctx.db
    .select({ id: planScheme.id })
    .from(planScheme)
    .where(and(eq(planScheme.source, source), mineScheme(ctx), live, eq(sql`lower(${planScheme.name})`, name.toLowerCase()), exceptId ? ne(planScheme.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw invalid("name", `已有名为“${name}”的${source === "EXPERT" ? "专家" : ""}方案`);
}

/** Adds (no id) or updates one of the caller's schemes; `expert: true` publishes an expert scheme (experts only). */
export async function saveScheme(ctx: AuthedCtx, input: SchemeInput): Promise<SchemeView> {
  const steps = await stepRows(ctx, input.category, input.steps);
  const fields = { category: input.category, name: input.name, description: input.description ?? "", steps };
  if (input.id) {
    const id = input.id;
    return inTx(ctx, async (tx) => {
      const r = await ownedScheme(tx, id, null, true);
      if (input.expert !== undefined && input.expert !== (r.source === "EXPERT")) throw invalid("expert", "不能改变方案是否为专家方案");
      await checkNameFree(tx, r.source === "EXPERT" ? "EXPERT" : "OWN", input.name, r.id);
      const [row] = await tx.db.update(planScheme).set(fields).where(eq(planScheme.id, r.id)).returning();
      return schemeView(tx, row);
    });
  }
  const source = input.expert ? "EXPERT" : "OWN";
  if (source === "EXPERT" && !ctx.member.funcs.has(EXPERT_FUNC)) throw invalid("expert", "只有通过认证的专家可以发布专家方案");
  await checkNameFree(ctx, source, input.name);
  const authorName = (await memberNames(ctx, [ctx.member.memberId])).get(ctx.member.memberId) ?? null;
  const [row] = await ctx.db
    .insert(planScheme)
    .values({ ...fields, source, boId: ctx.member.boId, authorMemberId: ctx.member.memberId, authorName })
    .returning();
  return schemeView(ctx, row);
}

/** Deletes one of the caller's OWN (delById) or EXPERT (zjdelById) schemes; listings made from it stay. */
export async function removeScheme(ctx: AuthedCtx, id: string, source: "OWN" | "EXPERT"): Promise<null> {
  const r = await ownedScheme(ctx, id, source);
  await ctx.db.update(planScheme).set({ deletedAt: ctx.now }).where(eq(planScheme.id, r.id));
  return null;
}

// ---------------------------------------------------------------------------------------------
// Subjects (a batch or a plot of the caller's current farm)

interface Subject {
  kind: PlanSubjectKind;
  id: string;
  name: string;
}

async function resolveSubject(ctx: AuthedCtx, farmId: string, category: RecordCategory, kind: PlanSubjectKind, id: string, field: string): Promise<Subject> {
  if (kind === "BATCH") {
    const b = await batchOfFarm(ctx, farmId, id);
    if (!b) throw invalid(field, "批次不存在或不属于当前农场");
    if ((b.kind === "FLOCK") !== (category === "HOUSE")) throw invalid(field, category === "HOUSE" ? "禽舍养殖方案只能用于禽群批次" : "种植方案只能用于作物批次或地块");
    if (b.closedDate) throw invalid(field, `批次“${b.name}”已于 ${b.closedDate} 结束`);
    return { kind, id: b.id, name: b.name };
  }
  if (category !== "CROP") throw invalid("subjectKind", "禽舍养殖方案只能用于禽群批次");
  try {
    const p = await plotOfFarm(ctx, id);
    if (p.manufacturerId !== farmId) throw invalid(field, "地块不存在或不属于当前农场");
    return { kind, id: p.id, name: p.name };
  } catch (e) {
    if (e instanceof BizError && e.code === Codes.NOT_FOUND) throw invalid(field, "地块不存在或不属于当前农场");
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Listings

const today = (ctx: Ctx) => chinaDay(ctx.now);

function listingView(ctx: Ctx, r: ListingRow): ListingView {
  return {
    id: r.id,
    category: r.category,
    title: r.title,
    content: r.content,
    recordType: r.recordType,
    dueDate: r.dueDate,
    remindTime: r.remindTime,
    state: r.state,
    overdue: r.state === "PENDING" && r.dueDate < today(ctx),
    subjectKind: r.subjectKind,
    subjectId: r.subjectId,
    subjectName: r.subjectName,
    applyId: r.applyId,
    schemeName: r.schemeName,
    stepDay: r.stepDay,
    note: r.note,
    postponed: r.postponed,
    doneAt: iso(r.doneAt),
    createdAt: iso(r.createdAt),
  };
}

/**
 * Uses a scheme: a recommended or expert scheme is copied to the caller's own plans first (an earlier
 * copy of it is reused), an own scheme is used as it is; then one PENDING listing per step, due on
 * start + (day − 1). The same scheme on the same subject from the same day is refused.
 */
export async function adoptScheme(ctx: AuthedCtx, input: { schemeId: string; subjectKind: PlanSubjectKind; subjectId: string; startDate: string }) {
  const farm = await requireManufacturer(ctx);
  const src = await visibleScheme(ctx, input.schemeId);
  const subject = await resolveSubject(ctx, farm.id, src.category, input.subjectKind, input.subjectId, "subjectId");
  return inTx(ctx, async (tx) => {
    let own = src;
    if (src.source === "RECOMMENDED" || src.boId !== ctx.member.boId) {
      const [copy] = await tx.db
        .select()
        .from(planScheme)
        .where(and(eq(planScheme.source, "OWN"), mineScheme(tx), live, eq(planScheme.copiedFromId, src.id)))
        .orderBy(desc(planScheme.createdAt))
        .limit(1);
      if (copy) own = copy;
      else {
        const authorName = (await memberNames(tx, [ctx.member.memberId])).get(ctx.member.memberId) ?? null;
        [own] = await tx.db
          .insert(planScheme)
          .values({ source: "OWN", category: src.category, name: src.name, description: src.description, steps: src.steps, boId: ctx.member.boId, authorMemberId: ctx.member.memberId, authorName, copiedFromId: src.id })
          .returning();
      }
      await tx.db.update(planScheme).set({ useCount: sql`${planScheme.useCount} + 1` }).where(eq(planScheme.id, src.id));
    } else {
      await tx.db.update(planScheme).set({ useCount: sql`${planScheme.useCount} + 1` }).where(eq(planScheme.id, own.id));
    }
    const applyId = newId();
    try {
      await tx.db.insert(planApply).values({
          id: applyId,
          boId: ctx.member.boId,
          manufacturerId: farm.id,
          schemeId: own.id,
          schemeName: own.name,
          subjectKind: subject.kind,
          subjectId: subject.id,
          subjectName: subject.name,
          startDate: input.startDate,
          createdByMemberId: ctx.member.memberId,
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(`方案“${own.name}”已从 ${input.startDate} 起用于“${subject.name}”`);
      throw e;
    }
    const steps = [...own.steps].sort((a, b) => a.day - b.day);
    const rows = await tx.db
      .insert(planListing)
      .values(
        steps.map((s) => ({
          boId: ctx.member.boId,
          manufacturerId: farm.id,
          memberId: ctx.member.memberId,
          applyId,
          schemeName: own.name,
          stepDay: s.day,
          category: own.category,
          title: s.title,
          content: s.content,
          recordType: s.recordType,
          dueDate: stepDueDate(input.startDate, s.day),
          remindTime: s.remindTime,
          subjectKind: subject.kind,
          subjectId: subject.id,
          subjectName: subject.name,
        })),
      )
      .returning();
    rows.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : (a.stepDay ?? 0) - (b.stepDay ?? 0)));
    return { schemeId: own.id, applyId, listings: rows.map((r) => listingView(tx, r)) };
  });
}

async function listingRow(ctx: AuthedCtx, farmId: string, input: ListingInput, prefix: string): Promise<typeof planListing.$inferInsert> {
  if (input.dueDate < today(ctx)) throw invalid(`${prefix}dueDate`, "提醒日期不能早于今天");
  if (!!input.subjectKind !== !!input.subjectId) throw invalid(`${prefix}${input.subjectKind ? "subjectId" : "subjectKind"}`, input.subjectKind ? "请选择批次或地块" : "请选择对象类型");
  const subject = input.subjectKind && input.subjectId ? await resolveSubject(ctx, farmId, input.category, input.subjectKind, input.subjectId, `${prefix}subjectId`) : null;
  const recordType = await checkRecordType(ctx, input.category, input.recordType || undefined, `${prefix}recordType`);
  return {
    boId: ctx.member.boId,
    manufacturerId: farmId,
    memberId: ctx.member.memberId,
    category: input.category,
    title: input.title,
    content: input.content ?? "",
    recordType,
    dueDate: input.dueDate,
    remindTime: input.remindTime ?? DEFAULT_TIME,
    subjectKind: subject?.kind ?? null,
    subjectId: subject?.id ?? null,
    subjectName: subject?.name ?? null,
  };
}

export async function addListing(ctx: AuthedCtx, input: ListingInput): Promise<ListingView> {
  const farm = await requireManufacturer(ctx);
  const [row] = await ctx.db.insert(planListing).values(await listingRow(ctx, farm.id, input, "")).returning();
  return listingView(ctx, row);
}

export async function addListings(ctx: AuthedCtx, input: { rows: ListingInput[] }): Promise<{ ids: string[] }> {
  const farm = await requireManufacturer(ctx);
  const values = [];
  for (const [i, r] of input.rows.entries()) values.push(await listingRow(ctx, farm.id, r, `rows.${i}.`));
  const rows = await ctx.db.insert(planListing).values(values).returning({ id: planListing.id });
  return { ids: rows.map((r) => r.id) };
}

async function ownedListing(ctx: AuthedCtx, farmId: string, id: string): Promise<ListingRow> {
  const [r] = await ctx.db
    .select()
    .from(planListing)
    .where(and(eq(planListing.id, id), eq(planListing.boId, ctx.member.boId), eq(planListing.manufacturerId, farmId)))
    .for("update");
  if (!r) throw notFound("提醒");
  return r;
}

/** Done, postponed (to a later day, not before today) or cancelled: one move of the listing machine. */
export async function updateListing(ctx: AuthedCtx, input: { id: string; event: ListingEvent; dueDate?: string; note?: string }): Promise<ListingView> {
  const farm = await requireManufacturer(ctx);
  return inTx(ctx, async (tx) => {
    const r = await ownedListing(tx, farm.id, input.id);
    listingMachine.next(r.state, input.event); // refused moves answer CONFLICT before the date checks
    const note = input.note || null;
    let patch: Partial<typeof planListing.$inferInsert>;
    if (input.event === "postpone") {
      if (!input.dueDate) throw invalid("dueDate", "请选择推迟到的日期");
      if (input.dueDate <= r.dueDate) throw invalid("dueDate", `推迟日期应晚于原日期 ${r.dueDate}`);
      if (input.dueDate < today(tx)) throw invalid("dueDate", "推迟日期不能早于今天");
      patch = { dueDate: input.dueDate, postponed: r.postponed + 1, ...(note ? { note } : {}) };
    } else if (input.event === "done") {
      patch = { doneAt: tx.now, ...(note ? { note } : {}) };
    } else {
      patch = note ? { note } : {};
    }
    const row = await transition(tx, listingMachine, r, input.event, { patch, reason: input.event === "postpone" ? `${r.dueDate} → ${input.dueDate}${note ? `：${note}` : ""}` : note });
    return listingView(tx, row);
  });
}

const tabWhere = (ctx: Ctx, tab: ListingTab): SQL | undefined => {
  const d = today(ctx);
  switch (tab) {
    case "TODAY":
      return and(eq(planListing.state, "PENDING"), eq(planListing.dueDate, d));
    case "OVERDUE":
      return and(eq(planListing.state, "PENDING"), lt(planListing.dueDate, d));
    case "UPCOMING":
      return and(eq(planListing.state, "PENDING"), gt(planListing.dueDate, d));
    case "DONE":
      return eq(planListing.state, "DONE");
    case "CANCELLED":
      return eq(planListing.state, "CANCELLED");
  }
};

const listingScope = (ctx: AuthedCtx, farmId: string, category?: RecordCategory) =>
  and(eq(planListing.boId, ctx.member.boId), eq(planListing.manufacturerId, farmId), category ? eq(planListing.category, category) : undefined);

export async function listingPage(
  ctx: AuthedCtx,
  q: PageInput & { tab?: ListingTab; category?: RecordCategory; subjectId?: string; applyId?: string; keyword?: string },
): Promise<Page<ListingView>> {
  const farm = await requireManufacturer(ctx);
  const where = and(
    listingScope(ctx, farm.id, q.category),
    q.tab ? tabWhere(ctx, q.tab) : undefined,
    q.subjectId ? eq(planListing.subjectId, q.subjectId) : undefined,
    q.applyId ? eq(planListing.applyId, q.applyId) : undefined,
    q.keyword ? or(contains(planListing.title, q.keyword), contains(planListing.subjectName, q.keyword), contains(planListing.schemeName, q.keyword)) : undefined,
  );
  const order =
    q.tab === "DONE" || q.tab === "CANCELLED"
      ? [desc(planListing.updatedAt), desc(planListing.id)]
      : [asc(planListing.dueDate), asc(planListing.remindTime), asc(planListing.stepDay), asc(planListing.id)];
  return pageTable(ctx, q, planListing, where, order, (r) => listingView(ctx, r));
}

export async function listingCounts(ctx: AuthedCtx, q: { category?: RecordCategory }): Promise<Record<ListingTab, number>> {
  const farm = await requireManufacturer(ctx);
  const d = today(ctx);
  const [c] = await ctx.db
    .select({
      TODAY: sql<number>`count(*) filter (where ${planListing.state} = 'PENDING' and ${planListing.dueDate} = ${d})`.mapWith(Number),
      OVERDUE: sql<number>`count(*) filter (where ${planListing.state} = 'PENDING' and ${planListing.dueDate} < ${d})`.mapWith(Number),
      UPCOMING: sql<number>`count(*) filter (where ${planListing.state} = 'PENDING' and ${planListing.dueDate} > ${d})`.mapWith(Number),
      DONE: sql<number>`count(*) filter (where ${planListing.state} = 'DONE')`.mapWith(Number),
      CANCELLED: sql<number>`count(*) filter (where ${planListing.state} = 'CANCELLED')`.mapWith(Number),
    })
    .from(planListing)
    .where(listingScope(ctx, farm.id, q.category));
  return c;
}

// ---------------------------------------------------------------------------------------------
// Delivery

/**
 * Sends every PENDING listing due on `day` to its member as a FARM_REMIND message. The message's dedupe
 * key (`remind:<listingId>:<day>`) makes a second run of the same day send nothing. Returns how many
 * messages were new.
 */
export async function deliverDay(ctx: Ctx, day: string): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(planListing)
    .where(and(eq(planListing.state, "PENDING"), eq(planListing.dueDate, day)))
    .orderBy(asc(planListing.remindTime), asc(planListing.id));
  let sent = 0;
  for (const r of rows) {
    const about = [r.subjectName, r.schemeName && r.stepDay ? `${r.schemeName} 第 ${r.stepDay} 天` : r.schemeName].filter(Boolean).join(" · ");
    const body = [`${day} ${r.remindTime}${about ? ` · ${about}` : ""}`, r.content].filter(Boolean).join("\n");
    if (await sendMessage(ctx, { memberId: r.memberId, kind: "FARM_REMIND", title: `农事提醒：${r.title}`, body, link: REMIND_LINK, dedupeKey: `remind:${r.id}:${day}` })) sent++;
  }
  return sent;
}
