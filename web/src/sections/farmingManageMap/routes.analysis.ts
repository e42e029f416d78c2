import type { RouteDef } from "../../app/routes";

/** /farmingManageMap/dataAnalysis/:id. */
export const mapAnalysisRoutes: RouteDef[] = [];
