/** Formats integer fen as yuan: 123456 → "¥1,234.56". */
export function formatFen(fen: number | null | undefined, opts: { symbol?: boolean } = {}): string {
  if (fen == null) return "-";
  const neg = fen < 0;
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100).toLocaleString("en-US");
  const cents = String(abs % 100).padStart(2, "0");
  return `${neg ? "-" : ""}${opts.symbol === false ? "" : "¥"}${yuan}.${cents}`;
}

/** Parses a yuan amount typed by a user ("12.5", "1,234.56") into fen; null when not a valid amount. */
export function parseYuan(text: string): number | null {
  const s = text.replace(/[,\s¥]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [y, c = ""] = s.split(".");
  return Number(y) * 100 + Number(c.padEnd(2, "0"));
}

export function Money({ fen, strong }: { fen: number | null | undefined; strong?: boolean }) {
  const text = formatFen(fen);
  return <span style={{ color: strong ? "#d4380d" : undefined, fontWeight: strong ? 600 : undefined }}>{text}</span>;
}
