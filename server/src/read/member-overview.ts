/**
 * The member centre's overview (memberOverview.mine, /setup/index): one identity's verification, its
 * default shop, and counts over goods (goods, goods_evaluation), shop (shop) and favourite
 * (favourite). Read-only; every count is scoped to the one boId passed in.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MemberOverviewView } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { favourite } from "../modules/favourite/schema";
import { goods, goodsEvaluation } from "../modules/goods/schema";
import { member } from "../modules/identity/schema";
import { shop } from "../modules/shop/schema";

type ReadCtx = Pick<Ctx, "db">;
const n = sql<number>`count(*)::int`;
const when = (cond: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${cond}))::int`;

/** memberOverview.mine: the identity's badge, shop and counts; null when the identity does not exist. */
export async function memberOverviewOf(ctx: ReadCtx, boId: string): Promise<MemberOverviewView | null> {
  const [me] = await ctx.db.select({ type: member.type, verifyState: member.verifyState }).from(member).where(eq(member.id, boId));
  if (!me) return null;
  const [[s], [g], [r], favs] = await Promise.all([
    ctx.db
      .select({ shopId: shop.id, name: shop.name, status: shop.status })
      .from(shop)
      .where(eq(shop.boId, boId))
      .orderBy(sql`${shop.isDefault} desc`, shop.createdAt)
      .limit(1),
    ctx.db
      .select({
        goodsOnShelf: when(sql`${goods.type} in ('GOODS', 'PACKAGE') and ${goods.status} = 'ON'`),
        goodsPending: when(sql`${goods.type} in ('GOODS', 'PACKAGE') and ${goods.status} = 'PENDING'`),
        goodsRejected: when(sql`${goods.type} in ('GOODS', 'PACKAGE') and ${goods.status} = 'REJECTED'`),
        supplyOn: when(sql`${goods.type} = 'SUPPLY' and ${goods.status} = 'ON'`),
        demandOn: when(sql`${goods.type} = 'DEMAND' and ${goods.status} = 'ON'`),
      })
      .from(goods)
      .where(and(eq(goods.boId, boId), isNull(goods.deletedAt))),
    ctx.db
      .select({ reviewsToReply: n })
      .from(goodsEvaluation)
      .where(and(eq(goodsEvaluation.sellerBoId, boId), isNull(goodsEvaluation.reply))),
    ctx.db
      .select({ kind: favourite.kind, n })
      .from(favourite)
      .where(and(eq(favourite.boId, boId), inArray(favourite.kind, ["GOODS", "SHOP"])))
      .groupBy(favourite.kind),
  ]);
  const fav = (k: string) => favs.find((f) => f.kind === k)?.n ?? 0;
  return {
    boId,
    boType: me.type,
    verifyState: me.verifyState,
    shop: s ?? null,
    goodsOnShelf: g?.goodsOnShelf ?? 0,
    goodsPending: g?.goodsPending ?? 0,
    goodsRejected: g?.goodsRejected ?? 0,
    supplyOn: g?.supplyOn ?? 0,
    demandOn: g?.demandOn ?? 0,
    reviewsToReply: r?.reviewsToReply ?? 0,
    favGoods: fav("GOODS"),
    favShops: fav("SHOP"),
  };
}
