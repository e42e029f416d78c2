/**
 * The goods detail's own rows in one statement (issue 14): the goods, whether everyone may see it
 * now, its live specs and its traces (json subqueries) and its evaluation score. On the embedded
 * database each statement costs its parse, plan and round trip whatever it reads; the detail read
 * these in five (goods, specs, traces, score, shop name — the name now comes with the shop's cached
 * card), now in one.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { jsonRows, rowsFromJson } from "../../kit/json-rows";
import { scoreFrom, scoreSubquery } from "./evaluation";
import { goods, goodsEvaluation, goodsSpec, goodsTrace } from "./schema";
import { hasSpecs, publicVisible, type GoodsRow, type SpecRow, type TraceRow } from "./views";

export interface DetailRow {
  row: GoodsRow;
  visible: boolean;
  /** Live specs by goods id, as views.specsOf reads them (none for posts). */
  specs: Map<string, SpecRow[]>;
  traces: TraceRow[];
  score: ReturnType<typeof scoreFrom>;
}

/** A goods that is not deleted, with what its detail shows of its own tables; not found when there is none. */
export async function detailRow(ctx: Ctx, goodsId: string): Promise<DetailRow> {
  const [r] = await ctx.db
    .select({
      row: goods,
      visible: sql<boolean>`(${publicVisible(ctx.now)})`,
      specs: jsonRows(goodsSpec, sql`${goodsSpec.goodsId} = ${goods.id} and ${goodsSpec.deletedAt} is null`, sql`${goodsSpec.sort}, ${goodsSpec.createdAt}`),
      traces: jsonRows(goodsTrace, sql`${goodsTrace.goodsId} = ${goods.id}`, sql`${goodsTrace.sort}`),
      score: scoreSubquery(eq(goodsEvaluation.goodsId, goods.id)),
    })
    .from(goods)
    .where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!r) throw notFound("商品");
  const specs = hasSpecs(r.row.type) ? rowsFromJson(goodsSpec, r.specs) : [];
  return {
    row: r.row,
    visible: r.visible,
    specs: new Map(specs.length ? [[r.row.id, specs]] : []),
    traces: rowsFromJson(goodsTrace, r.traces),
    score: scoreFrom(r.score),
  };
}
