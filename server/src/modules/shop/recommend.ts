/**
 * Shop recommendations: up to 6 blocks per shop (店长推荐, 热销商品, 新品上市 are created on first
 * use), each with up to 20 of the shop's own on-shelf goods or packages in the owner's order.
 * The public shop page shows enabled blocks with their goods that are still on sale.
 */
import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { blockGoods, blockGoodsCount, blockGoodsPage, shopGoodsAmong } from "../../read/shop-goods";
import { goodsCards, publicVisible } from "../goods";
import { shopRecommendClassify, shopRecommendInfo } from "./schema";
import { openShop, requireOwnShop } from "./service";

export const MAX_BLOCKS = 6;
export const MAX_GOODS_PER_BLOCK = 20;
const DEFAULT_BLOCKS = ["店长推荐", "热销商品", "新品上市"];

type Block = typeof shopRecommendClassify.$inferSelect;

async function blockViews(ctx: Ctx, blocks: Block[]) {
  const counts = blocks.length
    ? await ctx.db
        .select({ id: shopRecommendInfo.recommendClassifyId, n: count() })
        .from(shopRecommendInfo)
        .where(
          inArray(
            shopRecommendInfo.recommendClassifyId,
            blocks.map((b) => b.id),
          ),
        )
        .groupBy(shopRecommendInfo.recommendClassifyId)
    : [];
  return blocks.map((b) => ({
    id: b.id,
    shopId: b.shopId,
    name: b.name,
    sort: b.sort,
    enabled: b.enabled,
    goodsCount: counts.find((c) => c.id === b.id)?.n ?? 0,
    maxGoods: MAX_GOODS_PER_BLOCK,
  }));
}

const blocksOf = (ctx: Ctx, shopId: string) =>
  ctx.db.select().from(shopRecommendClassify).where(eq(shopRecommendClassify.shopId, shopId)).orderBy(asc(shopRecommendClassify.sort), asc(shopRecommendClassify.createdAt));

export async function syncList(ctx: AuthedCtx) {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    let blocks = await blocksOf(tx, s.id);
    if (!blocks.length) {
      await tx.db.insert(shopRecommendClassify).values(DEFAULT_BLOCKS.map((name, i) => ({ shopId: s.id, name, sort: (i + 1) * 10 })));
      blocks = await blocksOf(tx, s.id);
    }
    return blockViews(tx, blocks);
  });
}

async function ownBlock(ctx: AuthedCtx, id: string) {
  const s = await requireOwnShop(ctx);
  const [b] = await ctx.db
    .select()
    .from(shopRecommendClassify)
    .where(and(eq(shopRecommendClassify.id, id), eq(shopRecommendClassify.shopId, s.id)));
  if (!b) throw notFound("推荐栏目");
  return b;
}

async function assertNameFree(ctx: Ctx, shopId: string, name: string, selfId?: string) {
  const [dup] = await ctx.db
    .select({ id: shopRecommendClassify.id })
    .from(shopRecommendClassify)
    .where(and(eq(shopRecommendClassify.shopId, shopId), eq(shopRecommendClassify.name, name)));
  if (dup && dup.id !== selfId) throw invalid("name", `已有名为“${name}”的推荐栏目`);
}

export async function addBlock(ctx: AuthedCtx, name: string) {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const blocks = await blocksOf(tx, s.id);
    if (blocks.length >= MAX_BLOCKS) throw conflict(`每个店铺最多 ${MAX_BLOCKS} 个推荐栏目`);
    await assertNameFree(tx, s.id, name);
    const [{ top }] = await tx.db
      .select({ top: max(shopRecommendClassify.sort) })
      .from(shopRecommendClassify)
      .where(eq(shopRecommendClassify.shopId, s.id));
    const [b] = await tx.db
      .insert(shopRecommendClassify)
      .values({ shopId: s.id, name, sort: (top ?? 0) + 10 })
      .returning();
    return (await blockViews(tx, [b]))[0];
  });
}

