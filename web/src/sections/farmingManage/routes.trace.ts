import type { RouteDef } from "../../app/routes";

/** /farmingManage traceability screens (backManage). */
export const traceRoutes: RouteDef[] = [];
