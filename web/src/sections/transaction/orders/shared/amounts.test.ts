import { describe, expect, it } from "vitest";
import { amountRows, type AmountsOf } from "./OrderAmounts";
import { lineDiscount } from "./OrderLinesTable";

const base: AmountsOf = { goodsAmount: 10_000, discount: 0, reduction: 0, shopCoupon: 0, platformCoupon: 0, freight: 800, adjust: 0, payable: 10_800, paidAmount: 0 };

describe("order amounts", () => {
  it("lists goods, freight and payable; zero discounts and nothing paid are left out", () => {
    expect(amountRows(base).map((r) => r.key)).toEqual(["goods", "freight", "payable"]);
  });

  it("lists every discount as a deduction, the price change and what was paid", () => {
    const rows = amountRows({ ...base, discount: 500, reduction: 1000, shopCoupon: 300, platformCoupon: 200, adjust: -100, payable: 8700, paidAmount: 8700 });
    expect(rows.map((r) => r.key)).toEqual(["goods", "discount", "reduction", "shopCoupon", "platformCoupon", "freight", "adjust", "payable", "paid"]);
    expect(rows.filter((r) => r.minus).map((r) => r.key)).toEqual(["discount", "reduction", "shopCoupon", "platformCoupon"]);
  });

  it("shows the seller the fee and the payout, never the buyer", () => {
    const o = { ...base, platformFee: 65, sellerReceives: 10_735 };
    expect(amountRows(o, "BUYER").map((r) => r.key)).not.toContain("platformFee");
    expect(amountRows(o, "SELLER").map((r) => r.key).slice(-2)).toEqual(["platformFee", "sellerReceives"]);
  });

  it("sums a line's discounts", () => {
    expect(lineDiscount({ discount: 1, reduction: 2, shopCoupon: 3, platformCoupon: 4 })).toBe(10);
  });
});
