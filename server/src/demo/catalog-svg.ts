/**
 * Generated SVG pictures for the demo catalogue: goods (a drawn picture of the product, catalog-art.ts),
 * business licences, shop logos and banners, and advert banners. Plain shapes and text, no scripts;
 * text is escaped.
 */
import { chicksArt, eggsArt, equipmentArt, feedStage, fertiliserArt, heapArt, henArt, machineArt, meatArt, medicineArt, pesticideArt, pouchArt, produceArt, sackArt, seedArt, shade, vaccineArt, variation, type Var } from "./catalog-art";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Colours per top-level category. */
const palette: Record<string, [string, string]> = {
  "01": ["#fff4d6", "#f0a21a"],
  "02": ["#fff1e6", "#d9822b"],
  "03": ["#fdecea", "#c0392b"],
  "04": ["#eef6e6", "#5a8f29"],
  "05": ["#e8f1fb", "#2d6cb5"],
  "06": ["#e6f6f7", "#16808a"],
  "07": ["#eceff3", "#4a5568"],
  "08": ["#f1f8e9", "#558b2f"],
  "09": ["#f3eee6", "#8d6e63"],
  "10": ["#f3e8f8", "#7b3fa0"],
  "11": ["#fff8e1", "#e0a800"],
  "12": ["#e8eaf6", "#3949ab"],
};

const colours = (cat: string) => palette[cat.slice(0, 2)] ?? ["#f5f5f5", "#666666"];

/** Which drawing a goods gets, from its category and name. */
export type ArtKind = "chicks" | "birds" | "eggs" | "meat" | "feed" | "rawFeed" | "additive" | "medicine" | "vaccine" | "equipment" | "seed" | "fertiliser" | "pesticide" | "produce" | "machine";

export function artKind(categoryId: string): ArtKind {
  const c = categoryId;
  if (c.startsWith("0104") || c === "010104" || c.startsWith("0304")) return "birds";
  const byTop: Record<string, ArtKind> = { "01": "chicks", "02": "eggs", "03": "meat", "05": "medicine", "06": "vaccine", "07": "equipment", "08": "seed", "09": "fertiliser", "10": "pesticide", "11": "produce", "12": "machine" };
  if (c.startsWith("0403")) return "rawFeed";
  if (c.startsWith("0404")) return "additive";
  if (c.startsWith("04")) return "feed";
  return byTop[c.slice(0, 2)] ?? "equipment";
}

/** The studio backdrop behind each kind: a soft tint and the floor's colour. */
const backdrop: Record<ArtKind, [string, string]> = {
  chicks: ["#fff8e6", "#f6e7c4"],
  birds: ["#f1f7e8", "#e2ecd2"],
  eggs: ["#fbf6ee", "#efe4d2"],
  meat: ["#eef5fb", "#dde8f2"],
  feed: ["#f4f6f2", "#e4e9df"],
  rawFeed: ["#fbf5e8", "#efe2c6"],
  additive: ["#f3f3f8", "#e2e2ec"],
  medicine: ["#f0f6fb", "#dfe9f2"],
  vaccine: ["#eef7f8", "#d9eaee"],
  equipment: ["#f1f3f5", "#dfe3e8"],
  seed: ["#f3f8ee", "#e3edd8"],
  fertiliser: ["#f5f2ec", "#e6e0d4"],
  pesticide: ["#f2f7f0", "#e0ebdc"],
  produce: ["#fbf4ec", "#efe3d2"],
  machine: ["#eef3f7", "#dbe4ec"],
};

/** Kinds drawn small in their template, enlarged to fill the picture like a product photo, and the point they grow from. */
const kindScale: Partial<Record<ArtKind, number>> = { feed: 1.18, fertiliser: 1.12, additive: 1.12, pesticide: 1.1, vaccine: 1.08 };
const kindFocus: Partial<Record<ArtKind, number>> = { feed: 430, fertiliser: 440 };

