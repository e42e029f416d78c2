import type { RouteDef } from "../../../app/routes";

/** The cashier: pay one payment order, a batch, a recharge; the pay result. */
export const cashierPayRoutes: RouteDef[] = [];
