import type { RouteDef } from "../../../../app/routes";

const myOrder = "transaction.buy.myOrder";

/**
 * The buyer's order screens (/transaction): my orders by stage, an order's detail, evaluating it and
 * reading its evaluations. Wired into ../../routes.orders.ts by the lead.
 */
export const buyerOrderRoutes: RouteDef[] = [
  { path: "/transaction/myOrder", title: { zh: "我的订单", en: "My orders" }, page: () => import("./MyOrderPage"), needLogin: true, func: myOrder },
  {
    path: "/transaction/myOrder/orderDetailBuyer/:id",
    title: { zh: "订单详情", en: "Order details" },
    page: () => import("./OrderDetailBuyerPage"),
    needLogin: true,
    func: myOrder,
    hidden: true,
  },
  { path: "/transaction/orderEvaluation/:id", title: { zh: "评价订单", en: "Review the order" }, page: () => import("./OrderEvaluationPage"), needLogin: true, func: myOrder, hidden: true },
  { path: "/transaction/viewOrderEvaluation/:id", title: { zh: "查看评价", en: "Reviews" }, page: () => import("./ViewOrderEvaluationPage"), needLogin: true, func: myOrder, hidden: true },
];
