import { Codes, goods, pricing } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { member } from "../identity/schema";
import { createTestApp } from "../../testing/harness";
import { enterprise, goodsFormFor, nextMobile, openShop, operator, person } from "../goods/test-fixtures";
import { createPerson } from "../../demo/members";
import { ANONYMOUS, priceFor, type Buyer, type SpecPrices } from "./price";

describe("priceFor: customer price > member price > list price, never above the list price", () => {
  const member = (customerPrice: number | null = null): Buyer => ({ loggedIn: true, customerPrice });
  const table: [string, SpecPrices, Buyer, number, string][] = [
    ["visitor pays the list price", { price: 1000, memberPrice: 900 }, ANONYMOUS, 1000, "LIST"],
    ["visitor never gets a customer price", { price: 1000, memberPrice: null }, { loggedIn: false, customerPrice: 700 }, 1000, "LIST"],
    ["member gets the member price", { price: 1000, memberPrice: 900 }, member(), 900, "MEMBER"],
    ["member without a member price pays the list price", { price: 1000, memberPrice: null }, member(), 1000, "LIST"],
    ["customer price wins over the member price", { price: 1000, memberPrice: 900 }, member(800), 800, "CUSTOMER"],
    ["customer price wins even when above the member price", { price: 1000, memberPrice: 800 }, member(850), 850, "CUSTOMER"],
    ["customer price above the list price is capped", { price: 1000, memberPrice: 900 }, member(1200), 1000, "LIST"],
    ["member price above the list price is capped", { price: 1000, memberPrice: 1100 }, member(), 1000, "LIST"],
    ["customer price equal to the list price", { price: 1000, memberPrice: null }, member(1000), 1000, "CUSTOMER"],
  ];
  it.each(table)("%s", (_name, spec, buyer, price, source) => {
    expect(priceFor(spec, buyer)).toEqual({ price, source });
  });
});

