import type { RouteDef } from "../../../app/routes";

/** Operator console: credit and insurance products and the applications to review. */
export const creditAdminRoutes: RouteDef[] = [
  {
    path: "/admin/finance/credit",
    title: { zh: "信贷与保险", en: "Credit & insurance" },
    page: () => import("./CreditAdminPage"),
    needLogin: true,
    func: "admin.finance.credit",
  },
];
