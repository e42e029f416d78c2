import { describe, expect, it } from "vitest";
import { z } from "zod";
import { domain } from "./call";
import { badCharacter, badCharacterMessages, findBadCharacters } from "./safe-text";

describe("badCharacter", () => {
  it("refuses NUL and lone surrogates, keeps paired surrogates and ordinary text", () => {
    expect(badCharacter("a\u0000b")).toBe(badCharacterMessages.nul);
    expect(badCharacter(JSON.parse('"a\\ud800b"') as string)).toBe(badCharacterMessages.surrogate);
    expect(badCharacter("\udc00")).toBe(badCharacterMessages.surrogate);
    expect(badCharacter("x\ud83d")).toBe(badCharacterMessages.surrogate);
    expect(badCharacter("鸡蛋 😀 \u202e\t\n")).toBeNull();
  });
});

describe("findBadCharacters", () => {
  it("reports each bad string and key with its path, at most five", () => {
    const v = { a: "ok", b: ["x", "y\u0000"], c: { "k\ud800": 1, d: { e: "\udfff" } } };
    expect(findBadCharacters(v)).toEqual([
      { path: ["b", 1], message: badCharacterMessages.nul },
      { path: ["c", "k\ud800"], message: `字段名${badCharacterMessages.surrogate}` },
      { path: ["c", "d", "e"], message: badCharacterMessages.surrogate },
    ]);
    expect(findBadCharacters(Array.from({ length: 20 }, () => "\u0000"))).toHaveLength(5);
  });

  it("walks very deep nesting without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`) as unknown;
    const started = Date.now();
    const found = findBadCharacters(deep);
    expect(found).toHaveLength(1);
    expect(found[0].path).toHaveLength(100_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("every call input refuses bad characters", () => {
  const calls = domain("t", {
    find: {
      path: "/api/t/find",
      access: "public",
      summary: "t",
      input: z.object({ keyword: z.string().describe("关键字").optional(), page: z.number().int(), tags: z.array(z.string()).optional() }),
      output: z.null(),
    },
  });

  it("names the field, also when another field is wrong too", () => {
    const r = calls.find.input.safeParse({ page: "x", tags: ["ok", "a\u0000"] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(["page", "tags.1"]);
    expect(r.error?.issues[1].message).toBe(badCharacterMessages.nul);
  });

  it("leaves good input, its types and its JSON schema as they were", () => {
    expect(calls.find.input.parse({ keyword: "鸡😀", page: 1 })).toEqual({ keyword: "鸡😀", page: 1 });
    expect(calls.find.input.shape.keyword).toBeDefined();
    expect(z.toJSONSchema(calls.find.input).properties).toMatchObject({ keyword: { type: "string", description: "关键字" } });
  });
});
