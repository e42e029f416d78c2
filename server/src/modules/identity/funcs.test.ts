import { accessFuncs } from "@qinlian/contract";
import { allCalls } from "@qinlian/contract/registry";
import { describe, expect, it } from "vitest";
import { flattenFuncs } from "./funcs";

describe("the platform's function tree", () => {
  it("holds every function code the contract's calls are guarded by (access `func:<code>`)", () => {
    const tree = new Set(flattenFuncs().map((f) => f.code));
    const used = [...new Set(allCalls.flatMap((c) => accessFuncs(c.access)))];
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((code) => !tree.has(code))).toEqual([]);
  });

  it("has each code once", () => {
    const codes = flattenFuncs().map((f) => f.code);
    expect(codes.length).toBe(new Set(codes).size);
  });
});
