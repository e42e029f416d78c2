/**
 * Drawn product pictures for the demo catalogue: a few parametrised SVG templates (chicks and hens by
 * breed colour, eggs in trays and cartons, chilled cuts on trays, feed sacks colour-coded by stage,
 * medicine boxes and bottles, vaccine vials, poultry equipment, seed packets, fertiliser, produce and
 * machinery). Each goods gets its own variation (colours, counts, positions) from a hash of its name,
 * so two goods of one kind do not look alike. Plain shapes, no scripts, no external references.
 */
import { seeded } from "./random";

/** Each goods' own stable variation, from its name. */
export const variation = (key: string) => seeded(key);
export type Var = ReturnType<typeof variation>;

const FONT = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const label = (x: number, y: number, size: number, fill: string, text: string, weight = "bold") =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}" font-family="${FONT}">${esc(text)}</text>`;
const has = (name: string, ...words: string[]) => words.some((w) => name.includes(w));
const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.12) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.13"/>`;

/** Lighter or darker shade of a #rrggbb colour (amount −1…1). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(ch);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

// ---------------------------------------------------------------------------------------- live birds

interface Plumage {
  body: string;
  wing: string;
  head: string;
  stripes?: string;
  beak?: string;
  legs?: string;
}

/** Chick down colours: yellow (white-feathered broilers, yellow breeds), brown-red layers, partridge, black. */
export function chickPlumage(name: string): Plumage {
  if (has(name, "乌", "黑")) return { body: "#2f2a28", wing: "#1f1b1a", head: "#3a3431", beak: "#f2c14e" };
  if (has(name, "麻", "817", "草鸡", "土")) return { body: "#c89456", wing: "#8a5a2b", head: "#b98245", stripes: "#5b3a1c" };
  if (has(name, "褐", "京红", "伊莎", "农大3")) return { body: "#d9a45a", wing: "#b97a35", head: "#e0b26a", stripes: "#9c6127" };
  if (has(name, "粉", "灰")) return { body: "#f2dfae", wing: "#dcc48a", head: "#f6e7bf" };
  if (has(name, "白羽", "白W", "罗曼白", "京白", "罗斯", "AA", "科宝", "圣泽", "益生")) return { body: "#fff1a8", wing: "#f3dc73", head: "#fff6c4" };
  return { body: "#ffd84d", wing: "#f5b82e", head: "#ffe27a" };
}

/** One chick (or duckling / gosling with a flat bill) standing at (x, y) with scale s. */
function chick(x: number, y: number, s: number, p: Plumage, v: Var, bill: "chick" | "duck" | "goose" = "chick"): string {
  const flip = v.next() < 0.5 ? -1 : 1;
  const tilt = v.jitter(8);
  const beak = p.beak ?? "#f29a1f";
  const legs = p.legs ?? "#f0a030";
  const head =
    bill === "chick"
      ? `<polygon points="58,-88 84,-80 58,-72" fill="${beak}"/>`
      : `<path d="M52,-92 Q${bill === "goose" ? 104 : 96},-90 ${bill === "goose" ? 100 : 92},-74 Q70,-68 52,-74 Z" fill="${bill === "goose" ? "#f08a24" : "#f7a531"}"/>`;
  const stripes = p.stripes
    ? `<path d="M-6,-126 Q14,-118 22,-98" stroke="${p.stripes}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M-58,-30 Q-10,-52 40,-34" stroke="${p.stripes}" stroke-width="8" fill="none" opacity="0.7" stroke-linecap="round"/><path d="M-52,-8 Q-6,-26 42,-10" stroke="${p.stripes}" stroke-width="6" fill="none" opacity="0.5" stroke-linecap="round"/>`
    : "";
  return `<g transform="translate(${x} ${y}) scale(${s * flip} ${s}) rotate(${tilt})">
<path d="M-14,44 L-20,78 M-20,78 L-34,84 M-20,78 L-8,86 M16,44 L14,80 M14,80 L0,86 M14,80 L28,86" stroke="${legs}" stroke-width="7" stroke-linecap="round" fill="none"/>
<ellipse cx="0" cy="0" rx="${bill === "chick" ? 74 : 80}" ry="${bill === "chick" ? 62 : 56}" fill="${p.body}"/>
<ellipse cx="-14" cy="6" rx="42" ry="30" fill="${p.wing}" transform="rotate(-14 -14 6)"/>
<circle cx="26" cy="-84" r="${bill === "chick" ? 44 : 40}" fill="${p.head}"/>
${head}${stripes}
<circle cx="40" cy="-92" r="7" fill="#1c1c1c"/><circle cx="42" cy="-94" r="2.4" fill="#fff"/>
<ellipse cx="18" cy="-40" rx="34" ry="18" fill="${p.head}" opacity="0.8"/>
</g>`;
}

/** A group of chicks (or ducklings, goslings) on straw. */
export function chicksArt(name: string, v: Var): string {
  const bill = has(name, "鸭") ? "duck" : has(name, "鹅") ? "goose" : "chick";
  let p = chickPlumage(name);
  if (bill === "duck") p = has(name, "麻") ? { body: "#c99b4b", wing: "#7e5a2a", head: "#d8ac5c", stripes: "#4e3519" } : { body: "#ffe066", wing: "#f5c842", head: "#fff08a" };
  if (bill === "goose") p = { body: "#e8dca8", wing: "#b9ad7a", head: "#f0e6b8" };
  const n = v.int(3, 5);
  const spots = [
    [250, 520, 1.25],
    [520, 540, 1.3],
    [390, 430, 1.05],
    [170, 400, 0.9],
    [640, 420, 0.95],
  ].slice(0, n);
  const straw = Array.from({ length: 38 }, () => {
    const x = v.int(40, 760);
    const y = v.int(600, 720);
    const a = v.int(-40, 40);
    return `<line x1="${x}" y1="${y}" x2="${x + 60}" y2="${y}" stroke="${v.pick(["#d9b45a", "#c99a3a", "#e8c97a"])}" stroke-width="6" stroke-linecap="round" transform="rotate(${a} ${x + 30} ${y})"/>`;
  }).join("");
  const birds = spots
    .sort((a, b) => a[1] - b[1])
    .map(([x, y, s]) => chick(x + v.jitter(20), y + v.jitter(10), s * (0.95 + v.next() * 0.1), p, v, bill))
    .join("");
  return `<rect x="0" y="560" width="800" height="240" fill="#f1dfb0"/>${straw}${spots.map(([x, y, s]) => shadow(x, y + 90 * s, 80 * s)).join("")}${birds}`;
}