export async function updateBlock(ctx: AuthedCtx, input: { id: string; name?: string; sort?: number; enabled?: boolean }) {
  return inTx(ctx, async (tx) => {
    await requireOwnShop(tx, true); // serialises renames, so two cannot take the same name
    const b = await ownBlock(tx, input.id);
    if (input.name) await assertNameFree(tx, b.shopId, input.name, b.id);
    const [u] = await tx.db
      .update(shopRecommendClassify)
      .set({
        ...(input.name ? { name: input.name } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      })
      .where(eq(shopRecommendClassify.id, b.id))
      .returning();
    return (await blockViews(tx, [u]))[0];
  });
}

export async function deleteBlock(ctx: AuthedCtx, id: string) {
  const b = await ownBlock(ctx, id);
  await ctx.db.delete(shopRecommendClassify).where(eq(shopRecommendClassify.id, b.id));
  return { deleted: true };
}

export async function infoPage(ctx: AuthedCtx, q: PageInput & { recommendClassifyId: string }) {
  const b = await ownBlock(ctx, q.recommendClassifyId);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await blockGoodsPage(ctx, b.id, limit, offset);
      const cards = await goodsCards(
        ctx,
        rows.map((r) => r.g),
      );
      return rows.map((r, i) => ({ id: r.info.id, recommendClassifyId: b.id, goodsId: r.g.id, sort: r.info.sort, goods: cards[i] }));
    },
    () => blockGoodsCount(ctx, b.id),
  );
}

export async function addInfos(ctx: AuthedCtx, input: { recommendClassifyId: string; goodsIds: string[] }) {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const b = await ownBlock(tx, input.recommendClassifyId);
    const ids = [...new Set(input.goodsIds)];
    const found = await shopGoodsAmong(tx, s.id, ids, ["GOODS", "PACKAGE"]);
    if (found.length !== ids.length) throw notFound("商品");
    const off = found.find((g) => g.status !== "ON");
    if (off) throw invalid("goodsIds", `“${off.name}”未上架，不能推荐`);
    const existing = await tx.db.select({ goodsId: shopRecommendInfo.goodsId, sort: shopRecommendInfo.sort }).from(shopRecommendInfo).where(eq(shopRecommendInfo.recommendClassifyId, b.id));
    const fresh = ids.filter((id) => !existing.some((e) => e.goodsId === id));
    if (existing.length + fresh.length > MAX_GOODS_PER_BLOCK) throw conflict(`每个推荐栏目最多 ${MAX_GOODS_PER_BLOCK} 个商品（已有 ${existing.length} 个）`);
    const top = existing.reduce((m, e) => Math.max(m, e.sort), 0);
    if (fresh.length) {
      await tx.db.insert(shopRecommendInfo).values(fresh.map((goodsId, i) => ({ recommendClassifyId: b.id, shopId: s.id, goodsId, sort: top + (i + 1) * 10 })));
    }
    return { added: fresh.length, skipped: ids.length - fresh.length };
  });
}

/** A goods was deleted: it leaves every recommendation block (called by the goods module). */
export async function forgetRecommendedGoods(ctx: Ctx, goodsId: string): Promise<void> {
  await ctx.db.delete(shopRecommendInfo).where(eq(shopRecommendInfo.goodsId, goodsId));
}

export async function removeInfos(ctx: AuthedCtx, input: { recommendClassifyId: string; goodsIds?: string[] }) {
  const b = await ownBlock(ctx, input.recommendClassifyId);
  const gone = await ctx.db
    .delete(shopRecommendInfo)
    .where(and(eq(shopRecommendInfo.recommendClassifyId, b.id), input.goodsIds ? inArray(shopRecommendInfo.goodsId, input.goodsIds.length ? input.goodsIds : [""]) : undefined))
    .returning({ id: shopRecommendInfo.id });
  return { deleted: gone.length };
}

export async function sortInfo(ctx: AuthedCtx, input: { id: string; sort: number }) {
  const s = await requireOwnShop(ctx);
  const [u] = await ctx.db
    .update(shopRecommendInfo)
    .set({ sort: input.sort })
    .where(and(eq(shopRecommendInfo.id, input.id), eq(shopRecommendInfo.shopId, s.id)))
    .returning();
  if (!u) throw notFound("推荐商品");
  return { id: u.id, sort: u.sort };
}

/** The public shop page's blocks: enabled, with their goods still on sale. */
export async function publicBlocks(ctx: Ctx, shopId: string, perClassify: number) {
  const s = await openShop(ctx, shopId);
  const blocks = (await blocksOf(ctx, s.id)).filter((b) => b.enabled);
  const out = [];
  for (const b of blocks) {
    const rows = await blockGoods(ctx, b.id, publicVisible(ctx.now), perClassify);
    out.push({ id: b.id, name: b.name, goods: await goodsCards(ctx, rows) });
  }
  return out;
}
