import { Codes } from "@qinlian/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api";
import i18n from "../../../i18n";
import { claimProblem, CouponList, reaches, rowRules, type ClaimState } from "./CouponRow";
import { GoodsBadges } from "./GoodsTile";

const shopRule = {
  regCode: "CR1",
  scope: "SHOP" as const,
  name: "满 300 减 20",
  kind: "AMOUNT" as const,
  threshold: 30_000,
  value: 2000,
  rateBp: 10_000,
  maxOff: null,
  perMemberLimit: 1,
  validity: { type: "DAYS" as const, days: 30 },
};
const platformRule = { ...shopRule, regCode: "CR2", scope: "PLATFORM" as const, name: "9.5 折", kind: "DISCOUNT" as const, threshold: 50_000, value: 0, rateBp: 9500, maxOff: 10_000, perMemberLimit: 2, validity: { type: "FIXED" as const, validFrom: "2026-11-01T00:00:00Z", validTo: "2026-12-01T00:00:00Z" } };

const list = (states: Record<string, ClaimState> = {}) => {
  const onClaim = vi.fn();
  render(<CouponList rules={[shopRule, platformRule]} states={states} onClaim={onClaim} />);
  return onClaim;
};
const chips = () => screen.getAllByTestId("coupon-chip").map((c) => c.textContent);

describe("coupon and promotion badges, the 领券 row", () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage("zh-CN");
  });

  it("a card shows its badges in words, in order, and nothing when it has none", async () => {
    render(<GoodsBadges badges={["COUPON", "REDUCTION", "DISCOUNT", "GIFT", "PRESALE"]} />);
    const badges = screen.getByTestId("tile-badges").querySelectorAll("[data-badge]");
    expect([...badges].map((b) => b.textContent)).toEqual(["券", "满减", "折", "赠", "预售"]);
    expect(badges[0].getAttribute("title")).toBe("有可领取的优惠券");
    cleanup();
    await i18n.changeLanguage("en");
    render(<GoodsBadges badges={["COUPON", "PRESALE"]} />);
    expect(screen.getByTestId("tile-badges").textContent).toBe("CouponPre-order");
    cleanup();
    const { container } = render(<GoodsBadges badges={[]} />);
    expect(container.innerHTML).toBe("");
    expect(render(<GoodsBadges />).container.innerHTML).toBe("");
  });

  it("lists each coupon's threshold, amount and validity, in both languages", async () => {
    list();
    expect(chips()).toEqual(["店铺券满¥300减¥20领取后 30 天内可用领 取", "平台券满¥500享9.5折 · 最多减¥100" + "2026-11-01 至 2026-12-01 可用领 取"]);
    cleanup();
    await i18n.changeLanguage("en");
    list();
    expect(chips()).toEqual(["Shop¥20 off over ¥300valid for 30 days after claiming" + "Claim", "Platform5% off over ¥500 · up to ¥100 off" + "valid 2026-11-01 – 2026-12-01" + "Claim"]);
  });

  it("claims with the button; a claimed or refused coupon says so in words, not codes", () => {
    const onClaim = list();
    fireEvent.click(screen.getAllByTestId("coupon-claim")[0]);
    expect(onClaim).toHaveBeenCalledWith(shopRule);
    cleanup();
    list({ CR1: "CLAIMED", CR2: "LIMIT" });
    expect(screen.queryByTestId("coupon-claim")).toBeNull();
    expect(screen.getAllByTestId("coupon-state").map((s) => s.textContent)).toEqual(["已领取，在“我的优惠券”中查看", "已领过（每人限领 2 张）"]);
    cleanup();
    list({ CR1: "SOLD_OUT", CR2: "CLOSED" });
    expect(screen.getAllByTestId("coupon-state").map((s) => s.textContent)).toEqual(["已领完", "现在不能领取"]);
    cleanup();
    list({ CR1: "ERROR" });
    expect(screen.getByTestId("coupon-state").textContent).toBe("领取失败，请稍后再试");
    expect(screen.getAllByTestId("coupon-claim")).toHaveLength(1);
  });

  it("a shop's owner sees only the platform's coupons (they may not claim their own); the platform's only where they reach the category", () => {
    const shop = [{ regCode: "S", categoryCodes: [] }];
    const platform = [{ regCode: "P-all", categoryCodes: [] }, { regCode: "P-feed", categoryCodes: ["04"] }, { regCode: "P-tools", categoryCodes: ["07"] }];
    expect(rowRules(shop, platform, "040101", false).map((r) => r.regCode)).toEqual(["S", "P-all", "P-feed"]);
    expect(rowRules(shop, platform, "040101", true).map((r) => r.regCode)).toEqual(["P-all", "P-feed"]);
    expect(rowRules([], platform, null, false).map((r) => r.regCode)).toEqual(["P-all"]);
    list();
    expect(screen.getAllByTestId("coupon-claim")[0].getAttribute("aria-label")).toBe("领取 满¥300减¥20");
  });

  it("reads the server's refusals as reasons", () => {
    const biz = (code: string, msg: string, data: unknown = null) => new ApiError("business", code, msg, data);
    expect(claimProblem(biz(Codes.CONFLICT, "每人限领 1 张，已领取 1 张", { reason: "LIMIT", perMemberLimit: 1 }))).toBe("LIMIT");
    expect(claimProblem(biz(Codes.CONFLICT, "优惠券已领完", { reason: "SOLD_OUT" }))).toBe("SOLD_OUT");
    expect(claimProblem(biz(Codes.CONFLICT, "优惠券领取已结束", { reason: "ENDED" }))).toBe("CLOSED");
    expect(claimProblem(biz(Codes.CONFLICT, "该优惠券已停用", { reason: "DISABLED" }))).toBe("CLOSED");
    // the words come from data.reason, not from the message
    expect(claimProblem(biz(Codes.CONFLICT, "any wording", { reason: "LIMIT" }))).toBe("LIMIT");
    expect(claimProblem(biz(Codes.NOT_FOUND, "优惠券不存在"))).toBe("CLOSED");
    expect(claimProblem(biz(Codes.VALIDATION, "regCode: 不能领取自己店铺的优惠券"))).toBe("CLOSED");
    expect(claimProblem(biz(Codes.RATE_LIMITED, "请求过于频繁"))).toBeNull();
    expect(claimProblem(new ApiError("network", "TIMEOUT", "请求超时"))).toBeNull();
    expect(claimProblem(new Error("x"))).toBeNull();
  });

  it("a platform coupon reaches a goods when it names no category or one of the goods' ancestors", () => {
    expect(reaches([], null)).toBe(true);
    expect(reaches(["04"], "040101")).toBe(true);
    expect(reaches(["07", "0401"], "040101")).toBe(true);
    expect(reaches(["07"], "040101")).toBe(false);
    expect(reaches(["04"], null)).toBe(false);
  });
});
