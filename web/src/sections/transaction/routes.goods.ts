import type { RouteDef } from "../../app/routes";

/** /transaction screens: goods, packages, customer prices, supply and demand. */
export const goodsRoutes: RouteDef[] = [];
