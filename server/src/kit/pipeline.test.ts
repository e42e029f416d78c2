import { describe, expect, it } from "vitest";
import { Codes, identity, system, type Envelope } from "@qinlian/contract";
import { createTestApp } from "../testing/harness";
import { createPerson } from "../demo/members";
import { testCalls, testImpls } from "./test-calls";

describe("call pipeline", async () => {
  const t = await createTestApp({ extraImpls: testImpls, env: { RATE_LIMIT_IP_PER_MIN: "100000" } });
  await createPerson(t.database.db, { id: "p1", loginName: "alice", mobile: "13900000001", password: "Alice@2026", name: "Alice", roles: ["BUYER"] });

  it("answers a good call with the envelope { code: '0', msg, data }", async () => {
    const r = await t.call(system.siteInfo, {});
    expect(r.status).toBe(200);
    expect(r.code).toBe("0");
    expect(r.msg).toBe("成功");
    expect(r.data.siteCode).toBe(t.config.SITE_CODE);
  });

  describe("signature on /openapi/ calls", () => {
    it("refuses a call without signature headers", async () => {
      const r = await t.call(system.dictItems, { dictId: "UNIT" }, { unsigned: true });
      expect(r.code).toBe(Codes.SIGNATURE_INVALID);
      expect(r.msg).toContain("AppSign");
    });
    it("refuses a signature that does not match the body", async () => {
      const r = await t.call(system.dictItems, { dictId: "UNIT" }, { sign: "0".repeat(40) });
      expect(r.code).toBe(Codes.SIGNATURE_INVALID);
    });
    it("refuses a body changed after signing", async () => {
      const r = await t.call(system.dictItems, { dictId: "UNIT" }, { rawBody: '{"dictId":"UNIT" }', sign: undefined });
      // rawBody is what is sent and signed: same content, so it passes...
      expect(r.code).toBe("0");
      // ...but signing one body and sending another fails.
      const { signHeaders } = await import("@qinlian/contract");
      const h = signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, '{"dictId":"UNIT"}');
      const res = await t.app.inject({
        method: "POST",
        url: system.dictItems.path,
        headers: { "content-type": "application/json", ...h },
        payload: '{"dictId":"LOGISTICS"}',
      });
      expect(res.json<Envelope>().code).toBe(Codes.SIGNATURE_INVALID);
    });
    it("refuses a timestamp more than five minutes off, either way", async () => {
      for (const skew of [-6 * 60_000, 6 * 60_000]) {
        const r = await t.call(system.dictItems, { dictId: "UNIT" }, { timestamp: Date.now() + skew });
        expect(r.code).toBe(Codes.TIMESTAMP_INVALID);
      }
      const ok = await t.call(system.dictItems, { dictId: "UNIT" }, { timestamp: Date.now() - 4 * 60_000 });
      expect(ok.code).toBe("0");
    });
    it("refuses a missing or malformed timestamp", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: system.dictItems.path,
        headers: { "content-type": "application/json", AppCode: t.config.APP_CODE, AppSign: "a".repeat(40), AppTimestamp: "yesterday" },
        payload: "{}",
      });
      expect(res.json<Envelope>().code).toBe(Codes.TIMESTAMP_INVALID);
    });
    it("refuses a wrong app code", async () => {
      const r = await t.call(system.dictItems, { dictId: "UNIT" }, { headers: { AppCode: "OTHER" } });
      // the harness signs with the configured code; overriding the header breaks it
      expect(r.code).toBe(Codes.SIGNATURE_INVALID);
    });
    it("does not require a signature on /api/ calls, but checks one that is sent", async () => {
      expect((await t.call(system.siteInfo, {}, { unsigned: true })).code).toBe("0");
      expect((await t.call(system.siteInfo, {}, { sign: "f".repeat(40) })).code).toBe(Codes.SIGNATURE_INVALID);
    });
  });

  describe("validation", () => {
    it("names the failing field in the message and in data.fields", async () => {
      const r = await t.call(testCalls.echo, { name: "", count: 3 });
      expect(r.code).toBe(Codes.VALIDATION);
      expect(r.msg).toContain("name");
      expect(r.data).toEqual({ fields: ["name"] });
    });
    it("says what is wrong in Chinese (zod's zh-CN messages; a missing field is 必填), never zod's English", async () => {
      const missing = await t.call(testCalls.echo, { count: 3 } as never);
      expect(missing.code).toBe(Codes.VALIDATION);
      expect(missing.msg).toBe("参数错误 — name: 必填");
      const wrongType = await t.call(testCalls.echo, { name: "x", count: "3" } as never);
      expect(wrongType.msg).toMatch(/^参数错误 — count: 无效输入/);
      const tooLong = await t.call(system.dictItems, { dictId: "x".repeat(61) });
      expect(tooLong.msg).toMatch(/^参数错误 — dictId: 数值过大/);
      for (const r of [missing, wrongType, tooLong]) expect(r.msg).not.toMatch(/Invalid|Expected|Too (big|small)/i);
    });
    it("names nested fields with a dotted path", async () => {
      const r = await t.call(testCalls.echo, { name: "x", count: 1, nested: { when: 5 } } as never);
      expect(r.code).toBe(Codes.VALIDATION);
      expect(r.msg).toContain("nested.when");
    });
    it("refuses a body that is not a JSON object", async () => {
      const r = await t.call(testCalls.echo, {} as never, { rawBody: "[1,2]" });
      expect(r.code).toBe(Codes.VALIDATION);
    });
    it("answers malformed JSON with a business code, not a 500", async () => {
      const r = await t.call(testCalls.echo, {} as never, { rawBody: "{nope" });
      expect(r.status).toBe(400);
      expect(r.code).toBe(Codes.BAD_REQUEST);
      expect(r.msg).toContain("JSON");
    });
    it("answers a non-JSON content type with a business code", async () => {
      const res = await t.app.inject({ method: "POST", url: system.siteInfo.path, headers: { "content-type": "text/plain" }, payload: "hi" });
      expect(res.statusCode).toBe(415);
      expect(res.json<Envelope>().code).toBe(Codes.BAD_REQUEST);
    });
    it("refuses a body over the size limit", async () => {
      const big = JSON.stringify({ name: "x".repeat(t.config.BODY_LIMIT_KB * 1024 + 10), count: 1 });
      const r = await t.call(testCalls.echo, {} as never, { rawBody: big });
      expect(r.status).toBe(413);
      expect(r.code).toBe(Codes.TOO_LARGE);
    });
  });

  describe("business codes", () => {
    it("passes a BizError's code, message and data through", async () => {
      for (const code of [Codes.NO_MANUFACTURER, Codes.CONFLICT, Codes.NOT_FOUND]) {
        const r = await t.call(testCalls.fail, { code });
        expect(r.status).toBe(200);
        expect(r.code).toBe(code);
        expect(r.msg.length).toBeGreaterThan(0);
      }
    });
    it("carries the redirect URL in data for 021101", async () => {
      const r = await t.call(testCalls.fail, { code: Codes.REDIRECT });
      expect(r.code).toBe("021101");
      expect(r.data).toBe("https://pay.example.cn/cashier?bizId=1");
    });
    it("answers 001107 to a member call without a ticket", async () => {
      const r = await t.call(identity.memberByToken, {});
      expect(r.code).toBe(Codes.NOT_LOGGED_IN);
    });
    it("answers 001108 to an unknown ticket", async () => {
      const r = await t.call(identity.memberByToken, {}, { ticket: "not-a-real-ticket" });
      expect(r.code).toBe(Codes.TICKET_INVALID);
    });
    it("answers the forbidden code when the member lacks the call's function", async () => {
      const ticket = await t.login("alice", "Alice@2026");
      const r = await t.call(testCalls.adminOnly, {}, { ticket });
      expect(r.code).toBe(Codes.FORBIDDEN);
      const allowed = await t.call(testCalls.buyerOnly, {}, { ticket });
      expect(allowed.code).toBe("0");
    });
    it("opens an any-of call (func:a|b) to a member with one of its functions, and names them all when refusing", async () => {
      const ticket = await t.login("alice", "Alice@2026");
      expect((await t.call(testCalls.adminOrBuyer, {}, { ticket })).code).toBe("0");
      const r = await t.call(testCalls.adminOrFarm, {}, { ticket });
      expect(r.code).toBe(Codes.FORBIDDEN);
      expect(r.msg).toBe("没有以下任一功能的操作权限：admin.ops.members、farmingManage");
    });
  });

  describe("unexpected errors and unknown paths", () => {
    it("answers HTTP 500 with a request id and no internals", async () => {
      const r = await t.call(testCalls.crash, {});
      expect(r.status).toBe(500);
      expect(r.msg).toMatch(/请求编号 [0-9a-z]{20}/);
      expect(JSON.stringify(r)).not.toContain("secret internals");
      expect(JSON.stringify(r)).not.toContain("at ");
    });
    it("answers HTTP 404 to an unknown call path", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/no/such/call", payload: {} });
      expect(res.statusCode).toBe(404);
    });
    it("only serves calls as POST", async () => {
      const res = await t.app.inject({ method: "GET", url: system.siteInfo.path });
      expect(res.statusCode).toBe(404);
    });
  });

  it("sets security headers and compresses large replies", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: system.areas.path,
      headers: { "content-type": "application/json", "accept-encoding": "gzip" },
      payload: "{}",
    });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("answers /health after pinging the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string }>().status).toBe("ok");
  });
});

