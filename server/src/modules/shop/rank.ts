/**
 * The shop's dynamic review scores (店铺动态评分): the average description, service and logistics
 * sub-scores of its goods evaluations, compared with the average of the open shops in the same main
 * category that have evaluations (each shop counts once, the shop itself included):
 * difference = score − average, proportion = difference / average.
 */
import { eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { subScoresOfOpenShops } from "../../read/shop-goods";
import { categoryIndex } from "../goods";
import { shop } from "./schema";
import { openShop } from "./service";

/** In the order of `subScoresOfOpenShops`' values. */
const dims = [
  { dimension: "DESCRIPTION", label: "描述相符" },
  { dimension: "SERVICE", label: "服务态度" },
  { dimension: "LOGISTICS", label: "物流服务" },
] as const;

const r2 = (v: number) => Math.round(v * 100) / 100;

export async function ruleRank(ctx: Ctx, shopId: string) {
  const s = await openShop(ctx, shopId);
  const values = await subScoresOfOpenShops(ctx, s.mainCategoryId ? eq(shop.mainCategoryId, s.mainCategoryId) : eq(shop.id, s.id));
  const mine = values.find((v) => v.shopId === s.id);
  const items = dims.map((d, i) => {
    if (!mine) return { dimension: d.dimension, label: d.label, score: null, average: null, difference: null, proportion: null, trend: null };
    const avg = values.reduce((a, v) => a + v.v[i], 0) / values.length;
    const score = mine.v[i];
    const diff = score - avg;
    return {
      dimension: d.dimension,
      label: d.label,
      score: r2(score),
      average: r2(avg),
      difference: r2(diff),
      proportion: Math.round((diff / avg) * 10_000) / 10_000,
      trend: Math.abs(diff) < 0.005 ? ("EQUAL" as const) : diff > 0 ? ("HIGHER" as const) : ("LOWER" as const),
    };
  });
  return {
    shopId: s.id,
    mainCategoryId: s.mainCategoryId,
    mainCategoryName: (await categoryIndex(ctx)).name(s.mainCategoryId),
    peerShops: values.length,
    evaluationCount: mine?.n ?? 0,
    items,
  };
}
