import { Codes, coupon as calls, type CouponRuleInput } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberLogin } from "../identity/schema";
import { createTestApp } from "../../testing/harness";
import { enterprise, openShop, operator, person } from "../goods/test-fixtures";

const day = 86_400_000;

describe("coupons", async () => {
  const t = await createTestApp();
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const rule = (over: Partial<CouponRuleInput> = {}): CouponRuleInput => ({
    name: "满 200 减 20",
    kind: "AMOUNT",
    threshold: 20_000,
    value: 2000,
    totalCount: 100,
    perMemberLimit: 1,
    claimFrom: at(-day),
    claimTo: at(7 * day),
    validity: { type: "DAYS", days: 30 },
    ...over,
  });
  const op = await operator(t);
  const seller = await enterprise(t);
  const shopId = await openShop(t, seller, op);
  const rival = await enterprise(t);
  await openShop(t, rival, op);
  const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => person(t, ["BUYER"], `买家${i}`)));
  const [amy, ben] = buyers;
  const mobileOf = async (memberId: string) => {
    const [r] = await t.database.db.select({ mobile: memberLogin.mobile }).from(memberLogin).where(eq(memberLogin.memberId, memberId));
    return r.mobile ?? "";
  };

  it("a shop adds a rule; buyers see it as claimable, claim it once, and find it in their coupons", async () => {
    const r = await t.ok(calls.addCoupRegular, rule(), { ticket: seller.ticket });
    expect(r).toMatchObject({ scope: "SHOP", shopId, state: "CLAIMING", issuedCount: 0, usedCount: 0 });
    expect(r.regCode).toMatch(/^CR/);
    const open = await t.ok(calls.selClaimableByShop, { shopId });
    expect(open.map((x) => x.regCode)).toContain(r.regCode);

    const c = await t.ok(calls.receiveCoupon, { regCode: r.regCode }, { ticket: amy.ticket });
    expect(c).toMatchObject({ state: "AVAILABLE", value: 2000, threshold: 20_000, shopId });
    expect(new Date(c.validTo).getTime() - new Date(c.validFrom).getTime()).toBe(30 * day);
    const again = await t.call(calls.receiveCoupon, { regCode: r.regCode }, { ticket: amy.ticket });
    expect([again.code, again.msg]).toEqual([Codes.CONFLICT, "每人限领 1 张，已领取 1 张"]);
    expect(again.data).toEqual({ reason: "LIMIT", perMemberLimit: 1 });

    const mine = await t.ok(calls.selMyCouponListByPage, { pageNum: 1, pageSize: 10, state: "AVAILABLE" }, { ticket: amy.ticket });
    expect(mine.list.map((x) => x.id)).toEqual([c.id]);
    expect((await t.ok(calls.selMyCouponListByPage, { pageNum: 1, pageSize: 10 }, { ticket: ben.ticket })).total).toBe(0);
    expect(await t.ok(calls.selCouponRegNum, { regCode: r.regCode }, { ticket: seller.ticket })).toMatchObject({ issuedCount: 1, remaining: 99, usedCount: 0 });
  });

  it("takes an amount-off rule with the web's full input (rate 10 000 bp = no discount)", async () => {
    const r = await t.ok(calls.addCoupRegular, { ...rule({ name: "网页提交" }), rateBp: 10_000, maxOff: null, categoryCodes: [], enabled: true }, { ticket: seller.ticket });
    expect(r).toMatchObject({ kind: "AMOUNT", rateBp: 10_000 });
  });

  it("names the field of a rule that does not hold together", async () => {
    const cases: [Partial<CouponRuleInput>, string][] = [
      [{ value: 20_000 }, "value"],
      [{ value: 0 }, "value"],
      [{ claimTo: at(-2 * day) }, "claimTo"],
      [{ validity: { type: "FIXED", validFrom: at(0), validTo: at(day) } }, "validity.validTo"],
      [{ categoryCodes: ["99"] }, "categoryCodes"],
      [{ totalCount: 0 }, "totalCount"],
      [{ kind: "DISCOUNT", rateBp: 10_000 }, "rateBp"],
      [{ name: "" }, "name"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.addCoupRegular, rule(over), { ticket: seller.ticket });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toMatch(new RegExp(`(^| )${field.replace(/\./g, "\\.")}: `));
    }
  });

  it("another shop's rule is not found to read, change, count, delete or give out; buyers may not manage rules", async () => {
    const r = await t.ok(calls.addCoupRegular, rule({ name: "别人看不到" }), { ticket: seller.ticket });
    for (const res of [
      await t.call(calls.selCoupRegularByRegCode, { regCode: r.regCode }, { ticket: rival.ticket }),
      await t.call(calls.updCoupRegular, { ...rule(), regCode: r.regCode }, { ticket: rival.ticket }),
      await t.call(calls.selCouponRegNum, { regCode: r.regCode }, { ticket: rival.ticket }),
      await t.call(calls.delCoupRegular, { regCode: r.regCode }, { ticket: rival.ticket }),
      await t.call(calls.addCoup, { regCode: r.regCode, mobile: "13700000001" }, { ticket: rival.ticket }),
    ])
      expect(res.code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.addCoupRegular, rule(), { ticket: amy.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(calls.selCoupRegListByPage, { pageNum: 1, pageSize: 10 }, { ticket: seller.ticket })).code).toBe(Codes.FORBIDDEN);
    const own = await t.call(calls.receiveCoupon, { regCode: r.regCode }, { ticket: seller.ticket });
    expect(own.code).toBe(Codes.VALIDATION);
  });

  it("50 parallel claims of a rule of 10 give out exactly 10; one member's parallel claims stop at the limit", async () => {
    const r = await t.ok(calls.addCoupRegular, rule({ name: "限量 10 张", totalCount: 10, perMemberLimit: 3 }), { ticket: seller.ticket });
    const claims = await Promise.all(Array.from({ length: 50 }, (_, i) => t.call(calls.receiveCoupon, { regCode: r.regCode }, { ticket: buyers[i % buyers.length].ticket })));
    const won = claims.filter((c) => c.code === "0");
    expect(won).toHaveLength(10);
    expect(claims.filter((c) => c.code !== "0").every((c) => c.code === Codes.CONFLICT)).toBe(true);
    const counts = await t.ok(calls.selCouponRegNum, { regCode: r.regCode }, { ticket: seller.ticket });
    expect(counts).toMatchObject({ issuedCount: 10, remaining: 0 });
    for (const b of buyers) {
      const held = (await t.ok(calls.selMyCouponListByPage, { pageNum: 1, pageSize: 50 }, { ticket: b.ticket })).list.filter((c) => c.regCode === r.regCode);
      expect(held.length).toBeLessThanOrEqual(3);
    }
    expect((await t.ok(calls.selCoupRegularByRegCode, { regCode: r.regCode }, { ticket: seller.ticket })).state).toBe("SOLD_OUT");
  });

  it("a shop gives a coupon by mobile, also before claiming opens; deleting is refused once given, and the total cannot drop below it", async () => {
    const r = await t.ok(calls.addCoupRegular, rule({ name: "老客专享", claimFrom: at(day), claimTo: at(3 * day), validity: { type: "FIXED", validFrom: at(0), validTo: at(10 * day) } }), { ticket: seller.ticket });
    expect(r.state).toBe("NOT_STARTED");
    expect((await t.call(calls.receiveCoupon, { regCode: r.regCode }, { ticket: ben.ticket })).code).toBe(Codes.CONFLICT);
    const given = await t.ok(calls.addCoup, { regCode: r.regCode, mobile: await mobileOf(ben.memberId) }, { ticket: seller.ticket });
    expect(given).toMatchObject({ regCode: r.regCode, state: "AVAILABLE" });
    await t.ok(calls.addCoup, { regCode: r.regCode, mobile: await mobileOf(amy.memberId) }, { ticket: seller.ticket });
    const unknown = await t.call(calls.addCoup, { regCode: r.regCode, mobile: "13999999999" }, { ticket: seller.ticket });
    expect([unknown.code, unknown.msg]).toEqual([Codes.VALIDATION, "mobile: 该手机号没有可用的会员账号"]);
    const del = await t.call(calls.delCoupRegular, { regCode: r.regCode }, { ticket: seller.ticket });
    expect(del).toMatchObject({ code: Codes.CONFLICT, data: { issuedCount: 2 } });
    const shrink = await t.call(calls.updCoupRegular, { ...rule({ totalCount: 1 }), regCode: r.regCode }, { ticket: seller.ticket });
    expect([shrink.code, shrink.msg]).toEqual([Codes.VALIDATION, "totalCount: 已发放 2 张，总量不能少于已发放"]);
    // edits do not touch coupons already out
    await t.ok(calls.updCoupRegular, { ...rule({ name: "老客专享（改）", value: 500 }), regCode: r.regCode }, { ticket: seller.ticket });
    const benCoupons = await t.ok(calls.selMyCouponListByPage, { pageNum: 1, pageSize: 10 }, { ticket: ben.ticket });
    expect(benCoupons.list.find((c) => c.regCode === r.regCode)).toMatchObject({ name: "老客专享", value: 2000 });
    // an unused, never given rule is deleted
    const spare = await t.ok(calls.addCoupRegular, rule({ name: "试用" }), { ticket: seller.ticket });
    expect(await t.ok(calls.delCoupRegular, { regCode: spare.regCode }, { ticket: seller.ticket })).toEqual({ regCode: spare.regCode });
  });

  it("the operator adds platform coupons and lists every rule; the shop's list filters by state and keyword", async () => {
    const p = await t.ok(calls.addPlatformCoupRegular, rule({ name: "平台新人券", threshold: 0, value: 500 }), { ticket: op.ticket });
    expect(p).toMatchObject({ scope: "PLATFORM", shopId: null });
    expect((await t.ok(calls.selClaimableByShop, {})).map((x) => x.regCode)).toEqual([p.regCode]);
    const all = await t.ok(calls.selCoupRegListByPage, { pageNum: 1, pageSize: 50 }, { ticket: op.ticket });
    expect(all.list.some((x) => x.scope === "SHOP") && all.list.some((x) => x.scope === "PLATFORM")).toBe(true);
    const soldOut = await t.ok(calls.selShopCoupRegListByPage, { pageNum: 1, pageSize: 50, state: "SOLD_OUT" }, { ticket: seller.ticket });
    expect(soldOut.list.map((x) => x.name)).toEqual(["限量 10 张"]);
    const named = await t.ok(calls.selShopCoupRegListByPage, { pageNum: 1, pageSize: 50, keyword: "老客" }, { ticket: seller.ticket });
    expect(named.total).toBe(1);
    expect((await t.ok(calls.selShopCoupRegListByPage, { pageNum: 1, pageSize: 50 }, { ticket: rival.ticket })).total).toBe(0);
  });
});
