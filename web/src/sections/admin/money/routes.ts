import type { RouteDef } from "../../../app/routes";

/** Operator console: channel notifications (with redelivery), reconciliation, sandbox switches. */
export const channelAdminRoutes: RouteDef[] = [
  {
    path: "/admin/finance/notifications",
    title: { zh: "渠道通知", en: "Channel notifications" },
    page: () => import("./NotificationsPage"),
    needLogin: true,
    func: "admin.finance.notifications",
  },
  {
    path: "/admin/finance/reconcile",
    title: { zh: "对账", en: "Reconciliation" },
    page: () => import("./ReconcilePage"),
    needLogin: true,
    func: "admin.finance.reconcile",
  },
  {
    path: "/admin/finance/sandbox",
    title: { zh: "沙箱银行", en: "Sandbox bank" },
    page: () => import("./SandboxPage"),
    needLogin: true,
    func: "admin.finance.sandbox",
  },
];