/** An adult bird (growers, parent stock, live birds for slaughter). */
export function henArt(name: string, v: Var): string {
  const white = has(name, "白羽", "罗斯", "白条", "樱桃谷", "北京", "朗德", "鹅");
  const duck = has(name, "鸭");
  const goose = has(name, "鹅");
  const body = white ? "#f7f4ee" : has(name, "三黄", "黄", "817", "土", "老母") ? "#c98a3c" : "#9c4a22";
  const wing = white ? "#e4ded2" : shade(body, -0.25);
  const tail = white ? "#ece6da" : shade(body, -0.45);
  const one = (x: number, y: number, s: number) => {
    const f = v.next() < 0.5 ? -1 : 1;
    if (duck || goose) {
      const neck = goose ? `<path d="M70,-40 Q100,-140 80,-190" stroke="${body}" stroke-width="46" fill="none" stroke-linecap="round"/><circle cx="84" cy="-196" r="32" fill="${body}"/><path d="M108,-204 L150,-190 L108,-180 Z" fill="#f08a24"/><circle cx="112" cy="-208" r="12" fill="#f08a24"/><circle cx="90" cy="-206" r="5" fill="#222"/>` : `<path d="M70,-30 Q96,-90 82,-130" stroke="${body}" stroke-width="44" fill="none" stroke-linecap="round"/><circle cx="86" cy="-140" r="34" fill="${body}"/><path d="M110,-150 Q160,-146 154,-128 Q130,-122 110,-130 Z" fill="#f7a531"/><circle cx="94" cy="-150" r="5" fill="#222"/>`;
      return `<g transform="translate(${x} ${y}) scale(${s * f} ${s})"><path d="M-20,70 L-24,110 M20,70 L18,110" stroke="#f2992e" stroke-width="10"/><ellipse cx="-4" cy="20" rx="130" ry="72" fill="${body}"/><ellipse cx="-30" cy="14" rx="80" ry="38" fill="${wing}"/>${neck}</g>`;
    }
    return `<g transform="translate(${x} ${y}) scale(${s * f} ${s})">
<path d="M-18,74 L-22,126 M-22,126 L-44,134 M-22,126 L-4,136 M22,74 L20,126 M20,126 L0,136 M20,126 L40,136" stroke="#e6a23c" stroke-width="10" stroke-linecap="round" fill="none"/>
<path d="M-110,-10 Q-190,-110 -150,-150 Q-120,-90 -80,-60 Z" fill="${tail}"/><path d="M-100,0 Q-170,-60 -160,-110 Q-110,-60 -70,-40 Z" fill="${shade(tail, 0.15)}"/>
<ellipse cx="0" cy="10" rx="120" ry="80" fill="${body}"/>
<path d="M-70,0 Q-10,-40 50,0 Q0,50 -70,0 Z" fill="${wing}"/>
<path d="M60,-30 Q70,-110 100,-120 Q130,-100 120,-40 Z" fill="${body}"/>
<circle cx="106" cy="-124" r="34" fill="${body}"/>
<path d="M84,-154 Q90,-178 100,-160 Q108,-184 116,-160 Q126,-180 130,-150 Z" fill="#d8262d"/>
<path d="M136,-126 L162,-118 L136,-110 Z" fill="#f0b23a"/><path d="M128,-106 Q134,-84 124,-80 Q116,-92 120,-104 Z" fill="#d8262d"/>
<circle cx="116" cy="-130" r="6" fill="#222"/>
</g>`;
  };
  const n = v.int(1, 2);
  const birds = n === 1 ? [[400, 430, 1.35]] : [[270, 420, 1.05], [540, 470, 1.15]];
  return `<rect x="0" y="600" width="800" height="200" fill="#dfe8c9"/>${birds.map(([x, y, s]) => shadow(x, y + 136 * s, 140 * s)).join("")}${birds.map(([x, y, s]) => one(x, y, s)).join("")}`;
}

// ---------------------------------------------------------------------------------------------- eggs

interface EggLook {
  shell: string;
  rx: number;
  ry: number;
  speckle?: string;
  cut?: "salted" | "century";
}

export function eggLook(name: string, v: Var): EggLook {
  if (has(name, "鹌鹑")) return { shell: "#e9dcc2", rx: 22, ry: 28, speckle: "#4a3a2a", cut: has(name, "卤") ? "century" : undefined };
  if (has(name, "鸽")) return { shell: "#fbf8f2", rx: 26, ry: 34 };
  if (has(name, "鹅")) return { shell: "#f6f1e4", rx: 46, ry: 60 };
  if (has(name, "皮蛋", "松花")) return { shell: "#6e6a55", rx: 36, ry: 46, cut: "century" };
  if (has(name, "咸")) return { shell: "#cfe3df", rx: 36, ry: 46, cut: "salted" };
  if (has(name, "鸭")) return { shell: "#d8ece6", rx: 37, ry: 48 };
  if (has(name, "粉")) return { shell: v.pick(["#f4dcc8", "#f1d5bf", "#f6e2d0"]), rx: 34, ry: 44 };
  if (has(name, "白")) return { shell: "#fbf9f4", rx: 34, ry: 44 };
  if (has(name, "土", "柴", "草鸡", "笨", "散养", "跑山", "五谷")) return { shell: v.pick(["#e9c9a3", "#f0d6b5", "#e3bd94"]), rx: 30, ry: 39 };
  return { shell: v.pick(["#c98a5a", "#d09463", "#c27f4f"]), rx: 34, ry: 44 };
}

function egg(x: number, y: number, e: EggLook, v: Var, scale = 1): string {
  const rx = e.rx * scale;
  const ry = e.ry * scale;
  const specks = e.speckle
    ? Array.from({ length: 9 }, () => `<ellipse cx="${(x + v.jitter(rx * 0.7)).toFixed(1)}" cy="${(y + v.jitter(ry * 0.7)).toFixed(1)}" rx="${(2 + v.next() * 5).toFixed(1)}" ry="${(2 + v.next() * 4).toFixed(1)}" fill="${e.speckle}" opacity="0.85"/>`).join("")
    : "";
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${e.shell}"/><ellipse cx="${x + rx * 0.15}" cy="${y + ry * 0.2}" rx="${rx * 0.85}" ry="${ry * 0.75}" fill="#000" opacity="0.07"/><ellipse cx="${x - rx * 0.35}" cy="${y - ry * 0.4}" rx="${rx * 0.22}" ry="${ry * 0.16}" fill="#fff" opacity="0.65"/>${specks}`;
}

/** Eggs in a pulp tray, with a carton behind for boxed goods, a cut egg for salted and century eggs. */
export function eggsArt(name: string, unitSpec: string, v: Var): string {
  if (has(name, "蛋液", "蛋黄粉")) return eggProductArt(name, v);
  const e = eggLook(name, v);
  const boxed = has(unitSpec, "箱") || has(name, "大码", "中码", "产地直发");
  const cols = e.rx < 30 ? 6 : e.rx > 40 ? 4 : 5;
  const rows = e.rx < 30 ? 4 : 3;
  const carton = boxed
    ? `<path d="M150,150 L650,150 L680,400 L120,400 Z" fill="#c9995f"/><path d="M150,150 L650,150 L620,110 L180,110 Z" fill="#ddb27a"/><rect x="330" y="200" width="140" height="90" rx="8" fill="#fff" opacity="0.85"/><circle cx="400" cy="245" r="30" fill="${shade(e.shell, -0.1)}"/><path d="M120,400 L680,400" stroke="#a87c45" stroke-width="4"/>`
    : "";
  const backY = boxed ? 390 : 340;
  const frontY = 700;
  const tray = `<path d="M${130},${backY} L${670},${backY} L${750},${frontY} L${50},${frontY} Z" fill="#d9d2c2"/><path d="M50,${frontY} L750,${frontY} L740,${frontY + 22} L60,${frontY + 22} Z" fill="#c4bba8"/>`;
  let eggs = "";
  const big = 140 / (e.ry * 2);
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const y = backY + 40 + t * (frontY - backY - 110);
    const half = 270 + t * 80;
    const s = (0.8 + t * 0.35) * Math.min(1.6, big * (cols === 6 ? 0.7 : 0.95));
    for (let c = 0; c < cols; c++) {
      if (r === 0 && v.next() < 0.15) continue;
      const x = 400 - half + ((c + 0.5) * (2 * half)) / cols + v.jitter(3);
      eggs += `<ellipse cx="${x}" cy="${y + e.ry * s * 0.7}" rx="${e.rx * s * 1.1}" ry="${e.ry * s * 0.35}" fill="#bfb6a2"/>${egg(x, y + v.jitter(2), e, v, s * (0.96 + v.next() * 0.08))}`;
    }
  }
  const cut =
    e.cut === "salted"
      ? `<g transform="translate(${v.int(590, 640)} 640)"><ellipse rx="70" ry="56" fill="#fbfbf6" stroke="${e.shell}" stroke-width="8"/><circle r="30" fill="#f08a1c"/><circle cx="-8" cy="-8" r="10" fill="#f7b04a"/></g>`
      : e.cut === "century"
        ? `<g transform="translate(${v.int(590, 640)} 640)"><ellipse rx="70" ry="56" fill="#3a2a12" stroke="#5a4a2a" stroke-width="6"/><ellipse rx="56" ry="44" fill="#8a5a1a" opacity="0.9"/><circle r="24" fill="#3f4f2a"/><path d="M-40,-20 l10,6 M30,18 l12,4 M-10,30 l8,8" stroke="#e8d9a8" stroke-width="3"/></g>`
        : "";
  return `${shadow(400, frontY + 26, 360)}${carton}${tray}${eggs}${cut}`;
}

function eggProductArt(name: string, v: Var): string {
  const powder = has(name, "粉");
  return powder
    ? `${shadow(400, 660, 220)}<path d="M250,250 L550,250 L580,650 L220,650 Z" fill="#f4f0e6"/><rect x="240" y="210" width="320" height="50" rx="10" fill="#e0a21a"/><ellipse cx="400" cy="430" rx="110" ry="110" fill="#f6c445"/><ellipse cx="380" cy="410" rx="40" ry="30" fill="#fde08a"/>${label(400, 600, 40, "#a86a00", "蛋粉 10kg")}`
    : `${shadow(400, 660, 240)}<rect x="230" y="240" width="340" height="420" rx="30" fill="#f9f7f0"/><rect x="330" y="190" width="140" height="60" rx="10" fill="#${v.pick(["2d6cb5", "16808a"])}"/><rect x="250" y="400" width="300" height="240" rx="16" fill="#f7c948" opacity="0.9"/><path d="M250,400 Q400,370 550,400" fill="none" stroke="#fbe08a" stroke-width="8"/>${label(400, 330, 44, "#2d6cb5", "全蛋液")}`;
}

