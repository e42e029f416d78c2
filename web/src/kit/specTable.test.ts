import { describe, expect, it } from "vitest";
import { applyToAll, expandDims, newSpecRow, parseDimValues, priceRange, specErrors } from "./specTable";

describe("spec table rules", () => {
  it("accepts a complete table", () => {
    expect(specErrors([newSpecRow({ name: "100羽/箱", price: 350, stock: 1000 }), newSpecRow({ name: "500羽/箱", price: 330, stock: 0 })])).toEqual([]);
  });
  it("names each broken row and field", () => {
    const errs = specErrors([
      newSpecRow({ name: " ", price: 100, stock: 1 }),
      newSpecRow({ name: "A", price: Number.NaN, stock: 1 }),
      newSpecRow({ name: "A", price: 0, stock: -1 }),
      newSpecRow({ name: "B", price: 100, stock: 1.5 }),
    ]);
    expect(errs).toEqual([
      { key: "nameRequired", params: { row: 1 } },
      { key: "priceRequired", params: { row: 2 } },
      { key: "nameDuplicate", params: { row: 3, name: "A" } },
      { key: "priceRequired", params: { row: 3 } },
      { key: "stockRequired", params: { row: 3 } },
      { key: "stockRequired", params: { row: 4 } },
    ]);
  });
  it("allows a member price up to the unit price only", () => {
    expect(specErrors([newSpecRow({ name: "A", price: 100, memberPrice: 100, stock: 1 })])).toEqual([]);
    expect(specErrors([newSpecRow({ name: "A", price: 100, memberPrice: 101, stock: 1 })])).toEqual([{ key: "memberPriceInvalid", params: { row: 1 } }]);
    expect(specErrors([newSpecRow({ name: "A", price: 100, memberPrice: Number.NaN, stock: 1 })])).toEqual([{ key: "memberPriceInvalid", params: { row: 1 } }]);
  });
  it("needs at least one row and at most the maximum", () => {
    expect(specErrors([])).toEqual([{ key: "empty", params: {} }]);
    const rows = [1, 2, 3].map((i) => newSpecRow({ name: `S${i}`, price: 1, stock: 1 }));
    expect(specErrors(rows, 2)).toEqual([{ key: "tooMany", params: { max: 2 } }]);
  });
  it("splits option values on Chinese and Latin separators", () => {
    expect(parseDimValues("100羽，500羽、1000羽, 100羽  2000羽")).toEqual(["100羽", "500羽", "1000羽", "2000羽"]);
    expect(parseDimValues("  ")).toEqual([]);
  });
  it("generates every combination and keeps what was typed for existing names", () => {
    const old = newSpecRow({ id: "s1", name: "100羽 / 公", price: 500, stock: 20, skuCode: "X1" });
    const rows = expandDims(
      [
        { name: "包装", values: ["100羽", "500羽"] },
        { name: "性别", values: ["公", "母"] },
        { name: " ", values: ["ignored"] },
      ],
      [old],
    );
    expect(rows.map((r) => r.name)).toEqual(["100羽 / 公", "100羽 / 母", "500羽 / 公", "500羽 / 母"]);
    expect(rows[0]).toMatchObject({ id: "s1", price: 500, stock: 20, skuCode: "X1", attrs: { 包装: "100羽", 性别: "公" } });
    expect(rows[3]).toMatchObject({ attrs: { 包装: "500羽", 性别: "母" } });
    expect(rows[3].price).toBeUndefined();
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
  });
  it("leaves the rows alone when no option has values", () => {
    const rows = [newSpecRow({ name: "A" })];
    expect(expandDims([{ name: "包装", values: [] }], rows)).toBe(rows);
  });
  it("sets price and stock for all rows, column by column", () => {
    const rows = [newSpecRow({ name: "A", price: 1, stock: 1 }), newSpecRow({ name: "B", price: 2, stock: 2 })];
    expect(applyToAll(rows, { price: 990 }).map((r) => [r.price, r.stock])).toEqual([[990, 1], [990, 2]]);
    expect(applyToAll(rows, { stock: 0 }).map((r) => [r.price, r.stock])).toEqual([[1, 0], [2, 0]]);
  });
  it("summarises the price range of valid rows", () => {
    expect(priceRange([newSpecRow({ name: "A", price: 300 }), newSpecRow({ name: "B", price: 120 }), newSpecRow({ name: "C", price: Number.NaN })])).toEqual([120, 300]);
    expect(priceRange([newSpecRow({ name: "A" })])).toBeNull();
  });
});
