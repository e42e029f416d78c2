import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { zhCN } from "../i18n/zh-CN";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

describe("section texts", () => {
  it("every file that translates a section's keys imports that section's texts (screens are separate chunks)", () => {
    const shell = new Set(Object.keys(zhCN));
    const missing = files(join(__dirname, "..")).filter((f) => {
      const text = readFileSync(f, "utf8");
      if (!text.includes("useTranslation") || text.includes("addSectionTexts(") || f.includes(`${join("src", "i18n")}`)) return false;
      const used = [...text.matchAll(/\bt\("([a-zA-Z]+)\./g)].map((m) => m[1]);
      if (used.every((ns) => shell.has(ns))) return false;
      // its own texts file, or a hook/helper module that imports it
      return !/import "\.{1,2}\/[^"]*texts[^"/]*"/.test(text) && !/from "\.{1,2}\/[^"]*texts[^"/]*"/.test(text);
    });
    expect(missing).toEqual([]);
  });
});
