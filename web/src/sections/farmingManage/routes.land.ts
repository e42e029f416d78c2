import type { RouteDef } from "../../app/routes";

const FUNC = "farmingManage.land.farmlands";
const seasonForm = () => import("./land/SeasonFormPage");

/** /farmingManage screens of the farm-land area: plots and their seasons. */
export const landRoutes: RouteDef[] = [
  { path: "/farmingManage/farmlands", title: { zh: "地块管理", en: "Plots" }, page: () => import("./land/PlotListPage"), needLogin: true, func: FUNC },
  { path: "/farmingManage/farmlandsUpdate", title: { zh: "编辑地块", en: "Edit plot" }, page: () => import("./land/PlotFormPage"), needLogin: true, func: FUNC },
  { path: "/farmingManage/farmlandsDetails/:id", title: { zh: "地块详情", en: "Plot details" }, page: () => import("./land/PlotDetailPage"), needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/farmlandsHistory/:id/:name/:areaId", title: { zh: "茬次历史", en: "Season history" }, page: () => import("./land/SeasonListPage"), needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/farmlandsHistoryAdd", title: { zh: "新增茬次", en: "Add a season" }, page: seasonForm, needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/farmlandsHistoryUpd/:id/:infoId/:name/:areaId", title: { zh: "编辑茬次", en: "Edit season" }, page: seasonForm, needLogin: true, func: FUNC, hidden: true },
];
