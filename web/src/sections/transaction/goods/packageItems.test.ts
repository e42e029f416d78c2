import { describe, expect, it } from "vitest";
import { itemsTotal, packageErrors, type PackageItemRow } from "./packageItems";

const row = (specId: string, listPrice: number, quantity: number): PackageItemRow => ({ specId, goodsName: "g", specName: "s", listPrice, stock: 10, quantity });

describe("package rules", () => {
  it("totals the items bought one by one", () => {
    expect(itemsTotal([row("a", 350, 2), row("b", 12000, 1)])).toBe(12700);
  });
  it("needs two to ten specs with sane quantities", () => {
    expect(packageErrors([row("a", 100, 1)], 50)).toEqual(["tooFew"]);
    expect(packageErrors(Array.from({ length: 11 }, (_, i) => row(String(i), 100, 1)), 50)).toEqual(["tooMany"]);
    expect(packageErrors([row("a", 100, 0), row("b", 100, 1)], 50)).toEqual(["quantity"]);
  });
  it("must cost less than the items bought alone", () => {
    expect(packageErrors([row("a", 100, 1), row("b", 100, 1)], 199)).toEqual([]);
    expect(packageErrors([row("a", 100, 1), row("b", 100, 1)], 200)).toEqual(["notCheaper"]);
    expect(packageErrors([row("a", 100, 1), row("b", 100, 1)], undefined)).toEqual(["price"]);
    expect(packageErrors([row("a", 100, 1), row("b", 100, 1)], Number.NaN)).toEqual(["price"]);
  });
});
