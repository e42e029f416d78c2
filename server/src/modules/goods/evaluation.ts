/**
 * Goods evaluations (written by the order module once orders exist; demo data has some): scores
 * per goods and per shop, and the paged list with the buyer's name masked.
 * Levels: good 4-5, middle 3, bad 1-2 (the usual 好评/中评/差评 split).
 */
import { and, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { invalid } from "../../kit/errors";
import { queryRows } from "../../kit/db";
import { paged } from "../../kit/paging";
import { iso } from "../../kit/time";
import { goods, goodsEvaluation } from "./schema";

const round1 = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);

/** The score fields of the evaluations matching `where`, as one json object (a subquery, so a detail reads it with its goods). */
export function scoreSubquery(where: SQL): SQL<unknown> {
  const e = goodsEvaluation;
  return sql`(select json_build_object('count', count(*)::int, 'avg', avg(${e.score}), 'desc', avg(${e.descriptionScore}), 'service', avg(${e.serviceScore}),
      'logistics', avg(${e.logisticsScore}), 'good', count(*) filter (where ${e.score} >= 4), 'mid', count(*) filter (where ${e.score} = 3),
      'bad', count(*) filter (where ${e.score} <= 2), 'images', count(*) filter (where jsonb_array_length(${e.images}) > 0)) from ${e} where ${where})`;
}

interface RawScore {
  count: number;
  avg: number | string | null;
  desc: number | string | null;
  service: number | string | null;
  logistics: number | string | null;
  good: number;
  mid: number;
  bad: number;
  images: number;
}

/** A score as the calls answer it, from scoreSubquery's object. */
export function scoreFrom(value: unknown) {
  const r = (typeof value === "string" ? JSON.parse(value) : value) as RawScore;
  return {
    count: r.count,
    avgScore: round1(r.avg),
    avgDescription: round1(r.desc),
    avgService: round1(r.service),
    avgLogistics: round1(r.logistics),
    goodCount: r.good,
    midCount: r.mid,
    badCount: r.bad,
    withImagesCount: r.images,
    goodRateBp: r.count ? Math.round((r.good / r.count) * 10_000) : null,
  };
}

export async function scoreOf(ctx: Ctx, where: SQL) {
  const [r] = await queryRows<{ s: unknown }>(ctx.db, sql`select ${scoreSubquery(where)} as s`);
  return scoreFrom(r.s);
}

export const goodsScore = (ctx: Ctx, goodsId: string) => scoreOf(ctx, eq(goodsEvaluation.goodsId, goodsId));

/** 张建国 → 张**; anonymous evaluations show 匿名用户. */
export function maskName(name: string, anonymous: boolean): string {
  if (anonymous || !name) return "匿名用户";
  const chars = [...name];
  return chars.length <= 1 ? `${chars[0]}*` : `${chars[0]}${"*".repeat(Math.min(chars.length - 1, 4))}`;
}

export async function evaluationPage(ctx: Ctx, q: PageInput & { goodsId?: string; shopId?: string; level?: "GOOD" | "MID" | "BAD"; withImages?: boolean }) {
  if (!q.goodsId && !q.shopId) throw invalid("goodsId", "请指定商品或店铺");
  const where = and(
    q.goodsId ? eq(goodsEvaluation.goodsId, q.goodsId) : undefined,
    q.shopId ? eq(goodsEvaluation.shopId, q.shopId) : undefined,
    q.level === "GOOD" ? gte(goodsEvaluation.score, 4) : q.level === "MID" ? eq(goodsEvaluation.score, 3) : q.level === "BAD" ? lte(goodsEvaluation.score, 2) : undefined,
    q.withImages ? sql`jsonb_array_length(${goodsEvaluation.images}) > 0` : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({ e: goodsEvaluation, goodsName: goods.name })
        .from(goodsEvaluation)
        .innerJoin(goods, eq(goods.id, goodsEvaluation.goodsId))
        .where(where)
        .orderBy(desc(goodsEvaluation.createdAt), desc(goodsEvaluation.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ e, goodsName }) => ({
        id: e.id,
        goodsId: e.goodsId,
        goodsName,
        specName: e.specName,
        buyerName: maskName(e.buyerName, e.isAnonymous),
        orderId: e.orderId,
        score: e.score,
        descriptionScore: e.descriptionScore,
        serviceScore: e.serviceScore,
        logisticsScore: e.logisticsScore,
        content: e.content,
        images: e.images,
        reply: e.reply,
        createdAt: iso(e.createdAt),
      }));
    },
    async () => (await ctx.db.select({ n: count() }).from(goodsEvaluation).where(where))[0].n,
  );
}
