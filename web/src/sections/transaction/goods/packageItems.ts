/** One spec in a package being edited (money in fen). */
export interface PackageItemRow {
  specId: string;
  goodsName: string;
  specName: string;
  listPrice: number;
  stock: number | null;
  quantity: number;
}

/** What the items cost bought one by one. */
export const itemsTotal = (rows: readonly PackageItemRow[]) => rows.reduce((s, r) => s + r.listPrice * (r.quantity || 0), 0);

/** The package rules the server also checks: 2-10 specs, quantities 1-1000, a price above 0 and below the items' total. */
export function packageErrors(rows: readonly PackageItemRow[], price: number | undefined): ("tooFew" | "tooMany" | "quantity" | "price" | "notCheaper")[] {
  const errs: ("tooFew" | "tooMany" | "quantity" | "price" | "notCheaper")[] = [];
  if (rows.length < 2) errs.push("tooFew");
  if (rows.length > 10) errs.push("tooMany");
  if (rows.some((r) => !Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > 1000)) errs.push("quantity");
  if (price == null || !Number.isInteger(price) || price < 1) errs.push("price");
  else if (rows.length && price >= itemsTotal(rows)) errs.push("notCheaper");
  return errs;
}
