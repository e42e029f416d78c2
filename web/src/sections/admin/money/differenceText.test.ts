import { describe, expect, it } from "vitest";
import i18n from "../../../i18n";
import { differenceText } from "./differenceText";
import "./texts";

describe("a reconciliation difference in words", () => {
  const t = i18n.t.bind(i18n) as (k: string, v?: Record<string, string | number>) => string;

  it("says what a channel's clearing should be, in yuan, with the channel's name", async () => {
    await i18n.changeLanguage("zh-CN");
    const text = differenceText(t, { kind: "CLEARING_MISMATCH", detail: { channel: "GT", ledger: 0, bank: -1234, inFlight: 0 } });
    expect(text).toBe("广投：清算账户余额 ¥0.00，银行记录为我们经手 -¥12.34（其中 ¥0.00 通知投递中），清算账户应为 ¥12.34，相差 ¥12.34。");
  });

  it("in English too, and for the ledger's own differences", async () => {
    await i18n.changeLanguage("en");
    expect(differenceText(t, { kind: "TOTAL_NOT_ZERO", detail: { total: 5 } })).toBe("All lines sum to ¥0.05, not 0: money was invented or lost.");
    expect(differenceText(t, { kind: "BALANCE_MISMATCH", detail: { accountId: "a1", owner: "PLATFORM", accountKind: "CLEARING", channel: "SANDBOX", cached: 100, fromLines: 0 } })).toBe(
      "Account PLATFORM CLEARING Sandbox bank caches ¥1.00, its lines sum to ¥0.00.",
    );
    await i18n.changeLanguage("zh-CN");
  });
});
