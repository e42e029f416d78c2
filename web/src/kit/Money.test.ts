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
  it("parses exactly, without float arithmetic", () => {
    // 0.29 * 100 === 28.999999999999996 and 1.15 * 100 === 114.99999999999999 in floats
    expect(parseYuan("0.29")).toBe(29);
    expect(parseYuan("1.15")).toBe(115);
    expect(parseYuan("82.1")).toBe(8210);
    expect(parseYuan("82.10")).toBe(8210);
    expect(parseYuan("¥ 158")).toBe(15800);
    expect(parseYuan("0")).toBe(0);
    expect(parseYuan("007.5")).toBe(750);
    for (const bad of ["", " ", ".", "1.", ".5", "-1", "1e3", "1.2.3", "12.345", "0x10", "Infinity", "1 2"]) expect(parseYuan(bad), bad).toBeNull();
    // beyond what integer fen can hold exactly
    expect(parseYuan("90071992547409.93")).toBeNull();
    expect(parseYuan("90071992547409.91")).toBe(9007199254740991);
  });
});
