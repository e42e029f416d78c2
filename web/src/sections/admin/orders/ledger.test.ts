import { describe, expect, it } from "vitest";
import { accountText, entryBalanced, entryKindText, signedFen } from "./ledger";

describe("ledger words", () => {
  it("names accounts by kind with the owner", () => {
    expect(accountText("PLATFORM:ESCROW", "zh")).toBe("平台担保（PLATFORM）");
    expect(accountText("demo-buyer:AVAILABLE", "en")).toBe("Available balance (demo-buyer)");
    expect(accountText("PLATFORM:CLEARING:SANDBOX", "zh")).toBe("渠道清算（PLATFORM · SANDBOX）");
    expect(accountText("FEES", "zh")).toBe("平台服务费");
  });
  it("shows unknown accounts and kinds as they are", () => {
    expect(accountText("acc_123", "zh")).toBe("acc_123");
    expect(entryKindText("SETTLE", "zh")).toBe("结算");
    expect(entryKindText("MYSTERY", "en")).toBe("MYSTERY");
  });
  it("checks an entry balances", () => {
    expect(entryBalanced([{ amount: -100 }, { amount: 94 }, { amount: 6 }])).toBe(true);
    expect(entryBalanced([{ amount: -100 }, { amount: 99 }])).toBe(false);
    expect(entryBalanced([])).toBe(true);
  });
  it("signs amounts", () => {
    expect(signedFen(1200)).toBe("+¥12.00");
    expect(signedFen(-123456)).toBe("-¥1,234.56");
    expect(signedFen(0)).toBe("¥0.00");
  });
});
