import type { SectionDef } from "../../app/routes";

/** The public trace page a QR code opens (/trace/:code): no login, plain layout, light on a phone. */
export const traceSection: SectionDef = {
  key: "trace",
  base: "/trace",
  title: { zh: "产品溯源", en: "Product trace" },
  layout: "plain",
  routes: [{ path: "/trace/:code", title: { zh: "产品溯源", en: "Product trace" }, page: () => import("./TracePage"), needLogin: false, hidden: true }],
};
