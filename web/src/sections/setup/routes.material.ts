import type { RouteDef } from "../../app/routes";

/** /setup/material: the member's material catalogue (物料管理). */
export const materialRoutes: RouteDef[] = [];
