import * as xssModule from "xss";

// xss is CommonJS: its helpers are on the default export at run time, on the namespace in the typings
const xss = (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule;
const { FilterXSS, getDefaultWhiteList, safeAttrValue } = xss;

/**
 * Sanitises rich text (HTML) from users before it is stored: the xss package's default allow-list of
 * tags and attributes, without scripts, styles, event handlers or `javascript:` URLs; images only
 * from our own file store (`/files/…`) or https hosts; links open safely in a new tab.
 */
const filter = new FilterXSS({
  whiteList: getDefaultWhiteList(),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed"],
  safeAttrValue(tag, name, value, cssFilter) {
    if (tag === "img" && name === "src" && !/^(\/files\/|https:\/\/)/i.test(value.trim())) return "";
    return safeAttrValue(tag, name, value, cssFilter);
  },
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "target") return `target="_blank" rel="noopener noreferrer"`;
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}

/** Plain text from user input: tags removed, whitespace collapsed (for reviews, names shown as text). */
export function plainText(s: string): string {
  return s.replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim();
}
