import type { RouteDef } from "../../app/routes";

const open = "transaction.shop.open";
const freight = "transaction.shop.freight";
const ticket = "transaction.shop.ticket";

/**
 * /transaction screens: shop opening and shop management (spec §2 "Shop opening and shop
 * management"). Pages live in ./shop (the shop) and ./goods (goods lists).
 *
 * The opening flow: enterpriseOpenShop (step 1: name, business scope, location, contacts — saved
 * as a draft) → openShopNext (step 2: licences the scope requires, logo/banner/intro, pickup and
 * return addresses) → openShopCommit (step 3: check everything, agree, submit for review) →
 * openShopStatus (in review / approved: open the shop / open / closed). A rejected application
 * lands on shopTempAuditFailing (the reason; edit and resubmit, or resubmit as it is).
 *
 * goodsTypeManage/children/:id&:shopId&:name packs three values into one path segment, which the
 * router cannot match as parameters; the spec's path is declared (it is what the route table and
 * the site map list) and a hidden twin with one parameter for the whole segment serves the links
 * (the page parses the segment, see shop/classifyPath.ts).
 */
export const shopRoutes: RouteDef[] = [
  { path: "/transaction/enterpriseOpenShop", title: { zh: "开店申请", en: "Open a shop" }, page: () => import("./shop/EnterpriseOpenShopPage"), needLogin: true, func: open },
  { path: "/transaction/openShopNext", title: { zh: "开店申请：资质与地址", en: "Open a shop: licences and addresses" }, page: () => import("./shop/OpenShopNextPage"), needLogin: true, func: open, hidden: true },
  { path: "/transaction/openShopCommit", title: { zh: "开店申请：确认提交", en: "Open a shop: confirm and submit" }, page: () => import("./shop/OpenShopCommitPage"), needLogin: true, func: open, hidden: true },
  { path: "/transaction/openShopStatus", title: { zh: "开店进度", en: "Shop application status" }, page: () => import("./shop/OpenShopStatusPage"), needLogin: true, func: open },
  { path: "/transaction/shopTempAuditFailing", title: { zh: "开店审核未通过", en: "Shop application rejected" }, page: () => import("./shop/ShopTempAuditFailingPage"), needLogin: true, func: open, hidden: true },
  { path: "/transaction/shopManage", title: { zh: "店铺设置", en: "Shop settings" }, page: () => import("./shop/ShopManagePage"), needLogin: true, func: "transaction.shop.manage" },
  { path: "/transaction/goodsManage", title: { zh: "商品管理", en: "Goods" }, page: () => import("./goods/GoodsManagePage"), needLogin: true, func: "transaction.shop.goods" },
  { path: "/transaction/shopRecommendManage", title: { zh: "店铺推荐", en: "Shop recommendations" }, page: () => import("./shop/ShopRecommendManagePage"), needLogin: true, func: "transaction.shop.recommend" },
  { path: "/transaction/recommendGoods/:classifyId", title: { zh: "推荐商品", en: "Recommended goods" }, page: () => import("./shop/RecommendGoodsPage"), needLogin: true, func: "transaction.shop.recommend", hidden: true },
  { path: "/transaction/goodsTypeManage", title: { zh: "店铺分类", en: "Shop categories" }, page: () => import("./shop/GoodsTypeManagePage"), needLogin: true, func: "transaction.shop.goodsType" },
  {
    path: "/transaction/goodsTypeManage/children/:id&:shopId&:name",
    title: { zh: "分类详情", en: "Shop category" },
    page: () => import("./shop/ClassifyChildrenPage"),
    needLogin: true,
    func: "transaction.shop.goodsType",
    hidden: true,
  },
  {
    path: "/transaction/goodsTypeManage/children/:idShopIdName",
    title: { zh: "分类详情", en: "Shop category" },
    page: () => import("./shop/ClassifyChildrenPage"),
    needLogin: true,
    func: "transaction.shop.goodsType",
    hidden: true,
  },
  { path: "/transaction/freightTemplateList", title: { zh: "运费模板", en: "Freight templates" }, page: () => import("./freight/FreightTemplateListPage"), needLogin: true, func: freight },
  { path: "/transaction/freightTemplateList/add", title: { zh: "新增运费模板", en: "New freight template" }, page: () => import("./freight/FreightTemplateFormPage"), needLogin: true, func: freight, hidden: true },
  {
    path: "/transaction/freightTemplateList/freightAddOrUpdate/:id",
    title: { zh: "编辑运费模板", en: "Edit freight template" },
    page: () => import("./freight/FreightTemplateFormPage"),
    needLogin: true,
    func: freight,
    hidden: true,
  },
  { path: "/transaction/shopTicket", title: { zh: "店铺优惠券", en: "Shop coupons" }, page: () => import("./coupon/ShopTicketListPage"), needLogin: true, func: ticket },
  { path: "/transaction/shopTicket/add", title: { zh: "新增优惠券", en: "New coupon" }, page: () => import("./coupon/ShopTicketFormPage"), needLogin: true, func: ticket, hidden: true },
  { path: "/transaction/shopTicket/update", title: { zh: "编辑优惠券", en: "Edit coupon" }, page: () => import("./coupon/ShopTicketFormPage"), needLogin: true, func: ticket, hidden: true },
  { path: "/transaction/shopTicket/detail", title: { zh: "优惠券详情", en: "Coupon details" }, page: () => import("./coupon/ShopTicketDetailPage"), needLogin: true, func: ticket, hidden: true },
  { path: "/transaction/coupon", title: { zh: "我的优惠券", en: "My coupons" }, page: () => import("./coupon/MyCouponPage"), needLogin: true, func: "transaction.buy.coupon" },
  { path: "/transaction/extractManage", title: { zh: "自提点管理", en: "Pickup points" }, page: () => import("./shop/ExtractManagePage"), needLogin: true, func: "transaction.shop.extract" },
  { path: "/transaction/addressManage", title: { zh: "退货地址", en: "Return addresses" }, page: () => import("./shop/AddressManagePage"), needLogin: true, func: "transaction.sell.address" },
  { path: "/transaction/shopAdvertSpList", title: { zh: "店铺广告", en: "Shop adverts" }, page: () => import("./shop/ShopAdvertSpListPage"), needLogin: true, func: "transaction.shop.advert" },
];
