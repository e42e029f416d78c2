import type { SectionDef } from "../../app/routes";

/** 采购大厅: buyers' demand posts (portal layout). */
export const purchasingHallSection: SectionDef = {
  key: "purchasingHall",
  base: "/purchasingHall",
  title: { zh: "采购大厅", en: "Purchasing hall" },
  layout: "portal",
  routes: [
    { path: "/purchasingHall/index", title: { zh: "采购大厅", en: "Purchasing hall" }, page: () => import("./HallPage") },
    { path: "/purchasingHall/details", title: { zh: "求购详情", en: "Purchase request" }, page: () => import("./DemandDetailPage"), hidden: true },
  ],
};
