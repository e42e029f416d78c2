import { siteLink } from "@qinlian/contract";
import type { Config } from "../config";
import { invalid } from "./errors";

/**
 * The site's own origin, against which stored links are read (contract `siteLink`): PUBLIC_URL's
 * origin when set; otherwise a placeholder that matches no real host, so only site-relative paths
 * ("/goods/…") pass.
 */
export function siteOrigin(config: Pick<Config, "PUBLIC_URL">): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : "http://site.invalid";
}

/**
 * The normalised site path to store for a link given in `field`; anything that leads off the site or
 * to no portal page is refused with a message naming the field.
 */
export function storedSiteLink(config: Pick<Config, "PUBLIC_URL">, field: string, target: string): string {
  const path = siteLink(target, siteOrigin(config));
  if (!path) throw invalid(field, "链接只能指向本站页面（以 / 开头的站内地址，如 /goods/detail?goodsId=…）");
  return path;
}
