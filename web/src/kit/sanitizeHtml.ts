/**
 * An allowlist HTML sanitiser for rich text typed in the browser (goods descriptions, shop intros).
 * The server sanitises again before storing (the `xss` package); this one keeps the editor's own
 * output and preview clean. Dropped with their content: script, style, iframe, object, embed, form
 * controls, template. Unknown tags are unwrapped (their text stays). Only listed attributes stay;
 * event handlers and styles never pass. Links and images follow the stored-link rule of the contract
 * (`siteLink`, `storeFileKey`, read against this page's origin): a link must lead to a page of this
 * site (it is kept normalised; otherwise the text stays without the link), an image must be an address
 * of our file store (otherwise it is dropped) — the server refuses anything else when it stores rich
 * text, and rendering applies the rule again to whatever was stored before.
 */
import { siteLink, storeFileKey } from "@qinlian/contract";

const DROP = new Set(["SCRIPT", "STYLE", "IFRAME", "OBJECT", "EMBED", "LINK", "META", "TEMPLATE", "FORM", "INPUT", "BUTTON", "SELECT", "TEXTAREA", "NOSCRIPT", "SVG", "MATH", "FRAME", "FRAMESET", "BASE", "TITLE", "HEAD"]);

const ALLOWED: Record<string, readonly string[]> = {
  P: [], BR: [], B: [], STRONG: [], I: [], EM: [], U: [], S: [], DEL: [], SUB: [], SUP: [], SPAN: [], DIV: [],
  H1: [], H2: [], H3: [], H4: [], BLOCKQUOTE: [], PRE: [], CODE: [], HR: [],
  UL: [], OL: [], LI: [],
  TABLE: [], THEAD: [], TBODY: [], TR: [], TD: ["colspan", "rowspan"], TH: ["colspan", "rowspan"],
  A: ["href", "title", "target"],
  IMG: ["src", "alt", "title", "width", "height"],
};

/**
 * The address to keep for a link (a page of this site, normalised; or an anchor "#…" on the same page)
 * or an image (a file of our store), or null when it may not be shown.
 */
export function safeUrl(url: string, kind: "href" | "src"): string | null {
  const u = url.trim();
  const origin = window.location.origin;
  if (kind === "href") return u.startsWith("#") ? u : siteLink(u, origin);
  return storeFileKey(u, origin) ? u : null;
}

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === 3) return [doc.createTextNode(node.textContent ?? "")];
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP.has(tag)) return [];
  const kids = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  const attrs = ALLOWED[tag];
  if (!attrs) return kids;
  const out = doc.createElement(tag.toLowerCase());
  for (const name of attrs) {
    const v = el.getAttribute(name);
    if (v == null) continue;
    let keep = v.trim();
    if (name === "href" || name === "src") {
      const safe = safeUrl(v, name);
      if (!safe) continue;
      keep = safe;
    }
    if ((name === "width" || name === "height" || name === "colspan" || name === "rowspan") && !/^\d{1,4}%?$/.test(v)) continue;
    if (name === "target" && v !== "_blank") continue;
    out.setAttribute(name, keep);
  }
  if (tag === "A" && out.getAttribute("target") === "_blank") out.setAttribute("rel", "noopener noreferrer");
  if (tag === "IMG" && !out.getAttribute("src")) return [];
  for (const k of kids) out.appendChild(k);
  return [out];
}

export function sanitizeHtml(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  const box = doc.createElement("div");
  for (const n of Array.from(doc.body.childNodes).flatMap((c) => clean(c, doc))) box.appendChild(n);
  return box.innerHTML;
}

/** The visible text of some HTML (for "is it empty" and length checks). */
export function htmlText(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  return (doc.body.textContent ?? "").replace(/\u00a0/g, " ").trim();
}

/** Whether the HTML shows anything: text, or at least one image. */
export function htmlHasContent(html: string): boolean {
  return htmlText(html).length > 0 || /<img\s/i.test(html);
}
