import type { ComponentType } from "react";

export interface Texts {
  zh: string;
  en: string;
}

export type LayoutKind = "portal" | "member" | "plain";

/** One screen: its exact spec path, its title, and who may see it. */
export interface RouteDef {
  path: string;
  title: Texts;
  page: () => Promise<{ default: ComponentType }>;
  /** Without a ticket cookie the browser goes to /user/login?redirect=… (spec §2). */
  needLogin?: boolean;
  /** The function (permission) code the member's identity must hold; else the section's 403 page. */
  func?: string;
  /** Overrides the section's layout. */
  layout?: LayoutKind;
  /** Left out of the site map (e.g. detail pages that need an id). */
  hidden?: boolean;
}

/** A spec section (/setup, /transaction …): its routes, layout, and the 403 child it always has. */
export interface SectionDef {
  key: string;
  base: string;
  title: Texts;
  layout: LayoutKind;
  routes: RouteDef[];
  /** Adds `<base>/403`, the section's no-permission page. */
  forbiddenPage?: boolean;
}

/** A route with its section (the route table's rows; a section's `<base>/403` is one too). */
export interface FlatRoute extends RouteDef {
  section: SectionDef;
}

/**
 * What every page knows of a section before its routes module loads (app/routeTable.ts): its key, base,
 * title and layout, and the path pattern of each of its routes (its `<base>/403` included).
 */
export interface SectionEntry extends Omit<SectionDef, "routes"> {
  paths: string[];
}

/** A member-centre section (member layout, with its 403 child). */
export function memberSection(key: string, title: Texts, routes: RouteDef[]): SectionDef {
  return { key, base: `/${key}`, title, layout: "member", forbiddenPage: true, routes };
}
