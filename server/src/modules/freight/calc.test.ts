import { describe, expect, it } from "vitest";
import { chargeAt, feeOf, shopFreight, type FreightTemplateData } from "./calc";

const JINAN_LIXIA = "370102";
const QINGDAO = "370202";
const LHASA = "540102";
const BEIJING = "110101";

/** By piece: ¥10 for the first 2, ¥3 per further 1; Shandong ¥6 + ¥2; Jinan ¥4 + ¥1; Tibet excluded; free from ¥199. */
const eggs: FreightTemplateData = {
  id: "t-eggs",
  mode: "PIECE",
  defaultCharge: { firstUnits: 2, firstFee: 1000, addUnits: 1, addFee: 300 },
  areaRules: [
    { areaCodes: ["370000"], firstUnits: 2, firstFee: 600, addUnits: 1, addFee: 200 },
    { areaCodes: ["370100"], firstUnits: 2, firstFee: 400, addUnits: 1, addFee: 100 },
  ],
  freeRules: [{ areaCodes: [], minAmount: 19_900, minUnits: null }],
  excludedAreaCodes: ["540000"],
};

/** By weight: ¥12 for the first 5 kg, ¥2 per further 1 kg (or part); free in Shandong from 20 bags. */
const feed: FreightTemplateData = {
  id: "t-feed",
  mode: "WEIGHT",
  defaultCharge: { firstUnits: 5000, firstFee: 1200, addUnits: 1000, addFee: 200 },
  areaRules: [],
  freeRules: [{ areaCodes: ["370000"], minAmount: null, minUnits: 400_000 }],
  excludedAreaCodes: [],
};

const at = (areaCode: string) => ({ kind: "ADDRESS" as const, areaCode });

describe("freight charges", () => {
  it("the most specific area rule wins", () => {
    expect(chargeAt(eggs, JINAN_LIXIA).firstFee).toBe(400);
    expect(chargeAt(eggs, QINGDAO).firstFee).toBe(600);
    expect(chargeAt(eggs, BEIJING).firstFee).toBe(1000);
  });

  it.each([
    [0, 0],
    [1, 1000],
    [2, 1000],
    [3, 1300],
    [5, 1900],
  ])("by piece, %i pieces cost %i", (units, fee) => expect(feeOf(eggs.defaultCharge, units)).toBe(fee));

  it.each([
    [4000, 1200],
    [5000, 1200],
    [5001, 1400], // a part of a further kg is a further kg
    [7500, 1800], // 2.5 kg further → 3 × ¥2
  ])("by weight, %i g cost %i", (grams, fee) => expect(feeOf(feed.defaultCharge, grams)).toBe(fee));
});

describe("a shop order's freight", () => {
  it.each([
    ["3 pieces to Beijing", [{ template: eggs, units: 3, amount: 6000 }], at(BEIJING), 1300],
    ["3 pieces to Jinan", [{ template: eggs, units: 3, amount: 6000 }], at(JINAN_LIXIA), 500],
    ["free from ¥199", [{ template: eggs, units: 3, amount: 19_900 }], at(BEIJING), 0],
    ["just under ¥199", [{ template: eggs, units: 3, amount: 19_899 }], at(BEIJING), 1300],
    ["pickup", [{ template: eggs, units: 3, amount: 6000 }], { kind: "PICKUP" as const }, 0],
    // two templates: feed's first fee (1200) beats eggs' (1000) → feed first+further, eggs only further (3 × 300)
    ["two templates", [{ template: eggs, units: 3, amount: 6000 }, { template: feed, units: 7500, amount: 9000 }], at(BEIJING), 1800 + 900],
    // feed free in Shandong by units; eggs then pay their own first fee (Qingdao: 600 + 200)
    ["one template free", [{ template: eggs, units: 3, amount: 6000 }, { template: feed, units: 400_000, amount: 90_000 }], at(QINGDAO), 800],
    // the same template twice (two specs) is one group: 2 + 2 pieces = 4
    ["same template merged", [{ template: eggs, units: 2, amount: 100 }, { template: eggs, units: 2, amount: 100 }], at(BEIJING), 1600],
  ])("%s", (_name, groups, to, fee) => expect(shopFreight(groups, to).fee).toBe(fee));

  it("names the templates that cannot deliver, and charges the rest", () => {
    const r = shopFreight([{ template: eggs, units: 3, amount: 6000 }, { template: feed, units: 1000, amount: 100 }], at(LHASA));
    expect(r.undeliverable).toEqual(["t-eggs"]);
    expect(r.fee).toBe(1200);
  });
});
