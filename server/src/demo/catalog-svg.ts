/**
 * Generated SVG pictures for the demo catalogue: goods (a picture of the kind of goods with its name),
 * shop logos and banners, and advert banners. Plain shapes and text, no scripts; text is escaped.
 */

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

/** A simple drawing of the kind of goods, centred at (400, 330). */
function icon(cat: string, c: string): string {
  const top = cat.slice(0, 2);
  switch (top) {
    case "01": // a chick
      return `<circle cx="400" cy="350" r="120" fill="#ffd54f"/><circle cx="400" cy="220" r="80" fill="#ffe082"/><circle cx="430" cy="205" r="10" fill="#333"/><polygon points="470,220 515,232 470,244" fill="${c}"/><ellipse cx="330" cy="360" rx="50" ry="30" fill="#ffca28"/>`;
    case "02": // eggs in a tray
      return `<rect x="220" y="380" width="360" height="70" rx="12" fill="#d7ccc8"/>${[260, 340, 420, 500].map((x, i) => `<ellipse cx="${x + 20}" cy="${350 - (i % 2) * 10}" rx="42" ry="56" fill="${i % 2 ? "#fbe9e7" : "#ffccbc"}" stroke="${c}" stroke-width="3"/>`).join("")}`;
    case "03": // a drumstick
      return `<ellipse cx="380" cy="300" rx="120" ry="95" fill="#e57373" transform="rotate(-30 380 300)"/><rect x="450" y="360" width="40" height="120" rx="18" fill="#fff3e0" transform="rotate(-30 470 420)"/><circle cx="520" cy="470" r="22" fill="#fff3e0"/><circle cx="545" cy="450" r="22" fill="#fff3e0"/>`;
    case "04": // a feed bag
      return `<path d="M280 170 L520 170 L560 470 L240 470 Z" fill="${c}"/><rect x="300" y="270" width="200" height="110" rx="10" fill="#fff"/><text x="400" y="340" font-size="44" text-anchor="middle" fill="${c}" font-family="sans-serif">饲料</text>`;
    case "05": // a medicine bottle
      return `<rect x="320" y="170" width="160" height="50" rx="8" fill="#90a4ae"/><rect x="290" y="215" width="220" height="260" rx="30" fill="${c}"/><rect x="310" y="290" width="180" height="90" fill="#fff"/><path d="M385 305 h30 v25 h25 v30 h-25 v25 h-30 v-25 h-25 v-30 h25 z" fill="#e53935"/>`;
    case "06": // a vaccine vial and syringe
      return `<rect x="250" y="230" width="110" height="220" rx="18" fill="${c}"/><rect x="268" y="200" width="74" height="40" rx="6" fill="#b0bec5"/><rect x="420" y="180" width="60" height="250" rx="10" fill="#e0f7fa" stroke="${c}" stroke-width="6"/><rect x="443" y="430" width="14" height="60" fill="#78909c"/><rect x="410" y="150" width="80" height="30" fill="#78909c"/>`;
    case "07": // a cage grid
      return `<rect x="230" y="180" width="340" height="280" fill="none" stroke="${c}" stroke-width="10"/>${[290, 350, 410, 470, 530].map((x) => `<line x1="${x}" y1="180" x2="${x}" y2="460" stroke="${c}" stroke-width="5"/>`).join("")}<line x1="230" y1="320" x2="570" y2="320" stroke="${c}" stroke-width="8"/>`;
    case "08": // a sprout
      return `<path d="M400 470 C400 380 400 320 400 260" stroke="#558b2f" stroke-width="14" fill="none"/><path d="M400 300 C330 300 290 250 280 190 C350 190 400 230 400 300 Z" fill="#7cb342"/><path d="M400 270 C470 270 510 220 520 160 C450 160 400 200 400 270 Z" fill="#9ccc65"/><ellipse cx="400" cy="480" rx="120" ry="22" fill="#8d6e63"/>`;
    case "09": // a fertiliser sack
      return `<rect x="270" y="190" width="260" height="280" rx="40" fill="${c}"/><text x="400" y="350" font-size="60" text-anchor="middle" fill="#fff" font-family="sans-serif">N P K</text>`;
    case "10": // a sprayer
      return `<rect x="300" y="220" width="170" height="250" rx="26" fill="${c}"/><rect x="360" y="180" width="50" height="45" fill="#9e9e9e"/><path d="M470 260 L560 230" stroke="#616161" stroke-width="12"/><circle cx="575" cy="225" r="10" fill="#616161"/>`;
    case "11": // an apple
      return `<circle cx="360" cy="340" r="110" fill="#e53935"/><circle cx="440" cy="340" r="110" fill="#ef5350"/><path d="M400 240 C400 200 410 180 430 160" stroke="#6d4c41" stroke-width="12" fill="none"/><ellipse cx="450" cy="190" rx="40" ry="18" fill="#7cb342"/>`;
    case "12": // a tractor
      return `<rect x="260" y="260" width="220" height="110" rx="10" fill="${c}"/><rect x="420" y="200" width="90" height="90" fill="#90caf9" stroke="${c}" stroke-width="8"/><circle cx="310" cy="420" r="70" fill="#424242"/><circle cx="310" cy="420" r="28" fill="#bdbdbd"/><circle cx="500" cy="440" r="45" fill="#424242"/><circle cx="500" cy="440" r="18" fill="#bdbdbd"/>`;
    default:
      return `<circle cx="400" cy="330" r="140" fill="${c}"/>`;
  }
}

/** Splits text into lines of at most `n` characters. */
function lines(text: string, n: number, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < max; i += n) out.push(chars.slice(i, i + n).join(""));
  if (chars.length > n * max) out[max - 1] = `${out[max - 1].slice(0, -1)}…`;
  return out;
}

/** An 800×800 goods picture: the kind of goods, its name and the seller. */
export function goodsSvg(categoryId: string, name: string, caption: string, variant = 0): string {
  const [bg, fg] = colours(categoryId);
  const title = lines(name, 13, 2)
    .map((l, i) => `<text x="400" y="${590 + i * 60}" font-size="48" font-weight="bold" text-anchor="middle" fill="#333" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${esc(l)}</text>`)
    .join("");
  const badge = variant ? `<rect x="40" y="40" width="180" height="64" rx="32" fill="${fg}"/><text x="130" y="83" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">细节图</text>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="${bg}"/><rect x="0" y="520" width="800" height="280" fill="#fff" opacity="0.85"/>${badge}<g transform="translate(0 ${variant ? 20 : 0})">${icon(categoryId, fg)}</g>${title}<text x="400" y="760" font-size="28" text-anchor="middle" fill="${fg}" font-family="sans-serif">${esc(caption)}</text></svg>`;
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
  const scale = height / 800;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${fg}"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><g transform="translate(${width - height * 1.1} 0) scale(${scale})">${icon(categoryId, fg)}</g><text x="${height * 0.16}" y="${height * 0.45}" font-size="${Math.round(height * 0.16)}" font-weight="bold" fill="#fff" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${esc(headline)}</text><text x="${height * 0.16}" y="${height * 0.68}" font-size="${Math.round(height * 0.08)}" fill="#fff" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${esc(sub)}</text></svg>`;
}
