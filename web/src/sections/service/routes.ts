import { memberSection } from "../../app/routes";

/** My services (服务中心). Screens are added here as the domain is built; the 403 child exists from the start. */
export const serviceSection = memberSection("service", { zh: "服务中心", en: "My services" }, [
  { path: "/service/spsc", title: { zh: "商品收藏", en: "Saved goods" }, page: () => import("../favourite/GoodsFavPage"), needLogin: true, func: "service.fav.goods" },
  { path: "/service/dpsc", title: { zh: "店铺收藏", en: "Saved shops" }, page: () => import("../favourite/ShopFavPage"), needLogin: true, func: "service.fav.shop" },
  { path: "/service/collection", title: { zh: "资讯收藏", en: "Saved articles" }, page: () => import("../favourite/ArticleFavPage"), needLogin: true, func: "service.fav.article" },
]);
