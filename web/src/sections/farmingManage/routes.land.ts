import type { RouteDef } from "../../app/routes";

/** /farmingManage screens of the farm-land area. */
export const landRoutes: RouteDef[] = [];
