import { describe, expect, it } from "vitest";
import { day } from "./day";
import { maskPhone, phone } from "./phone";

describe("phone", () => {
  it("accepts mobiles and 区号-号码 landlines, refuses the rest", () => {
    for (const ok of ["13800000001", "0531-88886666", "010-66554433", "0535-6655443-12"]) expect(phone.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["12800000001", "1380000000", "88886666", "0531 88886666", "531-88886666", "abc"]) expect(phone.safeParse(bad).success, bad).toBe(false);
  });
  it("masks mobiles and landlines", () => {
    expect(maskPhone("13800000001")).toBe("138****0001");
    expect(maskPhone("0531-88886666")).toBe("0531-****6666");
    expect(maskPhone("0535-6655443-12")).toBe("0535-****5443");
  });
});

describe("day", () => {
  it("accepts real calendar days only", () => {
    expect(day.safeParse("2024-02-29").success).toBe(true);
    expect(day.safeParse("2026-02-29").success).toBe(false);
    expect(day.safeParse("2026-1-01").success).toBe(false);
    // PostgreSQL has no year 0: such a day would reach the database and fail there
    expect(day.safeParse("0000-01-01").success).toBe(false);
    expect(day.safeParse("1899-12-31").success).toBe(false);
    expect(day.safeParse("1900-01-01").success).toBe(true);
  });
});
