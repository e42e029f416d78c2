import type { RouteDef } from "../../app/routes";

const FUNC = "farmingManage.land.map";

/** /farmingManageMap field work and watch logs of one plot (`:id` = the plot; update/:id = the task, "new" adds one). */
export const mapWorkRoutes: RouteDef[] = [
  { path: "/farmingManageMap/watchLogs/:id", title: { zh: "地块巡田日志", en: "Plot inspections" }, page: () => import("../farmingManage/work/WatchListPage"), needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManageMap/farmingWorking/:id", title: { zh: "地块农事作业", en: "Plot field work" }, page: () => import("../farmingManage/work/WorkListPage"), needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManageMap/farmingWorking/update/:id", title: { zh: "编辑农事作业", en: "Edit field work" }, page: () => import("../farmingManage/work/WorkFormPage"), needLogin: true, func: FUNC, hidden: true },
];
