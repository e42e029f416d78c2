/** How long ago, as a deal feed says it: 刚刚 / just now, 5分钟前 / 5 min ago, 3小时前, 2天前; older: the date. */
export function timeAgo(iso: string, now: number, lang: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "-";
  const s = Math.max(0, Math.floor((now - at) / 1000));
  const en = lang === "en";
  if (s < 60) return en ? "just now" : "刚刚";
  const m = Math.floor(s / 60);
  if (m < 60) return en ? `${m} min ago` : `${m}分钟前`;
  const h = Math.floor(m / 60);
  if (h < 24) return en ? `${h} h ago` : `${h}小时前`;
  const d = Math.floor(h / 24);
  if (d < 30) return en ? `${d} ${d === 1 ? "day" : "days"} ago` : `${d}天前`;
  return new Date(at).toISOString().slice(0, 10);
}
