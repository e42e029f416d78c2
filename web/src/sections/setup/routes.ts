import type { SectionDef } from "../../app/routes";

export const setupSection: SectionDef = {
  key: "setup",
  base: "/setup",
  title: { zh: "账户设置", en: "Account" },
  layout: "member",
  forbiddenPage: true,
  routes: [
    { path: "/setup/index", title: { zh: "账户首页", en: "Account overview" }, page: () => import("./SetupIndexPage"), needLogin: true, func: "setup.account.index" },
  ],
};
