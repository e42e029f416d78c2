import type { RouteDef } from "../../app/routes";

/** /setup screens: favourites. */
export const favRoutes: RouteDef[] = [
  { path: "/setup/spsc", title: { zh: "商品收藏", en: "Saved goods" }, page: () => import("../favourite/GoodsFavPage"), needLogin: true, func: "setup.fav.goods" },
  { path: "/setup/dpsc", title: { zh: "店铺收藏", en: "Saved shops" }, page: () => import("../favourite/ShopFavPage"), needLogin: true, func: "setup.fav.shop" },
  { path: "/setup/collection", title: { zh: "资讯收藏", en: "Saved articles" }, page: () => import("../favourite/ArticleFavPage"), needLogin: true, func: "setup.fav.article" },
];
