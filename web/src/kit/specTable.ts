/**
 * The rules of a goods' spec (SKU) table, kept apart from the editor so they can be tested alone.
 * Money is fen; a price typed wrongly is NaN (see MoneyInput).
 */
export interface SpecRow {
  /** Stable client key (the server id for saved specs). */
  key: string;
  /** The saved spec's id, when editing. */
  id?: string;
  name: string;
  /** Option → value, e.g. { 包装: "500羽/箱" } (filled when the rows come from options). */
  attrs: Record<string, string>;
  /** Unit price in fen. */
  price?: number;
  /** Member price in fen (optional; never above the price). */
  memberPrice?: number;
  stock?: number;
  skuCode?: string;
  /** Grams per unit (weight-based freight templates); shown in kilograms. */
  weightGrams?: number;
}

/** One option (dimension) and its values, e.g. 包装: 100羽/箱, 500羽/箱. */
export interface SpecDim {
  name: string;
  values: string[];
}

export interface SpecError {
  /** i18n key under kitEditors.spec */
  key: "empty" | "nameRequired" | "nameDuplicate" | "priceRequired" | "memberPriceInvalid" | "stockRequired" | "tooMany";
  params: Record<string, string | number>;
}

export const MAX_SPECS = 50;

let seq = 0;
export function newSpecRow(init: Partial<Omit<SpecRow, "key">> = {}): SpecRow {
  seq += 1;
  return { key: `new-${Date.now().toString(36)}-${seq}`, name: "", attrs: {}, ...init };
}

/** Splits typed option values on commas (half- or full-width), 、 and whitespace; trims and dedupes. */
export function parseDimValues(text: string): string[] {
  return [...new Set(text.split(/[,，、\s]+/).map((s) => s.trim()).filter(Boolean))];
}

/**
 * Every combination of the options' values as a row (name "a / b"). A row whose name already
 * exists keeps its id, price, stock and code, so regenerating after adding a value loses nothing.
 */
export function expandDims(dims: SpecDim[], existing: SpecRow[]): SpecRow[] {
  const used = dims.map((d) => ({ name: d.name.trim(), values: [...new Set(d.values.map((v) => v.trim()).filter(Boolean))] })).filter((d) => d.name && d.values.length);
  if (!used.length) return existing;
  let combos: Record<string, string>[] = [{}];
  for (const d of used) combos = combos.flatMap((c) => d.values.map((v) => ({ ...c, [d.name]: v })));
  const byName = new Map(existing.map((r) => [r.name.trim(), r]));
  return combos.map((attrs) => {
    const name = used.map((d) => attrs[d.name]).join(" / ");
    const old = byName.get(name);
    return old ? { ...old, attrs } : newSpecRow({ name, attrs });
  });
}

/** Sets the same price and/or stock on every row (undefined leaves that column as it is). */
export function applyToAll(rows: SpecRow[], patch: { price?: number; stock?: number }): SpecRow[] {
  return rows.map((r) => ({ ...r, ...(patch.price !== undefined ? { price: patch.price } : {}), ...(patch.stock !== undefined ? { stock: patch.stock } : {}) }));
}

/** Everything wrong with the table, in row order (rows are numbered from 1 as on screen). */
export function specErrors(rows: SpecRow[], max = MAX_SPECS): SpecError[] {
  const errs: SpecError[] = [];
  if (!rows.length) return [{ key: "empty", params: {} }];
  if (rows.length > max) errs.push({ key: "tooMany", params: { max } });
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const row = i + 1;
    const name = r.name.trim();
    if (!name) errs.push({ key: "nameRequired", params: { row } });
    else if (seen.has(name)) errs.push({ key: "nameDuplicate", params: { row, name } });
    seen.add(name);
    if (r.price == null || !Number.isInteger(r.price) || r.price <= 0) errs.push({ key: "priceRequired", params: { row } });
    else if (r.memberPrice != null && (!Number.isInteger(r.memberPrice) || r.memberPrice <= 0 || r.memberPrice > r.price)) errs.push({ key: "memberPriceInvalid", params: { row } });
    if (r.stock == null || !Number.isInteger(r.stock) || r.stock < 0) errs.push({ key: "stockRequired", params: { row } });
  });
  return errs;
}

export type SpecColumn = "name" | "price" | "memberPrice" | "stock";

/** The cells to mark red: row key → the columns that break a rule (see specErrors). */
export function badCells(rows: SpecRow[]): Map<string, Set<SpecColumn>> {
  const out = new Map<string, Set<SpecColumn>>();
  const mark = (r: SpecRow, c: SpecColumn) => out.set(r.key, (out.get(r.key) ?? new Set<SpecColumn>()).add(c));
  const seen = new Set<string>();
  for (const r of rows) {
    const name = r.name.trim();
    if (!name || seen.has(name)) mark(r, "name");
    seen.add(name);
    if (r.price == null || !Number.isInteger(r.price) || r.price <= 0) mark(r, "price");
    else if (r.memberPrice != null && (!Number.isInteger(r.memberPrice) || r.memberPrice <= 0 || r.memberPrice > r.price)) mark(r, "memberPrice");
    if (r.stock == null || !Number.isInteger(r.stock) || r.stock < 0) mark(r, "stock");
  }
  return out;
}

/** The lowest and highest price of the valid rows (fen), for a "¥a – ¥b" summary. */
export function priceRange(rows: SpecRow[]): [number, number] | null {
  const prices = rows.map((r) => r.price).filter((p): p is number => p != null && Number.isInteger(p) && p > 0);
  return prices.length ? [Math.min(...prices), Math.max(...prices)] : null;
}
