import type { SectionDef } from "../../app/routes";

/** 服务大厅: the portal's service listings; /serviceHall/finance lists the credit and insurance products. */
export const serviceHallSection: SectionDef = {
  key: "serviceHall",
  base: "/serviceHall",
  title: { zh: "服务大厅", en: "Service hall" },
  layout: "portal",
  routes: [],
};
