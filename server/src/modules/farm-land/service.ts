import type { FarmingDetail, Manufacturer, Page, PageInput, Parsed, PlotEvent, PlotInput, PlotView, farmLand } from "@qinlian/contract";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { recordHistory, stateHistoryOf, transition } from "../../kit/transition";
import { employeeRecord, memberNames } from "../identity";
import { requireManufacturer } from "../manufacturer";
import { countyArea } from "../system";
import { checkGeometry } from "./geometry";
import { plotMachine } from "./machine";
import { livePlot, onFarm, ownedPlot, type PlotRow } from "./owned";
import { landPlot, landSeason } from "./schema";
import { seasonsOf, seasonView } from "./seasons";

type Row = PlotRow;
const live = livePlot;

async function seasonCounts(ctx: Ctx, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ plotId: landSeason.plotId, n: sql<number>`count(*)::int` })
    .from(landSeason)
    .where(and(inArray(landSeason.plotId, ids), isNull(landSeason.deletedAt)))
    .groupBy(landSeason.plotId);
  return new Map(rows.map((r) => [r.plotId, Number(r.n)]));
}

function view(r: Row, seasonCount: number): PlotView {
  return {
    id: r.id,
    manufacturerId: r.manufacturerId,
    name: r.name,
    geometry: r.geometry,
    areaM2: r.areaM2,
    areaMu: Number(r.areaMu),
    centerLng: r.centerLng,
    centerLat: r.centerLat,
    areaCode: r.areaCode,
    areaName: r.areaName,
    use: r.use,
    soilType: r.soilType,
    irrigation: r.irrigation,
    crop: r.crop,
    state: r.state,
    actions: plotMachine.events(r.state),
    managerEmployeeId: r.managerEmployeeId,
    managerName: r.managerName,
    note: r.note,
    seasonCount,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

async function views(ctx: Ctx, rows: Row[]): Promise<PlotView[]> {
  const counts = await seasonCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => view(r, counts.get(r.id) ?? 0));
}

/**
 * For other farm modules: the plot `plotId` of the caller's current farm, or NOT_FOUND when it is not
 * on that farm (another member's, another farm's, deleted). No current farm → 002102.
 */
export async function plotOfFarm(ctx: AuthedCtx, plotId: string): Promise<{ id: string; manufacturerId: string; name: string; areaMu: number; state: string }> {
  const r = await ownedPlot(ctx, plotId);
  return { id: r.id, manufacturerId: r.manufacturerId, name: r.name, areaMu: Number(r.areaMu), state: r.state };
}

async function checkNameFree(ctx: AuthedCtx, farmId: string, name: string, exceptId?: string): Promise<void> {
  const [dup] = await ctx.db
    .select({ id: landPlot.id })
    .from(landPlot)
    .where(and(eq(landPlot.manufacturerId, farmId), live, eq(sql`lower(${landPlot.name})`, name.toLowerCase()), exceptId ? ne(landPlot.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw invalid("name", `本农场已有名为“${name}”的地块`);
}

/** The employee in charge must work for the caller's identity; their name is taken from the record. */
async function manager(ctx: AuthedCtx, employeeId: string | null | undefined, name: string | undefined): Promise<{ managerEmployeeId: string | null; managerName: string | null }> {
  if (!employeeId) return { managerEmployeeId: null, managerName: name || null };
  const emp = await employeeRecord(ctx, employeeId, { boId: ctx.member.boId });
  if (!emp) throw invalid("managerEmployeeId", "负责人不是本企业的员工");
  return { managerEmployeeId: emp.id, managerName: emp.name };
}

export function add(ctx: AuthedCtx, input: PlotInput): Promise<PlotView> {
  return inTx(ctx, async (tx) => {
    const farm = await requireManufacturer(tx);
    const figures = checkGeometry(input.geometry);
    await checkNameFree(tx, farm.id, input.name);
    const area = input.areaCode ? await countyArea(tx, "areaCode", input.areaCode) : { code: farm.areaCode, fullName: farm.areaName };
    const [row] = await tx.db
      .insert(landPlot)
      .values({
        boId: tx.member.boId,
        manufacturerId: farm.id,
        name: input.name,
        geometry: input.geometry,
        ...figures,
        areaCode: area.code,
        areaName: area.fullName,
        use: input.use,
        soilType: input.soilType ?? null,
        irrigation: input.irrigation ?? null,
        crop: input.crop || null,
        ...(await manager(tx, input.managerEmployeeId, input.managerName)),
        note: input.note || null,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning();
    await recordHistory(tx, plotMachine, { id: row.id, from: null, to: row.state, event: "create" });
    return view(row, 0);
  });
}

export type PlotPatch = Partial<PlotInput> & { id: string };

export function update(ctx: AuthedCtx, input: PlotPatch): Promise<PlotView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedPlot(tx, input.id, true);
    const { id, geometry, areaCode, managerEmployeeId, managerName, ...rest } = input;
    const set: Partial<typeof landPlot.$inferInsert> = { updatedAt: tx.now };
    if (rest.name !== undefined && rest.name.toLowerCase() !== cur.name.toLowerCase()) await checkNameFree(tx, cur.manufacturerId, rest.name, id);
    if (rest.name !== undefined) set.name = rest.name;
    if (rest.use !== undefined) set.use = rest.use;
    if (rest.soilType !== undefined) set.soilType = rest.soilType;
    if (rest.irrigation !== undefined) set.irrigation = rest.irrigation;
    if (rest.crop !== undefined) set.crop = rest.crop || null;
    if (rest.note !== undefined) set.note = rest.note || null;
    if (geometry !== undefined) Object.assign(set, { geometry, ...checkGeometry(geometry) });
    if (areaCode !== undefined && areaCode !== cur.areaCode) {
      const a = await countyArea(tx, "areaCode", areaCode);
      Object.assign(set, { areaCode: a.code, areaName: a.fullName });
    }
    if (managerEmployeeId !== undefined || managerName !== undefined) {
      Object.assign(set, await manager(tx, managerEmployeeId === undefined ? cur.managerEmployeeId : managerEmployeeId, managerName ?? cur.managerName ?? undefined));
    }
    const [row] = await tx.db.update(landPlot).set(set).where(eq(landPlot.id, id)).returning();
    return (await views(tx, [row]))[0];
  });
}

/** Marks the plot deleted (its seasons with it). A GROWING plot is refused: harvest it first. */
export function remove(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedPlot(tx, id, true);
    if (cur.state === "GROWING") throw conflict("地块正在种养中，请先收获清棚再删除");
    await tx.db.update(landPlot).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(landPlot.id, id));
    await tx.db.update(landSeason).set({ deletedAt: tx.now, updatedAt: tx.now }).where(and(eq(landSeason.plotId, id), isNull(landSeason.deletedAt)));
    await recordHistory(tx, plotMachine, { id, from: cur.state, to: cur.state, event: "delete" });
    return { id };
  });
}

