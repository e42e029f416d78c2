/** Client-side CSV for the figures' tables: Excel opens it in UTF-8 thanks to the BOM. */

export const CSV_BOM = "\ufeff";

/** Integer fen as a plain yuan figure for a spreadsheet: 123456 → "1234.56", -5 → "-0.05" (no symbol, no separators). */
export function fenToYuan(fen: number): string {
  const neg = fen < 0;
  const abs = Math.abs(Math.round(fen));
  return `${neg ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export type CsvValue = string | number | null | undefined;

/**
 * One cell: quoted when it holds a comma, quote or line break (quotes doubled); a text that a
 * spreadsheet would run as a formula (=, +, -, @ or a tab in front) gets a leading apostrophe.
 * Numbers are written as they are.
 */
export function csvCell(v: CsvValue): string {
  if (v == null) return "";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  let s = v;
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole CSV file: BOM, the header row, then the rows, lines ended by CRLF (RFC 4180). */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Saves a CSV in the browser. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The CSV of a figures table: one row per day (or month), then the totals; amounts in yuan. */
export function seriesCsv(
  points: readonly { date: string; orderCount: number; amount: number; shippedCount: number }[],
  words: { date: string; orders: string; amount: string; shipped?: string; total: string },
): string {
  const withShipped = words.shipped != null;
  const header = [words.date, words.orders, words.amount, ...(withShipped ? [words.shipped ?? ""] : [])];
  const rows = points.map((p) => [p.date, p.orderCount, fenToYuan(p.amount), ...(withShipped ? [p.shippedCount] : [])]);
  const sum = points.reduce((s, p) => ({ o: s.o + p.orderCount, a: s.a + p.amount, sh: s.sh + p.shippedCount }), { o: 0, a: 0, sh: 0 });
  return buildCsv(header, [...rows, [words.total, sum.o, fenToYuan(sum.a), ...(withShipped ? [sum.sh] : [])]]);
}
