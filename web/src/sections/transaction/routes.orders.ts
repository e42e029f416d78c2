import type { RouteDef } from "../../app/routes";
import { buyerOrderRoutes } from "./orders/buyer/routes";
import { sellerOrderRoutes } from "./orders/seller/routes";

/** The order screens: the buyer's (./orders/buyer) and the seller's (./orders/seller, with its figures in ./orders/figures). */
export const orderRoutes: RouteDef[] = [...buyerOrderRoutes, ...sellerOrderRoutes];
