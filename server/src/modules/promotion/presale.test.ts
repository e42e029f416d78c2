import { Codes, goods as goodsCalls, promotion as calls, type PresaleInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, openShop, operator, person } from "../goods/test-fixtures";
import { presalesForSpecs, releasePresale, reservePresale } from ".";

const day = 86_400_000;

describe("presales", async () => {
  const t = await createTestApp();
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const op = await operator(t);
  const seller = await enterprise(t, { staffRoles: [["EMP_SALES"]] });
  await openShop(t, seller, op);
  const rival = await enterprise(t);
  await openShop(t, rival, op);
  const buyer = await person(t, ["BUYER"], "买家");
  const publish = async (who: { ticket: string }, name: string) => {
    const g = await t.ok(goodsCalls.publishGoods, goodsFormFor({ name }), { ticket: who.ticket });
    const v = await t.ok(goodsCalls.selGoodsByIdManage, { goodsId: g.goodsId }, { ticket: who.ticket });
    return { goodsId: g.goodsId, specIds: v.specs.map((s) => s.specId) };
  };
  const chicks = await publish(seller, "海兰褐雏鸡");
  const feed = await publish(seller, "育雏料");
  const foreign = await publish(rival, "别家雏鸡");
  const sale = (over: Partial<PresaleInput> = {}): PresaleInput => ({
    goodsId: chicks.goodsId,
    specId: chicks.specIds[0],
    price: 10_000,
    depositPerUnit: 1000,
    deductPerUnit: 2000,
    depositFrom: at(-day),
    depositTo: at(5 * day),
    balanceFrom: at(5 * day),
    balanceTo: at(10 * day),
    limitPerBuyer: 5,
    totalQuantity: 10,
    ...over,
  });

  it("a shop adds a presale of a spec; list, detail, public read and the checkout's facts show it; one active per spec", async () => {
    const p = await t.ok(calls.addAdvanceSale, sale({ remark: "下一批" }), { ticket: seller.ticket });
    expect(p).toMatchObject({ goodsName: "海兰褐雏鸡", specName: "40kg/袋", listPrice: 16_800, state: "DEPOSIT", soldQuantity: 0, remark: "下一批" });
    const again = await t.call(calls.addAdvanceSale, sale({ price: 9000 }), { ticket: seller.ticket });
    expect([again.code, again.msg]).toEqual([Codes.VALIDATION, "specId: 该规格已有未结束的预售，请先停用或等它结束"]);
    const later = await t.ok(calls.addAdvanceSale, sale({ specId: chicks.specIds[1], depositFrom: at(day), enabled: false }), { ticket: seller.ticket });
    expect(later.state).toBe("DISABLED");
    await t.ok(calls.addAdvanceSale, sale({ goodsId: feed.goodsId, specId: feed.specIds[0], depositFrom: at(day) }), { ticket: seller.ticket });

    expect((await t.ok(calls.selAdvanceSalePageByShop, { pageNum: 1, pageSize: 10 }, { ticket: seller.ticket })).total).toBe(3);
    expect((await t.ok(calls.selAdvanceSalePageByShop, { pageNum: 1, pageSize: 10, keyword: "雏鸡" }, { ticket: seller.ticket })).total).toBe(2);
    expect((await t.ok(calls.selAdvanceSalePageByShop, { pageNum: 1, pageSize: 10, state: "NOT_STARTED" }, { ticket: seller.ticket })).list.map((x) => x.goodsName)).toEqual(["育雏料"]);
    expect((await t.ok(calls.selAdvanceSalePageByShop, { pageNum: 1, pageSize: 10, keyword: "没有" }, { ticket: seller.ticket })).total).toBe(0);
    expect(await t.ok(calls.selAdvanceSaleById, { id: p.id }, { ticket: seller.ticket })).toMatchObject({ id: p.id, price: 10_000 });

    const pub = await t.ok(calls.selAdvanceSaleByGoodsId, { goodsId: chicks.goodsId });
    expect(pub.map((x) => x.id)).toEqual([p.id]);
    expect(pub[0]).not.toHaveProperty("remark");

    const facts = await presalesForSpecs(t.systemCtx(), [chicks.specIds[0], chicks.specIds[1], "nope"]);
    expect([...facts.keys()]).toEqual([chicks.specIds[0]]);
    expect(facts.get(chicks.specIds[0])).toMatchObject({ id: p.id, goodsId: chicks.goodsId, price: 10_000, depositPerUnit: 1000, deductPerUnit: 2000, limitPerBuyer: 5, totalQuantity: 10, soldQuantity: 0 });
    expect(facts.get(chicks.specIds[0])?.depositFrom).toBeInstanceOf(Date);

    // switching the first off frees the spec for another
    await t.ok(calls.updAdvanceSale, { ...sale({ enabled: false }), id: p.id }, { ticket: seller.ticket });
    const next = await t.ok(calls.addAdvanceSale, sale({ price: 9000 }), { ticket: seller.ticket });
    expect(await t.ok(calls.delAdvanceSale, { id: p.id }, { ticket: seller.ticket })).toEqual({ id: p.id });
    await t.ok(calls.delAdvanceSale, { id: next.id }, { ticket: seller.ticket });
  });

  it("30 parallel reservations of a presale of 10 take exactly 10; release gives them back; sold units fix the terms", async () => {
    const p = await t.ok(calls.addAdvanceSale, sale(), { ticket: seller.ticket });
    const tries = await Promise.allSettled(Array.from({ length: 30 }, () => reservePresale(t.systemCtx(), p.id, 1)));
    expect(tries.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = tries.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.every((r) => (r.reason as { code?: string }).code === Codes.CONFLICT)).toBe(true);
    expect((await t.ok(calls.selAdvanceSaleById, { id: p.id }, { ticket: seller.ticket })).soldQuantity).toBe(10);

    expect(await releasePresale(t.systemCtx(), p.id, 3)).toEqual({ soldQuantity: 7 });
    await expect(releasePresale(t.systemCtx(), p.id, 8)).rejects.toMatchObject({ code: Codes.CONFLICT });
    await expect(reservePresale(t.systemCtx(), p.id, 4)).rejects.toMatchObject({ code: Codes.CONFLICT, message: "预售数量不足，剩余 3 件" });
    expect(await reservePresale(t.systemCtx(), p.id, 3)).toEqual({ soldQuantity: 10, totalQuantity: 10 });

    const price = await t.call(calls.updAdvanceSale, { ...sale({ price: 12_000 }), id: p.id }, { ticket: seller.ticket });
    expect(price.msg).toBe("price: 已有买家付定金（10 件），不能再修改规格、预售价、定金与抵扣");
    const shrink = await t.call(calls.updAdvanceSale, { ...sale({ totalQuantity: 9, limitPerBuyer: 1 }), id: p.id }, { ticket: seller.ticket });
    expect(shrink.msg).toBe("totalQuantity: 已售 10 件，总量不能少于已售");
    expect((await t.ok(calls.updAdvanceSale, { ...sale({ totalQuantity: 20, remark: "加量" }), id: p.id }, { ticket: seller.ticket })).totalQuantity).toBe(20);
    const del = await t.call(calls.delAdvanceSale, { id: p.id }, { ticket: seller.ticket });
    expect(del).toMatchObject({ code: Codes.CONFLICT, data: { soldQuantity: 10 } });

    // outside the deposit window nothing is reserved
    const notYet = await t.ok(calls.addAdvanceSale, sale({ goodsId: feed.goodsId, specId: feed.specIds[1], depositFrom: at(day) }), { ticket: seller.ticket });
    await expect(reservePresale(t.systemCtx(), notYet.id, 1)).rejects.toMatchObject({ message: "预售当前不在付定金时间内" });
    await expect(reservePresale(t.systemCtx(), notYet.id, 0)).rejects.toBeInstanceOf(RangeError);
  });

  it("names the field of a presale that does not hold together", async () => {
    const cases: [Partial<PresaleInput>, string][] = [
      [{ goodsId: foreign.goodsId, specId: foreign.specIds[0] }, "goodsId"],
      [{ specId: feed.specIds[0] }, "specId"],
      [{ price: 0 }, "price"],
      [{ depositPerUnit: 0 }, "depositPerUnit"],
      [{ depositPerUnit: 10_000 }, "depositPerUnit"],
      [{ deductPerUnit: 500 }, "deductPerUnit"],
      [{ deductPerUnit: 10_001 }, "deductPerUnit"],
      [{ depositTo: at(-2 * day) }, "depositTo"],
      [{ balanceFrom: at(4 * day) }, "balanceFrom"],
      [{ balanceTo: at(5 * day) }, "balanceTo"],
      [{ depositFrom: at(-30 * day), depositTo: at(-20 * day), balanceFrom: at(-20 * day), balanceTo: at(-10 * day) }, "balanceTo"],
      [{ depositFrom: "昨天" }, "depositFrom"],
      [{ totalQuantity: 0 }, "totalQuantity"],
      [{ limitPerBuyer: 0 }, "limitPerBuyer"],
      [{ limitPerBuyer: 11 }, "limitPerBuyer"],
      [{ remark: "长".repeat(201) }, "remark"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.addAdvanceSale, sale({ specId: chicks.specIds[1], ...over }), { ticket: seller.ticket });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toMatch(new RegExp(`(^| )${field}(: |\\b)`));
    }
  });

  it("another shop's presale is not found; buyers and employees without the function are refused", async () => {
    const p = await t.ok(calls.addAdvanceSale, sale({ goodsId: feed.goodsId, specId: feed.specIds[0], enabled: false }), { ticket: seller.ticket });
    for (const res of [
      await t.call(calls.selAdvanceSaleById, { id: p.id }, { ticket: rival.ticket }),
      await t.call(calls.updAdvanceSale, { ...sale({ goodsId: foreign.goodsId, specId: foreign.specIds[0] }), id: p.id }, { ticket: rival.ticket }),
      await t.call(calls.delAdvanceSale, { id: p.id }, { ticket: rival.ticket }),
    ])
      expect(res.code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(calls.selAdvanceSalePageByShop, { pageNum: 1, pageSize: 10 }, { ticket: rival.ticket })).total).toBe(0);
    expect((await t.call(calls.addAdvanceSale, sale(), { ticket: rival.ticket })).code).toBe(Codes.VALIDATION);
    expect((await t.call(calls.selAdvanceSalePageByShop, { pageNum: 1, pageSize: 10 }, { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.selAdvanceSaleGoods, { pageNum: 1, pageSize: 10 }, { ticket: seller.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.addAdvanceSale, sale(), {})).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.ok(calls.selAdvanceSaleGoods, { pageNum: 1, pageSize: 10 }, { ticket: seller.ticket })).total).toBe(2);
  });
});
