import type { SectionDef } from "../../app/routes";
import { cartRoutes } from "./cart/routes";
import { checkoutRoutes } from "./orders/routes";

/**
 * Shopping (购物): the cart (./cart) and the checkout (./orders). Like the cashier, a step of buying,
 * not a member-centre screen: the portal's header and footer, no member menus.
 */
export const shopingSection: SectionDef = {
  key: "shoping",
  base: "/shoping",
  title: { zh: "购物", en: "Shopping" },
  layout: "portal",
  forbiddenPage: true,
  routes: [...cartRoutes, ...checkoutRoutes],
};