function art(kind: ArtKind, cat: string, name: string, spec: string, v: Var): string {
  switch (kind) {
    case "chicks":
      return chicksArt(name, v);
    case "birds":
      return henArt(name, v);
    case "eggs":
      return eggsArt(name, spec, v);
    case "meat":
      return meatArt(name, v);
    case "feed": {
      const s = feedStage(name);
      return sackArt(s.colour, s.word, /\d+kg/.exec(spec)?.[0] ?? "40kg", v, name.includes("鸭") || name.includes("鹅") ? "duck" : "hen");
    }
    case "rawFeed":
      return heapArt(name, v);
    case "additive":
      return pouchArt(v.pick(["#00897b", "#5e35b1", "#f4511e", "#3949ab"]), name.includes("酶") ? "酶制剂" : name.includes("菌") ? "益生菌" : "多维", v);
    case "medicine":
      return medicineArt(name, spec, v);
    case "vaccine":
      return vaccineArt(name, cat, v);
    case "equipment":
      return equipmentArt(name, cat, v);
    case "seed":
      return seedArt(name, cat, v);
    case "fertiliser":
      return fertiliserArt(name, v);
    case "pesticide":
      return pesticideArt(name, cat, v);
    case "produce":
      return produceArt(name, cat, v);
    case "machine":
      return machineArt(name, cat, v);
  }
}

/**
 * An 800×800 product picture drawn for this goods: the template of its kind, varied by its name, on a
 * studio backdrop (no title printed on it). `spec` (the first spec's name, e.g. "40kg/袋") picks
 * details such as the pack; `variant` 1 is the close-up detail picture.
 */
export function goodsSvg(categoryId: string, name: string, opts: { spec?: string; variant?: number } = {}): string {
  const kind = artKind(categoryId);
  const v = variation(`${categoryId}|${name}`);
  const [wall, floor] = backdrop[kind];
  const tint = shade(wall, v.jitter(0.03));
  const body = art(kind, categoryId, name, opts.spec ?? "", v);
  // each goods is shot from a slightly different angle and place, so no two pictures are the same
  const pose = `translate(${v.jitter(24).toFixed(1)} ${v.jitter(10).toFixed(1)}) rotate(${v.jitter(2.5).toFixed(2)} 400 500)`;
  const scale = (kindScale[kind] ?? 1) * (opts.variant ? 1.45 : 1);
  const zoom = scale !== 1 ? ` transform="translate(400 ${kindFocus[kind] ?? 420}) scale(${scale}) translate(-400 -${kindFocus[kind] ?? 420})"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs><radialGradient id="bg" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs><rect width="800" height="800" fill="url(#bg)"/><path d="M0,600 Q400,560 800,600 L800,800 L0,800 Z" fill="${floor}" opacity="0.6"/><g${zoom}><g transform="${pose}">${body}</g></g></svg>`;
}

