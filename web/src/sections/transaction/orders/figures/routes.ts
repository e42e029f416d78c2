import type { RouteDef } from "../../../../app/routes";

/** The seller's figures: shipping statistics, the check bill, the sales report, the customers. */
export const figureRoutes: RouteDef[] = [
  {
    path: "/transaction/orderStat/sendStat",
    title: { zh: "发货统计", en: "Shipping statistics" },
    page: () => import("./SendStatPage"),
    needLogin: true,
    func: "transaction.sell.sendStat",
  },
  {
    path: "/transaction/checkBill_sell",
    title: { zh: "对账单", en: "Statements" },
    page: () => import("./CheckBillPage"),
    needLogin: true,
    func: "transaction.sell.checkBill",
  },
  {
    path: "/transaction/report",
    title: { zh: "销售报表", en: "Sales report" },
    page: () => import("./ReportPage"),
    needLogin: true,
    func: "transaction.sell.report",
  },
  {
    path: "/transaction/staff/customerList",
    title: { zh: "客户列表", en: "Customers" },
    page: () => import("./CustomerListPage"),
    needLogin: true,
    func: "transaction.staff.customers",
  },
  {
    path: "/transaction/staff/customerListV2",
    title: { zh: "客户列表", en: "Customers" },
    page: () => import("./CustomerListV2Page"),
    needLogin: true,
    func: "transaction.staff.customers",
    hidden: true,
  },
];
