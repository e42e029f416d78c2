import type { SectionDef } from "../../app/routes";

/** 服务大厅: the portal's service listings; /serviceHall/finance lists the credit and insurance products. */
export const serviceHallSection: SectionDef = {
  key: "serviceHall",
  base: "/serviceHall",
  title: { zh: "服务大厅", en: "Service hall" },
  layout: "portal",
  routes: [{ path: "/serviceHall/finance", title: { zh: "金融服务", en: "Financial services" }, page: () => import("./FinancePage") }],
};
