/**
 * The seller's side of orders (issue 12): any-of access for the figures, FORBIDDEN for employees
 * without an order function on every seller call, the delivery voucher upload, the related links and
 * the order number on evaluations.
 */
import { Codes, file, order as calls, orderEvaluation, signHeaders, type CallDef } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/harness";
import { PAY_PW } from "../cashier/test-support";
import { enterprise, openShop, operator } from "../goods/test-fixtures";
import { buyerWithMoney, goodsOf, sellerWithShop } from "./test-support";
import { tinyPng as png } from "../../testing/png";

/** Uploads through the generic image upload as `ticket`; answers the stored URL. */
async function uploadImage(t: TestApp, ticket: string, data: Buffer = png(), name = "voucher.png"): Promise<string> {
  const boundary = "----qinlian" + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { "content-type": `multipart/form-data; boundary=${boundary}`, ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, "") };
  headers[`${t.config.APP_CODE}Ticket`] = ticket;
  const res = await t.app.inject({ method: "POST", url: file.uploadImage.path, headers, payload: body });
  const env = res.json<{ code: string; msg: string; data: { url: string } }>();
  if (env.code !== "0") throw new Error(`upload failed: ${env.msg}`);
  return env.data.url;
}

const ONE = { pageNum: 1, pageSize: 10 };

