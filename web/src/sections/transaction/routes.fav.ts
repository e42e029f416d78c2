import type { RouteDef } from "../../app/routes";

/** /transaction screens: favourites (goods, shops, articles for buyers; demand posts for sellers). */
export const favRoutes: RouteDef[] = [
  { path: "/transaction/spsc", title: { zh: "商品收藏", en: "Saved goods" }, page: () => import("../favourite/GoodsFavPage"), needLogin: true, func: "transaction.buy.favGoods" },
  { path: "/transaction/dpsc", title: { zh: "店铺收藏", en: "Saved shops" }, page: () => import("../favourite/ShopFavPage"), needLogin: true, func: "transaction.buy.favShop" },
  { path: "/transaction/zxsc", title: { zh: "资讯收藏", en: "Saved articles" }, page: () => import("../favourite/ArticleFavPage"), needLogin: true, func: "transaction.buy.favArticle" },
  { path: "/transaction/qgsc", title: { zh: "求购收藏", en: "Saved purchase requests" }, page: () => import("../favourite/DemandFavPage"), needLogin: true, func: "transaction.sell.favDemand" },
];
