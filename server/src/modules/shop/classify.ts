/**
 * The shop's own goods categories (店铺分类), two levels. Names are unique among siblings; at most
 * 100 per shop. Deleting a category deletes its sub-categories too; their goods move to `moveToId`
 * or become unclassified (goods are never deleted with a category).
 */
import { and, eq, inArray, isNull, max } from "drizzle-orm";
import type { ShopClassify, ShopClassifyNode } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { goodsCountsByClassify } from "../../read/shop-goods";
import { moveGoodsBetweenClassifies, putGoodsInClassify } from "../goods";
import { shopClassify } from "./schema";
import { openShop, requireOwnShop } from "./service";

type Row = typeof shopClassify.$inferSelect;
const MAX_PER_SHOP = 100;

const goodsCounts = goodsCountsByClassify;

function toViews(rows: readonly Row[], counts: Map<string, number>): ShopClassify[] {
  return rows.map((r) => ({
    id: r.id,
    shopId: r.shopId,
    parentId: r.parentId,
    name: r.name,
    sort: r.sort,
    level: r.level,
    goodsCount: (counts.get(r.id) ?? 0) + rows.filter((c) => c.parentId === r.id).reduce((n, c) => n + (counts.get(c.id) ?? 0), 0),
  }));
}

const ordered = (rows: Row[]) => rows.sort((a, b) => a.sort - b.sort || a.createdAt.getTime() - b.createdAt.getTime());

async function shopRows(ctx: Ctx, shopId: string): Promise<Row[]> {
  return ordered(await ctx.db.select().from(shopClassify).where(eq(shopClassify.shopId, shopId)));
}

function buildTree(views: ShopClassify[], parentId: string | null = null): ShopClassifyNode[] {
  return views.filter((v) => v.parentId === parentId).map((v) => ({ ...v, children: buildTree(views, v.id) }));
}

export async function tree(ctx: AuthedCtx): Promise<ShopClassifyNode[]> {
  const s = await requireOwnShop(ctx);
  return buildTree(toViews(await shopRows(ctx, s.id), await goodsCounts(ctx, s.id, false)));
}

export async function children(ctx: AuthedCtx, parentId?: string): Promise<ShopClassify[]> {
  const s = await requireOwnShop(ctx);
  const views = toViews(await shopRows(ctx, s.id), await goodsCounts(ctx, s.id, false));
  return views.filter((v) => v.parentId === (parentId ?? null));
}

/** Public: an open shop's categories under a parent, counting goods on sale. */
export async function publicChildren(ctx: Ctx, shopId: string, parentId?: string): Promise<ShopClassify[]> {
  const s = await openShop(ctx, shopId);
  const views = toViews(await shopRows(ctx, s.id), await goodsCounts(ctx, s.id, true));
  return views.filter((v) => v.parentId === (parentId ?? null));
}

async function ownRow(ctx: AuthedCtx, shopId: string, id: string): Promise<Row> {
  const [r] = await ctx.db.select().from(shopClassify).where(and(eq(shopClassify.id, id), eq(shopClassify.shopId, shopId)));
  if (!r) throw notFound("店铺分类");
  return r;
}

export async function byId(ctx: AuthedCtx, id: string): Promise<ShopClassify> {
  const s = await requireOwnShop(ctx);
  await ownRow(ctx, s.id, id);
  const views = toViews(await shopRows(ctx, s.id), await goodsCounts(ctx, s.id, false));
  return views.find((v) => v.id === id)!;
}

async function assertNameFree(ctx: Ctx, shopId: string, parentId: string | null, name: string, selfId?: string) {
  const [dup] = await ctx.db
    .select({ id: shopClassify.id })
    .from(shopClassify)
    .where(and(eq(shopClassify.shopId, shopId), parentId ? eq(shopClassify.parentId, parentId) : isNull(shopClassify.parentId), eq(shopClassify.name, name)));
  if (dup && dup.id !== selfId) throw invalid("name", `同级已有名为“${name}”的分类`);
}

