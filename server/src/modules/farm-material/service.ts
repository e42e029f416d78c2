/**
 * 农资、仓库与库存: places (ranges), the member's material catalogue, the farm's materials, stock
 * movements and the stock they keep. Rules are in the contract's header (contract/src/domains/farm-material.ts).
 *
 * Stock is changed only here, always inside a transaction, always after locking the batch rows it
 * changes (`SELECT … FOR UPDATE`, in one order: first stock-in date, then id), and re-checking the
 * quantity under the lock. The table's CHECK (quantity >= 0) is the last guard.
 */
import {
  costOf,
  materialCategoryNames,
  formatQty,
  mulDivRound,
  QTY_SCALE,
  type CatalogInput,
  type CatalogView,
  type MaterialView,
  type MovementKind,
  type MovementLine,
  type MovementView,
  type OutPurpose,
  type Page,
  type PageInput,
  type RangeInput,
  type RangeKind,
  type RangeView,
  type StockView,
  type StoreMaterialView,
  type MaterialCategory,
} from "@qinlian/contract";
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { inTx, together, type AuthedCtx } from "../../kit/context";
import { emit } from "../../kit/events";
import { conflict, forbidden, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains, excluded } from "../../kit/sql";
import { iso } from "../../kit/time";
import { requireManufacturer } from "../manufacturer";
import { farmMaterial, farmRange, materialCatalog, materialRecord, materialRecordPart, materialStock } from "./schema";

const LIST_MAX = 500;

/** The caller's current farm id (002102 when none). */
async function farmId(ctx: AuthedCtx): Promise<string> {
  return (await requireManufacturer(ctx)).id;
}

const n = (v: unknown): number => Number(v ?? 0);

// ───────────────────────── ranges ─────────────────────────

type RangeRow = typeof farmRange.$inferSelect;

const rangeLive = (mfr: string) => and(eq(farmRange.manufacturerId, mfr), isNull(farmRange.deletedAt));

async function rangeViews(ctx: AuthedCtx, rows: RangeRow[]): Promise<RangeView[]> {
  const ids = rows.filter((r) => r.kind === "STORE").map((r) => r.id);
  const sums = ids.length
    ? await ctx.db
        .select({
          storeId: materialStock.storeId,
          materials: sql<number>`count(distinct ${materialStock.materialId})`,
          value: sql<number>`coalesce(sum(${materialStock.valueFen}), 0)`,
        })
        .from(materialStock)
        .where(and(inArray(materialStock.storeId, ids), gt(materialStock.quantity, 0)))
        .groupBy(materialStock.storeId)
    : [];
  const by = new Map(sums.map((s) => [s.storeId, s]));
  return rows.map((r) => ({
    id: r.id,
    manufacturerId: r.manufacturerId,
    name: r.name,
    kind: r.kind,
    areaM2: r.areaM2,
    capacity: r.capacity,
    keeper: r.keeper,
    remark: r.remark,
    materialCount: n(by.get(r.id)?.materials),
    stockValueFen: n(by.get(r.id)?.value),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

async function rangeRow(ctx: AuthedCtx, mfr: string, id: string, lock = false): Promise<RangeRow> {
  const q = ctx.db
    .select()
    .from(farmRange)
    .where(and(eq(farmRange.id, id), rangeLive(mfr)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("场所");
  return r;
}

async function checkRangeName(ctx: AuthedCtx, mfr: string, name: string, field: string, exceptId?: string): Promise<void> {
  const [dup] = await ctx.db
    .select({ id: farmRange.id })
    .from(farmRange)
    .where(and(rangeLive(mfr), eq(sql`lower(${farmRange.name})`, name.toLowerCase()), exceptId ? ne(farmRange.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw invalid(field, `已有名为“${name}”的场所`);
}

const rangeValues = (r: Partial<RangeInput>) => ({
  ...(r.name !== undefined ? { name: r.name } : {}),
  ...(r.kind !== undefined ? { kind: r.kind } : {}),
  ...(r.areaM2 !== undefined ? { areaM2: r.areaM2 } : {}),
  ...(r.capacity !== undefined ? { capacity: r.capacity } : {}),
  ...(r.keeper !== undefined ? { keeper: r.keeper || null } : {}),
  ...(r.remark !== undefined ? { remark: r.remark || null } : {}),
});

export function addRanges(ctx: AuthedCtx, list: RangeInput[], fieldOf: (i: number, f: string) => string = (i, f) => `list[${i}].${f}`): Promise<RangeView[]> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const seen = new Set<string>();
    const out: RangeRow[] = [];
    for (const [i, r] of list.entries()) {
      const key = r.name.toLowerCase();
      if (seen.has(key)) throw invalid(fieldOf(i, "name"), `名称“${r.name}”重复`);
      seen.add(key);
      await checkRangeName(tx, mfr, r.name, fieldOf(i, "name"));
      const [row] = await tx.db
        .insert(farmRange)
        .values({ manufacturerId: mfr, name: r.name, kind: r.kind, areaM2: r.areaM2 ?? null, capacity: r.capacity ?? null, keeper: r.keeper || null, remark: r.remark || null, createdAt: tx.now, updatedAt: tx.now })
        .returning();
      out.push(row);
    }
    return rangeViews(tx, out);
  });
}

export async function addRange(ctx: AuthedCtx, r: RangeInput): Promise<RangeView> {
  const [v] = await addRanges(ctx, [r], (_i, f) => f);
  return v;
}

async function storeHolds(ctx: AuthedCtx, storeId: string): Promise<number> {
  const [s] = await ctx.db
    .select({ q: sql<number>`coalesce(sum(${materialStock.quantity}), 0)` })
    .from(materialStock)
    .where(eq(materialStock.storeId, storeId));
  return n(s?.q);
}

declare module "../../kit/events" {
  interface DomainEvents {
    /**
     * A farm place is about to stop being what it is (its kind changes, or it is deleted), in the change's
     * transaction: a module with something in it (farm-record's open flocks) refuses by throwing.
     */
    "farmRange.leaving": { rangeId: string; name: string; kind: RangeKind; to: RangeKind | "DELETED" };
  }
}

export function updateRange(ctx: AuthedCtx, input: Partial<RangeInput> & { id: string }): Promise<RangeView> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const cur = await rangeRow(tx, mfr, input.id, true);
    if (input.name !== undefined && input.name.toLowerCase() !== cur.name.toLowerCase()) await checkRangeName(tx, mfr, input.name, "name", cur.id);
    if (input.kind !== undefined && input.kind !== "STORE" && cur.kind === "STORE" && (await storeHolds(tx, cur.id)) > 0)
      throw invalid("kind", `“${cur.name}”仍有库存，不能改为其他类型`);
    if (input.kind !== undefined && input.kind !== cur.kind) await emit(tx, "farmRange.leaving", { rangeId: cur.id, name: cur.name, kind: cur.kind, to: input.kind });
    await tx.db
      .update(farmRange)
      .set({ ...rangeValues(input), updatedAt: tx.now })
      .where(eq(farmRange.id, cur.id));
    return (await rangeViews(tx, [await rangeRow(tx, mfr, cur.id)]))[0];
  });
}

export function removeRange(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const cur = await rangeRow(tx, mfr, id, true);
    if ((await storeHolds(tx, cur.id)) > 0) throw conflict(`“${cur.name}”仍有库存，请先出库后再删除`);
    await emit(tx, "farmRange.leaving", { rangeId: cur.id, name: cur.name, kind: cur.kind, to: "DELETED" });
    await tx.db.update(farmRange).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(farmRange.id, cur.id));
    return { id };
  });
}

