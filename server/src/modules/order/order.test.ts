import { Codes, coupon as couponCalls, order as calls, orderEvaluation, type CouponRuleInput } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { PAY_PW } from "../cashier/test-support";
import { balances, reconcile } from "../ledger";
import { expireUnpaid } from "./actions";
import { buyerWithMoney, goodsOf, sellerWithShop, type Buyer } from "./test-support";

const day = 86_400_000;

describe("orders: checkout, payment, shipment, receipt, evaluation", async () => {
  const { createTestApp } = await import("../../testing/harness");
  const t = await createTestApp();
  const sys = () => t.systemCtx();
  const seller = await sellerWithShop(t, "济南鲁禽饲料有限公司");
  const other = await sellerWithShop(t, "潍坊禽苗有限公司");
  const feed = await goodsOf(t, seller, { name: "蛋鸡配合料 高峰期", specs: [{ name: "40kg/袋", price: 16_800, stock: 100 }, { name: "20kg/袋", price: 8_800, stock: 5 }] });
  const chicks = await goodsOf(t, other, { name: "海兰褐 蛋鸡苗 饲喂套装", specs: [{ name: "只", price: 350, stock: 10_000 }] });
  const amy = await buyerWithMoney(t, 200_000);
  const ben = await buyerWithMoney(t, 50_000);
  const rule = (over: Partial<CouponRuleInput> = {}): CouponRuleInput => ({
    name: "满 300 减 20",
    kind: "AMOUNT",
    threshold: 30_000,
    value: 2_000,
    totalCount: 100,
    perMemberLimit: 1,
    claimFrom: new Date(Date.now() - day).toISOString(),
    claimTo: new Date(Date.now() + 7 * day).toISOString(),
    validity: { type: "DAYS", days: 30 },
    ...over,
  });
  const shopRule = await t.ok(couponCalls.addCoupRegular, rule(), { ticket: seller.ticket });
  const amyCoupon = await t.ok(couponCalls.receiveCoupon, { regCode: shopRule.regCode }, { ticket: amy.ticket });
  const at = { ticket: amy.ticket };
  const to = { kind: "ADDRESS" as const, addressId: amy.addressId };
  const two = [
    { specId: feed.specIds[0], quantity: 2 },
    { specId: chicks.specIds[0], quantity: 100 },
  ];

  it("previews a two-shop checkout: split per shop, the best coupon chosen, every figure in fen", async () => {
    const v = await t.ok(calls.previewOrder, { lines: two, destination: to }, at);
    expect(v.shops.map((s) => s.shopId).sort()).toEqual([seller.shopId, other.shopId].sort());
    expect(v.shops.every((s) => s.shopName.length > 0)).toBe(true);
    const mine = v.shops.find((s) => s.shopId === seller.shopId)!;
    expect(mine).toMatchObject({ goodsAmount: 33_600, shopCoupon: 2_000, chosenCouponId: amyCoupon.id, payable: 31_600 + mine.freight });
    expect(v.payable).toBe(v.shops.reduce((a, s) => a + s.payable, 0));
    expect(v).toMatchObject({ canSubmit: true, problems: [] });
    const without = await t.ok(calls.previewOrder, { lines: two, destination: to, coupons: { shopCouponIds: [], platformCouponId: null } }, at);
    expect(without.payable).toBe(v.payable + 2_000);
  });

  it("says what stops a submit: stock, own goods, no destination", async () => {
    const short = await t.ok(calls.previewOrder, { lines: [{ specId: feed.specIds[1], quantity: 6 }], destination: to }, at);
    expect(short.problems).toEqual([{ specId: feed.specIds[1], problem: "STOCK_SHORT", message: "库存不足" }]);
    expect(short.canSubmit).toBe(false);
    const own = await t.ok(calls.previewOrder, { lines: [{ specId: feed.specIds[0], quantity: 1 }] }, { ticket: seller.ticket });
    expect(own.problems.map((p) => p.problem)).toEqual(["OWN_GOODS"]);
    const noWhere = await t.ok(calls.previewOrder, { lines: [{ specId: feed.specIds[0], quantity: 1 }] }, at);
    expect(noWhere.canSubmit).toBe(false);
    const bad = await t.call(calls.submitOrder, { lines: [{ specId: feed.specIds[1], quantity: 6 }], destination: to, coupons: { shopCouponIds: [], platformCouponId: null } }, at);
    expect([bad.code, bad.msg]).toEqual([Codes.CONFLICT, "有商品不能下单：库存不足"]);
    const zero = await t.call(calls.submitOrder, { lines: [{ specId: feed.specIds[0], quantity: 0 }], destination: to }, at);
    expect(zero.code).toBe(Codes.VALIDATION);
    expect(zero.msg).toMatch(/lines\.0\.quantity/);
    const notMine = await t.call(calls.submitOrder, { lines: [{ specId: feed.specIds[0], quantity: 1 }], destination: { kind: "ADDRESS", addressId: amy.addressId } }, { ticket: ben.ticket });
    expect(notMine.code).toBe(Codes.NOT_FOUND);
  });

  it("submits one order per shop, takes stock, locks the coupon; pays by balance; ships; the buyer confirms and the seller is paid less the fee", async () => {
    const preview = await t.ok(calls.previewOrder, { lines: two, destination: to }, at);
    const stale = await t.call(calls.submitOrder, { lines: two, destination: to, coupons: { shopCouponIds: [amyCoupon.id], platformCouponId: null }, expectedPayable: preview.payable + 1 }, at);
    expect([stale.code, (stale.data as unknown as { payable: number }).payable]).toEqual([Codes.CONFLICT, preview.payable]);
    const s = await t.ok(calls.submitOrder, { lines: two, destination: to, coupons: { shopCouponIds: [amyCoupon.id], platformCouponId: null }, remarks: [{ shopId: seller.shopId, remark: "请周六前送到" }], expectedPayable: preview.payable }, at);
    expect(s.orders).toHaveLength(2);
    expect(s.total).toBe(preview.payable);
    const mine = s.orders.find((o) => o.shopId === seller.shopId)!;
    const detail = await t.ok(calls.selBuyerOrderDetailById, { orderId: mine.orderId }, at);
    expect(detail).toMatchObject({ state: "UNPAID", shopCoupon: 2_000, buyerRemark: "请周六前送到", role: "BUYER" });
    expect(detail.actions).toEqual(expect.arrayContaining(["PAY", "CANCEL"]));
    expect(detail.lines.map((l) => [l.quantity, l.payable])).toEqual([[2, 31_600]]);
    const coupons = await t.ok(couponCalls.selMyCouponListByPage, { pageNum: 1, pageSize: 10 }, at);
    expect(coupons.list.find((c) => c.id === amyCoupon.id)?.state).toBe("LOCKED");

    const wrong = await t.call(calls.toPayment, { orderIds: s.orders.map((o) => o.orderId), payPassword: "000000" }, at);
    expect(wrong.code).not.toBe(Codes.OK);
    const before = (await balances(sys(), amy.boId)).available;
    const paid = await t.ok(calls.toPayment, { orderIds: s.orders.map((o) => o.orderId), payPassword: PAY_PW }, at);
    expect(paid).toMatchObject({ paid: true, total: s.total });
    expect((await balances(sys(), amy.boId)).available).toBe(before - s.total);
    expect((await t.ok(calls.selBuyerOrderDetailById, { orderId: mine.orderId }, at)).state).toBe("PAID");
    expect((await t.ok(couponCalls.selMyCouponListByPage, { pageNum: 1, pageSize: 10 }, at)).list.find((c) => c.id === amyCoupon.id)?.state).toBe("USED");
    const again = await t.call(calls.toPayment, { orderIds: [mine.orderId], payPassword: PAY_PW }, at);
    expect(again.code).toBe(Codes.CONFLICT);

    // the other seller cannot see or ship this order; the buyer cannot ship it
    expect((await t.call(calls.selSellerOrderDetailById, { orderId: mine.orderId }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.orderDelivery, { orderId: mine.orderId, carrier: "SF", trackingNo: "SF1234567890" }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.selBuyerOrderDetailById, { orderId: mine.orderId }, { ticket: ben.ticket })).code).toBe(Codes.NOT_FOUND);
    const badNo = await t.call(calls.orderDelivery, { orderId: mine.orderId, carrier: "SF", trackingNo: "顺丰" }, { ticket: seller.ticket });
    expect(badNo.code).toBe(Codes.VALIDATION);

    expect((await t.ok(calls.remindDelivery, { orderId: mine.orderId }, at)).remindedAt).not.toBeNull();
    expect((await t.call(calls.remindDelivery, { orderId: mine.orderId }, at)).msg).toBe("已提醒过卖家，24 小时内只能提醒一次");
    const sent = await t.ok(calls.orderDelivery, { orderId: mine.orderId, carrier: "SF", trackingNo: "SF1234567890" }, { ticket: seller.ticket });
    expect(sent.state).toBe("SENT");
    const trace = await t.ok(calls.selOrderTraceDetailByParam, { orderId: mine.orderId }, at);
    expect(trace.shipping).toMatchObject({ carrier: "SF", trackingNo: "SF1234567890" });
    expect(trace.history.map((h) => h.event)).toEqual(["submit", "pay", "remind", "ship"]);

    const sellerBefore = (await balances(sys(), seller.boId)).available;
    const got = await t.ok(calls.confirmReceipt, { orderId: mine.orderId }, at);
    expect(got.state).toBe("RECEIVED");
    const sd = await t.ok(calls.selSellerOrderDetailById, { orderId: mine.orderId }, { ticket: seller.ticket });
    expect(sd.platformFee).toBe(Math.round((sd.paidAmount * 60) / 10_000));
    expect((await balances(sys(), seller.boId)).available).toBe(sellerBefore + sd.paidAmount - sd.platformFee);
    expect((await reconcile(t.database.db)).differences).toEqual([]);

    // evaluation completes it and earns points; the seller replies once
    const line = sd.lines[0];
    const ev = await t.ok(orderEvaluation.addEvaluation, { orderId: mine.orderId, items: [{ lineId: line.id, score: 5, content: "料好，鸡爱吃", images: ["/files/image/20260101/feed-1.png"] }], descriptionScore: 5, serviceScore: 4, logisticsScore: 5 }, at);
    expect(ev).toMatchObject({ count: 1, points: 20 });
    expect((await t.ok(calls.selBuyerOrderDetailById, { orderId: mine.orderId }, at)).state).toBe("COMPLETED");
    const twice = await t.call(orderEvaluation.addEvaluation, { orderId: mine.orderId, items: [{ lineId: line.id, score: 5 }], descriptionScore: 5, serviceScore: 5, logisticsScore: 5 }, at);
    expect(twice.code).toBe(Codes.CONFLICT);
    const page = await t.ok(orderEvaluation.selSellerEvaluationPage, { pageNum: 1, pageSize: 10, replied: false }, { ticket: seller.ticket });
    expect(page.list.map((e) => e.content)).toEqual(["料好，鸡爱吃"]);
    expect(page.list[0].buyerName).toMatch(/^\S\*+$/);
    await t.ok(orderEvaluation.replyEvaluation, { id: page.list[0].id, reply: "感谢支持" }, { ticket: seller.ticket });
    expect((await t.call(orderEvaluation.replyEvaluation, { id: page.list[0].id, reply: "再谢" }, { ticket: seller.ticket })).code).toBe(Codes.CONFLICT);
    expect((await t.call(orderEvaluation.replyEvaluation, { id: page.list[0].id, reply: "冒充" }, { ticket: other.ticket })).code).toBe(Codes.NOT_FOUND);
    const mineEv = await t.ok(orderEvaluation.selEvaluationByOrderId, { orderId: mine.orderId }, at);
    expect(mineEv[0]).toMatchObject({ reply: "感谢支持", lineId: line.id });

    // lists and counts by stage, for each side
    const counts = await t.ok(calls.selectOrderCount, { role: "BUYER" }, at);
    expect(counts).toMatchObject({ UNSENT: 1, ALL: 2 });
    const sellerList = await t.ok(calls.selFilterOrderListByPage, { pageNum: 1, pageSize: 10, stage: "DONE" }, { ticket: seller.ticket });
    expect(sellerList.list.map((o) => o.id)).toEqual([mine.orderId]);
    const feedList = await t.ok(calls.selDealListByPage, { pageNum: 1, pageSize: 10 });
    expect(feedList.list.every((d) => /^\S\*+$/.test(d.buyerName))).toBe(true);
    const stats = await t.ok(calls.statisticalOrder, {}, { ticket: seller.ticket });
    expect(stats.total).toMatchObject({ orderCount: 1, amount: sd.paidAmount, buyerCount: 1, goodsQuantity: 2 });
  });

  it("a cancel gives back stock and the coupon; the unpaid timeout cancels by itself", async () => {
    const c2 = await t.ok(couponCalls.receiveCoupon, { regCode: (await t.ok(couponCalls.addCoupRegular, rule({ name: "满 100 减 5", threshold: 10_000, value: 500 }), { ticket: seller.ticket })).regCode }, { ticket: ben.ticket });
    const stockOf = async () => (await t.ok(calls.previewOrder, { lines: [{ specId: feed.specIds[1], quantity: 1 }] }, { ticket: ben.ticket })).shops[0].lines[0].stock;
    const start = await stockOf();
    const s = await t.ok(calls.submitOrder, { lines: [{ specId: feed.specIds[1], quantity: 2 }], destination: { kind: "ADDRESS", addressId: ben.addressId }, coupons: { shopCouponIds: [c2.id], platformCouponId: null } }, { ticket: ben.ticket });
    expect(await stockOf()).toBe(start - 2);
    expect((await t.call(calls.cancelOrder, { orderId: s.orders[0].orderId, reason: "WRONG_INFO" }, at)).code).toBe(Codes.NOT_FOUND);
    const c = await t.ok(calls.cancelOrder, { orderId: s.orders[0].orderId, reason: "WRONG_INFO", note: "地址写错" }, { ticket: ben.ticket });
    expect(c.state).toBe("CANCELLED");
    expect(await stockOf()).toBe(start);
    expect((await t.ok(couponCalls.selMyCouponListByPage, { pageNum: 1, pageSize: 10 }, { ticket: ben.ticket })).list.find((x) => x.id === c2.id)?.state).toBe("AVAILABLE");

    const s2 = await t.ok(calls.submitOrder, { lines: [{ specId: feed.specIds[1], quantity: 1 }], destination: { kind: "ADDRESS", addressId: ben.addressId }, coupons: { shopCouponIds: [], platformCouponId: null } }, { ticket: ben.ticket });
    await t.ok(calls.createPayOrder, { orderIds: [s2.orders[0].orderId] }, { ticket: ben.ticket });
    await expireUnpaid(sys(), s2.orders[0].orderId);
    expect((await t.ok(calls.selBuyerOrderDetailById, { orderId: s2.orders[0].orderId }, { ticket: ben.ticket })).state).toBe("UNPAID");
    await expireUnpaid({ ...sys(), now: new Date(Date.now() + 31 * 60_000) }, s2.orders[0].orderId);
    const expired = await t.ok(calls.selBuyerOrderDetailById, { orderId: s2.orders[0].orderId }, { ticket: ben.ticket });
    expect(expired).toMatchObject({ state: "CANCELLED", cancelReason: "PAY_TIMEOUT", cancelledBy: null });
    expect(await stockOf()).toBe(start);
    const late = await t.call(calls.toPayment, { orderIds: [s2.orders[0].orderId], payPassword: PAY_PW }, { ticket: ben.ticket });
    expect(late.code).toBe(Codes.CONFLICT);
  });

  it("the seller revises an unpaid order's price (a new payment order), and cancels a paid one with a full refund", async () => {
    const s = await t.ok(calls.submitOrder, { lines: [{ specId: chicks.specIds[0], quantity: 200 }], destination: to, coupons: { shopCouponIds: [], platformCouponId: null } }, at);
    const id = s.orders[0].orderId;
    const first = await t.ok(calls.createPayOrder, { orderIds: [id] }, at);
    expect((await t.call(calls.orderPriceRevision, { orderId: id, goodsPayable: 60_000, freight: 0 }, { ticket: seller.ticket })).code).toBe(Codes.NOT_FOUND);
    const r = await t.ok(calls.orderPriceRevision, { orderId: id, goodsPayable: 65_000, freight: 0, reason: "老客户优惠" }, { ticket: other.ticket });
    expect(r).toMatchObject({ payable: 65_000, adjust: -5_000 });
    expect(r.lines[0].payable).toBe(65_000);
    const second = await t.ok(calls.createPayOrder, { orderIds: [id] }, at);
    expect(second.payIds[0]).not.toBe(first.payIds[0]);
    expect(second.total).toBe(65_000);
    const before = (await balances(sys(), amy.boId)).available;
    await t.ok(calls.toPayment, { orderIds: [id], payPassword: PAY_PW }, at);
    expect((await balances(sys(), amy.boId)).available).toBe(before - 65_000);
    const c = await t.ok(calls.sellerCancelOrder, { orderId: id, reason: "OUT_OF_STOCK" }, { ticket: other.ticket });
    expect(c.state).toBe("CANCELLED");
    expect((await balances(sys(), amy.boId)).available).toBe(before);
    expect((await reconcile(t.database.db)).differences).toEqual([]);
  });
});

