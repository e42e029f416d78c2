import { memberSection } from "../../app/routes";
import { accountAdminRoutes } from "./accounts/routes";
import { catalogAdminRoutes } from "./catalog/routes";
import { creditAdminRoutes } from "./credit/routes";
import { adminOrderRoutes } from "./orders/routes";
import { channelAdminRoutes } from "./money/routes";
import { withdrawalAdminRoutes } from "./withdrawals/routes";

/** /admin: the operator console (member layout; menus from the `admin` function tree). */
export const adminSection = memberSection("admin", { zh: "运营后台", en: "Operations" }, [
  { path: "/admin", title: { zh: "运营后台", en: "Operations console" }, page: () => import("./AdminHomePage"), needLogin: true, func: "admin" },
  {
    path: "/admin/enterprises",
    title: { zh: "企业认证审核", en: "Enterprise verification" },
    page: () => import("./EnterpriseReviewPage"),
    needLogin: true,
    func: "admin.audit.enterprise",
  },
  {
    path: "/admin/serviceApplies",
    title: { zh: "服务申请审核", en: "Service applications" },
    page: () => import("./ServiceApplyReviewPage"),
    needLogin: true,
    func: "admin.audit.serviceApply",
  },
  { path: "/admin/sms", title: { zh: "短信发件箱", en: "SMS outbox" }, page: () => import("./SmsOutboxPage"), needLogin: true, func: "admin.ops.sms" },
  { path: "/admin/members", title: { zh: "会员查询", en: "Members" }, page: () => import("./MemberSearchPage"), needLogin: true, func: "admin.ops.members" },
  { path: "/admin/jobs", title: { zh: "后台任务", en: "Background jobs" }, page: () => import("./JobsPage"), needLogin: true, func: "admin.ops.jobs" },
  ...catalogAdminRoutes,
  ...accountAdminRoutes,
  ...withdrawalAdminRoutes,
  ...channelAdminRoutes,
  ...creditAdminRoutes,
  ...adminOrderRoutes,
]);
