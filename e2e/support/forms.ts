import type { Page } from "playwright-core";

/** Logs in through the login page and waits until the redirect has arrived at `to`. */
export async function login(page: Page, who: { name: string; password: string }, to: string) {
  await page.goto(`/user/login?redirect=${encodeURIComponent(to)}`);
  await page.getByPlaceholder("请输入手机号或登录名").fill(who.name);
  await page.getByPlaceholder("请输入密码").fill(who.password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((u) => u.pathname === to);
}

/** Picks a path in an antd Cascader opened from the element with this test id. */
export async function cascade(page: Page, testId: string, labels: string[]) {
  await page.getByTestId(testId).click();
  for (const l of labels) await page.locator(".ant-cascader-menu-item", { hasText: new RegExp(`^${l}$`) }).last().click();
}
