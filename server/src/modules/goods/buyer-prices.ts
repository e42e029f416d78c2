/**
 * Prices of goods as the current buyer sees them (the pricing calls priceBySpecList, pricePriority and
 * usablePreferential): the goods module owns which goods a buyer may see, so it serves these calls, and
 * every price goes through pricing's one rule, `priceFor`.
 */
import { and, asc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { buyerOf, customerPricesFor, priceCandidates, priceFor, PRICE_RULE } from "../pricing";
import { goods, goodsPackageItem, goodsSpec } from "./schema";
import { isPubliclyVisible, publicVisible } from "./views";

/** Specs whose goods the caller may see (on sale, or their own), with the goods' owner. */
async function visibleSpecs(ctx: Ctx, specIds: readonly string[]) {
  if (!specIds.length) return [];
  return ctx.db
    .select({ s: goodsSpec, boId: goods.boId })
    .from(goodsSpec)
    .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
    .where(
      and(
        inArray(goodsSpec.id, [...new Set(specIds)]),
        isNull(goodsSpec.deletedAt),
        ctx.member ? or(publicVisible(ctx.now), and(eq(goods.boId, ctx.member.boId), isNull(goods.deletedAt))) : publicVisible(ctx.now),
      ),
    );
}

/** Prices of the specs the caller may see; unknown or hidden specs are left out. */
export async function pricesBySpecs(ctx: Ctx, specIds: readonly string[]) {
  const rows = await visibleSpecs(ctx, specIds);
  const cps = await customerPricesFor(ctx, rows.map((r) => r.s.id));
  const byId = new Map(rows.map((r) => [r.s.id, r.s]));
  return specIds
    .filter((id, i) => byId.has(id) && specIds.indexOf(id) === i)
    .map((id) => {
      const s = byId.get(id)!;
      const p = priceFor(s, buyerOf(ctx, cps, s.id));
      return { specId: s.id, goodsId: s.goodsId, listPrice: s.price, memberPrice: s.memberPrice, customerPrice: cps.get(s.id) ?? null, price: p.price, source: p.source };
    });
}

export async function pricePriority(ctx: Ctx, specId: string) {
  const [row] = await visibleSpecs(ctx, [specId]);
  if (!row) throw notFound("规格");
  const cps = await customerPricesFor(ctx, [specId]);
  const buyer = buyerOf(ctx, cps, specId);
  const p = priceFor(row.s, buyer);
  return { specId, rule: PRICE_RULE, candidates: priceCandidates(row.s, buyer), price: p.price, source: p.source };
}

/**
 * Price benefits on a goods for the caller: their customer price and the member price per spec
 * (the member price is listed for visitors too, as "log in to get it"), on-sale packages that contain
 * the goods, and the rebate. Coupons and promotions are the promotion module's.
 */
export async function usablePreferential(ctx: Ctx, goodsId: string) {
  const [g] = await ctx.db.select().from(goods).where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!g || (g.boId !== ctx.member?.boId && !(await isPubliclyVisible(ctx, goodsId)))) throw notFound("商品");
  const specs = await ctx.db.select().from(goodsSpec).where(and(eq(goodsSpec.goodsId, g.id), isNull(goodsSpec.deletedAt))).orderBy(asc(goodsSpec.sort));
  const cps = await customerPricesFor(ctx, specs.map((s) => s.id));
  const items: { kind: "CUSTOMER_PRICE" | "MEMBER_PRICE" | "PACKAGE" | "REBATE"; title: string; description: string; specId: string | null; saving: number | null; refId: string | null }[] = [];
  for (const s of specs) {
    const cp = cps.get(s.id);
    if (cp != null && cp < s.price) {
      items.push({ kind: "CUSTOMER_PRICE", title: "客户专享价", description: `${s.name}：您的专属价格 ${(cp / 100).toFixed(2)} 元`, specId: s.id, saving: s.price - cp, refId: null });
    }
    if (s.memberPrice != null && s.memberPrice < s.price) {
      items.push({
        kind: "MEMBER_PRICE",
        title: "会员价",
        description: `${s.name}：会员价 ${(s.memberPrice / 100).toFixed(2)} 元${ctx.member ? "" : "（登录后可享）"}`,
        specId: s.id,
        saving: s.price - s.memberPrice,
        refId: null,
      });
    }
  }
  if (specs.length) {
    const pkgs = await ctx.db
      .selectDistinct({ id: goods.id, name: goods.name })
      .from(goodsPackageItem)
      .innerJoin(goods, eq(goods.id, goodsPackageItem.packageGoodsId))
      .where(and(inArray(goodsPackageItem.specId, specs.map((s) => s.id)), publicVisible(ctx.now), ne(goods.id, g.id)));
    for (const p of pkgs) items.push({ kind: "PACKAGE", title: "优惠套餐", description: `可搭配购买套餐“${p.name}”`, specId: null, saving: null, refId: p.id });
  }
  if (g.rebateBp > 0) {
    items.push({ kind: "REBATE", title: "返利", description: `确认收货后返还实付金额的 ${g.rebateBp / 100}%`, specId: null, saving: null, refId: null });
  }
  return { goodsId: g.id, items };
}
