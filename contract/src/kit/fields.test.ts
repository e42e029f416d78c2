import { describe, expect, it } from "vitest";
import { isValidUscc, mobile, uscc } from "./fields";

describe("unified social credit code (GB 32100-2015)", () => {
  it("accepts codes whose check character is right", () => {
    for (const c of ["91350100M000100Y43", "91110000802100433B", "91370000163044841F"]) expect(isValidUscc(c), c).toBe(true);
  });
  it("refuses a wrong check character, a wrong length and letters outside the set", () => {
    expect(isValidUscc("91350100M000100Y44")).toBe(false);
    expect(isValidUscc("91350100M000100Y4")).toBe(false);
    expect(isValidUscc("91350100M0001O0Y43")).toBe(false);
  });
  it("the schema upper-cases and explains the failure", () => {
    expect(uscc.parse(" 91350100m000100y43 ")).toBe("91350100M000100Y43");
    const r = uscc.safeParse("91350100M000100Y44");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toContain("GB 32100-2015");
  });
});

describe("mobile", () => {
  it("accepts mainland numbers only", () => {
    expect(mobile.safeParse("13800000001").success).toBe(true);
    expect(mobile.safeParse("12800000001").success).toBe(false);
    expect(mobile.safeParse("1380000000").success).toBe(false);
  });
});
