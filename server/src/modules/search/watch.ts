import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import { WATCH_KEEP, type PageInput } from "@qinlian/contract";
import { inTx, type Ctx, together } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { iso } from "../../kit/time";
import { goodsCardsByIds, visibleGoodsIds } from "./cards";
import { goodsWatch } from "./schema";

/** Device views older than this many days are purged by the daily job. */
export const WATCH_DEVICE_DAYS = 90;

type Viewer = { type: "MEMBER" | "DEVICE"; id: string };

/**
 * Whose watch list a call is about: a logged-in member's (by boId — the identity they act for, so an
 * enterprise's buyers share it), else the visitor's device id (which the browser generates once and
 * keeps in localStorage). A device id is a random handle, not a secret: it only ever shows which
 * public goods were looked at.
 */
function viewerOf(ctx: Ctx, deviceId: string | undefined): Viewer {
  if (ctx.member) return { type: "MEMBER", id: ctx.member.boId };
  if (deviceId) return { type: "DEVICE", id: deviceId };
  throw invalid("deviceId", "未登录时须提供设备标识");
}

const ofViewer = (v: Viewer) => and(eq(goodsWatch.viewerType, v.type), eq(goodsWatch.viewer, v.id));

/** Serialises writes to one viewer's list (so the trim to WATCH_KEEP holds under concurrent views). */
const lockViewer = (ctx: Ctx, v: Viewer) => ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`goods_watch:${v.type}:${v.id}`}))`);

async function trim(ctx: Ctx, v: Viewer): Promise<void> {
  const keep = ctx.db.select({ id: goodsWatch.id }).from(goodsWatch).where(ofViewer(v)).orderBy(desc(goodsWatch.viewedAt), desc(goodsWatch.id)).limit(WATCH_KEEP);
  await ctx.db.delete(goodsWatch).where(and(ofViewer(v), notInArray(goodsWatch.id, keep)));
}

/** Records that the viewer opened a goods' detail page: it moves to the top of their list. */
export async function recordView(ctx: Ctx, input: { goodsId: string; deviceId?: string }) {
  const v = viewerOf(ctx, input.deviceId);
  if (!(await visibleGoodsIds(ctx, [input.goodsId])).has(input.goodsId)) throw notFound("商品");
  await inTx(ctx, async (tx) => {
    await lockViewer(tx, v);
    await tx.db
      .insert(goodsWatch)
      .values({ viewerType: v.type, viewer: v.id, goodsId: input.goodsId, viewedAt: tx.now })
      .onConflictDoUpdate({
        target: [goodsWatch.viewerType, goodsWatch.viewer, goodsWatch.goodsId],
        set: { viewedAt: tx.now, viewCount: sql`${goodsWatch.viewCount} + 1` },
      });
    await trim(tx, v);
  });
  return { recorded: true };
}

/** A member who browsed before logging in: the device's views join the member's list (once). */
async function adoptDevice(ctx: Ctx, member: Viewer, deviceId: string): Promise<void> {
  await inTx(ctx, async (tx) => {
    await lockViewer(tx, member);
    const device: Viewer = { type: "DEVICE", id: deviceId };
    const moved = await tx.db.delete(goodsWatch).where(ofViewer(device)).returning();
    if (!moved.length) return;
    await tx.db
      .insert(goodsWatch)
      .values(moved.map((m) => ({ viewerType: member.type, viewer: member.id, goodsId: m.goodsId, viewCount: m.viewCount, viewedAt: m.viewedAt })))
      .onConflictDoUpdate({
        target: [goodsWatch.viewerType, goodsWatch.viewer, goodsWatch.goodsId],
        set: {
          viewedAt: sql`greatest(${goodsWatch.viewedAt}, excluded.viewed_at)`,
          viewCount: sql`${goodsWatch.viewCount} + excluded.view_count`,
        },
      });
    await trim(tx, member);
  });
}

/** The viewer's recently viewed goods, newest first; goods no longer on sale are marked unavailable. */
export async function watchList(ctx: Ctx, q: PageInput & { deviceId?: string }) {
  const v = viewerOf(ctx, q.deviceId);
  if (v.type === "MEMBER" && q.deviceId) await adoptDevice(ctx, v, q.deviceId);
  const page = await pageTable(ctx, q, goodsWatch, ofViewer(v), [desc(goodsWatch.viewedAt), desc(goodsWatch.id)], (r) => r);
  const ids = page.list.map((r) => r.goodsId);
  const [cards, visible] = await together(
    ctx,
    () => goodsCardsByIds(ctx, ids),
    () => visibleGoodsIds(ctx, ids),
  );
  const byId = new Map(cards.map((c) => [c.goodsId, c]));
  const list = page.list.flatMap((r) => {
    const card = byId.get(r.goodsId);
    return card ? [{ ...card, viewedAt: iso(r.viewedAt), viewCount: r.viewCount, available: visible.has(r.goodsId) }] : [];
  });
  return { ...page, list };
}

export async function deleteWatch(ctx: Ctx, q: { goodsIds?: string[]; deviceId?: string }) {
  const v = viewerOf(ctx, q.deviceId);
  const rows = await ctx.db
    .delete(goodsWatch)
    .where(and(ofViewer(v), q.goodsIds ? inArray(goodsWatch.goodsId, q.goodsIds.length ? q.goodsIds : [""]) : undefined))
    .returning({ id: goodsWatch.id });
  return { deleted: rows.length };
}

/** Daily: a device's views older than WATCH_DEVICE_DAYS are forgotten (members' are kept, trimmed to WATCH_KEEP). */
export async function purgeStaleDevices(ctx: Ctx): Promise<number> {
  const cutoff = new Date(ctx.now.getTime() - WATCH_DEVICE_DAYS * 86_400_000);
  const rows = await ctx.db
    .delete(goodsWatch)
    .where(and(eq(goodsWatch.viewerType, "DEVICE"), lt(goodsWatch.viewedAt, cutoff)))
    .returning({ id: goodsWatch.id });
  return rows.length;
}
