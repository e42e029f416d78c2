import { describe, expect, it } from "vitest";
import { byAmount, shareText } from "./customers";

describe("customers", () => {
  it("sorts by sales, then orders, then the latest order", () => {
    const rows = [
      { id: "a", amount: 100, orderCount: 1, lastOrderAt: "2026-11-01T00:00:00Z" },
      { id: "b", amount: 500, orderCount: 1, lastOrderAt: "2026-11-01T00:00:00Z" },
      { id: "c", amount: 100, orderCount: 3, lastOrderAt: "2026-10-01T00:00:00Z" },
      { id: "d", amount: 100, orderCount: 1, lastOrderAt: "2026-11-05T00:00:00Z" },
    ];
    expect(byAmount(rows).map((r) => r.id)).toEqual(["b", "c", "d", "a"]);
    expect(rows[0].id).toBe("a");
  });
  it("says a share", () => {
    expect(shareText(125, 1000)).toBe("12.5%");
    expect(shareText(1, 3)).toBe("33.3%");
    expect(shareText(0, 0)).toBe("-");
  });
});
