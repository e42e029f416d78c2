import type { SectionDef } from "../../app/routes";

const errors = () => import("../../app/pages/ErrorPages");

export const entrySection: SectionDef = {
  key: "entry",
  base: "",
  title: { zh: "首页", en: "Home" },
  layout: "portal",
  routes: [
    { path: "/", title: { zh: "商城首页", en: "Mall home" }, page: () => import("./HomePage") },
    // The site map lists every section's screens: in the build, their routes load first (app/sections.ts).
    { path: "/navigation/index", title: { zh: "网站导航", en: "Site map" }, page: () => import("../../app/sections").then((m) => m.loadAllSections()).then(() => import("./SiteMapPage")) },
    { path: "/401", title: { zh: "未登录", en: "Not logged in" }, page: () => errors().then((m) => ({ default: m.Page401 })), hidden: true },
    { path: "/403", title: { zh: "无权限", en: "No permission" }, page: () => errors().then((m) => ({ default: m.Page403 })), hidden: true },
    { path: "/404", title: { zh: "页面不存在", en: "Not found" }, page: () => errors().then((m) => ({ default: m.Page404 })), hidden: true },
    { path: "/500", title: { zh: "服务异常", en: "Server error" }, page: () => errors().then((m) => ({ default: m.Page500 })), hidden: true },
    {
      path: "/manage/noManufacturer",
      title: { zh: "请添加生产主体", en: "Add a farm first" },
      page: () => errors().then((m) => ({ default: m.NoManufacturerPage })),
      needLogin: true,
      hidden: true,
    },
  ],
};
