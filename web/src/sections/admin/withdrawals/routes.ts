import type { RouteDef } from "../../../app/routes";

/** Operator console: withdrawals and payments. */
export const withdrawalAdminRoutes: RouteDef[] = [];