describe("orders: the seller's side", async () => {
  const { createTestApp } = await import("../../testing/harness");
  const t = await createTestApp();
  // an enterprise shop: owner (admin), a finance employee (check bill only), a purchasing employee (no seller function)
  const op = await operator(t);
  const owner = await enterprise(t, { name: "济南鲁禽饲料有限公司", staffRoles: [["EMP_FINANCE"], ["EMP_PURCHASE"], ["EMP_SALES"], ["EMP_LOGISTICS"]] });
  await openShop(t, owner, op);
  const [finance, purchase, sales, logistics] = owner.staff;
  const other = await sellerWithShop(t, "潍坊禽苗有限公司");
  const feed = await goodsOf(t, owner, { name: "蛋鸡配合料 高峰期", specs: [{ name: "40kg/袋", price: 16_800, stock: 100 }] });
  const buyer = await buyerWithMoney(t, 500_000);
  const stranger = await buyerWithMoney(t, 0);
  const as = (who: { ticket: string }) => ({ ticket: who.ticket });
  const place = async (quantity: number, pay: boolean) => {
    const s = await t.ok(calls.submitOrder, { lines: [{ specId: feed.specIds[0], quantity }], destination: { kind: "ADDRESS", addressId: buyer.addressId }, coupons: { shopCouponIds: [], platformCouponId: null } }, as(buyer));
    const id = s.orders[0].orderId;
    if (pay) await t.ok(calls.toPayment, { orderIds: [id], payPassword: PAY_PW }, as(buyer));
    return id;
  };
  const paid = await place(2, true);
  const unpaid = await place(1, false);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

  /** Every seller call, with an input that is valid for the owner. */
  const sellerCalls: [string, CallDef, unknown][] = [
    ["list (filter)", calls.selFilterOrderListByPage, ONE],
    ["list (role SELLER)", calls.selOrderListByPage, { ...ONE, role: "SELLER" }],
    ["list unsent (role SELLER)", calls.selNotSendOrderListByPage, { ...ONE, role: "SELLER" }],
    ["counts (role SELLER)", calls.selectOrderCount, { role: "SELLER" }],
    ["detail (seller)", calls.selSellerOrderDetailById, { orderId: paid }],
    ["detail (either side)", calls.selOrderDetailById, { orderId: paid }],
    ["summary", calls.selOrderById, { orderId: paid }],
    ["times", calls.selOrderTimeByOrderId, { orderId: paid }],
    ["goods lines", calls.selOrderGoodsListByParam, { orderId: paid }],
    ["trace", calls.selOrderTraceInfoListByParam, { orderId: paid }],
    ["trace detail", calls.selOrderTraceDetailByParam, { orderId: paid }],
    ["info changes", calls.selChangeOrderInfo, { orderId: paid }],
    ["related links", calls.getRelationUrl, { orderId: paid }],
    ["delivery", calls.orderDelivery, { orderId: paid, carrier: "SF", trackingNo: "SF1234567890" }],
    ["voucher upload", calls.uploadVoucher, { orderId: paid, imageUrl: "/files/image/20260101/x.png" }],
    ["voucher delivery", calls.orderDeliveryVoucher, { orderId: paid, voucherImage: "/files/image/20260101/x.png" }],
    ["price revision", calls.orderPriceRevision, { orderId: unpaid, goodsPayable: 16_000, freight: 0 }],
    ["seller note", calls.modifyOrderByObj, { orderId: paid, sellerNote: "周六发" }],
    ["seller cancel", calls.sellerCancelOrder, { orderId: unpaid, reason: "OTHER" }],
    ["hide (role SELLER)", calls.handleHideOrderById, { orderId: paid, role: "SELLER" }],
    ["figures: overview", calls.statisticalOrder, {}],
    ["figures: daily", calls.statisticalDuringOrder, { from: today, to: today }],
    ["figures: by year", calls.selectOrderMoneyByYmd, { year: 2026 }],
    ["figures: sums", calls.selectOrderSumMoneyByParam, {}],
    ["figures: buyer count", calls.selCountBuyerBoIdByOrder, {}],
    ["figures: buyers", calls.selBuyerStat, ONE],
    ["figures: sales report", calls.selSalesReport, { from: today, to: today }],
    ["evaluations of the order", orderEvaluation.selEvaluationByOrderId, { orderId: paid }],
    ["evaluation management", orderEvaluation.selSellerEvaluationPage, ONE],
  ];

  it.each(sellerCalls)("an employee with no order function is refused: %s", async (_name, def, input) => {
    const r = await t.call(def, input, as(purchase));
    expect([r.code, r.msg]).toEqual([Codes.FORBIDDEN, expect.stringContaining("权限")]);
  });

  it("the finance employee (check bill and sales report) reads their calls, and cannot ship, revise, note or list orders", async () => {
    for (const def of [calls.statisticalOrder, calls.selectOrderMoneyByYmd, calls.selectOrderSumMoneyByParam, calls.selSalesReport, calls.selCountBuyerBoIdByOrder, calls.statisticalDuringOrder] as CallDef[]) {
      const input = def === calls.selectOrderMoneyByYmd ? { year: 2026 } : def === calls.selSalesReport || def === calls.statisticalDuringOrder ? { from: today, to: today } : {};
      expect((await t.call(def, input as never, as(finance))).code, def.path).toBe(Codes.OK);
    }
    const overview = await t.ok(calls.statisticalOrder, {}, as(finance));
    expect(overview.today).toMatchObject({ orderCount: 1, goodsQuantity: 2, buyerCount: 1 });
    for (const [def, input] of [
      [calls.orderDelivery, { orderId: paid, carrier: "SF", trackingNo: "SF1234567890" }],
      [calls.orderPriceRevision, { orderId: unpaid, goodsPayable: 16_000, freight: 0 }],
      [calls.modifyOrderByObj, { orderId: paid, sellerNote: "x" }],
      [calls.selFilterOrderListByPage, ONE],
      [calls.selOrderListByPage, { ...ONE, role: "SELLER" }],
      [calls.selOrderDetailById, { orderId: paid }],
      [calls.selBuyerStat, ONE],
    ] as [CallDef, unknown][]) {
      expect((await t.call(def, input as never, as(finance))).code, def.path).toBe(Codes.FORBIDDEN);
    }
    // acting as a buyer needs no seller function
    expect((await t.call(calls.selOrderListByPage, { ...ONE, role: "BUYER" }, as(finance))).code).toBe(Codes.OK);
  });

  it("the logistics employee tracks the shop's orders (list, counts, trace, shipping figures) and cannot ship, revise or read the money figures", async () => {
    const list = await t.ok(calls.selFilterOrderListByPage, { ...ONE, stage: "UNSENT" }, as(logistics));
    expect(list.list.map((o) => o.id)).toContain(paid);
    expect((await t.ok(calls.selectOrderCount, { role: "SELLER" }, as(logistics))).UNSENT).toBeGreaterThanOrEqual(1);
    expect((await t.ok(calls.selOrderTraceDetailByParam, { orderId: paid }, as(logistics))).orderId).toBe(paid);
    expect((await t.call(calls.statisticalDuringOrder, { from: today, to: today }, as(logistics))).code).toBe(Codes.OK);
    for (const [def, input] of [
      [calls.orderDelivery, { orderId: paid, carrier: "SF", trackingNo: "SF1234567890" }],
      [calls.orderPriceRevision, { orderId: unpaid, goodsPayable: 16_000, freight: 0 }],
      [calls.selectOrderMoneyByYmd, { year: 2026 }],
      [calls.selSalesReport, { from: today, to: today }],
      [calls.selBuyerStat, ONE],
    ] as [CallDef, unknown][]) {
      const r = await t.call(def, input, as(logistics));
      expect(r.code, def.path).toBe(Codes.FORBIDDEN);
      expect(r.msg, def.path).toMatch(/权限/);
    }
  });

  it("another shop's seller and a stranger do not find the order", async () => {
    for (const who of [other, stranger]) {
      for (const [, def, input] of sellerCalls.filter(([, , i]) => typeof i === "object" && i !== null && "orderId" in i)) {
        const r = await t.call(def, input, as(who));
        expect([Codes.NOT_FOUND, Codes.FORBIDDEN], `${def.path}`).toContain(r.code);
        if (who === other) expect(r.code, def.path).toBe(Codes.NOT_FOUND);
      }
    }
    const theirs = await t.ok(calls.selFilterOrderListByPage, ONE, as(other));
    expect(theirs.list).toEqual([]);
  });

  it("the owner and a sales employee read every seller call", async () => {
    for (const who of [owner, sales]) {
      for (const [name, def, input] of sellerCalls.filter(([, d]) => ![calls.orderDelivery, calls.uploadVoucher, calls.orderDeliveryVoucher, calls.orderPriceRevision, calls.sellerCancelOrder, calls.handleHideOrderById].includes(d as never))) {
        const r = await t.call(def, input, as(who));
        expect([name, r.code, r.msg]).toEqual([name, Codes.OK, expect.any(String)]);
      }
    }
    const list = await t.ok(calls.selOrderListByPage, { ...ONE, role: "SELLER" }, as(owner));
    expect(list.list.map((o) => o.id).sort()).toEqual([paid, unpaid].sort());
  });

  it("uploadVoucher: checks the owned, unsent order and the uploaded image, answers its URL; then the voucher ships", async () => {
    const url = await uploadImage(t, owner.ticket);
    expect(await t.ok(calls.uploadVoucher, { orderId: paid, imageUrl: url }, as(owner))).toEqual({ orderId: paid, url });
    // a made-up address, another member's upload, an empty one, an unpaid order, another shop
    const madeUp = await t.call(calls.uploadVoucher, { orderId: paid, imageUrl: "/files/image/20260101/nothing.png" }, as(owner));
    expect([madeUp.code, madeUp.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("imageUrl")]);
    const theirsUrl = await uploadImage(t, other.ticket);
    const theirs = await t.call(calls.uploadVoucher, { orderId: paid, imageUrl: theirsUrl }, as(owner));
    expect([theirs.code, theirs.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("您上传")]);
    expect((await t.call(calls.uploadVoucher, { orderId: paid, imageUrl: "" }, as(owner))).code).toBe(Codes.VALIDATION);
    expect((await t.call(calls.uploadVoucher, { orderId: unpaid, imageUrl: url }, as(owner))).code).toBe(Codes.CONFLICT);
    expect((await t.call(calls.uploadVoucher, { orderId: paid, imageUrl: theirsUrl }, as(other))).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.uploadVoucher, { orderId: paid, imageUrl: url }, as(finance))).code).toBe(Codes.FORBIDDEN);
    // shipping with a voucher refuses an image that was not uploaded by the shop
    const bad = await t.call(calls.orderDeliveryVoucher, { orderId: paid, voucherImage: theirsUrl }, as(owner));
    expect([bad.code, bad.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("voucherImage")]);
    const sent = await t.ok(calls.orderDeliveryVoucher, { orderId: paid, voucherImage: url, note: "自送" }, as(owner));
    expect(sent).toMatchObject({ state: "SENT", shipping: { voucherImage: url, carrier: null } });
    expect((await t.call(calls.uploadVoucher, { orderId: paid, imageUrl: url }, as(owner))).code).toBe(Codes.CONFLICT);
  });

  it("getRelationUrl: the buyer's and the seller's related pages, each a portal route", async () => {
    const pay = await t.ok(calls.createPayOrder, { orderIds: [unpaid] }, as(buyer));
    const b = await t.ok(calls.getRelationUrl, { orderId: unpaid }, as(buyer));
    expect(b.role).toBe("BUYER");
    expect(b.links.map((l) => [l.kind, l.route])).toEqual([
      ["DETAIL", `/transaction/myOrder/orderDetailBuyer/${unpaid}`],
      ["PAY", `/cashier/cashierPay/${pay.payIds[0]}`],
      ["GOODS", `/goods/detail?goodsId=${feed.goodsId}`],
    ]);
    const shipped = await t.ok(calls.getRelationUrl, { orderId: paid }, as(buyer));
    expect(shipped.links.map((l) => l.kind)).toEqual(["DETAIL", "LOGISTICS", "GOODS"]);
    expect(shipped.links[1].route).toBe(`/transaction/orderShiping/${paid}`);
    const s = await t.ok(calls.getRelationUrl, { orderId: unpaid }, as(owner));
    expect(s.links.map((l) => [l.kind, l.route])).toEqual([
      ["DETAIL", `/transaction/orderManage/orderDetailSeller/${unpaid}`],
      ["GOODS", `/goods/detail?goodsId=${feed.goodsId}`],
    ]);
    expect(s.links.every((l) => l.route.startsWith("/") && !l.route.startsWith("//"))).toBe(true);
    expect((await t.call(calls.getRelationUrl, { orderId: "nope" }, as(buyer))).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.getRelationUrl, {} as never, as(buyer))).code).toBe(Codes.VALIDATION);
  });

  it("evaluations carry the order number, for the buyer, the seller's management and the reply; the links then lead to them", async () => {
    await t.ok(calls.confirmReceipt, { orderId: paid }, as(buyer));
    const line = (await t.ok(calls.selBuyerOrderDetailById, { orderId: paid }, as(buyer))).lines[0];
    await t.ok(orderEvaluation.addEvaluation, { orderId: paid, items: [{ lineId: line.id, score: 5, content: "好" }], descriptionScore: 5, serviceScore: 5, logisticsScore: 5 }, as(buyer));
    const { orderNo } = await t.ok(calls.selOrderById, { orderId: paid }, as(buyer));
    expect((await t.ok(orderEvaluation.selEvaluationByOrderId, { orderId: paid }, as(buyer)))[0].orderNo).toBe(orderNo);
    const page = await t.ok(orderEvaluation.selSellerEvaluationPage, ONE, as(owner));
    expect(page.list.map((e) => e.orderNo)).toEqual([orderNo]);
    expect((await t.ok(orderEvaluation.replyEvaluation, { id: page.list[0].id, reply: "谢谢" }, as(owner))).orderNo).toBe(orderNo);
    expect((await t.ok(calls.getRelationUrl, { orderId: paid }, as(buyer))).links.at(-1)).toMatchObject({ kind: "EVALUATION", route: `/transaction/viewOrderEvaluation/${paid}` });
    expect((await t.ok(calls.getRelationUrl, { orderId: paid }, as(owner))).links.at(-1)).toMatchObject({ kind: "EVALUATION", route: "/transaction/orderEvaluationManage" });
  });
});
