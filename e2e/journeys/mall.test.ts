import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

/** Demo login (README): buyer / Buyer@2026. */
const BUYER = { name: "buyer", password: "Buyer@2026" };

/** ¥1,234.56 as the web kit formats fen. */
const yuan = (fen: number) => `¥${Math.floor(fen / 100).toLocaleString("en-US")}.${String(fen % 100).padStart(2, "0")}`;

interface Spec {
  specId: string;
  name: string;
  price: number;
}

describe("mall: search, filter, detail, favourite", () => {
  const s = useBrowser();
  let goodsUrl = "";
  let goodsName = "";

  it("a visitor finds goods by keyword from the header, filters by category, opens the detail and sees a spec's price", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.goto("/");
    const box = page.getByTestId("header-search");
    await box.fill("蛋鸡");
    await box.press("Enter");
    await page.waitForURL((u) => u.pathname === "/goods/list" && u.searchParams.get("keyword") === "蛋鸡");
    // (the home page stays mounted, hidden, behind other pages: look inside the results)
    const results = page.getByTestId("results");
    await results.getByTestId("goods-tile").first().waitFor();
    expect(await page.getByTestId("result-total").innerText()).toMatch(/蛋鸡/);
    const names = await results.getByTestId("goods-tile").allInnerTexts();
    expect(names.every((n) => n.includes("蛋") || n.includes("鸡"))).toBe(true);

    // filter by a category from the tree: the chicks
    await page.getByTestId("category-tree").getByText("禽苗种禽", { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("categoryId") === "01" && u.searchParams.get("keyword") === "蛋鸡");
    await page.getByTestId("facet-categories").waitFor();
    const tile = results.getByTestId("goods-tile").first();
    await tile.waitFor();
    goodsName = (await tile.locator(".ant-typography").first().innerText()).trim();

    // open the detail and pick the last spec: its price (for this visitor) is shown
    await tile.click();
    await page.waitForURL(/\/goods\/detail\?goodsId=/);
    goodsUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const goodsId = new URL(page.url()).searchParams.get("goodsId")!;
    await page.getByTestId("goods-name").getByText(goodsName).waitFor();
    const detail = await page.request.post("/api/trading/goods/detail", { data: { goodsId } });
    const specs = ((await detail.json()) as { data: { goods: { specs: Spec[] } } }).data.goods.specs;
    expect(specs.length).toBeGreaterThan(0);
    const last = specs[specs.length - 1];
    await page.getByTestId("spec-option").filter({ hasText: last.name }).click();
    await page.getByTestId("spec-price").getByText(yuan(last.price)).waitFor();
    await page.getByTestId("shop-card").waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("a logged-in buyer favourites it and finds it in /setup/spsc", async () => {
    const { page } = await s.newPage();
    await page.goto(goodsUrl);
    await page.getByTestId("goods-name").waitFor();
    // a visitor is sent to log in first, and comes back
    await page.getByTestId("fav-goods").click();
    await page.waitForURL(/\/user\/login\?redirect=/);
    await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
    await page.getByPlaceholder("请输入密码").fill(BUYER.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((u) => u.pathname === "/goods/detail");
    const fav = page.getByTestId("fav-goods");
    await fav.waitFor();
    if ((await fav.getAttribute("data-favourited")) !== "1") await fav.click();
    await page.locator('[data-testid="fav-goods"][data-favourited="1"]').waitFor();

    await page.goto("/setup/spsc");
    await page.getByTestId("fav-goods").getByText(goodsName).waitFor();
    // and removes it again
    await page.getByTestId("fav-remove").first().click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: /确\s*定|OK/ }).click();
    await page.getByTestId("fav-goods").getByText(goodsName).waitFor({ state: "detached" });
  });

  it("the purchasing hall and the price quotation show the demo data", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.goto("/purchasingHall/index");
    await page.getByTestId("demand-link").first().waitFor();
    await page.getByTestId("demand-link").first().click();
    await page.getByTestId("demand-detail").waitFor();
    await page.goto("/priceQuotation/index");
    await page.getByTestId("quote-table").locator("tbody tr.ant-table-row").first().waitFor();
    await page.getByTestId("trend-chart").locator("canvas").waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
