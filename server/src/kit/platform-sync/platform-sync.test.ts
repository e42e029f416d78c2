import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { writePlatformData } from "../../modules";
import { authFunc } from "../../modules/identity/schema";
import { pointRule } from "../../modules/points/schema";
import { createTestApp } from "../../testing/harness";
import { codeFingerprint, dataHash } from "./hash";
import { platformSync } from "./schema";
import { writeWhenChanged } from "./when-changed";

describe("the hash of shipped data", () => {
  const dir = mkdtempSync(join(tmpdir(), "qinlian-fingerprint-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the files into a fresh folder (a fingerprint is computed once per process and path). */
  const folder = (name: string, files: Record<string, string>): string => {
    const root = join(dir, name);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    return root;
  };

  it("is the same for the same data whatever the key order, and changes with any value", () => {
    const rules = [{ code: "REGISTER", points: 100, name: "注册奖励" }];
    const site = ["370000", "禽链"];
    expect(dataHash({ rules, site })).toBe(dataHash({ site, rules: [{ name: "注册奖励", points: 100, code: "REGISTER" }] }));
    expect(dataHash({ rules, site })).not.toBe(dataHash({ rules: [{ ...rules[0], points: 101 }], site }));
    expect(dataHash(["a", "b"])).not.toBe(dataHash(["b", "a"]));
  });

  it("of a built server is its bundle's bytes", () => {
    const bundled = (name: string, code: string) => {
      const root = folder(name, { "dist/main.js": code, "src/modules/index.ts": "registry" });
      return codeFingerprint(pathToFileURL(join(root, "dist", "main.js")).href, join(root, "src"));
    };
    expect(bundled("b1", "const slots = [1];")).toBe(bundled("b2", "const slots = [1];"));
    expect(bundled("b3", "const slots = [2];")).not.toBe(bundled("b1", "const slots = [1];"));
  });

  it("from source is every source file under the root, tests left out", () => {
    const fromSource = (name: string, files: Record<string, string>) => {
      const root = folder(name, files);
      return codeFingerprint(pathToFileURL(join(root, "modules", "index.ts")).href, root);
    };
    const shipped = { "modules/index.ts": "registry", "modules/points/rules.ts": "points: 100" };
    const same = fromSource("s1", shipped);
    expect(fromSource("s2", { ...shipped, "modules/points/rules.test.ts": "a test" })).toBe(same);
    expect(fromSource("s3", { ...shipped, "modules/points/rules.ts": "points: 200" })).not.toBe(same);
    expect(fromSource("s4", { ...shipped, "modules/cms/slots.json": "[]" })).not.toBe(same);
  });
});

describe("writing platform data when it changed", async () => {
  const t = await createTestApp();
  const db = t.database.db;

  it("writes on the first run and whenever the hash differs, never when it matches", async () => {
    const write = vi.fn(() => Promise.resolve());
    expect(await writeWhenChanged(db, "test-a", "h1", write)).toBe(true);
    expect(await writeWhenChanged(db, "test-a", "h1", write)).toBe(false);
    expect(write).toHaveBeenCalledTimes(1);
    expect(await writeWhenChanged(db, "test-a", "h2", write)).toBe(true);
    expect(await writeWhenChanged(db, "test-b", "h2", write)).toBe(true); // each key its own hash
    expect(write).toHaveBeenCalledTimes(3);
    const [row] = await db.select().from(platformSync).where(eq(platformSync.key, "test-a"));
    expect(row.hash).toBe("h2");
  });

  it("a failed write stores no hash, so the next start writes again", async () => {
    await expect(writeWhenChanged(db, "test-c", "h1", () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    const write = vi.fn(() => Promise.resolve());
    expect(await writeWhenChanged(db, "test-c", "h1", write)).toBe(true);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it("a start with the same shipped data leaves the platform tables alone; changed shipped data is written again", async () => {
    const config = { ...t.config, NODE_ENV: "production" as const, JOBS_ENABLED: true };
    await writePlatformData(db, config); // the test template's hash is this source's: stored already
    await db.delete(pointRule).where(eq(pointRule.code, "REGISTER"));
    await db.update(authFunc).set({ name: "改过的名字" }).where(eq(authFunc.code, "transaction"));
    const registerRule = () => db.select().from(pointRule).where(eq(pointRule.code, "REGISTER"));
    const memberFunc = async () => (await db.select({ name: authFunc.name }).from(authFunc).where(eq(authFunc.code, "transaction")))[0]?.name;

    expect(await writePlatformData(db, config)).toBe(false);
    expect(await registerRule()).toHaveLength(0);
    expect(await memberFunc()).toBe("改过的名字");

    // what a new build does: its shipped data hashes differently
    await db.update(platformSync).set({ hash: "the previous build's" }).where(eq(platformSync.key, "platform-data"));
    expect(await writePlatformData(db, config)).toBe(true);
    expect(await registerRule()).toHaveLength(1);
    expect(await memberFunc()).not.toBe("改过的名字");

    // and a changed site setting (the site record is part of the shipped data) too
    expect(await writePlatformData(db, { ...config, SITE_NAME: "另一个站点" })).toBe(true);
    expect(await writePlatformData(db, { ...config, SITE_NAME: "另一个站点" })).toBe(false);
  });
});
