import type { Ctx } from "../../kit/context";
import { invalid } from "../../kit/errors";
import { cleanHtml } from "../../kit/rich-text";
import { siteOrigin } from "../../kit/site-links";
import { assertStoredFiles } from "./service";

/**
 * Rich text (goods descriptions, shop intros, application intros) as it is stored: sanitised, its
 * links only to pages of this site and its images only files our store holds — the same rules as an
 * advert link and an image field, refused with a message naming `field`.
 */
export async function storedRichText(ctx: Ctx, field: string, html: string): Promise<string> {
  const c = cleanHtml(html, { origin: siteOrigin(ctx.config), fileUrl: (key) => ctx.services.files.url(key) });
  if (c.offSiteLinks.length) throw invalid(field, `正文中的链接只能指向本站页面：${Array.from(c.offSiteLinks[0]).slice(0, 80).join("")}`);
  await assertStoredFiles(
    ctx,
    c.images.map((url) => ({ field, url })),
  );
  return c.html;
}
