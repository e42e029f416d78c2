/**
 * A seller's cancel of a paid order refunds where the money came from: an order paid through the
 * sandbox bank is refunded through the bank (the buyer's balance never moves; the refund is in
 * progress on the buyer's cash flow until the bank's notification, then done), an order paid by
 * balance goes back to the balance at once; the reconciliation with the bank is green throughout.
 */
import { cashier, Codes, order as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { PAY_PW } from "../cashier/test-support";
import { deliverChannelNotifications, reconcileWithChannels, sandboxPayerConfirms } from "../channel";
import { accountOf, balances } from "../ledger";
import { buyerWithMoney, goodsOf, sellerWithShop } from "./test-support";

describe("orders: a cancelled paid order refunds to where it came from", async () => {
  const t = await createTestApp();
  const sys = t.systemCtx();
  const seller = await sellerWithShop(t, "济南鲁禽饲料有限公司");
  const stranger = await sellerWithShop(t, "潍坊禽苗有限公司");
  const feed = await goodsOf(t, seller, { name: "蛋鸡配合料 产蛋期", specs: [{ name: "40kg/袋", price: 16_800, stock: 100 }] });
  const buyer = await buyerWithMoney(t, 100_000);
  const at = { ticket: buyer.ticket };

  const escrow = async () => (await accountOf(sys, "PLATFORM", "ESCROW")).balance;
  const available = async () => (await balances(sys, buyer.boId)).available;
  const bankNet = async () => (await reconcileWithChannels(t.database.db)).channels.find((c) => c.channel === "SANDBOX")?.bank ?? 0;
  const green = async () => expect((await reconcileWithChannels(t.database.db)).differences).toEqual([]);
  const refundFlows = async (payId: string) => (await t.ok(cashier.selFlowListByPage, { pageNum: 1, pageSize: 50, kind: "REFUND" }, at)).list.filter((f) => f.bizId === payId);

  async function submitted(quantity: number) {
    const s = await t.ok(calls.submitOrder, { lines: [{ specId: feed.specIds[0], quantity }], destination: { kind: "ADDRESS", addressId: buyer.addressId }, coupons: { shopCouponIds: [], platformCouponId: null } }, at);
    const orderId = s.orders[0].orderId;
    const { payIds, total } = await t.ok(calls.createPayOrder, { orderIds: [orderId] }, at);
    return { orderId, payId: payIds[0], total };
  }

  it("paid through the bank: the bank refunds it once, the balance never moves, the cash flow shows it in progress, then done", async () => {
    const o = await submitted(2);
    await t.ok(cashier.orderPayment, { payId: o.payId, channel: "SANDBOX" }, at);
    const paying = await t.ok(cashier.selPayById, { payId: o.payId }, at);
    await sandboxPayerConfirms(sys, paying.channelTxnId ?? "", "SUCCESS");
    await deliverChannelNotifications(t);
    expect((await t.ok(calls.selBuyerOrderDetailById, { orderId: o.orderId }, at)).state).toBe("PAID");
    const [escrow0, avail0, bank0] = [await escrow(), await available(), await bankNet()];

    // only the order's seller may cancel it
    expect((await t.call(calls.sellerCancelOrder, { orderId: o.orderId, reason: "OUT_OF_STOCK" }, { ticket: stranger.ticket })).code).toBe(Codes.NOT_FOUND);
    const c = await t.ok(calls.sellerCancelOrder, { orderId: o.orderId, reason: "OUT_OF_STOCK" }, { ticket: seller.ticket });
    expect(c.state).toBe("CANCELLED");
    expect(await bankNet()).toBe(bank0 - o.total); // one refund at the bank, of the whole amount
    expect([await escrow(), await available()]).toEqual([escrow0, avail0]);
    expect(await t.ok(cashier.selPayById, { payId: o.payId }, at)).toMatchObject({ state: "PAID", refundedAmount: 0 });
    expect(await refundFlows(o.payId)).toMatchObject([{ direction: "IN", amount: o.total, status: "ONGOING", channel: "SANDBOX" }]);
    await green();

    await deliverChannelNotifications(t); // the bank's refund notification
    expect([await escrow(), await available(), await bankNet()]).toEqual([escrow0 - o.total, avail0, bank0 - o.total]);
    expect(await t.ok(cashier.selPayById, { payId: o.payId }, at)).toMatchObject({ state: "REFUNDED", refundedAmount: o.total });
    expect((await refundFlows(o.payId)).map((f) => f.status)).toEqual(["DONE"]);
    expect((await t.ok(calls.selBuyerOrderDetailById, { orderId: o.orderId }, at)).state).toBe("CANCELLED");
    await green();
  });

  it("paid by balance: back to the balance at once", async () => {
    const o = await submitted(1);
    await t.ok(calls.toPayment, { orderIds: [o.orderId], payPassword: PAY_PW }, at);
    const [escrow0, avail0, bank0] = [await escrow(), await available(), await bankNet()];
    await t.ok(calls.sellerCancelOrder, { orderId: o.orderId, reason: "OUT_OF_STOCK" }, { ticket: seller.ticket });
    expect([await escrow(), await available(), await bankNet()]).toEqual([escrow0 - o.total, avail0 + o.total, bank0]);
    expect(await t.ok(cashier.selPayById, { payId: o.payId }, at)).toMatchObject({ state: "REFUNDED", refundedAmount: o.total, channel: "BALANCE" });
    expect(await refundFlows(o.payId)).toMatchObject([{ amount: o.total, status: "DONE", channel: null }]);
    await green();
  });
});
