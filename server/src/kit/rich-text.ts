import { siteLink, storeFileKey } from "@qinlian/contract";
import * as xssModule from "xss";

// xss is CommonJS: its helpers are on the default export at run time, on the namespace in the typings
const xss = (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule;
const { FilterXSS, getDefaultWhiteList, safeAttrValue, friendlyAttrValue, escapeAttrValue, cssFilter } = xss;

/**
 * The xss package's default allow-list without the tags that load or link to addresses other than
 * `<a href>` and `<img src>` (audio, video, image maps): those two are the only addresses rich text
 * keeps, and both are checked below.
 */
const whiteList = Object.fromEntries(Object.entries(getDefaultWhiteList()).filter(([tag]) => !["audio", "video", "area", "map"].includes(tag)));

export interface RichTextSite {
  /** The site's origin: links and images are read against it (contract `siteLink`, `storeFileKey`). */
  origin: string;
  /** The address the file store serves a key at: store images are kept in this form. */
  fileUrl(key: string): string;
}

export interface CleanedHtml {
  html: string;
  /** Every image address kept, for the caller to check that the store holds each one. */
  images: string[];
  /** Link addresses that lead off the site or to no portal page (removed from `html`). */
  offSiteLinks: string[];
}

/**
 * Sanitises rich text (HTML) from users: the xss package removes scripts, styles, event handlers and
 * `javascript:`/`data:` addresses as before. Of what is left, links must lead to pages of this site
 * (stored as the normalised path) and images must be addresses of our file store (normalised to the
 * store's URL); the ones that are not are reported so the caller refuses the text — the same rule as
 * an advert link or an image field (file module `storedRichText`). Links open safely in a new tab.
 */
export function cleanHtml(html: string, site: RichTextSite): CleanedHtml {
  const images: string[] = [];
  const offSiteLinks: string[] = [];
  const filter = new FilterXSS({
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed"],
    // The two address attributes are decided here (a returned string is the attribute's whole HTML;
    // "" drops it): first the xss package's own check, then the site rules.
    onTagAttr(tag, name, value) {
      if (tag === "a" && name === "target") return `target="_blank" rel="noopener noreferrer"`;
      const isLink = tag === "a" && name === "href";
      const isImage = tag === "img" && name === "src";
      if (!isLink && !isImage) return undefined;
      if (!safeAttrValue(tag, name, value, cssFilter)) return "";
      const raw = friendlyAttrValue(value).trim();
      if (isLink) {
        const path = raw.startsWith("#") ? raw : siteLink(raw, site.origin); // "#…": an anchor on the same page
        if (!path) {
          offSiteLinks.push(raw);
          return "";
        }
        return `href="${escapeAttrValue(path)}"`;
      }
      const key = storeFileKey(raw, site.origin);
      const url = key ? site.fileUrl(key) : raw;
      images.push(url);
      return `src="${escapeAttrValue(url)}"`;
    },
  });
  return { html: filter.process(html).trim(), images, offSiteLinks };
}

/** Plain text from user input: tags removed, whitespace collapsed (for reviews, names shown as text). */
export function plainText(s: string): string {
  return s.replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim();
}
