import type { RouteDef } from "../../app/routes";

/** /farmingManageMap/dataAnalysis/:id: the analyses of one plot (id = plot id), from the map. */
export const mapAnalysisRoutes: RouteDef[] = [
  {
    path: "/farmingManageMap/dataAnalysis/:id",
    title: { zh: "地块数据分析", en: "Plot analysis" },
    page: () => import("./analysis/PlotAnalysisPage"),
    needLogin: true,
    func: "farmingManage.land.map",
    hidden: true,
  },
];
