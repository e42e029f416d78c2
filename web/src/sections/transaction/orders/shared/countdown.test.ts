import { describe, expect, it } from "vitest";
import { formatCountdown, remainingMs } from "./countdown";

describe("countdown", () => {
  const S = 1000;
  it.each([
    [0, "0秒", "0s"],
    [45 * S, "45秒", "45s"],
    [(29 * 60 + 5) * S, "29分05秒", "29m 05s"],
    [(5 * 3600 + 7 * 60 + 59) * S, "5小时07分", "5h 07m"],
    [(2 * 86_400 + 3 * 3600 + 59) * S, "2天3小时", "2d 3h"],
    [-5 * S, "0秒", "0s"],
    [1999, "1秒", "1s"],
  ])("%i ms reads %s / %s", (ms, zh, en) => {
    expect(formatCountdown(ms, "zh-CN")).toBe(zh);
    expect(formatCountdown(ms, "en")).toBe(en);
  });

  it("counts down to a deadline, stopping at 0, and has none without one", () => {
    const now = Date.parse("2026-11-24T04:00:00Z");
    expect(remainingMs("2026-11-24T04:30:00Z", now)).toBe(30 * 60 * 1000);
    expect(remainingMs("2026-11-24T03:00:00Z", now)).toBe(0);
    expect(remainingMs(null, now)).toBeNull();
    expect(remainingMs("not a time", now)).toBeNull();
  });
});

describe("quantity with unit", () => {
  it("writes Chinese without a space, English with one, and the bare number without a unit", async () => {
    const { withUnit } = await import("./useUnitWord");
    expect(withUnit(3, "袋", "zh-CN")).toBe("3袋");
    expect(withUnit(3, "bag", "en")).toBe("3 bag");
    expect(withUnit(3, "", "en")).toBe("3");
  });
});
