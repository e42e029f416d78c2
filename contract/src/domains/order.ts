import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { day } from "../kit/day";
import { fen, id, instant, optText, text } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";

/**
 * Mall orders (订单). A checkout is split into one order per shop (all submitted together share a
 * `batchNo`); each order keeps its lines with every figure of the price as it was quoted, so what the
 * buyer saw is what is stored. Money moves through the cashier (bizType ORDER): paid money waits in
 * escrow until the buyer receives the goods, then the seller's share less the platform's service fee
 * settles to the seller in the same transaction. The machine: server/src/modules/order/machine.ts
 * (table in ARCHITECTURE.md, "State machines").
 */
export const orderState = z
  .enum(["UNPAID", "DEPOSIT_PAID", "PAID", "SENT", "RECEIVED", "COMPLETED", "CANCELLED", "CLOSED"])
  .describe("待付款 / 已付定金（待付尾款）/ 待发货 / 待收货 / 待评价 / 已完成 / 已取消 / 已关闭（尾款逾期，定金不退）");
export type OrderState = z.infer<typeof orderState>;

/** The list tabs (spec §4: unpaid, unsent, unreceived, uncommented, all; after-sale comes with its issue). */
export const orderStage = z.enum(["ALL", "UNPAID", "UNSENT", "UNRECEIVED", "UNEVALUATED", "DONE", "CANCELLED"]);
export type OrderStage = z.infer<typeof orderStage>;

export const orderKind = z.enum(["NORMAL", "PRESALE"]).describe("普通订单 / 预售订单");
export type OrderKind = z.infer<typeof orderKind>;

export const orderRole = z.enum(["BUYER", "SELLER"]);
export type OrderRole = z.infer<typeof orderRole>;

/**
 * What the caller may do with an order now (the server decides; screens show these buttons only).
 * PAY: pay at the cashier (any channel); PAY_BALANCE: pay from the balance with the pay password here
 * (toPayment) — both offered whenever something is due.
 */
export const orderAction = z.enum([
  "PAY",
  "PAY_BALANCE",
  "CANCEL",
  "CHANGE_INFO",
  "REMIND",
  "CONFIRM",
  "EVALUATE",
  "VIEW_EVALUATION",
  "HIDE",
  "SEND",
  "REVISE_PRICE",
  "SELLER_CANCEL",
  "SELLER_NOTE",
]);
export type OrderAction = z.infer<typeof orderAction>;

/** Why an order was cancelled, as codes (the words are the web's). */
export const cancelReason = z.enum(["NO_LONGER_NEEDED", "WRONG_INFO", "BETTER_PRICE", "OUT_OF_STOCK", "CANNOT_DELIVER", "BUYER_ASKED", "OTHER", "PAY_TIMEOUT"]);
export type CancelReason = z.infer<typeof cancelReason>;

/** Carriers a seller ships with (code → name in the web); OTHER with the carrier's name. */
export const carrier = z.enum(["SF", "ZTO", "YTO", "STO", "YUNDA", "JD", "EMS", "DEBANG", "OWN_FLEET", "OTHER"]);
export type Carrier = z.infer<typeof carrier>;

export const deliveryKind = z.enum(["ADDRESS", "PICKUP"]).describe("快递配送 / 到店自提");
export type DeliveryKind = z.infer<typeof deliveryKind>;

/** The unpaid timeout, the auto-confirm and auto-complete delays (documented defaults of Chinese marketplaces). */
export const ORDER_PAY_MINUTES = 30;
export const ORDER_AUTO_CONFIRM_DAYS = 10;
export const ORDER_AUTO_COMPLETE_DAYS = 15;
/** Platform service fee on what the seller receives for goods, basis points (0.6 %, half up). */
export const ORDER_FEE_BP = 60;
export const MAX_CHECKOUT_LINES = 50;

const checkoutLine = z.object({
  specId: id,
  quantity: z.number().int("数量须为整数").min(1, "数量至少为 1").max(99_999, "数量不能超过 99999"),
  cartId: id.optional().describe("来自购物车的行（提交后从购物车移除）"),
});

const destination = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("ADDRESS"), addressId: id.describe("我的收货地址") }),
    z.object({ kind: z.literal("PICKUP"), pickupAddressId: id.describe("卖家公开的自提点") }),
  ])
  .describe("收货方式");

const couponChoice = z.object({
  shopCouponIds: z.array(id).max(20).default([]).describe("每个店铺至多一张店铺券"),
  platformCouponId: id.nullable().default(null),
});

