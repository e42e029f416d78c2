import type { RouteDef } from "../../../app/routes";

/** The sandbox bank's hosted payment page (/cashier/htmlShow). */
export const sandboxRoutes: RouteDef[] = [];
