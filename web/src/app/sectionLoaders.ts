import type { SectionDef } from "./routes";

/**
 * Each section's routes module, loaded when a path of it is first visited (the build's route table,
 * app/lazyRouteTable.ts). The same sections, in the same order, as app/routeTable.ts (a test keeps them so).
 */
export const sectionLoaders: Readonly<Record<string, () => Promise<SectionDef>>> = {
  entry: () => import("../sections/entry/routes").then((m) => m.entrySection),
  user: () => import("../sections/user/routes").then((m) => m.userSection),
  setup: () => import("../sections/setup/routes").then((m) => m.setupSection),
  financial: () => import("../sections/financial/routes").then((m) => m.financialSection),
  service: () => import("../sections/service/routes").then((m) => m.serviceSection),
  transaction: () => import("../sections/transaction/routes").then((m) => m.transactionSection),
  shoping: () => import("../sections/shoping/routes").then((m) => m.shopingSection),
  cashier: () => import("../sections/cashier/routes").then((m) => m.cashierSection),
  farmingManage: () => import("../sections/farmingManage/routes").then((m) => m.farmingManageSection),
  farmingService: () => import("../sections/farmingService/routes").then((m) => m.farmingServiceSection),
  farmingBaike: () => import("../sections/farmingBaike/routes").then((m) => m.farmingBaikeSection),
  farmlandService: () => import("../sections/farmlandService/routes").then((m) => m.farmlandServiceSection),
  farmingManageMap: () => import("../sections/farmingManageMap/routes").then((m) => m.farmingManageMapSection),
  agreement: () => import("../sections/agreement/routes").then((m) => m.agreementSection),
  admin: () => import("../sections/admin/routes").then((m) => m.adminSection),
  goods: () => import("../sections/goods/routes").then((m) => m.goodsSection),
  order: () => import("../sections/order/routes").then((m) => m.orderSection),
  purchasingHall: () => import("../sections/purchasingHall/routes").then((m) => m.purchasingHallSection),
  priceQuotation: () => import("../sections/priceQuotation/routes").then((m) => m.priceQuotationSection),
  serviceHall: () => import("../sections/serviceHall/routes").then((m) => m.serviceHallSection),
  message: () => import("../sections/message/routes").then((m) => m.messageSection),
  trace: () => import("../sections/trace/routes").then((m) => m.traceSection),
};
