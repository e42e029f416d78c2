import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema, ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has defaults for everything", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });

  it("stops with a message naming each bad setting", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    const error = (() => {
      try {
        loadConfig({ PORT: "70000", DATABASE_URL: "mysql://x", COOKIE_SECURE: "maybe" });
        return null;
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toContain('PORT="70000"');
    expect(error?.message).toContain('DATABASE_URL="mysql://x"');
    expect(error?.message).toContain('COOKIE_SECURE="maybe"');
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(8080);
  });

  it(".env.example documents exactly the settings the server reads, with their defaults", () => {
    const text = readFileSync(join(__dirname, "..", "..", ".env.example"), "utf8");
    const entries = Object.fromEntries(
      text
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
    );
    expect(Object.keys(entries).sort()).toEqual(Object.keys(configSchema.shape).sort());
    const defaults = loadConfig({});
    for (const [k, v] of Object.entries(entries)) {
      if (v === "") continue;
      expect(String(defaults[k as keyof typeof defaults]), k).toBe(v);
    }
  });

  it("production outside demo mode needs a card-hash secret of its own", () => {
    const production = { NODE_ENV: "production", DEMO_DATA: "false", PUBLIC_URL: "https://qinlian.example.cn", SMS_PROVIDER: "outbox" };
    expect(() => loadConfig(production)).toThrow(/CARD_HASH_SECRET: the demo default/);
    expect(() => loadConfig({ ...production, CARD_HASH_SECRET: "0123456789abcdef0123" })).not.toThrow(/CARD_HASH_SECRET/);
    expect(() => loadConfig({ CARD_HASH_SECRET: "short" })).toThrow(/CARD_HASH_SECRET/);
    expect(loadConfig({ NODE_ENV: "production", DEMO_DATA: "true" }).CARD_HASH_SECRET).toBe("qinlian-demo-card-hash-secret");
  });
});
