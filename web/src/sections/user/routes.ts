import type { SectionDef } from "../../app/routes";

export const userSection: SectionDef = {
  key: "user",
  base: "/user",
  title: { zh: "登录注册", en: "Account access" },
  layout: "plain",
  routes: [
    { path: "/user/login", title: { zh: "会员登录", en: "Log in" }, page: () => import("./LoginPage") },
    { path: "/user/register", title: { zh: "个人会员注册", en: "Personal sign-up" }, page: () => import("./RegisterPage") },
    { path: "/user/registerQY", title: { zh: "企业会员注册", en: "Enterprise sign-up" }, page: () => import("./RegisterQYPage") },
    { path: "/user/forget", title: { zh: "找回密码", en: "Reset password" }, page: () => import("./ForgetPage") },
    // The one-time link texted to an employee whose account their enterprise opened (token in the fragment).
    { path: "/user/setPassword", title: { zh: "设置登录密码", en: "Set your password" }, page: () => import("./SetPasswordPage"), hidden: true },
  ],
};
