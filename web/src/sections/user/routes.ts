import type { SectionDef } from "../../app/routes";

export const userSection: SectionDef = {
  key: "user",
  base: "/user",
  title: { zh: "登录注册", en: "Account access" },
  layout: "plain",
  routes: [{ path: "/user/login", title: { zh: "会员登录", en: "Log in" }, page: () => import("./LoginPage") }],
};
