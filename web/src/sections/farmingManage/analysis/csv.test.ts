import type { AnalysisResult } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { analysisCsv, csvCell } from "./csv";
import { codeOfPath } from "./AnalysisPage";

const r: AnalysisResult = {
  monthFrom: "2026-03",
  monthTo: "2026-04",
  months: ["2026-03", "2026-04"],
  series: [
    { key: "incomeFen", label: "收入", labelEn: "Income", unit: "元", unitEn: "CNY", money: true, chart: "bar", values: [0, 1_204_430], total: 1_204_430 },
    { key: "weightG", label: "平均体重", labelEn: "Mean weight", unit: "克", unitEn: "g", money: false, chart: "line", values: [null, 2100.5], total: 2100.5 },
  ],
  breakdown: { title: "按产品", titleEn: "By product", columns: [{ key: "valueFen", label: "产值", labelEn: "Value", unit: "元", unitEn: "CNY", money: true }], rows: [{ name: "毛鸡, \"AA\"", nameEn: "Broilers", values: { valueFen: 5 } }] },
};

describe("analysis CSV", () => {
  it("starts with a BOM, uses CRLF, yuan with two decimals, quotes what needs it", () => {
    const csv = analysisCsv(r, false, { month: "月份", total: "合计" });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "月份,收入（元）,平均体重（克）",
      "2026-03,0.00,",
      "2026-04,12044.30,2100.5",
      "合计,12044.30,2100.5",
      "",
      "按产品,产值（元）",
      '"毛鸡, ""AA""",0.05',
      "",
    ]);
    expect(analysisCsv(r, true, { month: "Month", total: "Total" }).split("\r\n")[0]).toBe("\uFEFFMonth,Income (CNY),Mean weight (g)");
    expect(csvCell("a\nb")).toBe('"a\nb"');
  });

  it("reads the analysis from the path", () => {
    expect(codeOfPath("/farmingManage/nyDatas")).toBe("ny");
    expect(codeOfPath("/farmingManage/zzDatas")).toBe("zz");
  });
});
