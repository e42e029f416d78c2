import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { login } from "../support/forms";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const BUYER = { name: "buyer", password: "Buyer@2026" };
const PAY_PASSWORD = "123456";
/** Order codes that must never reach the screen (a person reads their words). */
const CODES = /\b(UNPAID|DEPOSIT_PAID|UNSENT|UNRECEIVED|UNEVALUATED|NO_LONGER_NEEDED|WRONG_INFO|PAY_TIMEOUT|STOCK_SHORT|OFF_SHELF|PAY_BALANCE|CHANGE_INFO|ZHI|DAI)\b/;

const mainText = (page: Page) => page.locator("#main").innerText();

/** From the mall's first goods to its buy-now checkout (/shoping/orders/now?specId=…). */
async function buyNow(page: Page) {
  await page.goto("/goods/list");
  const tile = page.getByTestId("results").getByTestId("goods-tile").first();
  await tile.waitFor();
  await tile.click();
  await page.waitForURL(/\/goods\/detail\?goodsId=/);
  await page.getByTestId("buy-now").click();
  await page.waitForURL((u) => u.pathname === "/shoping/orders/now" && u.searchParams.has("specId"));
  await page.locator('[data-testid^="checkout-shop-"]').first().waitFor();
}

describe("orders, the buyer: buy now, check out, pay by balance, follow the order; cancel one with a reason", () => {
  const s = useBrowser();

  it("checks out one goods with a note, pays it by balance, and finds it under 待发货 with its trace", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await login(page, BUYER, "/goods/list");
    await buyNow(page);

    // the default address is chosen, the price is worked out, and the submit is on
    await page.locator('[data-testid^="checkout-addr-"][aria-checked="true"]').waitFor();
    await expect.poll(() => page.getByTestId("checkout-payable").innerText()).toMatch(/¥[\d,]+\.\d\d/);
    const payable = await page.getByTestId("checkout-payable").innerText();
    expect(await page.getByTestId("checkout-submit").isDisabled()).toBe(false);
    expect(await mainText(page)).not.toMatch(CODES);
    await page.locator('[data-testid^="checkout-remark-"]').first().fill("请下午送货");
    await page.getByTestId("checkout-submit").click();

    // one shop: one payment order at the cashier, the same amount
    await page.waitForURL(/\/cashier\/cashierPay\/[^/]+$/);
    await expect.poll(() => page.getByTestId("pay-amount").innerText()).toBe(payable);
    await page.getByTestId("channel-BALANCE").click();
    await page.getByTestId("payPassword-input").fill(PAY_PASSWORD);
    await page.getByTestId("pay-submit").click();
    await page.waitForURL(/\/cashier\/payResult\//);

    // my orders: the paid order is waiting to be shipped
    await page.goto("/transaction/myOrder?stage=UNSENT");
    const card = page.locator('[data-testid^="order-card-"]').first();
    await card.waitFor();
    expect(await card.getByTestId("order-state").innerText()).toBe("待发货");
    expect(await card.innerText()).toContain(payable.replace("¥", ""));
    await card.getByTestId("order-action-REMIND").click();
    await page.getByText("已提醒卖家尽快发货").waitFor();

    // the detail: the state and next step, the note, the amounts, the trace (placed, paid)
    await card.getByTestId("order-detail-link").click();
    await page.waitForURL(/\/transaction\/myOrder\/orderDetailBuyer\/[^/]+$/);
    await page.getByTestId("order-banner").getByText("已付款，等待卖家发货").waitFor();
    expect(await page.getByTestId("buyer-remark").innerText()).toBe("请下午送货");
    expect(await page.getByTestId("amount-payable").innerText()).toContain(payable);
    const trace = await page.getByTestId("order-history").innerText();
    expect(trace).toContain("提交订单");
    expect(trace).toContain("付款");
    expect(await mainText(page)).not.toMatch(CODES);
    expect(consoleErrors).toEqual([]);
  });

  it("cancels an unpaid order with a reason (the reason is required); the phone checkout keeps its submit bar in view", async () => {
    const { page } = await s.newPage();
    await page.setViewportSize(PHONE);
    await login(page, BUYER, "/goods/list");
    await buyNow(page);
    const bar = page.getByTestId("checkout-bar");
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/cashier\/cashierPay\//);

    await page.goto("/transaction/myOrder?stage=UNPAID");
    const card = page.locator('[data-testid^="order-card-"]').first();
    await card.waitFor();
    await card.getByTestId("countdown-pay").waitFor();
    await card.getByTestId("order-action-CANCEL").click();
    await page.getByTestId("cancel-ok").click();
    await page.getByText("请选择取消原因").waitFor();
    await page.getByTestId("cancel-reason").click();
    await page.locator(".ant-select-item-option", { hasText: "不想要了" }).click();
    await page.getByTestId("cancel-ok").click();
    await page.getByText("订单已取消").first().waitFor();

    await page.goto("/transaction/myOrder");
    const cancelled = page.locator('[data-testid^="order-card-"]').filter({ has: page.getByTestId("order-state").getByText("已取消") }).first();
    await cancelled.waitFor();
    await cancelled.getByTestId("order-detail-link").click();
    await page.getByTestId("cancel-info").getByText("不想要了").waitFor();
    expect(await mainText(page)).not.toMatch(CODES);
  });
});
