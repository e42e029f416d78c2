import { Codes, file, identity, signHeaders, ticketHeaderName, type Envelope } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../demo/members";
import { createTestApp, type TestApp } from "../testing/harness";

/** A multipart/form-data body with one part (a text field, or a file when `filename` is given). */
function formData(name: string, value: string, filename?: string) {
  const boundary = `----qinlian${Math.random().toString(16).slice(2)}`;
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}`;
  const type = filename ? "Content-Type: application/octet-stream\r\n" : "";
  return {
    body: `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${value}\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function post(t: TestApp, path: string, contentType: string, body: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": contentType, ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, body), ...headers },
    payload: body,
  });
  return { status: res.statusCode, ...res.json<Envelope>() };
}

describe("non-upload calls take only JSON bodies", async () => {
  const t = await createTestApp();
  await createPerson(t.database.db, { id: "pct", loginName: "ctype", mobile: "13900000081", password: "Ctype@2026", name: "Ct", roles: ["BUYER"] });
  const ticket = await t.login("ctype", "Ctype@2026");
  const cookie = `${ticketHeaderName(t.config.APP_CODE)}=${ticket}`;

  it("answers a multipart/form-data body with 415 and the envelope (it was taken as {} before)", async () => {
    const { body, contentType } = formData("x", "1");
    const r = await post(t, identity.logout.path, contentType, body, { cookie });
    expect(r.status).toBe(415);
    expect(r.code).toBe(Codes.BAD_REQUEST);
    expect(r.msg).toContain("application/json");
    // the ticket was not revoked
    expect((await t.call(identity.memberByToken, {}, { ticket })).code).toBe("0");
  });

  it("answers x-www-form-urlencoded, text/plain and untyped bodies with 415 and the envelope", async () => {
    for (const [type, body] of [["application/x-www-form-urlencoded", "a=1"], ["text/plain", '{"a":1}'], ["text/plain;charset=UTF-8", "{}"]]) {
      const r = await post(t, identity.logout.path, type, body, { cookie });
      expect(r.status, type).toBe(415);
      expect(r.code, type).toBe(Codes.BAD_REQUEST);
    }
    const bare = await t.app.inject({ method: "POST", url: identity.logout.path, headers: { cookie }, payload: Buffer.from("a=1") });
    expect(bare.statusCode).toBe(415);
    expect(bare.json<Envelope>().code).toBe(Codes.BAD_REQUEST);
    expect((await t.call(identity.memberByToken, {}, { ticket })).code).toBe("0");
  });

  it("still answers a JSON body to an upload call with the upload's own message", async () => {
    const r = await t.call(file.uploadImage, {}, { ticket });
    expect(r.code).toBe(Codes.BAD_REQUEST);
    expect(r.msg).toContain("multipart/form-data");
  });
});

describe("cookie-authenticated calls from a foreign Origin", async () => {
  const t = await createTestApp();
  await createPerson(t.database.db, { id: "por", loginName: "origin", mobile: "13900000082", password: "Origin@2026", name: "Or", roles: ["BUYER"] });
  const ticket = await t.login("origin", "Origin@2026");
  const cookie = `${ticketHeaderName(t.config.APP_CODE)}=${ticket}`;
  const still = async () => (await t.call(identity.memberByToken, {}, { ticket })).code;

  it("refuses a cross-site logout with a business error before the handler runs (the ticket stays valid)", async () => {
    const r = await t.call(identity.logout, {}, { headers: { cookie, host: "www.qinlian.example", origin: "https://evil.example" } });
    expect(r.code).toBe(Codes.FORBIDDEN);
    expect(r.msg).toContain("https://evil.example");
    expect(r.headers["set-cookie"]).toBeUndefined();
    expect(await still()).toBe("0");
  });

  it("refuses the opaque origin \"null\" and a sibling subdomain", async () => {
    for (const origin of ["null", "https://shop.qinlian.example", "https://www.qinlian.example.evil.example"]) {
      const r = await t.call(identity.memberByToken, {}, { headers: { cookie, host: "www.qinlian.example", origin } });
      expect(r.code, origin).toBe(Codes.FORBIDDEN);
    }
  });

  it("serves the site's own origin, the Vite dev server's proxied origin, and requests without Origin", async () => {
    const cases: Record<string, string>[] = [
      { host: "www.qinlian.example", origin: "https://www.qinlian.example" },
      { host: "www.qinlian.example", origin: "http://www.qinlian.example" },
      { host: "localhost:8080", origin: "http://localhost:8080" },
      { host: "localhost:5173", origin: "http://localhost:5173" },
      { host: "www.qinlian.example" },
    ];
    for (const h of cases) expect((await t.call(identity.memberByToken, {}, { headers: { cookie, ...h } })).code, JSON.stringify(h)).toBe("0");
  });

  it("does not take X-Forwarded-Host unless TRUST_PROXY is on", async () => {
    const r = await t.call(identity.memberByToken, {}, {
      headers: { cookie, host: "127.0.0.1:8080", "x-forwarded-host": "evil.example", origin: "https://evil.example" },
    });
    expect(r.code).toBe(Codes.FORBIDDEN);
  });

  it("leaves API clients that send the ticket header alone, whatever their Origin", async () => {
    const r = await t.call(identity.memberByToken, {}, { ticket, headers: { cookie, host: "www.qinlian.example", origin: "https://tool.example" } });
    expect(r.code).toBe("0");
  });

  it("refuses a cookie-authenticated upload from a foreign origin, and lets the site's own through", async () => {
    const { body, contentType } = formData("file", "not a picture", "a.png");
    const sign = signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, "");
    const send = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: file.uploadImage.path,
        headers: { "content-type": contentType, ...sign, cookie, host: "www.qinlian.example", origin },
        payload: body,
      });
    expect((await send("https://evil.example")).json<Envelope>().code).toBe(Codes.FORBIDDEN);
    expect((await send("https://www.qinlian.example")).json<Envelope>().code).toBe(Codes.FILE_TYPE);
  });
});

describe("the site's origin behind a reverse proxy", async () => {
  const t = await createTestApp({ env: { TRUST_PROXY: "true", PUBLIC_URL: "https://www.qinlian.example" } });
  await createPerson(t.database.db, { id: "ppx", loginName: "proxied", mobile: "13900000083", password: "Proxy@2026", name: "Px", roles: ["BUYER"] });
  const ticket = await t.login("proxied", "Proxy@2026");
  const cookie = `${ticketHeaderName(t.config.APP_CODE)}=${ticket}`;
  const code = async (h: Record<string, string>) => (await t.call(identity.memberByToken, {}, { headers: { cookie, host: "127.0.0.1:8080", ...h } })).code;

  it("takes the forwarded host with TRUST_PROXY, and PUBLIC_URL's host whatever the proxy sends", async () => {
    expect(await code({ "x-forwarded-host": "m.qinlian.example", "x-forwarded-proto": "https", origin: "https://m.qinlian.example" })).toBe("0");
    expect(await code({ origin: "https://www.qinlian.example" })).toBe("0");
    expect(await code({ "x-forwarded-host": "m.qinlian.example", origin: "https://evil.example" })).toBe(Codes.FORBIDDEN);
  });
});
