import { Codes, system } from "@qinlian/contract";
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client";
import { ApiError, type FailureEffects } from "./errors";

function setup(reply: (init: RequestInit) => Response | Promise<Response>, timeoutMs?: number) {
  const fx = {
    navigate: vi.fn(),
    redirectBrowser: vi.fn(),
    showNotice: vi.fn(),
    showNetworkError: vi.fn(),
    currentPath: vi.fn(() => "/setup/wdzl?tab=2"),
    onLoggedOut: vi.fn(),
  } satisfies FailureEffects;
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => reply(init!));
  const call = createApiClient({ fetch, effects: fx, timeoutMs, now: () => 1_700_000_000_000 });
  return { fx, fetch, call };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("API client", () => {
  it("POSTs the JSON body signed with SHA-1(appCode + publicKey + timestamp + body) and returns data", async () => {
    const { fetch, call } = setup(() => json({ code: "0", msg: "成功", data: { name: "禽链" } }));
    const data = await call(system.siteInfo, { siteCode: "QL-SD" });
    expect(data).toEqual({ name: "禽链" });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/system/site/selSystemSiteByParam");
    expect(init!.method).toBe("POST");
    expect(init!.body).toBe('{"siteCode":"QL-SD"}');
    const h = init!.headers as Record<string, string>;
    expect(h.AppTimestamp).toBe("1700000000000");
    expect(h.AppSign).toBe(createHash("sha1").update(`QLqinlian-portal-public-key-20261700000000000{"siteCode":"QL-SD"}`).digest("hex"));
  });

  it.each([
    [401, "/401"],
    [403, "/403"],
    [404, "/404"],
    [413, "/404"],
    [421, "/404"],
    [500, "/500"],
    [502, "/500"],
    [504, "/500"],
  ])("HTTP %i goes to %s and rejects", async (status, page) => {
    const { fx, call } = setup(() => new Response("nope", { status }));
    await expect(call(system.siteInfo, {})).rejects.toBeInstanceOf(ApiError);
    expect(fx.navigate).toHaveBeenCalledWith(page);
  });

  it("002102 goes to the no-manufacturer page", async () => {
    const { fx, call } = setup(() => json({ code: Codes.NO_MANUFACTURER, msg: "请先添加", data: null }));
    await expect(call(system.siteInfo, {})).rejects.toMatchObject({ code: "002102" });
    expect(fx.navigate).toHaveBeenCalledWith("/manage/noManufacturer");
    expect(fx.showNotice).not.toHaveBeenCalled();
  });

  it("021101 sends the browser to the URL in data", async () => {
    const { fx, call } = setup(() => json({ code: Codes.REDIRECT, msg: "跳转", data: "https://pay.example.cn/x" }));
    await expect(call(system.siteInfo, {})).rejects.toBeInstanceOf(ApiError);
    expect(fx.redirectBrowser).toHaveBeenCalledWith("https://pay.example.cn/x");
  });

  it.each([Codes.NOT_LOGGED_IN, Codes.TICKET_INVALID])("%s goes to login with the return path and rejects", async (code) => {
    const { fx, call } = setup(() => json({ code, msg: "请先登录", data: null }));
    await expect(call(system.siteInfo, {})).rejects.toMatchObject({ code });
    expect(fx.onLoggedOut).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenCalledWith("/user/login?redirect=%2Fsetup%2Fwdzl%3Ftab%3D2");
    expect(fx.showNotice).not.toHaveBeenCalled();
  });

  it("a quiet session check forgets the user but stays on the page", async () => {
    const { fx, call } = setup(() => json({ code: Codes.TICKET_INVALID, msg: "x", data: null }));
    await expect(call(system.siteInfo, {}, { quietAuth: true })).rejects.toBeInstanceOf(ApiError);
    expect(fx.onLoggedOut).toHaveBeenCalled();
    expect(fx.navigate).not.toHaveBeenCalled();
  });

  it("any other code shows the 提示 dialog with the server's message", async () => {
    const { fx, call } = setup(() => json({ code: "100006", msg: "库存不足", data: null }));
    await expect(call(system.siteInfo, {})).rejects.toMatchObject({ code: "100006", message: "库存不足" });
    expect(fx.showNotice).toHaveBeenCalledWith("库存不足");
  });

  it("errBySelf leaves the message to the caller", async () => {
    const { fx, call } = setup(() => json({ code: "100006", msg: "库存不足", data: null }));
    await expect(call(system.siteInfo, {}, { errBySelf: true })).rejects.toMatchObject({ code: "100006" });
    expect(fx.showNotice).not.toHaveBeenCalled();
  });

  it("a rate-limited reply (429 with an envelope) shows its message", async () => {
    const { fx, call } = setup(() => json({ code: Codes.RATE_LIMITED, msg: "请求过于频繁", data: null }, 429));
    await expect(call(system.siteInfo, {})).rejects.toMatchObject({ code: Codes.RATE_LIMITED });
    expect(fx.showNotice).toHaveBeenCalledWith("请求过于频繁");
  });

  it("a network error shows an error toast (5 s) with the message", async () => {
    const { fx, call } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(call(system.siteInfo, {})).rejects.toMatchObject({ kind: "network" });
    expect(fx.showNetworkError).toHaveBeenCalledWith("网络异常：Failed to fetch");
  });

  it("times out after the configured time (40 000 ms by default)", async () => {
    const { fx, call } = setup(
      (init) =>
        new Promise<Response>((_, reject) => {
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
      20,
    );
    await expect(call(system.siteInfo, {})).rejects.toMatchObject({ code: "TIMEOUT" });
    expect(fx.showNetworkError).toHaveBeenCalledWith("请求超时，请检查网络后重试");
  });
});