export async function rangeById(ctx: AuthedCtx, id: string): Promise<RangeView> {
  const mfr = await farmId(ctx);
  return (await rangeViews(ctx, [await rangeRow(ctx, mfr, id)]))[0];
}

export interface RangeFilter {
  keyword?: string;
  kind?: RangeKind;
}
const rangeWhere = (mfr: string, q: RangeFilter) =>
  and(rangeLive(mfr), q.kind ? eq(farmRange.kind, q.kind) : undefined, q.keyword ? or(contains(farmRange.name, q.keyword), contains(farmRange.keeper, q.keyword)) : undefined);
const rangeOrder = [asc(farmRange.kind), asc(farmRange.name), asc(farmRange.id)];

export async function rangeList(ctx: AuthedCtx, q: RangeFilter): Promise<RangeView[]> {
  const mfr = await farmId(ctx);
  const rows = await ctx.db
    .select()
    .from(farmRange)
    .where(rangeWhere(mfr, q))
    .orderBy(...rangeOrder)
    .limit(LIST_MAX);
  return rangeViews(ctx, rows);
}

export async function rangePage(ctx: AuthedCtx, q: PageInput & RangeFilter): Promise<Page<RangeView>> {
  const mfr = await farmId(ctx);
  const where = rangeWhere(mfr, q);
  const page = await paged(
    ctx,
    q,
    (limit, offset) =>
      ctx.db
        .select()
        .from(farmRange)
        .where(where)
        .orderBy(...rangeOrder)
        .limit(limit)
        .offset(offset),
    () => ctx.db.$count(farmRange, where),
  );
  return { ...page, list: await rangeViews(ctx, page.list) };
}

/** A place of the caller's current farm (for other modules: a record names its house). */
export async function rangeOfFarm(ctx: AuthedCtx, rangeId: string): Promise<{ id: string; manufacturerId: string; name: string; kind: string }> {
  const mfr = await farmId(ctx);
  const r = await rangeRow(ctx, mfr, rangeId);
  return { id: r.id, manufacturerId: r.manufacturerId, name: r.name, kind: r.kind };
}

/** The materials held in one store, summed over batches. */
export async function storeMaterials(ctx: AuthedCtx, q: PageInput & { rangeId: string; keyword?: string }): Promise<Page<StoreMaterialView>> {
  const mfr = await farmId(ctx);
  await rangeRow(ctx, mfr, q.rangeId);
  const where = and(eq(materialStock.storeId, q.rangeId), gt(materialStock.quantity, 0), q.keyword ? contains(materialCatalog.name, q.keyword) : undefined);
  const base = () =>
    ctx.db
      .select({
        materialId: materialStock.materialId,
        materialName: materialCatalog.name,
        category: materialCatalog.category,
        spec: materialCatalog.spec,
        unit: materialCatalog.unit,
        quantity: sql<number>`sum(${materialStock.quantity})`,
        valueFen: sql<number>`sum(${materialStock.valueFen})`,
        batchCount: sql<number>`count(*)`,
      })
      .from(materialStock)
      .innerJoin(farmMaterial, eq(farmMaterial.id, materialStock.materialId))
      .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
      .where(where)
      .groupBy(materialStock.materialId, materialCatalog.name, materialCatalog.category, materialCatalog.spec, materialCatalog.unit);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await base().orderBy(asc(materialCatalog.name), asc(materialStock.materialId)).limit(limit).offset(offset);
      return rows.map((r) => ({ ...r, spec: r.spec || null, quantity: n(r.quantity), valueFen: n(r.valueFen), batchCount: n(r.batchCount) }));
    },
    async () => {
      const [c] = await ctx.db.select({ c: sql<number>`count(*)` }).from(base().as("g"));
      return n(c?.c);
    },
  );
}

// ───────────────────────── catalogue ─────────────────────────

type CatalogRow = typeof materialCatalog.$inferSelect;
const catalogLive = (boId: string) => and(eq(materialCatalog.boId, boId), isNull(materialCatalog.deletedAt));

