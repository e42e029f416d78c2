import i18next from "i18next";
import { describe, expect, it } from "vitest";
import "./texts";
import { bpOfZhe, offerText, zheOf } from "./couponText";

describe("coupon texts", () => {
  it.each([
    ["9.5", 9500],
    ["9", 9000],
    ["1", 1000],
    ["0.9", null],
    ["10", null],
    ["9.55", null],
    ["", null],
  ])("%s 折 is %s bp", (zhe, bp) => expect(bpOfZhe(zhe)).toBe(bp));

  it("reads 9 500 bp back as 9.5", () => expect(zheOf(9500)).toBe("9.5"));

  it("says the offer in words", async () => {
    await i18next.changeLanguage("zh-CN");
    const t = i18next.t.bind(i18next);
    expect(offerText(t, { kind: "AMOUNT", threshold: 20_000, value: 2000, rateBp: 10_000, maxOff: null })).toBe("满 ¥200.00 减 ¥20.00");
    expect(offerText(t, { kind: "AMOUNT", threshold: 0, value: 500, rateBp: 10_000, maxOff: null })).toBe("无门槛减 ¥5.00");
    expect(offerText(t, { kind: "DISCOUNT", threshold: 10_000, value: 0, rateBp: 9500, maxOff: 5000 })).toBe("满 ¥100.00 打 9.5 折，最多减 ¥50.00");
  });
});
