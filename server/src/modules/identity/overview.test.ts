import { Codes, favourite, goods, memberOverview } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { goods as goodsTable, goodsEvaluation } from "../goods/schema";
import { enterprise, goodsFormFor, openShop, operator, person } from "../goods/test-fixtures";

describe("the member centre's overview", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const op = await operator(t);
  const seller = await enterprise(t, { staffRoles: [["EMP_SALES"]] });
  const [sales] = seller.staff;
  const shopId = await openShop(t, seller, op);
  const published = [];
  for (let i = 0; i < 3; i++) published.push(await t.ok(goods.publishGoods, goodsFormFor(), { ticket: seller.ticket }));
  await db.update(goodsTable).set({ status: "PENDING" }).where(eq(goodsTable.id, published[2].goodsId));
  const review = { goodsId: published[0].goodsId, sellerBoId: seller.boId, buyerName: "买家", score: 5, descriptionScore: 5, serviceScore: 5, logisticsScore: 5 };
  const buyer = await person(t, ["BUYER"]);
  await db.insert(goodsEvaluation).values([
    { ...review, buyerBoId: buyer.boId, content: "不错" },
    { ...review, buyerBoId: buyer.boId, content: "很好", reply: "谢谢" },
  ]);
  await t.ok(favourite.add, { kind: "GOODS", targetId: published[0].goodsId }, { ticket: buyer.ticket });
  await t.ok(favourite.add, { kind: "GOODS", targetId: published[1].goodsId }, { ticket: buyer.ticket });
  await t.ok(favourite.add, { kind: "SHOP", targetId: shopId }, { ticket: buyer.ticket });

  it("counts the seller's shop, goods on shelf, goods under review and reviews to answer", async () => {
    const o = await t.ok(memberOverview.mine, {}, { ticket: seller.ticket });
    expect(o).toMatchObject({ boId: seller.boId, boType: "ENTERPRISE", verifyState: "APPROVED", goodsOnShelf: 2, goodsPending: 1, reviewsToReply: 1, favGoods: 0, favShops: 0 });
    expect(o.shop).toMatchObject({ shopId, status: "OPEN" });
  });

  it("an employee acting for the enterprise sees the enterprise's figures", async () => {
    const o = await t.ok(memberOverview.mine, {}, { ticket: sales.ticket });
    expect(o).toMatchObject({ boId: seller.boId, goodsOnShelf: 2, goodsPending: 1 });
  });

  it("a buyer sees their own favourites and nothing of the seller's", async () => {
    const o = await t.ok(memberOverview.mine, {}, { ticket: buyer.ticket });
    expect(o).toEqual({
      boId: buyer.boId,
      boType: "PERSON",
      verifyState: "NONE",
      shop: null,
      goodsOnShelf: 0,
      goodsPending: 0,
      goodsRejected: 0,
      supplyOn: 0,
      demandOn: 0,
      reviewsToReply: 0,
      favGoods: 2,
      favShops: 1,
    });
  });

  it("a second member sees none of the first's counts", async () => {
    const other = await person(t, ["BUYER", "SELLER"]);
    const o = await t.ok(memberOverview.mine, {}, { ticket: other.ticket });
    expect(o).toMatchObject({ boId: other.boId, shop: null, goodsOnShelf: 0, goodsPending: 0, reviewsToReply: 0, favGoods: 0, favShops: 0 });
  });

  it("asks visitors to log in", async () => {
    expect((await t.call(memberOverview.mine, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });
});
