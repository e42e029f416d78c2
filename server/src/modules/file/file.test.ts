import { Codes, file, signHeaders } from "@qinlian/contract";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";

/** A real 1×1 PNG. */
function png(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

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
    return { status: res.statusCode, ...(res.json() as { code: string; msg: string; data: { url: string; mime: string; size: number; name: string } }) };
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
    expect(res.json().code).toBe(Codes.BAD_REQUEST);
  });

  it("does not serve paths outside the store", async () => {
    for (const url of ["/files/..%2F..%2Fetc%2Fpasswd", "/files/image/..%2F..%2F..%2Fpackage.json"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("root:");
    }
  });
});
