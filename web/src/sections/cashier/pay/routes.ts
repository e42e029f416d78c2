import type { RouteDef } from "../../../app/routes";

/** The cashier: pay one payment order, a batch, a recharge; the pay result. */
export const cashierPayRoutes: RouteDef[] = [
  { path: "/cashier/cashierPay/:id", title: { zh: "收银台", en: "Cashier" }, page: () => import("./CashierPayPage"), needLogin: true },
  { path: "/cashier/batchPay/:id", title: { zh: "批量支付", en: "Pay several" }, page: () => import("./BatchPayPage"), needLogin: true },
  { path: "/cashier/rechargePay/:id", title: { zh: "充值收银台", en: "Recharge" }, page: () => import("./RechargePayPage"), needLogin: true },
  { path: "/cashier/payResult/:type/:id", title: { zh: "支付结果", en: "Payment result" }, page: () => import("./PayResultPage"), needLogin: true },
];
