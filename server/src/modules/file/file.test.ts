import { Codes, file, signHeaders, ticketHeaderName } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { eq } from "drizzle-orm";
import { createTestApp } from "../../testing/harness";
import { fileObject } from "./schema";
import { tinyPng as png } from "../../testing/png";

function multipart(name: string, data: Buffer, mime: string) {
  const boundary = "----qinlian" + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("uploads", async () => {
  const t = await createTestApp({ env: { UPLOAD_IMAGE_MAX_MB: "1" } });
  await createPerson(t.database.db, { id: "m-up", loginName: "uploader", mobile: "13900000031", password: "Upload@2026", name: "U", roles: ["BUYER"] });
  const ticket = await t.login("uploader", "Upload@2026");

  async function upload(path: string, name: string, data: Buffer, mime: string, withTicket = true) {
    const { body, contentType } = multipart(name, data, mime);
    const headers: Record<string, string> = { "content-type": contentType, ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, "") };
    if (withTicket) headers[`${t.config.APP_CODE}Ticket`] = ticket;
    const res = await t.app.inject({ method: "POST", url: path, headers, payload: body });
    return { status: res.statusCode, ...res.json<{ code: string; msg: string; data: { url: string; mime: string; size: number; name: string } }>() };
  }

  it("stores an image, sniffs its real type, and serves it back by URL", async () => {
    const r = await upload(file.uploadImage.path, "鸡苗.png", png(), "image/png");
    expect(r.code).toBe("0");
    expect(r.data.mime).toBe("image/png");
    expect(r.data.name).toBe("鸡苗.png");
    const got = await t.app.inject({ method: "GET", url: r.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.rawPayload.equals(png())).toBe(true);
  });

  it("refuses a file whose bytes are not an accepted type, whatever it claims", async () => {
    const r = await upload(file.uploadImage.path, "evil.png", Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(r.code).toBe(Codes.FILE_TYPE);
    const v = await upload(file.uploadVideo.path, "clip.mp4", png(), "video/mp4");
    expect(v.code).toBe(Codes.FILE_TYPE);
  });

  it("accepts plain text and CSV as files", async () => {
    const r = await upload(file.uploadFile.path, "报价.csv", Buffer.from("品名,价格\n鸡苗,3.2\n"), "text/csv");
    expect(r.code).toBe("0");
    expect(r.data.mime).toBe("text/csv");
  });

  it("refuses a file over the kind's size limit", async () => {
    const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 10)]);
    const r = await upload(file.uploadImage.path, "big.png", big, "image/png");
    expect(r.code).toBe(Codes.TOO_LARGE);
    expect(r.msg).toContain("1 MB");
  });

  it("refuses anonymous uploads and uploads without a file", async () => {
    expect((await upload(file.uploadImage.path, "a.png", png(), "image/png", false)).code).toBe(Codes.NOT_LOGGED_IN);
    const res = await t.app.inject({
      method: "POST",
      url: file.uploadImage.path,
      headers: { "content-type": "application/json", [`${t.config.APP_CODE}Ticket`]: ticket, ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, "{}") },
      payload: "{}",
    });
    expect(res.json<{ code: string }>().code).toBe(Codes.BAD_REQUEST);
  });

  it("strips bidi and other hidden control characters from stored file names", async () => {
    const r = await upload(file.uploadImage.path, "\u202Egnp.exe", png(), "image/png");
    expect(r.code).toBe("0");
    expect(r.data.name).toBe("gnp.exe");
    const [row] = await t.database.db.select({ name: fileObject.originalName }).from(fileObject).where(eq(fileObject.id, (r.data as { fileId?: string }).fileId ?? ""));
    expect(row.name).toBe("gnp.exe");
    const mixed = await upload(file.uploadImage.path, "a\u2066b\u2069\u200Ec\u200F\u061Cd\u202Ae\u0085f\uFEFF.png", png(), "image/png");
    expect(mixed.data.name).toBe("abcdef.png");
  });

  it("does not serve paths outside the store", async () => {
    for (const url of ["/files/..%2F..%2Fetc%2Fpasswd", "/files/image/..%2F..%2F..%2Fpackage.json"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("root:");
    }
  });
});

describe("private uploads (licences, proof documents)", async () => {
  const t = await createTestApp();
  await createPerson(t.database.db, { id: "m-own", loginName: "owner1", mobile: "13900000041", password: "Owner@2026", name: "O", roles: ["BUYER"] });
  await createPerson(t.database.db, { id: "m-other", loginName: "other1", mobile: "13900000042", password: "Other@2026", name: "X", roles: ["BUYER"] });
  await createPerson(t.database.db, { id: "m-op", loginName: "operator1", mobile: "13900000043", password: "Operator@2026", name: "P", roles: ["OPERATOR"] });
  const owner = await t.login("owner1", "Owner@2026");
  const other = await t.login("other1", "Other@2026");
  const op = await t.login("operator1", "Operator@2026");
  const cookieName = ticketHeaderName(t.config.APP_CODE);

  async function send(path: string, ticket: string) {
    const { body, contentType } = multipart("营业执照.png", png(), "image/png");
    const headers = { "content-type": contentType, [`${t.config.APP_CODE}Ticket`]: ticket, ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, "") };
    const res = await t.app.inject({ method: "POST", url: path, headers, payload: body });
    return res.json<{ data: { url: string; fileId: string } }>().data;
  }
  /** GET the way the browser's <img> does: the ticket in the HttpOnly cookie. */
  const get = (url: string, ticket?: string) => t.app.inject({ method: "GET", url, cookies: ticket ? { [cookieName]: ticket } : {} });

  const licence = await send(file.uploadPrivateImage.path, owner);
  const doc = await (async () => {
    const { body, contentType } = multipart("证明.pdf", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), "application/pdf");
    const headers = { "content-type": contentType, [`${t.config.APP_CODE}Ticket`]: owner, ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, "") };
    return (await t.app.inject({ method: "POST", url: file.uploadPrivateFile.path, headers, payload: body })).json<{ code: string; data: { url: string } }>();
  })();
  const publicImage = await send(file.uploadImage.path, owner);

  it("stores private uploads apart from public ones", () => {
    expect(licence.url).toMatch(/^\/files\/private\/image\//);
    expect(doc.code).toBe("0");
    expect(doc.data.url).toMatch(/^\/files\/private\/file\//);
    expect(publicImage.url).toMatch(/^\/files\/image\//);
  });

  it("serves a private file to its owner (cookie or header) without caching", async () => {
    const res = await get(licence.url, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.equals(png())).toBe(true);
    const byHeader = await t.app.inject({ method: "GET", url: licence.url, headers: { [`${t.config.APP_CODE}Ticket`]: owner } });
    expect(byHeader.statusCode).toBe(200);
    expect((await get(doc.data.url, owner)).statusCode).toBe(200);
  });

  it("serves a private file to an operator", async () => {
    const res = await get(licence.url, op);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers another member, an anonymous visitor and a forged ticket exactly as for a missing file", async () => {
    const missing = await get(licence.url.replace(/[^/]+\.png$/, "nope.png"), owner);
    expect(missing.statusCode).toBe(404);
    for (const res of [await get(licence.url, other), await get(licence.url), await get(licence.url, "forged-ticket")]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
    expect((await get(doc.data.url, other)).statusCode).toBe(404);
  });

  it("keeps public files public and cacheable", async () => {
    const res = await get(publicImage.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
