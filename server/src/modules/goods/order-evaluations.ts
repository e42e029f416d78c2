/**
 * Evaluations written from orders (the order module checks the order and the buyer; this module owns
 * the table): add one per order line, read an order's, the seller's page with filters, the seller's
 * one reply. Names are masked for everyone but the table (maskName).
 */
import type { Page, PageInput } from "@qinlian/contract";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { maskName } from "./evaluation";
import { goods, goodsEvaluation } from "./schema";
import { forgetShopParts } from "./shop-part";

export interface NewEvaluation {
  readonly goodsId: string;
  readonly specId: string;
  readonly specName: string;
  readonly shopId: string;
  readonly sellerBoId: string;
  readonly buyerBoId: string;
  readonly buyerName: string;
  readonly orderId: string;
  readonly score: number;
  readonly descriptionScore: number;
  readonly serviceScore: number;
  readonly logisticsScore: number;
  readonly content: string;
  readonly images: readonly string[];
  readonly isAnonymous: boolean;
}

export async function addOrderEvaluations(ctx: Ctx, rows: readonly NewEvaluation[]): Promise<void> {
  if (!rows.length) return;
  const inserted = await ctx.db
    .insert(goodsEvaluation)
    .values(rows.map((r) => ({ ...r, images: [...r.images], createdAt: ctx.now })))
    .onConflictDoNothing()
    .returning({ id: goodsEvaluation.id });
  if (inserted.length !== rows.length) throw conflict("这些商品已评价过", { field: "items" });
  // the shops' cards on detail pages show their score
  forgetShopParts(
    ctx,
    rows.map((r) => r.shopId),
  );
}

type Row = { e: typeof goodsEvaluation.$inferSelect; goodsName: string; image: string | null };

const view = ({ e, goodsName, image }: Row) => ({
  id: e.id,
  orderId: e.orderId ?? "",
  lineId: null,
  goodsId: e.goodsId,
  goodsName,
  specName: e.specName,
  image,
  buyerName: maskName(e.buyerName, e.isAnonymous),
  score: e.score,
  descriptionScore: e.descriptionScore,
  serviceScore: e.serviceScore,
  logisticsScore: e.logisticsScore,
  content: e.content,
  images: e.images,
  isAnonymous: e.isAnonymous,
  reply: e.reply,
  replyAt: iso(e.replyAt),
  createdAt: iso(e.createdAt),
});

const select = (ctx: Ctx) => ctx.db.select({ e: goodsEvaluation, goodsName: goods.name, image: goods.mainImage }).from(goodsEvaluation).innerJoin(goods, eq(goods.id, goodsEvaluation.goodsId));

export type OrderEvaluation = ReturnType<typeof view>;

export async function evaluationsOfOrder(ctx: Ctx, orderId: string): Promise<OrderEvaluation[]> {
  return (await select(ctx).where(eq(goodsEvaluation.orderId, orderId)).orderBy(asc(goodsEvaluation.createdAt), asc(goodsEvaluation.id))).map(view);
}

export function sellerEvaluations(ctx: Ctx, sellerBoId: string, q: PageInput & { level?: "GOOD" | "MID" | "BAD"; replied?: boolean; keyword?: string }): Promise<Page<OrderEvaluation>> {
  const where: SQL | undefined = and(
    eq(goodsEvaluation.sellerBoId, sellerBoId),
    q.level === "GOOD" ? gte(goodsEvaluation.score, 4) : q.level === "MID" ? eq(goodsEvaluation.score, 3) : q.level === "BAD" ? lte(goodsEvaluation.score, 2) : undefined,
    q.replied === true ? isNotNull(goodsEvaluation.reply) : q.replied === false ? isNull(goodsEvaluation.reply) : undefined,
    q.keyword ? or(contains(goods.name, q.keyword), contains(goodsEvaluation.content, q.keyword)) : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => (await select(ctx).where(where).orderBy(desc(goodsEvaluation.createdAt), desc(goodsEvaluation.id)).limit(limit).offset(offset)).map(view),
    async () => (await ctx.db.select({ n: count() }).from(goodsEvaluation).innerJoin(goods, eq(goods.id, goodsEvaluation.goodsId)).where(where))[0].n,
  );
}

/** The seller's one reply to an evaluation of its goods. */
export async function replyToEvaluation(ctx: Ctx, sellerBoId: string, id: string, reply: string): Promise<OrderEvaluation> {
  const [done] = await ctx.db
    .update(goodsEvaluation)
    .set({ reply, replyAt: ctx.now })
    .where(and(eq(goodsEvaluation.id, id), eq(goodsEvaluation.sellerBoId, sellerBoId), isNull(goodsEvaluation.reply)))
    .returning({ id: goodsEvaluation.id });
  if (!done) {
    const [e] = await ctx.db.select({ reply: goodsEvaluation.reply }).from(goodsEvaluation).where(and(eq(goodsEvaluation.id, id), eq(goodsEvaluation.sellerBoId, sellerBoId)));
    if (!e) throw notFound("评价");
    throw conflict("这条评价已回复过", { field: "reply" });
  }
  const [row] = await select(ctx).where(eq(goodsEvaluation.id, id));
  return view(row);
}