async function catalogViews(ctx: AuthedCtx, rows: CatalogRow[]): Promise<CatalogView[]> {
  const ids = rows.map((r) => r.id);
  const uses = ids.length
    ? await ctx.db
        .select({ catalogId: farmMaterial.catalogId, c: sql<number>`count(*)` })
        .from(farmMaterial)
        .where(and(inArray(farmMaterial.catalogId, ids), isNull(farmMaterial.deletedAt)))
        .groupBy(farmMaterial.catalogId)
    : [];
  const by = new Map(uses.map((u) => [u.catalogId, n(u.c)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    spec: r.spec || null,
    unit: r.unit,
    brand: r.brand,
    maker: r.maker,
    unitPriceFen: r.unitPriceFen,
    remark: r.remark,
    farmUseCount: by.get(r.id) ?? 0,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

async function catalogRow(ctx: AuthedCtx, id: string, field?: string, lock = false): Promise<CatalogRow> {
  const q = ctx.db
    .select()
    .from(materialCatalog)
    .where(and(eq(materialCatalog.id, id), catalogLive(ctx.member.boId)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw field ? invalid(field, "物料不存在或已删除") : notFound("物料");
  return r;
}

async function checkCatalogFree(ctx: AuthedCtx, name: string, spec: string, field: string, exceptId?: string): Promise<void> {
  const [dup] = await ctx.db
    .select({ id: materialCatalog.id })
    .from(materialCatalog)
    .where(
      and(
        catalogLive(ctx.member.boId),
        eq(sql`lower(${materialCatalog.name})`, name.toLowerCase()),
        eq(sql`lower(${materialCatalog.spec})`, spec.toLowerCase()),
        exceptId ? ne(materialCatalog.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw invalid(field, `已有“${name}${spec ? `（${spec}）` : ""}”`);
}

async function insertCatalog(ctx: AuthedCtx, c: CatalogInput, prefix = ""): Promise<CatalogRow> {
  const spec = c.spec?.trim() ?? "";
  await checkCatalogFree(ctx, c.name, spec, `${prefix}name`);
  const [row] = await ctx.db
    .insert(materialCatalog)
    .values({
      boId: ctx.member.boId,
      name: c.name,
      category: c.category,
      spec,
      unit: c.unit,
      brand: c.brand || null,
      maker: c.maker || null,
      unitPriceFen: c.unitPriceFen ?? null,
      remark: c.remark || null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  return row;
}

export function addCatalog(ctx: AuthedCtx, c: CatalogInput): Promise<CatalogView> {
  return inTx(ctx, async (tx) => (await catalogViews(tx, [await insertCatalog(tx, c)]))[0]);
}

export function updateCatalog(ctx: AuthedCtx, input: Partial<CatalogInput> & { id: string }): Promise<CatalogView> {
  return inTx(ctx, async (tx) => {
    const cur = await catalogRow(tx, input.id, undefined, true);
    const name = input.name ?? cur.name;
    const spec = input.spec === undefined ? cur.spec : (input.spec?.trim() ?? "");
    if (name.toLowerCase() !== cur.name.toLowerCase() || spec.toLowerCase() !== cur.spec.toLowerCase()) await checkCatalogFree(tx, name, spec, input.name !== undefined ? "name" : "spec", cur.id);
    if (input.unit !== undefined && input.unit !== cur.unit) {
      const [used] = await tx.db
        .select({ id: materialRecord.id })
        .from(materialRecord)
        .innerJoin(farmMaterial, eq(farmMaterial.id, materialRecord.materialId))
        .where(eq(farmMaterial.catalogId, cur.id))
        .limit(1);
      if (used) throw invalid("unit", "该物料已有出入库记录，不能修改计量单位");
    }
    await tx.db
      .update(materialCatalog)
      .set({
        name,
        spec,
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.unit !== undefined ? { unit: input.unit } : {}),
        ...(input.brand !== undefined ? { brand: input.brand || null } : {}),
        ...(input.maker !== undefined ? { maker: input.maker || null } : {}),
        ...(input.unitPriceFen !== undefined ? { unitPriceFen: input.unitPriceFen } : {}),
        ...(input.remark !== undefined ? { remark: input.remark || null } : {}),
        updatedAt: tx.now,
      })
      .where(eq(materialCatalog.id, cur.id));
    return (await catalogViews(tx, [await catalogRow(tx, cur.id)]))[0];
  });
}

export function removeCatalog(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const cur = await catalogRow(tx, id, undefined, true);
    const [used] = await tx.db
      .select({ id: farmMaterial.id })
      .from(farmMaterial)
      .where(and(eq(farmMaterial.catalogId, cur.id), isNull(farmMaterial.deletedAt)))
      .limit(1);
    if (used) throw conflict(`“${cur.name}”仍是农场的农资，请先在农资管理中删除`);
    await tx.db.update(materialCatalog).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(materialCatalog.id, cur.id));
    return { id };
  });
}

export async function catalogById(ctx: AuthedCtx, id: string): Promise<CatalogView> {
  return (await catalogViews(ctx, [await catalogRow(ctx, id)]))[0];
}

export interface CatalogFilter {
  keyword?: string;
  category?: MaterialCategory;
}
const catalogWhere = (ctx: AuthedCtx, q: CatalogFilter) =>
  and(
    catalogLive(ctx.member.boId),
    q.category ? eq(materialCatalog.category, q.category) : undefined,
    q.keyword ? or(contains(materialCatalog.name, q.keyword), contains(materialCatalog.brand, q.keyword), contains(materialCatalog.maker, q.keyword)) : undefined,
  );
const catalogOrder = [asc(materialCatalog.category), asc(materialCatalog.name), asc(materialCatalog.id)];

export async function catalogList(ctx: AuthedCtx, q: CatalogFilter): Promise<CatalogView[]> {
  const rows = await ctx.db
    .select()
    .from(materialCatalog)
    .where(catalogWhere(ctx, q))
    .orderBy(...catalogOrder)
    .limit(LIST_MAX);
  return catalogViews(ctx, rows);
}

export async function catalogPage(ctx: AuthedCtx, q: PageInput & CatalogFilter): Promise<Page<CatalogView>> {
  const where = catalogWhere(ctx, q);
  const page = await paged(
    ctx,
    q,
    (limit, offset) =>
      ctx.db
        .select()
        .from(materialCatalog)
        .where(where)
        .orderBy(...catalogOrder)
        .limit(limit)
        .offset(offset),
    () => ctx.db.$count(materialCatalog, where),
  );
  return { ...page, list: await catalogViews(ctx, page.list) };
}

// ───────────────────────── farm materials ─────────────────────────

const stockSum = sql<number>`coalesce((select sum(${materialStock.quantity}) from ${materialStock} where ${materialStock.materialId} = ${farmMaterial.id}), 0)`;
const valueSum = sql<number>`coalesce((select sum(${materialStock.valueFen}) from ${materialStock} where ${materialStock.materialId} = ${farmMaterial.id}), 0)`;

const materialSelect = {
  m: farmMaterial,
  c: materialCatalog,
  stock: stockSum,
  value: valueSum,
};
type MaterialJoined = { m: typeof farmMaterial.$inferSelect; c: CatalogRow; stock: number; value: number };

function materialView(r: MaterialJoined): MaterialView {
  const stock = n(r.stock);
  return {
    id: r.m.id,
    manufacturerId: r.m.manufacturerId,
    catalogId: r.c.id,
    name: r.c.name,
    category: r.c.category,
    spec: r.c.spec || null,
    unit: r.c.unit,
    brand: r.c.brand,
    maker: r.c.maker,
    unitPriceFen: r.c.unitPriceFen,
    lowStock: r.m.lowStock,
    remark: r.m.remark,
    stock,
    stockValueFen: n(r.value),
    isLow: r.m.lowStock !== null && stock < r.m.lowStock,
    createdAt: iso(r.m.createdAt),
    updatedAt: iso(r.m.updatedAt),
  };
}

const materialLive = (mfr: string) => and(eq(farmMaterial.manufacturerId, mfr), isNull(farmMaterial.deletedAt));

function materialQuery(ctx: AuthedCtx) {
  return ctx.db.select(materialSelect).from(farmMaterial).innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId));
}

async function materialById(ctx: AuthedCtx, mfr: string, id: string, field?: string): Promise<MaterialView> {
  const [r] = await materialQuery(ctx).where(and(eq(farmMaterial.id, id), materialLive(mfr)));
  if (!r) throw field ? invalid(field, "农资不存在或已删除") : notFound("农资");
  return materialView(r);
}

async function addMaterialRow(ctx: AuthedCtx, mfr: string, catalogId: string, lowStock: number | null | undefined, remark: string | null | undefined): Promise<string> {
  const [existing] = await ctx.db
    .select({ id: farmMaterial.id })
    .from(farmMaterial)
    .where(and(materialLive(mfr), eq(farmMaterial.catalogId, catalogId)));
  if (existing) return existing.id;
  const [row] = await ctx.db
    .insert(farmMaterial)
    .values({ manufacturerId: mfr, catalogId, lowStock: lowStock ?? null, remark: remark || null, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: farmMaterial.id });
  return row.id;
}

export function addMaterial(ctx: AuthedCtx, input: { catalogId?: string; catalog?: CatalogInput; lowStock?: number | null; remark?: string | null }): Promise<MaterialView> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    let catalogId: string;
    if (input.catalogId) {
      const c = await catalogRow(tx, input.catalogId, "catalogId");
      const [existing] = await tx.db
        .select({ id: farmMaterial.id })
        .from(farmMaterial)
        .where(and(materialLive(mfr), eq(farmMaterial.catalogId, c.id)));
      if (existing) throw invalid("catalogId", `“${c.name}”已是本农场的农资`);
      catalogId = c.id;
    } else if (input.catalog) {
      catalogId = (await insertCatalog(tx, input.catalog, "catalog.")).id;
    } else throw invalid("catalogId", "请选择物料或新建物料");
    const id = await addMaterialRow(tx, mfr, catalogId, input.lowStock, input.remark);
    return materialById(tx, mfr, id);
  });
}

export function addMaterials(ctx: AuthedCtx, list: { catalogId: string; lowStock?: number | null }[]): Promise<MaterialView[]> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const ids: string[] = [];
    for (const [i, l] of list.entries()) {
      const c = await catalogRow(tx, l.catalogId, `list[${i}].catalogId`);
      ids.push(await addMaterialRow(tx, mfr, c.id, l.lowStock, null));
    }
    const out: MaterialView[] = [];
    for (const id of [...new Set(ids)]) out.push(await materialById(tx, mfr, id));
    return out;
  });
}

