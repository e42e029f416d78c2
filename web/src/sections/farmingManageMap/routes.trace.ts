import type { RouteDef } from "../../app/routes";

/** /farmingManageMap/backManage/:id. */
export const mapTraceRoutes: RouteDef[] = [
  {
    path: "/farmingManageMap/backManage/:id",
    title: { zh: "地块溯源", en: "Plot traces" },
    page: () => import("./trace/PlotTracePage"),
    needLogin: true,
    func: "farmingManage.land.map",
    hidden: true,
  },
];
