import type { RouteDef } from "../../app/routes";

const WORK = "farmingManage.record.working";
const GROW = "farmingManage.record.growLogs";
const WATCH = "farmingManage.record.watchLogs";
const growForm = () => import("./work/GrowFormPage");
const watchForm = () => import("./work/WatchFormPage");

/**
 * /farmingManage screens of field work, growth and watch logs, the farm home and the farm list.
 * /farmingManage itself goes to /farmingManage/index through the app's rewrite table (app/rewrites.ts),
 * active now that the index route exists. Field work has no add route in the spec: update/new adds.
 */
export const workRoutes: RouteDef[] = [
  { path: "/farmingManage/index", title: { zh: "农场首页", en: "Farm home" }, page: () => import("./home/FarmHomePage"), needLogin: true, func: "farmingManage.land.index" },
  { path: "/farmingManage/farmList", title: { zh: "农场列表", en: "Farms" }, page: () => import("../setup/farm/FarmSideListPage"), needLogin: true, func: "farmingManage.land.farmList" },
  { path: "/farmingManage/farmingWorking", title: { zh: "农事作业", en: "Field work" }, page: () => import("./work/WorkListPage"), needLogin: true, func: WORK },
  { path: "/farmingManage/farmingWorking/details", title: { zh: "农事作业详情", en: "Field work details" }, page: () => import("./work/WorkDetailPage"), needLogin: true, func: WORK, hidden: true },
  { path: "/farmingManage/farmingWorking/update/:id", title: { zh: "编辑农事作业", en: "Edit field work" }, page: () => import("./work/WorkFormPage"), needLogin: true, func: WORK, hidden: true },
  { path: "/farmingManage/growLogs", title: { zh: "生长日志", en: "Growth logs" }, page: () => import("./work/GrowListPage"), needLogin: true, func: GROW },
  { path: "/farmingManage/growLogsAdd", title: { zh: "新增生长日志", en: "Add growth log" }, page: growForm, needLogin: true, func: GROW, hidden: true },
  { path: "/farmingManage/growLogsUpdate/:id", title: { zh: "修改生长日志", en: "Edit growth log" }, page: growForm, needLogin: true, func: GROW, hidden: true },
  { path: "/farmingManage/watchLogs", title: { zh: "巡田日志", en: "Inspection logs" }, page: () => import("./work/WatchListPage"), needLogin: true, func: WATCH },
  { path: "/farmingManage/watchLogs/add", title: { zh: "新增巡查记录", en: "Add inspection" }, page: watchForm, needLogin: true, func: WATCH, hidden: true },
  { path: "/farmingManage/watchLogs/update/:id", title: { zh: "修改巡查记录", en: "Edit inspection" }, page: watchForm, needLogin: true, func: WATCH, hidden: true },
];
