import type { FlatRoute, RouteDef, SectionDef, SectionEntry } from "./routes";

const forbidden = (s: SectionDef): RouteDef => ({
  path: `${s.base}/403`,
  title: { zh: "无权限", en: "No permission" },
  page: () => import("./pages/ErrorPages").then((m) => ({ default: m.SectionForbiddenPage })),
  hidden: true,
});

/** A section's rows of the route table: its routes with their section, and `<base>/403` when flagged forbiddenPage. */
export function flatRoutes(s: SectionDef): FlatRoute[] {
  return [...s.routes, ...(s.forbiddenPage ? [forbidden(s)] : [])].map((r) => ({ ...r, section: s }));
}

/** A section as every page knows it before its routes load: no titles of screens, no page loaders. */
export function sectionEntry(s: SectionDef): SectionEntry {
  const paths = flatRoutes(s).map((r) => r.path);
  return { key: s.key, base: s.base, title: s.title, layout: s.layout, ...(s.forbiddenPage ? { forbiddenPage: true } : {}), paths };
}
