/**
 * What shop screens and calls read of goods (the goods module's tables) and of shop owners (the
 * identity module's tables): goods counts per shop and per shop category, evaluation scores, the goods
 * of recommendation blocks, and the owner's name, type and verification. Read-only; goods change only
 * through modules/goods, members through modules/identity.
 */
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { VerifyState } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { goods, goodsEvaluation } from "../modules/goods/schema";
import { enterpriseInfo, member } from "../modules/identity/schema";
import { shop, shopRecommendInfo } from "../modules/shop/schema";

type ReadCtx = Pick<Ctx, "db">;

/** A shop's live goods per shop category, optionally only those on shelf (shop category tree). Table: goods. */
export async function goodsCountsByClassify(ctx: ReadCtx, shopId: string, onSaleOnly: boolean): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ id: goods.shopClassifyId, n: sql<number>`count(*)::int` })
    .from(goods)
    .where(and(eq(goods.shopId, shopId), isNull(goods.deletedAt), onSaleOnly ? eq(goods.status, "ON") : undefined))
    .groupBy(goods.shopClassifyId);
  return new Map(rows.filter((r) => r.id).map((r) => [r.id!, r.n]));
}

/** On-shelf, live goods of the given types per shop (shop cards' goods count). Table: goods. */
export async function onSaleCountsByShop(ctx: ReadCtx, shopIds: readonly string[], types: readonly ("GOODS" | "PACKAGE")[]): Promise<Map<string, number>> {
  if (!shopIds.length) return new Map();
  const rows = await ctx.db
    .select({ shopId: goods.shopId, n: sql<number>`count(*)::int` })
    .from(goods)
    .where(and(inArray(goods.shopId, [...shopIds]), eq(goods.status, "ON"), isNull(goods.deletedAt), inArray(goods.type, [...types])))
    .groupBy(goods.shopId);
  return new Map(rows.map((r) => [r.shopId!, r.n]));
}

/** Average evaluation score and count per shop (shop cards). Table: goods_evaluation. */
export async function evaluationScoresByShop(ctx: ReadCtx, shopIds: readonly string[]): Promise<Map<string, { avg: number; count: number }>> {
  if (!shopIds.length) return new Map();
  const rows = await ctx.db
    .select({ shopId: goodsEvaluation.shopId, avg: sql<string>`avg(${goodsEvaluation.score})`, n: sql<number>`count(*)::int` })
    .from(goodsEvaluation)
    .where(inArray(goodsEvaluation.shopId, [...shopIds]))
    .groupBy(goodsEvaluation.shopId);
  return new Map(rows.map((r) => [r.shopId!, { avg: Number(r.avg), count: r.n }]));
}

/**
 * Per open shop matching `peers`, the evaluation count and the average description, service and
 * logistics sub-scores (shop dynamic scores, shop.ruleRank). Tables: goods_evaluation, shop.
 */
export async function subScoresOfOpenShops(ctx: ReadCtx, peers: SQL | undefined) {
  const rows = await ctx.db
    .select({
      shopId: goodsEvaluation.shopId,
      n: sql<number>`count(*)::int`,
      d: sql<string>`avg(${goodsEvaluation.descriptionScore})`,
      sv: sql<string>`avg(${goodsEvaluation.serviceScore})`,
      l: sql<string>`avg(${goodsEvaluation.logisticsScore})`,
    })
    .from(goodsEvaluation)
    .innerJoin(shop, eq(shop.id, goodsEvaluation.shopId))
    .where(and(eq(shop.status, "OPEN"), peers))
    .groupBy(goodsEvaluation.shopId);
  return rows.map((r) => ({ shopId: r.shopId, n: r.n, v: [Number(r.d), Number(r.sv), Number(r.l)] }));
}

/** Live goods of a shop among `ids`, of the given types (recommending goods). Table: goods. */
export function shopGoodsAmong(ctx: ReadCtx, shopId: string, ids: readonly string[], types: readonly ("GOODS" | "PACKAGE")[]) {
  return ctx.db
    .select({ id: goods.id, status: goods.status, name: goods.name })
    .from(goods)
    .where(and(inArray(goods.id, [...ids]), eq(goods.shopId, shopId), isNull(goods.deletedAt), inArray(goods.type, [...types])));
}

/** Recommendation rows of a block with their live goods, the owner's order (managing a block). Tables: shop_recommend_info, goods. */
export async function blockGoodsPage(ctx: ReadCtx, blockId: string, limit: number, offset: number) {
  return ctx.db
    .select({ info: shopRecommendInfo, g: goods })
    .from(shopRecommendInfo)
    .innerJoin(goods, eq(goods.id, shopRecommendInfo.goodsId))
    .where(and(eq(shopRecommendInfo.recommendClassifyId, blockId), isNull(goods.deletedAt)))
    .orderBy(asc(shopRecommendInfo.sort), asc(shopRecommendInfo.createdAt))
    .limit(limit)
    .offset(offset);
}

/** How many live goods a block recommends (managing a block). Tables: shop_recommend_info, goods. */
export async function blockGoodsCount(ctx: ReadCtx, blockId: string): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(shopRecommendInfo)
    .innerJoin(goods, eq(goods.id, shopRecommendInfo.goodsId))
    .where(and(eq(shopRecommendInfo.recommendClassifyId, blockId), isNull(goods.deletedAt)));
  return r.n;
}

/** A block's goods matching `visible`, the owner's order (public shop page). Tables: shop_recommend_info, goods. */
export async function blockGoods(ctx: ReadCtx, blockId: string, visible: SQL, limit: number) {
  const rows = await ctx.db
    .select({ g: goods })
    .from(shopRecommendInfo)
    .innerJoin(goods, eq(goods.id, shopRecommendInfo.goodsId))
    .where(and(eq(shopRecommendInfo.recommendClassifyId, blockId), visible))
    .orderBy(asc(shopRecommendInfo.sort))
    .limit(limit);
  return rows.map((r) => r.g);
}

/** Name, type and verification of the given members (shop owners on shop cards). Table: member. */
export async function ownerSummaries(ctx: ReadCtx, boIds: readonly string[]) {
  if (!boIds.length) return new Map<string, { id: string; name: string; type: "PERSON" | "ENTERPRISE"; verifyState: VerifyState }>();
  const rows = await ctx.db
    .select({ id: member.id, name: member.name, type: member.type, verifyState: member.verifyState })
    .from(member)
    .where(inArray(member.id, [...new Set(boIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** An enterprise's registered information (shop and organisation card). Table: enterprise_info. */
export async function enterpriseInfoOf(ctx: ReadCtx, boId: string) {
  const [ent] = await ctx.db.select({ creditCode: enterpriseInfo.creditCode, address: enterpriseInfo.address }).from(enterpriseInfo).where(eq(enterpriseInfo.memberId, boId));
  return ent ?? null;
}

/** Ids of a shop's live goods (when the shop opens or closes, each of its goods announces the change). Table: goods. */
export async function shopLiveGoodsIds(ctx: ReadCtx, shopId: string): Promise<string[]> {
  const rows = await ctx.db.select({ id: goods.id }).from(goods).where(and(eq(goods.shopId, shopId), isNull(goods.deletedAt)));
  return rows.map((r) => r.id);
}
