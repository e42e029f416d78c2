import { describe, expect, it } from "vitest";
import { presalePhase, presaleProblems, presaleSplit, type PresaleData } from "./presale";

const p: PresaleData = {
  id: "ps",
  price: 350, // ¥3.50 a chick
  depositPerUnit: 50,
  deductPerUnit: 80, // 定金膨胀: ¥0.50 counts as ¥0.80
  depositFrom: new Date("2026-12-01T00:00:00Z"),
  depositTo: new Date("2026-12-10T00:00:00Z"),
  balanceFrom: new Date("2026-12-15T00:00:00Z"),
  balanceTo: new Date("2026-12-20T00:00:00Z"),
};

describe("presale", () => {
  it.each([
    [1000, { total: 350_000, deposit: 50_000, deduction: 80_000, balance: 270_000 }],
    [1, { total: 350, deposit: 50, deduction: 80, balance: 270 }],
  ])("%i units split", (qty, want) => expect(presaleSplit(p, qty)).toEqual(want));

  it("a deduction never exceeds the total", () => expect(presaleSplit({ ...p, deductPerUnit: 400 }, 2)).toMatchObject({ deduction: 700, balance: 0 }));

  it.each([
    ["2026-11-30T23:59:59Z", "BEFORE"],
    ["2026-12-01T00:00:00Z", "DEPOSIT"],
    ["2026-12-12T00:00:00Z", "WAITING"],
    ["2026-12-15T00:00:00Z", "BALANCE"],
    ["2026-12-20T00:00:00Z", "ENDED"],
  ])("at %s it is %s", (at, phase) => expect(presalePhase(p, new Date(at))).toBe(phase));

  it("names what does not hold together", () => {
    expect(presaleProblems(p)).toEqual({});
    expect(presaleProblems({ ...p, depositPerUnit: 350, deductPerUnit: 300, balanceFrom: new Date("2026-12-05T00:00:00Z") })).toEqual({
      depositPerUnit: "定金须低于预售价",
      deductPerUnit: "定金抵扣不能低于定金",
      balanceFrom: "尾款开始时间不能早于定金结束时间",
    });
  });
});
