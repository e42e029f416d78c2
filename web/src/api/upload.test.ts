import { Codes, file, system } from "@qinlian/contract";
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { FailureEffects } from "./errors";
import { createUploader } from "./upload";

function setup(reply: () => Response) {
  const fx = {
    navigate: vi.fn(),
    redirectBrowser: vi.fn(),
    showNotice: vi.fn(),
    showNetworkError: vi.fn(),
    currentPath: vi.fn(() => "/setup/wdzl"),
    onLoggedOut: vi.fn(),
  } satisfies FailureEffects;
  const fetch = vi.fn(() => Promise.resolve(reply()));
  const upload = createUploader({ fetch, effects: fx, now: () => 1_700_000_000_000 });
  return { fx, fetch, upload };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("uploader", () => {
  it("posts one multipart part named file, signed over an empty body, and returns data", async () => {
    const data = { fileId: "f1", url: "/files/image/x.png", name: "a.png", size: 3, mime: "image/png" };
    const { fetch, upload } = setup(() => json({ code: "0", msg: "成功", data }));
    expect(await upload(file.uploadImage, new Blob(["abc"], { type: "image/png" }), "a.png")).toEqual(data);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/openapi/general/file/qiniu/image");
    const body = init.body as FormData;
    expect((body.get("file") as File).name).toBe("a.png");
    const h = init.headers as Record<string, string>;
    expect(h.AppSign).toBe(createHash("sha1").update("QLqinlian-portal-public-key-20261700000000000").digest("hex"));
    expect(h["content-type"]).toBeUndefined();
  });

  it("shows the server's message for a refused file and rejects", async () => {
    const { fx, upload } = setup(() => json({ code: Codes.FILE_TYPE, msg: "文件类型不支持", data: null }));
    await expect(upload(file.uploadImage, new Blob(["x"]), "a.exe")).rejects.toMatchObject({ code: Codes.FILE_TYPE });
    expect(fx.showNotice).toHaveBeenCalledWith("文件类型不支持");
  });

  it("a too-large reply (413 with an envelope) is a business failure with its message", async () => {
    const { fx, upload } = setup(() => json({ code: Codes.TOO_LARGE, msg: "文件超过 5 MB 的大小限制", data: null }, 413));
    await expect(upload(file.uploadImage, new Blob(["x"]), "a.png")).rejects.toMatchObject({ code: Codes.TOO_LARGE });
    expect(fx.showNotice).toHaveBeenCalledWith("文件超过 5 MB 的大小限制");
  });

  it("refuses a JSON call", async () => {
    const { upload } = setup(() => json({}));
    await expect(upload(system.siteInfo, new Blob(["x"]), "a")).rejects.toThrow(/not an upload call/);
  });
});
