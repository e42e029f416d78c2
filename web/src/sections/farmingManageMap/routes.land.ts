import type { RouteDef } from "../../app/routes";

/** /farmingManageMap screens of the farm-land area. */
export const mapLandRoutes: RouteDef[] = [];
