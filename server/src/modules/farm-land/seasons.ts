/**
 * A plot's seasons (茬次): one crop or flock on the plot from its start to its end. Rules: the end is
 * not before the start (the contract), seasons of one plot do not overlap (an open season runs to
 * "forever"), and an ARCHIVED plot takes no new season. Yields are numeric with two decimals.
 */
import { Codes, type Page, type Parsed, type SeasonInput, type SeasonView, type farmLand } from "@qinlian/contract";
import { and, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { chinaDay, iso } from "../../kit/time";
import { ownedPlot } from "./owned";
import { landSeason } from "./schema";

type Row = typeof landSeason.$inferSelect;
const DAY_MS = 86_400_000;
const liveSeason = isNull(landSeason.deletedAt);

/** Today in China (UTC+8), YYYY-MM-DD. */
const chinaToday = (ctx: Ctx) => chinaDay(ctx.now);

export function seasonView(ctx: Ctx, r: Row): SeasonView {
  const end = r.endDate ?? chinaToday(ctx);
  const days = Math.max(0, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${r.startDate}T00:00:00Z`)) / DAY_MS) + 1);
  return {
    id: r.id,
    plotId: r.plotId,
    use: r.use,
    crop: r.crop,
    variety: r.variety,
    startDate: r.startDate,
    endDate: r.endDate,
    expectedYield: r.expectedYield === null ? null : Number(r.expectedYield),
    actualYield: r.actualYield === null ? null : Number(r.actualYield),
    yieldUnit: r.yieldUnit,
    note: r.note,
    days,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const newestFirst = [desc(landSeason.startDate), desc(landSeason.id)];

export function seasonsOf(ctx: Ctx, plotId: string): Promise<Row[]> {
  return ctx.db
    .select()
    .from(landSeason)
    .where(and(eq(landSeason.plotId, plotId), liveSeason))
    .orderBy(...newestFirst)
    .limit(1000);
}

export async function seasonPage(ctx: AuthedCtx, q: Parsed<typeof farmLand.seasonListByPage>): Promise<Page<SeasonView>> {
  await ownedPlot(ctx, q.plotId);
  const where: SQL | undefined = and(
    eq(landSeason.plotId, q.plotId),
    liveSeason,
    q.keyword ? or(contains(landSeason.crop, q.keyword), contains(landSeason.variety, q.keyword)) : undefined,
  );
  return pageTable(ctx, q, landSeason, where, newestFirst, (r) => seasonView(ctx, r));
}

type SeasonFields = Omit<SeasonInput, "plotId">;

/** Refuses a season overlapping another of the plot (naming startDate). Dates compare as ISO strings. */
async function checkNoOverlap(ctx: Ctx, plotId: string, s: SeasonFields, exceptId?: string): Promise<void> {
  const end = s.endDate ?? "9999-12-31";
  const [hit] = await ctx.db
    .select()
    .from(landSeason)
    .where(
      and(
        eq(landSeason.plotId, plotId),
        liveSeason,
        exceptId ? ne(landSeason.id, exceptId) : undefined,
        sql`${landSeason.startDate} <= ${end}`,
        sql`coalesce(${landSeason.endDate}, '9999-12-31') >= ${s.startDate}`,
      ),
    )
    .limit(1);
  if (hit) {
    throw invalid("startDate", `与已有茬次“${hit.crop}”（${hit.startDate} 至 ${hit.endDate ?? "今"}）的日期重叠`);
  }
}

const values = (s: SeasonFields) => ({
  use: s.use,
  crop: s.crop,
  variety: s.variety || null,
  startDate: s.startDate,
  endDate: s.endDate ?? null,
  expectedYield: s.expectedYield ?? null,
  actualYield: s.actualYield ?? null,
  yieldUnit: s.yieldUnit,
  note: s.note || null,
});

export function addSeason(ctx: AuthedCtx, input: SeasonInput): Promise<SeasonView> {
  return inTx(ctx, async (tx) => {
    const plot = await ownedPlot(tx, input.plotId, true);
    if (plot.state === "ARCHIVED") throw conflict("地块已归档，请先恢复使用再新增茬次");
    const { plotId, ...fields } = input;
    await checkNoOverlap(tx, plotId, fields);
    const [row] = await tx.db
      .insert(landSeason)
      .values({ plotId, ...values(fields), createdAt: tx.now, updatedAt: tx.now })
      .returning();
    return seasonView(tx, row);
  });
}

/** The season `id` if its plot is on the caller's current farm (locked for an update). */
async function ownedSeason(ctx: AuthedCtx, id: string): Promise<Row> {
  const [s] = await ctx.db
    .select()
    .from(landSeason)
    .where(and(eq(landSeason.id, id), liveSeason));
  if (!s) throw notFound("茬次");
  try {
    await ownedPlot(ctx, s.plotId, true);
  } catch (e) {
    if (e instanceof BizError && e.code === Codes.NO_MANUFACTURER) throw e;
    throw notFound("茬次");
  }
  return s;
}

export function updateSeason(ctx: AuthedCtx, input: SeasonFields & { id: string }): Promise<SeasonView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownedSeason(tx, input.id);
    const { id, ...fields } = input;
    await checkNoOverlap(tx, cur.plotId, fields, id);
    const [row] = await tx.db
      .update(landSeason)
      .set({ ...values(fields), updatedAt: tx.now })
      .where(eq(landSeason.id, id))
      .returning();
    return seasonView(tx, row);
  });
}

export function removeSeason(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    await ownedSeason(tx, id);
    await tx.db.update(landSeason).set({ deletedAt: tx.now, updatedAt: tx.now }).where(eq(landSeason.id, id));
    return { id };
  });
}
