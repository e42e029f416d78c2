import type { RouteDef } from "../../app/routes";

/** /farmingManageMap field work and watch logs. */
export const mapWorkRoutes: RouteDef[] = [];
