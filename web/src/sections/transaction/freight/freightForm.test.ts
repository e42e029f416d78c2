import { freightTemplateInput, type FreightTemplateView } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { blankValues, inputOf, valuesOf } from "./freightForm";

describe("freight form values", () => {
  it("turns kilograms into grams and back, exactly to the gram", () => {
    const input = inputOf({
      ...blankValues(),
      name: " 饲料物流 ",
      mode: "WEIGHT",
      defaultCharge: { firstUnits: 5, firstFee: 1200, addUnits: 0.5, addFee: 150 },
      freeRules: [{ minUnits: 1000.001 }],
    });
    expect(input).toMatchObject({ name: "饲料物流", defaultCharge: { firstUnits: 5000, firstFee: 1200, addUnits: 500, addFee: 150 }, freeRules: [{ areaCodes: [], minAmount: null, minUnits: 1_000_001 }] });
    expect(freightTemplateInput.safeParse(input).success).toBe(true);
  });

  it("reads a saved template back into the same values", () => {
    const view: FreightTemplateView = {
      id: "t",
      name: "鲜蛋快递",
      mode: "PIECE",
      defaultCharge: { firstUnits: 2, firstFee: 1000, addUnits: 1, addFee: 300 },
      areaRules: [{ firstUnits: 2, firstFee: 600, addUnits: 1, addFee: 200, areas: [{ code: "370000", name: "山东省" }] }],
      freeRules: [{ areas: [], minAmount: 19_900, minUnits: null }],
      excludedAreas: [{ code: "540000", name: "西藏自治区" }],
      isDefault: true,
      remark: null,
      goodsCount: 3,
      createdAt: "2026-11-24T00:00:00.000Z",
      updatedAt: "2026-11-24T00:00:00.000Z",
    };
    const back = inputOf(valuesOf(view));
    expect(back).toEqual({
      name: "鲜蛋快递",
      mode: "PIECE",
      defaultCharge: view.defaultCharge,
      areaRules: [{ firstUnits: 2, firstFee: 600, addUnits: 1, addFee: 200, areaCodes: ["370000"] }],
      freeRules: [{ areaCodes: [], minAmount: 19_900, minUnits: null }],
      excludedAreaCodes: ["540000"],
      isDefault: true,
      remark: undefined,
    });
  });
});