export function updateMaterial(ctx: AuthedCtx, input: { id: string; lowStock?: number | null; remark?: string | null }): Promise<MaterialView> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const cur = await materialById(tx, mfr, input.id);
    await tx.db
      .update(farmMaterial)
      .set({
        ...(input.lowStock !== undefined ? { lowStock: input.lowStock } : {}),
        ...(input.remark !== undefined ? { remark: input.remark || null } : {}),
        updatedAt: tx.now,
      })
      .where(eq(farmMaterial.id, cur.id));
    return materialById(tx, mfr, cur.id);
  });
}

export function removeMaterial(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const [row] = await tx.db
      .select({ id: farmMaterial.id })
      .from(farmMaterial)
      .where(and(eq(farmMaterial.id, id), materialLive(mfr)))
      .for("update");
    if (!row) throw notFound("农资");
    const cur = await materialById(tx, mfr, id);
    if (cur.stock > 0) throw conflict(`“${cur.name}”仍有库存 ${formatQty(cur.stock)}${cur.unit}，请先出库后再删除`);
    await tx.db.update(farmMaterial).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(farmMaterial.id, id));
    return { id };
  });
}

export async function materialOne(ctx: AuthedCtx, id: string): Promise<MaterialView> {
  return materialById(ctx, await farmId(ctx), id);
}

export interface MaterialFilter {
  keyword?: string;
  category?: MaterialCategory;
  lowOnly?: boolean;
}
const materialWhere = (mfr: string, q: MaterialFilter) =>
  and(
    materialLive(mfr),
    q.category ? eq(materialCatalog.category, q.category) : undefined,
    q.keyword ? or(contains(materialCatalog.name, q.keyword), contains(materialCatalog.brand, q.keyword), contains(materialCatalog.maker, q.keyword)) : undefined,
    q.lowOnly ? sql`${farmMaterial.lowStock} is not null and ${stockSum} < ${farmMaterial.lowStock}` : undefined,
  );
const materialOrder = [asc(materialCatalog.category), asc(materialCatalog.name), asc(farmMaterial.id)];

export async function materialList(ctx: AuthedCtx, q: MaterialFilter): Promise<MaterialView[]> {
  const mfr = await farmId(ctx);
  const rows = await materialQuery(ctx)
    .where(materialWhere(mfr, q))
    .orderBy(...materialOrder)
    .limit(LIST_MAX);
  return rows.map(materialView);
}

export async function materialPage(ctx: AuthedCtx, q: PageInput & MaterialFilter): Promise<Page<MaterialView>> {
  const mfr = await farmId(ctx);
  const where = materialWhere(mfr, q);
  return paged(
    ctx,
    q,
    async (limit, offset) =>
      (
        await materialQuery(ctx)
          .where(where)
          .orderBy(...materialOrder)
          .limit(limit)
          .offset(offset)
      ).map(materialView),
    async () => {
      const [c] = await ctx.db
        .select({ c: sql<number>`count(*)` })
        .from(farmMaterial)
        .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
        .where(where);
      return n(c?.c);
    },
  );
}

// ───────────────────────── stock changes ─────────────────────────

interface Labels {
  name: string;
  unit: string;
  store: string;
}

/** Adds to a batch (creating it), atomically. */
async function stockIn(ctx: AuthedCtx, mfr: string, k: { materialId: string; storeId: string; batchNo: string; quantity: number; costFen: number; date: string }): Promise<void> {
  await ctx.db
    .insert(materialStock)
    .values({ manufacturerId: mfr, materialId: k.materialId, storeId: k.storeId, batchNo: k.batchNo, quantity: k.quantity, valueFen: k.costFen, firstInDate: k.date, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: [materialStock.materialId, materialStock.storeId, materialStock.batchNo],
      set: {
        quantity: sql`${materialStock.quantity} + ${excluded(materialStock.quantity)}`,
        valueFen: sql`${materialStock.valueFen} + ${excluded(materialStock.valueFen)}`,
        firstInDate: sql`least(${materialStock.firstInDate}, ${excluded(materialStock.firstInDate)})`,
        updatedAt: ctx.now,
      },
    });
}

