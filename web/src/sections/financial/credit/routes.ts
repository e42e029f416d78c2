import type { RouteDef } from "../../../app/routes";

/** My loans and insurance applications (/financial/credit/myLoan). */
export const creditRoutes: RouteDef[] = [
  {
    path: "/financial/credit/myLoan",
    title: { zh: "我的贷款", en: "My loans" },
    page: () => import("./MyLoanPage"),
    needLogin: true,
    func: "financial.account.loan",
  },
];
