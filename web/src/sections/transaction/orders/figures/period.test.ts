import { describe, expect, it } from "vitest";
import { daysOf, fillSeries, monthDays, periodProblem, presetPeriod, rateText, shipRate, sumSeries } from "./period";

describe("periods", () => {
  it("the last n days include today", () => {
    expect(presetPeriod(7, "2026-11-24")).toEqual({ from: "2026-11-18", to: "2026-11-24" });
    expect(presetPeriod(30, "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(daysOf(presetPeriod(90, "2026-11-24"))).toHaveLength(90);
  });
  it("lists days across a month end, and none for a reversed period", () => {
    expect(daysOf({ from: "2026-01-30", to: "2026-02-02" })).toEqual(["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"]);
    expect(daysOf({ from: "2026-02-02", to: "2026-02-01" })).toEqual([]);
  });
  it("knows the length of months, leap years included", () => {
    expect(monthDays(2028, 2)).toHaveLength(29);
    expect(monthDays(2026, 2)).toHaveLength(28);
    expect(monthDays(2026, 12).at(-1)).toBe("2026-12-31");
  });
  it("checks a custom period", () => {
    expect(periodProblem({ from: "2026-11-02", to: "2026-11-01" }, "2026-11-24")).toBe("order");
    expect(periodProblem({ from: "2026-11-01", to: "2026-11-25" }, "2026-11-24")).toBe("future");
    expect(periodProblem({ from: "2025-01-01", to: "2026-11-24" }, "2026-11-24")).toBe("long");
    expect(periodProblem({ from: "2026-11-01", to: "2026-11-24" }, "2026-11-24")).toBeNull();
  });
});

describe("series", () => {
  const pts = [
    { date: "2026-11-02", orderCount: 3, amount: 1500, shippedCount: 1 },
    { date: "2026-11-01", orderCount: 1, amount: 99, shippedCount: 0 },
  ];
  it("fills the days without orders with zeros, in date order", () => {
    const filled = fillSeries(pts, ["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(filled.map((p) => p.date)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(filled[2]).toEqual({ date: "2026-11-03", orderCount: 0, amount: 0, shippedCount: 0 });
  });
  it("sums", () => {
    expect(sumSeries(pts)).toEqual({ orderCount: 4, amount: 1599, shippedCount: 1 });
  });
});

describe("rates", () => {
  it("says the shipped share", () => {
    expect(shipRate(187, 200)).toBe("93.5%");
    expect(shipRate(3, 2)).toBe("150%");
    expect(shipRate(0, 0)).toBe("-");
  });
  it("says a basis-point rate", () => {
    expect(rateText(60)).toBe("0.6%");
    expect(rateText(125)).toBe("1.25%");
    expect(rateText(0)).toBe("0%");
  });
});
