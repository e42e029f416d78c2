/**
 * The web app's HTML page per path (kit/spa.ts): 404 for paths the web does not serve, and a real
 * title and description for the rest — a goods' and a shop's own (their names read through the read
 * layer, read/page-meta.ts), the route's title elsewhere. Chinese, the site's default language.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Ctx } from "./context";
import { goodsPageFacts, shopPageFacts } from "../read/page-meta";
import { findRoute, loadRouteManifest, plainText, renderIndex, titleWithSite, webServes, type PageMeta } from "./spa";

export interface SpaPage {
  status: 200 | 404;
  html: string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
/** Plain text cut at `max` characters. */
const cut = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text);

/** The pages of the built web app in `webDist` (index.html and routes.json read once). */
export function spaPages(webDist: string, siteName: string) {
  const index = readFileSync(join(webDist, "index.html"), "utf8");
  const manifest = loadRouteManifest(webDist);
  const siteDescription = `${siteName}：蛋鸡苗、肉鸡苗、饲料、兽药疫苗、养殖设备与鲜蛋禽肉的产业链交易平台，产地直供，在线下单。`;
  const titled = (title: string) => titleWithSite(title, siteName);

  async function metaOf(ctx: Ctx, pathname: string, query: URLSearchParams): Promise<PageMeta | null> {
    if (!manifest) return { title: siteName, description: siteDescription };
    const found = findRoute(manifest, pathname);
    if (!found) return webServes(manifest, pathname) ? { title: siteName, description: siteDescription } : null;
    // the web's own "not found" screen, opened directly, is not found either
    if (found.route.path === "/404") return null;
    const { route, params } = found;
    if (route.path === "/goods/detail") {
      const g = query.get("goodsId") ? await goodsPageFacts(ctx, query.get("goodsId")!) : null;
      if (g) {
        const lead = [g.name, g.subTitle].filter(Boolean).join("，");
        const price = g.priceMin ? `¥${yuan(g.priceMin)} 起` : "";
        const seller = g.shopName ? `${g.shopName}出售` : "";
        const body = plainText(g.description, 120);
        return { title: titled(g.name), description: cut([`${lead}。`, [seller, price].filter(Boolean).join("，"), body].filter(Boolean).join(" "), 160) };
      }
    }
    if (route.path === "/goods/shop/:shopId" && params.shopId) {
      const s = await shopPageFacts(ctx, params.shopId);
      if (s) return { title: titled(s.name), description: plainText(s.intro ?? "", 160) || `${s.name}：${siteName}上的店铺` };
    }
    return { title: titled(route.title.zh), description: siteDescription };
  }

  return {
    hasManifest: !!manifest,
    /** The page for a GET of `url` (path and query): its status and its HTML. */
    async page(ctx: Ctx, url: string): Promise<SpaPage> {
      const u = new URL(url, "http://x");
      const meta = await metaOf(ctx, u.pathname, u.searchParams);
      if (!meta) return { status: 404, html: renderIndex(index, { title: titled("页面不存在"), description: siteDescription, noindex: true }) };
      return { status: 200, html: renderIndex(index, meta) };
    },
  };
}
