import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { login } from "../support/forms";
import { flowRows, yuan } from "../support/money";

/**
 * The whole chain of one order, as its people do it (issue 12): the shop gives the buyer a coupon; a
 * visitor puts goods in the cart and logs in (the cart merges); checks out with the coupon and freight;
 * pays by balance with the pay password; the seller ships; the buyer confirms and evaluates; the
 * seller's balance shows the settlement and the operator's reconciliation is green.
 *
 * Demo data (server/src/demo): 沃丰饲料旗舰店 sells 鹅用全价颗粒料 at ¥150.00 a bag, offers the shop
 * coupon 满 300 减 20 and sends by its template (Shandong ¥6 the first bag, free from ¥399); the buyer
 * lives in Shandong, has a balance and the pay password 123456.
 */
const BUYER = { name: "buyer", password: "Buyer@2026" };
const BUYER_MOBILE = "13800000001";
const OWNER = { name: "wofeng", password: "Shop@2026" };
const OPERATOR = { name: "operator", password: "Operator@2026" };
const GOODS = "鹅用全价颗粒料";
const COUPON = "满 300 减 20";
const PAY_PASSWORD = "123456";

/** "¥1,234.50" → 123450 fen. */
const fenOf = (s: string) => {
  const m = /(-?)¥([\d,]+)\.(\d\d)/.exec(s);
  if (!m) throw new Error(`no money in "${s}"`);
  return (m[1] ? -1 : 1) * (Number(m[2].replaceAll(",", "")) * 100 + Number(m[3]));
};


