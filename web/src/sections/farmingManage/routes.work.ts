import type { RouteDef } from "../../app/routes";

/** /farmingManage screens of field work, growth and watch logs, the farm home and the farm list. */
export const workRoutes: RouteDef[] = [];
