import { describe, expect, it } from "vitest";
import { axisLabel, figuresChartOption } from "./chartOption";

const words = { orders: "订单数", amount: "成交额", shipped: "发货数" };
const pts = [
  { date: "2026-11-01", orderCount: 2, amount: 12345, shippedCount: 1 },
  { date: "2026-11-02", orderCount: 0, amount: 0, shippedCount: 3 },
];

describe("figuresChartOption", () => {
  it("puts one category per day and the three series on their axes", () => {
    const o = figuresChartOption(pts, words);
    expect(o.xAxis.data).toEqual(["11-01", "11-02"]);
    expect(o.series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ["订单数", "bar", 0],
      ["发货数", "bar", 0],
      ["成交额", "line", 1],
    ]);
    expect(o.series[0].data).toEqual([2, 0]);
    expect(o.series[1].data).toEqual([1, 3]);
  });
  it("draws the amount in yuan and formats it as money", () => {
    const o = figuresChartOption(pts, words);
    const line = o.series[2] as { data: number[]; tooltip: { valueFormatter: (v: unknown) => string } };
    expect(line.data).toEqual([123.45, 0]);
    expect(line.tooltip.valueFormatter(123.45)).toBe("¥123.45");
    expect(line.tooltip.valueFormatter(null)).toBe("-");
  });
  it("leaves out the counts not asked for", () => {
    const o = figuresChartOption(pts, words, { counts: ["orders"] });
    expect(o.series.map((s) => s.name)).toEqual(["订单数", "成交额"]);
  });
  it("moves the legend down and drops the axis names on a phone", () => {
    const o = figuresChartOption(pts, words, { compact: true });
    expect(o.legend).toEqual({ bottom: 0 });
    expect(o.yAxis[0].name).toBeUndefined();
    expect(figuresChartOption(pts, words).legend).toEqual({ top: 0 });
  });
  it("labels months as they are", () => {
    expect(axisLabel("2026-11")).toBe("2026-11");
    expect(axisLabel("2026-11-05")).toBe("11-05");
  });
  it("works for an empty series", () => {
    expect(figuresChartOption([], words).xAxis.data).toEqual([]);
  });
});
