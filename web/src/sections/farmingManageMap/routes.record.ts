import type { RouteDef } from "../../app/routes";

/** /farmingManageMap screens of the farm-record area. */
export const mapRecordRoutes: RouteDef[] = [];
