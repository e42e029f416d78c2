import { presaleInput, promotionInput, type PresaleView, type PromotionView } from "@qinlian/contract";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { blankPresale, blankPromotion, bpOfZhe, presaleExample, presaleFieldOf, presaleInputOf, presaleValuesOf, promotionFieldOf, promotionInputOf, promotionValuesOf, zheOf } from "./promotionForm";

const range = [dayjs("2026-12-01T00:00:00Z"), dayjs("2026-12-31T00:00:00Z")] as [dayjs.Dayjs, dayjs.Dayjs];
const view = (over: Partial<PromotionView>): PromotionView => ({
  id: "p",
  shopId: "s",
  name: "x",
  kind: "DISCOUNT",
  rule: { kind: "DISCOUNT", rateBp: 8500 },
  goodsIds: null,
  goods: [],
  startAt: "2026-12-01T00:00:00.000Z",
  endAt: "2026-12-31T00:00:00.000Z",
  enabled: true,
  remark: null,
  state: "RUNNING",
  createdAt: "",
  updatedAt: "",
  ...over,
});

describe("promotion form", () => {
  it("折 ↔ basis points: one or two decimals, 1 to 9.99", () => {
    expect(["8.5", " 9.95 ", "1", "9.99", "10", "0.9", "8.555", "abc", ""].map(bpOfZhe)).toEqual([8500, 9950, 1000, 9990, null, null, null, null, null]);
    expect([8500, 9000, 9950].map(zheOf)).toEqual(["8.5", "9", "9.95"]);
  });

  it("each kind's filled form is a valid input (money stays fen), and reads back the same", () => {
    const cases = [
      { ...blankPromotion(), name: " 限时 8.5 折 ", kind: "DISCOUNT" as const, zhe: "8.5", scope: "GOODS" as const, goodsIds: ["g1", "g2"], range },
      { ...blankPromotion(), name: "满减", kind: "FULL_REDUCTION" as const, tiers: [{ threshold: 20_000, off: 2000 }, { threshold: 50_000, off: 6000 }], range },
      { ...blankPromotion(), name: "每满减", kind: "EVERY_REDUCTION" as const, every: 10_000, everyOff: 500, maxTimes: 3, range },
      { ...blankPromotion(), name: "满赠", kind: "GIFT" as const, giftTiers: [{ threshold: 30_000, gifts: [{ goodsId: "g1", specId: "s1", quantity: 2 }] }], range, remark: " 备注 " },
    ];
    for (const v of cases) {
      const input = promotionInputOf(v);
      expect(promotionInput.safeParse(input).success, v.kind).toBe(true);
      const parsed = promotionInput.parse(input);
      expect(promotionInputOf(promotionValuesOf(view({ ...parsed, kind: parsed.rule.kind, remark: parsed.remark ?? null })))).toEqual(input);
    }
    expect(promotionInputOf(cases[0])).toMatchObject({ name: "限时 8.5 折", rule: { kind: "DISCOUNT", rateBp: 8500 }, goodsIds: ["g1", "g2"], startAt: "2026-12-01T00:00:00.000Z" });
    expect(promotionInputOf(cases[1]).goodsIds).toBeNull();
    expect(promotionInputOf(cases[3]).remark).toBe("备注");
  });

  it("puts the server's fields under the right items", () => {
    const gift = promotionFieldOf("GIFT");
    const full = promotionFieldOf("FULL_REDUCTION");
    expect(["rule.rateBp", "startAt", "endAt", "rule.off", "rule.every", "goodsIds", "name"].map(full)).toEqual(["zhe", "range", "range", "everyOff", "every", "goodsIds", "name"]);
    expect(full("rule.tiers.1.off")).toEqual(["tiers", 1, "off"]);
    expect(gift("rule.tiers.1.threshold")).toEqual(["giftTiers", 1, "threshold"]);
    expect(gift("rule.tiers.0.gifts.2.specId")).toEqual(["giftTiers", 0, "gifts", 2, "specId"]);
    expect([gift("rule.tiers"), gift("rule.tiers.0.gifts"), full("x.y")]).toEqual([null, null, null]);
  });
});

describe("presale form", () => {
  it("a filled form is a valid input and reads back the same; the example splits one unit", () => {
    const v = { ...blankPresale(), goodsId: "g", specId: "s", price: 10_000, depositPerUnit: 1000, deductPerUnit: 2000, totalQuantity: 50, limitPerBuyer: 5 };
    const input = presaleInputOf(v);
    expect(presaleInput.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({ price: 10_000, depositPerUnit: 1000, deductPerUnit: 2000, limitPerBuyer: 5 });
    const parsed = presaleInput.parse(input);
    const back: PresaleView = { ...parsed, id: "x", shopId: "s", goodsName: "", specName: "", mainImage: null, listPrice: null, soldQuantity: 0, remark: null, state: "DEPOSIT", createdAt: "", updatedAt: "" };
    expect(presaleInputOf(presaleValuesOf(back))).toEqual(input);
    expect(presaleInputOf({ ...v, limitPerBuyer: undefined }).limitPerBuyer).toBeNull();
    expect(presaleExample(v)).toEqual({ deposit: 1000, balance: 8000, total: 9000 });
    expect(presaleExample({ price: undefined, depositPerUnit: 1, deductPerUnit: 1 })).toBeNull();
    expect(["depositTo", "balanceFrom", "price", "a.b"].map(presaleFieldOf)).toEqual(["depositRange", "balanceRange", "price", null]);
  });
});