/** Changes one batch by (dq, dv) under its row lock; refuses (naming `field`) below zero. */
async function adjustBatch(ctx: AuthedCtx, k: { materialId: string; storeId: string; batchNo: string }, dq: number, dv: number, field: string, l: Labels): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(materialStock)
    .where(and(eq(materialStock.materialId, k.materialId), eq(materialStock.storeId, k.storeId), eq(materialStock.batchNo, k.batchNo)))
    .for("update");
  const have = row?.quantity ?? 0;
  if (!row || have + dq < 0)
    throw invalid(field, `“${l.name}”在${l.store}${k.batchNo ? `批号 ${k.batchNo} ` : ""}的库存只有 ${formatQty(have)}${l.unit}，此操作需扣减 ${formatQty(-dq)}${l.unit}，会使库存为负`);
  const q = have + dq;
  const v = q === 0 ? 0 : Math.max(0, row.valueFen + dv);
  await ctx.db.update(materialStock).set({ quantity: q, valueFen: v, updatedAt: ctx.now }).where(eq(materialStock.id, row.id));
}

interface Part {
  stockId: string;
  batchNo: string;
  quantity: number;
  costFen: number;
}

/** Takes `quantity` out of a store (one batch, or FIFO over its batches) under row locks. */
async function takeOut(ctx: AuthedCtx, k: { materialId: string; storeId: string; batchNo: string | null; quantity: number }, field: string, l: Labels): Promise<Part[]> {
  const rows = await ctx.db
    .select()
    .from(materialStock)
    .where(
      and(
        eq(materialStock.materialId, k.materialId),
        eq(materialStock.storeId, k.storeId),
        k.batchNo !== null ? eq(materialStock.batchNo, k.batchNo) : undefined,
        gt(materialStock.quantity, 0),
      ),
    )
    .orderBy(asc(materialStock.firstInDate), asc(materialStock.id))
    .for("update");
  const have = rows.reduce((s, r) => s + r.quantity, 0);
  if (have < k.quantity)
    throw invalid(field, `“${l.name}”库存不足：${l.store}${k.batchNo ? `批号 ${k.batchNo} ` : ""}现有 ${formatQty(have)}${l.unit}，需出库 ${formatQty(k.quantity)}${l.unit}`);
  const parts: Part[] = [];
  let left = k.quantity;
  for (const r of rows) {
    if (left === 0) break;
    const take = Math.min(left, r.quantity);
    const cost = take === r.quantity ? r.valueFen : mulDivRound(r.valueFen, take, r.quantity);
    await ctx.db
      .update(materialStock)
      .set({ quantity: r.quantity - take, valueFen: r.valueFen - cost, updatedAt: ctx.now })
      .where(eq(materialStock.id, r.id));
    parts.push({ stockId: r.id, batchNo: r.batchNo, quantity: take, costFen: cost });
    left -= take;
  }
  return parts;
}

/** Gives a stock-out's parts back to their batches. */
async function giveBack(ctx: AuthedCtx, recordId: string): Promise<void> {
  const parts = await ctx.db.select().from(materialRecordPart).where(eq(materialRecordPart.recordId, recordId)).orderBy(asc(materialRecordPart.stockId));
  for (const p of parts) {
    await ctx.db
      .update(materialStock)
      .set({ quantity: sql`${materialStock.quantity} + ${p.quantity}`, valueFen: sql`${materialStock.valueFen} + ${p.costFen}`, updatedAt: ctx.now })
      .where(eq(materialStock.id, p.stockId));
  }
  await ctx.db.delete(materialRecordPart).where(eq(materialRecordPart.recordId, recordId));
}

// ───────────────────────── movements ─────────────────────────

type RecordRow = typeof materialRecord.$inferSelect;

/** A checked line: the material and store are the farm's; the place too, when given. */
interface Checked {
  line: MovementLine;
  labels: Labels;
}

async function checkLine(ctx: AuthedCtx, mfr: string, kind: MovementKind, line: MovementLine, f: (name: string) => string): Promise<Checked> {
  const m = await materialById(ctx, mfr, line.materialId, f("materialId"));
  const [store] = await ctx.db
    .select()
    .from(farmRange)
    .where(and(eq(farmRange.id, line.storeId), rangeLive(mfr)));
  if (!store) throw invalid(f("storeId"), "仓库不存在或已删除");
  if (store.kind !== "STORE") throw invalid(f("storeId"), `“${store.name}”不是仓库`);
  if (line.rangeId) {
    const [r] = await ctx.db
      .select({ id: farmRange.id })
      .from(farmRange)
      .where(and(eq(farmRange.id, line.rangeId), rangeLive(mfr)));
    if (!r) throw invalid(f("rangeId"), "场所不存在或已删除");
  }
  if (kind === "IN" && (line.unitCostFen === undefined || line.unitCostFen === null)) throw invalid(f("unitCostFen"), "请填写入库单价");
  return { line, labels: { name: m.name, unit: m.unit, store: `“${store.name}”` } };
}

interface Ref {
  refKind: string | null;
  refId: string | null;
}

/** Applies a checked line to the stock and writes its record (and a stock-out's parts). */
async function applyLine(ctx: AuthedCtx, mfr: string, kind: MovementKind, c: Checked, ref: Ref, f: (name: string) => string, keepId?: string): Promise<string> {
  const l = c.line;
  let unitCostFen: number;
  let costFen: number;
  let parts: Part[] = [];
  const batchIn = l.batchNo?.trim() ?? "";
  if (kind === "IN") {
    unitCostFen = l.unitCostFen ?? 0;
    costFen = costOf(l.quantity, unitCostFen);
    await stockIn(ctx, mfr, { materialId: l.materialId, storeId: l.storeId, batchNo: batchIn, quantity: l.quantity, costFen, date: l.date });
  } else {
    parts = await takeOut(ctx, { materialId: l.materialId, storeId: l.storeId, batchNo: l.batchNo?.trim() || null, quantity: l.quantity }, f("quantity"), c.labels);
    costFen = parts.reduce((s, p) => s + p.costFen, 0);
    unitCostFen = mulDivRound(costFen, QTY_SCALE, l.quantity);
  }
  const values = {
    manufacturerId: mfr,
    kind,
    materialId: l.materialId,
    storeId: l.storeId,
    batchNo: kind === "IN" ? batchIn : l.batchNo?.trim() || null,
    quantity: l.quantity,
    unitCostFen,
    costFen,
    date: l.date,
    operator: l.operator || null,
    supplier: kind === "IN" ? l.supplier || null : null,
    purpose: kind === "OUT" ? (l.purpose ?? "OTHER") : null,
    rangeId: l.rangeId ?? null,
    note: l.note || null,
    refKind: ref.refKind,
    refId: ref.refId,
    updatedAt: ctx.now,
  };
  let id: string;
  if (keepId) {
    await ctx.db.update(materialRecord).set(values).where(eq(materialRecord.id, keepId));
    id = keepId;
  } else {
    const [row] = await ctx.db
      .insert(materialRecord)
      .values({ ...values, createdBy: ctx.member.memberId, createdAt: ctx.now })
      .returning({ id: materialRecord.id });
    id = row.id;
  }
  if (parts.length)
    await ctx.db.insert(materialRecordPart).values(parts.map((p) => ({ recordId: id, stockId: p.stockId, quantity: p.quantity, costFen: p.costFen, createdAt: ctx.now, updatedAt: ctx.now })));
  return id;
}

