import type { RouteDef } from "../../../app/routes";

/** Operator console: members' finance accounts and bank cards. */
export const accountAdminRoutes: RouteDef[] = [];
