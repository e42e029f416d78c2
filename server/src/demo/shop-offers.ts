/**
 * The demo shops' selling terms, set before their goods are published (so the goods take each shop's
 * default freight template): a freight template per open shop (by piece; Shandong cheaper; free from
 * an amount; Tibet and Xinjiang not delivered to — live birds and cold-chain vaccines go by the
 * shop's own vans and cost more), a shop coupon each, a platform welcome coupon, and one of 沃丰's
 * coupons given to the demo buyer (13800000001), through the modules' own functions.
 */
import type { AuthedCtx } from "../kit/context";
import { addPlatformCouponRule, addShopCouponRule, grantCoupon } from "../modules/coupon";
import { addFreightTemplate } from "../modules/freight";
import type { DemoShop } from "./catalog-shops";

const DAY = 86_400_000;

/** Heavier or fragile goods cost more to send: chicks and eggs by van, vaccines cold-chained. */
function chargesFor(s: DemoShop) {
  const special = s.scope.some((c) => c.startsWith("01") || c.startsWith("06"));
  return special
    ? // chicks and eggs go by the crate of 100
      { name: "专车/冷链配送", per: 100, first: 3000, add: 500, local: 1500, localAdd: 300, free: 200_000 }
    : { name: "快递物流", per: 1, first: 1200, add: 300, local: 600, localAdd: 200, free: 39_900 };
}

export async function loadShopOffers(op: AuthedCtx, shops: readonly { shop: DemoShop; as: AuthedCtx }[], buyerMobile: string): Promise<void> {
  const now = op.now.getTime();
  for (const { shop, as } of shops) {
    const c = chargesFor(shop);
    await addFreightTemplate(as, {
      name: c.name,
      mode: "PIECE",
      defaultCharge: { firstUnits: c.per, firstFee: c.first, addUnits: c.per, addFee: c.add },
      areaRules: [{ areaCodes: ["370000"], firstUnits: c.per, firstFee: c.local, addUnits: c.per, addFee: c.localAdd }],
      freeRules: [{ areaCodes: [], minAmount: c.free, minUnits: null }],
      excludedAreaCodes: ["540000", "650000"],
      isDefault: true,
    });
    await addShopCouponRule(as, {
      name: "满 300 减 20",
      kind: "AMOUNT",
      threshold: 30_000,
      value: 2000,
      rateBp: 10_000,
      maxOff: null,
      categoryCodes: [],
      totalCount: 500,
      perMemberLimit: 1,
      claimFrom: new Date(now - 3 * DAY).toISOString(),
      claimTo: new Date(now + 30 * DAY).toISOString(),
      validity: { type: "DAYS", days: 30 },
      enabled: true,
    });
  }
  await addPlatformCouponRule(op, {
    name: "新人券 满 100 减 5",
    kind: "AMOUNT",
    threshold: 10_000,
    value: 500,
    rateBp: 10_000,
    maxOff: null,
    categoryCodes: [],
    totalCount: 10_000,
    perMemberLimit: 1,
    claimFrom: new Date(now - 7 * DAY).toISOString(),
    claimTo: new Date(now + 60 * DAY).toISOString(),
    validity: { type: "DAYS", days: 15 },
    enabled: true,
  });
  const first = shops[0];
  if (first) {
    const rule = await addShopCouponRule(first.as, {
      name: "老客回馈 9.5 折",
      kind: "DISCOUNT",
      threshold: 50_000,
      value: 0,
      rateBp: 9500,
      maxOff: 10_000,
      categoryCodes: [],
      totalCount: 50,
      perMemberLimit: 1,
      claimFrom: new Date(now - DAY).toISOString(),
      claimTo: new Date(now + 14 * DAY).toISOString(),
      validity: { type: "DAYS", days: 30 },
      enabled: true,
    });
    await grantCoupon(first.as, rule.regCode, buyerMobile);
  }
}
