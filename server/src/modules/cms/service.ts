/**
 * Adverts: slots and the adverts in them. Platform slots are managed by operators (admin.ops.adverts);
 * a shop's own slots by its owner (transaction.shop.advert) and may link only to that shop and its goods.
 * An advert is live while it is ON and inside its time window; one that links to goods no longer on
 * sale or to a shop no longer open is not shown. A slot shows at most its `maxItems` live adverts,
 * in sort order. A URL link may lead only to a page of this site (contract `siteLink`: read as the
 * browser reads it, same origin, a portal section); the normalised path is stored, and a stored one
 * that no longer passes (rows from before the rule) is served without a link.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { z } from "zod";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { advertDetailInput, siteLink } from "@qinlian/contract";
import { siteOrigin, storedSiteLink } from "../../kit/site-links";
import { iso } from "../../kit/time";
import { requireFunc } from "../goods";
import { publicPage } from "../goods";
import { publicVisible } from "../goods";
import { openShopsAmong, slotsWithShopName, visibleGoodsAmong } from "../../read/cms-targets";
import { ownShop, requireOwnShop } from "../shop";
import { shopSlots as shopSlotDefs } from "./platform-data";
import { cmsAdvert, cmsAdvertDetail } from "./schema";
import { together } from "../../kit/context";

type Slot = typeof cmsAdvert.$inferSelect;
type Detail = typeof cmsAdvertDetail.$inferSelect;
type LinkType = Detail["linkType"];

const inWindow = (d: Detail, now: Date) => d.status === "ON" && (!d.startAt || d.startAt <= now) && (!d.endAt || d.endAt > now);

/** Where an advert leads on the site; a URL target is checked again (old rows may break the rule). */
export function linkUrl(type: LinkType, target: string | null, origin: string): string | null {
  if (!target) return null;
  if (type === "GOODS") return `/goods/detail?goodsId=${encodeURIComponent(target)}`;
  if (type === "SHOP") return `/goods/shop/${encodeURIComponent(target)}`;
  if (type === "URL") return siteLink(target, origin);
  return null;
}

const slotView = (s: Slot) => ({
  id: s.id,
  code: s.code,
  name: s.name,
  scope: s.scope,
  shopId: s.shopId,
  width: s.width,
  height: s.height,
  maxItems: s.maxItems,
  description: s.description,
});

const detailView = (ctx: Ctx, d: Detail, live: boolean) => ({
  id: d.id,
  advertId: d.advertId,
  title: d.title,
  imageUrl: d.imageUrl,
  linkType: d.linkType,
  linkTarget: d.linkTarget,
  linkUrl: linkUrl(d.linkType, d.linkTarget, siteOrigin(ctx.config)),
  startAt: iso(d.startAt),
  endAt: iso(d.endAt),
  sort: d.sort,
  status: d.status,
  live,
  updatedAt: iso(d.updatedAt),
});

/** Which link targets are still showable (goods on sale, shops open). */
async function liveTargets(ctx: Ctx, details: readonly Detail[]): Promise<Set<string>> {
  const goodsIds = details.filter((d) => d.linkType === "GOODS" && d.linkTarget).map((d) => d.linkTarget!);
  const shopIds = details.filter((d) => d.linkType === "SHOP" && d.linkTarget).map((d) => d.linkTarget!);
  const [g, s] = await together(
    ctx,
    () => visibleGoodsAmong(ctx, goodsIds, publicVisible(ctx.now)),
    () => openShopsAmong(ctx, shopIds),
  );
  return new Set([...g.map((x) => `GOODS:${x.id}`), ...s.map((id) => `SHOP:${id}`)]);
}

async function withLiveFlags(ctx: Ctx, details: readonly Detail[]) {
  const ok = await liveTargets(ctx, details);
  return details.map((d) => detailView(ctx, d, inWindow(d, ctx.now) && (d.linkType === "NONE" || d.linkType === "URL" || ok.has(`${d.linkType}:${d.linkTarget}`))));
}

const detailsOf = (ctx: Ctx, slotIds: string[]) =>
  slotIds.length
    ? ctx.db.select().from(cmsAdvertDetail).where(inArray(cmsAdvertDetail.advertId, slotIds)).orderBy(asc(cmsAdvertDetail.sort), asc(cmsAdvertDetail.createdAt))
    : Promise.resolve([] as Detail[]);