export const checkoutInput = z.object({
  lines: z.array(checkoutLine).min(1, "请选择要购买的商品").max(MAX_CHECKOUT_LINES, `一次最多结算 ${MAX_CHECKOUT_LINES} 种商品`),
  destination: destination.optional(),
  coupons: couponChoice.optional().describe("不传：自动选择最优的可用券"),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

export const submitInput = checkoutInput.extend({
  destination,
  coupons: couponChoice.optional().describe("所选优惠券；不传：与预览相同，自动选择最优的可用券"),
  remarks: z.array(z.object({ shopId: id, remark: text(200) })).max(20).default([]).describe("给卖家的留言"),
  /** The payable the buyer saw; the submit refuses (and answers the new figure) when it changed. */
  expectedPayable: fen.optional(),
});
export type SubmitInput = z.input<typeof submitInput>;

/** Why a line cannot be checked out. */
export const lineProblem = z.enum(["OFF_SHELF", "SPEC_GONE", "OWN_GOODS", "NOT_MALL_GOODS", "STOCK_SHORT", "BELOW_MIN_QTY", "UNDELIVERABLE", "PRESALE_MIXED", "PRESALE_CLOSED", "PRESALE_LIMIT"]);
export type LineProblem = z.infer<typeof lineProblem>;

const couponOption = z.object({
  couponId: id,
  name: z.string(),
  scope: z.enum(["PLATFORM", "SHOP"]),
  shopId: z.string().nullable(),
  off: fen.describe("用于本单可减（分）"),
  usable: z.boolean(),
  reason: z.string().nullable().describe("不可用原因"),
  validTo: instant,
});

const quoteLine = z.object({
  specId: id,
  goodsId: id,
  goodsName: z.string(),
  specName: z.string(),
  image: z.string().nullable(),
  unit: z.string().nullable(),
  unitPrice: fen,
  quantity: z.number().int(),
  amount: fen,
  discount: fen,
  reduction: fen,
  shopCoupon: fen,
  platformCoupon: fen,
  payable: fen,
  stock: z.number().int(),
  problem: lineProblem.nullable(),
});

const giftLine = z.object({ goodsId: id, specId: id, goodsName: z.string(), specName: z.string(), quantity: z.number().int(), available: z.boolean() });

const presaleTerms = z.object({
  presaleId: id,
  deposit: fen,
  deduction: fen,
  balance: fen,
  balanceFrom: instant,
  balanceTo: instant,
});

export const shopQuoteView = z.object({
  shopId: id,
  shopName: z.string(),
  lines: z.array(quoteLine),
  gifts: z.array(giftLine),
  promotions: z.array(z.object({ id, name: z.string(), off: fen })),
  goodsAmount: fen,
  discount: fen,
  reduction: fen,
  shopCoupon: fen,
  platformCoupon: fen,
  freight: fen,
  payable: fen,
  coupons: z.array(couponOption).describe("本店可用与不可用的店铺券"),
  chosenCouponId: z.string().nullable(),
  presale: presaleTerms.nullable(),
});

export const checkoutView = z.object({
  shops: z.array(shopQuoteView),
  platformCoupons: z.array(couponOption),
  chosenPlatformCouponId: z.string().nullable(),
  freight: fen,
  payable: fen,
  /** Lines that stop the submit, with why. */
  problems: z.array(z.object({ specId: id, problem: lineProblem, message: z.string() })),
  canSubmit: z.boolean(),
});
export type CheckoutView = z.infer<typeof checkoutView>;

export const orderLineView = z.object({
  id,
  goodsId: id,
  specId: id,
  goodsName: z.string(),
  specName: z.string(),
  image: z.string().nullable(),
  unit: z.string().nullable(),
  unitPrice: fen,
  quantity: z.number().int(),
  amount: fen,
  discount: fen,
  reduction: fen,
  shopCoupon: fen,
  platformCoupon: fen,
  adjust: z.number().int().describe("卖家改价分摊（分，可为负）"),
  payable: fen,
  isGift: z.boolean(),
  evaluated: z.boolean(),
});
export type OrderLineView = z.infer<typeof orderLineView>;

export const shippingView = z.object({
  carrier: carrier.nullable(),
  carrierName: z.string().nullable(),
  trackingNo: z.string().nullable(),
  voucherImage: z.string().nullable(),
  note: z.string().nullable(),
  shippedAt: instant,
});

export const orderCard = z.object({
  id,
  orderNo: z.string(),
  batchNo: z.string(),
  kind: orderKind,
  state: orderState,
  shopId: id,
  shopName: z.string(),
  sellerBoId: id,
  buyerBoId: id,
  buyerName: z.string(),
  goodsAmount: fen,
  freight: fen,
  payable: fen.describe("应付总额（含运费、改价）"),
  paidAmount: fen,
  lines: z.array(orderLineView),
  lineCount: z.number().int(),
  createdAt: instant,
  payDeadline: instant.nullable(),
  autoConfirmAt: instant.nullable(),
  remindedAt: instant.nullable(),
  shipping: shippingView.nullable(),
  sellerNote: z.string().nullable().describe("卖家备注（仅卖家可见）"),
  actions: z.array(orderAction),
});
export type OrderCard = z.infer<typeof orderCard>;

export const deliveryView = z.object({
  kind: deliveryKind,
  receiverName: z.string(),
  mobile: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  address: z.string(),
});

export const orderDetail = orderCard.extend({
  role: orderRole,
  delivery: deliveryView,
  discount: fen,
  reduction: fen,
  shopCoupon: fen,
  platformCoupon: fen,
  adjust: z.number().int().describe("卖家改价（分，负为优惠）"),
  platformFee: fen.describe("平台服务费（卖家视角）"),
  sellerReceives: fen.describe("结算给卖家（卖家视角）"),
  buyerRemark: z.string().nullable(),
  presale: presaleTerms.extend({ depositPaidAt: instant.nullable() }).nullable(),
  payId: z.string().nullable(),
  paidAt: instant.nullable(),
  receivedAt: instant.nullable(),
  completedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  cancelReason: cancelReason.nullable(),
  cancelNote: z.string().nullable(),
  cancelledBy: orderRole.nullable().describe("null：系统（超时）"),
  history: z.array(stateHistoryEntry),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderListInput = pageInput.extend({
  role: orderRole.default("BUYER"),
  stage: orderStage.default("ALL"),
  keyword: optText(40).describe("订单号、商品名、店铺名或买家名包含"),
  from: day.optional(),
  to: day.optional(),
});
const stageList = orderListInput.omit({ stage: true });

const orderIdIn = z.object({ orderId: id });
const orderIds = z.array(id).min(1, "请选择订单").max(50, "一次最多 50 笔订单");

export const orderCounts = z.object({ UNPAID: z.number().int(), UNSENT: z.number().int(), UNRECEIVED: z.number().int(), UNEVALUATED: z.number().int(), ALL: z.number().int() });

const payPassword = z.string().regex(/^\d{6}$/, "支付密码为 6 位数字");

export const orderPayResult = z.object({ payIds: z.array(id), total: fen, paid: z.boolean(), payUrl: z.string().nullable() });

export const orderTime = z.object({
  orderId: id,
  state: orderState,
  now: instant,
  payDeadline: instant.nullable(),
  autoConfirmAt: instant.nullable(),
  autoCompleteAt: instant.nullable(),
  balanceFrom: instant.nullable(),
  balanceTo: instant.nullable(),
});

export const infoChangeView = z.object({
  id,
  orderId: id,
  before: deliveryView.extend({ buyerRemark: z.string().nullable() }),
  after: deliveryView.extend({ buyerRemark: z.string().nullable() }),
  reason: z.string().nullable(),
  createdAt: instant,
});

const sumsView = z.object({ orderCount: z.number().int(), goodsQuantity: z.number().int(), amount: fen.describe("成交金额（已付款订单，扣除退款）"), buyerCount: z.number().int() });
const seriesPoint = z.object({ date: z.string().describe("yyyy-MM-dd，或 yyyy-MM（按月）"), orderCount: z.number().int(), amount: fen, shippedCount: z.number().int() });

export const dealView = z.object({
  goodsId: id,
  goodsName: z.string(),
  specName: z.string(),
  quantity: z.number().int(),
  unit: z.string().nullable(),
  buyerName: z.string().describe("脱敏：张**"),
  areaName: z.string().nullable().describe("收货地（市）"),
  shopName: z.string(),
  at: instant,
});

/** The sales report's period (CST days, at most 366) and an optional goods keyword. */
export const salesReportInput = z.object({
  from: day.describe("开始日期（含）"),
  to: day.describe("结束日期（含）"),
  keyword: optText(40).describe("商品名称包含：只统计含这些商品的订单与商品行"),
  top: z.number().int().min(1, "排行数至少为 1").max(50, "排行数最多 50").default(10).describe("买家排行条数"),
});
export type SalesReportInput = z.input<typeof salesReportInput>;

const share = z.number().int().describe("占比（万分比，10000 = 100%）");
export const salesReportView = z.object({
  from: day,
  to: day,
  totals: z.object({
    orderCount: z.number().int().describe("成交订单数（时段内付款、未取消）"),
    buyerCount: z.number().int(),
    goodsQuantity: z.number().int().describe("商品件数（不含赠品）"),
    goodsAmount: fen.describe("商品金额（原价合计）"),
    discount: z.number().int().describe("优惠（分）：促销、满减、店铺券、平台券与卖家改价（改价加价为负）"),
    freight: fen,
    paidAmount: fen.describe("实付合计 = 商品金额 − 优惠 + 运费"),
    refundCount: z.number().int().describe("时段内付款、后来取消并退款的订单数"),
    refunds: fen.describe("退款金额"),
    platformFee: fen.describe("已结算订单的平台服务费"),
    settled: fen.describe("净结算：已确认收货的订单结算给卖家的金额（实付 − 服务费）"),
    pending: fen.describe("待结算：已付款、尚未确认收货的订单实付"),
  }),
  series: z.array(z.object({ date: z.string().describe("yyyy-MM-dd"), orderCount: z.number().int(), amount: fen, refunds: fen })),
  byGoods: z.array(z.object({ goodsId: id, specId: id, goodsName: z.string(), specName: z.string(), unit: z.string().nullable(), quantity: z.number().int(), amount: fen.describe("实付分摊（不含运费）"), share })),
  byCategory: z.array(z.object({ categoryId: z.string().nullable(), categoryName: z.string().nullable().describe("null：未归类"), quantity: z.number().int(), amount: fen, share })),
  topBuyers: z.array(z.object({ buyerBoId: id, buyerName: z.string(), orderCount: z.number().int(), amount: fen, share })),
});
export type SalesReportView = z.infer<typeof salesReportView>;

export const relationKind = z.enum(["DETAIL", "PAY", "LOGISTICS", "GOODS", "EVALUATION", "EVALUATE"]);
export type RelationKind = z.infer<typeof relationKind>;
const relationLink = z.object({ kind: relationKind, route: z.string().describe("本站页面地址（以 / 开头）"), goodsId: z.string().nullable(), label: z.string().describe("商品名或空") });

export const sellerAccess = "func:transaction.sell.orderManage" as const;

/**
 * The seller's functions each screen of orders and figures stands for. A call used by several screens
 * accepts ANY of their functions: its access is `anyFunc(...)` (`func:a|b`, checked by the call
 * pipeline). Calls that serve both sides ("member", with a `role`) check the seller's side in the
 * handler (`requireSellerSide`). `orderManage` is in every set: whoever manages the orders may read
 * every figure of them.
 */
export const sellerFuncs = {
  orderManage: "transaction.sell.orderManage",
  logistics: "transaction.sell.logistics",
  sendStat: "transaction.sell.sendStat",
  checkBill: "transaction.sell.checkBill",
  customer: "transaction.sell.customer",
  staffCustomers: "transaction.staff.customers",
  evaluation: "transaction.sell.evaluation",
  /** The sales report (/transaction/report); until the function tree has it, orderManage opens it. */
  report: "transaction.sell.report",
} as const;
const f = sellerFuncs;
/** Which functions open which seller call (any one suffices). */
export const sellerCallFuncs = {
  /** Reading the seller's orders (lists, counts, details, traces): the order and logistics screens. */
  orders: [f.orderManage, f.logistics],
  statisticalOrder: [f.orderManage, f.checkBill, f.sendStat, f.report],
  statisticalDuringOrder: [f.orderManage, f.sendStat, f.report],
  selectOrderMoneyByYmd: [f.orderManage, f.checkBill, f.report],
  selectOrderSumMoneyByParam: [f.orderManage, f.checkBill, f.report],
  selCountBuyerBoIdByOrder: [f.orderManage, f.customer, f.staffCustomers, f.checkBill],
  selBuyerStat: [f.orderManage, f.customer, f.staffCustomers],
  selSalesReport: [f.orderManage, f.report, f.checkBill],
  /** The seller's side of an order's evaluations. */
  evaluations: [f.orderManage, f.evaluation],
} as const satisfies Record<string, readonly string[]>;
const buyerAccess = "func:transaction.buy.myOrder" as const;

export const order = domain("order", {
  // ---- checkout (paths not shown in the spec: same style)
  previewOrder: {
    path: "/openapi/trading/order/previewOrder",
    access: "member",
    summary: "结算预览：按店铺拆单的价格（促销 → 优惠券 → 运费）、可用券、收货地能否配送、不能下单的原因",
    input: checkoutInput,
    output: checkoutView,
  },
  judgeAddress: {
    path: "/openapi/trading/order/judgeAddress",
    access: "member",
    summary: "地址判断：这些商品能否配送到该地区",
    input: z.object({ areaCode: z.string().regex(/^\d{6}$/, "地区编码应为 6 位数字"), specIds: z.array(id).min(1).max(MAX_CHECKOUT_LINES) }),
    output: z.object({ deliverable: z.boolean(), lines: z.array(z.object({ specId: id, deliverable: z.boolean() })) }),
  },
  selUsableCoupons: {
    path: "/openapi/trading/order/selUsableCoupons",
    access: "member",
    summary: "订单可用优惠券（按店铺与平台）",
    input: checkoutInput.pick({ lines: true }),
    output: z.object({ shops: z.array(z.object({ shopId: id, coupons: z.array(couponOption) })), platform: z.array(couponOption) }),
  },
  submitOrder: {
    path: "/openapi/trading/order/submitOrder/1.0",
    access: "member",
    summary: "提交订单：按店铺拆单，原子扣减库存、锁定优惠券，30 分钟内未付款自动取消",
    input: submitInput,
    output: z.object({ batchNo: z.string(), orders: z.array(z.object({ orderId: id, orderNo: z.string(), shopId: id, shopName: z.string(), payable: fen })), total: fen }),
  },
  // ---- paying (cashier: bizType ORDER)
  createPayOrder: {
    path: "/openapi/trading/order/createPayOrder/1.0",
    access: "member",
    summary: "为待付款订单创建支付单（可多笔），返回支付单号，收银台据此支付",
    input: z.object({ orderIds }),
    output: orderPayResult,
  },
  toPayment: {
    path: "/openapi/trading/order/toPayment/1.0",
    access: "member",
    summary: "支付订单：余额（需支付密码）一次付清所选订单",
    input: z.object({ orderIds, payPassword }),
    output: orderPayResult,
  },
  selPayOrderGeneralInfo: {
    path: "/openapi/trading/order/selPayOrderGeneralInfo/1.0",
    access: "member",
    summary: "待支付订单概要：每单应付、合计、最早的付款截止时间",
    input: z.object({ orderIds }),
    output: z.object({ orders: z.array(z.object({ orderId: id, orderNo: z.string(), shopName: z.string(), payable: fen, payDeadline: instant.nullable(), state: orderState })), total: fen, payDeadline: instant.nullable() }),
  },
  // ---- lists and counts
  selOrderListByPage: { path: "/api/trading/orderPub/selOrderListByPage", access: "member", summary: "我的订单（买家或卖家，按阶段）", input: orderListInput, output: pageOf(orderCard) },
  selAllOrderListByPageV3: { path: "/api/trading/orderPub/selAllOrderListByPageV3", access: "member", summary: "全部订单", input: stageList, output: pageOf(orderCard) },
  selNotPayOrderListByPage: { path: "/api/trading/orderPub/selNotPayOrderListByPage.do", access: "member", summary: "待付款订单", input: stageList, output: pageOf(orderCard) },
  selNotSendOrderListByPage: { path: "/api/trading/orderPub/selNotSendOrderListByPage.do", access: "member", summary: "待发货订单", input: stageList, output: pageOf(orderCard) },
  selNotReceivedOrderListByPage: { path: "/api/trading/orderPub/selNotReceivedOrderListByPage.do", access: "member", summary: "待收货订单", input: stageList, output: pageOf(orderCard) },
  selNotEvalOrderListByPage: { path: "/api/trading/orderPub/selNotEvalOrderListByPage", access: "member", summary: "待评价订单", input: stageList, output: pageOf(orderCard) },
  selFilterOrderListByPage: {
    path: "/api/trading/orderPub/selFilterOrderListByPage",
    access: anyFunc(sellerCallFuncs.orders),
    summary: "卖家订单筛选：阶段、下单日期、买家或商品关键字",
    input: orderListInput.omit({ role: true }),
    output: pageOf(orderCard),
  },
  selectOrderCount: { path: "/openapi/trading/order/selectOrderCount", access: "member", summary: "各阶段订单数（买家或卖家）", input: z.object({ role: orderRole.default("BUYER") }), output: orderCounts },
  selectOrderCountApi: { path: "/api/trading/order/selectOrderCount", access: "member", summary: "各阶段订单数（同上，旧路径）", input: z.object({ role: orderRole.default("BUYER") }), output: orderCounts },
  // ---- details
  selBuyerOrderDetailById: { path: "/openapi/trading/order/selBuyerOrderDetailById", access: "member", summary: "订单详情（买家）", input: orderIdIn, output: orderDetail },
  selBuyerOrderDetailByIdApi: { path: "/api/trading/order/selBuyerOrderDetailById", access: "member", summary: "订单详情（买家，旧路径）", input: orderIdIn, output: orderDetail },
  selSellerOrderDetailById: { path: "/openapi/trading/order/selSellerOrderDetailById", access: sellerAccess, summary: "订单详情（卖家）", input: orderIdIn, output: orderDetail },
  selSellerOrderDetailByIdApi: { path: "/api/trading/order/selSellerOrderDetailById", access: sellerAccess, summary: "订单详情（卖家，旧路径）", input: orderIdIn, output: orderDetail },
  selOrderDetailById: { path: "/openapi/trading/order/selOrderDetailById", access: "member", summary: "订单详情（按调用者是买家或卖家）", input: orderIdIn, output: orderDetail },
  selOrderById: { path: "/openapi/trading/order/selOrderById/1.0", access: "member", summary: "订单概要（状态、金额、支付单）", input: orderIdIn, output: orderCard.extend({ payId: z.string().nullable() }) },
  selOrderTimeByOrderId: { path: "/openapi/trading/order/selOrderTimeByOrderId", access: "member", summary: "订单的截止时间（付款、自动确认收货、自动完成、尾款）", input: orderIdIn, output: orderTime },
  selOrderGoodsListByParam: { path: "/api/trading/order/selOrderGoodsListByParam", access: "member", summary: "订单商品（买家或卖家）", input: orderIdIn, output: z.array(orderLineView) },
  selOrderTraceInfoListByParam: { path: "/api/trading/order/selOrderTraceInfoListByParam", access: "member", summary: "订单轨迹（下单、付款、改价、发货、收货…）", input: orderIdIn, output: z.array(stateHistoryEntry) },
  selOrderTraceDetailByParam: {
    path: "/api/trading/order/selOrderTraceDetailByParam",
    access: "member",
    summary: "物流详情：承运商、单号或发货凭证、收货地与轨迹",
    input: orderIdIn,
    output: z.object({ orderId: id, orderNo: z.string(), state: orderState, delivery: deliveryView, shipping: shippingView.nullable(), history: z.array(stateHistoryEntry) }),
  },
  // ---- buyer actions
  cancelOrder: {
    path: "/openapi/trading/order/cancelOrder/1.0",
    access: buyerAccess,
    summary: "买家取消待付款订单（释放库存与优惠券）",
    input: orderIdIn.extend({ reason: cancelReason.exclude(["PAY_TIMEOUT", "BUYER_ASKED", "OUT_OF_STOCK"]), note: optText(200) }),
    output: orderCard,
  },
  confirmReceipt: { path: "/openapi/trading/order/confirmReceipt/1.0", access: buyerAccess, summary: "确认收货（货款结算给卖家）", input: orderIdIn, output: orderCard },
  remindDelivery: { path: "/api/trading/order/remindDelivery", access: buyerAccess, summary: "提醒发货（每单 24 小时内一次）", input: orderIdIn, output: orderCard },
  changeOrderInfo: {
    path: "/openapi/trading/orderInfoChange/changeOrderInfo/1.0",
    access: buyerAccess,
    summary: "发货前修改收货地址或留言（记录修改历史）",
    input: orderIdIn.extend({ addressId: id.optional(), buyerRemark: optText(200), reason: optText(100) }),
    output: orderDetail,
  },
  selChangeOrderInfo: { path: "/openapi/trading/orderInfoChange/selChangeOrderInfo", access: "member", summary: "订单信息修改记录", input: orderIdIn, output: z.array(infoChangeView) },
  handleHideOrderById: { path: "/openapi/trading/order/handleHideOrderById/1.0", access: "member", summary: "从我的列表删除（隐藏）已完成、已取消或已关闭的订单", input: orderIdIn.extend({ role: orderRole.default("BUYER") }), output: z.object({ orderId: id, hidden: z.boolean() }) },
  // ---- seller actions
  sellerCancelOrder: {
    path: "/api/trading/order/cancelOrder",
    access: sellerAccess,
    summary: "卖家取消未发货订单（已付款的原路退回买家余额）",
    input: orderIdIn.extend({ reason: z.enum(["OUT_OF_STOCK", "BUYER_ASKED", "CANNOT_DELIVER", "OTHER"]), note: optText(200) }),
    output: orderCard,
  },
  orderPriceRevision: {
    path: "/api/trading/order/orderPriceRevision",
    access: sellerAccess,
    summary: "待付款订单改价：新的商品金额与运费（买家看到改价记录）",
    input: orderIdIn.extend({ goodsPayable: fen.min(1, "商品金额须大于 0").describe("改后商品金额（分）"), freight: fen.describe("改后运费（分）"), reason: optText(100) }),
    output: orderDetail,
  },
  orderDelivery: {
    path: "/openapi/trading/order/orderDelivery/1.0",
    access: sellerAccess,
    summary: "发货：承运商与运单号",
    input: orderIdIn.extend({ carrier, carrierName: optText(30).describe("承运商为“其他”时填写"), trackingNo: z.string().trim().regex(/^[A-Za-z0-9-]{6,30}$/, "运单号应为 6-30 位字母、数字或短横线"), note: optText(200) }),
    output: orderCard,
  },
  orderDeliveryVoucher: {
    path: "/openapi/trading/order/orderDeliveryVoucher/1.0",
    access: sellerAccess,
    summary: "凭证发货：自送或无单号时上传发货凭证图片（?errBySelf=1：调用方自行展示错误）",
    input: orderIdIn.extend({ voucherImage: text(300).describe("上传后的图片地址"), note: optText(200) }),
    output: orderCard,
  },
  modifyOrderByObj: { path: "/api/trading/order/modifyOrderByObj", access: sellerAccess, summary: "卖家备注（仅卖家可见）", input: orderIdIn.extend({ sellerNote: z.string().trim().max(200) }), output: orderDetail },
  fetchServiceUnitFee: {
    path: "/api/trading/order/fetchServiceUnitFee",
    access: "member",
    summary: "平台服务费：费率与某金额应收的服务费",
    input: z.object({ amount: fen.optional() }),
    output: z.object({ rateBp: z.number().int(), fee: fen, rule: z.string() }),
  },
  // ---- seller figures
  statisticalOrder: {
    path: "/openapi/trading/order/statisticalOrder",
    access: anyFunc(sellerCallFuncs.statisticalOrder),
    summary: "卖家概况：今日、本月、累计的订单数、件数、成交额、买家数，以及各阶段订单数",
    input: z.object({}),
    output: z.object({ today: sumsView, month: sumsView, total: sumsView, counts: orderCounts }),
  },
  statisticalDuringOrder: {
    path: "/openapi/trading/order/statisticalDuringOrder",
    access: anyFunc(sellerCallFuncs.statisticalDuringOrder),
    summary: "某时段按日的订单数、成交额、发货数",
    input: z.object({ from: day, to: day }),
    output: z.object({ sums: sumsView, series: z.array(seriesPoint) }),
  },
  selectOrderMoneyByYmd: {
    path: "/api/trading/order/selectOrderMoneyByYmd",
    access: anyFunc(sellerCallFuncs.selectOrderMoneyByYmd),
    summary: "成交额按年（各月）或按月（各日）",
    input: z.object({ year: z.number().int().min(2000).max(2100), month: z.number().int().min(1).max(12).optional() }),
    output: z.array(seriesPoint),
  },
  selectOrderSumMoneyByParam: {
    path: "/api/trading/order/selectOrderSumMoneyByParam",
    access: anyFunc(sellerCallFuncs.selectOrderSumMoneyByParam),
    summary: "按条件汇总成交（时段、商品关键字）",
    input: z.object({ from: day.optional(), to: day.optional(), keyword: optText(40) }),
    output: sumsView,
  },
  selCountBuyerBoIdByOrder: { path: "/openapi/trading/order/selCountBuyerBoIdByOrder/1.0", access: anyFunc(sellerCallFuncs.selCountBuyerBoIdByOrder), summary: "下过单的买家数", input: z.object({ from: day.optional(), to: day.optional() }), output: z.object({ count: z.number().int() }) },
  selBuyerStat: {
    path: "/openapi/trading/order/list/selBuyerStat",
    access: anyFunc(sellerCallFuncs.selBuyerStat),
    summary: "买家统计：每位买家的订单数、成交额、最近下单（客户列表）",
    input: pageInput.extend({ keyword: optText(30).describe("买家名称包含") }),
    output: pageOf(z.object({ buyerBoId: id, buyerName: z.string(), orderCount: z.number().int(), amount: fen, lastOrderAt: instant })),
  },
  selSalesReport: {
    path: "/openapi/trading/order/selSalesReport/manage",
    access: anyFunc(sellerCallFuncs.selSalesReport),
    summary: "销售报表：所选时段的合计（订单、买家、商品金额、优惠、运费、退款、净结算）、按商品规格、按类目、买家排行与按日趋势",
    input: salesReportInput,
    output: salesReportView,
  },
  // ---- voucher and links (spec §7 names them without paths)
  uploadVoucher: {
    path: "/openapi/trading/order/uploadVoucher/1.0",
    access: sellerAccess,
    summary: "发货凭证：检查卖家为待发货订单上传（通用图片上传）得到的凭证图片（类型、归属），返回其地址，随后用于凭证发货",
    input: orderIdIn.extend({ imageUrl: text(300).describe("通过图片上传得到的地址") }),
    output: z.object({ orderId: id, url: z.string() }),
  },
  /**
   * The portal pages related to an order the caller may see (as its buyer, or as its seller with an
   * order function). Each link is a portal route (a path of the web's route table, same origin):
   * - DETAIL: the order's own page (buyer /transaction/myOrder/orderDetailBuyer/:id, seller
   *   /transaction/orderManage/orderDetailSeller/:id);
   * - PAY (buyer, while something is due and a payment order exists): /cashier/cashierPay/:payId;
   * - LOGISTICS (once shipped): /transaction/orderShiping/:id;
   * - GOODS (each goods line, once per goods): /goods/detail?goodsId=…;
   * - EVALUATION (once evaluated): buyer /transaction/viewOrderEvaluation/:id, seller
   *   /transaction/orderEvaluationManage (it shows order numbers); EVALUATE (buyer, received, not yet evaluated):
   *   /transaction/orderEvaluation/:id.
   */
  getRelationUrl: {
    path: "/openapi/trading/order/getRelationUrl/1.0",
    access: "member",
    summary: "订单的关联页面：详情、收银台（待付款）、物流轨迹、商品详情、评价（均为本站页面地址）",
    input: orderIdIn,
    output: z.object({ orderId: id, orderNo: z.string(), role: orderRole, links: z.array(relationLink) }),
  },
  // ---- public deal feed (/order/list)
  selDealListByPage: { path: "/api/trading/orderPub/selDealListByPage", access: "public", summary: "成交动态：最近成交（买家脱敏）", input: pageInput.extend({ goodsId: id.optional() }), output: pageOf(dealView) },
  // ---- operator console
  selOrderListManage: {
    path: "/openapi/dmp/orderDm/selOrderListByPage/manage",
    access: "func:admin.ops.orders",
    summary: "运营：全部订单（店铺、状态、日期、关键字）",
    input: pageInput.extend({ state: orderState.optional(), shopId: id.optional(), keyword: optText(40), from: day.optional(), to: day.optional() }),
    output: pageOf(orderCard),
  },
  selOrderDetailManage: {
    path: "/openapi/dmp/orderDm/selOrderDetailById/manage",
    access: "func:admin.ops.orders",
    summary: "运营：订单详情（只读，含轨迹与资金分录）",
    input: orderIdIn,
    output: orderDetail.extend({ entries: z.array(z.object({ key: z.string(), kind: z.string(), memo: z.string().nullable(), lines: z.array(z.object({ account: z.string(), amount: z.number().int() })), createdAt: instant })) }),
  },
  selTradeStateByPage: {
    path: "/openapi/dmp/orderDm/selTradeStateByPage",
    access: "func:admin.ops.orders",
    summary: "运营：各店铺交易状况（各状态订单数、成交额）",
    input: pageInput.extend({ keyword: optText(30).describe("店铺名包含"), from: day.optional(), to: day.optional() }),
    output: pageOf(z.object({ shopId: id, shopName: z.string(), orderCount: z.number().int(), amount: fen, unpaid: z.number().int(), unsent: z.number().int(), unreceived: z.number().int(), completed: z.number().int(), cancelled: z.number().int() })),
  },
});

// ---- evaluations (paths not shown: same style)
export const evaluationInput = z.object({
  orderId: id,
  items: z
    .array(
      z.object({
        lineId: id,
        score: z.number().int().min(1, "请为商品打分").max(5),
        content: z.string().trim().max(500, "评价最多 500 字").default(""),
        images: z.array(text(300)).max(6, "最多 6 张图片").default([]),
      }),
    )
    .min(1, "请至少评价一件商品"),
  descriptionScore: z.number().int().min(1, "请为描述相符打分").max(5),
  serviceScore: z.number().int().min(1, "请为服务态度打分").max(5),
  logisticsScore: z.number().int().min(1, "请为物流服务打分").max(5),
  isAnonymous: z.boolean().default(false),
});
export type EvaluationInput = z.input<typeof evaluationInput>;

export const orderEvaluationView = z.object({
  id,
  orderId: id,
  orderNo: z.string().describe("订单号"),
  lineId: z.string().nullable(),
  goodsId: id,
  goodsName: z.string(),
  specName: z.string().nullable(),
  image: z.string().nullable(),
  buyerName: z.string(),
  score: z.number().int(),
  descriptionScore: z.number().int(),
  serviceScore: z.number().int(),
  logisticsScore: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  isAnonymous: z.boolean(),
  reply: z.string().nullable(),
  replyAt: instant.nullable(),
  createdAt: instant,
});
export type OrderEvaluationView = z.infer<typeof orderEvaluationView>;

export const orderEvaluation = domain("orderEvaluation", {
  addEvaluation: {
    path: "/openapi/trading/evaluation/add/1.0",
    access: buyerAccess,
    summary: "评价已收货订单的商品（每件一次；评价后订单完成，按积分规则得积分）",
    input: evaluationInput,
    output: z.object({ orderId: id, count: z.number().int(), points: z.number().int() }),
  },
  selEvaluationByOrderId: { path: "/openapi/trading/evaluation/selByOrderId", access: "member", summary: "查看订单的评价（买家或卖家）", input: orderIdIn, output: z.array(orderEvaluationView) },
  selSellerEvaluationPage: {
    path: "/openapi/trading/evaluation/selPageBySeller",
    access: "func:transaction.sell.evaluation",
    summary: "评价管理：我店铺收到的评价（好评/中评/差评、是否已回复）",
    input: pageInput.extend({ level: z.enum(["GOOD", "MID", "BAD"]).optional(), replied: z.boolean().optional(), keyword: optText(30) }),
    output: pageOf(orderEvaluationView),
  },
  replyEvaluation: {
    path: "/openapi/trading/evaluation/reply/1.0",
    access: "func:transaction.sell.evaluation",
    summary: "回复评价（一次；买家与所有人可见）",
    input: z.object({ id, reply: text(300) }),
    output: orderEvaluationView,
  },
});
