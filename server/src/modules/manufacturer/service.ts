import { Codes, manufacturer as manufacturerCalls, type Manufacturer, type ManufacturerInput, type Page, type PageInput, type Parsed } from "@qinlian/contract";
import { and, asc, desc, eq, isNull, like, ne, or, sql, type SQL } from "drizzle-orm";
import { countyArea } from "../system";
import { inTx, type AuthedCtx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { countOwned, lockOwner, makeDefault, promoteDefault, type OwnedDefaults } from "../../kit/owned-defaults";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { manufacturer } from "./schema";
import { areaPrefix } from "../../kit/areas";
import { farmHoldings } from "../../read/farm-overview";

/** A member (boId) may keep at most this many manufacturers (a large poultry group runs dozens of farms). */
export const MAX_MANUFACTURERS = 100;

type Row = typeof manufacturer.$inferSelect;

const live = isNull(manufacturer.deletedAt);
const defaults: OwnedDefaults<typeof manufacturer> = {
  kind: "manufacturer",
  table: manufacturer,
  id: manufacturer.id,
  boId: manufacturer.boId,
  isDefault: manufacturer.isDefault,
  promoteOrder: manufacturer.updatedAt,
  live,
};

function view(r: Row): Manufacturer {
  return {
    id: r.id,
    boId: r.boId,
    name: r.name,
    type: r.type,
    stockOnHand: r.stockOnHand,
    barnCount: r.barnCount,
    areaMu: r.areaMu === null ? null : Number(r.areaMu),
    areaCode: r.areaCode,
    areaName: r.areaName,
    address: r.address,
    longitude: r.longitude,
    latitude: r.latitude,
    epidemicCertNo: r.epidemicCertNo,
    breedingLicenceNo: r.breedingLicenceNo,
    creditCode: r.creditCode,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    isDefault: r.isDefault,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const mine = (ctx: AuthedCtx) => and(eq(manufacturer.boId, ctx.member.boId), live);

async function owned(ctx: AuthedCtx, id: string, lock = false): Promise<Row> {
  const q = ctx.db
    .select()
    .from(manufacturer)
    .where(and(eq(manufacturer.id, id), mine(ctx)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("生产主体");
  return r;
}

/**
 * The current identity's default manufacturer, or BizError 002102 (the client then goes to
 * /manage/noManufacturer). Calls that work on "the farm" (farm records, stock, orders for a farm)
 * start with this.
 */
export async function requireManufacturer(ctx: AuthedCtx): Promise<Manufacturer> {
  const [r] = await ctx.db
    .select()
    .from(manufacturer)
    .where(and(mine(ctx), eq(manufacturer.isDefault, true)))
    .limit(1);
  if (!r) throw new BizError(Codes.NO_MANUFACTURER);
  return view(r);
}

/** Longitude and latitude go together: both or neither. */
function checkCoordinates(lng: number | null | undefined, lat: number | null | undefined): void {
  if ((lng == null) !== (lat == null)) throw invalid(lng == null ? "longitude" : "latitude", "经度和纬度需同时填写");
}

async function checkNameFree(ctx: AuthedCtx, name: string, exceptId?: string): Promise<void> {
  const [dup] = await ctx.db
    .select({ id: manufacturer.id })
    .from(manufacturer)
    .where(and(mine(ctx), eq(sql`lower(${manufacturer.name})`, name.toLowerCase()), exceptId ? ne(manufacturer.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw invalid("name", `已有名为“${name}”的生产主体`);
}

export function add(ctx: AuthedCtx, input: ManufacturerInput): Promise<Manufacturer> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const n = await countOwned(tx, defaults, boId);
    if (n >= MAX_MANUFACTURERS) throw new BizError(Codes.CONFLICT, `生产主体最多 ${MAX_MANUFACTURERS} 个，请先删除不再使用的`);
    checkCoordinates(input.longitude, input.latitude);
    await checkNameFree(tx, input.name);
    const area = await countyArea(tx, "areaCode", input.areaCode);
    const [row] = await tx.db
      .insert(manufacturer)
      .values({
        boId,
        name: input.name,
        type: input.type,
        stockOnHand: input.stockOnHand ?? null,
        barnCount: input.barnCount ?? null,
        areaMu: input.areaMu ?? null,
        areaCode: area.code,
        areaName: area.fullName,
        address: input.address,
        longitude: input.longitude ?? null,
        latitude: input.latitude ?? null,
        epidemicCertNo: input.epidemicCertNo || null,
        breedingLicenceNo: input.breedingLicenceNo || null,
        creditCode: input.creditCode ?? null,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning();
    if (input.isDefault || n === 0) await makeDefault(tx, defaults, boId, row.id);
    return view(await owned(tx, row.id));
  });
}

export type ManufacturerPatch = Partial<ManufacturerInput> & { id: string };

export function update(ctx: AuthedCtx, input: ManufacturerPatch): Promise<Manufacturer> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const cur = await owned(tx, input.id, true);
    const { id, isDefault, ...patch } = input;
    if (isDefault === false && cur.isDefault) throw invalid("isDefault", "请将另一个生产主体设为默认，而不是取消默认");
    checkCoordinates(patch.longitude === undefined ? cur.longitude : patch.longitude, patch.latitude === undefined ? cur.latitude : patch.latitude);
    if (patch.name !== undefined && patch.name.toLowerCase() !== cur.name.toLowerCase()) await checkNameFree(tx, patch.name, id);
    const area = patch.areaCode !== undefined && patch.areaCode !== cur.areaCode ? await countyArea(tx, "areaCode", patch.areaCode) : null;
    const set: Partial<typeof manufacturer.$inferInsert> = { updatedAt: tx.now };
    for (const [k, v] of Object.entries(patch) as [keyof typeof patch, unknown][]) {
      if (v === undefined) continue;
      (set as Record<string, unknown>)[k] = v === "" ? null : v;
    }
    if (area) Object.assign(set, { areaCode: area.code, areaName: area.fullName });
    await tx.db.update(manufacturer).set(set).where(eq(manufacturer.id, id));
    if (isDefault && !cur.isDefault) await makeDefault(tx, defaults, boId, id);
    return view(await owned(tx, id));
  });
}

/**
 * Refuses (CONFLICT, data: the counts) to delete a farm that still holds plots, batches, farm records or
 * stock: they would be left on a farm nobody can open. Empty them (or move the stock out) first.
 */
async function checkEmpty(ctx: AuthedCtx, row: Row): Promise<void> {
  const h = await farmHoldings(ctx, row.id);
  const parts = [
    h.plots ? `${h.plots} 个地块` : "",
    h.batches ? `${h.batches} 个批次` : "",
    h.records ? `${h.records} 条农事记录` : "",
    h.stockLines ? `${h.stockLines} 项库存` : "",
    h.bookEntries ? `${h.bookEntries} 笔记账` : "",
    h.traces ? `${h.traces} 份溯源档案` : "",
    h.pendingReminders ? `${h.pendingReminders} 条待办提醒` : "",
    h.openWork ? `${h.openWork} 项未完成的农事作业` : "",
    h.logs ? `${h.logs} 条生长或巡查日志` : "",
  ].filter(Boolean);
  if (parts.length) throw conflict(`“${row.name}”还有${parts.join("、")}，请先删除、出库或取消后再删除该农场`, h);
}

/**
 * Marks the manufacturer deleted (refused while it holds plots, batches, records or stock); if it was
 * the default, the most recently updated other one becomes default.
 */
export function remove(ctx: AuthedCtx, id: string): Promise<{ id: string; newDefaultId: string | null }> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const cur = await owned(tx, id, true);
    await checkEmpty(tx, cur);
    await tx.db.update(manufacturer).set({ deletedAt: tx.now, isDefault: false, updatedAt: tx.now }).where(eq(manufacturer.id, id));
    const newDefaultId = cur.isDefault ? await promoteDefault(tx, defaults, boId) : null;
    return { id, newDefaultId };
  });
}

export async function byId(ctx: AuthedCtx, id: string): Promise<Manufacturer> {
  return view(await owned(ctx, id));
}

/** The list calls' filters (the contract declares them once). */
export type ManufacturerFilter = Parsed<typeof manufacturerCalls.selListByParam>;

export { areaPrefix };

function filterOf(ctx: AuthedCtx, q: ManufacturerFilter): SQL | undefined {
  return and(
    mine(ctx),
    q.type ? eq(manufacturer.type, q.type) : undefined,
    q.areaCode ? like(manufacturer.areaCode, `${areaPrefix(q.areaCode)}%`) : undefined,
    q.keyword ? or(contains(manufacturer.name, q.keyword), contains(manufacturer.address, q.keyword), contains(manufacturer.contactName, q.keyword)) : undefined,
  );
}

const order = [desc(manufacturer.isDefault), desc(manufacturer.updatedAt), asc(manufacturer.id)];

export async function list(ctx: AuthedCtx, q: ManufacturerFilter): Promise<Manufacturer[]> {
  const rows = await ctx.db
    .select()
    .from(manufacturer)
    .where(filterOf(ctx, q))
    .orderBy(...order)
    .limit(MAX_MANUFACTURERS);
  return rows.map(view);
}

export function page(ctx: AuthedCtx, q: PageInput & ManufacturerFilter): Promise<Page<Manufacturer>> {
  const where = filterOf(ctx, q);
  return pageTable(ctx, q, manufacturer, where, order, view);
}
