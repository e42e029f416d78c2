import type { RouteDef } from "../../app/routes";

/** /farmingManage screens of the farm-book area (记账本: /farmingManage/list, jzb*, cc*, bch*). */
export const bookRoutes: RouteDef[] = [];
