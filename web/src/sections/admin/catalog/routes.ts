import type { RouteDef } from "../../../app/routes";

/**
 * Operator console screens for the catalogue (engineer B owns the /admin section and wires these
 * in): shop applications to review, goods to review (and to take down), advert slots.
 */
export const catalogAdminRoutes: RouteDef[] = [
  { path: "/admin/shops", title: { zh: "店铺审核", en: "Shop reviews" }, page: () => import("./AdminShopsPage"), needLogin: true, func: "admin.audit.shop" },
  { path: "/admin/goods", title: { zh: "商品审核", en: "Goods reviews" }, page: () => import("./AdminGoodsPage"), needLogin: true, func: "admin.audit.goods" },
  { path: "/admin/adverts", title: { zh: "广告位管理", en: "Advert slots" }, page: () => import("./AdminAdvertsPage"), needLogin: true, func: "admin.ops.adverts" },
];
