import type { RouteDef } from "../../../app/routes";

const func = "admin.ops.orders";

/** Operator console: every shop's orders, one order read-only with its trace and ledger entries, the trade by shop. */
export const adminOrderRoutes: RouteDef[] = [
  { path: "/admin/orders", title: { zh: "订单查询", en: "Orders" }, page: () => import("./AdminOrdersPage"), needLogin: true, func },
  { path: "/admin/orders/shops", title: { zh: "店铺交易", en: "Trade by shop" }, page: () => import("./AdminShopTradePage"), needLogin: true, func },
  { path: "/admin/orders/:id", title: { zh: "订单详情", en: "Order details" }, page: () => import("./AdminOrderDetailPage"), needLogin: true, func, hidden: true },
];
