import type { AnalysisResult } from "@qinlian/contract";

/** One CSV cell: quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvCell(v: string | number | null | undefined): string {
  const s = v == null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Yuan text of fen, two decimals, no separators (so a spreadsheet reads a number). */
const yuan = (fen: number | null) => (fen === null ? "" : (fen / 100).toFixed(2));

/**
 * The analysis as CSV: the monthly table (a column per series, with its unit; money in yuan), a total
 * row, then the breakdown table. Starts with a UTF-8 BOM so Excel opens the Chinese text correctly;
 * lines end with CRLF.
 */
export function analysisCsv(r: AnalysisResult, en: boolean, words: { month: string; total: string }): string {
  const unit = (u: string) => (u ? (en ? ` (${u})` : `（${u}）`) : "");
  const head = [words.month, ...r.series.map((s) => `${en ? s.labelEn : s.label}${unit(en ? s.unitEn : s.unit)}`)];
  const val = (money: boolean, v: number | null) => (money ? yuan(v) : v === null ? "" : String(v));
  const lines: (string | number | null)[][] = [head];
  r.months.forEach((m, i) => lines.push([m, ...r.series.map((s) => val(s.money, s.values[i]))]));
  lines.push([words.total, ...r.series.map((s) => val(s.money, s.total))]);
  lines.push([]);
  const b = r.breakdown;
  lines.push([en ? b.titleEn : b.title, ...b.columns.map((c) => `${en ? c.labelEn : c.label}${unit(en ? c.unitEn : c.unit)}`)]);
  for (const row of b.rows) lines.push([en ? row.nameEn : row.name, ...b.columns.map((c) => val(c.money, row.values[c.key] ?? null))]);
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Lets the browser save `text` as a file. */
export function downloadText(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