async function recordViews(ctx: AuthedCtx, rows: RecordRow[]): Promise<MovementView[]> {
  if (!rows.length) return [];
  const matIds = [...new Set(rows.map((r) => r.materialId))];
  const rangeIds = [...new Set(rows.flatMap((r) => [r.storeId, ...(r.rangeId ? [r.rangeId] : [])]))];
  const outIds = rows.filter((r) => r.kind === "OUT").map((r) => r.id);
  const [mats, ranges, parts] = await together(
    ctx,
    () =>
      ctx.db
        .select({ id: farmMaterial.id, c: materialCatalog })
        .from(farmMaterial)
        .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
        .where(inArray(farmMaterial.id, matIds)),
    () => ctx.db.select({ id: farmRange.id, name: farmRange.name }).from(farmRange).where(inArray(farmRange.id, rangeIds)),
    () =>
      outIds.length
        ? ctx.db
            .select({ recordId: materialRecordPart.recordId, batchNo: materialStock.batchNo, quantity: materialRecordPart.quantity, costFen: materialRecordPart.costFen, firstIn: materialStock.firstInDate })
            .from(materialRecordPart)
            .innerJoin(materialStock, eq(materialStock.id, materialRecordPart.stockId))
            .where(inArray(materialRecordPart.recordId, outIds))
            .orderBy(asc(materialStock.firstInDate), asc(materialStock.id))
        : Promise.resolve([]),
  );
  const mat = new Map(mats.map((m) => [m.id, m.c]));
  const rng = new Map(ranges.map((r) => [r.id, r.name]));
  return rows.map((r) => {
    const c = mat.get(r.materialId);
    if (!c) throw new Error(`material ${r.materialId} of record ${r.id} has no catalogue entry`);
    return {
      id: r.id,
      manufacturerId: r.manufacturerId,
      kind: r.kind,
      materialId: r.materialId,
      materialName: c.name,
      spec: c.spec || null,
      unit: c.unit,
      category: c.category,
      storeId: r.storeId,
      storeName: rng.get(r.storeId) ?? "",
      batchNo: r.batchNo,
      quantity: r.quantity,
      unitCostFen: r.unitCostFen,
      costFen: r.costFen,
      date: r.date,
      operator: r.operator,
      supplier: r.supplier,
      purpose: r.purpose,
      rangeId: r.rangeId,
      rangeName: r.rangeId ? (rng.get(r.rangeId) ?? null) : null,
      note: r.note,
      refKind: r.refKind,
      refId: r.refId,
      parts: parts.filter((p) => p.recordId === r.id).map((p) => ({ batchNo: p.batchNo, quantity: p.quantity, costFen: p.costFen })),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    };
  });
}

const kindFunc: Record<MovementKind, string> = { IN: "farmingManage.material.stockInto", OUT: "farmingManage.material.stockOut" };

/** Stock in needs 入库管理, stock out 出库管理; 库存管理 may do both. */
function requireKind(ctx: AuthedCtx, kind: MovementKind): void {
  if (!ctx.member.funcs.has(kindFunc[kind]) && !ctx.member.funcs.has("farmingManage.material.stock")) throw forbidden();
}

export function addRecords(ctx: AuthedCtx, kind: MovementKind, list: MovementLine[]): Promise<MovementView[]> {
  requireKind(ctx, kind);
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const ids: string[] = [];
    for (const [i, line] of list.entries()) {
      const f = (name: string) => `list[${i}].${name}`;
      const c = await checkLine(tx, mfr, kind, line, f);
      ids.push(await applyLine(tx, mfr, kind, c, { refKind: null, refId: null }, f));
    }
    const rows = await tx.db.select().from(materialRecord).where(inArray(materialRecord.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return recordViews(
      tx,
      ids.map((id) => byId.get(id)).filter((r): r is RecordRow => !!r),
    );
  });
}

async function recordRow(ctx: AuthedCtx, mfr: string, id: string, lock = false): Promise<RecordRow> {
  const q = ctx.db
    .select()
    .from(materialRecord)
    .where(and(eq(materialRecord.id, id), eq(materialRecord.manufacturerId, mfr)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound("出入库记录");
  return r;
}

function refusedIfRef(r: RecordRow): void {
  if (r.refKind) throw conflict("此出库由其他记录（如饲喂记录）生成，请在原记录中修改或删除");
}

/** Undoes a record's effect on the stock (a stock-in: refused when it would go negative). */
async function undo(ctx: AuthedCtx, r: RecordRow, l: Labels): Promise<void> {
  if (r.kind === "OUT") await giveBack(ctx, r.id);
  else await adjustBatch(ctx, { materialId: r.materialId, storeId: r.storeId, batchNo: r.batchNo ?? "" }, -r.quantity, -r.costFen, "quantity", l);
}

async function labelsOf(ctx: AuthedCtx, mfr: string, r: RecordRow): Promise<Labels> {
  const m = await ctx.db
    .select({ name: materialCatalog.name, unit: materialCatalog.unit })
    .from(farmMaterial)
    .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
    .where(eq(farmMaterial.id, r.materialId));
  const [s] = await ctx.db.select({ name: farmRange.name }).from(farmRange).where(and(eq(farmRange.id, r.storeId), eq(farmRange.manufacturerId, mfr)));
  return { name: m[0]?.name ?? "", unit: m[0]?.unit ?? "", store: `“${s?.name ?? ""}”` };
}

export function removeRecord(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const r = await recordRow(tx, mfr, id, true);
    requireKind(tx, r.kind);
    refusedIfRef(r);
    await undo(tx, r, await labelsOf(tx, mfr, r));
    await tx.db.delete(materialRecord).where(eq(materialRecord.id, r.id));
    return { id };
  });
}

