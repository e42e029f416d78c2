/**
 * Serving the single-page web app: which paths it serves and what its HTML page says before any script
 * runs (title, description — what search engines and link previews read).
 *
 * The web build writes `routes.json` next to index.html (web/scripts/route-manifest.ts): every route
 * pattern of web/src/app/sections.ts with its { zh, en } title, and the paths the web rewrites to
 * others. A path matching none of them answers 404 (the page still renders the web's 404 screen).
 * Without a manifest (an older build) every path answers index.html, as before.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface RouteManifest {
  routes: { path: string; title: { zh: string; en: string } }[];
  /** Paths the web rewrites to a route (e.g. /goods → /goods/home). */
  rewrites: string[];
}

export interface PageMeta {
  title: string;
  description: string;
  /** Ask search engines not to index (404, member pages). */
  noindex?: boolean;
}

/** Reads `<webDist>/routes.json`, or null when the build has none. */
export function loadRouteManifest(webDist: string): RouteManifest | null {
  const file = join(webDist, "routes.json");
  if (!existsSync(file)) return null;
  const m = JSON.parse(readFileSync(file, "utf8")) as Partial<RouteManifest>;
  if (!Array.isArray(m.routes)) return null;
  return { routes: m.routes, rewrites: Array.isArray(m.rewrites) ? m.rewrites : [] };
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

/**
 * Whether `pathname` matches a react-router pattern (`/a/:id`, `/a/:id?`, `/a/*`), case-insensitively
 * and ignoring a trailing slash, as the web's router (matchPath, end: true) does. Returns the params.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segmentsOf(pattern);
  let got: string[];
  try {
    got = segmentsOf(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of want) {
    if (seg === "*") return params;
    if (seg.startsWith(":")) {
      const optional = seg.endsWith("?");
      const name = seg.slice(1, optional ? -1 : undefined);
      if (i < got.length && got[i]) params[name] = got[i++];
      else if (!optional) return null;
      continue;
    }
    if (i >= got.length || got[i].toLowerCase() !== seg.toLowerCase()) return null;
    i++;
  }
  return i === got.length ? params : null;
}

/** The manifest's route for a path (the first that matches), or null. */
export function findRoute(m: RouteManifest, pathname: string): { route: RouteManifest["routes"][number]; params: Record<string, string> } | null {
  for (const route of m.routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Whether the web serves this path: a route or a rewrite. */
export function webServes(m: RouteManifest, pathname: string): boolean {
  return !!findRoute(m, pathname) || m.rewrites.some((r) => matchPattern(r, pathname) !== null);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML text and double- or single-quoted attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Plain text of (sanitised) HTML, whitespace collapsed, cut at `max` characters. */
export function plainText(html: string, max = 150): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : text;
}

/** Page title as the web sets it: the screen's title, then the site's name (Root.tsx `withSuffix`). */
export function titleWithSite(title: string, site: string): string {
  if (!site || title.endsWith(site)) return title;
  return title ? `${title} - ${site}` : site;
}

/** index.html with this page's title, description (and robots) in its head; every value escaped. */
export function renderIndex(html: string, meta: PageMeta): string {
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join("\n    ");
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>\s*/i, "").replace(/<meta\s+name="(description|robots)"[^>]*>\s*/gi, "");
  // a function, so "$&" or "$1" in a name stays text
  return cleaned.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}
