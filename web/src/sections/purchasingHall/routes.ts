import type { SectionDef } from "../../app/routes";

/** 采购大厅: buyers' demand posts and sellers' supply posts, and their detail pages (portal layout). */
export const purchasingHallSection: SectionDef = {
  key: "purchasingHall",
  base: "/purchasingHall",
  title: { zh: "采购大厅", en: "Purchasing hall" },
  layout: "portal",
  routes: [
    { path: "/purchasingHall/index", title: { zh: "采购大厅", en: "Purchasing hall" }, page: () => import("./HallPage") },
    { path: "/purchasingHall/details", title: { zh: "供求详情", en: "Supply or demand post" }, page: () => import("./PostDetailPage"), hidden: true },
  ],
};
