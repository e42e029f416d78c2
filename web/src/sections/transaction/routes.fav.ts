import type { RouteDef } from "../../app/routes";

/** /transaction screens: favourites. */
export const favRoutes: RouteDef[] = [];
