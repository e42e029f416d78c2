import type { RouteDef } from "../../app/routes";

/** /farmingManage weather screens (weatherRemind). */
export const weatherRoutes: RouteDef[] = [];
