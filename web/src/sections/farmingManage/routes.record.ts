import type { RouteDef } from "../../app/routes";

/** /farmingManage screens of the farm-record area. */
export const recordRoutes: RouteDef[] = [];