// ---------------------------------------------------------------------------------------------- meat

/** Chilled cuts on a foam tray under film, with frost; the cut follows the name. */
export function meatArt(name: string, v: Var): string {
  const pink = has(name, "鸭", "鹅") ? "#e7a08f" : "#f4c0b0";
  const skin = has(name, "三黄", "老母") ? "#f2d08a" : has(name, "鸭", "鹅") ? "#f0d2b8" : "#f8dccb";
  const piece = (x: number, y: number, r: number): string => {
    const t = `translate(${x} ${y}) rotate(${r})`;
    if (has(name, "白条")) return `<g transform="${t}"><ellipse rx="150" ry="105" fill="${skin}"/><ellipse cx="-20" cy="-20" rx="90" ry="50" fill="${shade(skin, 0.3)}"/><path d="M110,40 Q170,90 150,130 Q120,140 100,90 Z" fill="${skin}"/><path d="M110,-50 Q180,-90 160,-130 Q130,-140 100,-90 Z" fill="${skin}"/><circle cx="158" cy="128" r="14" fill="#fff3e6"/><circle cx="168" cy="-128" r="14" fill="#fff3e6"/></g>`;
    if (has(name, "胸")) return `<g transform="${t}"><path d="M-90,0 Q-60,-70 40,-60 Q110,-40 100,10 Q60,70 -40,50 Q-90,40 -90,0 Z" fill="${pink}"/><path d="M-50,-10 Q10,-40 70,-20" stroke="#fff" stroke-width="6" opacity="0.5" fill="none"/></g>`;
    if (has(name, "琵琶", "全腿", "腿")) return `<g transform="${t}"><ellipse rx="80" ry="60" fill="${skin}"/><ellipse cx="-14" cy="-12" rx="46" ry="26" fill="${shade(skin, 0.35)}"/><rect x="60" y="-14" width="90" height="28" rx="14" fill="#f3e3d0"/><circle cx="152" cy="-12" r="17" fill="#fff8ee"/><circle cx="152" cy="12" r="17" fill="#fff8ee"/></g>`;
    if (has(name, "翅")) return `<g transform="${t}"><path d="M-80,-20 Q-20,-60 40,-30 L90,-40 Q110,0 80,20 L30,20 Q-30,50 -80,20 Z" fill="${skin}"/><path d="M-50,-10 Q0,-30 40,-15" stroke="#fff" stroke-width="5" opacity="0.5" fill="none"/></g>`;
    if (has(name, "爪", "掌")) return `<g transform="${t}"><rect x="-70" y="-12" width="70" height="24" rx="12" fill="${has(name, "鸭", "鹅") ? "#f0a05a" : "#f5d6a8"}"/><path d="M0,0 L70,-40 M0,0 L80,0 M0,0 L70,40" stroke="${has(name, "鸭", "鹅") ? "#f0a05a" : "#f5d6a8"}" stroke-width="20" stroke-linecap="round"/></g>`;
    if (has(name, "胗", "心")) return `<g transform="${t}"><ellipse rx="46" ry="38" fill="${has(name, "心") ? "#a8323a" : "#8c3a36"}"/><ellipse cx="-12" cy="-10" rx="16" ry="10" fill="#fff" opacity="0.25"/><path d="M-30,20 Q0,30 30,18" stroke="#f2d6c4" stroke-width="6" fill="none"/></g>`;
    if (has(name, "骨架")) return `<g transform="${t}"><ellipse rx="110" ry="60" fill="#e8a898"/><path d="M-90,0 L90,0 M-60,-40 L-60,40 M-20,-48 L-20,48 M20,-48 L20,48 M60,-40 L60,40" stroke="#f6e3d6" stroke-width="12" stroke-linecap="round"/></g>`;
    return `<g transform="${t}"><ellipse rx="90" ry="60" fill="${pink}"/></g>`;
  };
  const small = has(name, "胗", "心", "爪", "掌", "翅");
  const count = has(name, "白条") ? 1 : small ? v.int(6, 8) : v.int(3, 4);
  const places = count === 1 ? [[400, 430, v.jitter(8)]] : Array.from({ length: count }, (_, i) => {
    const cols = small ? 4 : 2;
    const c = i % cols;
    const r = Math.floor(i / cols);
    return [400 + (c - (cols - 1) / 2) * (small ? 120 : 200) + v.jitter(12), 380 + r * (small ? 120 : 130) + v.jitter(10), v.jitter(35)];
  });
  const frost = Array.from({ length: 30 }, () => `<circle cx="${v.int(150, 650)}" cy="${v.int(280, 600)}" r="${(1.5 + v.next() * 3).toFixed(1)}" fill="#fff" opacity="0.8"/>`).join("");
  return `${shadow(400, 650, 320)}<rect x="110" y="250" width="580" height="390" rx="40" fill="#fbfbfb"/><rect x="140" y="280" width="520" height="330" rx="26" fill="#e9eef3"/><rect x="170" y="310" width="460" height="270" rx="12" fill="#cfe2f3" opacity="0.7"/>${places.map(([x, y, r]) => piece(x, y, r)).join("")}<path d="M130,270 L660,270 L680,330" stroke="#fff" stroke-width="10" opacity="0.55" fill="none"/><rect x="110" y="250" width="580" height="390" rx="40" fill="#dff1ff" opacity="0.16"/>${frost}`;
}

// ---------------------------------------------------------------------------------------------- feed

/** Feed stage by name: its colour code and the word printed on the sack. */
export function feedStage(name: string): { colour: string; word: string } {
  if (has(name, "育雏", "小鸡", "开口", "前期", "510")) return { colour: "#3a9a4a", word: "育雏料" };
  if (has(name, "育成", "中鸡", "511")) return { colour: "#2f6fc0", word: "育成料" };
  if (has(name, "预产")) return { colour: "#8a4fc0", word: "预产料" };
  if (has(name, "高峰")) return { colour: "#d4380d", word: "高峰料" };
  if (has(name, "后期", "大鸡", "513")) return { colour: "#b8651b", word: has(name, "蛋鸡") ? "产蛋后期" : "育肥料" };
  if (has(name, "浓缩")) return { colour: "#0f8a8a", word: "浓缩料" };
  if (has(name, "预混")) return { colour: "#6b4bb8", word: "预混料" };
  if (has(name, "鸭", "鹅")) return { colour: "#1f8fb5", word: "鸭鹅料" };
  if (has(name, "肉")) return { colour: "#c0392b", word: "肉鸡料" };
  return { colour: "#e07b00", word: "蛋鸡料" };
}

