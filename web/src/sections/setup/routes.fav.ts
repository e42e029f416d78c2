import type { RouteDef } from "../../app/routes";

/** /setup screens: favourites. */
export const favRoutes: RouteDef[] = [];
