import type { RouteDef } from "../../app/routes";

/** /setup screens: profile, addresses, manufacturers, points. */
export const dataRoutes: RouteDef[] = [];