export async function add(ctx: AuthedCtx, input: { name: string; parentId?: string }): Promise<ShopClassify> {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const rows = await shopRows(tx, s.id);
    if (rows.length >= MAX_PER_SHOP) throw conflict(`每个店铺最多 ${MAX_PER_SHOP} 个分类`);
    let level = 1;
    if (input.parentId) {
      const parent = rows.find((r) => r.id === input.parentId);
      if (!parent) throw notFound("上级分类");
      if (parent.level !== 1) throw invalid("parentId", "店铺分类最多两级");
      level = 2;
    }
    await assertNameFree(tx, s.id, input.parentId ?? null, input.name);
    const [{ top }] = await tx.db
      .select({ top: max(shopClassify.sort) })
      .from(shopClassify)
      .where(and(eq(shopClassify.shopId, s.id), input.parentId ? eq(shopClassify.parentId, input.parentId) : isNull(shopClassify.parentId)));
    const [row] = await tx.db
      .insert(shopClassify)
      .values({ shopId: s.id, parentId: input.parentId ?? null, name: input.name, level, sort: (top ?? 0) + 10 })
      .returning();
    return toViews([row], new Map())[0];
  });
}

export async function rename(ctx: AuthedCtx, input: { id: string; name: string }): Promise<ShopClassify> {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const r = await ownRow(tx, s.id, input.id);
    await assertNameFree(tx, s.id, r.parentId, input.name, r.id);
    await tx.db.update(shopClassify).set({ name: input.name }).where(eq(shopClassify.id, r.id));
    return byId(tx, r.id);
  });
}

export async function remove(ctx: AuthedCtx, input: { ids: string[]; moveToId?: string }) {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const rows = await shopRows(tx, s.id);
    for (const id of input.ids) if (!rows.some((r) => r.id === id)) throw notFound("店铺分类");
    const doomed = new Set(input.ids);
    for (const r of rows) if (r.parentId && doomed.has(r.parentId)) doomed.add(r.id);
    if (input.moveToId) {
      if (!rows.some((r) => r.id === input.moveToId)) throw notFound("目标分类");
      if (doomed.has(input.moveToId)) throw invalid("moveToId", "不能把商品移到要删除的分类");
    }
    const ids = [...doomed];
    const movedGoods = await moveGoodsBetweenClassifies(tx, s.id, ids, input.moveToId ?? null);
    await tx.db.delete(shopClassify).where(and(eq(shopClassify.shopId, s.id), inArray(shopClassify.id, ids)));
    return { deleted: ids.length, movedGoods };
  });
}

export async function sort(ctx: AuthedCtx, ids: string[]): Promise<ShopClassify[]> {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const rows = await shopRows(tx, s.id);
    const picked = ids.map((id) => rows.find((r) => r.id === id));
    if (picked.some((r) => !r)) throw notFound("店铺分类");
    if (new Set(ids).size !== ids.length) throw invalid("ids", "分类重复");
    if (new Set(picked.map((r) => r!.parentId)).size > 1) throw invalid("ids", "只能对同一上级下的分类排序");
    for (const [i, id] of ids.entries()) await tx.db.update(shopClassify).set({ sort: (i + 1) * 10 }).where(eq(shopClassify.id, id));
    const views = toViews(await shopRows(tx, s.id), await goodsCounts(tx, s.id, false));
    return ids.map((id) => views.find((v) => v.id === id)!);
  });
}

/** Saves names and order of several categories at once; names stay unique among siblings. */
export async function updateList(ctx: AuthedCtx, items: { id: string; name: string; sort: number }[]): Promise<ShopClassifyNode[]> {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const rows = await shopRows(tx, s.id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const it of items) if (!byId.has(it.id)) throw notFound("店铺分类");
    const final = rows.map((r) => ({ ...r, name: items.find((i) => i.id === r.id)?.name ?? r.name }));
    const seen = new Set<string>();
    for (const r of final) {
      const k = `${r.parentId ?? ""}/${r.name}`;
      if (seen.has(k)) throw invalid("items.name", `同级分类名称重复：${r.name}`);
      seen.add(k);
    }
    // two steps, so swapping two names never trips the unique index half-way
    for (const it of items) await tx.db.update(shopClassify).set({ name: `~${it.id}~` }).where(eq(shopClassify.id, it.id));
    for (const it of items) await tx.db.update(shopClassify).set({ name: it.name, sort: it.sort }).where(eq(shopClassify.id, it.id));
    return buildTree(toViews(await shopRows(tx, s.id), await goodsCounts(tx, s.id, false)));
  });
}

/** Puts the shop's goods into a category (or out of any, with null). */
export async function assignGoods(ctx: AuthedCtx, input: { classifyId: string | null; goodsIds: string[] }) {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    if (input.classifyId) await ownRow(tx, s.id, input.classifyId);
    return { updated: await putGoodsInClassify(tx, s.id, input.goodsIds, input.classifyId) };
  });
}
