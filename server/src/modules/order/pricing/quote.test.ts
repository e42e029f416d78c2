import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CouponRefused, type CouponData } from "./coupons";
import type { FreightTemplateData } from "../../freight";
import type { PromotionData } from "./promotions";
import { quote, type QuoteLineInput } from "./quote";

const now = new Date("2026-11-24T08:00:00Z");
const valid = { validFrom: new Date("2026-11-01T00:00:00Z"), validTo: new Date("2026-12-01T00:00:00Z") };
const piece: FreightTemplateData = {
  id: "t1",
  mode: "PIECE",
  defaultCharge: { firstUnits: 1, firstFee: 800, addUnits: 1, addFee: 200 },
  areaRules: [],
  freeRules: [{ areaCodes: [], minAmount: 30_000, minUnits: null }],
  excludedAreaCodes: ["650000"],
};
const line = (o: Partial<QuoteLineInput> & Pick<QuoteLineInput, "key" | "shopId" | "unitPrice" | "quantity">): QuoteLineInput => ({
  goodsId: `g-${o.key}`,
  specId: `s-${o.key}`,
  categoryId: "0401",
  unitWeight: 0,
  freightTemplate: piece,
  deliveryAreaCodes: null,
  ...o,
});
const to = { kind: "ADDRESS" as const, areaCode: "370102" };

describe("quote: one checkout, two shops", () => {
  const shopCoupon: CouponData = { id: "sc", scope: "SHOP", shopId: "s1", kind: "AMOUNT", threshold: 10_000, value: 1000, rateBp: 10_000, maxOff: null, categoryCodes: [], ...valid };
  const platformCoupon: CouponData = { ...shopCoupon, id: "pc", scope: "PLATFORM", shopId: null, threshold: 0, value: 500 };
  const promotions = new Map<string, PromotionData[]>([["s1", [{ id: "d95", goodsIds: null, rule: { kind: "DISCOUNT", rateBp: 9500 } }]]]);

  it("prices each shop in order: promotion, coupons, freight", () => {
    const q = quote({
      lines: [line({ key: "a", shopId: "s1", unitPrice: 4500, quantity: 3 }), line({ key: "b", shopId: "s2", unitPrice: 2000, quantity: 1 })],
      promotions,
      shopCoupons: [shopCoupon],
      platformCoupon,
      destination: to,
      now,
    });
    const [s1, s2] = q.shops;
    // s1: 13 500 × 0.95 = 12 825; shop coupon 1 000 → 11 825; platform 500 split 11 825 : 2 000 → 428 / 72
    expect(s1).toMatchObject({ goodsAmount: 13_500, discount: 675, reduction: 0, shopCoupon: 1000, platformCoupon: 428, freight: 1200, payable: 11_397 + 1200 });
    expect(s2).toMatchObject({ goodsAmount: 2000, discount: 0, shopCoupon: 0, platformCoupon: 72, freight: 800, payable: 1928 + 800 });
    expect(q.payable).toBe(s1.payable + s2.payable);
    expect(q.undeliverable).toEqual([]);
  });

  it("lists lines that cannot go to the address: excluded by the template or outside the goods' range", () => {
    const q = quote({
      lines: [line({ key: "a", shopId: "s1", unitPrice: 100, quantity: 1 }), line({ key: "b", shopId: "s1", unitPrice: 100, quantity: 1, freightTemplate: null, deliveryAreaCodes: ["370000"] })],
      promotions: new Map(),
      shopCoupons: [],
      platformCoupon: null,
      destination: { kind: "ADDRESS", areaCode: "650102" },
      now,
    });
    expect(q.undeliverable).toEqual(["a", "b"]);
  });

  it("charges no freight for pickup", () => {
    const q = quote({ lines: [line({ key: "a", shopId: "s1", unitPrice: 100, quantity: 5 })], promotions: new Map(), shopCoupons: [], platformCoupon: null, destination: { kind: "PICKUP" }, now });
    expect(q.freight).toBe(0);
  });
});

describe("quote: invariants over random carts", () => {
  const arbLine = fc.record({
    shop: fc.constantFrom("s1", "s2", "s3"),
    unitPrice: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 200 }),
    templated: fc.boolean(),
  });
  const arbPromo = fc.oneof(
    fc.integer({ min: 1, max: 10_000 }).map((rateBp) => ({ kind: "DISCOUNT" as const, rateBp })),
    fc.record({ threshold: fc.integer({ min: 0, max: 1_000_000 }), off: fc.integer({ min: 1, max: 100_000 }) }).map((t) => ({ kind: "FULL_REDUCTION" as const, tiers: [t] })),
    fc.record({ every: fc.integer({ min: 1, max: 100_000 }), off: fc.integer({ min: 1, max: 50_000 }) }).map((e) => ({ kind: "EVERY_REDUCTION" as const, ...e, maxTimes: null })),
  );

  it("every figure is whole fen, nothing goes negative, and the parts add up to the totals", () => {
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 8 }), fc.array(arbPromo, { maxLength: 3 }), fc.integer({ min: 0, max: 200_000 }), (rawLines, rules, platformValue) => {
        const lines = rawLines.map((l, i) => line({ key: `l${i}`, shopId: l.shop, unitPrice: l.unitPrice, quantity: l.quantity, freightTemplate: l.templated ? piece : null }));
        const promotions = new Map<string, PromotionData[]>([["s1", rules.map((rule, i) => ({ id: `p${i}`, goodsIds: null, rule }))]]);
        const platformCoupon: CouponData = { id: "pc", scope: "PLATFORM", shopId: null, kind: "AMOUNT", threshold: 0, value: platformValue, rateBp: 10_000, maxOff: null, categoryCodes: [], ...valid };
        const input = { lines, promotions, shopCoupons: [], platformCoupon: platformValue > 0 ? platformCoupon : null, destination: to, now };
        let q: ReturnType<typeof quote>;
        try {
          q = quote(input);
        } catch (e) {
          // the only way a threshold-free coupon is refused: promotions left nothing to take it off
          expect(e).toBeInstanceOf(CouponRefused);
          q = quote({ ...input, platformCoupon: null });
          expect(q.shops.flatMap((s) => s.lines).every((l) => l.payable === 0)).toBe(true);
        }
        let total = 0;
        for (const s of q.shops) {
          for (const l of s.lines) {
            for (const v of [l.amount, l.discount, l.reduction, l.shopCoupon, l.platformCoupon, l.payable]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
            expect(l.payable).toBe(l.amount - l.discount - l.reduction - l.shopCoupon - l.platformCoupon);
          }
          expect(s.payable).toBe(s.goodsAmount - s.discount - s.reduction - s.shopCoupon - s.platformCoupon + s.freight);
          total += s.payable;
        }
        expect(q.payable).toBe(total);
      }),
      { numRuns: 300 },
    );
  });
});