/** Public: slots (platform ones by code, or an open shop's) with their live adverts. */
export async function liveList(ctx: Ctx, q: { codes?: string[]; shopId?: string }) {
  let slots: Slot[];
  if (q.shopId) {
    const [openId] = await openShopsAmong(ctx, [q.shopId]);
    if (!openId) throw notFound("店铺");
    slots = await ctx.db
      .select()
      .from(cmsAdvert)
      .where(and(eq(cmsAdvert.scope, "SHOP"), eq(cmsAdvert.shopId, openId), q.codes?.length ? inArray(cmsAdvert.code, q.codes) : undefined))
      .orderBy(asc(cmsAdvert.sort));
  } else {
    slots = await ctx.db
      .select()
      .from(cmsAdvert)
      .where(and(eq(cmsAdvert.scope, "PLATFORM"), q.codes?.length ? inArray(cmsAdvert.code, q.codes) : undefined))
      .orderBy(asc(cmsAdvert.sort));
  }
  const details = (
    await detailsOf(
      ctx,
      slots.map((s) => s.id),
    )
  ).filter((d) => inWindow(d, ctx.now));
  const views = await withLiveFlags(ctx, details);
  return slots.map((s) => ({
    ...slotView(s),
    details: views.filter((d) => d.advertId === s.id && d.live).slice(0, s.maxItems),
  }));
}

/** The caller's shop slots, created on first use, with advert counts. */
export async function myShopSlots(ctx: AuthedCtx) {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    await tx.db
      .insert(cmsAdvert)
      .values(shopSlotDefs.map((d, i) => ({ ...d, scope: "SHOP" as const, shopId: s.id, sort: (i + 1) * 10 })))
      .onConflictDoNothing({ target: [cmsAdvert.shopId, cmsAdvert.code], where: sql`${cmsAdvert.scope} = 'SHOP'` });
    const slots = await tx.db
      .select()
      .from(cmsAdvert)
      .where(and(eq(cmsAdvert.scope, "SHOP"), eq(cmsAdvert.shopId, s.id)))
      .orderBy(asc(cmsAdvert.sort));
    return withCounts(tx, slots);
  });
}

export async function withCounts(ctx: Ctx, slots: Slot[]) {
  const details = await detailsOf(
    ctx,
    slots.map((s) => s.id),
  );
  return slots.map((s) => {
    const mine = details.filter((d) => d.advertId === s.id);
    return { ...slotView(s), detailCount: mine.length, liveCount: mine.filter((d) => inWindow(d, ctx.now)).length };
  });
}

/** A slot the caller may manage: platform slots for operators, their own shop's slots for owners. */
async function manageableSlot(ctx: AuthedCtx, advertId: string): Promise<Slot> {
  const [s] = await ctx.db.select().from(cmsAdvert).where(eq(cmsAdvert.id, advertId));
  if (!s) throw notFound("广告位");
  if (s.scope === "PLATFORM") {
    requireFunc(ctx, "admin.ops.adverts");
    return s;
  }
  const mine = await ownShop(ctx);
  if (!mine || mine.id !== s.shopId) throw notFound("广告位");
  requireFunc(ctx, "transaction.shop.advert");
  return s;
}

export async function slotDetails(ctx: AuthedCtx, advertId: string) {
  const s = await manageableSlot(ctx, advertId);
  return withLiveFlags(ctx, await detailsOf(ctx, [s.id]));
}

/** An advert's fields as saved (the contract's `advertDetailInput`, defaults applied). */
type DetailInput = z.output<typeof advertDetailInput>;

