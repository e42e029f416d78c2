import { memberSection } from "../../app/routes";
import { cashierPayRoutes } from "./pay/routes";
import { sandboxRoutes } from "./sandbox/routes";

/** Cashier (收银台): paying payment orders and recharges, and the sandbox bank's hosted page. */
export const cashierSection = memberSection("cashier", { zh: "收银台", en: "Cashier" }, [...cashierPayRoutes, ...sandboxRoutes]);
