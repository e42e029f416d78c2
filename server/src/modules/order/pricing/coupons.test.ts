import { describe, expect, it } from "vitest";
import { applyCoupons, checkCoupon, CouponRefused, type CouponData } from "./coupons";

const now = new Date("2026-11-24T08:00:00Z");
const base: CouponData = {
  id: "c",
  scope: "SHOP",
  shopId: "s1",
  kind: "AMOUNT",
  threshold: 10_000,
  value: 1500,
  rateBp: 10_000,
  maxOff: null,
  categoryCodes: [],
  validFrom: new Date("2026-11-01T00:00:00Z"),
  validTo: new Date("2026-12-01T00:00:00Z"),
};
const l = (key: string, shopId: string, amount: number, categoryId: string | null = "0401") => ({ key, shopId, categoryId, amount });

describe("checkCoupon", () => {
  it.each([
    ["usable", base, [l("a", "s1", 10_000)], { usable: true, off: 1500, refusal: null }],
    ["below threshold", base, [l("a", "s1", 9_999)], { usable: false, refusal: "BELOW_THRESHOLD" }],
    ["another shop's goods", base, [l("a", "s2", 50_000)], { usable: false, refusal: "WRONG_SHOP" }],
    ["not started", { ...base, validFrom: new Date("2026-11-25T00:00:00Z") }, [l("a", "s1", 10_000)], { usable: false, refusal: "NOT_STARTED" }],
    ["expired at validTo", { ...base, validTo: now }, [l("a", "s1", 10_000)], { usable: false, refusal: "EXPIRED" }],
    ["category below the coupon's", { ...base, categoryCodes: ["04"] }, [l("a", "s1", 10_000, "040102")], { usable: true, off: 1500 }],
    ["category outside", { ...base, categoryCodes: ["05"] }, [l("a", "s1", 10_000, "0401")], { usable: false, refusal: "NO_ELIGIBLE_GOODS" }],
    ["9 折 capped at ¥5", { ...base, kind: "DISCOUNT" as const, rateBp: 9000, maxOff: 500 }, [l("a", "s1", 20_000)], { usable: true, off: 500 }],
    ["9 折 uncapped", { ...base, kind: "DISCOUNT" as const, rateBp: 9000 }, [l("a", "s1", 10_005)], { usable: true, off: 1000 }], // 10 005 − 9 004.5→9 005
    ["never more than the goods", { ...base, threshold: 0, value: 5000 }, [l("a", "s1", 3000)], { usable: true, off: 3000 }],
  ])("%s", (_n, coupon, lines, want) => expect(checkCoupon(coupon, lines, now)).toMatchObject(want));
});

describe("applyCoupons", () => {
  const platform: CouponData = { ...base, id: "p", scope: "PLATFORM", shopId: null, threshold: 20_000, value: 2000 };

  it("applies shop coupons first, then the platform coupon on what is left, spread over the lines", () => {
    const r = applyCoupons([l("a", "s1", 12_000), l("b", "s2", 10_000)], [base], platform, now);
    // shop coupon: 1500 off line a → 10 500 left; platform base 20 500 ≥ 20 000 → 2000 spread 10 500 : 10 000
    expect(r.lines).toEqual([
      { key: "a", shopCoupon: 1500, platformCoupon: 1024, after: 9476 },
      { key: "b", shopCoupon: 0, platformCoupon: 976, after: 9024 },
    ]);
    expect([...r.used]).toEqual([["c", 1500], ["p", 2000]]);
  });

  it("measures the platform threshold after shop coupons", () => {
    expect(() => applyCoupons([l("a", "s1", 21_000)], [base], platform, now)).toThrow(CouponRefused);
    expect(applyCoupons([l("a", "s1", 21_000)], [], platform, now).lines[0].after).toBe(19_000);
  });

  it("refuses a shop coupon in the platform slot and a coupon that does not fit", () => {
    expect(() => applyCoupons([l("a", "s1", 30_000)], [], base, now)).toThrow(CouponRefused);
    expect(() => applyCoupons([l("a", "s1", 5_000)], [base], null, now)).toThrow(/BELOW_THRESHOLD/);
  });
});
