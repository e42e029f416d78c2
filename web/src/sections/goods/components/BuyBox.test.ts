import { describe, expect, it } from "vitest";
import { buyNowPath, cannotBuy } from "./BuyBox";

describe("the goods detail's buy box", () => {
  it("says why a spec cannot be bought: not on sale, own goods, then stock", () => {
    expect(cannotBuy({ status: "ON" }, { stock: 5 }, false)).toBeNull();
    expect(cannotBuy({ status: "ON" }, { stock: 0 }, false)).toBe("OUT_OF_STOCK");
    expect(cannotBuy({ status: "ON" }, { stock: 5 }, true)).toBe("OWN_GOODS");
    expect(cannotBuy({ status: "OFF" }, { stock: 0 }, true)).toBe("OFF_SHELF");
  });

  it("buys now through the one-spec checkout", () => {
    expect(buyNowPath("s 1", 3)).toBe("/shoping/orders/now?specId=s%201&quantity=3");
  });
});
