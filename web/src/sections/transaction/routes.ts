import { memberSection } from "../../app/routes";
import { transactionAccountRoutes } from "../financial/accounts/routes";
import { favRoutes } from "./routes.fav";
import { goodsRoutes } from "./routes.goods";
import { orderRoutes } from "./routes.orders";
import { promotionRoutes } from "./routes.promotion";
import { shopRoutes } from "./routes.shop";

/** /transaction: trading. Route groups live in their own files so each area evolves on its own. */
export const transactionSection = memberSection("transaction", { zh: "交易中心", en: "Trading" }, [...shopRoutes, ...goodsRoutes, ...orderRoutes, ...promotionRoutes, ...favRoutes, ...transactionAccountRoutes]);
