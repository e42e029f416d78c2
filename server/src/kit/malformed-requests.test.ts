import { Codes, file, signHeaders } from "@qinlian/contract";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createPerson } from "../demo/members";
import { createTestApp } from "../testing/harness";

/**
 * Requests broken below the call level — a multipart body without its boundary or cut off half-way,
 * a URL that is not valid percent-encoding, JSON declared in a charset other than UTF-8 — are the
 * client's fault: each gets the 400 envelope (code 100010) naming what is wrong, and nothing is
 * logged at error level (the log is for our faults).
 */
describe("malformed requests", async () => {
  const errors: string[] = [];
  const logger = pino(
    { level: "warn" },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        const line = JSON.parse(chunk.toString("utf8")) as { level: number; msg: string };
        if (line.level >= 50) errors.push(line.msg);
        done();
      },
    }),
  );
  const t = await createTestApp({ logger });
  await createPerson(t.database.db, { id: "m-mal", loginName: "malformed", mobile: "13900000077", password: "Malformed@2026", name: "M", roles: ["BUYER"] });
  const ticket = await t.login("malformed", "Malformed@2026");
  const signed = () => ({ ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, ""), [`${t.config.APP_CODE}Ticket`]: ticket });

  async function post(url: string, contentType: string, payload: string | Buffer) {
    const res = await t.app.inject({ method: "POST", url, headers: { "content-type": contentType, ...signed() }, payload });
    return { status: res.statusCode, body: res.json<{ code: string; msg: string }>() };
  }

  it("answers an upload without a multipart boundary with a 400 envelope", async () => {
    errors.length = 0;
    const r = await post(file.uploadImage.path, "multipart/form-data", "--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nabc\r\n--x--\r\n");
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(Codes.BAD_REQUEST);
    expect(r.body.msg).toMatch(/multipart/);
    expect(errors).toEqual([]);
  });

  it("answers an upload cut off half-way with a 400 envelope", async () => {
    errors.length = 0;
    const body = '--qb\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';
    const r = await post(file.uploadImage.path, "multipart/form-data; boundary=qb", body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(Codes.BAD_REQUEST);
    expect(r.body.msg).toMatch(/不完整|multipart/);
    expect(errors).toEqual([]);
  });

  it("answers a URL with broken percent-encoding with a 400 envelope", async () => {
    errors.length = 0;
    const res = await t.app.inject({ method: "GET", url: "/api/basic/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe(Codes.BAD_REQUEST);
    expect(errors).toEqual([]);
  });

  it("refuses JSON declared in a charset other than UTF-8, and takes UTF-8 declared either way", async () => {
    const utf16 = await post("/api/system/site/selSystemSiteByParam", "application/json; charset=utf-16", Buffer.from('{"parentCode":""}', "utf16le"));
    expect(utf16.status).toBe(415);
    expect(utf16.body.code).toBe(Codes.BAD_REQUEST);
    expect(utf16.body.msg).toMatch(/UTF-8/);
    for (const ct of ["application/json; charset=utf-8", "application/json; charset=UTF-8", "application/json"]) {
      const ok = await post("/api/system/site/selSystemSiteByParam", ct, "{}");
      expect(ok.status, ct).not.toBe(415);
    }
  });
});
