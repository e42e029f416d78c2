import { describe, expect, it } from "vitest";
import { newId } from "./ids";

describe("record ids", () => {
  it("are 20 lowercase base-36 characters led by the time", () => {
    const at = Date.UTC(2026, 10, 24);
    const id = newId(at);
    expect(id).toMatch(/^[0-9a-z]{20}$/);
    expect(id.slice(0, 9)).toBe(at.toString(36).padStart(9, "0"));
  });

  it("made one after another in one millisecond sort in the order they were made, and never repeat", () => {
    const at = Date.UTC(2026, 10, 24, 8);
    const ids = Array.from({ length: 5_000 }, () => newId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a later millisecond sorts after an earlier one; a new millisecond starts from a random part", () => {
    const a = newId(1_000_000);
    const b = newId(1_000_001);
    const c = newId(1_000_002);
    expect(a < b && b < c).toBe(true);
    expect(b.slice(9)).not.toBe(c.slice(9));
  });
});
