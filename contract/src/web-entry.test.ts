import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contract from "./index";
import { webEntryModules, type WebEntryModules } from "./web-entry";

const real = contract as unknown as Record<string, unknown>;
const isZod = (v: unknown) => typeof v === "object" && v !== null && "_zod" in v;
const isCallMap = (v: unknown) =>
  typeof v === "object" && v !== null && !isZod(v) && Object.values(v).length > 0 && Object.values(v).every((c) => typeof c === "object" && c !== null && "path" in c && "output" in c);

describe("the contract as the web build sees it (web-entry)", () => {
  let mods: WebEntryModules;
  let dir: string;
  const web: Record<string, unknown> = {};

  beforeAll(async () => {
    mods = webEntryModules(join(__dirname, "index.ts"), real);
    dir = mkdtempSync(join(tmpdir(), "qinlian-web-entry-"));
    let i = 0;
    for (const code of mods.generated.values()) {
      const file = join(dir, `m${i++}.mjs`);
      writeFileSync(file, code);
      Object.assign(web, (await import(/* @vite-ignore */ file)) as Record<string, unknown>);
    }
    for (const file of mods.passthrough) Object.assign(web, (await import(/* @vite-ignore */ file)) as Record<string, unknown>);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("carries no zod: only the files that never reach it are used as they are", () => {
    for (const code of mods.generated.values()) expect(code).not.toMatch(/from\s+["']zod["']|\bz\.\w+\(/);
    expect(mods.passthrough.map((f) => f.replace(/.*\/src\//, ""))).toEqual(expect.arrayContaining(["kit/sign.ts", "kit/codes.ts", "kit/links.ts"]));
  });

  it("has every call with its path, access, domain and body, and no schemas", () => {
    let calls = 0;
    for (const [name, value] of Object.entries(real)) {
      if (!isCallMap(value)) continue;
      const entries = Object.entries(value as Record<string, unknown>);
      const mine = web[name] as Record<string, Record<string, unknown>>;
      expect(mine, name).toBeDefined();
      for (const [k, c] of entries as [string, { path: string; access: string; domain: string; body: string }][]) {
        expect(mine[k], `${name}.${k}`).toEqual({ path: c.path, access: c.access, domain: c.domain, body: c.body });
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(100);
  });

  it("leaves out only zod schemas (and functions or objects of them); enums keep their options and membership test", () => {
    for (const o of mods.omitted) {
      const v = real[o.split(": ")[1]];
      const holdsSchemas = typeof v === "object" && v !== null && Object.values(v).some(isZod);
      expect(isZod(v) || holdsSchemas || typeof v === "function", o).toBe(true);
    }
    for (const [name, value] of Object.entries(real)) {
      if (mods.omitted.some((o) => o.endsWith(`: ${name}`))) continue;
      expect(web, name).toHaveProperty(name);
      if (isZod(value)) {
        const e = value as unknown as { options: string[]; safeParse(v: unknown): { success: boolean } };
        const w = web[name] as typeof e & { enum: Record<string, string>; parse(v: unknown): unknown };
        expect(w.options, name).toEqual(e.options);
        expect(w.safeParse(e.options[0]).success).toBe(true);
        expect(w.safeParse("__nope__").success).toBe(false);
        expect(() => w.parse("__nope__")).toThrow();
        expect(Object.keys(w.enum)).toEqual(e.options);
      } else if (!isCallMap(value) && typeof value !== "function" && !(typeof value === "object" && value !== null && Object.values(value).some(isZod))) {
        expect(web[name], name).toEqual(value);
      }
    }
  });

  it("copies the functions the web uses, which answer as the originals do", () => {
    const samples: Record<string, unknown[][]> = {
      isValidUscc: [["91370100MA3C8XY71E"], ["911101080828461726"], ["not a code"]],
      passwordStrengthError: [["short"], ["abcdefgh"], ["abcd1234"], ["密码密码密码密码"]],
      maskPhone: [["13800001111"], ["0531-88886666"], ["12"]],
    };
    for (const [name, cases] of Object.entries(samples)) {
      const mine = web[name] as (...a: unknown[]) => unknown;
      const theirs = real[name] as (...a: unknown[]) => unknown;
      expect(typeof mine, name).toBe("function");
      for (const args of cases) expect(mine(...args), `${name}(${String(args)})`).toEqual(theirs(...args));
    }
  });
});
