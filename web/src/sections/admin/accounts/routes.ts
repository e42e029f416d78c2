import type { RouteDef } from "../../../app/routes";

/** Operator console: members' finance accounts and bank cards. */
export const accountAdminRoutes: RouteDef[] = [
  { path: "/admin/finance/accounts", title: { zh: "资金账户", en: "Finance accounts" }, page: () => import("./AccountsAdminPage"), needLogin: true, func: "admin.finance.accounts" },
];
