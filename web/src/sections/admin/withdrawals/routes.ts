import type { RouteDef } from "../../../app/routes";

/** Operator console: withdrawals and payments. */
export const withdrawalAdminRoutes: RouteDef[] = [
  {
    path: "/admin/finance/withdrawals",
    title: { zh: "提现与支付", en: "Withdrawals & payments" },
    page: () => import("./WithdrawalsPage"),
    needLogin: true,
    func: "admin.finance.withdrawals",
  },
];
