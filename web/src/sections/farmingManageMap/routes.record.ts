import type { RouteDef } from "../../app/routes";

const FUNC = "farmingManage.land.map";

/** /farmingManageMap screens of the farm-record area: a plot's records, add and edit from the map. */
export const mapRecordRoutes: RouteDef[] = [
  { path: "/farmingManageMap/record/:id", title: { zh: "地块农事记录", en: "Plot records" }, page: () => import("./record/PlotRecordsPage"), needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManageMap/record/:type/add", title: { zh: "新增农事记录", en: "Add farm records" }, page: () => import("./record/MapAddRecordPage"), needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManageMap/record/:type/update", title: { zh: "修改农事记录", en: "Edit farm record" }, page: () => import("./record/MapUpdateRecordPage"), needLogin: true, func: FUNC, hidden: true },
];
