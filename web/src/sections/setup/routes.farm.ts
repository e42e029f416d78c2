import type { RouteDef } from "../../app/routes";

const FUNC = "setup.org.farmList";
const form = () => import("./farm/FarmFormPage");

/** /setup/farmList: the member's farms (生产主体) through the farm side's calls; detail and update take ?id=. */
export const farmRoutes: RouteDef[] = [
  { path: "/setup/farmList", title: { zh: "农场列表", en: "Farm list" }, page: () => import("./farm/FarmListPage"), needLogin: true, func: FUNC },
  { path: "/setup/farmList/add", title: { zh: "新增农场", en: "Add a farm" }, page: form, needLogin: true, func: FUNC, hidden: true },
  { path: "/setup/farmList/detail", title: { zh: "农场详情", en: "Farm details" }, page: () => import("./farm/FarmDetailPage"), needLogin: true, func: FUNC, hidden: true },
  { path: "/setup/farmList/update", title: { zh: "编辑农场", en: "Edit farm" }, page: form, needLogin: true, func: FUNC, hidden: true },
];
