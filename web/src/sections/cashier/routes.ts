import type { SectionDef } from "../../app/routes";
import { cashierPayRoutes } from "./pay/routes";
import { sandboxRoutes } from "./sandbox/routes";

/**
 * Cashier (收银台): paying payment orders and recharges, and the sandbox bank's hosted page. A
 * checkout, not a member-centre screen: the portal's header and footer around it, no member menus
 * (the pages themselves need a login).
 */
export const cashierSection: SectionDef = {
  key: "cashier",
  base: "/cashier",
  title: { zh: "收银台", en: "Cashier" },
  layout: "portal",
  forbiddenPage: true,
  routes: [...cashierPayRoutes, ...sandboxRoutes],
};