/** A woven feed sack with stage colour bands, an emblem and its weight. */
export function sackArt(colour: string, word: string, weight: string, v: Var, emblem: "hen" | "leaf" | "grain" | "duck" = "hen"): string {
  const w = v.int(300, 330);
  const x0 = 400 - w / 2;
  const lean = v.jitter(4);
  const weave = Array.from({ length: 14 }, (_, i) => `<line x1="${x0}" y1="${200 + i * 30}" x2="${x0 + w}" y2="${200 + i * 30}" stroke="#000" opacity="0.035" stroke-width="2"/>`).join("");
  const mark =
    emblem === "leaf"
      ? `<path d="M400,330 Q460,300 470,240 Q410,250 390,300 Z" fill="${colour}"/><path d="M400,330 Q350,300 340,260 Q380,270 396,310 Z" fill="${shade(colour, 0.3)}"/>`
      : emblem === "grain"
        ? `<ellipse cx="380" cy="290" rx="14" ry="26" fill="${colour}" transform="rotate(-20 380 290)"/><ellipse cx="420" cy="290" rx="14" ry="26" fill="${colour}" transform="rotate(20 420 290)"/><ellipse cx="400" cy="262" rx="12" ry="24" fill="${shade(colour, 0.2)}"/>`
        : emblem === "duck"
          ? `<ellipse cx="392" cy="300" rx="40" ry="26" fill="${colour}"/><circle cx="424" cy="266" r="20" fill="${colour}"/><path d="M440,262 L466,268 L440,274 Z" fill="#f0a030"/>`
          : `<ellipse cx="392" cy="302" rx="42" ry="30" fill="${colour}"/><circle cx="426" cy="266" r="20" fill="${colour}"/><path d="M418,246 q6,-12 12,0 q6,-12 12,2 z" fill="#d8262d"/><path d="M444,266 L462,272 L444,278 Z" fill="#f0a030"/><path d="M352,290 q-26,-30 -10,-46 q8,20 22,30 z" fill="${colour}"/>`;
  return `${shadow(400, 676, 210)}<g transform="rotate(${lean} 400 440)">
<path d="M${x0 + 10},190 Q400,170 ${x0 + w - 10},190 L${x0 + w + 14},650 Q400,672 ${x0 - 14},650 Z" fill="#fbfaf5"/>
${weave}
<path d="M${x0 + 6},190 Q400,170 ${x0 + w - 6},190 L${x0 + w},232 Q400,214 ${x0},232 Z" fill="${colour}"/>
<path d="M${x0 + 6},200 L${x0 + w - 6},200" stroke="#fff" stroke-dasharray="10 8" stroke-width="3" opacity="0.8"/>
<circle cx="400" cy="290" r="66" fill="#fff" stroke="${colour}" stroke-width="6"/>${mark}
<rect x="${x0 + 30}" y="392" width="${w - 60}" height="74" rx="10" fill="${colour}"/>${label(400, 443, 40, "#fff", word)}
<path d="M${x0 - 8},560 L${x0 + w + 8},560 L${x0 + w + 14},650 Q400,672 ${x0 - 14},650 Z" fill="${colour}"/>
${label(400, 530, 34, shade(colour, -0.3), weight, "normal")}
</g>`;
}

/** Raw feed materials: a heap of the material in front of a sack. */
export function heapArt(name: string, v: Var): string {
  const look = has(name, "玉米")
    ? { fill: "#f2b41f", grain: "#f7c948", shape: "kernel" }
    : has(name, "豆粕")
      ? { fill: "#d9b07a", grain: "#c8965a", shape: "flake" }
      : has(name, "麸")
        ? { fill: "#b9824a", grain: "#a06a36", shape: "flake" }
        : has(name, "鱼粉")
          ? { fill: "#9c7a58", grain: "#7e5e40", shape: "dust" }
          : has(name, "小麦")
            ? { fill: "#d8a24a", grain: "#c48a32", shape: "kernel" }
            : has(name, "大豆", "黑豆")
              ? { fill: has(name, "黑") ? "#2e2a28" : "#e6c77a", grain: has(name, "黑") ? "#4a4440" : "#d8b462", shape: "bean" }
              : { fill: "#d8b06a", grain: "#c09050", shape: "flake" };
  const grains = Array.from({ length: 150 }, () => {
    const x = v.int(170, 630);
    const top = 640 - 260 * Math.max(0, 1 - Math.abs(x - 400) / 240);
    const y = v.int(Math.round(top), 660);
    const r = v.int(0, 180);
    if (look.shape === "kernel") return `<rect x="${x}" y="${y}" width="14" height="18" rx="6" fill="${v.next() < 0.5 ? look.grain : shade(look.grain, -0.12)}" transform="rotate(${r} ${x + 7} ${y + 9})"/>`;
    if (look.shape === "bean") return `<ellipse cx="${x}" cy="${y}" rx="10" ry="8" fill="${v.next() < 0.5 ? look.grain : shade(look.grain, -0.1)}"/>`;
    if (look.shape === "dust") return `<circle cx="${x}" cy="${y}" r="${v.int(2, 5)}" fill="${shade(look.grain, v.jitter(0.15))}"/>`;
    return `<path d="M${x},${y} l12,-4 l4,9 l-12,4 z" fill="${shade(look.grain, v.jitter(0.15))}"/>`;
  }).join("");
  const sack = `<path d="M430,140 Q560,120 660,150 L690,520 L420,520 Z" fill="#efe6d2"/><path d="M430,140 Q560,120 660,150 L664,190 Q560,160 432,180 Z" fill="#b98a4a"/>`;
  return `${shadow(400, 672, 300)}${sack}<path d="M150,665 Q400,330 650,665 Z" fill="${look.fill}"/>${grains}`;
}

/** Small packs: additives, enzymes, probiotics — foil pouches or tubs. */
export function pouchArt(colour: string, word: string, v: Var): string {
  const tub = v.next() < 0.5;
  return tub
    ? `${shadow(400, 650, 200)}<path d="M250,290 L550,290 L530,640 L270,640 Z" fill="#fff"/><rect x="236" y="250" width="328" height="56" rx="14" fill="${colour}"/><rect x="270" y="400" width="260" height="120" rx="10" fill="${colour}"/>${label(400, 475, 46, "#fff", word)}<circle cx="400" cy="350" r="26" fill="${shade(colour, 0.5)}"/>`
    : `${shadow(400, 650, 200)}<path d="M260,220 L540,220 L560,640 L240,640 Z" fill="${colour}"/><path d="M260,220 L540,220 L544,260 L256,260 Z" fill="${shade(colour, -0.2)}"/><rect x="290" y="330" width="220" height="200" rx="16" fill="#fff" opacity="0.92"/>${label(400, 445, 42, colour, word)}<path d="M300,240 L320,620" stroke="#fff" stroke-width="14" opacity="0.25"/>`;
}

// ------------------------------------------------------------------------------- veterinary, vaccines

function crossMark(x: number, y: number, r: number, colour: string) {
  return `<path d="M${x - r / 3},${y - r} h${(2 * r) / 3} v${(2 * r) / 3} h${(2 * r) / 3} v${(2 * r) / 3} h${(-2 * r) / 3} v${(2 * r) / 3} h${(-2 * r) / 3} v${(-2 * r) / 3} h${(-2 * r) / 3} v${(-2 * r) / 3} h${(2 * r) / 3} z" fill="${colour}"/>`;
}

/** A medicine: boxes of powder, a pouch, an oral-liquid bottle or a disinfectant jug. */
export function medicineArt(name: string, unitSpec: string, v: Var): string {
  const colour = v.pick(["#2d6cb5", "#16808a", "#c0392b", "#5a8f29", "#7b3fa0", "#d9822b"]);
  if (has(unitSpec, "ml", "L/") || has(name, "口服液", "溶液", "消毒液")) {
    if (has(unitSpec, "L/", "5L") || has(name, "消毒", "碘")) {
      return `${shadow(400, 660, 220)}<path d="M250,260 Q250,210 300,210 L470,210 Q520,210 530,250 L550,640 L240,640 Z" fill="${has(name, "碘") ? "#7a3a12" : "#f4f6f8"}"/><rect x="440" y="160" width="70" height="60" rx="10" fill="${colour}"/><path d="M300,230 Q250,300 300,330" stroke="${shade(colour, 0.2)}" stroke-width="22" fill="none"/><rect x="280" y="380" width="230" height="200" rx="12" fill="#fff"/><rect x="280" y="380" width="230" height="50" rx="12" fill="${colour}"/>${crossMark(395, 505, 42, colour)}`;
    }
    return `${shadow(400, 660, 170)}<rect x="290" y="270" width="220" height="370" rx="40" fill="${v.pick(["#8a4b14", "#3b5e2a", "#fafafa"])}"/><rect x="345" y="200" width="110" height="80" rx="12" fill="${colour}"/><rect x="300" y="380" width="200" height="190" rx="8" fill="#fff"/><rect x="300" y="380" width="200" height="44" fill="${colour}"/>${crossMark(400, 500, 38, colour)}<rect x="310" y="290" width="26" height="330" rx="13" fill="#fff" opacity="0.25"/>`;
  }
  if (has(unitSpec, "袋")) {
    return `${shadow(400, 660, 200)}<path d="M270,200 L530,200 L560,640 L240,640 Z" fill="#fff"/><path d="M270,200 L530,200 L536,250 L264,250 Z" fill="${colour}"/><rect x="270" y="300" width="260" height="150" rx="12" fill="${colour}" opacity="0.12"/>${crossMark(400, 375, 50, colour)}<path d="M246,560 L554,560 L560,640 L240,640 Z" fill="${colour}"/>`;
  }
  const box = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0,0 L200,0 L200,260 L0,260 Z" fill="#fff"/><path d="M200,0 L250,-36 L250,224 L200,260 Z" fill="#e3e7ea"/><path d="M0,0 L50,-36 L250,-36 L200,0 Z" fill="#f3f5f7"/><rect x="0" y="0" width="200" height="64" fill="${colour}"/><path d="M200,0 L250,-36 L250,8 L200,44 Z" fill="${shade(colour, -0.2)}"/>${crossMark(100, 150, 36, colour)}<rect x="20" y="210" width="160" height="14" rx="7" fill="${colour}" opacity="0.35"/></g>`;
  const n = v.int(2, 3);
  return `${shadow(400, 660, 280)}${n === 3 ? box(140, 330, 1.05) : ""}${box(n === 3 ? 330 : 200, 370, 1.1)}${box(n === 3 ? 470 : 420, 400, 1.05)}`;
}

