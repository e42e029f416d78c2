import type { RouteDef } from "../../app/routes";

/** /transaction screens: shop opening and shop management. */
export const shopRoutes: RouteDef[] = [];
