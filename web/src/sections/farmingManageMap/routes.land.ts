import type { RouteDef } from "../../app/routes";

const FUNC = "farmingManage.land.map";

/** /farmingManageMap screens of the farm-land area: the map, drawing a plot, a plot on the map. */
export const mapLandRoutes: RouteDef[] = [
  { path: "/farmingManageMap/index", title: { zh: "地图农场", en: "Farm map" }, page: () => import("./land/MapIndexPage"), needLogin: true, func: FUNC },
  { path: "/farmingManageMap/createLand", title: { zh: "画地块", en: "Draw a plot" }, page: () => import("./land/CreateLandPage"), needLogin: true, func: FUNC },
  { path: "/farmingManageMap/landInfo", title: { zh: "地块信息", en: "Plot on the map" }, page: () => import("./land/LandInfoPage"), needLogin: true, func: FUNC, hidden: true },
];
