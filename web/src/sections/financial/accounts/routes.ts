import type { RouteDef } from "../../../app/routes";

/** Finance accounts at the channels (open, validate, result, manage, change, rescind), bank cards, security settings and the pay password. */
export const accountRoutes: RouteDef[] = [];
