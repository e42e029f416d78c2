import type { RouteDef } from "../../app/routes";

const func = "setup.account.password";

/** /setup screens: login password, mobile, account binding. */
export const accountRoutes: RouteDef[] = [
  { path: "/setup/setPasswordOne", title: { zh: "修改登录密码", en: "Change password" }, page: () => import("./SetPasswordOnePage"), needLogin: true, func },
  { path: "/setup/setLoginPassword", title: { zh: "登录密码", en: "Login password" }, page: () => import("./SetLoginPasswordPage"), needLogin: true, func },
  {
    path: "/setup/setLoginPassword/:isIntro",
    title: { zh: "首次登录：修改初始密码", en: "First login: change password" },
    page: () => import("./SetLoginPasswordPage"),
    needLogin: true,
    hidden: true,
  },
  { path: "/setup/backPwdOne", title: { zh: "找回登录密码", en: "Reset password" }, page: () => import("./BackPwdOnePage"), needLogin: true, func },
  { path: "/setup/backPwdTwo", title: { zh: "设置新密码", en: "New password" }, page: () => import("./BackPwdTwoPage"), needLogin: true, func, hidden: true },
  { path: "/setup/xgsjh", title: { zh: "修改手机号", en: "Change mobile" }, page: () => import("./ChangeMobilePage"), needLogin: true, func: "setup.account.mobile" },
  { path: "/setup/bindAccount", title: { zh: "账号绑定", en: "Linked accounts" }, page: () => import("./BindAccountPage"), needLogin: true, func: "setup.account.bind" },
];
