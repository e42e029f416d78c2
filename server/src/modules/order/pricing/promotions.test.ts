import { describe, expect, it } from "vitest";
import { applyPromotions, reductionOf, type PromotionData } from "./promotions";

const line = (key: string, goodsId: string, amount: number) => ({ key, goodsId, amount });

describe("reductions", () => {
  it.each([
    [{ kind: "FULL_REDUCTION" as const, tiers: [{ threshold: 10_000, off: 1000 }, { threshold: 20_000, off: 3000 }] }, 9999, 0],
    [{ kind: "FULL_REDUCTION" as const, tiers: [{ threshold: 10_000, off: 1000 }, { threshold: 20_000, off: 3000 }] }, 15_000, 1000],
    [{ kind: "FULL_REDUCTION" as const, tiers: [{ threshold: 10_000, off: 1000 }, { threshold: 20_000, off: 3000 }] }, 20_000, 3000],
    [{ kind: "EVERY_REDUCTION" as const, every: 10_000, off: 1000, maxTimes: null }, 35_000, 3000],
    [{ kind: "EVERY_REDUCTION" as const, every: 10_000, off: 1000, maxTimes: 2 }, 35_000, 2000],
    // never more than the goods cost
    [{ kind: "FULL_REDUCTION" as const, tiers: [{ threshold: 0, off: 5000 }] }, 3000, 3000],
  ])("%j on %i takes %i off", (rule, base, off) => expect(reductionOf(rule, base)).toBe(off));
});

describe("applyPromotions, in the documented order", () => {
  const discount9: PromotionData = { id: "d9", goodsIds: ["eggs"], rule: { kind: "DISCOUNT", rateBp: 9000 } };
  const discount8: PromotionData = { id: "d8", goodsIds: ["eggs", "feed"], rule: { kind: "DISCOUNT", rateBp: 8000 } };
  const full: PromotionData = { id: "m200", goodsIds: null, rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 20_000, off: 2000 }] } };
  const gift: PromotionData = { id: "g", goodsIds: ["feed"], rule: { kind: "GIFT", tiers: [{ threshold: 10_000, gifts: [{ goodsId: "scoop", specId: "scoop-1", quantity: 1 }] }, { threshold: 30_000, gifts: [{ goodsId: "scoop", specId: "scoop-1", quantity: 3 }] }] } };

  it("takes the best discount per line, never both", () => {
    const r = applyPromotions([line("a", "eggs", 10_000)], [discount9, discount8]);
    expect(r.lines[0]).toMatchObject({ discount: 2000, after: 8000, discountPromotionId: "d8" });
  });

  it("measures reduction thresholds on the discounted amounts", () => {
    // 22 000 × 0.8 = 17 600 < 20 000: no reduction
    expect(applyPromotions([line("a", "eggs", 22_000)], [discount8, full]).lines[0].reduction).toBe(0);
    // 26 000 × 0.8 = 20 800 ≥ 20 000
    expect(applyPromotions([line("a", "eggs", 26_000)], [discount8, full]).lines[0]).toMatchObject({ discount: 5200, reduction: 2000, after: 18_800 });
  });

  it("spreads a reduction over its lines so the shares add up", () => {
    const r = applyPromotions([line("a", "eggs", 10_001), line("b", "feed", 10_000), line("c", "feed", 9_999)], [full]);
    expect(r.lines.map((l) => l.reduction)).toEqual([667, 667, 666]);
    expect(r.applied).toEqual([{ promotionId: "m200", kind: "FULL_REDUCTION", amount: 2000, lineKeys: ["a", "b", "c"], gifts: [] }]);
  });

  it("gives a line to the reduction worth most, then lets the next take what is left", () => {
    const big: PromotionData = { id: "big", goodsIds: ["eggs"], rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 10_000, off: 3000 }] } };
    const small: PromotionData = { id: "small", goodsIds: ["eggs", "feed"], rule: { kind: "FULL_REDUCTION", tiers: [{ threshold: 5_000, off: 500 }] } };
    const r = applyPromotions([line("a", "eggs", 10_000), line("b", "feed", 6000)], [small, big]);
    expect(r.lines.map((l) => [l.reductionPromotionId, l.reduction])).toEqual([["big", 3000], ["small", 500]]);
  });

  it("adds the highest gift tier reached, after the money promotions", () => {
    expect(applyPromotions([line("a", "feed", 31_000)], [gift]).gifts).toEqual([{ goodsId: "scoop", specId: "scoop-1", quantity: 3 }]);
    // 31 000 × 0.8 = 24 800: only the first tier
    expect(applyPromotions([line("a", "feed", 31_000)], [discount8, gift]).gifts).toEqual([{ goodsId: "scoop", specId: "scoop-1", quantity: 1 }]);
    expect(applyPromotions([line("a", "eggs", 31_000)], [gift]).gifts).toEqual([]);
  });

  it("leaves lines without promotions alone", () => {
    expect(applyPromotions([line("a", "eggs", 123)], []).lines[0]).toEqual({ key: "a", discount: 0, reduction: 0, after: 123, discountPromotionId: null, reductionPromotionId: null });
  });
});
