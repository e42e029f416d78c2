import type { RouteDef } from "../../app/routes";

/** /farmingManage screens of the farm-material area. */
export const materialRoutes: RouteDef[] = [];
