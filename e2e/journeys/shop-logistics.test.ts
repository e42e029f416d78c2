import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { cascade, login } from "../support/forms";

/** The demo shop owner (README): 潍坊沃丰饲料有限公司's admin, with an open shop. */
const OWNER = { name: "wofeng", password: "Shop@2026" };

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("a shop owner sets up freight and pickup", () => {
  const s = useBrowser();

  it("adds a freight template with a Shandong rule and sees it listed with its charges", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, OWNER, "/transaction/freightTemplateList");
    await page.getByTestId("freight-add").click();
    await page.waitForURL((u) => u.pathname === "/transaction/freightTemplateList/add");
    // the form says what is missing before it asks the server
    await page.getByTestId("freight-save").click();
    await page.getByText("请输入模板名称").waitFor();

    const name = `鲜蛋快递${Date.now() % 100000}`;
    await page.getByTestId("freight-name").fill(name);
    await page.getByLabel("首费（元）").first().fill("10");
    await page.getByLabel("续费（元）").first().fill("5");
    await page.getByTestId("freight-add-area-rule").click();
    await page.getByTestId("freight-rule-areas-0").click();
    await page.keyboard.type("山东");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await page.getByLabel("首费（元）").nth(1).fill("6");
    await page.getByLabel("续费（元）").nth(1).fill("2");
    await page.getByTestId("freight-save").click();

    await page.waitForURL((u) => u.pathname === "/transaction/freightTemplateList");
    const row = page.getByTestId("freight-table").locator("tr", { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain("首 1 件 ¥10.00，每续 1 件 ¥5.00");
    expect(await row.innerText()).toContain("按件");
    expect(consoleErrors).toEqual([]);
  });

  it("adds a pickup point; at 390 px the list and the dialog fit the phone", async () => {
    const { page } = await s.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, OWNER, "/transaction/extractManage");
    await page.getByTestId("shop-addr-PICKUP").waitFor();
    expect(await sideways(page)).toBe(false);
    await page.getByTestId("shop-addr-add").click();
    const form = page.getByTestId("shop-addr-form");
    await form.getByLabel("自提点名称").fill("沃丰望留仓库自提点");
    await form.getByLabel("联系人").fill("高建华");
    await form.getByLabel("联系电话").fill("13953600123");
    await cascade(page, "shop-addr-area", ["山东省", "潍坊市", "潍城区"]);
    await form.getByLabel("详细地址").fill("望留街道工业园 16 号");
    await page.getByRole("button", { name: /确\s*定/ }).click();
    await page.getByText("沃丰望留仓库自提点").waitFor();
    expect(await sideways(page)).toBe(false);

    await page.goto("/transaction/freightTemplateList");
    await page.getByTestId("freight-table").waitFor();
    expect(await sideways(page)).toBe(false);
  });
});

describe("a shop gives a coupon and the buyer finds it", () => {
  const s = useBrowser();

  it("the shop adds a coupon, gives it to the buyer by mobile; the buyer sees it under 可使用", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, OWNER, "/transaction/shopTicket");
    await page.getByTestId("ticket-add").click();
    await page.waitForURL((u) => u.pathname === "/transaction/shopTicket/add");
    const name = `满100减10 ${Date.now() % 100000}`;
    await page.getByTestId("ticket-name").fill(name);
    await page.getByTestId("ticket-threshold").fill("100");
    await page.getByTestId("ticket-value").fill("10");
    await page.getByTestId("ticket-total").fill("50");
    await page.getByTestId("ticket-save").click();
    await page.getByTestId("ticket-detail").waitFor();
    expect(await page.getByTestId("ticket-detail").innerText()).toContain("满 ¥100.00 减 ¥10.00");

    await page.getByTestId("ticket-give").getByLabel("会员手机号").fill("13800000001");
    await page.getByTestId("ticket-give").getByRole("button").click();
    await page.getByText("已发给 13800000001").waitFor();
    expect(consoleErrors).toEqual([]);

    const buyer = (await s.newPage()).page;
    await buyer.setViewportSize({ width: 390, height: 844 });
    await login(buyer, { name: "buyer", password: "Buyer@2026" }, "/transaction/coupon");
    const card = buyer.locator("[data-testid^=my-coupon-]", { hasText: name });
    await card.waitFor();
    expect(await card.innerText()).toContain("仅限");
    expect(await sideways(buyer)).toBe(false);
  });
});
