import type { RouteDef } from "../../app/routes";

/** /farmingManageMap/backManage/:id. */
export const mapTraceRoutes: RouteDef[] = [];
