import { describe, expect, it } from "vitest";
import { buildCsv, CSV_BOM, csvCell, fenToYuan, seriesCsv } from "./csv";

describe("fenToYuan", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [123456, "1234.56"],
    [-5, "-0.05"],
    [-123456, "-1234.56"],
    [100000000, "1000000.00"],
  ])("%i fen → %s", (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));
});

describe("csvCell", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvCell("2026-11-01")).toBe("2026-11-01");
    expect(csvCell(12)).toBe("12");
    expect(csvCell("-12.50")).toBe("-12.50");
  });
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });
  it("defuses formulas", () => {
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("+1-2")).toBe("'+1-2");
  });
  it("writes nothing for null, undefined and non-finite numbers", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });
});

describe("buildCsv", () => {
  it("starts with the BOM and ends lines with CRLF", () => {
    const csv = buildCsv(["日期", "金额（元）"], [["2026-11-01", fenToYuan(1050)], ["张三,李四", 3]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}日期,金额（元）\r\n2026-11-01,10.50\r\n"张三,李四",3\r\n`);
  });
  it("is only the header for no rows", () => {
    expect(buildCsv(["a"], [])).toBe(`${CSV_BOM}a\r\n`);
  });
});

describe("seriesCsv", () => {
  const pts = [
    { date: "2026-11-01", orderCount: 2, amount: 12345, shippedCount: 1 },
    { date: "2026-11-02", orderCount: 1, amount: 5, shippedCount: 2 },
  ];
  it("writes a row per day and the totals, amounts in yuan", () => {
    const csv = seriesCsv(pts, { date: "日期", orders: "订单数", amount: "成交额（元）", shipped: "发货数", total: "合计" });
    expect(csv.split("\r\n")).toEqual([`${CSV_BOM}日期,订单数,成交额（元）,发货数`, "2026-11-01,2,123.45,1", "2026-11-02,1,0.05,2", "合计,3,123.50,3", ""]);
  });
  it("leaves the shipped column out when not named", () => {
    const csv = seriesCsv(pts, { date: "Date", orders: "Orders", amount: "Sales (¥)", total: "Total" });
    expect(csv.split("\r\n")[0]).toBe(`${CSV_BOM}Date,Orders,Sales (¥)`);
    expect(csv.split("\r\n")[3]).toBe("Total,3,123.50");
  });
});
