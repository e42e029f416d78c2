import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** ¥1,234.56 as the web kit formats fen. */
const yuan = (fen: number) => `¥${Math.floor(fen / 100).toLocaleString("en-US")}.${String(fen % 100).padStart(2, "0")}`;

/** The page does not scroll sideways: nothing sticks out to the right of the viewport. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${what}: page ${scroll}px wide in a ${client}px window`).toBeLessThanOrEqual(client);
}

/** One visible <h1> on the page (pages kept alive behind it are hidden). */
async function expectOneH1(page: Page, what: string) {
  const texts = await page.locator("h1:visible").allInnerTexts();
  expect(texts.length, `${what}: h1 = ${JSON.stringify(texts)}`).toBe(1);
}

/** How many columns the visible goods grid has (distinct left edges of its first tiles). */
async function gridColumns(page: Page): Promise<number> {
  const grid = page.getByTestId("results").getByTestId("goods-grid");
  await grid.locator("> a").first().waitFor();
  const lefts = await grid.locator("> a").evaluateAll((els) => els.slice(0, 8).map((e) => Math.round(e.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

interface DetailSpec {
  specId: string;
  name: string;
  price: number;
}

describe("the mall on a phone (390×844) and on a wide screen (1440)", () => {
  const s = useBrowser();

  it("on a phone, /goods/list shows two columns, the categories and filters in a drawer, and no sideways scroll", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(PHONE);
    await page.goto("/goods/list");
    expect(await gridColumns(page)).toBe(2);
    await expectNoSidewaysScroll(page, "/goods/list");
    await expectOneH1(page, "/goods/list");
    // no category tree beside the goods: it is in the drawer
    expect(await page.getByTestId("category-tree").isVisible()).toBe(false);
    // the sort select has a name a screen reader reads out
    expect(await page.getByRole("combobox", { name: "排序" }).count()).toBe(1);
    await page.getByTestId("open-filters").click();
    const drawer = page.getByTestId("filter-drawer-body");
    await drawer.getByTestId("category-tree").getByText("禽苗种禽", { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("categoryId") === "01");
    await drawer.waitFor({ state: "hidden" });
    expect(await gridColumns(page)).toBe(2);
    await expectNoSidewaysScroll(page, "/goods/list?categoryId=01");
    expect(consoleErrors).toEqual([]);
  });

  it("a multi-spec card says ¥x 起 and its detail opens on that price; the detail fits a phone", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(PHONE);
    await page.goto("/goods/list");
    const tile = page.getByTestId("results").getByTestId("goods-tile").filter({ has: page.getByTestId("card-price").filter({ hasText: "起" }) }).first();
    await tile.waitFor();
    const cardPrice = (await tile.getByTestId("card-price").innerText()).match(/¥[\d,]+\.\d{2}/)![0];
    // the card's sales figure is the server's
    const goodsId = (await tile.getAttribute("data-goods-id"))!;
    const detail = (await (await page.request.post("/api/trading/goods/detail", { data: { goodsId } })).json()) as { data: { goods: { salesCount: number; specs: DetailSpec[] } } };
    const specs = detail.data.goods.specs;
    expect(new Set(specs.map((x) => x.price)).size).toBeGreaterThan(1);
    expect(cardPrice).toBe(yuan(Math.min(...specs.map((x) => x.price))));
    expect(await tile.getByTestId("tile-sales").innerText()).toContain(String(detail.data.goods.salesCount));

    await tile.click();
    await page.waitForURL(/\/goods\/detail\?goodsId=/);
    await page.getByTestId("spec-price").getByText(cardPrice).waitFor();
    const cheapest = specs.reduce((a, b) => (b.price < a.price ? b : a));
    expect(await page.locator(`[data-testid="spec-option"][data-spec-id="${cheapest.specId}"]`).getAttribute("class")).toContain("checked");
    await page.getByTestId("detail-sales").getByText(String(detail.data.goods.salesCount), { exact: true }).waitFor();
    // 产地 reads on one line, not one character per line
    const origin = page.getByTestId("goods-facts").locator(".ant-descriptions-item-label", { hasText: "产地" });
    expect((await origin.boundingBox())!.height).toBeLessThan(30);
    await expectNoSidewaysScroll(page, "goods detail");
    await expectOneH1(page, "goods detail");
    expect(await page.getByTestId("pay-plans").innerText()).toMatch(/全款支付|定金\+尾款|账期支付/);

    // the shop's page fits too
    await page.getByTestId("enter-shop").click();
    await page.waitForURL(/\/goods\/shop\//);
    await page.getByTestId("shop-name").waitFor();
    await page.getByTestId("goods-grid").first().waitFor();
    await expectNoSidewaysScroll(page, "shop page");
    await expectOneH1(page, "shop page");
    expect(consoleErrors).toEqual([]);
  });

  it("in English the detail's payment plan and breadcrumb categories are English", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.addInitScript(() => localStorage.setItem("qinlian.lang", "en"));
    await page.setViewportSize(DESKTOP);
    await page.goto("/goods/list?categoryId=01");
    const tile = page.getByTestId("results").getByTestId("goods-tile").first();
    await tile.click();
    await page.waitForURL(/\/goods\/detail\?goodsId=/);
    // 全款支付 and the categories come from the web's texts and the categories' English names
    await page.getByTestId("pay-plan").first().waitFor();
    const plans = await page.getByTestId("pay-plans").innerText();
    expect(plans, plans).toMatch(/Full payment|Deposit \+ balance|Credit terms/);
    expect(plans, plans).not.toMatch(/[\u4e00-\u9fff]/);
    const crumbs = await page.getByTestId("breadcrumb").innerText();
    expect(crumbs, crumbs).not.toMatch(/[\u4e00-\u9fff]/);
    expect(consoleErrors).toEqual([]);
  });

  it("a supply post opens its own detail, without sales, ratings, payment or reviews; the hall fits a phone", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(PHONE);
    await page.goto("/purchasingHall/index");
    await page.getByTestId("hall-list").getByTestId("post-tile").first().waitFor();
    await expectNoSidewaysScroll(page, "purchasing hall (demand)");
    await expectOneH1(page, "purchasing hall");
    await page.getByTestId("hall-kind").getByText("供应信息").click();
    await page.waitForURL((u) => u.searchParams.get("type") === "supply");
    const post = page.getByTestId("hall-list").getByTestId("post-tile").first();
    await post.waitFor();
    await expectNoSidewaysScroll(page, "purchasing hall (supply)");
    expect(await post.innerText()).not.toMatch(/已售/);
    await post.click();
    await page.waitForURL(/\/purchasingHall\/details\?goodsId=/);
    const detail = page.locator('[data-testid="post-detail"][data-kind="supply"]');
    await detail.getByTestId("post-info").waitFor();
    const text = await detail.innerText();
    for (const word of ["销量", "综合评分", "付款方式", "商品评价", "已售"]) expect(text, word).not.toContain(word);
    await expectNoSidewaysScroll(page, "supply post");
    await expectOneH1(page, "supply post");

    // the mall's supply search opens the same page
    await page.goto("/goods/list?type=supply");
    const tile = page.getByTestId("results").getByTestId("post-tile").first();
    await tile.waitFor();
    await tile.click();
    await page.waitForURL(/\/purchasingHall\/details\?goodsId=/);
    await page.locator('[data-testid="post-detail"][data-kind="supply"]').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("at 1440 the list has the category tree beside four columns, and the pages keep one h1 and no sideways scroll", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto("/goods/list");
    await page.getByTestId("category-tree").getByText("禽苗种禽", { exact: true }).waitFor();
    expect(await gridColumns(page)).toBe(4);
    expect(await page.getByTestId("open-filters").count()).toBe(0);
    await expectNoSidewaysScroll(page, "/goods/list 1440");
    await expectOneH1(page, "/goods/list 1440");
    await page.goto("/purchasingHall/index");
    await page.getByTestId("demand-link").first().waitFor();
    await expectNoSidewaysScroll(page, "hall 1440");
    await expectOneH1(page, "hall 1440");
    expect(consoleErrors).toEqual([]);
  });
});