export function updateRecord(ctx: AuthedCtx, input: Partial<MovementLine> & { id: string }): Promise<MovementView> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const r = await recordRow(tx, mfr, input.id, true);
    requireKind(tx, r.kind);
    refusedIfRef(r);
    const { id, ...patch } = input;
    const line: MovementLine = {
      materialId: patch.materialId ?? r.materialId,
      storeId: patch.storeId ?? r.storeId,
      batchNo: patch.batchNo === undefined ? r.batchNo : patch.batchNo,
      quantity: patch.quantity ?? r.quantity,
      unitCostFen: patch.unitCostFen === undefined ? r.unitCostFen : patch.unitCostFen,
      date: patch.date ?? r.date,
      operator: patch.operator === undefined ? r.operator : patch.operator,
      supplier: patch.supplier === undefined ? r.supplier : patch.supplier,
      purpose: patch.purpose === undefined ? r.purpose : patch.purpose,
      rangeId: patch.rangeId === undefined ? r.rangeId : patch.rangeId,
      note: patch.note === undefined ? r.note : patch.note,
    };
    const f = (name: string) => name;
    const c = await checkLine(tx, mfr, r.kind, line, f);
    if (r.kind === "IN") {
      const newBatch = line.batchNo?.trim() ?? "";
      const newCost = costOf(line.quantity, line.unitCostFen ?? 0);
      if (line.materialId === r.materialId && line.storeId === r.storeId && newBatch === (r.batchNo ?? "")) {
        // Same batch: one change by the difference (an increase never fails; a decrease only below zero).
        await adjustBatch(tx, { materialId: r.materialId, storeId: r.storeId, batchNo: newBatch }, line.quantity - r.quantity, newCost - r.costFen, "quantity", c.labels);
        if (line.date < (await firstIn(tx, r.materialId, r.storeId, newBatch)))
          await tx.db
            .update(materialStock)
            .set({ firstInDate: line.date })
            .where(and(eq(materialStock.materialId, r.materialId), eq(materialStock.storeId, r.storeId), eq(materialStock.batchNo, newBatch)));
        await tx.db
          .update(materialRecord)
          .set({
            batchNo: newBatch,
            quantity: line.quantity,
            unitCostFen: line.unitCostFen ?? 0,
            costFen: newCost,
            date: line.date,
            operator: line.operator || null,
            supplier: line.supplier || null,
            rangeId: line.rangeId ?? null,
            note: line.note || null,
            updatedAt: tx.now,
          })
          .where(eq(materialRecord.id, r.id));
      } else {
        await undo(tx, r, await labelsOf(tx, mfr, r));
        await applyLine(tx, mfr, "IN", c, { refKind: null, refId: null }, f, r.id);
      }
    } else {
      await giveBack(tx, r.id);
      await applyLine(tx, mfr, "OUT", c, { refKind: null, refId: null }, f, r.id);
    }
    return (await recordViews(tx, [await recordRow(tx, mfr, id)]))[0];
  });
}

async function firstIn(ctx: AuthedCtx, materialId: string, storeId: string, batchNo: string): Promise<string> {
  const [s] = await ctx.db
    .select({ d: materialStock.firstInDate })
    .from(materialStock)
    .where(and(eq(materialStock.materialId, materialId), eq(materialStock.storeId, storeId), eq(materialStock.batchNo, batchNo)));
  return s?.d ?? "9999-12-31";
}

export async function recordOne(ctx: AuthedCtx, id: string): Promise<MovementView> {
  const mfr = await farmId(ctx);
  return (await recordViews(ctx, [await recordRow(ctx, mfr, id)]))[0];
}

export interface RecordFilter {
  kind?: MovementKind;
  materialId?: string;
  storeId?: string;
  batchNo?: string;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}

function recordWhere(mfr: string, q: RecordFilter): SQL | undefined {
  const kw = q.keyword;
  return and(
    eq(materialRecord.manufacturerId, mfr),
    q.kind ? eq(materialRecord.kind, q.kind) : undefined,
    q.materialId ? eq(materialRecord.materialId, q.materialId) : undefined,
    q.storeId ? eq(materialRecord.storeId, q.storeId) : undefined,
    q.batchNo ? eq(materialRecord.batchNo, q.batchNo) : undefined,
    q.dateFrom ? gte(materialRecord.date, q.dateFrom) : undefined,
    q.dateTo ? lte(materialRecord.date, q.dateTo) : undefined,
    kw
      ? or(
          contains(materialRecord.batchNo, kw),
          contains(materialRecord.operator, kw),
          contains(materialRecord.note, kw),
          contains(materialRecord.supplier, kw),
          sql`exists (select 1 from ${farmMaterial} inner join ${materialCatalog} on ${materialCatalog.id} = ${farmMaterial.catalogId} where ${farmMaterial.id} = ${materialRecord.materialId} and ${contains(materialCatalog.name, kw)})`,
        )
      : undefined,
  );
}
const recordOrder = [desc(materialRecord.date), desc(materialRecord.id)];

export async function recordList(ctx: AuthedCtx, q: RecordFilter): Promise<MovementView[]> {
  const mfr = await farmId(ctx);
  const rows = await ctx.db
    .select()
    .from(materialRecord)
    .where(recordWhere(mfr, q))
    .orderBy(...recordOrder)
    .limit(LIST_MAX);
  return recordViews(ctx, rows);
}

export async function recordPage(ctx: AuthedCtx, q: PageInput & RecordFilter): Promise<Page<MovementView>> {
  const mfr = await farmId(ctx);
  const where = recordWhere(mfr, q);
  const page = await paged(
    ctx,
    q,
    (limit, offset) =>
      ctx.db
        .select()
        .from(materialRecord)
        .where(where)
        .orderBy(...recordOrder)
        .limit(limit)
        .offset(offset),
    () => ctx.db.$count(materialRecord, where),
  );
  return { ...page, list: await recordViews(ctx, page.list) };
}

// ───────────────────────── stock reads ─────────────────────────

export interface StockFilter {
  materialId?: string;
  storeId?: string;
  category?: MaterialCategory;
  keyword?: string;
  lowOnly?: boolean;
  includeEmpty?: boolean;
}

function stockWhere(mfr: string, q: StockFilter): SQL | undefined {
  return and(
    eq(materialStock.manufacturerId, mfr),
    isNull(farmMaterial.deletedAt),
    q.includeEmpty ? undefined : gt(materialStock.quantity, 0),
    q.materialId ? eq(materialStock.materialId, q.materialId) : undefined,
    q.storeId ? eq(materialStock.storeId, q.storeId) : undefined,
    q.category ? eq(materialCatalog.category, q.category) : undefined,
    q.keyword ? or(contains(materialCatalog.name, q.keyword), contains(materialStock.batchNo, q.keyword)) : undefined,
    q.lowOnly ? sql`${farmMaterial.lowStock} is not null and ${stockSum} < ${farmMaterial.lowStock}` : undefined,
  );
}