/** Vaccine vials with crimped caps (live vaccines) or a milky 250 ml bottle (inactivated), or tools. */
export function vaccineArt(name: string, cat: string, v: Var): string {
  if (cat === "060301") {
    return `${shadow(400, 560, 280)}<g transform="rotate(${-12 + v.jitter(6)} 400 420)"><rect x="180" y="380" width="380" height="80" rx="14" fill="#e8f4fb" stroke="#8aa4b8" stroke-width="6"/><rect x="200" y="392" width="${v.int(180, 300)}" height="56" fill="#9fd3ef"/><rect x="560" y="396" width="120" height="48" rx="10" fill="#b0bec5"/><rect x="680" y="410" width="70" height="20" fill="#78909c"/><rect x="90" y="408" width="92" height="24" fill="#90a4ae"/><line x1="20" y1="420" x2="92" y2="420" stroke="#78909c" stroke-width="4"/>${Array.from({ length: 8 }, (_, i) => `<line x1="${220 + i * 40}" y1="380" x2="${220 + i * 40}" y2="400" stroke="#456" stroke-width="3"/>`).join("")}</g>`;
  }
  if (cat === "060302") {
    const n = v.int(4, 6);
    return `${shadow(400, 640, 300)}${Array.from({ length: n }, (_, i) => {
      const x = 400 + (i - (n - 1) / 2) * 100;
      return `<g transform="translate(${x} 0)"><path d="M-34,420 Q-40,640 0,640 Q40,640 34,420 Z" fill="#f3f7fa" stroke="#c5d3dd" stroke-width="3"/><rect x="-20" y="380" width="40" height="44" rx="6" fill="#fff" stroke="#c5d3dd" stroke-width="3"/><path d="M-8,380 L0,330 L8,380 Z" fill="#fff" stroke="#c5d3dd" stroke-width="3"/></g>`;
    }).join("")}`;
  }
  const live = cat.startsWith("0601");
  const cap = has(name, "新城疫", "新支") ? "#2d6cb5" : has(name, "支气管", "传支") ? "#16a085" : has(name, "法氏囊") ? "#e67e22" : has(name, "马立克") ? "#8e44ad" : has(name, "流感") ? "#c0392b" : "#7f8c8d";
  if (!live) {
    const n = v.int(2, 3);
    return `${shadow(400, 660, 280)}${Array.from({ length: n }, (_, i) => {
      const x = 400 + (i - (n - 1) / 2) * 190;
      return `<g transform="translate(${x} ${i % 2 ? 20 : 0})"><rect x="-80" y="300" width="160" height="340" rx="30" fill="#f7f5ef"/><rect x="-40" y="250" width="80" height="60" rx="8" fill="${cap}"/><rect x="-80" y="400" width="160" height="150" fill="#fff"/><rect x="-80" y="400" width="160" height="40" fill="${cap}"/><circle cx="0" cy="495" r="30" fill="none" stroke="${cap}" stroke-width="8"/><path d="M-14,495 h28 M0,481 v28" stroke="${cap}" stroke-width="8"/><rect x="-66" y="316" width="18" height="300" rx="9" fill="#fff" opacity="0.6"/></g>`;
    }).join("")}`;
  }
  const n = v.int(4, 5);
  const fill = has(name, "马立克") ? "#fdf6e3" : "#f1e4c8";
  return `${shadow(400, 650, 320)}<path d="M120,560 L680,560 L700,650 L100,650 Z" fill="#dfe9f0"/>${Array.from({ length: n }, (_, i) => {
    const x = 400 + (i - (n - 1) / 2) * 118 + v.jitter(6);
    const y = 330 + (i % 2) * 24;
    return `<g transform="translate(${x} ${y})"><rect x="-44" y="60" width="88" height="230" rx="18" fill="#e9f3f8" opacity="0.95" stroke="#b9ccd8" stroke-width="3"/><rect x="-40" y="170" width="80" height="116" rx="14" fill="${fill}"/><rect x="-44" y="120" width="88" height="80" fill="#fff"/><rect x="-44" y="120" width="88" height="22" fill="${cap}"/><rect x="-30" y="20" width="60" height="50" rx="6" fill="#c9d1d6"/><rect x="-34" y="0" width="68" height="30" rx="8" fill="${cap}"/><rect x="-34" y="70" width="10" height="200" rx="5" fill="#fff" opacity="0.7"/></g>`;
  }).join("")}<g opacity="0.9"><rect x="110" y="600" width="60" height="44" rx="8" fill="#9ad0f5"/><rect x="640" y="596" width="60" height="44" rx="8" fill="#9ad0f5"/></g>`;
}

// --------------------------------------------------------------------------------------- equipment

