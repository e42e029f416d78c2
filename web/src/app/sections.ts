import { matchPath } from "react-router";
import { allRoutes, loadSections, sectionIndex, sections } from "./routeTable";
import type { FlatRoute, SectionEntry } from "./routes";

export type { FlatRoute } from "./routes";

/**
 * The route table (app/routeTable.ts). In the build, a section's routes (titles, page loaders) load with
 * its first screen: `sections`, `allRoutes` and `routeOf` know the sections loaded so far (the current
 * page's always; `loadAllSections` for all), while `routeExists` and `sectionOf` read the index of every
 * section's paths and know them all from the start.
 */
export { allRoutes, sections };

const bare = (path: string) => path.split(/[?#]/)[0];
const matches = (pattern: string, path: string) => matchPath({ path: pattern, end: true }, path) !== null;

/** Whether the app serves this path (used to hide links and menu entries to screens not built yet). */
export function routeExists(path: string): boolean {
  const p = bare(path);
  return sectionIndex.some((s) => s.paths.some((pattern) => matches(pattern, p)));
}

/** The route serving this path, among the loaded sections (in the build: the current page's and those visited before). */
export function routeOf(path: string): FlatRoute | undefined {
  const p = bare(path);
  return allRoutes.find((r) => matches(r.path, p));
}

/** The section a path belongs to (longest base first, the root section last). */
export function sectionOf(pathname: string): SectionEntry | undefined {
  return [...sectionIndex]
    .filter((s) => s.base !== "")
    .sort((a, b) => b.base.length - a.base.length)
    .find((s) => pathname === s.base || pathname.startsWith(`${s.base}/`));
}

/** The keys of the sections in `index` with a route serving this path (none for a path the app does not serve). */
export function sectionsServing(index: readonly SectionEntry[], path: string): string[] {
  const p = bare(path);
  return index.filter((s) => s.paths.some((pattern) => matches(pattern, p))).map((s) => s.key);
}

/** Loads the routes of every section with a route serving this path (nothing for a path the app does not serve). */
export function loadSectionsFor(path: string): Promise<void> {
  return loadSections(sectionsServing(sectionIndex, path));
}

/** Loads every section's routes (the site map lists them all). */
export function loadAllSections(): Promise<void> {
  return loadSections(sectionIndex.map((s) => s.key));
}