function stockQuery(ctx: AuthedCtx) {
  return ctx.db
    .select({ s: materialStock, m: farmMaterial, c: materialCatalog, storeName: farmRange.name, total: stockSum })
    .from(materialStock)
    .innerJoin(farmMaterial, eq(farmMaterial.id, materialStock.materialId))
    .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
    .innerJoin(farmRange, eq(farmRange.id, materialStock.storeId));
}
type StockJoined = { s: typeof materialStock.$inferSelect; m: typeof farmMaterial.$inferSelect; c: CatalogRow; storeName: string; total: number };

const stockView = (r: StockJoined): StockView => ({
  id: r.s.id,
  materialId: r.s.materialId,
  materialName: r.c.name,
  category: r.c.category,
  spec: r.c.spec || null,
  unit: r.c.unit,
  storeId: r.s.storeId,
  storeName: r.storeName,
  batchNo: r.s.batchNo,
  quantity: r.s.quantity,
  valueFen: r.s.valueFen,
  firstInDate: r.s.firstInDate,
  lowStock: r.m.lowStock,
  isLow: r.m.lowStock !== null && n(r.total) < r.m.lowStock,
  updatedAt: iso(r.s.updatedAt),
});
const stockOrder = [asc(materialCatalog.name), asc(farmRange.name), asc(materialStock.firstInDate), asc(materialStock.id)];

export async function stockList(ctx: AuthedCtx, q: StockFilter): Promise<StockView[]> {
  const mfr = await farmId(ctx);
  const rows = await stockQuery(ctx)
    .where(stockWhere(mfr, q))
    .orderBy(...stockOrder)
    .limit(LIST_MAX);
  return rows.map(stockView);
}

export async function stockPage(ctx: AuthedCtx, q: PageInput & StockFilter): Promise<Page<StockView>> {
  const mfr = await farmId(ctx);
  const where = stockWhere(mfr, q);
  return paged(
    ctx,
    q,
    async (limit, offset) =>
      (
        await stockQuery(ctx)
          .where(where)
          .orderBy(...stockOrder)
          .limit(limit)
          .offset(offset)
      ).map(stockView),
    async () => {
      const [c] = await ctx.db
        .select({ c: sql<number>`count(*)` })
        .from(materialStock)
        .innerJoin(farmMaterial, eq(farmMaterial.id, materialStock.materialId))
        .innerJoin(materialCatalog, eq(materialCatalog.id, farmMaterial.catalogId))
        .where(where);
      return n(c?.c);
    },
  );
}

// ───────────────────────── for other modules ─────────────────────────

export interface StockOutFor {
  materialId: string;
  storeId: string;
  /** Thousandths of the material's unit (1500 = 1.5 units), > 0. */
  quantity: number;
  refKind: string;
  refId: string;
  /** YYYY-MM-DD. */
  date: string;
  note?: string;
  purpose?: OutPurpose;
  /** The place it is used in (a poultry house), if any. */
  rangeId?: string | null;
  batchNo?: string | null;
  operator?: string | null;
  /** The category the material must be of (a feed record takes out feed), if any. */
  category?: MaterialCategory;
}

/**
 * A stock-out tied to another module's record (refKind/refId, e.g. "FEED_RECORD"/<id>), in the caller's
 * transaction when there is one. Refuses (100001, field `quantity`, the message names the material)
 * when the store holds too little; 100001 naming `materialId` / `storeId` when they are not the farm's.
 * Such stock-outs are changed only through their record (`removeStockOutsFor`).
 */
export function stockOutFor(ctx: AuthedCtx, input: StockOutFor): Promise<{ id: string; costFen: number }> {
  if (!Number.isSafeInteger(input.quantity) || input.quantity <= 0) throw invalid("quantity", "数量须为正整数（千分之一单位）");
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const line: MovementLine = {
      materialId: input.materialId,
      storeId: input.storeId,
      batchNo: input.batchNo ?? null,
      quantity: input.quantity,
      date: input.date,
      operator: input.operator ?? null,
      supplier: null,
      purpose: input.purpose ?? "FEEDING",
      rangeId: input.rangeId ?? null,
      note: input.note ?? null,
    };
    const f = (name: string) => name;
    if (input.category) {
      const m = await materialById(tx, mfr, input.materialId, "materialId");
      if (m.category !== input.category) throw invalid("materialId", `请选择${materialCategoryNames[input.category]}类农资，“${m.name}”是${materialCategoryNames[m.category]}`);
    }
    const c = await checkLine(tx, mfr, "OUT", line, f);
    const id = await applyLine(tx, mfr, "OUT", c, { refKind: input.refKind, refId: input.refId }, f);
    const [r] = await tx.db.select({ costFen: materialRecord.costFen }).from(materialRecord).where(eq(materialRecord.id, id));
    return { id, costFen: r.costFen };
  });
}

/** Deletes the stock-outs tied to a record and gives their stock back (the record was deleted or is re-entered). */
export function removeStockOutsFor(ctx: AuthedCtx, refKind: string, refId: string): Promise<number> {
  return inTx(ctx, async (tx) => {
    const mfr = await farmId(tx);
    const rows = await tx.db
      .select()
      .from(materialRecord)
      .where(and(eq(materialRecord.manufacturerId, mfr), eq(materialRecord.refKind, refKind), eq(materialRecord.refId, refId)))
      .for("update");
    for (const r of rows) {
      await giveBack(tx, r.id);
      await tx.db.delete(materialRecord).where(eq(materialRecord.id, r.id));
    }
    return rows.length;
  });
}

/** Total cost (fen) of the current farm's stock-outs per reference id (0 for ids with none). */
export async function costByRef(ctx: AuthedCtx, refKind: string, refIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(refIds.map((id) => [id, 0]));
  if (!refIds.length) return out;
  const mfr = await farmId(ctx);
  const rows = await ctx.db
    .select({ refId: materialRecord.refId, cost: sql<number>`sum(${materialRecord.costFen})` })
    .from(materialRecord)
    .where(and(eq(materialRecord.manufacturerId, mfr), eq(materialRecord.kind, "OUT"), eq(materialRecord.refKind, refKind), inArray(materialRecord.refId, refIds)))
    .groupBy(materialRecord.refId);
  for (const r of rows) if (r.refId) out.set(r.refId, n(r.cost));
  return out;
}
