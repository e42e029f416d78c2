/**
 * An allowlist HTML sanitiser for rich text typed in the browser (goods descriptions, shop intros).
 * The server sanitises again before storing (the `xss` package); this one keeps the editor's own
 * output and preview clean. Dropped with their content: script, style, iframe, object, embed, form
 * controls, template. Unknown tags are unwrapped (their text stays). Only listed attributes stay;
 * links and images must be http(s) or site-relative ("/…"); event handlers and styles never pass.
 */
const DROP = new Set(["SCRIPT", "STYLE", "IFRAME", "OBJECT", "EMBED", "LINK", "META", "TEMPLATE", "FORM", "INPUT", "BUTTON", "SELECT", "TEXTAREA", "NOSCRIPT", "SVG", "MATH", "FRAME", "FRAMESET", "BASE", "TITLE", "HEAD"]);

const ALLOWED: Record<string, readonly string[]> = {
  P: [], BR: [], B: [], STRONG: [], I: [], EM: [], U: [], S: [], DEL: [], SUB: [], SUP: [], SPAN: [], DIV: [],
  H1: [], H2: [], H3: [], H4: [], BLOCKQUOTE: [], PRE: [], CODE: [], HR: [],
  UL: [], OL: [], LI: [],
  TABLE: [], THEAD: [], TBODY: [], TR: [], TD: ["colspan", "rowspan"], TH: ["colspan", "rowspan"],
  A: ["href", "title", "target"],
  IMG: ["src", "alt", "title", "width", "height"],
};

/** Whether a link or image address is safe: http(s), mailto (links only) or a site path. */
export function safeUrl(url: string, kind: "href" | "src"): boolean {
  const u = url.trim();
  if (u.startsWith("/") && !u.startsWith("//")) return true;
  if (/^https?:\/\//i.test(u)) return true;
  return kind === "href" && /^mailto:/i.test(u);
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
    if ((name === "href" || name === "src") && !safeUrl(v, name)) continue;
    if ((name === "width" || name === "height" || name === "colspan" || name === "rowspan") && !/^\d{1,4}%?$/.test(v)) continue;
    if (name === "target" && v !== "_blank") continue;
    out.setAttribute(name, v.trim());
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
