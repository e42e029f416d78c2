import type { RouteDef } from "../../app/routes";

const promo = "transaction.shop.promotion";
const presale = "transaction.shop.advanceSale";

/**
 * /transaction screens of the shop's promotions (促销: 限时折扣, 满减, 每满减, 满赠) and presales (预售),
 * spec §2 "Shop opening and shop management". Pages live in ./promotion.
 */
export const promotionRoutes: RouteDef[] = [
  { path: "/transaction/promotionManage", title: { zh: "促销管理", en: "Promotions" }, page: () => import("./promotion/PromotionListPage"), needLogin: true, func: promo },
  { path: "/transaction/promotionManage/addPromotion", title: { zh: "新增促销", en: "New promotion" }, page: () => import("./promotion/PromotionFormPage"), needLogin: true, func: promo, hidden: true },
  { path: "/transaction/promotionManage/editPromotion/:id", title: { zh: "编辑促销", en: "Edit promotion" }, page: () => import("./promotion/PromotionFormPage"), needLogin: true, func: promo, hidden: true },
  { path: "/transaction/promotionManage/detailPromotion/:id", title: { zh: "促销详情", en: "Promotion details" }, page: () => import("./promotion/PromotionDetailPage"), needLogin: true, func: promo, hidden: true },
  { path: "/transaction/advanceSaleManage", title: { zh: "预售管理", en: "Presale" }, page: () => import("./promotion/PresaleListPage"), needLogin: true, func: presale },
  { path: "/transaction/advanceSaleManage/add", title: { zh: "新增预售", en: "New presale" }, page: () => import("./promotion/PresaleFormPage"), needLogin: true, func: presale, hidden: true },
  { path: "/transaction/advanceSaleManage/edit/:id", title: { zh: "编辑预售", en: "Edit presale" }, page: () => import("./promotion/PresaleFormPage"), needLogin: true, func: presale, hidden: true },
];