/** A scanned business licence (营业执照) of an enterprise: a document, so its words are drawn. */
export function licenceSvg(o: { name: string; creditCode: string; legalPerson: string; address: string; kind?: string; date?: string }): string {
  const F = "'Noto Sans CJK SC','Source Han Serif SC','SimSun',serif";
  const row = (y: number, k: string, val: string) =>
    `<text x="150" y="${y}" font-size="22" fill="#5a3e2b" font-family="${F}">${esc(k)}</text><text x="290" y="${y}" font-size="22" fill="#222" font-family="${F}">${esc(val)}</text>`;
  const qr = Array.from({ length: 36 }, (_, i) => ((i * 7 + o.creditCode.charCodeAt(i % o.creditCode.length)) % 3 ? "" : `<rect x="${690 + (i % 6) * 15}" y="${480 + Math.floor(i / 6) * 15}" width="15" height="15" fill="#222"/>`)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640" viewBox="0 0 900 640"><rect width="900" height="640" fill="#efe9dc"/><rect x="24" y="24" width="852" height="592" fill="#fbf7ec" stroke="#c9a24a" stroke-width="10"/><rect x="44" y="44" width="812" height="552" fill="none" stroke="#c9a24a" stroke-width="2"/><circle cx="450" cy="110" r="42" fill="#d8262d"/><circle cx="450" cy="110" r="30" fill="none" stroke="#f7d64a" stroke-width="4"/><polygon points="450,88 456,104 473,104 459,114 464,130 450,120 436,130 441,114 427,104 444,104" fill="#f7d64a"/><text x="450" y="205" font-size="52" font-weight="bold" text-anchor="middle" fill="#b0201f" font-family="${F}" letter-spacing="18">营业执照</text><text x="150" y="255" font-size="18" fill="#5a3e2b" font-family="${F}">统一社会信用代码 ${esc(o.creditCode)}</text>${row(310, "名　　称", o.name)}${row(355, "类　　型", o.kind ?? "有限责任公司")}${row(400, "法定代表人", o.legalPerson)}${row(445, "住　　所", [...o.address].slice(0, 24).join(""))}${row(490, "成立日期", o.date ?? "2016年05月18日")}<rect x="680" y="470" width="110" height="110" fill="#fff" stroke="#333" stroke-width="2"/>${qr}<circle cx="600" cy="520" r="62" fill="none" stroke="#d8262d" stroke-width="5" opacity="0.8"/><text x="600" y="540" font-size="18" text-anchor="middle" fill="#d8262d" opacity="0.85" font-family="${F}">登记机关</text><polygon points="600,478 605,490 618,490 608,498 612,511 600,503 588,511 592,498 582,490 595,490" fill="#d8262d" opacity="0.8"/></svg>`;
}

/** A representative product of each top-level category, drawn on banners. */
const bannerProducts: Record<string, [string, string]> = {
  "01": ["010101", "海兰褐蛋鸡苗"],
  "02": ["020101", "红壳鲜鸡蛋 大码"],
  "03": ["030102", "鸡大胸"],
  "04": ["040101", "蛋鸡配合料 产蛋高峰期"],
  "05": ["050101", "10% 氟苯尼考粉"],
  "06": ["060101", "新城疫活疫苗"],
  "07": ["070301", "负压风机"],
  "08": ["080101", "玉米种子"],
  "09": ["090204", "复合肥"],
  "10": ["100101", "阿维菌素乳油"],
  "11": ["110301", "红富士苹果"],
  "12": ["120101", "拖拉机"],
};

function productArt(categoryId: string): string {
  const [cat, name] = bannerProducts[categoryId.slice(0, 2)] ?? [categoryId, ""];
  return art(artKind(cat), cat, name, "", variation(`banner|${cat}|${name}`));
}

/** A 240×240 round shop logo with the shop's first characters. */
export function logoSvg(categoryId: string, name: string): string {
  const [, fg] = colours(categoryId);
  const short = [...name].slice(0, 2).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><circle cx="120" cy="120" r="116" fill="${fg}"/><circle cx="120" cy="120" r="100" fill="none" stroke="#fff" stroke-width="4"/><text x="120" y="142" font-size="64" font-weight="bold" text-anchor="middle" fill="#fff" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${esc(short)}</text></svg>`;
}

/** A wide banner (shop banners and adverts) with a headline and a line of text. */
export function bannerSvg(categoryId: string, headline: string, sub: string, width = 1200, height = 400): string {
  const [bg, fg] = colours(categoryId);
  const font = `font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif"`;
  const product = `<clipPath id="pc"><circle cx="400" cy="400" r="340"/></clipPath><circle cx="400" cy="400" r="352" fill="#fff" opacity="0.9"/><g clip-path="url(#pc)"><rect width="800" height="800" fill="${bg}"/>${productArt(categoryId)}</g>`;
  const wide = width / height >= 1.5;
  // wide: words on the left, the product on the right; tall (floor and side adverts): words above it
  const size = wide ? height : Math.min(width * 0.8, height * 0.58);
  const at = wide ? `translate(${width - height * 1.05} 0) scale(${height / 800})` : `translate(${(width - size) / 2} ${height - size - height * 0.03}) scale(${size / 800})`;
  const [x, y1, y2, f1, f2] = wide ? [height * 0.16, height * 0.45, height * 0.68, height * 0.16, height * 0.08] : [width * 0.08, height * 0.17, height * 0.27, Math.min(width * 0.13, height * 0.13), Math.min(width * 0.065, height * 0.07)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" x2="${wide ? 1 : 0}" y2="${wide ? 0 : 1}"><stop offset="0" stop-color="${fg}"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><g transform="${at}">${product}</g><text x="${x}" y="${y1}" font-size="${Math.round(f1)}" font-weight="bold" fill="#fff" ${font}>${esc(headline)}</text><text x="${x}" y="${y2}" font-size="${Math.round(f2)}" fill="#fff" ${font}>${esc(sub)}</text></svg>`;
}
