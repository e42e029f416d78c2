import { adminSection } from "../sections/admin/routes";
import { cashierSection } from "../sections/cashier/routes";
import { farmingBaikeSection } from "../sections/farmingBaike/routes";
import { farmingManageSection } from "../sections/farmingManage/routes";
import { farmingManageMapSection } from "../sections/farmingManageMap/routes";
import { farmingServiceSection } from "../sections/farmingService/routes";
import { farmlandServiceSection } from "../sections/farmlandService/routes";
import { financialSection } from "../sections/financial/routes";
import { goodsSection } from "../sections/goods/routes";
import { orderSection } from "../sections/order/routes";
import { priceQuotationSection } from "../sections/priceQuotation/routes";
import { purchasingHallSection } from "../sections/purchasingHall/routes";
import { serviceSection } from "../sections/service/routes";
import { serviceHallSection } from "../sections/serviceHall/routes";
import { shopingSection } from "../sections/shoping/routes";
import { transactionSection } from "../sections/transaction/routes";
import { entrySection } from "../sections/entry/routes";
import { setupSection } from "../sections/setup/routes";
import { userSection } from "../sections/user/routes";
import { agreementSection } from "../sections/agreement/routes";
import { messageSection } from "../sections/message/routes";
import { traceSection } from "../sections/trace/routes";
import type { FlatRoute, SectionDef, SectionEntry } from "./routes";
import { flatRoutes, sectionEntry } from "./sectionRoutes";

/*
 * The whole route table at once: what node (web/scripts: spec:routes, routes.json), the unit tests and
 * the dev server see. In the build this module is replaced (web/vite.config.ts, routeTableBySection):
 * the same exports, with `sectionIndex` written out at build time from this one and each section's
 * routes loaded with its first screen (app/lazyRouteTable.ts, app/sectionLoaders.ts) — the route table
 * of 22 sections (~80 KB, every lazy page with its preload list) is not in every first load.
 */

/** Every section of the portal. Adding a section = a folder with routes.ts + one line here and one in sectionLoaders.ts. */
export const sections: readonly SectionDef[] = [
  entrySection,
  userSection,
  setupSection,
  financialSection,
  serviceSection,
  transactionSection,
  shopingSection,
  cashierSection,
  farmingManageSection,
  farmingServiceSection,
  farmingBaikeSection,
  farmlandServiceSection,
  farmingManageMapSection,
  agreementSection,
  adminSection,
  goodsSection,
  orderSection,
  purchasingHallSection,
  priceQuotationSection,
  serviceHallSection,
  messageSection,
  traceSection,
];

/** Every route of the loaded sections (here: all), with its section. */
export const allRoutes: readonly FlatRoute[] = sections.flatMap(flatRoutes);

/** Every section with its route paths (in the build: written out from this list). */
export const sectionIndex: readonly SectionEntry[] = sections.map(sectionEntry);

/** Loads the routes of these sections (here: loaded already). */
export function loadSections(_keys: readonly string[]): Promise<void> {
  return Promise.resolve();
}
