import type { RouteDef } from "../../app/routes";

const page = () => import("./analysis/AnalysisPage");

/** /farmingManage analysis screens (nyDatas … zzDatas): one page, the analysis named by the path. */
export const analysisRoutes: RouteDef[] = [
  { path: "/farmingManage/nyDatas", title: { zh: "农药使用分析", en: "Pesticide use" }, page, needLogin: true, func: "farmingManage.analysis.ny" },
  { path: "/farmingManage/sfDatas", title: { zh: "施肥分析", en: "Fertiliser" }, page, needLogin: true, func: "farmingManage.analysis.sf" },
  { path: "/farmingManage/szDatas", title: { zh: "收支分析", en: "Income & costs" }, page, needLogin: true, func: "farmingManage.analysis.sz" },
  { path: "/farmingManage/ygDatas", title: { zh: "用工分析", en: "Labour" }, page, needLogin: true, func: "farmingManage.analysis.yg" },
  { path: "/farmingManage/njDatas", title: { zh: "农机分析", en: "Machinery" }, page, needLogin: true, func: "farmingManage.analysis.nj" },
  { path: "/farmingManage/xsDatas", title: { zh: "销售分析", en: "Sales" }, page, needLogin: true, func: "farmingManage.analysis.xs" },
  { path: "/farmingManage/zzDatas", title: { zh: "种养分析", en: "Production" }, page, needLogin: true, func: "farmingManage.analysis.zz" },
];