describe("rate limits", async () => {
  const t = await createTestApp({ extraImpls: testImpls, env: { RATE_LIMIT_IP_PER_MIN: "5", RATE_LIMIT_TICKET_PER_MIN: "3" } });
  await createPerson(t.database.db, { id: "p2", loginName: "bob", mobile: "13900000002", password: "Bob@20260", name: "Bob", roles: ["BUYER"] });

  it("limits one address and says when to retry", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) codes.push((await t.call(system.siteInfo, {}, { ip: "1.1.1.1" })).code);
    expect(codes.filter((c) => c === "0")).toHaveLength(5);
    const last = await t.call(system.siteInfo, {}, { ip: "1.1.1.1" });
    expect(last.status).toBe(429);
    expect(last.code).toBe(Codes.RATE_LIMITED);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.call(system.siteInfo, {}, { ip: "2.2.2.2" })).code).toBe("0");
  });

});

describe("rate limit per call", async () => {
  const t = await createTestApp();

  it("gives the login call its own, stricter budget per address (20 a minute)", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push((await t.call(identity.login, { loginName: `nobody${i}`, password: "x" }, { ip: "3.3.3.3" })).code);
    expect(codes.slice(0, 20).every((c) => c === Codes.LOGIN_FAILED)).toBe(true);
    expect(codes[20]).toBe(Codes.RATE_LIMITED);
    expect((await t.call(identity.login, { loginName: "nobody", password: "x" }, { ip: "4.4.4.4" })).code).toBe(Codes.LOGIN_FAILED);
  });
});

describe("rate limit per ticket", async () => {
  const t = await createTestApp({ extraImpls: testImpls, env: { RATE_LIMIT_TICKET_PER_MIN: "3" } });
  await createPerson(t.database.db, { id: "p3", loginName: "carol", mobile: "13900000003", password: "Carol@2026", name: "Carol", roles: ["BUYER"] });

  it("limits one ticket whatever the address", async () => {
    const ticket = await t.login("carol", "Carol@2026");
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.call(identity.memberByToken, {}, { ticket })).code);
    expect(codes).toEqual(["0", "0", "0", Codes.RATE_LIMITED]);
  });
});
