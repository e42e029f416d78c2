/**
 * Evaluating an order: the buyer of a received order scores each goods line once (stars, text,
 * images) and the shop (description, service, logistics); the order completes, and the buyer earns
 * the points rules' EVALUATE (per line) and EVALUATE_IMAGE (per line with images) points.
 */
import { sellerCallFuncs, type EvaluationInput } from "@qinlian/contract";
import { and, eq, inArray } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { addOrderEvaluations, evaluationsOfOrder, replyToEvaluation, sellerEvaluations, type OrderEvaluation } from "../goods";
import { earnByRule } from "../points";
import { complete, ownOrder } from "./actions";
import { orderNos, visibleOrder } from "./queries";
import { orderLine } from "./schema";

type Input = Omit<Required<EvaluationInput>, "items"> & { items: { lineId: string; score: number; content: string; images: string[] }[] };

export async function evaluate(ctx: AuthedCtx, i: Input) {
  const o = await ownOrder(ctx, i.orderId, "BUYER");
  if (o.state !== "RECEIVED") throw conflict("确认收货后才能评价", { field: "orderId" });
  if (new Set(i.items.map((x) => x.lineId)).size !== i.items.length) throw invalid("items", "同一件商品只能评价一次");
  return inTx(ctx, async (tx) => {
    const lines = await tx.db.select().from(orderLine).where(and(eq(orderLine.orderId, o.id), inArray(orderLine.id, i.items.map((x) => x.lineId)), eq(orderLine.isGift, false)));
    if (lines.length !== i.items.length) throw invalid("items", "所评价的商品不在该订单中");
    if (lines.some((l) => l.evaluated)) throw conflict("这些商品已评价过", { field: "items" });
    const byId = new Map(lines.map((l) => [l.id, l]));
    await addOrderEvaluations(
      tx,
      i.items.map((x) => {
        const l = byId.get(x.lineId)!;
        return { goodsId: l.goodsId, specId: l.specId, specName: l.specName, shopId: o.shopId, sellerBoId: o.sellerBoId, buyerBoId: o.buyerBoId, buyerName: o.buyerName, orderId: o.id, score: x.score, descriptionScore: i.descriptionScore, serviceScore: i.serviceScore, logisticsScore: i.logisticsScore, content: x.content, images: x.images, isAnonymous: i.isAnonymous };
      }),
    );
    await tx.db.update(orderLine).set({ evaluated: true }).where(inArray(orderLine.id, lines.map((l) => l.id)));
    await complete(tx, o.id, "evaluate");
    const withImages = i.items.filter((x) => x.images.length > 0).length;
    const points =
      (await earnByRule(tx, { boId: o.buyerBoId, ruleCode: "EVALUATE", times: i.items.length, key: `EVALUATE:${o.id}`, bizType: "ORDER", bizId: o.id, remark: `评价订单 ${o.orderNo}` })) +
      (withImages ? await earnByRule(tx, { boId: o.buyerBoId, ruleCode: "EVALUATE_IMAGE", times: withImages, key: `EVALUATE_IMAGE:${o.id}`, bizType: "ORDER", bizId: o.id, remark: `晒图评价 ${o.orderNo}` }) : 0);
    return { orderId: o.id, count: i.items.length, points };
  });
}

/** Each evaluation with its order's number (evaluations of unknown orders get ""). */
async function withOrderNo<E extends Pick<OrderEvaluation, "orderId">>(ctx: Ctx, list: E[]): Promise<(E & { orderNo: string })[]> {
  const nos = await orderNos(ctx, list.map((e) => e.orderId));
  return list.map((e) => ({ ...e, orderNo: nos.get(e.orderId) ?? "" }));
}

/** Evaluation management: the seller's evaluations, a page, with order numbers. */
export async function sellerEvaluationPage(ctx: AuthedCtx, q: Parameters<typeof sellerEvaluations>[2]) {
  const page = await sellerEvaluations(ctx, ctx.member.boId, q);
  return { ...page, list: await withOrderNo(ctx, page.list) };
}

/** The seller's reply, answered with the order number. */
export async function reply(ctx: AuthedCtx, id: string, text: string) {
  const [e] = await withOrderNo(ctx, [await replyToEvaluation(ctx, ctx.member.boId, id, text)]);
  return e;
}

/** The order's evaluations, for its buyer or seller, each tied back to its line. */
export async function evaluationsOf(ctx: AuthedCtx, orderId: string) {
  const { o } = await visibleOrder(ctx, orderId, null, sellerCallFuncs.evaluations);
  const [list, lines] = [await evaluationsOfOrder(ctx, o.id), await ctx.db.select({ id: orderLine.id, goodsId: orderLine.goodsId, specName: orderLine.specName, image: orderLine.image }).from(orderLine).where(eq(orderLine.orderId, o.id))];
  return list.map((e) => {
    const l = lines.find((x) => x.goodsId === e.goodsId && x.specName === e.specName);
    return { ...e, orderNo: o.orderNo, lineId: l?.id ?? null, image: l?.image ?? e.image };
  });
}
