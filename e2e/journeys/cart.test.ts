import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

/** Demo login (README): buyer / Buyer@2026. */
const BUYER = { name: "buyer", password: "Buyer@2026" };

describe("cart: a visitor's cart, merged at login, changed and taken to the checkout", () => {
  const s = useBrowser();

  it("a visitor adds goods to the cart, sees them priced, logs in from the cart and finds them merged", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.goto("/goods/list");
    const results = page.getByTestId("results");
    await results.getByTestId("goods-tile").first().waitFor();
    const hrefs = await results.locator("a[href*='/goods/detail']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") ?? ""))].slice(0, 2));
    expect(hrefs).toHaveLength(2);
    for (const h of hrefs) {
      await page.goto(h);
      await page.getByTestId("add-to-cart").click();
      await page.getByText("已加入购物车").first().waitFor();
    }
    // the header counts the visitor's local cart
    await page.getByTestId("cart-link").getByText("2").waitFor();

    await page.getByTestId("cart-link").click();
    await page.waitForURL((u) => u.pathname === "/shoping/cart");
    await page.getByTestId("cart-visitor-note").waitFor();
    expect(await page.getByTestId("cart-line").count()).toBe(2);
    await page.getByTestId("cart-checkout").click();
    await page.waitForURL(/\/user\/login\?redirect=%2Fshoping%2Fcart/);
    await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
    await page.getByPlaceholder("请输入密码").fill(BUYER.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((u) => u.pathname === "/shoping/cart");
    await page.getByTestId("cart-select-all").waitFor();
    expect(await page.getByTestId("cart-line").count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => localStorage.getItem("ql.cart.local"))).toBeNull();
    const n = await page.getByTestId("cart-line").count();
    await page.getByTestId("cart-link").getByText(String(n)).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("the buyer changes a quantity, unselects a line, deletes one and goes to the checkout", async () => {
    const { page } = await s.newPage();
    await page.goto("/user/login?redirect=%2Fshoping%2Fcart");
    await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
    await page.getByPlaceholder("请输入密码").fill(BUYER.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((u) => u.pathname === "/shoping/cart");
    await page.getByTestId("cart-select-all").waitFor();
    const all = page.getByTestId("cart-select-all"); // (antd puts it on the checkbox input)
    if (!(await all.isChecked())) await all.click();
    await expect.poll(() => all.isChecked(), { timeout: 15_000 }).toBe(true);
    const total = page.getByTestId("cart-total");
    const before = await total.innerText();
    // (a line already at its stock has its + disabled)
    await page.getByTestId("cart-stepper").getByRole("button", { name: /增加|More/, disabled: false }).first().click();
    await expect.poll(() => total.innerText(), { timeout: 15_000 }).not.toBe(before);

    const lines = page.getByTestId("cart-line");
    const count = await lines.count();
    await lines.first().locator(".ant-checkbox-input").click();
    await expect.poll(() => page.getByTestId("cart-checkout").innerText(), { timeout: 15_000 }).toMatch(new RegExp(`[（(]${count - 1}[）)]`));

    await lines.first().getByTestId("cart-remove").click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: /确\s*定|OK/ }).click();
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(count - 1);

    await page.getByTestId("cart-checkout").click();
    await page.waitForURL((u) => u.pathname === "/shoping/orders/cart");
  });

  it("buy now sends a visitor to log in first, then to the checkout of that spec", async () => {
    const { page } = await s.newPage();
    await page.goto("/goods/list");
    const tile = page.getByTestId("results").getByTestId("goods-tile").first();
    await tile.waitFor();
    await tile.click();
    await page.waitForURL(/\/goods\/detail\?goodsId=/);
    await page.getByTestId("buy-now").click();
    await page.waitForURL(/\/user\/login\?redirect=%2Fshoping%2Forders%2Fnow%3FspecId%3D/);
  });
});