describe("one order's whole chain: coupon, visitor's cart, checkout, balance payment, shipping, receipt, evaluation, settlement", () => {
  const s = useBrowser();
  let orderNo = "";
  let payable = 0;

  it("the shop gives the buyer its 满 300 减 20 coupon", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, OWNER, "/transaction/shopTicket");
    const row = page.locator("tr.ant-table-row", { hasText: COUPON }).first();
    await row.waitFor();
    await row.getByRole("link").first().click();
    await page.getByTestId("ticket-detail").waitFor();
    await page.getByTestId("ticket-give").getByLabel("会员手机号").fill(BUYER_MOBILE);
    await page.getByTestId("ticket-give").getByRole("button").click();
    await page.getByText(`已发给 ${BUYER_MOBILE}`).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("a visitor puts two bags in the cart, logs in, and checks out with the coupon and freight; pays by balance", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.goto(`/goods/list?keyword=${encodeURIComponent(GOODS)}`);
    const tile = page.getByTestId("results").getByTestId("goods-tile").filter({ hasText: GOODS }).first();
    await tile.waitFor();
    await tile.click();
    await page.waitForURL(/\/goods\/detail\?goodsId=/);
    await page.getByText("¥150.00").first().waitFor();
    await page.getByTestId("buy-quantity").fill("2");
    await page.getByTestId("buy-quantity").blur();
    await page.getByTestId("add-to-cart").click();
    await page.getByText("已加入购物车").first().waitFor();

    await page.getByTestId("cart-link").click();
    await page.waitForURL((u) => u.pathname === "/shoping/cart");
    await page.getByTestId("cart-visitor-note").waitFor();
    await page.getByTestId("cart-checkout").click();
    await page.waitForURL(/\/user\/login\?redirect=%2Fshoping%2Fcart/);
    await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
    await page.getByPlaceholder("请输入密码").fill(BUYER.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((u) => u.pathname === "/shoping/cart");

    // the merged cart: only this line selected, two bags, ¥300.00
    const line = page.getByTestId("cart-line").filter({ hasText: GOODS }).first();
    await line.waitFor();
    const lines = page.getByTestId("cart-line");
    for (let i = 0; i < (await lines.count()); i++) {
      const l = lines.nth(i);
      const box = l.locator("input[type=checkbox]").first();
      const mine = (await l.innerText()).includes(GOODS);
      if ((await box.isChecked()) !== mine && (await box.isEnabled())) await box.click();
    }
    await expect.poll(() => page.getByTestId("cart-total").innerText()).toContain("¥300.00");
    await page.getByTestId("cart-checkout").click();
    await page.waitForURL((u) => u.pathname.startsWith("/shoping/orders"));

    // the checkout: the coupon is taken off and freight is charged; the payable adds up
    await page.locator('[data-testid^="checkout-addr-"][aria-checked="true"]').waitFor();
    const totals = page.getByTestId("checkout-totals");
    await expect.poll(() => totals.innerText()).toMatch(/运费/);
    const text = await totals.innerText();
    expect(text).toContain("¥300.00");
    expect(text).toMatch(/优惠券[^¥]*-?¥20\.00/);
    const freight = fenOf(/运费[^¥]*(¥[\d,]+\.\d\d)/.exec(text)?.[1] ?? "");
    expect(freight).toBeGreaterThan(0);
    payable = fenOf(await page.getByTestId("checkout-payable").innerText());
    expect(payable).toBe(30_000 - 2000 + freight);
    await page.getByTestId("checkout-submit").click();

    await page.waitForURL(/\/cashier\/cashierPay\/[^/]+$/);
    await expect.poll(async () => fenOf(await page.getByTestId("pay-amount").innerText())).toBe(payable);
    await page.getByTestId("channel-BALANCE").click();
    await page.getByTestId("payPassword-input").fill(PAY_PASSWORD);
    await page.getByTestId("pay-submit").click();
    await page.waitForURL(/\/cashier\/payResult\//);

    await page.goto("/transaction/myOrder?stage=UNSENT");
    const card = page.locator('[data-testid^="order-card-"]', { hasText: GOODS }).first();
    await card.waitFor();
    orderNo = /\b(\d{12,})\b/.exec(await card.innerText())?.[1] ?? "";
    expect(orderNo).not.toBe("");
    expect(consoleErrors).toEqual([]);
  });

  it("the seller ships it with a carrier and tracking number", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, OWNER, "/transaction/orderManage");
    await page.getByRole("textbox", { name: "订单号 / 商品 / 买家" }).fill(orderNo);
    await page.getByRole("textbox", { name: "订单号 / 商品 / 买家" }).press("Enter");
    const row = page.getByTestId("seller-order-list").locator("[data-testid^=order-card-]", { hasText: orderNo }).first();
    await row.waitFor();
    await row.getByTestId("seller-action-SEND").click();
    await page.waitForURL(/\/transaction\/orderManage\/send\//);
    await page.getByTestId("send-carrier").click();
    await page.locator(".ant-select-item-option", { hasText: "顺丰速运" }).click();
    await page.getByTestId("send-tracking").fill("SF1234567890");
    await page.getByTestId("send-submit").click();
    await page.getByText("已发货").first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("the buyer confirms receipt and evaluates; the seller's balance shows the settlement and the reconciliation is green", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, BUYER, "/transaction/myOrder");
    await page.goto("/transaction/myOrder?stage=UNRECEIVED");
    const card = page.locator('[data-testid^="order-card-"]', { hasText: orderNo }).first();
    await card.waitFor();
    await card.getByTestId("order-action-CONFIRM").click();
    await page.getByTestId("order-ask-ok").click();
    await page.goto("/transaction/myOrder?stage=UNEVALUATED");
    const done = page.locator('[data-testid^="order-card-"]', { hasText: orderNo }).first();
    await done.waitFor();
    await done.getByTestId("order-action-EVALUATE").click();
    await page.waitForURL(/\/transaction\/orderEvaluation\//);
    for (const rate of await page.locator(".ant-rate").all()) await rate.locator(".ant-rate-star").nth(4).click();
    await page.getByTestId("evaluate-content-0").fill("颗粒均匀，鹅爱吃，发货快。");
    await page.getByTestId("evaluate-submit").click();
    await page.waitForURL((u) => !u.pathname.startsWith("/transaction/orderEvaluation/"));
    expect(consoleErrors).toEqual([]);

    // the seller's cash flow has the settlement: the payable less the platform's 0.6 % fee (rounded to the fen)
    const seller = (await s.newPage()).page;
    await login(seller, OWNER, "/financial/balance");
    await seller.getByTestId("flow-table").locator("tbody tr.ant-table-row").first().waitFor();
    const settled = (await flowRows(seller)).find((r) => r.includes(orderNo));
    expect(settled).toBeDefined();
    expect(settled).toContain(yuan(payable - Math.round((payable * 60) / 10_000)));

    const op = (await s.newPage()).page;
    await login(op, OPERATOR, "/admin/finance/reconcile");
    await op.getByTestId("reconcile-run").click();
    await op.getByText("对账完成").waitFor();
    const report = op.getByTestId("reconcile-report");
    await report.waitFor();
    expect(await report.getAttribute("data-ok")).toBe("true");
  });
});
