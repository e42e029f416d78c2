import { randomBytes } from "node:crypto";
import {
  type FarmTraceView,
  type Page,
  type PageInput,
  type PublicTraceView,
  type TraceContent,
  type TraceSection,
} from "@qinlian/contract";
import { and, desc, eq, or, type SQL } from "drizzle-orm";
import QRCode from "qrcode";
import type { Config } from "../../config";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { conflict, invalid, isUniqueViolation, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { traceBatch } from "../../read/farm-trace";
import { assertStoredFiles } from "../file";
import { requireManufacturer } from "../manufacturer";
import { farmTrace } from "./schema";
import { takeSnapshot } from "./snapshot";

type Row = typeof farmTrace.$inferSelect;

const WHAT = "溯源档案";

const view = (r: Row): FarmTraceView => ({
  id: r.id,
  batchId: r.batchId,
  batchName: r.batchName,
  batchKind: r.batchKind,
  placeName: r.placeName,
  plotId: r.plotId,
  code: r.code,
  published: r.published,
  publishedAt: iso(r.publishedAt),
  productName: r.productName,
  description: r.description,
  photoUrl: r.photoUrl,
  sections: r.sections,
  snapshotAt: iso(r.snapshotAt),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** Crockford base32 (no I, L, O, U). */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new trace code: 10 characters of Crockford base32, 50 random bits. */
export function newTraceCode(): string {
  const bytes = randomBytes(10);
  let s = "";
  for (const b of bytes) s += ALPHABET[b & 31];
  return s;
}

/** The public page of a code on the site `origin`. */
export const traceUrl = (origin: string, code: string) => `${origin.replace(/\/+$/, "")}/trace/${code}`;

/** The QR image (SVG) of a URL, as the trace screens serve it. */
export const qrSvg = (url: string) => QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/**
 * The site origin for public links: PUBLIC_URL's when the server has one (the browser's is then
 * ignored), else the origin the browser reports; neither → the field `origin` is wanted.
 */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL">, fromBrowser: string | undefined): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  if (fromBrowser) return new URL(fromBrowser).origin;
  throw invalid("origin", "请提供站点地址（服务器未配置 PUBLIC_URL）");
}

const checkSections = (sections: readonly TraceSection[]) => [...new Set(sections)];

async function checkPhoto(ctx: AuthedCtx, url: string | null | undefined) {
  await assertStoredFiles(ctx, [{ field: "photoUrl", url }], { kind: "image", mine: true });
}

/** The caller's trace (their current farm's), or not found. */
async function owned(ctx: AuthedCtx, id: string, lock = false): Promise<Row> {
  const farm = await requireManufacturer(ctx);
  const q = ctx.db.select().from(farmTrace).where(and(eq(farmTrace.id, id), eq(farmTrace.manufacturerId, farm.id)));
  const [r] = lock ? await q.for("update") : await q;
  if (!r) throw notFound(WHAT);
  return r;
}

export interface TraceFilter extends PageInput {
  keyword?: string;
  published?: boolean;
  plotId?: string;
}

export async function list(ctx: AuthedCtx, q: TraceFilter): Promise<Page<FarmTraceView>> {
  const farm = await requireManufacturer(ctx);
  const kw = q.keyword?.trim();
  const where: SQL | undefined = and(
    eq(farmTrace.manufacturerId, farm.id),
    kw ? or(contains(farmTrace.productName, kw), contains(farmTrace.batchName, kw)) : undefined,
    q.published === undefined ? undefined : eq(farmTrace.published, q.published),
    q.plotId ? eq(farmTrace.plotId, q.plotId) : undefined,
  );
  return pageTable(ctx, q, farmTrace, where, [desc(farmTrace.updatedAt), desc(farmTrace.id)], view);
}

export async function byId(ctx: AuthedCtx, id: string): Promise<FarmTraceView & { content: TraceContent }> {
  const r = await owned(ctx, id);
  return { ...view(r), content: r.content };
}

export interface TraceFields {
  productName: string;
  description?: string | null;
  photoUrl?: string | null;
  sections: TraceSection[];
}

/** Gives the row a code if it has none (unique; a clash, 2^-50 per pair, takes another). */
async function withCode(ctx: AuthedCtx, r: Row, set: Partial<typeof farmTrace.$inferInsert>): Promise<Row> {
  for (let attempt = 0; ; attempt++) {
    const code = r.code ?? newTraceCode();
    try {
      const [u] = await ctx.db.update(farmTrace).set({ ...set, code }).where(eq(farmTrace.id, r.id)).returning();
      return u;
    } catch (e) {
      if (!isUniqueViolation(e) || r.code || attempt >= 3) throw e;
    }
  }
}

export async function add(ctx: AuthedCtx, input: TraceFields & { batchId: string; publish: boolean }): Promise<FarmTraceView> {
  const farm = await requireManufacturer(ctx);
  const b = await traceBatch(ctx, farm.id, input.batchId);
  if (!b) throw invalid("batchId", "批次不存在或不属于当前农场");
  await checkPhoto(ctx, input.photoUrl);
  const content = await takeSnapshot(ctx, b);
  let row: Row;
  try {
    [row] = (await ctx.db
      .insert(farmTrace)
      .values({
        manufacturerId: farm.id,
        batchId: b.id,
        batchName: b.name,
        batchKind: b.kind,
        placeName: content.place.name,
        plotId: b.plotId,
        productName: input.productName,
        description: input.description || null,
        photoUrl: input.photoUrl ?? null,
        sections: checkSections(input.sections),
        content,
        snapshotAt: ctx.now,
      })
      .returning()) as [Row];
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("该批次已有溯源档案，请在列表中修改或发布");
    throw e;
  }
  if (input.publish) row = await withCode(ctx, row, { published: true, publishedAt: ctx.now, updatedAt: ctx.now });
  return view(row);
}

export async function update(ctx: AuthedCtx, input: TraceFields & { id: string }): Promise<FarmTraceView> {
  const r = await owned(ctx, input.id);
  await checkPhoto(ctx, input.photoUrl);
  const [u] = await ctx.db
    .update(farmTrace)
    .set({ productName: input.productName, description: input.description || null, photoUrl: input.photoUrl ?? null, sections: checkSections(input.sections), updatedAt: ctx.now })
    .where(eq(farmTrace.id, r.id))
    .returning();
  return view(u);
}

export async function refresh(ctx: AuthedCtx, id: string): Promise<FarmTraceView> {
  const r = await owned(ctx, id);
  const b = await traceBatch(ctx, r.manufacturerId, r.batchId);
  if (!b) throw conflict("批次已删除，无法重新取快照");
  const content = await takeSnapshot(ctx, b);
  const [u] = await ctx.db
    .update(farmTrace)
    .set({ content, batchName: b.name, placeName: content.place.name, plotId: b.plotId, snapshotAt: ctx.now, updatedAt: ctx.now })
    .where(eq(farmTrace.id, r.id))
    .returning();
  return view(u);
}

export async function publish(ctx: AuthedCtx, id: string): Promise<FarmTraceView> {
  const r = await owned(ctx, id);
  if (r.published) return view(r);
  return view(await withCode(ctx, r, { published: true, publishedAt: ctx.now, updatedAt: ctx.now }));
}

export async function unpublish(ctx: AuthedCtx, id: string): Promise<FarmTraceView> {
  const r = await owned(ctx, id);
  if (!r.published) return view(r);
  const [u] = await ctx.db.update(farmTrace).set({ published: false, updatedAt: ctx.now }).where(eq(farmTrace.id, r.id)).returning();
  return view(u);
}

export async function remove(ctx: AuthedCtx, id: string): Promise<null> {
  const r = await owned(ctx, id);
  await ctx.db.delete(farmTrace).where(eq(farmTrace.id, r.id));
  return null;
}

export async function qrCode(ctx: AuthedCtx, input: { id: string; origin?: string }): Promise<{ url: string; svg: string }> {
  const r = await owned(ctx, input.id);
  if (!r.published || !r.code) throw conflict("请先发布溯源档案，发布后才有溯源码和二维码");
  const url = traceUrl(publicOrigin(ctx.config, input.origin), r.code);
  return { url, svg: await qrSvg(url) };
}

/** The public page: a published trace by its code, only the chosen sections; anything else is "not found". */
export async function byCode(ctx: Ctx, input: { code: string; origin?: string }): Promise<PublicTraceView> {
  const [r] = await ctx.db.select().from(farmTrace).where(and(eq(farmTrace.code, input.code), eq(farmTrace.published, true)));
  if (!r || !r.code || !r.publishedAt) throw notFound("溯源码");
  const url = traceUrl(publicOrigin(ctx.config, input.origin), r.code);
  const has = (s: TraceSection) => r.sections.includes(s);
  const c = r.content;
  return {
    code: r.code,
    productName: r.productName,
    description: r.description,
    photoUrl: r.photoUrl,
    sections: r.sections,
    publishedAt: iso(r.publishedAt),
    snapshotAt: iso(r.snapshotAt),
    ...(has("FARM") ? { farm: c.farm } : {}),
    ...(has("PLACE") ? { place: c.place } : {}),
    ...(has("BATCH") ? { batch: c.batch } : {}),
    ...(has("RECORDS") ? { events: c.events, summaries: c.summaries } : {}),
    ...(has("INPUTS") ? { inputs: c.inputs } : {}),
    ...(has("INSPECTIONS") ? { inspections: c.inspections } : {}),
    ...(has("SALE") ? { sale: c.sale } : {}),
    url,
    qrSvg: await qrSvg(url),
  };
}
