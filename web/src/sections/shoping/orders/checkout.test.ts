import { Codes, MAX_CHECKOUT_LINES, type CheckoutView } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/errors";
import {
  checkoutInputOf,
  defaultAddressId,
  linesFromCart,
  linesFromQuery,
  orderTypeOf,
  pickPlatformCoupon,
  pickShopCoupon,
  placeSubmitError,
  submitBlock,
  submitInputOf,
  totalsOf,
  type CheckoutLine,
} from "./checkout";

const shop = (shopId: string, chosenCouponId: string | null, extra: Partial<CheckoutView["shops"][number]> = {}): CheckoutView["shops"][number] => ({
  shopId,
  shopName: shopId,
  lines: [],
  gifts: [],
  promotions: [],
  goodsAmount: 10_000,
  discount: 0,
  reduction: 0,
  shopCoupon: 0,
  platformCoupon: 0,
  freight: 0,
  payable: 10_000,
  coupons: [],
  chosenCouponId,
  presale: null,
  ...extra,
});
const view = (over: Partial<CheckoutView> = {}): CheckoutView => ({
  shops: [shop("s1", "c1"), shop("s2", null)],
  platformCoupons: [],
  chosenPlatformCouponId: "p1",
  freight: 1200,
  payable: 19_000,
  problems: [],
  canSubmit: true,
  ...over,
});

describe("checkout lines", () => {
  it("reads /shoping/orders/now?specId=&quantity=", () => {
    expect(linesFromQuery(new URLSearchParams("specId=s1&quantity=3"))).toEqual([{ specId: "s1", quantity: 3 }]);
  });

  it("reads several pairs, adds up the same spec, mends bad quantities", () => {
    const q = new URLSearchParams("specId=a&quantity=2&specId=b&quantity=x&specId=a&quantity=5&specId=&quantity=1&specId=c&quantity=1000000");
    expect(linesFromQuery(q)).toEqual([
      { specId: "a", quantity: 7 },
      { specId: "b", quantity: 1 },
      { specId: "c", quantity: 99_999 },
    ]);
    expect(linesFromQuery(new URLSearchParams("specId=a"))).toEqual([{ specId: "a", quantity: 1 }]);
    expect(linesFromQuery(new URLSearchParams(""))).toEqual([]);
  });

  it("takes at most MAX_CHECKOUT_LINES lines", () => {
    const q = new URLSearchParams(Array.from({ length: MAX_CHECKOUT_LINES + 5 }, (_, i) => `specId=s${i}&quantity=1`).join("&"));
    expect(linesFromQuery(q)).toHaveLength(MAX_CHECKOUT_LINES);
  });

  it("takes the cart's usable lines with their cart ids", () => {
    expect(
      linesFromCart([
        { id: "c1", specId: "a", quantity: 2, usable: true },
        { id: "c2", specId: "b", quantity: 1, usable: false },
        { id: "c3", specId: "c", quantity: 4 },
      ]),
    ).toEqual([
      { specId: "a", quantity: 2, cartId: "c1" },
      { specId: "c", quantity: 4, cartId: "c3" },
    ]);
  });

  it("treats a missing or unknown order type as the cart", () => {
    expect(orderTypeOf(undefined)).toBe("cart");
    expect(orderTypeOf("cart")).toBe("cart");
    expect(orderTypeOf("now")).toBe("now");
    expect(orderTypeOf("zzz")).toBe("cart");
  });

  it("starts with the default address, else the first", () => {
    expect(defaultAddressId([{ id: "a", isDefault: false }, { id: "b", isDefault: true }])).toBe("b");
    expect(defaultAddressId([{ id: "a", isDefault: false }])).toBe("a");
    expect(defaultAddressId([])).toBeNull();
    expect(defaultAddressId(undefined)).toBeNull();
  });
});

