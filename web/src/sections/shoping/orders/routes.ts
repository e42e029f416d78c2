import type { RouteDef } from "../../../app/routes";

const checkout = () => import("./CheckoutPage");

/** The checkout (确认订单): /shoping/orders is the cart's checked lines, /shoping/orders/now?specId=&quantity= is buy now. */
export const checkoutRoutes: RouteDef[] = [
  { path: "/shoping/orders", title: { zh: "确认订单", en: "Confirm your order" }, page: checkout, needLogin: true },
  { path: "/shoping/orders/:orderType", title: { zh: "确认订单", en: "Confirm your order" }, page: checkout, needLogin: true, hidden: true },
];
