/**
 * Stored links — advert targets, `<a href>` and `<img src>` in rich text — may lead only to this site.
 * One rule, used by the server when it stores a link and by the web when it renders one (old rows
 * and anything that slipped past are checked again on the way out):
 *
 * 1. The link is read the way a browser reads it: `new URL(target, origin)` (the WHATWG parser). So
 *    `/\evil.example`, `\/evil.example`, `//evil.example`, tabs or newlines inside `java\tscript:`,
 *    upper-case schemes and the like resolve exactly as the browser would resolve them; no pattern of
 *    ours has to guess.
 * 2. The result must have the site's origin (scheme, host and port).
 * 3. Its path must be a page of the portal: its first segment one of the spec's sections
 *    (`SITE_PAGE_SECTIONS`, taken from the spec's route table, /work/shared/spec/routes.tsv), or the
 *    home page `/`. This is a prefix allow-list, not the exact route table: the server cannot import
 *    the web's routes, and a path inside a section that has no screen (yet) shows the section's 404,
 *    which is harmless. The web also requires its own route table to know the path (`routeExists`)
 *    before it renders a stored link as a link.
 * 4. What is stored or rendered is the normalised path + search + hash from the parsed URL — never
 *    the raw input.
 *
 * Images (`storeFileUrl`) follow the same reading: same origin, under the file store's `/files/`.
 */

/**
 * The first path segments of the portal's pages (the spec's route table's sections and the pages
 * it lists outside them). Not the error pages (401/403/404/500), not `/api`, `/openapi`, `/cas`,
 * `/files` (not pages), not the operations console.
 */
export const SITE_PAGE_SECTIONS: readonly string[] = [
  "agreement",
  "cashier",
  "download",
  "farmingBaike",
  "farmingManage",
  "farmingManageMap",
  "farmingService",
  "farmlandService",
  "feedback",
  "financial",
  "goods",
  "goodsbidding",
  "information",
  "message",
  "navigation",
  "order",
  "priceQuotation",
  "purchasingHall",
  "service",
  "serviceHall",
  "setup",
  "shoping",
  "transaction",
  "user",
];

const sections = new Set(SITE_PAGE_SECTIONS);

function parse(target: string, origin: string): URL | null {
  try {
    const base = new URL(origin);
    const u = new URL(target, base.origin);
    return u.origin === base.origin ? u : null;
  } catch {
    return null;
  }
}

/** Whether a (normalised) path is one of the portal's pages: `/` or under a section. */
export function isSitePagePath(pathname: string): boolean {
  if (pathname === "/") return true;
  const first = pathname.split("/")[1] ?? "";
  return sections.has(first);
}

/**
 * The normalised site path (`/goods/detail?goodsId=1`) a stored link leads to, or null when it leads
 * anywhere else (another host, another scheme, a path that is not a portal page). `origin` is the
 * site's own origin (the server's PUBLIC_URL, the browser's `location.origin`).
 */
export function siteLink(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== "string" || !target.trim()) return null;
  const u = parse(target, origin);
  if (!u || !isSitePagePath(u.pathname)) return null;
  return `${u.pathname}${u.search}${u.hash}`;
}

/** A file store key as the store names them: lower-case letters, digits, `/ _ . -`, no `..`. */
const STORE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/**
 * The file store key (`image/20260101/abc.png`) of an image address on this site (`/files/<key>`,
 * relative or with the site's origin), or null for anything else (another host, a made-up shape).
 * Whether the store really holds the file is for the server to check.
 */
export function storeFileKey(src: string | null | undefined, origin: string): string | null {
  if (typeof src !== "string" || !src.trim()) return null;
  const u = parse(src, origin);
  if (!u || u.search || u.hash || !u.pathname.startsWith("/files/")) return null;
  const key = u.pathname.slice("/files/".length);
  return STORE_KEY.test(key) && !key.includes("..") ? key : null;
}
