import type { RouteDef } from "../../../app/routes";

/** The sandbox bank's hosted payment page (/cashier/htmlShow?txn=…): the bank's page, not ours. */
export const sandboxRoutes: RouteDef[] = [
  {
    path: "/cashier/htmlShow",
    title: { zh: "沙箱银行支付", en: "Sandbox bank payment" },
    page: () => import("./SandboxPayPage"),
    needLogin: true,
    hidden: true,
    layout: "plain",
  },
];
