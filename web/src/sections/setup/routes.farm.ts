import type { RouteDef } from "../../app/routes";

/** /setup/farmList: the member's farms (生产主体). */
export const farmRoutes: RouteDef[] = [];