describe("customers, customer prices and what buyers see", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await enterprise(t, { staffRoles: [["EMP_SALES"], ["EMP_PURCHASE"]] });
  const [sales, purchaser] = seller.staff;
  const rival = await person(t, ["SHOP_OWNER"]);
  await openShop(t, seller, op);
  await openShop(t, rival, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const buyerMobile = nextMobile();
  await createPerson(t.database.db, { id: "b-zhang", loginName: "zhang", mobile: buyerMobile, password: "Zhang@2026", name: "张建国", roles: ["BUYER"] });
  const buyer = await t.login("zhang", "Zhang@2026");
  const stranger = await person(t, ["BUYER"], "路人");
  const buyerCorp = await enterprise(t, { name: "寿光蔬菜合作社" });

  const g = await t.ok(
    goods.publishGoods,
    goodsFormFor({
      name: "蛋鸡配合料",
      specs: [
        { name: "40kg/袋", price: 16800, memberPrice: 16200, stock: 100 },
        { name: "20kg/袋", price: 8800, stock: 100 },
      ],
      payPlans: [{ type: "FULL" }, { type: "DEPOSIT", depositRateBp: 3000, balanceDueDays: 7 }, { type: "CREDIT", creditDays: 30, customerLevels: ["STRATEGIC", "KEY"] }],
      rebateBp: 100,
    }),
    { ticket: seller.ticket },
  );
  const specs = (await t.ok(goods.selGoodsByIdManage, { goodsId: g.goodsId }, { ticket: seller.ticket })).specs;
  const [big, small] = specs.map((s) => s.specId);

  it("adds customers by mobile (a person, or an enterprise by its contact mobile), refusing unknowns, self and duplicates", async () => {
    const c = await t.ok(pricing.customerAdd, { mobile: buyerMobile, level: "KEY", note: "老客户" }, { ticket: seller.ticket });
    expect(c).toMatchObject({ customerBoId: "b-zhang", name: "张建国", type: "PERSON", levelLabel: "重点客户" });
    expect(c.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await t.call(pricing.customerAdd, { mobile: buyerMobile }, { ticket: sales.ticket })).code).toBe(Codes.CONFLICT);
    expect((await t.call(pricing.customerAdd, { mobile: "13000000000" }, { ticket: seller.ticket })).msg).toContain("mobile");
    expect((await t.call(pricing.customerAdd, { mobile: "123" }, { ticket: seller.ticket })).msg).toContain("mobile");
    const [corp] = await t.database.db.select({ mobile: member.mobile }).from(member).where(eq(member.id, buyerCorp.boId));
    const ent = await t.ok(pricing.customerAdd, { mobile: corp.mobile!, asEnterprise: true }, { ticket: seller.ticket });
    expect(ent).toMatchObject({ type: "ENTERPRISE", name: "寿光蔬菜合作社", level: "NORMAL" });
    const page = await t.ok(pricing.customerPage, { keyword: "张" }, { ticket: seller.ticket });
    expect(page.list.map((x) => x.customerBoId)).toEqual(["b-zhang"]);
    expect((await t.ok(pricing.customerPage, { level: "NORMAL" }, { ticket: seller.ticket })).total).toBe(1);
    expect((await t.ok(pricing.customerPage, {}, { ticket: rival.ticket })).total).toBe(0);
    expect((await t.call(pricing.customerPage, {}, { ticket: purchaser.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(pricing.customerPage, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("sets customer prices only for own specs and own customers, never above the list price", async () => {
    expect(await t.ok(pricing.batchEditCustPrice, { items: [{ specId: big, customerBoId: "b-zhang", price: 15500 }] }, { ticket: seller.ticket })).toEqual({ saved: 1, deleted: 0 });
    expect((await t.call(pricing.batchEditCustPrice, { items: [{ specId: small, customerBoId: "b-zhang", price: 9000 }] }, { ticket: seller.ticket })).msg).toContain("items.price");
    expect((await t.call(pricing.batchEditCustPrice, { items: [{ specId: small, customerBoId: stranger.boId, price: 8000 }] }, { ticket: seller.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(pricing.batchEditCustPrice, { items: [{ specId: big, customerBoId: "b-zhang", price: 1 }] }, { ticket: rival.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(pricing.batchEditCustPrice, { items: [{ specId: big, customerBoId: "b-zhang", price: 0 }] }, { ticket: seller.ticket })).msg).toContain("items.0.price");
    expect((await t.call(pricing.batchEditCustPrice, { items: [{ specId: big, customerBoId: "b-zhang", price: 1 }] }, { ticket: purchaser.ticket })).code).toBe(Codes.FORBIDDEN);
  });

  it("every price the buyer sees goes through priceFor", async () => {
    const mine = await t.ok(goods.selGoodsById, { goodsId: g.goodsId }, { ticket: buyer });
    expect(mine.specs.map((s) => [s.price, s.priceSource])).toEqual([[15500, "CUSTOMER"], [8800, "LIST"]]);
    const theirs = await t.ok(goods.selGoodsById, { goodsId: g.goodsId }, { ticket: stranger.ticket });
    expect(theirs.specs.map((s) => [s.price, s.priceSource])).toEqual([[16200, "MEMBER"], [8800, "LIST"]]);
    const visitor = await t.ok(goods.selGoodsById, { goodsId: g.goodsId });
    expect(visitor.specs.map((s) => s.price)).toEqual([16800, 8800]);
    const card = (await t.ok(goods.selGoodsListByPage, {}, { ticket: buyer })).list.find((c) => c.goodsId === g.goodsId);
    expect(card).toMatchObject({ priceMin: 8800, buyerPriceMin: 8800 });
    const quotes = await t.ok(pricing.priceBySpecList, { specIds: [big, small, "missing"] }, { ticket: buyer });
    expect(quotes.map((q) => [q.specId, q.price, q.source, q.customerPrice])).toEqual([
      [big, 15500, "CUSTOMER", 15500],
      [small, 8800, "LIST", null],
    ]);
    const prio = await t.ok(pricing.pricePriority, { specId: big }, { ticket: buyer });
    expect(prio.candidates.map((c) => [c.source, c.applicable])).toEqual([["CUSTOMER", true], ["MEMBER", true], ["LIST", true]]);
    expect(prio).toMatchObject({ price: 15500, source: "CUSTOMER" });
    const anonPrio = await t.ok(pricing.pricePriority, { specId: big });
    expect(anonPrio.candidates.map((c) => c.applicable)).toEqual([false, false, true]);
    const pref = await t.ok(pricing.usablePreferential, { goodsId: g.goodsId }, { ticket: buyer });
    expect(pref.items.map((i) => i.kind)).toEqual(["CUSTOMER_PRICE", "MEMBER_PRICE", "REBATE"]);
    expect(pref.items[0].saving).toBe(1300);
  });

  it("credit terms are offered only to customers of the listed levels", async () => {
    expect((await t.ok(goods.selGoodsPayPlanList, { goodsId: g.goodsId }, { ticket: buyer })).map((p) => p.type)).toEqual(["FULL", "DEPOSIT", "CREDIT"]);
    expect((await t.ok(goods.selGoodsPayPlanList, { goodsId: g.goodsId }, { ticket: stranger.ticket })).map((p) => p.type)).toEqual(["FULL", "DEPOSIT"]);
    expect((await t.ok(goods.selGoodsPayPlanList, { goodsId: g.goodsId })).map((p) => p.type)).toEqual(["FULL", "DEPOSIT"]);
    const [, deposit] = await t.ok(goods.selGoodsPayPlanList, { goodsId: g.goodsId });
    expect(deposit.description).toBe("下单付 30% 定金，7 天内付清尾款后发货");
  });

  it("price tables by customer and by goods, and the coverage analytics", async () => {
    const byCust = await t.ok(pricing.custPriceByCustomer, { customerBoId: "b-zhang" }, { ticket: seller.ticket });
    expect(byCust.customer.name).toBe("张建国");
    expect(byCust.list.map((r) => [r.specName, r.customerPrice])).toEqual([["40kg/袋", 15500], ["20kg/袋", null]]);
    expect((await t.ok(pricing.custPriceByCustomer, { customerBoId: "b-zhang", onlyPriced: true }, { ticket: seller.ticket })).total).toBe(1);
    expect((await t.call(pricing.custPriceByCustomer, { customerBoId: "b-zhang" }, { ticket: rival.ticket })).code).toBe(Codes.NOT_FOUND);
    const byGoods = await t.ok(pricing.custPriceByGoods, { goodsId: g.goodsId }, { ticket: seller.ticket });
    expect(byGoods.goods.name).toBe("蛋鸡配合料");
    expect(byGoods.list.find((c) => c.customerBoId === "b-zhang")?.prices.map((p) => p.customerPrice)).toEqual([15500, null]);
    expect((await t.call(pricing.custPriceByGoods, { goodsId: g.goodsId }, { ticket: rival.ticket })).code).toBe(Codes.NOT_FOUND);

    const sum = await t.ok(pricing.custPriceDmSummary, {}, { ticket: seller.ticket });
    expect(sum).toEqual({ customerCount: 2, pricedCustomerCount: 1, goodsCount: 1, pricedGoodsCount: 1, priceCount: 1, avgDiscountBp: 774 });
    const cov = await t.ok(pricing.custPriceDmByGoods, {}, { ticket: seller.ticket });
    expect(cov.list[0]).toMatchObject({ goodsId: g.goodsId, pricedCustomerCount: 1, customerCount: 2, coverageBp: 5000, minCustomerPrice: 15500, specCount: 2 });
    const byC = await t.ok(pricing.custPriceDmByCustomer, {}, { ticket: seller.ticket });
    expect(byC.list.find((c) => c.customerBoId === "b-zhang")).toMatchObject({ pricedGoodsCount: 1, pricedSpecCount: 1, avgDiscountBp: 774 });
    expect(await t.ok(pricing.custPriceDmSummary, {}, { ticket: rival.ticket })).toMatchObject({ customerCount: 0, priceCount: 0, avgDiscountBp: null });
  });

  it("updating and deleting a customer: the price stops applying and is removed", async () => {
    const [c] = (await t.ok(pricing.customerPage, { keyword: "张" }, { ticket: seller.ticket })).list;
    expect((await t.ok(pricing.customerUpd, { id: c.id, level: "STRATEGIC", note: null }, { ticket: seller.ticket })).level).toBe("STRATEGIC");
    expect((await t.call(pricing.customerUpd, { id: c.id, level: "NORMAL" }, { ticket: rival.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(pricing.customerDel, { id: c.id }, { ticket: rival.ticket })).code).toBe(Codes.NOT_FOUND);
    expect(await t.ok(pricing.customerDel, { id: c.id }, { ticket: seller.ticket })).toEqual({ deleted: true, pricesDeleted: 1 });
    const after = await t.ok(goods.selGoodsById, { goodsId: g.goodsId }, { ticket: buyer });
    expect(after.specs[0]).toMatchObject({ price: 16200, priceSource: "MEMBER" });
  });
});
