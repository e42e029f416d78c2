import { couponRuleInput } from "@qinlian/contract";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { blankRule, ruleFieldOf, ruleInputOf, ruleValuesOf } from "./ruleForm";

describe("coupon rule form", () => {
  it("a filled discount form is a valid input, and reads back the same", () => {
    const v = { ...blankRule(), name: " 9.5 折 ", kind: "DISCOUNT" as const, zhe: "9.5", maxOff: 5000, threshold: 10_000, totalCount: 200, validityType: "FIXED" as const, validRange: [dayjs("2026-12-01T00:00:00Z"), dayjs("2026-12-31T00:00:00Z")] as [dayjs.Dayjs, dayjs.Dayjs] };
    const input = ruleInputOf(v);
    expect(input).toMatchObject({ name: "9.5 折", rateBp: 9500, value: 0, maxOff: 5000, validity: { type: "FIXED", validFrom: "2026-12-01T00:00:00.000Z" } });
    expect(couponRuleInput.safeParse(input).success).toBe(true);
    const view = { ...couponRuleInput.parse(input), id: "r", regCode: "CR1", scope: "SHOP" as const, shopId: "s", shopName: "店", remark: null, state: "CLAIMING" as const, issuedCount: 0, usedCount: 0, createdAt: "", updatedAt: "", maxOff: 5000 };
    expect(ruleInputOf(ruleValuesOf(view))).toEqual(input);
  });

  it("puts the server's fields under the right items", () => {
    expect(["claimTo", "validity.validTo", "validity.days", "rateBp", "value", "categoryCodes.0"].map(ruleFieldOf)).toEqual(["claimRange", "validRange", "validDays", "zhe", "value", null]);
  });
});
