import { ORDER_FEE_BP, order, orderEvaluation, sellerCallFuncs as funcs } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { payOrderEntries } from "../../read/console-order-money";
import { assertStoredFiles } from "../file";
import * as act from "./actions";
import { prepare, previewView, price } from "./checkout";
import { withinRange } from "../freight";
import { conflict } from "../../kit/errors";
import { lineFacts } from "../goods";
import { evaluate, evaluationsOf, reply, sellerEvaluationPage } from "./evaluations";
import * as fig from "./figures";
import { createPayOrders, payByBalance } from "./money";
import { ofRate } from "./pricing/fen";
import * as q from "./queries";
import { requireSellerSide } from "./queries";
import { relationLinks } from "./views";
import { salesReport } from "./report";
import { submit } from "./submit";
import { cardOf, detailOf, lineView, lineRowsOf, orderHistory, timeOf } from "./views";

const card = async (ctx: Parameters<typeof detailOf>[0], row: Awaited<ReturnType<typeof q.orderById>>, role: "BUYER" | "SELLER") => cardOf(row, await lineRowsOf(ctx, row.id), role, ctx.now);

export const orderCalls = [
  // checkout
  implement(order.previewOrder, async (input, ctx) => {
    const p = await prepare(ctx, input);
    return previewView(p, price(p, input.coupons, ctx.now), ctx.now);
  }),
  implement(order.judgeAddress, async (input, ctx) => {
    const facts = await lineFacts(ctx, input.specIds);
    const lines = input.specIds.map((specId) => ({ specId, deliverable: !!facts.get(specId) && withinRange(facts.get(specId)!.deliveryAreaCodes, input.areaCode) }));
    return { deliverable: lines.every((l) => l.deliverable), lines };
  }),
  implement(order.selUsableCoupons, async (input, ctx) => {
    const p = await prepare(ctx, { lines: input.lines });
    const v = previewView(p, price(p, undefined, ctx.now), ctx.now);
    return { shops: v.shops.map((s) => ({ shopId: s.shopId, coupons: s.coupons })), platform: v.platformCoupons };
  }),
  implement(order.submitOrder, (input, ctx) => submit(ctx, input)),
  // paying
  implement(order.createPayOrder, (input, ctx) => createPayOrders(ctx, input.orderIds)),
  implement(order.toPayment, (input, ctx) => payByBalance(ctx, input.orderIds, input.payPassword)),
  implement(order.selPayOrderGeneralInfo, async (input, ctx) => {
    const rows = await Promise.all(input.orderIds.map((id) => q.visibleOrder(ctx, id, "BUYER")));
    const orders = rows.map(({ o }) => ({ orderId: o.id, orderNo: o.orderNo, shopName: o.shopName, payable: o.state === "UNPAID" && o.presale ? o.presale.deposit : o.state === "DEPOSIT_PAID" && o.presale ? o.payable - o.presale.deposit : o.payable, payDeadline: o.payDeadline?.toISOString() ?? null, state: o.state }));
    const deadlines = orders.map((o) => o.payDeadline).filter((d): d is string => !!d).sort();
    return { orders, total: orders.reduce((a, o) => a + o.payable, 0), payDeadline: deadlines[0] ?? null };
  }),
  // lists
  implement(order.selOrderListByPage, (input, ctx) => q.myOrders(ctx, input.role, input)),
  implement(order.selAllOrderListByPageV3, (input, ctx) => q.myOrders(ctx, input.role, { ...input, stage: "ALL" })),
  implement(order.selNotPayOrderListByPage, (input, ctx) => q.myOrders(ctx, input.role, { ...input, stage: "UNPAID" })),
  implement(order.selNotSendOrderListByPage, (input, ctx) => q.myOrders(ctx, input.role, { ...input, stage: "UNSENT" })),
  implement(order.selNotReceivedOrderListByPage, (input, ctx) => q.myOrders(ctx, input.role, { ...input, stage: "UNRECEIVED" })),
  implement(order.selNotEvalOrderListByPage, (input, ctx) => q.myOrders(ctx, input.role, { ...input, stage: "UNEVALUATED" })),
  implement(order.selFilterOrderListByPage, (input, ctx) => q.myOrders(ctx, "SELLER", input)),
  implement(order.selectOrderCount, (input, ctx) => q.stageCounts(ctx, input.role)),
  implement(order.selectOrderCountApi, (input, ctx) => q.stageCounts(ctx, input.role)),
  // details
  implement(order.selBuyerOrderDetailById, (input, ctx) => q.detail(ctx, input.orderId, "BUYER")),
  implement(order.selBuyerOrderDetailByIdApi, (input, ctx) => q.detail(ctx, input.orderId, "BUYER")),
  implement(order.selSellerOrderDetailById, (input, ctx) => q.detail(ctx, input.orderId, "SELLER")),
  implement(order.selSellerOrderDetailByIdApi, (input, ctx) => q.detail(ctx, input.orderId, "SELLER")),
  implement(order.selOrderDetailById, (input, ctx) => q.detail(ctx, input.orderId, null)),
  implement(order.selOrderById, async (input, ctx) => {
    const v = await q.visibleOrder(ctx, input.orderId, null);
    return { ...(await card(ctx, v.o, v.role)), payId: v.o.payId };
  }),
  implement(order.selOrderTimeByOrderId, async (input, ctx) => timeOf((await q.visibleOrder(ctx, input.orderId, null)).o, ctx.now)),
  implement(order.selOrderGoodsListByParam, async (input, ctx) => (await lineRowsOf(ctx, (await q.visibleOrder(ctx, input.orderId, null)).o.id)).map(lineView)),
  implement(order.selOrderTraceInfoListByParam, async (input, ctx) => orderHistory(ctx, (await q.visibleOrder(ctx, input.orderId, null)).o.id)),
  implement(order.selOrderTraceDetailByParam, async (input, ctx) => {
    const v = await q.visibleOrder(ctx, input.orderId, null);
    const d = await detailOf(ctx, v.o, v.role);
    return { orderId: d.id, orderNo: d.orderNo, state: d.state, delivery: d.delivery, shipping: d.shipping, history: d.history };
  }),
  // buyer actions
  implement(order.cancelOrder, async (input, ctx) => card(ctx, await act.cancelByBuyer(ctx, input.orderId, input.reason, input.note), "BUYER")),
  implement(order.confirmReceipt, async (input, ctx) => card(ctx, await act.confirmReceipt(ctx, input.orderId), "BUYER")),
  implement(order.remindDelivery, async (input, ctx) => card(ctx, await act.remind(ctx, input.orderId), "BUYER")),
  implement(order.changeOrderInfo, async (input, ctx) => detailOf(ctx, await act.changeInfo(ctx, input.orderId, input), "BUYER")),
  implement(order.selChangeOrderInfo, (input, ctx) => q.infoChanges(ctx, input.orderId)),
  implement(order.handleHideOrderById, (input, ctx) => {
    requireSellerSide(ctx, input.role);
    return act.hide(ctx, input.orderId, input.role);
  }),
  // seller actions
  implement(order.sellerCancelOrder, async (input, ctx) => card(ctx, await act.cancelBySeller(ctx, input.orderId, input.reason, input.note), "SELLER")),
  implement(order.orderPriceRevision, async (input, ctx) => detailOf(ctx, await act.revisePrice(ctx, input.orderId, input), "SELLER")),
  implement(order.orderDelivery, async (input, ctx) =>
    card(ctx, await act.ship(ctx, input.orderId, { carrier: input.carrier, carrierName: input.carrierName, trackingNo: input.trackingNo, voucherImage: null, note: input.note }), "SELLER"),
  ),
  implement(order.orderDeliveryVoucher, async (input, ctx) => {
    await act.ownOrder(ctx, input.orderId, "SELLER");
    await assertStoredFiles(ctx, [{ field: "voucherImage", url: input.voucherImage }], { kind: "image", mine: true });
    return card(ctx, await act.ship(ctx, input.orderId, { carrier: null, trackingNo: null, voucherImage: input.voucherImage, note: input.note }), "SELLER");
  }),
  implement(order.uploadVoucher, async (input, ctx) => {
    const o = await act.ownOrder(ctx, input.orderId, "SELLER");
    if (o.state !== "PAID") throw conflict("订单当前不是待发货，不能上传发货凭证", { field: "orderId", state: o.state });
    await assertStoredFiles(ctx, [{ field: "imageUrl", url: input.imageUrl }], { kind: "image", mine: true });
    return { orderId: o.id, url: input.imageUrl };
  }),
  implement(order.getRelationUrl, async (input, ctx) => {
    const v = await q.visibleOrder(ctx, input.orderId, null);
    return { orderId: v.o.id, orderNo: v.o.orderNo, role: v.role, links: await relationLinks(ctx, v.o, v.role) };
  }),
  implement(order.modifyOrderByObj, async (input, ctx) => {
    await act.sellerNote(ctx, input.orderId, input.sellerNote);
    return q.detail(ctx, input.orderId, "SELLER");
  }),
  implement(order.fetchServiceUnitFee, (input) =>
    Promise.resolve({ rateBp: ORDER_FEE_BP, fee: ofRate(input.amount ?? 0, ORDER_FEE_BP), rule: `平台服务费为卖家实收货款（含运费）的 ${ORDER_FEE_BP / 100}%，四舍五入到分，确认收货结算时扣除` }),
  ),
  // figures: several screens use them, so any of their functions opens them (access anyFunc, contract: sellerCallFuncs)
  implement(order.statisticalOrder, async (_input, ctx) => ({ ...(await fig.overview(ctx)), counts: await q.stageCounts(ctx, "SELLER", funcs.statisticalOrder) })),
  implement(order.statisticalDuringOrder, (input, ctx) => fig.daily(ctx, input.from, input.to)),
  implement(order.selectOrderMoneyByYmd, (input, ctx) => fig.moneyByYmd(ctx, input.year, input.month)),
  implement(order.selectOrderSumMoneyByParam, (input, ctx) => fig.sumsBy(ctx, input)),
  implement(order.selCountBuyerBoIdByOrder, (input, ctx) => fig.buyerCount(ctx, input)),
  implement(order.selBuyerStat, (input, ctx) => fig.buyerStats(ctx, input)),
  implement(order.selSalesReport, (input, ctx) => salesReport(ctx, input)),
  // public and console
  implement(order.selDealListByPage, (input, ctx) => q.deals(ctx, input) as never),
  implement(order.selOrderListManage, (input, ctx) => q.allOrders(ctx, { ...input, stage: "ALL" })),
  implement(order.selOrderDetailManage, async (input, ctx) => {
    const o = await q.orderById(ctx, input.orderId);
    const d = await detailOf(ctx, o, "SELLER");
    return { ...d, entries: await payOrderEntries(ctx, [o.depositPayId, o.payId].filter((x): x is string => !!x)) };
  }),
  implement(order.selTradeStateByPage, (input, ctx) => fig.tradeByShop(ctx, input)),
  // evaluations
  implement(orderEvaluation.addEvaluation, (input, ctx) => evaluate(ctx, input)),
  implement(orderEvaluation.selEvaluationByOrderId, (input, ctx) => evaluationsOf(ctx, input.orderId)),
  implement(orderEvaluation.selSellerEvaluationPage, (input, ctx) => sellerEvaluationPage(ctx, input)),
  implement(orderEvaluation.replyEvaluation, (input, ctx) => reply(ctx, input.id, input.reply)),
];
