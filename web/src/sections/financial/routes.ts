import { memberSection } from "../../app/routes";
import { accountRoutes } from "./accounts/routes";
import { balanceRoutes } from "./balance/routes";
import { creditRoutes } from "./credit/routes";

/** Finance (财务中心): accounts and cards, balance and cash flow, loans. */
export const financialSection = memberSection("financial", { zh: "财务中心", en: "Finance" }, [...balanceRoutes, ...accountRoutes, ...creditRoutes]);
