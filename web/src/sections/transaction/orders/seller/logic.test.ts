import { describe, expect, it } from "vitest";
import { carrierNameProblem, currentGoodsPayable, revisedFigures, sellerAmounts, sellerButtons, trackingNoProblem } from "./logic";

describe("tracking number (the contract's rule)", () => {
  it.each(["SF1234567890", "YT-2026-0001", "123456", "a".repeat(30), "  JD0012345  "])("accepts %s", (s) => expect(trackingNoProblem(s)).toBeNull());
  it.each([
    ["", "required"],
    ["   ", "required"],
    [null, "required"],
    ["12345", "format"],
    ["a".repeat(31), "format"],
    ["SF 123456", "format"],
    ["顺丰123456", "format"],
    ["SF_123456", "format"],
  ])("refuses %s (%s)", (s, why) => expect(trackingNoProblem(s)).toBe(why));
});

describe("carrier name", () => {
  it("is asked only for OTHER", () => {
    expect(carrierNameProblem("SF", "")).toBeNull();
    expect(carrierNameProblem("OTHER", " ")).toBe("required");
    expect(carrierNameProblem("OTHER", "x".repeat(31))).toBe("long");
    expect(carrierNameProblem("OTHER", "安能物流")).toBeNull();
  });
});

describe("price change live total", () => {
  it("adds goods and freight and says the change", () => {
    expect(revisedFigures(9000, 1000, 12000)).toEqual({ payable: 10000, change: -2000 });
    expect(revisedFigures(12000, 500, 12000)).toEqual({ payable: 12500, change: 500 });
    expect(revisedFigures(100, 0, 100)).toEqual({ payable: 100, change: 0 });
  });
  it("has no total while an amount is missing or invalid", () => {
    expect(revisedFigures(undefined, 0, 100)).toBeNull();
    expect(revisedFigures(100, undefined, 100)).toBeNull();
    expect(revisedFigures(Number.NaN, 0, 100)).toBeNull();
    expect(revisedFigures(100.5, 0, 100)).toBeNull();
    expect(revisedFigures(0, 100, 100)).toBeNull();
    expect(revisedFigures(100, -1, 100)).toBeNull();
  });
  it("starts from the goods part of the payable", () => {
    expect(currentGoodsPayable({ payable: 12000, freight: 1000 })).toBe(11000);
    expect(currentGoodsPayable({ payable: 0, freight: 1000 })).toBe(0);
  });
});

describe("seller buttons", () => {
  it("are the seller's actions only, ship first", () => {
    const b = sellerButtons("o1", ["SELLER_NOTE", "SELLER_CANCEL", "SEND", "PAY", "CONFIRM"]);
    expect(b.map((x) => x.action)).toEqual(["SEND", "SELLER_CANCEL", "SELLER_NOTE"]);
    expect(b[0]).toEqual({ action: "SEND", kind: "link", to: "/transaction/orderManage/send/o1", primary: true });
  });
  it("link the price change for an unpaid order", () => {
    expect(sellerButtons("a/b", ["REVISE_PRICE", "SELLER_CANCEL"])).toEqual([
      { action: "REVISE_PRICE", kind: "link", to: "/transaction/orderPriceChange/a%2Fb", primary: false },
      { action: "SELLER_CANCEL", kind: "modal", primary: false },
    ]);
  });
  it("are none when the server allows nothing", () => {
    expect(sellerButtons("o1", [])).toEqual([]);
    expect(sellerButtons("o1", ["HIDE", "VIEW_EVALUATION"])).toEqual([]);
  });
});

describe("the seller's amounts", () => {
  it("show the fee and the payout once paid", () => {
    expect(sellerAmounts({ paidAmount: 4470, platformFee: 27, sellerReceives: 4443 })).toEqual({ paidAmount: 4470, platformFee: 27, sellerReceives: 4443 });
  });
  it("leave them out while unpaid", () => {
    const a = sellerAmounts({ paidAmount: 0, platformFee: 0, sellerReceives: 0 });
    expect(a.platformFee).toBeUndefined();
    expect(a.sellerReceives).toBeUndefined();
  });
});