export function changeState(ctx: AuthedCtx, input: { id: string; event: PlotEvent; reason?: string }): Promise<PlotView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedPlot(tx, input.id, true);
    const moved = await transition(tx, plotMachine, cur, input.event, { patch: { updatedAt: tx.now }, reason: input.reason || null });
    return (await views(tx, [moved]))[0];
  });
}

export async function byId(ctx: AuthedCtx, id: string): Promise<PlotView> {
  return (await views(ctx, [await ownedPlot(ctx, id)]))[0];
}

export type PlotFilter = Parsed<typeof farmLand.selListByParam>;

function filterOf(ctx: AuthedCtx, farm: Manufacturer, q: PlotFilter): SQL | undefined {
  return and(
    onFarm(ctx, farm),
    q.state ? eq(landPlot.state, q.state) : ne(landPlot.state, "ARCHIVED"),
    q.use ? eq(landPlot.use, q.use) : undefined,
    q.keyword ? or(contains(landPlot.name, q.keyword), contains(landPlot.crop, q.keyword), contains(landPlot.managerName, q.keyword)) : undefined,
  );
}

/** The most plots one list answers (the map draws them all). */
export const MAX_PLOTS = 500;
const order = [desc(landPlot.updatedAt), asc(landPlot.id)];

export async function list(ctx: AuthedCtx, q: PlotFilter): Promise<PlotView[]> {
  const farm = await requireManufacturer(ctx);
  const rows = await ctx.db
    .select()
    .from(landPlot)
    .where(filterOf(ctx, farm, q))
    .orderBy(...order)
    .limit(MAX_PLOTS);
  return views(ctx, rows);
}

export async function page(ctx: AuthedCtx, q: PageInput & PlotFilter): Promise<Page<PlotView>> {
  const farm = await requireManufacturer(ctx);
  const p = await pageTable(ctx, q, landPlot, filterOf(ctx, farm, q), order, (r) => r);
  return { ...p, list: await views(ctx, p.list) };
}

export async function farmingDetail(ctx: AuthedCtx, plotId: string): Promise<FarmingDetail> {
  const r = await ownedPlot(ctx, plotId);
  const seasons = (await seasonsOf(ctx, plotId)).map((s) => seasonView(ctx, s));
  const history = await stateHistoryOf(ctx, plotMachine, plotId, { names: memberNames, extraLabels: { create: "新建地块", delete: "删除" } });
  return { plot: view(r, seasons.length), current: seasons.find((s) => s.endDate === null) ?? null, seasons, history };
}
