import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { lastSms } from "../support/sms";

/** Demo logins (README "What you see"). */
const WHO = {
  yimeng: "Yimeng@2026",
  wofeng: "Shop@2026",
  luqin_sales: "Sales@2026",
  buyer: "Buyer@2026",
  hexing: "Hexing@2026",
  operator: "Operator@2026",
} as const;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Role, SMS purpose and channel codes that must never reach the screen. */
const CODES = /\b(BUYER|SELLER|FARMER|SHOP_OWNER|OPERATOR|ENTERPRISE_ADMIN|EMP_[A-Z]+|REGISTER|EMPLOYEE_ACCOUNT|ENTERPRISE_REVIEW|outbox)\b/;

async function login(page: Page, name: keyof typeof WHO, to = "/setup/index") {
  await page.goto(`/user/login?redirect=${encodeURIComponent(to)}`);
  await page.getByPlaceholder("请输入手机号或登录名").fill(name);
  await page.getByPlaceholder("请输入密码").fill(WHO[name]);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((u) => u.pathname === to);
}

const topMenu = (page: Page) => page.getByTestId("top-menu");

/** Whether the page scrolls sideways (the document is wider than the window). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

async function figure(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`figure-${key}`).locator(".ant-statistic-content-value").innerText();
  return Number(text.replace(/,/g, ""));
}

describe("member centre: menus, overview and phones", () => {
  const s = useBrowser();

  it("a verified enterprise without a shop finds 开店申请 from the overview and the menus", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await login(page, "yimeng");
    await topMenu(page).getByText("交易中心").waitFor();
    await topMenu(page).getByText("账户设置").waitFor();
    await page.getByTestId("me").getByText("临沂沂蒙禽业有限公司").waitFor();
    await page.getByTestId("me-verify").getByText("已通过").waitFor();
    // the seller journey may have opened yimeng's shop already (journey files share one server)
    await page.getByTestId("figure-shop").getByText(/尚未开店|待提交|审核中|营业中|未通过/).first().waitFor();
    const noShopYet = (await page.getByTestId("figure-shop").innerText()).includes("尚未开店");
    await page.getByTestId("shortcuts").getByRole("link", { name: "开店申请" }).waitFor();
    expect(await page.getByTestId("me").innerText()).toContain("企业管理员");
    expect(await page.locator("#main").innerText()).not.toMatch(CODES);
    // 交易中心 leads to a served page of the section; its menu holds 开店申请 (hrefs are checked, not
    // followed: the journeys of those screens visit them)
    expect(await topMenu(page).getByRole("link", { name: "交易中心" }).getAttribute("href")).toMatch(/^\/transaction\/\w+/);
    if (noShopYet) expect(await page.getByTestId("open-shop").locator("xpath=ancestor::a").getAttribute("href")).toBe("/transaction/enterpriseOpenShop");
    // the finance function without an account: the money tile offers to open one
    await page.getByTestId("figure-balance").getByText("尚未开通资金账户").waitFor();
    expect(await page.getByTestId("overview-open-account").getAttribute("href")).toBe("/financial/openAccount/SANDBOX");
    expect(await page.getByTestId("balance-available").count()).toBe(0);
    await page.goto("/transaction/403");
    await page.getByTestId("left-menu").getByRole("link", { name: "开店申请" }).waitFor();
    expect(await page.getByTestId("left-menu").getByRole("link", { name: "开店申请" }).getAttribute("href")).toBe("/transaction/enterpriseOpenShop");
    expect(consoleErrors).toEqual([]);
  });

  it("a shop's admin sees the goods on shelf and reaches 商品管理; on a phone the left menu is a drawer", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await login(page, "wofeng");
    await page.getByTestId("figure-shop").getByText("营业中").waitFor();
    expect(await figure(page, "goodsOnShelf")).toBeGreaterThan(0);
    expect(await page.getByTestId("figure-goodsOnShelf").getByRole("link").getAttribute("href")).toBe("/transaction/goodsManage");
    expect(await page.getByTestId("shortcuts").getByRole("link", { name: "商品管理" }).getAttribute("href")).toBe("/transaction/goodsManage");

    await page.setViewportSize(PHONE);
    await page.goto("/setup/index");
    await page.getByTestId("figure-goodsOnShelf").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await topMenu(page).getByText("交易中心").waitFor();
    await topMenu(page).getByText("账户设置").waitFor();
    await page.getByTestId("left-menu-open").click();
    await page.getByTestId("left-menu").getByRole("link", { name: "账户首页" }).waitFor();
    await page.keyboard.press("Escape");
    expect(await topMenu(page).getByRole("link", { name: "交易中心" }).getAttribute("href")).toMatch(/^\/transaction\/\w+/);
    await page.goto("/transaction/403");
    await page.getByTestId("left-menu-open").click();
    await page.getByTestId("left-menu").getByRole("link", { name: "商品管理" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it("in English the member centre's pages are English and pass axe (overview, profile, addresses, goods)", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await login(page, "wofeng");
    // this browser's choice (the lang switch would also save it to the member's preferences, which
    // other journey files on the same server read)
    await page.evaluate(() => localStorage.setItem("qinlian.lang", "en"));
    const pages = [
      { path: "/setup/index", title: "Account overview", ready: "figure-goodsOnShelf" },
      { path: "/setup/wdzl", title: "My profile" },
      { path: "/setup/shippingAddress", title: "Shipping addresses" },
      { path: "/transaction/goodsManage", title: "Goods" },
    ];
    for (const p of pages) {
      await page.goto(p.path);
      await page.waitForFunction((t) => document.documentElement.lang === "en" && document.title.startsWith(t), p.title);
      if (p.ready) await page.getByTestId(p.ready).waitFor();
      await page.waitForLoadState("networkidle");
      // the menus and the page's own words are English (names from the data may stay Chinese)
      expect(await topMenu(page).innerText()).not.toMatch(/[\u4e00-\u9fff]/);
      await s.checkA11y(page);
    }
    expect(consoleErrors).toEqual([]);
  });

  it("sales staff and a buyer see their roles by name and the sections they hold", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await login(page, "luqin_sales");
    await topMenu(page).getByText("交易中心").waitFor();
    await page.getByTestId("me").getByText("销售员").waitFor();
    await page.getByTestId("figure-goodsOnShelf").waitFor();
    expect(await page.locator("#main").innerText()).not.toMatch(CODES);

    const buyer = await s.newPage();
    await buyer.page.setViewportSize(PHONE);
    await login(buyer.page, "buyer");
    await buyer.page.getByTestId("me").getByText("买家").waitFor();
    await buyer.page.getByTestId("figure-favGoods").waitFor();
    // the buyer's open account: the available balance, leading to the balance screen
    const available = buyer.page.getByTestId("balance-available");
    expect(await available.innerText()).toMatch(/^¥[\d,]+\.\d{2}$/);
    expect(await available.getAttribute("href")).toBe("/financial/balance");
    expect(await buyer.page.getByTestId("overview-open-account").count()).toBe(0);
    // a buyer has no shop: no goods figures
    expect(await buyer.page.getByTestId("figure-goodsOnShelf").count()).toBe(0);
    expect(await buyer.page.locator("#main").innerText()).not.toMatch(CODES);
    await topMenu(buyer.page).getByText("交易中心").waitFor();
    expect(await scrollsSideways(buyer.page)).toBe(false);
    expect([...consoleErrors, ...buyer.consoleErrors]).toEqual([]);
  });

  it("an enterprise waiting for verification shows 审核中 and cannot be switched into", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await login(page, "hexing");
    const me = await page.getByTestId("me").innerText();
    // the enterprise journey may have approved it already (the journeys share one server)
    if (me.includes("临沂禾兴家禽养殖专业合作社")) return;
    await page.getByTestId("waiting-enterprise").getByText("审核中").waitFor();
    await page.getByTestId("identity-switcher").click();
    const item = page.locator(".ant-dropdown-menu-item", { has: page.getByTestId("identity-demo-ent-hexing") });
    await item.getByText("审核中").waitFor();
    expect(await item.getAttribute("aria-disabled")).toBe("true");
    expect(consoleErrors).toEqual([]);
  });

  it("the operator's dashboard: cards to work on, figures to view, labelled queues and outbox", async () => {
    // a visitor asks for a sign-up code, so the outbox holds a REGISTER message
    const visitor = await s.newPage();
    await visitor.page.goto("/user/register");
    const mobile = "13800000086";
    await visitor.page.getByTestId("mobile-input").fill(mobile);
    const after = Date.now();
    await visitor.page.getByTestId("smsCode-send").click();
    expect((await lastSms(mobile, after)).purpose).toBe("REGISTER");

    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await login(page, "operator", "/admin");
    for (const key of ["pendingEnterprises", "pendingServiceApplies", "pendingShops", "pendingGoods", "failedJobs"]) {
      await page.getByTestId(`admin-figure-${key}`).waitFor();
    }
    for (const key of ["smsToday", "persons", "enterprises"]) {
      expect(await page.getByTestId(`admin-figure-${key}`).getByRole("link").innerText()).toBe("查看");
    }
    await page.getByTestId("admin-figure-pendingShops").getByRole("link").click();
    await page.waitForURL((u) => u.pathname === "/admin/shops");
    await page.getByRole("tab", { name: /待审核 \(\d+\)/ }).waitFor();

    await page.goto("/admin/enterprises");
    await page.getByRole("heading", { name: "企业认证审核" }).waitFor();
    await page.getByRole("tab", { name: /待审核 \(\d+\)/ }).waitFor();

    await page.goto("/admin/sms");
    await page.getByTestId("sms-list").locator("tbody tr", { hasText: mobile }).first().waitFor();
    expect(await page.getByTestId("sms-list").innerText()).toContain("演示发件箱");
    // checked before the purpose list opens (antd's open option list is not what this journey checks)
    await s.checkA11y(page);
    await page.getByTestId("sms-purpose").click();
    await page.locator(".ant-select-item-option", { hasText: "注册验证码" }).click();
    await page.getByRole("button", { name: /搜\s?索/ }).click();
    await page.getByTestId("sms-list").locator("tbody tr", { hasText: "注册验证码" }).first().waitFor();
    expect(await page.getByTestId("sms-list").locator("tbody").innerText()).not.toContain("找回密码");

    await page.goto("/admin/members");
    await page.getByTestId("member-search").locator("tbody tr", { hasText: "buyer" }).first().waitFor();
    expect(await page.locator("#main").innerText()).not.toMatch(CODES);

    await page.setViewportSize(PHONE);
    await page.goto("/admin");
    await page.getByTestId("admin-figure-pendingGoods").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});
