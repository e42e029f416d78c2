import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, ofRate } from "./fen";

describe("ofRate rounds half up to the fen", () => {
  it.each([
    [1000, 9000, 900],
    [999, 9000, 899], // 899.1
    [995, 9500, 945], // 945.25
    [1, 5000, 1], // 0.5 → 1
    [3, 5000, 2], // 1.5 → 2
    [1, 4999, 0],
    [0, 8000, 0],
    [12345, 10_000, 12345],
    [12345, 0, 0],
  ])("%i × %i bp = %i", (amount, bp, want) => expect(ofRate(amount, bp)).toBe(want));

  it("refuses fractions of a fen and rates out of range", () => {
    expect(() => ofRate(1.5, 9000)).toThrow(RangeError);
    expect(() => ofRate(-1, 9000)).toThrow(RangeError);
    expect(() => ofRate(100, 10_001)).toThrow(RangeError);
  });
});

describe("allocate splits a whole by largest remainder", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [50, 30, 20], [5, 3, 2]],
    [7, [0, 0], [4, 3]],
    [0, [5, 5], [0, 0]],
    [1000, [300, 300, 400], [300, 300, 400]],
    [1, [1, 2], [0, 1]],
  ])("%i over %j = %j", (total, weights, want) => expect(allocate(total, weights)).toEqual(want));

  it("always sums to the whole, never exceeds a weight when the whole fits, and is proportional to within a fen", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 1_000_000 }), (weights, rawTotal) => {
        const whole = weights.reduce((s, w) => s + w, 0);
        const total = whole > 0 ? rawTotal % (whole + 1) : rawTotal;
        const parts = allocate(total, weights);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        parts.forEach((p, i) => {
          expect(Number.isInteger(p) && p >= 0).toBe(true);
          if (whole > 0) {
            expect(p).toBeLessThanOrEqual(weights[i]);
            expect(Math.abs(p - (total * weights[i]) / whole)).toBeLessThan(1);
          }
        });
      }),
    );
  });
});
