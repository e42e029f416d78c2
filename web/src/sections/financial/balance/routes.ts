import type { RouteDef } from "../../../app/routes";

/** The finance overview, balance, frozen money, recharge and withdrawal screens, with the cash flow. */
export const balanceRoutes: RouteDef[] = [];
