import type { FlatRoute, SectionDef, SectionEntry } from "./routes";
import { flatRoutes } from "./sectionRoutes";

/** The exports of app/routeTable.ts (the build's lazy table has the same). */
export interface RouteTable {
  /** The loaded sections, in the table's order. */
  sections: readonly SectionDef[];
  /** Their routes, with their section, in the table's order. */
  allRoutes: readonly FlatRoute[];
  /** Every section with its route paths, loaded or not. */
  sectionIndex: readonly SectionEntry[];
  /** Loads the routes of these sections (each once; a failed load is tried again on the next call). */
  loadSections(keys: readonly string[]): Promise<void>;
}

/**
 * The route table as the build has it: the index of every section's paths (written at build time), and
 * each section's routes loaded by `loaders` when first asked for. `sections` and `allRoutes` are the
 * same arrays throughout, filled in the index's order as sections load.
 */
export function lazyRouteTable(sectionIndex: readonly SectionEntry[], loaders: Readonly<Record<string, () => Promise<SectionDef>>>): RouteTable {
  const sections: SectionDef[] = [];
  const allRoutes: FlatRoute[] = [];
  const order = new Map(sectionIndex.map((e, i) => [e.key, i]));
  const loading = new Map<string, Promise<void>>();
  const add = (s: SectionDef) => {
    if (sections.includes(s)) return;
    sections.push(s);
    sections.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
    allRoutes.splice(0, allRoutes.length, ...sections.flatMap(flatRoutes));
  };
  const load = (key: string): Promise<void> => {
    const known = loading.get(key);
    if (known) return known;
    const loader = loaders[key];
    if (!loader) return Promise.reject(new Error(`no routes module for section "${key}"`));
    const p = loader().then(add, (e: unknown) => {
      loading.delete(key);
      throw e;
    });
    loading.set(key, p);
    return p;
  };
  return {
    sections,
    allRoutes,
    sectionIndex,
    loadSections: (keys) => Promise.all(keys.map(load)).then(() => undefined),
  };
}
