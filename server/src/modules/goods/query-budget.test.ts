import { goods } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { counted as countedOn } from "../../kit/query-count";
import { createTestApp } from "../../testing/harness";
import { addOrderEvaluations } from "./order-evaluations";
import { forgetShopPartOfGoods, forgetShopPartOfShop } from "./shop-part";
import { enterprise, goodsFormFor, openShop, operator, person } from "./test-fixtures";

/**
 * What the goods detail and the goods list cost per request (issue 14), counted at the database
 * client. Before: detail 18 statements for a visitor (one an UPDATE), 22 for a logged-in buyer; the
 * list page 5. Then 5 for a visitor (goods, specs, traces, score, shop name); now one (detail-row.ts).
 */
describe("queries per request: goods detail and the goods list", async () => {
  const t = await createTestApp();
  // the registry's subscribers (modules/index.ts) are wired here as the app wires them
  t.services.events.subscribe("goods.changed", forgetShopPartOfGoods);
  t.services.events.subscribe("shop.changed", forgetShopPartOfShop);
  const op = await operator(t);
  const a = await enterprise(t, { name: "济南鲁禽饲料有限公司" });
  const buyer = await person(t, ["BUYER"], "张建国");
  const shopId = await openShop(t, a, op, { businessScope: ["04"], areaCode: "370102" });
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) {
    const form = goodsFormFor({ name: `蛋鸡配合料 ${i}`, categoryId: "040101", originAreaCode: "370102", specs: [{ name: "40kg", price: 16800 + i, stock: 10 }] });
    ids.push((await t.ok(goods.publishGoods, form, { ticket: a.ticket })).goodsId);
  }
  const counted = <T>(f: () => Promise<T>) => countedOn(t.database.db, f);

  it("detail: no write, one statement; the shop's card and recommendations come from the cache once read", async () => {
    await t.ok(goods.detail, { goodsId: ids[0] }); // fills the shop's part
    const anon = await counted(() => t.ok(goods.detail, { goodsId: ids[1] }));
    expect(anon.statements.filter((s) => !/^\s*select/i.test(s))).toEqual([]);
    expect(anon.n).toBe(1);
    expect(anon.out.recommended).toHaveLength(8);
    expect(anon.out.recommended.map((g) => g.goodsId)).not.toContain(ids[1]);
    expect(anon.out.shop).toMatchObject({ shopId, goodsCount: 12 });
    const member = await counted(() => t.ok(goods.detail, { goodsId: ids[2] }, { ticket: buyer.ticket }));
    expect(member.n).toBeLessThanOrEqual(5); // + the ticket, the buyer's level and customer prices
  });

  it("the list page: rows and count together, the cards in one more round", async () => {
    await t.ok(goods.selGoodsListByPage, { pageSize: 20 });
    const list = await counted(() => t.ok(goods.selGoodsListByPage, { pageSize: 20 }));
    expect(list.out.list).toHaveLength(12);
    expect(list.n).toBeLessThanOrEqual(4);
  });

  it("the cached part follows the catalogue's events at once", async () => {
    const before = await t.ok(goods.detail, { goodsId: ids[0] });
    const gone = before.recommended[0].goodsId;
    await t.ok(goods.updStatus, { goodsIds: [gone], status: "OFF" }, { ticket: a.ticket });
    const after = await t.ok(goods.detail, { goodsId: ids[0] });
    expect(after.recommended.map((g) => g.goodsId)).not.toContain(gone);
    expect(after.recommended).toHaveLength(8);
    expect(after.shop?.goodsCount).toBe(11);

    await addOrderEvaluations(t.systemCtx(), [
      { goodsId: ids[0], shopId, sellerBoId: a.boId, buyerBoId: buyer.boId, buyerName: "张建国", specId: "spec-x", specName: "40kg", score: 4, descriptionScore: 4, serviceScore: 4, logisticsScore: 4, content: "好", images: [], isAnonymous: false, orderId: "order-x" },
    ]);
    expect((await t.ok(goods.detail, { goodsId: ids[0] })).shop).toMatchObject({ score: 4, evaluationCount: 1 });
  });
});