describe("checkout requests", () => {
  const lines: CheckoutLine[] = [{ specId: "a", quantity: 2, cartId: "c1" }, { specId: "b", quantity: 1 }];
  const dest = { kind: "ADDRESS" as const, addressId: "addr1" };

  it("leaves the coupons to the server until the buyer picks one", () => {
    expect(checkoutInputOf(lines, dest, null)).toEqual({ lines: [{ specId: "a", quantity: 2, cartId: "c1" }, { specId: "b", quantity: 1 }], destination: dest });
    expect(checkoutInputOf(lines, null, null)).not.toHaveProperty("destination");
  });

  it("a shop coupon pick keeps the other coupons as shown", () => {
    const p = pickShopCoupon(null, view(), "s2", "c9");
    expect(checkoutInputOf(lines, dest, p).coupons).toEqual({ shopCouponIds: ["c1", "c9"], platformCouponId: "p1" });
    const none = pickShopCoupon(p, view(), "s1", null);
    expect(checkoutInputOf(lines, dest, none).coupons).toEqual({ shopCouponIds: ["c9"], platformCouponId: "p1" });
  });

  it("a platform coupon pick (or none) keeps the shop coupons", () => {
    expect(checkoutInputOf(lines, dest, pickPlatformCoupon(null, view(), null)).coupons).toEqual({ shopCouponIds: ["c1"], platformCouponId: null });
    expect(checkoutInputOf(lines, dest, pickPlatformCoupon(null, view(), "p2")).coupons).toEqual({ shopCouponIds: ["c1"], platformCouponId: "p2" });
  });

  it("submits what the preview showed: its coupons, its payable, the remarks given", () => {
    const input = submitInputOf(lines, { kind: "PICKUP", pickupAddressId: "pk1" }, view(), { s1: "  下午送  ", s2: "   ", s3: "not in the order" });
    expect(input).toEqual({
      lines: [{ specId: "a", quantity: 2, cartId: "c1" }, { specId: "b", quantity: 1 }],
      destination: { kind: "PICKUP", pickupAddressId: "pk1" },
      coupons: { shopCouponIds: ["c1"], platformCouponId: "p1" },
      remarks: [{ shopId: "s1", remark: "下午送" }],
      expectedPayable: 19_000,
    });
  });

  it("says why the submit is off", () => {
    const dest2 = { kind: "ADDRESS" as const, addressId: "x" };
    expect(submitBlock(undefined, dest2, false)).toBe("busy");
    expect(submitBlock(view(), dest2, true)).toBe("busy");
    expect(submitBlock(view(), null, false)).toBe("noDestination");
    expect(submitBlock(view({ shops: [] }), dest2, false)).toBe("noLines");
    expect(submitBlock(view({ canSubmit: false }), dest2, false)).toBe("problems");
    expect(submitBlock(view(), dest2, false)).toBeNull();
    // the last preview failed (e.g. a pickup point the server refuses): the old figures are not submitted
    expect(submitBlock(view(), dest2, false, true)).toBe("previewFailed");
  });

  it("sums the shops", () => {
    const v = view({ shops: [shop("s1", null, { discount: 100, reduction: 200, shopCoupon: 300, platformCoupon: 50, lines: [{ quantity: 2 } as never] }), shop("s2", null, { lines: [{ quantity: 3 } as never] })] });
    expect(totalsOf(v)).toEqual({ goodsAmount: 20_000, promotions: 300, coupons: 350, freight: 1200, payable: 19_000, quantity: 5 });
  });
});

describe("submit errors", () => {
  const lines: CheckoutLine[] = [{ specId: "a", quantity: 2 }, { specId: "b", quantity: 9 }];
  it("puts a line's error under that line", () => {
    const e = new ApiError("business", "100001", "参数错误 — lines.1.quantity: 库存不足，仅剩 3 件", { fields: ["lines.1.quantity"] });
    expect(placeSubmitError(e, lines)).toEqual({ bySpec: { b: "库存不足，仅剩 3 件" } });
  });

  it("puts delivery and coupon errors at their places", () => {
    const e = new ApiError("business", "100001", "destination.addressId: 地址不存在；coupons.platformCouponId: 优惠券已过期", { fields: ["destination.addressId", "coupons.platformCouponId"] });
    expect(placeSubmitError(e, lines)).toEqual({ bySpec: {}, delivery: "地址不存在", coupons: "优惠券已过期" });
  });

  it("says a changed price in general", () => {
    const e = new ApiError("business", "100006", "expectedPayable: 应付金额已变化，请确认后重新提交", { fields: [] });
    expect(placeSubmitError(e, lines)).toEqual({ bySpec: {}, general: "应付金额已变化，请确认后重新提交" });
  });

  it("leaves network failures and logins to the client", () => {
    expect(placeSubmitError(new ApiError("network", "TIMEOUT", "x"), lines)).toBeNull();
    expect(placeSubmitError(new ApiError("business", Codes.NOT_LOGGED_IN, "未登录"), lines)).toBeNull();
  });
});
