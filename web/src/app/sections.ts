import { matchPath } from "react-router";
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
import type { RouteDef, SectionDef } from "./routes";

/** Every section of the portal. Adding a section = a folder with routes.ts + one line here. */
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

const forbidden = (s: SectionDef): RouteDef => ({
  path: `${s.base}/403`,
  title: { zh: "无权限", en: "No permission" },
  page: () => import("./pages/ErrorPages").then((m) => ({ default: m.SectionForbiddenPage })),
  hidden: true,
});

export interface FlatRoute extends RouteDef {
  section: SectionDef;
}

/** Every route with its section; sections flagged forbiddenPage get their `<base>/403`. */
export const allRoutes: readonly FlatRoute[] = sections.flatMap((s) =>
  [...s.routes, ...(s.forbiddenPage ? [forbidden(s)] : [])].map((r) => ({ ...r, section: s })),
);

/** Whether the app serves this path (used to hide links and menu entries to screens not built yet). */
export function routeExists(path: string): boolean {
  const bare = path.split(/[?#]/)[0];
  return allRoutes.some((r) => matchPath({ path: r.path, end: true }, bare));
}

export function routeOf(path: string): FlatRoute | undefined {
  const bare = path.split(/[?#]/)[0];
  return allRoutes.find((r) => matchPath({ path: r.path, end: true }, bare));
}

/** The section a path belongs to (longest base first, the root section last). */
export function sectionOf(pathname: string): SectionDef | undefined {
  return [...sections]
    .filter((s) => s.base !== "")
    .sort((a, b) => b.base.length - a.base.length)
    .find((s) => pathname === s.base || pathname.startsWith(`${s.base}/`));
}