export function equipmentArt(name: string, cat: string, v: Var): string {
  const metal = "#b8c2cc";
  const dark = "#6b7785";
  const accent = v.pick(["#2d6cb5", "#d4380d", "#16808a", "#e0a800"]);
  switch (cat.slice(0, 4)) {
    case "0701": {
      const tiers = has(name, "四层", "4层") || cat === "070103" ? 4 : 3;
      const h = 420 / tiers;
      const bars = Array.from({ length: 16 }, (_, i) => `<line x1="${150 + i * 32}" y1="190" x2="${150 + i * 32}" y2="610" stroke="${metal}" stroke-width="4"/>`).join("");
      const floors = Array.from({ length: tiers + 1 }, (_, i) => `<rect x="130" y="${186 + i * h}" width="540" height="10" fill="${dark}"/><path d="M130,${196 + i * h} L670,${196 + i * h} L700,${210 + i * h} L100,${210 + i * h} Z" fill="#9aa6b2" opacity="0.6"/>`).join("");
      const birds = Array.from({ length: tiers * 3 }, (_, i) => {
        const t = Math.floor(i / 3);
        const x = 220 + (i % 3) * 170 + v.jitter(20);
        const y = 196 + t * h + h * 0.55;
        return cat === "070103" ? `<ellipse cx="${x}" cy="${y}" rx="26" ry="20" fill="#ffd84d"/><circle cx="${x + 20}" cy="${y - 18}" r="12" fill="#ffe27a"/>` : `<ellipse cx="${x}" cy="${y}" rx="40" ry="${h * 0.24}" fill="${cat === "070102" ? "#f7f4ee" : "#9c4a22"}"/><circle cx="${x + 34}" cy="${y - h * 0.22}" r="${h * 0.12}" fill="${cat === "070102" ? "#f7f4ee" : "#9c4a22"}"/><path d="M${x + 28},${y - h * 0.34} q6,-10 12,0" fill="#d8262d"/>`;
      }).join("");
      return `${shadow(400, 640, 320)}${birds}${bars}${floors}<rect x="120" y="180" width="14" height="450" fill="${dark}"/><rect x="666" y="180" width="14" height="450" fill="${dark}"/><path d="M100,${610} L700,${610} L730,640 L70,640 Z" fill="${accent}" opacity="0.8"/>`;
    }
    case "0702":
      if (cat === "070202") {
        const n = v.int(5, 7);
        return `${shadow(400, 620, 320)}<rect x="60" y="300" width="680" height="34" rx="17" fill="${metal}"/><rect x="60" y="300" width="680" height="10" rx="5" fill="#fff" opacity="0.5"/><rect x="60" y="230" width="680" height="14" fill="${dark}"/>${Array.from({ length: n }, (_, i) => {
          const x = 120 + i * (560 / (n - 1));
          return `<line x1="${x}" y1="244" x2="${x}" y2="300" stroke="${dark}" stroke-width="4"/><rect x="${x - 14}" y="334" width="28" height="44" rx="6" fill="${has(name, "不锈钢") ? "#cfd8dc" : "#e53935"}"/><rect x="${x - 5}" y="378" width="10" height="26" fill="#90a4ae"/>${has(name, "接水杯") ? `<path d="M${x - 34},420 Q${x},470 ${x + 34},420 Z" fill="#e53935" opacity="0.85"/>` : ""}<path d="M${x},408 q-8,14 0,20 q8,-6 0,-20" fill="#5dade2"/>`;
        }).join("")}`;
      }
      if (cat === "070203") {
        return `${shadow(400, 660, 200)}<rect x="300" y="150" width="200" height="300" fill="${has(name, "玻璃钢") ? "#e8eef2" : metal}"/>${Array.from({ length: 6 }, (_, i) => `<line x1="300" y1="${190 + i * 46}" x2="500" y2="${190 + i * 46}" stroke="${dark}" stroke-width="3" opacity="0.5"/>`).join("")}<path d="M300,150 L400,90 L500,150 Z" fill="${dark}"/><path d="M300,450 L500,450 L420,560 L380,560 Z" fill="${metal}"/><path d="M300,450 L500,450 L420,560 L380,560 Z" fill="#000" opacity="0.12"/><line x1="310" y1="450" x2="250" y2="650" stroke="${dark}" stroke-width="12"/><line x1="490" y1="450" x2="550" y2="650" stroke="${dark}" stroke-width="12"/><rect x="380" y="560" width="40" height="40" fill="${dark}"/><path d="M420,580 L700,620" stroke="${metal}" stroke-width="24"/><rect x="330" y="170" width="24" height="260" fill="#fff" opacity="0.35"/>`;
      }
      return `${shadow(400, 600, 330)}<rect x="40" y="280" width="720" height="20" rx="10" fill="${metal}"/>${Array.from({ length: 4 }, (_, i) => {
        const x = 130 + i * 180;
        return `<rect x="${x - 6}" y="300" width="12" height="100" fill="${metal}"/><path d="M${x - 90},420 Q${x},380 ${x + 90},420 L${x + 70},470 Q${x},500 ${x - 70},470 Z" fill="${accent}"/><ellipse cx="${x}" cy="420" rx="90" ry="22" fill="${shade(accent, 0.25)}"/><ellipse cx="${x}" cy="420" rx="60" ry="12" fill="#e2b24a"/><path d="M${x - 30},400 L${x},360 L${x + 30},400 Z" fill="${metal}"/>`;
      }).join("")}<rect x="620" y="160" width="120" height="120" rx="10" fill="${dark}"/><rect x="640" y="180" width="80" height="50" rx="6" fill="${accent}"/>`;
    case "0703":
      if (cat === "070301") {
        const blades = v.int(3, 6);
        return `${shadow(400, 690, 300)}<rect x="140" y="140" width="520" height="520" rx="20" fill="${metal}"/><rect x="170" y="170" width="460" height="460" rx="12" fill="${dark}"/><circle cx="400" cy="400" r="210" fill="#46505c"/>${Array.from({ length: blades }, (_, i) => `<path d="M400,400 Q${400 + 70},${400 - 200} ${400 + 160},${400 - 110} Q${460},${360} 400,400 Z" fill="${accent}" transform="rotate(${(360 / blades) * i + v.int(0, 40)} 400 400)"/>`).join("")}<circle cx="400" cy="400" r="36" fill="${metal}"/>${Array.from({ length: 9 }, (_, i) => `<line x1="190" y1="${200 + i * 50}" x2="610" y2="${200 + i * 50}" stroke="#cfd8dc" stroke-width="3" opacity="0.7"/>`).join("")}`;
      }
      if (cat === "070302") {
        const cells = Array.from({ length: 16 }, (_, i) => `<path d="M${150 + i * 32},170 L${182 + i * 32},630" stroke="#8a6a2a" stroke-width="4" opacity="0.6"/><path d="M${182 + i * 32},170 L${150 + i * 32},630" stroke="#8a6a2a" stroke-width="3" opacity="0.35"/>`).join("");
        return `${shadow(400, 660, 300)}<path d="M150,170 L650,170 L680,200 L680,660 L650,630 L150,630 Z" fill="#d9a948"/><rect x="150" y="170" width="500" height="460" fill="#e3b75a"/>${cells}<rect x="150" y="170" width="500" height="40" fill="#3a4a5a" opacity="0.75"/><rect x="150" y="590" width="500" height="40" fill="#3a4a5a" opacity="0.75"/>`;
      }
      if (cat === "070303") {
        return `${shadow(400, 660, 280)}<rect x="180" y="220" width="440" height="420" rx="20" fill="${accent}"/><rect x="220" y="260" width="240" height="300" rx="12" fill="#263238"/><path d="M340,520 Q280,440 330,380 Q340,430 370,440 Q360,380 400,330 Q420,420 450,450 Q470,420 460,390 Q520,470 440,520 Z" fill="#ff7043"/><path d="M350,520 Q330,470 360,440 Q380,480 420,490 Q430,470 425,455 Q460,500 420,520 Z" fill="#ffca28"/><rect x="490" y="280" width="90" height="60" rx="8" fill="#263238"/><circle cx="535" cy="410" r="26" fill="${metal}"/><rect x="380" y="150" width="60" height="80" fill="${dark}"/>`;
      }
      return `${shadow(400, 640, 240)}<rect x="220" y="180" width="360" height="440" rx="26" fill="#eceff1"/><rect x="250" y="220" width="300" height="180" rx="12" fill="#102027"/><polyline points="270,360 320,320 360,340 410,280 460,300 520,250" fill="none" stroke="#4dd0e1" stroke-width="6"/>${label(330, 270, 40, "#80deea", `${v.int(22, 28)}.${v.int(0, 9)}℃`, "normal")}${Array.from({ length: 6 }, (_, i) => `<circle cx="${290 + (i % 3) * 110}" cy="${460 + Math.floor(i / 3) * 80}" r="26" fill="${i === 0 ? "#43a047" : i === 1 ? accent : "#90a4ae"}"/>`).join("")}`;
    case "0704": {
      const big = cat === "070401";
      return `${shadow(400, 660, 300)}<rect x="${big ? 130 : 200}" y="140" width="${big ? 540 : 400}" height="500" rx="18" fill="#eceff1"/><rect x="${big ? 160 : 230}" y="180" width="${big ? 360 : 340}" height="400" rx="10" fill="#cfd8dc"/><rect x="${big ? 175 : 245}" y="195" width="${big ? 330 : 310}" height="370" fill="#fff8e1" opacity="0.9"/>${Array.from({ length: 5 }, (_, r) => Array.from({ length: 7 }, (_, c) => `<ellipse cx="${(big ? 200 : 270) + c * 44}" cy="${230 + r * 74}" rx="17" ry="22" fill="${v.pick(["#f3dcc1", "#e8c39a", "#f7ead9"])}"/>`).join("") + `<rect x="${big ? 180 : 250}" y="${256 + r * 74}" width="${big ? 320 : 300}" height="8" fill="#b0bec5"/>`).join("")}${big ? `<rect x="540" y="190" width="110" height="70" rx="8" fill="#102027"/>${label(595, 236, 30, "#ffca28", "37.8℃", "normal")}<circle cx="570" cy="310" r="16" fill="#43a047"/><circle cx="620" cy="310" r="16" fill="${accent}"/>` : ""}<rect x="${big ? 130 : 200}" y="600" width="${big ? 540 : 400}" height="40" fill="${dark}"/>`;
    }
    default: {
      const eggs = cat === "070502";
      return `${shadow(400, 630, 340)}<path d="M60,420 L740,340 L740,380 L60,470 Z" fill="#37474f"/><path d="M60,420 L740,340 L740,352 L60,432 Z" fill="${eggs ? "#eceff1" : "#8d6e63"}"/>${Array.from({ length: 8 }, (_, i) => `<circle cx="${100 + i * 86}" cy="${452 - i * 10}" r="22" fill="${metal}" stroke="${dark}" stroke-width="5"/>`).join("")}${eggs ? Array.from({ length: 14 }, (_, i) => `<ellipse cx="${90 + i * 46}" cy="${408 - i * 5.4}" rx="14" ry="18" fill="${v.pick(["#c98a5a", "#f3dcc1", "#d09463"])}"/>`).join("") : Array.from({ length: 10 }, (_, i) => `<ellipse cx="${120 + i * 62}" cy="${412 - i * 7}" rx="26" ry="8" fill="#6d4c41" opacity="0.8"/>`).join("")}<rect x="640" y="250" width="110" height="120" rx="10" fill="${accent}"/><rect x="80" y="470" width="16" height="140" fill="${dark}"/><rect x="700" y="380" width="16" height="230" fill="${dark}"/>`;
    }
  }
}

