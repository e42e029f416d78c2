import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";

/** Demo login (README): buyer / Buyer@2026 — has one farm and two addresses in the demo data. */
const BUYER = { name: "buyer", password: "Buyer@2026" };
/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function login(page: Page, to: string) {
  await page.goto(`/user/login?redirect=${encodeURIComponent(to)}`);
  await page.getByPlaceholder("请输入手机号或登录名").fill(BUYER.name);
  await page.getByPlaceholder("请输入密码").fill(BUYER.password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((u) => u.pathname === to);
}

/** Picks 省 → 市 → 区县 in the area cascader with this test id. */
async function pickArea(page: Page, testId: string, names: string[]) {
  await page.getByTestId(testId).click();
  for (const [i, name] of names.entries()) {
    await page.locator(".ant-cascader-dropdown:visible .ant-cascader-menu").nth(i).locator(".ant-cascader-menu-item", { hasText: new RegExp(`^${name}$`) }).click();
  }
}

describe("member data: farms, addresses, profile", () => {
  const s = useBrowser();

  it("a member adds a farm and makes it the default", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, "/setup/manufacturerList");
    const table = page.getByTestId("mfr-table");
    await table.getByText("历城区建国蛋鸡养殖场").waitFor();
    await page.getByTestId("mfr-add").click();
    await page.waitForURL(/\/setup\/manufacturerList\/add$/);

    // the form validates before sending anything
    let adds = 0;
    page.on("request", (r) => void (r.url().includes("/api/basic/manage/manufacturer/add") && adds++));
    await page.getByTestId("mfr-submit").click();
    await page.getByText("名称不能为空").waitFor();
    await page.getByText("请选择所在地区（到区/县）").waitFor();
    expect(adds).toBe(0);

    await page.getByTestId("mfr-name").fill("章丘肉鸡二场");
    await page.getByTestId("mfr-type").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "肉鸡养殖场" }).click();
    await page.getByTestId("mfr-stock").fill("15000");
    await pickArea(page, "mfr-area", ["山东省", "济南市", "章丘区"]);
    await page.getByTestId("mfr-address").fill("绣惠街道西营村北");
    await page.getByTestId("mfr-contact").fill("张建国");
    await page.getByTestId("mfr-phone").fill("0531-83210000");
    await page.getByTestId("mfr-submit").click();
    await page.waitForURL(/\/setup\/manufacturerList$/);
    expect(adds).toBe(1);

    const row = table.locator("tr", { hasText: "章丘肉鸡二场" });
    await row.getByText("山东省济南市章丘区").waitFor();
    expect(await row.getByText("默认", { exact: true }).count()).toBe(0);
    await row.getByRole("button", { name: "设为默认" }).click();
    await row.getByText("默认", { exact: true }).waitFor();
    const old = table.locator("tr", { hasText: "历城区建国蛋鸡养殖场" });
    await old.getByRole("button", { name: "设为默认" }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("a member adds an address with the area cascader, edits it and makes it the default", async () => {
    const { page } = await s.newPage();
    await login(page, "/setup/shippingAddress");
    const table = page.getByTestId("addr-table");
    await table.getByText("唐王街道张而村 168 号").waitFor();

    await page.getByTestId("addr-add").click();
    const form = page.getByTestId("addr-form");
    await page.getByTestId("addr-submit").click();
    await form.getByText("收货人不能为空").waitFor();
    await page.getByTestId("addr-receiver").fill("王仓管");
    await page.getByTestId("addr-mobile").fill("1390000");
    await page.getByTestId("addr-submit").click();
    await form.getByText("请输入 11 位手机号，或“区号-号码”格式的固定电话").waitFor();
    await page.getByTestId("addr-mobile").fill("13900008888");
    await pickArea(page, "addr-area", ["山东省", "济南市", "历城区"]);
    await page.getByTestId("addr-address").fill("工业北路 88 号饲料仓库");
    await page.getByTestId("addr-postcode").fill("250100");
    await form.getByText("仓库", { exact: true }).click();
    await page.getByTestId("addr-submit").click();
    const row = table.locator("tr", { hasText: "王仓管" });
    await row.getByText("山东省济南市历城区").waitFor();
    await row.getByText("工业北路 88 号饲料仓库").waitFor();

    // edit: the form opens with the saved values, area included
    await row.getByRole("button", { name: "编辑" }).click();
    await page.locator(".ant-modal", { hasText: "编辑收货地址" }).getByText("山东省 / 济南市 / 历城区").waitFor();
    expect(await page.getByTestId("addr-address").inputValue()).toBe("工业北路 88 号饲料仓库");
    await page.getByTestId("addr-address").fill("工业北路 99 号饲料仓库");
    await page.getByTestId("addr-submit").click();
    await row.getByText("工业北路 99 号饲料仓库").waitFor();

    await row.getByRole("button", { name: "设为默认" }).click();
    await row.getByText("默认", { exact: true }).waitFor();
    // the default is listed first, and only one row carries the tag
    await expect.poll(() => table.locator("tbody tr.ant-table-row").first().innerText()).toContain("王仓管");
    expect(await table.locator("tbody .ant-tag", { hasText: /^默认$/ }).count()).toBe(1);

    // search
    await page.getByTestId("addr-keyword").fill("王仓管");
    await page.getByTestId("addr-search").click();
    await expect.poll(() => table.locator("tbody tr.ant-table-row").count()).toBe(1);
  });

  it("a member edits the profile nickname and avatar and sees the nickname in the header", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, "/setup/wdzl");
    await page.getByTestId("greeting").getByText("您好，张建国").waitFor();
    const nick = page.getByTestId("profile-nickname");
    await expect.poll(() => nick.inputValue()).toBe("张建国");
    await nick.fill("x");
    await page.getByTestId("profile-submit").click();
    await page.getByText("昵称为 2-20 个字").first().waitFor();
    await nick.fill("建国养鸡");
    // avatar: an image uploaded through the upload call, kept with the profile
    await page.getByTestId("profile-avatar").locator("input[type=file]").setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("profile-avatar").locator("img[src*='/files/image/']").waitFor();
    await page.getByTestId("profile-submit").click();
    await page.getByTestId("greeting").getByText("您好，建国养鸡").waitFor();
    await page.reload();
    await page.getByTestId("greeting").getByText("您好，建国养鸡").waitFor();
    const src = await page.getByTestId("profile-avatar").locator("img").getAttribute("src");
    expect(src).toMatch(/^\/files\/image\/\d{8}\/[a-z0-9]+\.png$/);
    expect((await page.request.get(src!)).headers()["content-type"]).toBe("image/png");
    expect(consoleErrors).toEqual([]);
  });

  it("the first-login guide shows its steps and can be skipped", async () => {
    const { page } = await s.newPage();
    await login(page, "/setup/wdzl/1");
    const steps = page.getByTestId("intro-steps");
    await steps.getByText("完善资料").waitFor();
    await steps.getByText("收货地址").waitFor();
    await page.getByTestId("profile-submit").click();
    await page.waitForURL(/\/setup\/shippingAddress\/1$/);
    await page.getByTestId("intro-skip").click();
    await page.waitForURL(/\/setup\/index$/);
  });

  it("points: the balance, the ledger (the demo's reviews earned some, none spent) and the rules", async () => {
    const { page } = await s.newPage();
    await login(page, "/setup/wdjf");
    await page.getByTestId("points-summary").getByText("可用积分").waitFor();
    await page.getByTestId("points-table").getByText("评价商品").first().waitFor();
    await page.getByRole("combobox", { name: "类型" }).click();
    await page.locator(".ant-select-item-option", { hasText: /^使用$/ }).click();
    await page.getByTestId("points-search").click();
    await page.getByTestId("points-table").getByText("暂无积分记录").waitFor();
    await page.getByRole("link", { name: "积分规则" }).first().click();
    await page.waitForURL(/\/setup\/point$/);
    await page.getByTestId("rules-EARN").getByText("注册奖励").waitFor();
    await page.getByTestId("rules-SPEND").getByText("100 积分抵 1 元", { exact: true }).waitFor();
  });
});
