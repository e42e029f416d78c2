import { randomBytes } from "node:crypto";
import { Codes, profile as calls } from "@qinlian/contract";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp, type TestApp } from "../../testing/harness";
import { memberEmployee, member, memberRole } from "../identity/schema";
import { closePrefsConnections, RedisPrefsStore, TablePrefsStore, type PrefsStore } from "./prefs-store";

const redisUrl = process.env.TEST_REDIS_URL;

/** The same behaviour from both stores. */
function storeBehaves(name: string, make: () => Promise<{ store: PrefsStore; done: () => Promise<void> }>) {
  describe(name, () => {
    const owner = () => ({ memberId: `m-${randomBytes(4).toString("hex")}`, boId: `b-${randomBytes(4).toString("hex")}` });

    it("starts empty, merges patches field by field, and null removes a field", async () => {
      const { store, done } = await make();
      const o = owner();
      expect(await store.get(o)).toEqual({});
      expect(await store.patch(o, { lang: "en" })).toEqual({ lang: "en" });
      expect(await store.patch(o, { pageSizes: { "setup.address": 20 } })).toEqual({ lang: "en", pageSizes: { "setup.address": 20 } });
      expect(await store.patch(o, { lang: null, dismissedGuides: ["firstLogin"] })).toEqual({ pageSizes: { "setup.address": 20 }, dismissedGuides: ["firstLogin"] });
      expect(await store.get(o)).toEqual({ pageSizes: { "setup.address": 20 }, dismissedGuides: ["firstLogin"] });
      expect(await store.get({ ...o, boId: "another-identity" })).toEqual({});
      await done();
    });

    it("concurrent patches of different fields all land", async () => {
      const { store, done } = await make();
      const o = owner();
      await Promise.all([store.patch(o, { lang: "zh-CN" }), store.patch(o, { pageSizes: { a: 50 } }), store.patch(o, { dismissedGuides: ["g"] })]);
      expect(await store.get(o)).toEqual({ lang: "zh-CN", pageSizes: { a: 50 }, dismissedGuides: ["g"] });
      await done();
    });
  });
}

describe("preferences stores", async () => {
  const t = await createTestApp();
  storeBehaves("table store", () => Promise.resolve({ store: new TablePrefsStore(t.database.db), done: () => Promise.resolve() }));
  if (redisUrl) {
    storeBehaves("redis store", () => {
      const redis = new Redis(redisUrl);
      return Promise.resolve({ store: new RedisPrefsStore(redis, `ql:test:${randomBytes(3).toString("hex")}:`), done: async () => void (await redis.quit()) });
    });
  } else describe.skip("redis store (set TEST_REDIS_URL)", () => it("needs Redis", () => undefined));

  it("drops stored values that no longer match the schema", async () => {
    const s = new TablePrefsStore(t.database.db);
    const o = { memberId: "m-x", boId: "m-x" };
    await s.patch(o, { lang: "en" });
    await t.database.db.execute(
      (await import("drizzle-orm")).sql`update member_pref set data = data || '{"lang":"fr","junk":1}'::jsonb where member_id = 'm-x'`,
    );
    expect(await s.get(o)).toEqual({});
  });
});

function callsBehave(name: string, env: Record<string, string>) {
  describe(name, async () => {
    const t: TestApp = await createTestApp({ env });
    afterAll(() => closePrefsConnections());
    const db = t.database.db;
    const sfx = randomBytes(3).toString("hex");
    const mob = (n: number) => `139${String(Number.parseInt(sfx, 16) % 10_000).padStart(4, "0")}${n}`.slice(0, 11).padEnd(11, "0");
    await createPerson(db, { id: `m-eve-${sfx}`, loginName: `eve${sfx}`, mobile: mob(1), password: "Eve@20260", name: "伊娃", roles: ["BUYER"] });
    await createPerson(db, { id: `m-fox-${sfx}`, loginName: `fox${sfx}`, mobile: mob(2), password: "Fox@20260", name: "福克", roles: [] });
    await db.insert(member).values({ id: `e-${sfx}`, type: "ENTERPRISE", name: "禽业公司", verifyState: "APPROVED" });
    await db.insert(memberEmployee).values({ boId: `e-${sfx}`, memberId: `m-fox-${sfx}`, name: "福克", mobile: mob(2) });
    await db.insert(memberRole).values({ memberId: `m-fox-${sfx}`, boId: `e-${sfx}`, roleCode: "EMP_SALES" });
    const eve = await t.login(`eve${sfx}`, "Eve@20260");
    const fox = await t.login(`fox${sfx}`, "Fox@20260");

    it("reads and writes the member's preferences", async () => {
      expect(await t.ok(calls.getPrefs, {}, { ticket: eve })).toEqual({});
      await t.ok(calls.setPrefs, { lang: "en", pageSizes: { "setup.address": 20 } }, { ticket: eve });
      expect(await t.ok(calls.setPrefs, { dismissedGuides: ["firstLogin"] }, { ticket: eve })).toEqual({
        lang: "en",
        pageSizes: { "setup.address": 20 },
        dismissedGuides: ["firstLogin"],
      });
      expect(await t.ok(calls.getPrefs, {}, { ticket: eve })).toMatchObject({ lang: "en" });
    });

    it("another member (here: an enterprise employee) sees only their own", async () => {
      expect(await t.ok(calls.getPrefs, {}, { ticket: fox })).toEqual({});
      await t.ok(calls.setPrefs, { lang: "zh-CN" }, { ticket: fox });
      expect((await t.ok(calls.getPrefs, {}, { ticket: eve })).lang).toBe("en");
    });

    it("names the field on bad input; anonymous gets 001107", async () => {
      for (const [input, field] of [
        [{ lang: "fr" }, "lang"],
        [{ pageSizes: { "setup.address": 15 } }, "pageSizes"],
        [{ pageSizes: { "bad key!": 10 } }, "pageSizes"],
        [{ dismissedGuides: ["x".repeat(41)] }, "dismissedGuides"],
      ] as const) {
        const r = await t.call(calls.setPrefs, input as never, { ticket: eve });
        expect(r.code, field).toBe(Codes.VALIDATION);
        expect(r.msg, field).toContain(field);
      }
      expect((await t.call(calls.getPrefs, {})).code).toBe(Codes.NOT_LOGGED_IN);
      expect((await t.call(calls.setPrefs, { lang: "en" })).code).toBe(Codes.NOT_LOGGED_IN);
    });
  });
}

callsBehave("preferences calls (table)", {});
if (redisUrl) callsBehave("preferences calls (redis)", { REDIS_URL: redisUrl });
