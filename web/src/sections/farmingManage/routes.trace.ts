import type { RouteDef } from "../../app/routes";

/** /farmingManage traceability screens (backManage). */
export const traceRoutes: RouteDef[] = [
  {
    path: "/farmingManage/backManage",
    title: { zh: "溯源管理", en: "Traceability" },
    page: () => import("./trace/TraceManagePage"),
    needLogin: true,
    func: "farmingManage.record.back",
  },
];
