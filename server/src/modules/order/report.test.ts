/** The seller's sales report (selSalesReport): figures match the orders placed here; other shops' orders stay out. */
import { Codes, order as calls, type OrderDetail } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { PAY_PW } from "../cashier/test-support";
import { enterprise, openShop, operator } from "../goods/test-fixtures";
import { buyerWithMoney, goodsOf, sellerWithShop, type Buyer } from "./test-support";

describe("orders: the sales report", async () => {
  const { createTestApp } = await import("../../testing/harness");
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await enterprise(t, { name: "济南鲁禽饲料有限公司", staffRoles: [["EMP_FINANCE"], ["EMP_PURCHASE"]] });
  await openShop(t, seller, op);
  const [finance, purchase] = seller.staff;
  const other = await sellerWithShop(t, "潍坊禽苗有限公司");
  const feed = await goodsOf(t, seller, { name: "蛋鸡配合料 高峰期", specs: [{ name: "40kg/袋", price: 16_800, stock: 100 }, { name: "20kg/袋", price: 8_800, stock: 100 }] });
  const eggs = await goodsOf(t, seller, { name: "鲜鸡蛋 散装", specs: [{ name: "一箱", price: 5_000, stock: 100 }] });
  const chicks = await goodsOf(t, other, { name: "海兰褐 蛋鸡苗", specs: [{ name: "只", price: 350, stock: 10_000 }] });
  const amy = await buyerWithMoney(t, 500_000);
  const ben = await buyerWithMoney(t, 500_000);
  const S = { ticket: seller.ticket };
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const submit = async (b: Buyer, specId: string, quantity: number) =>
    (await t.ok(calls.submitOrder, { lines: [{ specId, quantity }], destination: { kind: "ADDRESS", addressId: b.addressId }, coupons: { shopCouponIds: [], platformCouponId: null } }, { ticket: b.ticket })).orders[0].orderId;
  const pay = (b: Buyer, id: string) => t.ok(calls.toPayment, { orderIds: [id], payPassword: PAY_PW }, { ticket: b.ticket });

  // amy: 2 × 40kg; 3 boxes of eggs revised 1 000 fen cheaper; ben: 1 × 20kg cancelled by the seller (refunded),
  // 1 box of eggs shipped and received (settled), 1 box unpaid; amy also buys from the other shop
  const a1 = await submit(amy, feed.specIds[0], 2);
  await pay(amy, a1);
  const a2 = await submit(amy, eggs.specIds[0], 3);
  await t.ok(calls.orderPriceRevision, { orderId: a2, goodsPayable: 14_000, freight: 0 }, S);
  await pay(amy, a2);
  const b1 = await submit(ben, feed.specIds[1], 1);
  await pay(ben, b1);
  await t.ok(calls.sellerCancelOrder, { orderId: b1, reason: "OUT_OF_STOCK" }, S);
  const b2 = await submit(ben, eggs.specIds[0], 1);
  await pay(ben, b2);
  await t.ok(calls.orderDelivery, { orderId: b2, carrier: "SF", trackingNo: "SF1234567890" }, S);
  await t.ok(calls.confirmReceipt, { orderId: b2 }, { ticket: ben.ticket });
  await submit(ben, eggs.specIds[0], 1);
  const o1 = await submit(amy, chicks.specIds[0], 100);
  await pay(amy, o1);
  const d = async (id: string): Promise<OrderDetail> => t.ok(calls.selSellerOrderDetailById, { orderId: id }, S);
  const [A1, A2, B1, B2] = [await d(a1), await d(a2), await d(b1), await d(b2)];
  const deals = [A1, A2, B2];
  const sum = (f: (o: OrderDetail) => number) => deals.reduce((a, o) => a + f(o), 0);

  it("totals, trend, goods, categories and buyers match the orders placed", async () => {
    const r = await t.ok(calls.selSalesReport, { from: today, to: today }, S);
    expect(r.totals).toEqual({
      orderCount: 3,
      buyerCount: 2,
      goodsQuantity: 2 + 3 + 1,
      goodsAmount: 33_600 + 15_000 + 5_000,
      discount: sum((o) => o.discount + o.reduction + o.shopCoupon + o.platformCoupon - o.adjust),
      freight: sum((o) => o.freight),
      paidAmount: sum((o) => o.paidAmount),
      refundCount: 1,
      refunds: B1.paidAmount,
      platformFee: B2.platformFee,
      settled: B2.paidAmount - B2.platformFee,
      pending: A1.paidAmount + A2.paidAmount,
    });
    expect(r.totals.discount).toBe(1_000);
    expect(r.totals.paidAmount).toBe(r.totals.goodsAmount - r.totals.discount + r.totals.freight);
    expect(B2.platformFee).toBeGreaterThan(0);
    expect(r.series).toEqual([{ date: today, orderCount: 3, amount: r.totals.paidAmount, refunds: B1.paidAmount }]);
    expect(r.byGoods.map((g) => [g.goodsName, g.specName, g.quantity, g.amount])).toEqual([
      ["蛋鸡配合料 高峰期", "40kg/袋", 2, 33_600],
      ["鲜鸡蛋 散装", "一箱", 4, 14_000 + 5_000],
    ]);
    expect(r.byGoods.map((g) => g.share)).toEqual([Math.round((33_600 * 10_000) / 52_600), Math.round((19_000 * 10_000) / 52_600)]);
    expect(r.byCategory).toHaveLength(1);
    expect(r.byCategory[0]).toMatchObject({ quantity: 6, amount: 52_600, share: 10_000 });
    expect(r.byCategory[0].categoryName).toBeTruthy();
    expect(r.topBuyers.map((b) => [b.buyerBoId, b.orderCount, b.amount])).toEqual([
      [amy.boId, 2, A1.paidAmount + A2.paidAmount],
      [ben.boId, 1, B2.paidAmount],
    ]);
    expect(r.topBuyers.reduce((a, b) => a + b.share, 0)).toBeGreaterThanOrEqual(9_999);
    // top 1 only
    expect((await t.ok(calls.selSalesReport, { from: today, to: today, top: 1 }, S)).topBuyers).toHaveLength(1);
  });

  it("a goods keyword keeps only the orders and lines of those goods; a period without deals is all zeros", async () => {
    const r = await t.ok(calls.selSalesReport, { from: today, to: today, keyword: "鸡蛋" }, S);
    expect(r.totals).toMatchObject({ orderCount: 2, goodsQuantity: 4, refundCount: 0 });
    expect(r.byGoods.map((g) => g.goodsName)).toEqual(["鲜鸡蛋 散装"]);
    const empty = await t.ok(calls.selSalesReport, { from: "2025-01-01", to: "2025-01-03" }, S);
    expect(empty.totals).toMatchObject({ orderCount: 0, paidAmount: 0, refunds: 0, settled: 0 });
    expect(empty.series.map((p) => [p.date, p.orderCount])).toEqual([["2025-01-01", 0], ["2025-01-02", 0], ["2025-01-03", 0]]);
    expect([empty.byGoods, empty.byCategory, empty.topBuyers]).toEqual([[], [], []]);
  });

  it("another shop's orders stay out of the report, both ways", async () => {
    const mine = await t.ok(calls.selSalesReport, { from: today, to: today }, S);
    expect(mine.byGoods.some((g) => g.goodsName.includes("蛋鸡苗"))).toBe(false);
    const theirs = await t.ok(calls.selSalesReport, { from: today, to: today }, { ticket: other.ticket });
    expect(theirs.totals).toMatchObject({ orderCount: 1, buyerCount: 1, goodsQuantity: 100, refundCount: 0 });
    expect(theirs.byGoods.map((g) => g.goodsName)).toEqual(["海兰褐 蛋鸡苗"]);
  });

  it("refuses a bad period with a message naming the field", async () => {
    const backwards = await t.call(calls.selSalesReport, { from: today, to: "2020-01-01" }, S);
    expect([backwards.code, backwards.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("from")]);
    const long = await t.call(calls.selSalesReport, { from: "2024-01-01", to: "2025-06-30" }, S);
    expect([long.code, long.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("to")]);
    const garbled = await t.call(calls.selSalesReport, { from: "2026-13-45", to: today }, S);
    expect([garbled.code, garbled.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("from")]);
    const top = await t.call(calls.selSalesReport, { from: today, to: today, top: 0 }, S);
    expect([top.code, top.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("top")]);
  });

  it("opens for the check-bill employee; refuses an employee without an order function", async () => {
    expect((await t.ok(calls.selSalesReport, { from: today, to: today }, { ticket: finance.ticket })).totals.orderCount).toBe(3);
    expect((await t.call(calls.selSalesReport, { from: today, to: today }, { ticket: purchase.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.selSalesReport, { from: today, to: today })).code).toBe(Codes.NOT_LOGGED_IN);
  });
});
