import { Codes, goods as goodsCalls, promotion as calls, type PromotionInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import type { AuthedCtx } from "../../kit/context";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, openShop, operator, person } from "../goods/test-fixtures";
import { runningPromotions, seedDemoPromotions } from ".";

const day = 86_400_000;

describe("promotions", async () => {
  const t = await createTestApp();
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const op = await operator(t);
  const seller = await enterprise(t, { staffRoles: [["EMP_SALES"]] });
  const shopId = await openShop(t, seller, op);
  const rival = await enterprise(t);
  const rivalShopId = await openShop(t, rival, op);
  const buyer = await person(t, ["BUYER"], "买家");
  const shopless = await person(t, ["SHOP_OWNER"], "没开店");
  const publish = async (who: { ticket: string }, name: string) => {
    const g = await t.ok(goodsCalls.publishGoods, goodsFormFor({ name }), { ticket: who.ticket });
    const v = await t.ok(goodsCalls.selGoodsByIdManage, { goodsId: g.goodsId }, { ticket: who.ticket });
    return { goodsId: g.goodsId, specIds: v.specs.map((s) => s.specId) };
  };
  const [feed, corn, premix] = [await publish(seller, "蛋鸡料 A"), await publish(seller, "玉米 B"), await publish(seller, "预混料 C")];
  const foreign = await publish(rival, "别家饲料");
  const promo = (over: Partial<PromotionInput> = {}): PromotionInput => ({
    name: "满 200 减 20",
    rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 20_000, off: 2000 }] },
    goodsIds: null,
    startAt: at(-day),
    endAt: at(7 * day),
    ...over,
  });

  it("a shop adds each kind; the list, detail, public read and the checkout's running promotions show them", async () => {
    const full = await t.ok(calls.addPromotion, promo({ rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 20_000, off: 2000 }, { threshold: 50_000, off: 6000 }] } }), { ticket: seller.ticket });
    expect(full).toMatchObject({ shopId, kind: "FULL_REDUCTION", state: "RUNNING", goodsIds: null, enabled: true });
    const disc = await t.ok(calls.addPromotion, promo({ name: "限时 8.5 折", rule: { kind: "DISCOUNT", rateBp: 8500 }, goodsIds: [feed.goodsId, feed.goodsId] }), { ticket: seller.ticket });
    expect(disc.goodsIds).toEqual([feed.goodsId]);
    expect(disc.goods.map((g) => g.name)).toEqual(["蛋鸡料 A"]);
    const every = await t.ok(calls.addPromotion, promo({ name: "每满 100 减 5", rule: { kind: "EVERY_REDUCTION", every: 10_000, off: 500, maxTimes: 3 }, goodsIds: [corn.goodsId], startAt: at(day) }), { ticket: seller.ticket });
    expect(every.state).toBe("NOT_STARTED");
    const gift = await t.ok(
      calls.addPromotion,
      promo({
        name: "满 300 赠玉米",
        rule: { kind: "GIFT", tiers: [{ threshold: 30_000, gifts: [{ goodsId: corn.goodsId, specId: corn.specIds[1], quantity: 1 }] }, { threshold: 60_000, gifts: [{ goodsId: corn.goodsId, specId: corn.specIds[0], quantity: 1 }] }] },
        goodsIds: [feed.goodsId, premix.goodsId],
      }),
      { ticket: seller.ticket },
    );
    expect(gift.goods.map((g) => g.goodsId).sort()).toEqual([feed.goodsId, premix.goodsId, corn.goodsId].sort());

    const page = await t.ok(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10 }, { ticket: seller.ticket });
    expect(page.total).toBe(4);
    expect((await t.ok(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10, state: "NOT_STARTED" }, { ticket: seller.ticket })).list.map((p) => p.id)).toEqual([every.id]);
    expect((await t.ok(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10, keyword: "8.5" }, { ticket: seller.ticket })).list.map((p) => p.id)).toEqual([disc.id]);
    expect((await t.ok(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10, kind: "GIFT" }, { ticket: seller.ticket })).total).toBe(1);
    expect(await t.ok(calls.selPromotionById, { id: gift.id }, { ticket: seller.ticket })).toMatchObject({ name: "满 300 赠玉米", state: "RUNNING" });

    const onFeed = await t.ok(calls.selPromotionByGoodsId, { goodsId: feed.goodsId });
    expect(onFeed.map((p) => p.name).sort()).toEqual(["满 200 减 20", "满 300 赠玉米", "限时 8.5 折"].sort());
    expect(onFeed.find((p) => p.kind === "GIFT")?.giftNames[corn.specIds[1]]).toMatch(/^玉米 B · /);
    expect((await t.ok(calls.selPromotionByGoodsId, { goodsId: corn.goodsId })).map((p) => p.name)).toEqual(["满 200 减 20"]);

    const running = await runningPromotions(t.systemCtx(), [shopId, rivalShopId]);
    expect(running.has(rivalShopId)).toBe(false);
    expect(running.get(shopId)?.map((p) => p.id)).toEqual([full.id, disc.id, gift.id]);
    expect(running.get(shopId)?.[1]).toEqual({ id: disc.id, name: "限时 8.5 折", goodsIds: [feed.goodsId], rule: { kind: "DISCOUNT", rateBp: 8500 } });

    const info = await t.ok(calls.selPromotionGoodsGiftInfoBuyCount, { shopId, lines: [{ goodsId: feed.goodsId, amount: 25_000 }, { goodsId: corn.goodsId, amount: 90_000 }] });
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ promotionId: gift.id, base: 25_000, reached: null, shortBy: 5000, next: { threshold: 30_000 } });
    const reached = await t.ok(calls.selPromotionGoodsGiftInfoBuyCount, { shopId, lines: [{ goodsId: premix.goodsId, amount: 70_000 }] });
    expect(reached[0]).toMatchObject({ base: 70_000, reached: { threshold: 60_000 }, next: null, shortBy: null });

    // switched off: gone from the public read and the checkout; deleted once not running
    expect((await t.ok(calls.enablePromotion, { id: gift.id, enabled: false }, { ticket: seller.ticket })).state).toBe("DISABLED");
    expect((await runningPromotions(t.systemCtx(), [shopId])).get(shopId)?.map((p) => p.id)).toEqual([full.id, disc.id]);
    expect(await t.ok(calls.selPromotionGoodsGiftInfoBuyCount, { shopId, lines: [{ goodsId: feed.goodsId, amount: 1 }] })).toEqual([]);
    const del = await t.call(calls.delPromotion, { id: full.id }, { ticket: seller.ticket });
    expect([del.code, del.msg]).toEqual([Codes.CONFLICT, "促销进行中，请先停用再删除"]);
    expect(await t.ok(calls.delPromotion, { id: gift.id }, { ticket: seller.ticket })).toEqual({ id: gift.id });
    expect((await t.call(calls.selPromotionById, { id: gift.id }, { ticket: seller.ticket })).code).toBe(Codes.NOT_FOUND);
    // edited: the new rule applies
    const upd = await t.ok(calls.updPromotion, { ...promo({ name: "限时 7 折", rule: { kind: "DISCOUNT", rateBp: 7000 }, goodsIds: [feed.goodsId] }), id: disc.id }, { ticket: seller.ticket });
    expect(upd).toMatchObject({ name: "限时 7 折", rule: { kind: "DISCOUNT", rateBp: 7000 } });
    await t.ok(calls.enablePromotion, { id: disc.id, enabled: false }, { ticket: seller.ticket });
    await t.ok(calls.enablePromotion, { id: full.id, enabled: false }, { ticket: seller.ticket });
  });

  it("one discount per goods at a time: overlapping enabled discounts may not share a goods", async () => {
    const a = await t.ok(calls.addPromotion, promo({ name: "折扣甲", rule: { kind: "DISCOUNT", rateBp: 9000 }, goodsIds: [premix.goodsId] }), { ticket: seller.ticket });
    const clash = await t.call(calls.addPromotion, promo({ name: "折扣乙", rule: { kind: "DISCOUNT", rateBp: 8000 }, goodsIds: [corn.goodsId, premix.goodsId], startAt: at(2 * day) }), { ticket: seller.ticket });
    expect(clash.code).toBe(Codes.VALIDATION);
    expect(clash.msg).toMatch(/^goodsIds: 与限时折扣「折扣甲」时间重叠且都含商品「预混料 C」/);
    const whole = await t.call(calls.addPromotion, promo({ name: "全店折扣", rule: { kind: "DISCOUNT", rateBp: 9500 } }), { ticket: seller.ticket });
    expect(whole.msg).toMatch(/^goodsIds: 与限时折扣「折扣甲」时间重叠且其一为全店商品/);
    // other goods, a later period, or switched off: fine
    await t.ok(calls.addPromotion, promo({ name: "折扣丙", rule: { kind: "DISCOUNT", rateBp: 8000 }, goodsIds: [corn.goodsId] }), { ticket: seller.ticket });
    await t.ok(calls.addPromotion, promo({ name: "折扣丁", rule: { kind: "DISCOUNT", rateBp: 8000 }, goodsIds: [premix.goodsId], startAt: at(7 * day), endAt: at(9 * day) }), { ticket: seller.ticket });
    const off = await t.ok(calls.addPromotion, promo({ name: "折扣戊", rule: { kind: "DISCOUNT", rateBp: 8000 }, goodsIds: [premix.goodsId], enabled: false }), { ticket: seller.ticket });
    const on = await t.call(calls.enablePromotion, { id: off.id, enabled: true }, { ticket: seller.ticket });
    expect([on.code, on.data]).toEqual([Codes.CONFLICT, { promotionId: a.id }]);
    // reductions overlap freely
    await t.ok(calls.addPromotion, promo({ name: "满减甲", goodsIds: [premix.goodsId] }), { ticket: seller.ticket });
    // parallel saves of two clashing discounts: exactly one wins
    const both = await Promise.all(["并发一", "并发二"].map((name) => t.call(calls.addPromotion, promo({ name, rule: { kind: "DISCOUNT", rateBp: 9000 }, goodsIds: [feed.goodsId], startAt: at(20 * day), endAt: at(25 * day) }), { ticket: seller.ticket })));
    expect(both.map((r) => r.code).sort()).toEqual(["0", Codes.VALIDATION].sort());
  });

  it("names the field of a promotion that does not hold together", async () => {
    const cases: [Partial<PromotionInput>, string][] = [
      [{ name: "" }, "name"],
      [{ rule: { kind: "DISCOUNT", rateBp: 10_000 } }, "rule.rateBp"],
      [{ rule: { kind: "DISCOUNT", rateBp: 999 } }, "rule.rateBp"],
      [{ rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 20_000, off: 20_000 }] } }, "rule.tiers.0.off"],
      [{ rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 20_000, off: 2000 }, { threshold: 10_000, off: 3000 }] } }, "rule.tiers.1.threshold"],
      [{ rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 20_000, off: 2000 }, { threshold: 30_000, off: 1000 }] } }, "rule.tiers.1.off"],
      [{ rule: { kind: "FULL_REDUCTION", tiers: Array.from({ length: 6 }, (_, i) => ({ threshold: (i + 2) * 1000, off: (i + 1) * 100 })) } }, "rule.tiers"],
      [{ rule: { kind: "FULL_REDUCTION", tiers: [] } }, "rule.tiers"],
      [{ rule: { kind: "EVERY_REDUCTION", every: 10_000, off: 10_000, maxTimes: null } }, "rule.off"],
      [{ rule: { kind: "EVERY_REDUCTION", every: 10_000, off: 100, maxTimes: 0 } }, "rule.maxTimes"],
      [{ rule: { kind: "GIFT", tiers: [{ threshold: 10_000, gifts: [{ goodsId: foreign.goodsId, specId: foreign.specIds[0], quantity: 1 }] }] } }, "rule.tiers.0.gifts.0.goodsId"],
      [{ rule: { kind: "GIFT", tiers: [{ threshold: 10_000, gifts: [{ goodsId: corn.goodsId, specId: feed.specIds[0], quantity: 1 }] }] } }, "rule.tiers.0.gifts.0.specId"],
      [{ rule: { kind: "GIFT", tiers: [{ threshold: 10_000, gifts: [{ goodsId: corn.goodsId, specId: corn.specIds[0], quantity: 0 }] }] } }, "rule.tiers.0.gifts.0.quantity"],
      [{ rule: { kind: "GIFT", tiers: [{ threshold: 10_000, gifts: [] }] } }, "rule.tiers.0.gifts"],
      [{ goodsIds: [foreign.goodsId] }, "goodsIds"],
      [{ goodsIds: [] }, "goodsIds"],
      [{ goodsIds: Array.from({ length: 101 }, (_, i) => `g${i}`) }, "goodsIds"],
      [{ endAt: at(-2 * day) }, "endAt"],
      [{ startAt: at(3 * day), endAt: at(2 * day) }, "endAt"],
      [{ startAt: "不是时间" }, "startAt"],
      [{ remark: "长".repeat(201) }, "remark"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.addPromotion, promo(over), { ticket: seller.ticket });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toMatch(new RegExp(`(^| )${field.replace(/\./g, "\\.")}(: |\\b)`));
    }
  });

  it("another shop's promotion is not found; members without a shop or the function are refused", async () => {
    const p = await t.ok(calls.addPromotion, promo({ name: "别人看不到", rule: { kind: "GIFT", tiers: [{ threshold: 1000, gifts: [{ goodsId: corn.goodsId, specId: corn.specIds[0], quantity: 1 }] }] } }), { ticket: seller.ticket });
    for (const res of [
      await t.call(calls.selPromotionById, { id: p.id }, { ticket: rival.ticket }),
      await t.call(calls.updPromotion, { ...promo(), id: p.id }, { ticket: rival.ticket }),
      await t.call(calls.enablePromotion, { id: p.id, enabled: false }, { ticket: rival.ticket }),
      await t.call(calls.delPromotion, { id: p.id }, { ticket: rival.ticket }),
    ])
      expect(res.code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10 }, { ticket: rival.ticket })).total).toBe(0);
    // the rival cannot put our goods in its promotion, nor see them in its picker
    expect((await t.call(calls.addPromotion, promo({ goodsIds: [feed.goodsId] }), { ticket: rival.ticket })).code).toBe(Codes.VALIDATION);
    expect((await t.ok(calls.selPromotionGoods, { pageNum: 1, pageSize: 50 }, { ticket: rival.ticket })).list.map((g) => g.name)).toEqual(["别家饲料"]);
    // a member with the function but no shop
    expect((await t.call(calls.addPromotion, promo(), { ticket: shopless.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10 }, { ticket: shopless.ticket })).code).toBe(Codes.NOT_FOUND);
    // a buyer, an employee without the function, nobody
    expect((await t.call(calls.addPromotion, promo(), { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10 }, { ticket: seller.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.addAdvanceSale, { goodsId: feed.goodsId, specId: feed.specIds[0], price: 100, depositPerUnit: 10, deductPerUnit: 10, depositFrom: at(0), depositTo: at(day), balanceFrom: at(day), balanceTo: at(2 * day), totalQuantity: 1 }, { ticket: seller.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.selPromotionPageByShop, { pageNum: 1, pageSize: 10 })).code).toBe(Codes.NOT_LOGGED_IN);
    // the picker lists the shop's own goods with specs
    const picked = await t.ok(calls.selPromotionGoods, { pageNum: 1, pageSize: 2, keyword: "玉米" }, { ticket: seller.ticket });
    expect(picked.list).toEqual([expect.objectContaining({ goodsId: corn.goodsId, status: "ON", specs: [expect.objectContaining({ specId: corn.specIds[0] }), expect.objectContaining({ specId: corn.specIds[1] })] })]);
  });

  it("the demo seed adds a reduction, a discount and a presale through the module's rules", async () => {
    const demo = await enterprise(t);
    const demoShop = await openShop(t, demo, op);
    for (const n of ["一", "二", "三"]) await publish(demo, `演示商品${n}`);
    const owner: AuthedCtx = {
      ...t.systemCtx(),
      member: { memberId: demo.memberId, boId: demo.boId, boType: "ENTERPRISE", employeeId: null, loginId: "t", ticketId: "t", roles: ["ENTERPRISE_ADMIN"], funcs: new Set(["transaction.shop.promotion", "transaction.shop.advanceSale"]) },
    };
    const out = await seedDemoPromotions(owner);
    expect(out.promotionIds).toHaveLength(2);
    expect(out.presaleId).toBeTruthy();
    expect((await runningPromotions(t.systemCtx(), [demoShop])).get(demoShop)?.map((p) => p.rule.kind)).toEqual(["FULL_REDUCTION", "DISCOUNT"]);
    expect((await t.ok(calls.selAdvanceSalePageByShop, { pageNum: 1, pageSize: 10 }, { ticket: demo.ticket })).list[0]).toMatchObject({ state: "DEPOSIT", totalQuantity: 200, limitPerBuyer: 10 });
  });
});
