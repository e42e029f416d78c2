import { coupon as couponCalls, goods as goodsCalls, promotion as promotionCalls, search, type CouponRuleInput, type GoodsBadge, type PromotionInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, openShop, operator, person, type Actor } from "../goods/test-fixtures";
import { goodsBadges } from "./badges";

const day = 86_400_000;

describe("the goods list's coupon and promotion badges", async () => {
  const t = await createTestApp();
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const op = await operator(t);
  const [a, b, c] = [await enterprise(t), await enterprise(t), await enterprise(t)];
  const [shopA, shopB, shopC] = [await openShop(t, a, op), await openShop(t, b, op), await openShop(t, c, op)];
  const buyer = await person(t, ["BUYER"], "买家");
  const publish = async (who: Actor, shopId: string, name: string, categoryId = "040101") => {
    const g = await t.ok(goodsCalls.publishGoods, goodsFormFor({ name, categoryId }), { ticket: who.ticket });
    const v = await t.ok(goodsCalls.selGoodsByIdManage, { goodsId: g.goodsId }, { ticket: who.ticket });
    return { goodsId: g.goodsId, specIds: v.specs.map((s) => s.specId), shopId, categoryId, type: "GOODS" as const };
  };
  const feed = await publish(a, shopA, "蛋鸡料 A");
  const corn = await publish(a, shopA, "玉米 A");
  const rivalFeed = await publish(b, shopB, "蛋鸡料 B");
  const cage = await publish(c, shopC, "蛋鸡笼 C", "070101");
  const thirdFeed = await publish(c, shopC, "蛋鸡料 C");
  const cards = [feed, corn, rivalFeed, cage, thirdFeed];

  const rule = (over: Partial<CouponRuleInput> = {}): CouponRuleInput => ({
    name: "满 200 减 20",
    kind: "AMOUNT",
    threshold: 20_000,
    value: 2000,
    totalCount: 100,
    perMemberLimit: 1,
    claimFrom: at(-day),
    claimTo: at(7 * day),
    validity: { type: "DAYS", days: 30 },
    ...over,
  });
  const promo = (over: Partial<PromotionInput>): PromotionInput => ({ name: "促销", rule: { kind: "DISCOUNT", rateBp: 8500 }, goodsIds: null, startAt: at(-day), endAt: at(7 * day), ...over });

  // shop A: a coupon with stock, a discount on the feed only, a whole-shop reduction ending in two days, a switched-off gift on the corn
  await t.ok(couponCalls.addCoupRegular, rule(), { ticket: a.ticket });
  await t.ok(promotionCalls.addPromotion, promo({ name: "限时 8.5 折", goodsIds: [feed.goodsId] }), { ticket: a.ticket });
  await t.ok(promotionCalls.addPromotion, promo({ name: "满 200 减 20", rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 20_000, off: 2000 }] }, endAt: at(2 * day) }), { ticket: a.ticket });
  const gift = await t.ok(
    promotionCalls.addPromotion,
    promo({ name: "满 300 赠", rule: { kind: "GIFT", tiers: [{ threshold: 30_000, gifts: [{ goodsId: feed.goodsId, specId: feed.specIds[1], quantity: 1 }] }] }, goodsIds: [corn.goodsId] }),
    { ticket: a.ticket },
  );
  await t.ok(promotionCalls.enablePromotion, { id: gift.id, enabled: false }, { ticket: a.ticket });
  // shop B: its only coupon fully claimed; a presale taking deposits on its feed
  const one = await t.ok(couponCalls.addCoupRegular, rule({ name: "仅一张", totalCount: 1 }), { ticket: b.ticket });
  await t.ok(couponCalls.receiveCoupon, { regCode: one.regCode }, { ticket: buyer.ticket });
  await t.ok(
    promotionCalls.addAdvanceSale,
    { goodsId: rivalFeed.goodsId, specId: rivalFeed.specIds[0], price: 10_000, depositPerUnit: 1000, deductPerUnit: 2000, depositFrom: at(-day), depositTo: at(5 * day), balanceFrom: at(5 * day), balanceTo: at(10 * day), totalQuantity: 10 },
    { ticket: b.ticket },
  );
  // shop C: no coupon of its own; the platform's coupon for equipment (category 07) reaches its cage, not its feed
  await t.ok(couponCalls.addPlatformCoupRegular, rule({ name: "设备券", categoryCodes: ["07"], claimTo: at(9 * day) }), { ticket: op.ticket });

  const badgesAt = async (ms: number): Promise<Record<string, GoodsBadge[] | undefined>> => {
    const m = await goodsBadges({ ...t.systemCtx(), now: new Date(now + ms) }, cards);
    return Object.fromEntries(cards.map((g) => [g.goodsId, m.get(g.goodsId)]));
  };

  it("marks running promotions on the goods they cover and a claimable coupon on the goods it reaches", async () => {
    expect(await badgesAt(0)).toEqual({
      [feed.goodsId]: ["COUPON", "REDUCTION", "DISCOUNT"],
      // outside the discount's goods; its gift is switched off
      [corn.goodsId]: ["COUPON", "REDUCTION"],
      // its shop's coupon is all claimed
      [rivalFeed.goodsId]: ["PRESALE"],
      [cage.goodsId]: ["COUPON"],
      [thirdFeed.goodsId]: [],
    });
  });

  it("drops a promotion once it has ended and a coupon once its claim window has closed", async () => {
    const later = await badgesAt(3 * day);
    expect(later[feed.goodsId]).toEqual(["COUPON", "DISCOUNT"]);
    expect(later[corn.goodsId]).toEqual(["COUPON"]);
    const after = await badgesAt(8 * day);
    expect(after[feed.goodsId]).toEqual([]);
    expect(after[rivalFeed.goodsId]).toEqual([]);
    expect(after[cage.goodsId]).toEqual(["COUPON"]);
    expect((await badgesAt(10 * day))[cage.goodsId]).toEqual([]);
  });

  it("gives no badges to posts and cards without a shop", async () => {
    const m = await goodsBadges(t.systemCtx(), [
      { ...feed, type: "SUPPLY" },
      { ...corn, shopId: null },
    ]);
    expect(m.size).toBe(0);
  });

  it("the goods search returns each card with its badges", async () => {
    const r = await t.ok(search.searchGoods, { shopId: shopA, pageNum: 1, pageSize: 20 });
    const byId = Object.fromEntries(r.list.map((g) => [g.goodsId, g.badges]));
    expect(byId).toEqual({ [feed.goodsId]: ["COUPON", "REDUCTION", "DISCOUNT"], [corn.goodsId]: ["COUPON", "REDUCTION"] });
    const all = await t.ok(search.searchGoods, { keyword: "蛋鸡料", pageNum: 1, pageSize: 20 });
    expect(Object.fromEntries(all.list.map((g) => [g.goodsId, g.badges]))).toEqual({ [feed.goodsId]: ["COUPON", "REDUCTION", "DISCOUNT"], [rivalFeed.goodsId]: ["PRESALE"], [thirdFeed.goodsId]: [] });
  });
});