// ------------------------------------------------------------------------------------- crops, inputs

function cornCob(x: number, y: number, r: number): string {
  const kernels = Array.from({ length: 7 }, (_, i) => Array.from({ length: 3 }, (_, j) => `<ellipse cx="${-18 + j * 18}" cy="${-90 + i * 28}" rx="9" ry="12" fill="#f7c948"/>`).join("")).join("");
  return `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="40" ry="110" fill="#f2b41f"/>${kernels}<path d="M-40,40 Q-80,-40 -30,-130 Q-20,-20 0,110 Z" fill="#7cb342"/><path d="M40,40 Q80,-40 30,-120 Q20,-20 0,110 Z" fill="#9ccc65"/></g>`;
}
function wheatEar(x: number, y: number, r: number, c = "#d8a24a"): string {
  return `<g transform="translate(${x} ${y}) rotate(${r})"><line x1="0" y1="0" x2="0" y2="230" stroke="#c4a15a" stroke-width="6"/>${Array.from({ length: 8 }, (_, i) => `<ellipse cx="-14" cy="${20 + i * 18}" rx="10" ry="16" fill="${c}" transform="rotate(-25 -14 ${20 + i * 18})"/><ellipse cx="14" cy="${20 + i * 18}" rx="10" ry="16" fill="${c}" transform="rotate(25 14 ${20 + i * 18})"/><line x1="-14" y1="${8 + i * 18}" x2="-34" y2="${-30 + i * 18}" stroke="${c}" stroke-width="2"/><line x1="14" y1="${8 + i * 18}" x2="34" y2="${-30 + i * 18}" stroke="${c}" stroke-width="2"/>`).join("")}</g>`;
}
function leafy(x: number, y: number, s: number, c: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${[-50, -20, 10, 40].map((a) => `<path d="M0,0 Q${a - 40},-120 ${a},-200 Q${a + 50},-110 0,0 Z" fill="${shade(c, a / 300)}"/><path d="M0,0 L${a * 0.6},-170" stroke="#eaf5d8" stroke-width="4"/>`).join("")}</g>`;
}

/** Seeds: a printed seed packet with its crop, seeds spilled in front. */
export function seedArt(name: string, cat: string, v: Var): string {
  const colour = v.pick(["#2e7d32", "#c62828", "#1565c0", "#ef6c00", "#6a1b9a"]);
  const crop = has(name, "玉米")
    ? cornCob(400, 330, v.jitter(15))
    : has(name, "小麦")
      ? `${wheatEar(360, 200, -14)}${wheatEar(410, 190, 4)}${wheatEar(450, 210, 18)}`
      : has(name, "稻")
        ? `${wheatEar(370, 210, -10, "#e6c35a")}${wheatEar(430, 200, 12, "#e6c35a")}`
        : has(name, "番茄")
          ? `<circle cx="400" cy="330" r="100" fill="#e53935"/><path d="M360,240 l40,20 l40,-20 l-20,30 l30,10 l-50,5 l-20,20 l-20,-20 l-50,-5 l30,-10 z" fill="#43a047"/><ellipse cx="370" cy="300" rx="24" ry="14" fill="#fff" opacity="0.4"/>`
          : has(name, "黄瓜")
            ? `<path d="M280,420 Q300,220 520,220 Q540,240 520,260 Q340,280 320,440 Z" fill="#558b2f"/>`
            : has(name, "椒")
              ? `<path d="M330,240 Q400,200 470,240 Q500,360 420,440 Q400,460 380,440 Q300,360 330,240 Z" fill="#fb8c00"/><rect x="390" y="190" width="20" height="50" fill="#2e7d32"/>`
              : cat.startsWith("0803")
                ? `${leafy(330, 440, 1, "#7cb342")}${leafy(470, 450, 0.9, "#8bc34a")}<circle cx="420" cy="250" r="20" fill="#8e24aa"/><circle cx="440" cy="270" r="16" fill="#ab47bc"/>`
                : leafy(400, 450, 1.2, "#66bb6a");
  const seedColour = has(name, "玉米") ? "#f2b41f" : has(name, "小麦", "稻") ? "#d8a24a" : has(name, "番茄", "椒") ? "#f3e2b8" : "#6d4c41";
  const spill = Array.from({ length: 24 }, () => `<ellipse cx="${v.int(150, 650)}" cy="${v.int(640, 700)}" rx="9" ry="6" fill="${shade(seedColour, v.jitter(0.15))}" transform="rotate(${v.int(0, 180)} 400 670)"/>`).join("");
  return `${shadow(400, 660, 260)}<path d="M200,130 L600,130 L620,640 L180,640 Z" fill="#fff"/><path d="M200,130 L600,130 L604,180 L196,180 Z" fill="${colour}"/><rect x="230" y="200" width="340" height="300" rx="16" fill="${shade(colour, 0.85)}"/>${crop}<path d="M184,520 L616,520 L620,640 L180,640 Z" fill="${colour}"/>${label(400, 590, 44, "#fff", has(name, "苜蓿", "黑麦草") ? "优质牧草" : "审定良种")}${spill}`;
}

/** Fertiliser: a sack with its granules in front. */
export function fertiliserArt(name: string, v: Var): string {
  const organic = has(name, "有机", "粪", "堆肥", "腐植");
  const colour = organic ? "#5d4037" : has(name, "尿素") ? "#1565c0" : has(name, "钾") ? "#c62828" : has(name, "磷") ? "#6a1b9a" : has(name, "水溶", "螯合", "硼") ? "#00838f" : "#2e7d32";
  const granule = organic ? "#4e342e" : has(name, "尿素") ? "#fafafa" : has(name, "红钾") ? "#e57373" : has(name, "复合") ? v.pick(["#90caf9", "#ef9a9a", "#a5d6a7"]) : "#e0e0e0";
  const word = organic ? "有机肥" : has(name, "尿素") ? "尿素" : has(name, "复合") ? "复合肥" : has(name, "水溶") ? "水溶肥" : has(name, "钾") ? "钾肥" : has(name, "磷") ? "磷肥" : "微肥";
  const grains = Array.from({ length: 70 }, () => {
    const x = v.int(160, 640);
    const y = v.int(620, 700);
    const g = has(name, "复合") ? v.pick(["#90caf9", "#ef9a9a", "#a5d6a7", "#fff59d"]) : shade(granule, v.jitter(0.1));
    return `<circle cx="${x}" cy="${y}" r="${v.int(5, 9)}" fill="${g}" stroke="#000" stroke-opacity="0.08"/>`;
  }).join("");
  return `${sackArt(colour, word, has(name, "50kg") ? "50kg" : "40kg", v, "leaf")}${grains}`;
}

/** Pesticides: a bottle with a crop-protection label. */
export function pesticideArt(name: string, cat: string, v: Var): string {
  const colour = cat.startsWith("1001") ? "#c62828" : cat.startsWith("1002") ? "#1565c0" : "#2e7d32";
  const powder = has(name, "粉剂", "波尔多");
  if (powder) return `${shadow(400, 660, 200)}<path d="M270,220 L530,220 L556,640 L244,640 Z" fill="${colour}"/><rect x="280" y="320" width="240" height="200" rx="12" fill="#fff"/>${leafy(400, 500, 0.7, "#43a047")}<path d="M250,580 L550,580" stroke="#fff" stroke-width="10"/>`;
  const big = has(name, "1L") || cat.startsWith("1003");
  return `${shadow(400, 660, big ? 200 : 160)}<rect x="${big ? 260 : 300}" y="${big ? 250 : 300}" width="${big ? 280 : 200}" height="${big ? 390 : 340}" rx="36" fill="${v.pick(["#eceff1", "#fff8e1", "#e8f5e9"])}"/><rect x="${big ? 350 : 355}" y="${big ? 190 : 240}" width="${big ? 100 : 90}" height="70" rx="10" fill="${colour}"/><rect x="${big ? 270 : 310}" y="400" width="${big ? 260 : 180}" height="180" fill="#fff"/><rect x="${big ? 270 : 310}" y="400" width="${big ? 260 : 180}" height="36" fill="${colour}"/>${leafy(400, 560, 0.55, "#43a047")}${cat.startsWith("1001") ? `<ellipse cx="460" cy="480" rx="16" ry="10" fill="#5d4037"/>` : ""}<rect x="${big ? 556 - 280 : 316}" y="${big ? 270 : 320}" width="18" height="${big ? 340 : 300}" rx="9" fill="#fff" opacity="0.5"/>`;
}

