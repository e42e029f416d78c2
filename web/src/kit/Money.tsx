/** Formats integer fen as yuan: 123456 → "¥1,234.56". */
export function formatFen(fen: number | null | undefined, opts: { symbol?: boolean } = {}): string {
  if (fen == null) return "-";
  const neg = fen < 0;
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100).toLocaleString("en-US");
  const cents = String(abs % 100).padStart(2, "0");
  return `${neg ? "-" : ""}${opts.symbol === false ? "" : "¥"}${yuan}.${cents}`;
}

/**
 * Parses a yuan amount typed by a user ("12.5", "¥1,234.56") into integer fen, exactly (digit by
 * digit, no float arithmetic); null when it is not an amount: a sign, an exponent, more than two
 * decimals, or more fen than an integer holds exactly.
 */
export function parseYuan(text: string): number | null {
  const s = text.trim().replace(/^¥\s*/, "").replace(/,/g, "");
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(fen) ? fen : null;
}

export function Money({ fen, strong }: { fen: number | null | undefined; strong?: boolean }) {
  const text = formatFen(fen);
  return <span style={{ color: strong ? "#d4380d" : undefined, fontWeight: strong ? 600 : undefined }}>{text}</span>;
}
