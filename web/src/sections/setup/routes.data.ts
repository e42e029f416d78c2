import type { RouteDef } from "../../app/routes";

const mfrForm = () => import("./memberData/ManufacturerFormPage");
const addresses = () => import("./memberData/ShippingAddressPage");
const profile = () => import("./memberData/ProfilePage");

/** /setup screens: profile, addresses, manufacturers, points. */
export const dataRoutes: RouteDef[] = [
  { path: "/setup/manufacturerList", title: { zh: "生产主体", en: "Farms" }, page: () => import("./memberData/ManufacturerListPage"), needLogin: true, func: "setup.org.manufacturer" },
  { path: "/setup/manufacturerList/add", title: { zh: "新增生产主体", en: "Add a farm" }, page: mfrForm, needLogin: true, func: "setup.org.manufacturer" },
  { path: "/setup/manufacturerList/update/:id", title: { zh: "编辑生产主体", en: "Edit farm" }, page: mfrForm, needLogin: true, func: "setup.org.manufacturer", hidden: true },
  { path: "/setup/shippingAddress", title: { zh: "收货地址", en: "Shipping addresses" }, page: addresses, needLogin: true, func: "setup.account.address" },
  { path: "/setup/shippingAddress/:isIntro", title: { zh: "收货地址", en: "Shipping addresses" }, page: addresses, needLogin: true, func: "setup.account.address", hidden: true },
  { path: "/setup/wdzl", title: { zh: "我的资料", en: "My profile" }, page: profile, needLogin: true, func: "setup.account.wdzl" },
  { path: "/setup/wdzl/:isIntro", title: { zh: "完善资料", en: "Complete your profile" }, page: profile, needLogin: true, func: "setup.account.wdzl", hidden: true },
  { path: "/setup/wdjf", title: { zh: "我的积分", en: "My points" }, page: () => import("./memberData/MyPointsPage"), needLogin: true, func: "setup.account.points" },
  { path: "/setup/point", title: { zh: "积分规则", en: "Points rules" }, page: () => import("./memberData/PointRulesPage"), needLogin: true, func: "setup.account.pointRules" },
];
