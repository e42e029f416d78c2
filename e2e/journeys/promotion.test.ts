import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { login } from "../support/forms";

/** A demo shop owner (server/src/demo/catalog-shops.ts: 潍坊沃丰饲料, every shop administrator's password). */
const OWNER = { name: "wofeng", password: "Shop@2026" };
const name = `每满 100 减 5 ${Date.now() % 100000}`;

describe("shop promotions and presale", () => {
  const s = useBrowser();

  it("a shop owner adds a 每满减 promotion, finds it, switches it off and deletes it; then presells a spec", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, OWNER, "/transaction/promotionManage");

    await page.getByTestId("promotion-add").click();
    await page.waitForURL(/\/transaction\/promotionManage\/addPromotion$/);
    // client checks first: nothing filled
    await page.getByTestId("promotion-kind").getByText("每满减").click();
    await page.getByTestId("promotion-save").click();
    await page.getByText("请输入促销名称").waitFor();
    await page.getByTestId("promotion-name").fill(name);
    await page.getByTestId("promotion-every").fill("100");
    await page.getByTestId("promotion-every-off").fill("100");
    await page.getByTestId("promotion-save").click();
    await page.getByText("减免金额须低于门槛").waitFor();
    await page.getByTestId("promotion-every-off").fill("5");
    await page.getByPlaceholder("不填为不限").fill("3");
    await page.getByTestId("promotion-save").click();
    await page.waitForURL(/\/transaction\/promotionManage\/detailPromotion\//);
    await page.getByText("每满 ¥100.00 减 ¥5.00，最多减 3 次").waitFor();
    expect(await page.getByTestId("promotion-detail").getByText("进行中").count()).toBe(1);

    await page.goto("/transaction/promotionManage");
    await page.getByPlaceholder("促销名称").fill(name);
    await page.getByTestId("promotion-search").click();
    const row = page.getByTestId("promotion-table").locator("tr", { hasText: name });
    await row.waitFor();
    await row.locator('[data-testid^="promotion-toggle-"]').click();
    await row.getByText("已停用").waitFor();
    await row.getByRole("button", { name: /删\s*除/ }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: /确\s*定/ }).click();
    await page.getByTestId("promotion-table").getByText("还没有促销").waitFor();

    await page.goto("/transaction/advanceSaleManage");
    // the demo presells one spec of a goods (and other journeys may add goods to this shop first):
    // pick a goods none of the listed presales is on, whatever the list's order
    const presold = page.getByTestId("presale-table").locator("tbody tr.ant-table-row");
    await presold.first().waitFor();
    const taken = await presold.evaluateAll((rows) => rows.map((r) => (r.querySelector("td") as HTMLElement | null)?.innerText.split("\n")[0]?.trim() ?? ""));
    await page.getByTestId("presale-add").click();
    await page.getByTestId("presale-pick").click();
    await page.locator(".ant-modal .ant-table-row").first().waitFor();
    // the spec already presold is refused under its field (and the form with its errors passes axe)
    await page.locator(".ant-modal .ant-table-row", { hasText: taken[0] }).first().locator(".ant-radio-input").check();
    await page.getByTestId("picker-ok").click();
    await page.getByTestId("presale-price").fill("150");
    await page.getByTestId("presale-deposit").fill("20");
    await page.getByTestId("presale-deduct").fill("40");
    await page.getByText("买 1 件：先付定金 ¥20.00，尾款 ¥110.00，合计 ¥130.00").waitFor();
    await page.getByTestId("presale-total").fill("100");
    await page.getByTestId("presale-save").click();
    await page.getByTestId("presale-form").getByText("该规格已有未结束的预售，请先停用或等它结束").waitFor();
    await s.checkA11y(page);
    await page.getByTestId("presale-pick").click();
    let free = page.locator(".ant-modal .ant-table-row");
    for (const goodsName of taken.filter(Boolean)) free = free.filter({ hasNotText: goodsName });
    await free.first().locator(".ant-radio-input").check();
    await page.getByTestId("picker-ok").click();
    await page.getByTestId("presale-save").click();
    await page.waitForURL((u) => u.pathname === "/transaction/advanceSaleManage");
    await page.getByTestId("presale-table").getByText("¥150.00").first().waitFor();
    await page.getByTestId("presale-table").getByText("0 / 100").first().waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
