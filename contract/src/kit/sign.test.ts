import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha1Hex, signHeaders } from "./sign";

describe("request signing", () => {
  it("computes SHA-1 exactly as node:crypto does, for ASCII, Chinese and long inputs", () => {
    const inputs = ["", "abc", '{"name":"海兰褐蛋鸡苗","price":320}', "x".repeat(55), "y".repeat(56), "z".repeat(64), "汉".repeat(1000)];
    for (const s of inputs) expect(sha1Hex(s)).toBe(createHash("sha1").update(s).digest("hex"));
  });

  it("signs appCode + publicKey + timestamp + body", () => {
    const h = signHeaders("QL", "key", '{"a":1}', 1_700_000_000_000);
    expect(h).toEqual({
      AppCode: "QL",
      AppTimestamp: "1700000000000",
      AppSign: createHash("sha1").update('QLkey1700000000000{"a":1}').digest("hex"),
    });
  });
});
