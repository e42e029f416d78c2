import type { SectionDef } from "../../app/routes";

/** 价格行情: daily market prices by category, with their trend (portal layout). */
export const priceQuotationSection: SectionDef = {
  key: "priceQuotation",
  base: "/priceQuotation",
  title: { zh: "价格行情", en: "Market prices" },
  layout: "portal",
  routes: [{ path: "/priceQuotation/index", title: { zh: "价格行情", en: "Market prices" }, page: () => import("./QuotationPage") }],
};
