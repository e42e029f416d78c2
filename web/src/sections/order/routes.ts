import type { SectionDef } from "../../app/routes";

/** /order: the public deal feed (/order/list: recent deals, buyers anonymised). */
export const orderSection: SectionDef = {
  key: "order",
  base: "/order",
  title: { zh: "成交动态", en: "Recent deals" },
  layout: "portal",
  routes: [{ path: "/order/list", title: { zh: "成交动态", en: "Recent deals" }, page: () => import("./DealListPage") }],
};
