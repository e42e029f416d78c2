import type { RouteDef } from "../../../app/routes";

/** My loans and insurance applications (/financial/credit/myLoan). */
export const creditRoutes: RouteDef[] = [];
