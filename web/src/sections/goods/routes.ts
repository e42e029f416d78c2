import type { SectionDef } from "../../app/routes";

/** The public mall (portal layout): channel home, search results, goods detail, a shop's page. */
export const goodsSection: SectionDef = {
  key: "goods",
  base: "/goods",
  title: { zh: "商城", en: "Mall" },
  layout: "portal",
  routes: [
    { path: "/goods/home", title: { zh: "商品频道", en: "Mall" }, page: () => import("./GoodsHomePage") },
    { path: "/goods/list", title: { zh: "商品搜索", en: "Search goods" }, page: () => import("./GoodsListPage") },
    { path: "/goods/detail", title: { zh: "商品详情", en: "Goods details" }, page: () => import("./GoodsDetailPage"), hidden: true },
    { path: "/goods/shop/:shopId", title: { zh: "店铺首页", en: "Shop" }, page: () => import("./ShopPage"), hidden: true },
  ],
};