/** Farm produce: grain heaps, vegetables, fruit in a crate. */
export function produceArt(name: string, cat: string, v: Var): string {
  if (cat.startsWith("1101")) return heapArt(name, v);
  const crate = `<path d="M130,420 L670,420 L640,650 L160,650 Z" fill="#b07a3e"/>${[460, 520, 580].map((y) => `<line x1="${140 + (y - 420) * 0.13}" y1="${y}" x2="${660 - (y - 420) * 0.13}" y2="${y}" stroke="#8a5a2a" stroke-width="6"/>`).join("")}`;
  if (cat.startsWith("1103")) {
    const pear = has(name, "梨");
    const fruit = (x: number, y: number) =>
      pear
        ? `<path d="M${x},${y - 70} Q${x + 30},${y - 40} ${x + 60},${y + 20} Q${x + 60},${y + 70} ${x},${y + 70} Q${x - 60},${y + 70} ${x - 60},${y + 20} Q${x - 30},${y - 40} ${x},${y - 70} Z" fill="${v.pick(["#e6d36a", "#dcc858", "#e9dc7c"])}"/><line x1="${x}" y1="${y - 70}" x2="${x + 6}" y2="${y - 96}" stroke="#6d4c41" stroke-width="6"/>`
        : `<circle cx="${x}" cy="${y}" r="66" fill="${v.pick(["#d32f2f", "#c62828", "#e53935"])}"/><path d="M${x - 40},${y - 10} Q${x - 20},${y + 40} ${x + 30},${y + 30}" stroke="#fbc02d" stroke-width="10" opacity="0.5" fill="none"/><ellipse cx="${x - 24}" cy="${y - 24}" rx="16" ry="10" fill="#fff" opacity="0.4"/><line x1="${x}" y1="${y - 60}" x2="${x + 8}" y2="${y - 88}" stroke="#6d4c41" stroke-width="6"/>`;
    return `${shadow(400, 660, 300)}${crate}${[200, 330, 460, 590].map((x) => fruit(x + v.jitter(10), 400 + v.jitter(8))).join("")}${[265, 395, 525].map((x) => fruit(x + v.jitter(10), 320 + v.jitter(8))).join("")}`;
  }
  if (has(name, "土豆", "胡萝卜", "蒜")) {
    const veg = (x: number, y: number) =>
      has(name, "胡萝卜")
        ? `<path d="M${x - 26},${y - 60} Q${x},${y + 120} ${x + 8},${y + 130} Q${x + 30},${y} ${x + 26},${y - 60} Z" fill="#ef6c00" transform="rotate(${v.int(-40, 40)} ${x} ${y})"/><path d="M${x},${y - 60} l-20,-50 M${x},${y - 60} l0,-60 M${x},${y - 60} l20,-50" stroke="#43a047" stroke-width="10" transform="rotate(${v.int(-40, 40)} ${x} ${y})"/>`
        : has(name, "蒜")
          ? `<path d="M${x},${y - 70} Q${x + 70},${y - 10} ${x + 50},${y + 40} Q${x},${y + 60} ${x - 50},${y + 40} Q${x - 70},${y - 10} ${x},${y - 70} Z" fill="#f5f0e6" stroke="#d8c8b0" stroke-width="4"/><path d="M${x},${y - 70} L${x},${y + 50} M${x - 25},${y - 40} Q${x - 30},${y + 20} ${x - 20},${y + 48} M${x + 25},${y - 40} Q${x + 30},${y + 20} ${x + 20},${y + 48}" stroke="#e0c8d8" stroke-width="4" fill="none"/>`
          : `<ellipse cx="${x}" cy="${y}" rx="70" ry="52" fill="${v.pick(["#c8a165", "#d4ad70", "#bf9556"])}"/><circle cx="${x - 20}" cy="${y - 10}" r="4" fill="#8a6a3a"/><circle cx="${x + 24}" cy="${y + 12}" r="4" fill="#8a6a3a"/>`;
    return `${shadow(400, 660, 300)}${crate}${[200, 330, 460, 590].map((x) => veg(x + v.jitter(12), 410)).join("")}${[265, 395, 525].map((x) => veg(x + v.jitter(12), 320)).join("")}`;
  }
  return `${shadow(400, 660, 300)}${crate}${[230, 330, 430, 530].map((x, i) => leafy(x + v.jitter(10), 470, 1 + v.jitter(0.1), has(name, "菠菜") ? "#2e7d32" : has(name, "油麦") ? "#7cb342" : i % 2 ? "#558b2f" : "#8bc34a")).join("")}`;
}

/** Farm machinery: tractor, seeder, drone, sprayer, harvester. */
export function machineArt(name: string, cat: string, v: Var): string {
  const paint = v.pick(["#1565c0", "#2e7d32", "#d84315", "#f9a825"]);
  if (cat === "120201") {
    const arm = (a: number) => `<g transform="rotate(${a} 400 380)"><rect x="400" y="370" width="250" height="20" fill="#37474f"/><ellipse cx="650" cy="360" rx="90" ry="12" fill="#90a4ae" opacity="0.8"/><rect x="640" y="350" width="20" height="30" fill="#263238"/></g>`;
    return `${shadow(400, 660, 200)}${[20, 160, 200, 340].map(arm).join("")}<rect x="320" y="330" width="160" height="110" rx="30" fill="${paint}"/><rect x="350" y="440" width="100" height="110" rx="14" fill="#eceff1"/><path d="M330,560 L300,620 M470,560 L500,620" stroke="#37474f" stroke-width="10"/><line x1="280" y1="620" x2="520" y2="620" stroke="#37474f" stroke-width="10"/>`;
  }
  if (cat === "120202") {
    return `${shadow(400, 660, 200)}<rect x="300" y="220" width="200" height="340" rx="40" fill="${paint}"/><rect x="350" y="180" width="100" height="50" rx="10" fill="#37474f"/><path d="M300,300 Q240,300 240,380" stroke="#263238" stroke-width="14" fill="none"/><path d="M500,480 Q600,520 620,420 L700,380" stroke="#37474f" stroke-width="10" fill="none"/><path d="M700,380 l40,-10 l-10,30 z" fill="#37474f"/><rect x="320" y="560" width="160" height="60" rx="10" fill="#263238"/>`;
  }
  const wheel = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#263238"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="${has(name, "收") ? "#cfd8dc" : "#f9a825"}"/><circle cx="${x}" cy="${y}" r="${r * 0.2}" fill="#37474f"/>`;
  if (cat.startsWith("1203")) {
    return `${shadow(400, 660, 340)}<rect x="180" y="260" width="400" height="260" rx="20" fill="${paint}"/><rect x="460" y="170" width="140" height="140" rx="12" fill="#90caf9" stroke="#37474f" stroke-width="10"/><path d="M60,430 L200,400 L200,540 L60,560 Z" fill="#455a64"/>${Array.from({ length: 5 }, (_, i) => `<path d="M${70 + i * 26},440 l10,100" stroke="#f9a825" stroke-width="8"/>`).join("")}<rect x="240" y="180" width="160" height="90" rx="10" fill="${shade(paint, -0.2)}"/>${wheel(280, 560, 90)}${wheel(520, 580, 70)}`;
  }
  if (cat === "120102") {
    return `${shadow(400, 640, 340)}<rect x="100" y="360" width="600" height="60" rx="10" fill="${paint}"/>${Array.from({ length: 4 }, (_, i) => `<rect x="${150 + i * 140}" y="250" width="100" height="110" rx="10" fill="${shade(paint, 0.2)}"/><path d="M${180 + i * 140},420 L${190 + i * 140},560 L${210 + i * 140},560 L${220 + i * 140},420 Z" fill="#455a64"/><circle cx="${200 + i * 140}" cy="580" r="28" fill="#263238"/>`).join("")}`;
  }
  return `${shadow(400, 660, 320)}<rect x="200" y="330" width="330" height="150" rx="16" fill="${paint}"/><path d="M200,330 L160,420 L200,480 Z" fill="${shade(paint, -0.2)}"/><rect x="440" y="190" width="160" height="170" rx="12" fill="#90caf9" stroke="#37474f" stroke-width="10"/><rect x="250" y="270" width="20" height="70" fill="#37474f"/>${wheel(270, 540, 90 + v.int(0, 20))}${wheel(540, 560, 110)}`;
}
