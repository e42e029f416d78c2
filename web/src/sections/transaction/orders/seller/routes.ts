import type { RouteDef } from "../../../../app/routes";
import { figureRoutes } from "../figures/routes";

const sell = "transaction.sell.orderManage";

/** The seller's order screens (spec §2 /transaction…), and the seller's figures. */
export const sellerOrderRoutes: RouteDef[] = [
  { path: "/transaction/orderManage", title: { zh: "订单管理", en: "Orders" }, page: () => import("./OrderManagePage"), needLogin: true, func: sell },
  {
    path: "/transaction/orderManage/orderDetailSeller/:id",
    title: { zh: "订单详情", en: "Order details" },
    page: () => import("./OrderDetailSellerPage"),
    needLogin: true,
    func: sell,
    hidden: true,
  },
  { path: "/transaction/orderManage/send/:id", title: { zh: "发货", en: "Ship" }, page: () => import("./SendPage"), needLogin: true, func: sell, hidden: true },
  { path: "/transaction/orderPriceChange/:id", title: { zh: "修改价格", en: "Change price" }, page: () => import("./PriceChangePage"), needLogin: true, func: sell, hidden: true },
  // the buyer may open the same tracking page: no function, the call checks the order is the caller's
  { path: "/transaction/orderShiping/:id", title: { zh: "物流详情", en: "Tracking" }, page: () => import("./ShippingPage"), needLogin: true, hidden: true },
  {
    path: "/transaction/orderManage/orderLogistics",
    title: { zh: "物流跟踪", en: "Logistics" },
    page: () => import("./LogisticsPage"),
    needLogin: true,
    func: "transaction.sell.logistics",
  },
  {
    path: "/transaction/orderEvaluationManage",
    title: { zh: "评价管理", en: "Reviews" },
    page: () => import("./EvaluationManagePage"),
    needLogin: true,
    func: "transaction.sell.evaluation",
  },
  ...figureRoutes,
];
