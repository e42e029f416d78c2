import { account, Codes } from "@qinlian/contract";
import { act, render, screen } from "@testing-library/react";
import { App } from "antd";
import { describe, expect, it, vi } from "vitest";
import { uiBindings } from "../api";
import { createApiClient, demoCodeOf } from "../api/client";
import type { FailureEffects } from "../api/errors";
import { setLang } from "../i18n";
import { demoSmsText, useDemoSmsNotice } from "./DemoSmsNotice";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

function client(body: unknown) {
  const effects: FailureEffects = {
    navigate: vi.fn(),
    redirectBrowser: vi.fn(),
    showNotice: vi.fn(),
    showNetworkError: vi.fn(),
    currentPath: () => "/user/register",
    onLoggedOut: vi.fn(),
  };
  const onDemoCode = vi.fn();
  const call = createApiClient({ fetch: vi.fn(() => Promise.resolve(json(body))), effects, onDemoCode });
  return { call, onDemoCode };
}

describe("the API client and demo SMS codes", () => {
  it("hands a successful reply's demoCode to the notifier, once", async () => {
    const { call, onDemoCode } = client({ code: "0", msg: "成功", data: { mobile: "139****0001", resendAfterSeconds: 60, expiresInSeconds: 300, demoCode: "123456" } });
    const data = await call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13900000001" });
    expect(data.demoCode).toBe("123456");
    expect(onDemoCode).toHaveBeenCalledTimes(1);
    expect(onDemoCode).toHaveBeenCalledWith("123456");
  });

  it("shows nothing for a reply without a code (outside demo mode) or a refused call", async () => {
    const plain = client({ code: "0", msg: "成功", data: { mobile: "139****0001", resendAfterSeconds: 60, expiresInSeconds: 300 } });
    await plain.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13900000001" });
    expect(plain.onDemoCode).not.toHaveBeenCalled();
    const refused = client({ code: Codes.RATE_LIMITED, msg: "请稍后再试", data: { demoCode: "123456" } });
    await expect(refused.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13900000001" }, { errBySelf: true })).rejects.toBeTruthy();
    expect(refused.onDemoCode).not.toHaveBeenCalled();
  });

  it("reads demoCode only from an object with a non-empty string", () => {
    expect(demoCodeOf({ demoCode: "654321" })).toBe("654321");
    expect(demoCodeOf({ demoCode: "" })).toBeNull();
    expect(demoCodeOf({ demoCode: 123456 })).toBeNull();
    expect(demoCodeOf(null)).toBeNull();
    expect(demoCodeOf("123456")).toBeNull();
    expect(demoCodeOf([])).toBeNull();
  });
});

function Host() {
  useDemoSmsNotice();
  return null;
}

describe("the demo SMS notice", () => {
  it("says it stands in for a real SMS, in both languages", () => {
    expect(demoSmsText("123456").body).toBe("演示环境：短信验证码为 123456（真实环境将发送到手机）");
    setLang("en");
    try {
      expect(demoSmsText("123456").body).toBe("Demo site: the SMS code is 123456 (a real site sends it to your phone)");
    } finally {
      setLang("zh-CN");
    }
  });

  it("shows the code in a dismissible notification on the page that asked", async () => {
    const view = render(
      <App>
        <Host />
      </App>,
    );
    act(() => uiBindings.demoCode("246810"));
    const notice = await screen.findByTestId("demo-sms-notice");
    expect(notice.textContent).toContain("演示环境：短信验证码为 246810（真实环境将发送到手机）");
    expect(document.querySelector(".ant-notification-notice-close")).not.toBeNull();
    view.unmount();
    // once the page is gone, a late code shows nothing
    uiBindings.demoCode("111111");
    expect(screen.queryByText(/111111/)).toBeNull();
  });
});
