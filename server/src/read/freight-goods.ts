/**
 * What freight templates read of goods (the goods module's tables): how many live goods use each
 * template (the template list, and the delete guard), and the facts a freight quote for one goods
 * needs. Read-only; goods change only through modules/goods.
 */
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { goods, goodsSpec } from "../modules/goods/schema";

type ReadCtx = Pick<Ctx, "db">;

/** templateId → live (not deleted) goods using it. Tables: goods. */
export async function goodsCountByFreightTemplate(ctx: ReadCtx, templateIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(templateIds)];
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: goods.freightTemplateId, n: count() })
    .from(goods)
    .where(and(inArray(goods.freightTemplateId, ids), isNull(goods.deletedAt)))
    .groupBy(goods.freightTemplateId);
  return new Map(rows.map((r) => [r.id ?? "", Number(r.n)]));
}

export interface GoodsFreightFacts {
  readonly freightTemplateId: string | null;
  /** null: nationwide. */
  readonly deliveryAreaCodes: readonly string[] | null;
  readonly unitWeight: number;
  readonly unitPrice: number;
}

/**
 * A goods' template, delivery range, and one spec's weight and list price (the given spec, else the
 * cheapest live one); null when the goods or the spec is not there. The caller checks visibility.
 * The freight quote on the goods detail. Tables: goods, goods_spec.
 */
export async function freightFactsOfGoods(ctx: ReadCtx, goodsId: string, specId: string | null): Promise<GoodsFreightFacts | null> {
  const [g] = await ctx.db
    .select({ freightTemplateId: goods.freightTemplateId, nationwide: goods.deliveryNationwide, areas: goods.deliveryAreaCodes })
    .from(goods)
    .where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!g) return null;
  const [s] = await ctx.db
    .select({ weight: goodsSpec.weightGrams, price: goodsSpec.price })
    .from(goodsSpec)
    .where(and(eq(goodsSpec.goodsId, goodsId), isNull(goodsSpec.deletedAt), specId ? eq(goodsSpec.id, specId) : undefined))
    .orderBy(asc(goodsSpec.price), asc(goodsSpec.id))
    .limit(1);
  if (!s) return null;
  return { freightTemplateId: g.freightTemplateId, deliveryAreaCodes: g.nationwide ? null : g.areas, unitWeight: s.weight, unitPrice: s.price };
}
