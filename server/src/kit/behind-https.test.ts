import { Codes, identity, system } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { createPerson } from "../demo/members";
import { createTestApp, type TestApp } from "../testing/harness";
import { securityHeaders } from "./security-headers";

/** Running behind a TLS-terminating reverse proxy: COOKIE_SECURE, HSTS, TRUST_PROXY (README "Behind HTTPS"). */

const cookiesOf = (h: Record<string, string | string[] | undefined>) => ([] as string[]).concat(h["set-cookie"] ?? []);

async function loginReply(t: TestApp, loginName: string, password: string) {
  const r = await t.call(identity.login, { loginName, password });
  expect(r.code).toBe("0");
  return r;
}

/** Codes of calls made from the socket address `peer` with the given X-Forwarded-For. */
async function codesFrom(t: TestApp, peer: string, forwardedFor: string, n: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < n; i++) {
    codes.push((await t.call(system.siteInfo, {}, { ip: peer, headers: { "x-forwarded-for": forwardedFor } })).code);
  }
  return codes;
}

describe("served over plain HTTP (the defaults)", async () => {
  const t = await createTestApp({ env: { RATE_LIMIT_IP_PER_MIN: "2" } });
  await createPerson(t.database.db, { id: "h1", loginName: "plainuser", mobile: "13900000101", password: "Plain@2026", name: "Plain", roles: ["BUYER"] });

  it("sends no Strict-Transport-Security and no Secure cookies", async () => {
    const health = await t.app.inject({ method: "GET", url: "/health" });
    expect(health.headers["strict-transport-security"]).toBeUndefined();
    const r = await loginReply(t, "plainuser", "Plain@2026");
    expect(r.headers["strict-transport-security"]).toBeUndefined();
    const cookies = cookiesOf(r.headers);
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).not.toMatch(/;\s*Secure/i);
  });

  it("ignores X-Forwarded-For: the rate limit counts the socket address", async () => {
    const a = await codesFrom(t, "192.0.2.10", "203.0.113.1", 2);
    const b = await codesFrom(t, "192.0.2.10", "203.0.113.2", 1);
    expect([...a, ...b]).toEqual(["0", "0", Codes.RATE_LIMITED]);
  });
});

describe("behind a TLS-terminating proxy on this host", async () => {
  const t = await createTestApp({ env: { COOKIE_SECURE: "true", TRUST_PROXY: "loopback", RATE_LIMIT_IP_PER_MIN: "2" } });
  await createPerson(t.database.db, { id: "h2", loginName: "tlsuser", mobile: "13900000102", password: "Secure@2026", name: "Tls", roles: ["BUYER"] });

  it("sends Strict-Transport-Security on every reply", async () => {
    const health = await t.app.inject({ method: "GET", url: "/health" });
    expect(health.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const missing = await t.app.inject({ method: "GET", url: "/no-such-file.js" });
    expect(missing.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("marks the ticket cookies Secure (and keeps them HttpOnly where they were)", async () => {
    const r = await loginReply(t, "tlsuser", "Secure@2026");
    const cookies = cookiesOf(r.headers);
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    expect(cookies.find((c) => c.startsWith(`${t.config.APP_CODE}Ticket=`))).toMatch(/HttpOnly/i);
  });

  it("rate-limits the client named by the proxy in X-Forwarded-For", async () => {
    // Two clients behind the same proxy each get their own budget...
    expect(await codesFrom(t, "127.0.0.1", "203.0.113.7", 3)).toEqual(["0", "0", Codes.RATE_LIMITED]);
    expect(await codesFrom(t, "127.0.0.1", "203.0.113.8", 1)).toEqual(["0"]);
    // ...and a client cannot pose as another by writing its own X-Forwarded-For: the proxy appends
    // the address it saw, and only the proxy's entry is believed.
    expect(await codesFrom(t, "127.0.0.1", "198.51.100.99, 203.0.113.7", 1)).toEqual([Codes.RATE_LIMITED]);
  });

  it("does not believe X-Forwarded-For from an address that is not the proxy", async () => {
    const a = await codesFrom(t, "192.0.2.20", "203.0.113.30", 2);
    const b = await codesFrom(t, "192.0.2.20", "203.0.113.31", 1);
    expect([...a, ...b]).toEqual(["0", "0", Codes.RATE_LIMITED]);
  });
});

describe("HTTPS settings", () => {
  const headers = (env: Record<string, string>) => securityHeaders(loadConfig(env))["strict-transport-security"];

  it("HSTS: sent only with COOKIE_SECURE, with the configured max-age and subdomain rule", () => {
    expect(headers({})).toBeUndefined();
    expect(headers({ HSTS_MAX_AGE: "600" })).toBeUndefined();
    expect(headers({ COOKIE_SECURE: "true" })).toBe("max-age=31536000; includeSubDomains");
    expect(headers({ COOKIE_SECURE: "true", HSTS_MAX_AGE: "600", HSTS_INCLUDE_SUBDOMAINS: "false" })).toBe("max-age=600");
    // 0 tells browsers to forget an earlier policy
    expect(headers({ COOKIE_SECURE: "true", HSTS_MAX_AGE: "0" })).toBe("max-age=0");
  });

  it("TRUST_PROXY: false, true, or a list of proxy addresses and ranges", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8 ,::1, fd00::/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "::1", "fd00::/8"]);
  });

  it("stops at start with a message naming a bad HTTPS setting", () => {
    for (const [k, v] of [
      ["TRUST_PROXY", "proxy.example.cn"],
      ["TRUST_PROXY", "10.0.0.0/33"],
      ["HSTS_MAX_AGE", "-1"],
      ["HSTS_MAX_AGE", "1y"],
      ["HSTS_INCLUDE_SUBDOMAINS", "maybe"],
    ] as const) {
      expect(() => loadConfig({ [k]: v }), `${k}=${v}`).toThrow(ConfigError);
      expect(() => loadConfig({ [k]: v })).toThrow(`${k}="${v}"`);
    }
  });
});
