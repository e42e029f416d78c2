import { describe, expect, it } from "vitest";
import { cellError, cellKey, changedItems, type PriceCell } from "./priceEdits";

const cell = (specId: string, customerBoId: string, listPrice: number, saved: number | null): PriceCell => ({ specId, customerBoId, listPrice, saved });

describe("customer price edits", () => {
  const cells = [cell("s1", "c1", 1000, 900), cell("s2", "c1", 500, null), cell("s1", "c2", 1000, 950)];
  it("saves new and changed prices, deletes cleared ones, skips the rest", () => {
    const typed = new Map<string, number | undefined>([
      [cellKey(cells[0]), undefined],
      [cellKey(cells[1]), 480],
      [cellKey(cells[2]), 950],
    ]);
    expect(changedItems(cells, typed)).toEqual([
      { specId: "s1", customerBoId: "c1", price: null },
      { specId: "s2", customerBoId: "c1", price: 480 },
    ]);
  });
  it("clearing a cell that had no price changes nothing", () => {
    expect(changedItems([cell("s", "c", 100, null)], new Map([["c|s", undefined]]))).toEqual([]);
  });
  it("refuses prices above the list price or not valid amounts", () => {
    expect(cellError(1001, 1000)).toBe("aboveList");
    expect(cellError(1000, 1000)).toBeNull();
    expect(cellError(Number.NaN, 1000)).toBe("invalid");
    expect(cellError(0, 1000)).toBe("invalid");
    expect(cellError(undefined, 1000)).toBeNull();
  });
});
