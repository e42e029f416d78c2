import type { RouteDef } from "../../app/routes";

/** /setup screens: enterprise info and employees. */
export const orgRoutes: RouteDef[] = [];