describe("orders under load", async () => {
  const { createTestApp } = await import("../../testing/harness");
  const t = await createTestApp();
  const seller = await sellerWithShop(t);
  const g = await goodsOf(t, seller, { specs: [{ name: "一箱", price: 1_000, stock: 50 }] });
  // one after another: each reads its own pay-password SMS code
  const buyers: Buyer[] = [];
  for (let i = 0; i < 8; i++) buyers.push(await buyerWithMoney(t));

  it("200 concurrent submits on a stock of 50 make exactly 50 orders and leave the stock at 0", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const b = buyers[i % buyers.length];
        return t.call(calls.submitOrder, { lines: [{ specId: g.specIds[0], quantity: 1 }], destination: { kind: "ADDRESS", addressId: b.addressId }, coupons: { shopCouponIds: [], platformCouponId: null } }, { ticket: b.ticket });
      }),
    );
    const ok = results.filter((r) => r.code === Codes.OK);
    expect(ok).toHaveLength(50);
    expect(results.filter((r) => r.code !== Codes.OK).every((r) => r.code === Codes.CONFLICT)).toBe(true);
    const preview = await t.ok(calls.previewOrder, { lines: [{ specId: g.specIds[0], quantity: 1 }] }, { ticket: buyers[0].ticket });
    expect(preview.shops[0].lines[0].stock).toBe(0);
    const counts = await Promise.all(buyers.map((b) => t.ok(calls.selectOrderCount, { role: "BUYER" }, { ticket: b.ticket })));
    expect(counts.reduce((a, c) => a + c.UNPAID, 0)).toBe(50);
  });
});
