import type { RouteDef } from "../../app/routes";

/** /farmingManage analysis screens (nyDatas … zzDatas). */
export const analysisRoutes: RouteDef[] = [];
