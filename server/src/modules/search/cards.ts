import type { GoodsCard } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";

/** TEMPORARY until the goods module's card builder lands on catalog-server. */
export async function goodsCardsByIds(_ctx: Ctx, ids: readonly string[]): Promise<GoodsCard[]> {
  if (ids.length) throw new Error("goods cards not available yet");
  return [];
}

/** TEMPORARY until the goods module's visibility rule lands on catalog-server. */
export async function visibleGoodsIds(_ctx: Ctx, ids: readonly string[]): Promise<Set<string>> {
  return new Set(ids);
}
