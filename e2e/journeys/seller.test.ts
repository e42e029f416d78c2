import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { cascade, login } from "../support/forms";

/** Demo logins: the verified enterprise without a shop (server/src/demo/catalog-shops.ts) and the operator (README). */
const SELLER = { name: "yimeng", password: "Yimeng@2026" };
const OPERATOR = { name: "operator", password: "Operator@2026" };

/** A real (tiny) PNG, so the upload's type sniffing accepts it. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");
const shopName = `沂蒙禽业饲料店${Date.now() % 100000}`;
const goodsName = "沂蒙 蛋鸡配合料 产蛋高峰期专用";



async function upload(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).locator("input[type=file]").setInputFiles({ name, mimeType: "image/png", buffer: PNG });
  await page.getByTestId(testId).locator(".ant-upload-list-item-container img").first().waitFor();
}

describe("seller: open a shop, get it approved, publish goods", () => {
  const s = useBrowser();
  let seller: Page;
  let sellerErrors: string[];

  it("an approved enterprise fills in the opening wizard and submits it for review", async () => {
    const { page, consoleErrors } = await s.newPage();
    seller = page;
    sellerErrors = consoleErrors;
    await login(page, SELLER, "/transaction/enterpriseOpenShop");
    // the form refuses to go on while required fields are empty
    await page.getByTestId("open-shop-next").click();
    await page.getByText("请输入店铺名称").waitFor();

    await page.getByTestId("shop-name").fill(shopName);
    await page.getByTestId("shop-scope").click();
    await page.locator(".ant-select-tree-treenode", { hasText: /^饲料$/ }).locator(".ant-select-tree-checkbox").click();
    await page.keyboard.press("Escape");
    await cascade(page, "shop-area", ["山东省", "临沂市", "兰山区"]);
    await page.getByTestId("shop-address").fill("义堂镇禽业小区 6 号");
    await page.getByTestId("shop-contact").fill("杨立军");
    await page.getByTestId("shop-mobile").fill("13953100199");
    await page.getByTestId("open-shop-next").click();

    // step 2: the scope's required licence is listed; upload the business licence
    await page.getByTestId("open-shop-step2").waitFor();
    await page.getByTestId("required-licence").getByText("营业执照", { exact: true }).waitFor();
    await page.getByTestId("licence-add").click();
    await page.getByTestId("licence-number").fill("91371302MA3C13QL0X");
    await upload(page, "licence-file", "licence.png");
    await page.getByTestId("open-shop-next").click();

    // step 3: confirm, agree, submit
    await page.getByTestId("open-shop-commit").waitFor();
    await page.getByTestId("shop-summary").getByText(shopName).waitFor();
    expect(await page.getByTestId("open-shop-submit").isDisabled()).toBe(true);
    await page.getByTestId("open-shop-agree").check();
    await page.getByTestId("open-shop-submit").click();
    await page.getByTestId("open-shop-status").getByText("开店申请审核中").waitFor();
  });

  it("an operator approves it in /admin/shops", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, OPERATOR, "/admin/shops");
    const row = page.getByTestId("admin-shops").getByRole("row", { name: new RegExp(shopName) });
    await row.getByTestId("shop-review").click();
    await page.getByTestId("shop-audit").getByText("营业执照").first().waitFor();
    await page.getByTestId("shop-approve").click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: /确\s*定|^OK$/ }).click();
    await page.getByText("已通过开店申请").waitFor();
    await page.getByRole("tab", { name: /审核通过/ }).click();
    await page.getByTestId("admin-shops").getByRole("row", { name: new RegExp(shopName) }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("the seller opens the shop and publishes goods with two specs", async () => {
    const page = seller;
    await page.goto("/transaction/openShopStatus");
    await page.getByTestId("shop-open-now").click();
    await page.getByText("店铺营业中").waitFor();

    await page.goto("/transaction/goodsManage/publishGoods");
    // nothing filled in: the form names what is missing and sends nothing
    await page.getByTestId("goods-submit").click();
    await page.getByText("请选择商品类目（二级或三级）").waitFor();
    await page.getByText(/请填写规格名称/).first().waitFor();

    await cascade(page, "goods-category", ["饲料", "配合饲料", "蛋鸡配合料"]);
    await page.getByTestId("goods-name").fill(goodsName);
    await page.getByTestId("goods-unit").click();
    await page.locator(".ant-select-item-option", { hasText: /^袋/ }).first().click();
    await page.getByTestId("spec-add").click();
    const names = page.getByTestId("spec-name");
    const prices = page.getByTestId("spec-price");
    const stocks = page.getByTestId("spec-stock");
    await names.nth(0).fill("40kg/袋");
    await prices.nth(0).fill("128");
    await stocks.nth(0).fill("500");
    await names.nth(1).fill("20kg/袋");
    await prices.nth(1).fill("66.5");
    await stocks.nth(1).fill("800");
    await upload(page, "goods-images", "feed.png");
    await page.getByTestId("rich-text-box").click();
    await page.keyboard.type("玉米豆粕型全价配合饲料，适用于产蛋高峰期蛋鸡。");
    await cascade(page, "goods-origin", ["山东省", "临沂市"]);
    await page.keyboard.press("Escape");
    await page.getByLabel("物流配送").check();
    await page.getByTestId("goods-submit").click();
    await page.waitForURL((u) => u.pathname === "/transaction/goodsManage");
  });

  it("the goods are on shelf in goodsManage with both specs' prices and stock", async () => {
    const page = seller;
    await page.getByTestId("tab-ON").click();
    const row = page.getByTestId("goods-list").getByRole("row", { name: new RegExp(goodsName) });
    await row.waitFor();
    await row.getByText("已上架").waitFor();
    await row.getByText("¥66.50 – ¥128.00").waitFor();
    await row.getByText("1300").waitFor();
    expect(await page.getByTestId("tab-ON").innerText()).toMatch(/已上架 \(1\)/);
    expect(sellerErrors).toEqual([]);
  });

  it("a visitor finds them by part of a word, filters by category and opens the detail", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.goto("/");
    const box = page.getByTestId("header-search");
    await box.fill("产蛋高峰");
    await box.press("Enter");
    await page.waitForURL((u) => u.pathname === "/goods/list" && u.searchParams.get("keyword") === "产蛋高峰");
    const results = page.getByTestId("results");
    const tile = results.getByTestId("goods-tile").filter({ hasText: goodsName });
    await tile.waitFor();
    // narrowing to its top category keeps it; another category does not
    await page.getByTestId("category-tree").getByText("禽苗种禽", { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("categoryId") === "01");
    await expect.poll(() => tile.count()).toBe(0);
    await page.getByTestId("category-tree").getByText("饲料", { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("categoryId") !== "01" && !!u.searchParams.get("categoryId"));
    await tile.click();
    await page.waitForURL(/\/goods\/detail\?goodsId=/);
    await page.getByTestId("goods-name").getByText(goodsName).waitFor();
    await page.getByTestId("spec-option").filter({ hasText: "20kg/袋" }).click();
    await page.getByTestId("spec-price").getByText("¥66.50").waitFor();
    await page.getByTestId("spec-option").filter({ hasText: "40kg/袋" }).click();
    await page.getByTestId("spec-price").getByText("¥128.00").waitFor();
    await page.getByTestId("shop-card").getByText(shopName).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});

describe("seller: a rejected application", () => {
  const s = useBrowser();

  it("shows the operator's reason and goes back to review when resubmitted", async () => {
    const { page, consoleErrors } = await s.newPage();
    // demo: 淄博鑫源兽药 (login xinyuan) had its application rejected for a blurred licence photo
    await login(page, { name: "xinyuan", password: "Shop@2026" }, "/transaction/openShopStatus");
    await page.waitForURL((u) => u.pathname === "/transaction/shopTempAuditFailing");
    await page.getByTestId("reject-reason").getByText(/兽药经营许可证照片模糊/).waitFor();
    // editing starts from the rejected application, prefilled
    await page.getByTestId("shop-resubmit-edit").click();
    await page.getByTestId("open-shop-step1").waitFor();
    expect(await page.getByTestId("shop-name").inputValue()).not.toBe("");
    await page.getByTestId("open-shop-next").click();
    await page.getByTestId("open-shop-step2").waitFor();
    await page.getByTestId("open-shop-next").click();
    await page.getByTestId("open-shop-agree").check();
    await page.getByTestId("open-shop-submit").click();
    await page.getByTestId("open-shop-status").getByText("开店申请审核中").waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
