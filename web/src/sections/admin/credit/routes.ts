import type { RouteDef } from "../../../app/routes";

/** Operator console: credit and insurance products and the applications to review. */
export const creditAdminRoutes: RouteDef[] = [];