async function checkDetail(ctx: AuthedCtx, slot: Slot, d: DetailInput) {
  if (d.startAt && d.endAt && new Date(d.endAt) <= new Date(d.startAt)) throw invalid("endAt", "结束时间须晚于开始时间");
  if (d.linkType === "NONE") return { ...d, linkTarget: null };
  if (!d.linkTarget) throw invalid("linkTarget", "请填写链接目标");
  if (d.linkType === "URL") return { ...d, linkTarget: storedSiteLink(ctx.config, "linkTarget", d.linkTarget) };
  if (d.linkType === "GOODS") {
    const [g] = await visibleGoodsAmong(ctx, [d.linkTarget], publicVisible(ctx.now));
    if (!g) throw invalid("linkTarget", "链接的商品不存在或未上架");
    if (slot.scope === "SHOP" && g.shopId !== slot.shopId) throw invalid("linkTarget", "店铺广告只能链接本店商品");
    return d;
  }
  const [openId] = await openShopsAmong(ctx, [d.linkTarget]);
  if (!openId) throw invalid("linkTarget", "链接的店铺不存在或未营业");
  if (slot.scope === "SHOP" && openId !== slot.shopId) throw invalid("linkTarget", "店铺广告只能链接本店");
  return d;
}

const toColumns = (d: DetailInput) => ({
  title: d.title,
  imageUrl: d.imageUrl,
  linkType: d.linkType,
  linkTarget: d.linkTarget,
  startAt: d.startAt ? new Date(d.startAt) : null,
  endAt: d.endAt ? new Date(d.endAt) : null,
  sort: d.sort,
  status: d.status,
});

export async function addDetail(ctx: AuthedCtx, input: DetailInput & { advertId: string }) {
  const slot = await manageableSlot(ctx, input.advertId);
  const d = await checkDetail(ctx, slot, input);
  const [row] = await ctx.db
    .insert(cmsAdvertDetail)
    .values({ advertId: slot.id, ...toColumns(d), createdBy: ctx.member.memberId })
    .returning();
  return (await withLiveFlags(ctx, [row]))[0];
}

async function ownDetail(ctx: AuthedCtx, id: string) {
  const [d] = await ctx.db.select().from(cmsAdvertDetail).where(eq(cmsAdvertDetail.id, id));
  if (!d) throw notFound("广告");
  return { d, slot: await manageableSlot(ctx, d.advertId) };
}

export async function updateDetail(ctx: AuthedCtx, input: Partial<DetailInput> & { id: string }) {
  const { d, slot } = await ownDetail(ctx, input.id);
  const { id: _id, ...patch } = input;
  const merged: DetailInput = {
    title: d.title,
    imageUrl: d.imageUrl,
    linkType: d.linkType,
    linkTarget: d.linkTarget,
    startAt: iso(d.startAt),
    endAt: iso(d.endAt),
    sort: d.sort,
    status: d.status,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  };
  const checked = await checkDetail(ctx, slot, merged);
  const [row] = await ctx.db.update(cmsAdvertDetail).set(toColumns(checked)).where(eq(cmsAdvertDetail.id, d.id)).returning();
  return (await withLiveFlags(ctx, [row]))[0];
}

export async function deleteDetail(ctx: AuthedCtx, id: string) {
  const { d } = await ownDetail(ctx, id);
  await ctx.db.delete(cmsAdvertDetail).where(eq(cmsAdvertDetail.id, d.id));
  return { deleted: true };
}

/** Goods an advert in this slot may link to. */
export async function goodsForAdvert(ctx: AuthedCtx, q: PageInput & { advertId: string; keyword?: string }) {
  const slot = await manageableSlot(ctx, q.advertId);
  return publicPage(ctx, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    keyword: q.keyword,
    types: ["GOODS", "PACKAGE"],
    shopId: slot.scope === "SHOP" ? slot.shopId! : undefined,
  });
}

/** Operators: every slot, platform and shop, with counts. */
export async function slotsPage(ctx: Ctx, q: PageInput & { scope?: "PLATFORM" | "SHOP"; keyword?: string }) {
  const where = and(q.scope ? eq(cmsAdvert.scope, q.scope) : undefined, q.keyword ? contains(cmsAdvert.name, q.keyword) : undefined);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await slotsWithShopName(ctx, where, limit, offset);
      const counted = await withCounts(
        ctx,
        rows.map((r) => r.a),
      );
      return counted.map((c, i) => ({ ...c, shopName: rows[i].shopName }));
    },
    async () => (await ctx.db.select({ n: count() }).from(cmsAdvert).where(where))[0].n,
  );
}
