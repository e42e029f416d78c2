import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, type Session } from "../support/browser";
import { cascade, login } from "../support/forms";

/** Demo logins (README "What you see"): an enterprise with an open feed shop, and a verified one without a shop. */
const WOFENG = { name: "wofeng", password: "Shop@2026" };
const YIMENG = { name: "yimeng", password: "Yimeng@2026" };

/** A real (tiny) PNG, so the upload's type sniffing accepts it. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");
/** Screenshots for a person to look at, when FORMS_SHOTS names a folder. */
const SHOTS = process.env.FORMS_SHOTS;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(s: Session, viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await s.browser.newContext({ baseURL: s.baseUrl, locale: "zh-CN", viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || (m.type() === "warning" && /react router|HydrateFallback/i.test(m.text()))) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.addLocatorHandler(page.locator(".ant-notification-notice"), async (n) => {
    await n.locator(".ant-notification-notice-close").click();
  });
  return { page, context, errors };
}



/** The page does not scroll sideways. */
async function noSideScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** The spec cells marked red, each once (the outermost element carrying antd's error status). */
const redCells = (page: Page) => page.getByTestId("spec-table").locator('[class*="status-error"]:not([class*="status-error"] *)');

/** Publishes goods with the form's defaults for delivery and payment (nothing ticked by hand). */
async function publishGoods(page: Page, name: string, phone: boolean) {
  await page.goto("/transaction/goodsManage/publishGoods");
  await page.getByTestId("goods-form").waitFor();
  await page.getByTestId("spec-add").click();
  // a new row is not an error: no red cells and no message until the form is submitted
  await expect.poll(() => page.getByTestId("spec-name").count()).toBe(2);
  expect(await redCells(page).count()).toBe(0);
  const specItem = page.locator(".ant-form-item").filter({ has: page.getByTestId("spec-table") });
  expect(await specItem.locator(".ant-form-item-explain-error").count()).toBe(0);
  if (phone) {
    await page.getByTestId("spec-cards").waitFor();
  } else {
    // 商品编码 and the delete button are in view without any sideways scroll
    const header = page.getByTestId("spec-table").getByRole("columnheader", { name: "商品编码" });
    await header.waitFor();
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    const del = (await page.getByTestId("spec-remove").first().boundingBox())!;
    const table = (await page.getByTestId("spec-table").boundingBox())!;
    expect(del.x + del.width).toBeLessThanOrEqual(table.x + table.width);
  }
  await noSideScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/goods-form-${phone ? 390 : 1440}.png`, fullPage: true });

  // submitting the first row only half filled marks just its empty cells and the empty second row
  await page.getByTestId("spec-name").nth(0).fill("40kg/袋");
  await page.getByTestId("goods-submit").click();
  await expect.poll(() => specItem.locator(".ant-form-item-explain-error").allInnerTexts(), { timeout: 10_000 }).toEqual(["请填写规格名称；请填写单价；请填写库存"]);
  expect(await redCells(page).count()).toBe(5); // row 1: price, stock; row 2: name, price, stock
  expect(await page.getByText(/第 \d+ 行/).count()).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/goods-form-errors-${phone ? 390 : 1440}.png`, fullPage: true });

  await cascade(page, "goods-category", ["饲料", "配合饲料", "蛋鸡配合料"]);
  await page.getByTestId("goods-name").fill(name);
  await page.getByTestId("goods-unit").click();
  await page.locator(".ant-select-item-option", { hasText: /^袋/ }).first().click();
  await page.getByTestId("spec-price").nth(0).fill("128");
  await page.getByTestId("spec-stock").nth(0).fill("500");
  await page.getByTestId("spec-name").nth(1).fill("20kg/袋");
  await page.getByTestId("spec-price").nth(1).fill("66.5");
  await page.getByTestId("spec-stock").nth(1).fill("800");
  await expect.poll(() => redCells(page).count()).toBe(0);
  await page.getByTestId("goods-images").locator("input[type=file]").setInputFiles({ name: "feed.png", mimeType: "image/png", buffer: PNG });
  await page.getByTestId("goods-images").locator(".ant-upload-list-item-container img").first().waitFor();
  await page.getByTestId("rich-text-box").click();
  await page.keyboard.type("玉米豆粕型全价配合饲料，适用于产蛋高峰期蛋鸡。");
  await cascade(page, "goods-origin", ["山东省", "潍坊市"]);
  await page.keyboard.press("Escape");
  // delivery is not touched: 物流配送 is ticked by default
  expect(await page.getByLabel("物流配送").isChecked()).toBe(true);
  await page.getByTestId("goods-submit").click();
  await page.waitForURL((u) => u.pathname === "/transaction/goodsManage");
}

describe("member forms: errors where they belong, specs that fit, prefills after a reload", () => {
  const s = useBrowser();
  let otherCreditCode = "";

  // The publish-demand form, not the open-shop one: another journey (seller) opens yimeng's shop, after
  // which the open-shop page shows the application instead of the form; both forms prefill through kit/useMe.
  it("the publish-demand form keeps its 联系人 prefill after a reload (yimeng)", async () => {
    const { page, context, errors } = await open(s, DESKTOP);
    await login(page, YIMENG, "/setup/enterpriseInfo");
    await expect
      .poll(async () => {
        otherCreditCode = /统一社会信用代码\s*([0-9A-Z]{18})/.exec(await page.locator("body").innerText())?.[1] ?? "";
        return otherCreditCode;
      })
      .toMatch(/^[0-9A-Z]{18}$/);

    await page.goto("/transaction/publishDemand");
    await page.reload();
    await expect.poll(() => page.getByLabel("联系人", { exact: true }).inputValue()).toBe("杨立军");
    await noSideScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/open-shop-1440.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await open(s, PHONE);
    await login(phone.page, YIMENG, "/transaction/publishDemand");
    await phone.page.reload();
    await expect.poll(() => phone.page.getByLabel("联系人", { exact: true }).inputValue()).toBe("杨立军");
    await noSideScroll(phone.page);
    if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/open-shop-390.png`, fullPage: true });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it("a credit code another enterprise holds is refused under its field, not in a dialog with the field's code (wofeng)", async () => {
    const { page, context, errors } = await open(s, DESKTOP);
    await login(page, WOFENG, "/setup/enterpriseInfo/edit");
    const item = page.locator(".ant-form-item", { has: page.getByText("统一社会信用代码", { exact: true }) });
    await item.locator("input").fill(otherCreditCode);
    await page.getByTestId("enterprise-save").click();
    await item.locator(".ant-form-item-explain-error", { hasText: "该统一社会信用代码已被其他企业使用" }).waitFor();
    expect(await page.locator(".ant-modal").count()).toBe(0);
    expect(await page.getByText("creditCode").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("publishes goods at 1440 with the defaults: no red cells on 添加规格, 商品编码 in view, first 发布 goes through", async () => {
    const { page, context, errors } = await open(s, DESKTOP);
    await login(page, WOFENG, "/transaction/goodsManage");
    await publishGoods(page, `沃丰 蛋鸡配合料 宽屏 ${Date.now() % 100000}`, false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("publishes goods at 390: specs as stacked cards, no sideways scroll", async () => {
    const { page, context, errors } = await open(s, PHONE);
    await login(page, WOFENG, "/transaction/goodsManage");
    await publishGoods(page, `沃丰 蛋鸡配合料 手机 ${Date.now() % 100000}`, true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
