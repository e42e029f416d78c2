import { describe, expect, it } from "vitest";
import { formatFen, parseYuan } from "./Money";

describe("money", () => {
  it("formats fen as yuan with separators", () => {
    expect(formatFen(123456)).toBe("¥1,234.56");
    expect(formatFen(5)).toBe("¥0.05");
    expect(formatFen(-100)).toBe("-¥1.00");
    expect(formatFen(null)).toBe("-");
  });
  it("parses typed yuan into fen, refusing more than two decimals", () => {
    expect(parseYuan("12.5")).toBe(1250);
    expect(parseYuan("1,234.56")).toBe(123456);
    expect(parseYuan("0.011")).toBeNull();
    expect(parseYuan("abc")).toBeNull();
  });
});
