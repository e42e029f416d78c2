import type { RouteDef } from "../../../app/routes";

/** The cart: open to visitors too (their cart is kept in the browser until they log in). */
export const cartRoutes: RouteDef[] = [{ path: "/shoping/cart", title: { zh: "购物车", en: "Cart" }, page: () => import("./CartPage"), needLogin: false }];
