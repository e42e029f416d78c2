import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

/** Demo login (README): buyer / Buyer@2026. */
const BUYER = { name: "buyer", password: "Buyer@2026" };

describe("portal shell", () => {
  const s = useBrowser();

  it("home loads with its blocks, the site suffix in the title, and no console errors", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.goto("/");
    await page.getByTestId("home-categories").getByText("禽苗种禽", { exact: true }).waitFor();
    expect(await page.title()).toBe("商城首页 - 山东禽业供应链平台");
    await page.getByTestId("home-goods").waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("a needLogin route goes to login and, after logging in, back to where it was going", async () => {
    const { page } = await s.newPage();
    await page.goto("/setup/index");
    await page.waitForURL(/\/user\/login\?redirect=%2Fsetup%2Findex/);
    await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
    await page.getByPlaceholder("请输入密码").fill(BUYER.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(/\/setup\/index$/);
    await page.getByTestId("me").getByText("buyer", { exact: true }).waitFor();
    await page.getByTestId("greeting").waitFor();
    // logging out ends the session: the same route asks for login again
    await page.getByTestId("logout").click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.goto("/setup/index");
    await page.waitForURL(/\/user\/login/);
  });

  it("the login form validates before submitting", async () => {
    const { page } = await s.newPage();
    let calls = 0;
    page.on("request", (r) => void (r.url().includes("/cas/v1/tickets/loginApi") && calls++));
    await page.goto("/user/login");
    await page.getByTestId("login-submit").click();
    await page.getByText("手机号 / 登录名不能为空").waitFor();
    expect(calls).toBe(0);
  });

  it("an unknown route shows the 404 page", async () => {
    const { page } = await s.newPage();
    await page.goto("/no/such/page");
    await page.getByText("抱歉，您访问的页面不存在").waitFor();
  });

  it("a hash-marker link lands on the path without it", async () => {
    const { page } = await s.newPage();
    await page.goto("/#/navigation/index");
    await page.waitForURL((u) => u.pathname === "/navigation/index" && u.hash === "");
    await page.getByTestId("sitemap").waitFor();
  });

  it("the language switch changes the menus and the title", async () => {
    const { page } = await s.newPage();
    await page.goto("/navigation/index");
    await page.getByTestId("main-nav").getByText("网站导航").waitFor();
    await page.getByTestId("lang-switch").click();
    await page.getByTestId("main-nav").getByText("Site map").waitFor();
    expect(await page.title()).toBe("Site map - 山东禽业供应链平台");
    await page.getByTestId("lang-switch").click();
    await page.getByTestId("main-nav").getByText("网站导航").waitFor();
  });

  it("a business error shows the 提示 dialog with the server's message", async () => {
    const { page } = await s.newPage();
    await page.goto("/user/login");
    await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
    await page.getByPlaceholder("请输入密码").fill("wrong-password");
    await page.getByTestId("login-submit").click();
    const dialog = page.locator(".ant-modal-confirm");
    await dialog.locator(".ant-modal-confirm-title", { hasText: "提示" }).waitFor();
    await dialog.getByText(/账号或密码错误/).waitFor();
  });

  it("the member centre shows the menus the member's roles open", async () => {
    const { page } = await s.newPage();
    await page.goto("/user/login?redirect=/setup/index");
    await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
    await page.getByPlaceholder("请输入密码").fill(BUYER.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(/\/setup\/index$/);
    await page.getByTestId("left-menu").getByText("账户首页").waitFor();
    expect(await page.getByTestId("top-menu").innerText()).toContain("账户设置");
  });
});
