import { routeExists } from "./sections";

/**
 * The path-rewrite lookup (spec §2): old or section paths → the screen to show; the query is kept.
 * Only entries whose target the app serves are active.
 */
export const rewrites: ReadonlyArray<readonly [from: string, to: string]> = [
  ["/index", "/"],
  ["/home", "/"],
  ["/setup", "/setup/index"],
  ["/service", "/service/index"],
  ["/financial", "/financial/index"],
  ["/transaction", "/transaction/index"],
  ["/farmingManage", "/farmingManage/index"],
  ["/farmingService", "/farmingService/demandList"],
  ["/farmingBaike", "/farmingBaike/myQuestion"],
  ["/farmlandService", "/farmlandService/supplyOrder"],
  ["/farmingManageMap", "/farmingManageMap/index"],
  ["/goods", "/goods/home"],
  ["/message", "/message/list"],
  ["/feedback", "/feedback/index"],
  ["/purchasingHall", "/purchasingHall/index"],
  ["/priceQuotation", "/priceQuotation/index"],
  ["/navigation", "/navigation/index"],
  ["/user", "/user/login"],
];

export const activeRewrites = () => rewrites.filter(([from, to]) => routeExists(to) && !routeExists(from));
