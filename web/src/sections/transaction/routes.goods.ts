import type { RouteDef } from "../../app/routes";

const posts = () => import("./goods/PostFormPages");
const lists = () => import("./goods/PostListPages");
const markets = () => import("./goods/MarketPages");
const prices = () => import("./goods/SetPricePages");
const detail = () => import("./goods/PostDetailPage");

const sell = "transaction.sell.mySupply";
const buy = "transaction.buy.myDemand";

/**
 * /transaction screens: goods, packages, customer prices, supply and demand (spec §2 "Supply and
 * demand, goods"). Pages live in ./goods.
 *
 * What the spec's near-duplicates mean here:
 * - mySupply / myDemand: my supply posts / my demand (purchase) posts, by state.
 * - publishSupply, updateSupply?id= / publishDemand, updateDemand?id=: their forms;
 *   supplyDetail?id= / demandDetail?id=: their detail pages (anyone's on-shelf post, or my own).
 * - supply: all my supply-side posts in one place — goods supply, land trusteeship, land transfer,
 *   farming services (a tab per type my roles allow); updSupply/:id edits any of them, and
 *   updSupply/new?type=… publishes land and service offers. updateDemand?type=SERVICE_DEMAND
 *   publishes a service request.
 * - demand: all my demand-side posts — purchase requests and service requests.
 * - These combined screens (supply, demand, updSupply/:id, updateDemand) span several functions
 *   (交易中心 我的供应/我的求购, 土地托管/流转, 农事服务), so the route needs only a login; the page
 *   offers exactly the types the identity's roles allow (the same functions the calls require)
 *   and says so when there are none.
 * - supply/supplyList: the supply market — every member's on-shelf supply posts, searchable.
 * - listDemand: the demand posts a seller can answer (others' on-shelf purchase requests, the
 *   category filter limited to the shop's business scope); demand/:id is one of them, with
 *   "answer with a supply post" (publishSupply?fromDemand=…).
 * - goodsManageOneMan: everything a person seller published, a tab per type they may manage.
 */
export const goodsRoutes: RouteDef[] = [
  { path: "/transaction/goodsManage/publishGoods", title: { zh: "发布商品", en: "Publish goods" }, page: () => import("./goods/GoodsFormPage"), needLogin: true, func: "transaction.shop.goods", hidden: true },
  { path: "/transaction/goodsManage/updateGoods", title: { zh: "编辑商品", en: "Edit goods" }, page: () => import("./goods/GoodsFormPage"), needLogin: true, func: "transaction.shop.goods", hidden: true },
  { path: "/transaction/goodsManageOneMan", title: { zh: "个人商品", en: "My goods and posts" }, page: () => lists().then((m) => ({ default: m.GoodsOneManPage })), needLogin: true, func: "transaction.shop.goodsOneMan" },
  { path: "/transaction/packageManage", title: { zh: "套餐管理", en: "Packages" }, page: () => import("./goods/PackageManagePage"), needLogin: true, func: "transaction.shop.package" },
  { path: "/transaction/packageManage/package/add", title: { zh: "新增套餐", en: "New package" }, page: () => import("./goods/PackageFormPage"), needLogin: true, func: "transaction.shop.package", hidden: true },
  { path: "/transaction/packageManage/package/upd/:id", title: { zh: "编辑套餐", en: "Edit package" }, page: () => import("./goods/PackageFormPage"), needLogin: true, func: "transaction.shop.package", hidden: true },
  { path: "/transaction/custPrice", title: { zh: "客户价格", en: "Customer prices" }, page: () => import("./goods/CustPricePage"), needLogin: true, func: "transaction.sell.custPrice" },
  { path: "/transaction/custPrice/setGoodsPrice/:goodsId", title: { zh: "设置商品客户价", en: "Customer prices of goods" }, page: () => prices().then((m) => ({ default: m.SetGoodsPricePage })), needLogin: true, func: "transaction.sell.custPrice", hidden: true },
  { path: "/transaction/custPrice/setCustPrice/:customerBoId", title: { zh: "设置客户价格表", en: "Price list of a customer" }, page: () => prices().then((m) => ({ default: m.SetCustPricePage })), needLogin: true, func: "transaction.sell.custPrice", hidden: true },
  { path: "/transaction/customerManage", title: { zh: "客户管理", en: "Customers" }, page: () => import("./goods/CustomerManagePage"), needLogin: true, func: "transaction.sell.customer" },
  { path: "/transaction/mySupply", title: { zh: "我的供应", en: "My supply posts" }, page: () => lists().then((m) => ({ default: m.MySupplyPage })), needLogin: true, func: sell },
  { path: "/transaction/publishSupply", title: { zh: "发布供应", en: "Publish a supply post" }, page: () => posts().then((m) => ({ default: m.PublishSupplyPage })), needLogin: true, func: sell },
  { path: "/transaction/updateSupply", title: { zh: "编辑供应", en: "Edit a supply post" }, page: () => posts().then((m) => ({ default: m.UpdateSupplyPage })), needLogin: true, func: sell, hidden: true },
  { path: "/transaction/supplyDetail", title: { zh: "供应详情", en: "Supply post" }, page: detail, needLogin: true, hidden: true },
  { path: "/transaction/myDemand", title: { zh: "我的求购", en: "My demand posts" }, page: () => lists().then((m) => ({ default: m.MyDemandPage })), needLogin: true, func: buy },
  { path: "/transaction/publishDemand", title: { zh: "发布求购", en: "Publish a demand post" }, page: () => posts().then((m) => ({ default: m.PublishDemandPage })), needLogin: true, func: buy },
  { path: "/transaction/updateDemand", title: { zh: "编辑求购", en: "Edit a demand post" }, page: () => posts().then((m) => ({ default: m.UpdateDemandPage })), needLogin: true, hidden: true },
  { path: "/transaction/demandDetail", title: { zh: "求购详情", en: "Demand post" }, page: detail, needLogin: true, hidden: true },
  { path: "/transaction/supply", title: { zh: "供应管理", en: "Supply management" }, page: () => lists().then((m) => ({ default: m.SupplyManagePage })), needLogin: true },
  { path: "/transaction/updSupply/:id", title: { zh: "编辑供给信息", en: "Edit an offer" }, page: () => posts().then((m) => ({ default: m.UpdSupplyPage })), needLogin: true, hidden: true },
  { path: "/transaction/supply/supplyList", title: { zh: "供应大厅", en: "Supply market" }, page: () => markets().then((m) => ({ default: m.SupplyMarketPage })), needLogin: true },
  { path: "/transaction/demand", title: { zh: "需求管理", en: "Demand management" }, page: () => lists().then((m) => ({ default: m.DemandManagePage })), needLogin: true },
  { path: "/transaction/demand/:id", title: { zh: "求购详情", en: "Demand post" }, page: detail, needLogin: true, hidden: true },
  { path: "/transaction/listDemand", title: { zh: "求购信息", en: "Demand posts to answer" }, page: () => markets().then((m) => ({ default: m.DemandMarketPage })), needLogin: true, func: sell },
];
