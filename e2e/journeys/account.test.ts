import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { lastSms } from "../support/sms";
import { tinyPng as png } from "../../server/src/testing/png";

/** A fresh mainland mobile number for this run. */
const newMobile = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

const USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A unified social credit code with a correct GB 32100-2015 check character. */
function validUscc(): string {
  const body = `913701${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}MA3C5`;
  const sum = [...body].reduce((s, c, i) => s + USCC_CHARS.indexOf(c) * USCC_W[i], 0);
  return body + USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** Fills the personal account form (on /user/register or step 1 of /user/registerQY). */
async function fillAccountForm(page: Page, mobile: string, password: string, loginName?: string) {
  await page.getByTestId("mobile-input").fill(mobile);
  const after = Date.now();
  await page.getByTestId("smsCode-send").click();
  const sms = await lastSms(mobile, after);
  expect(sms.purpose).toBe("REGISTER");
  await page.getByTestId("smsCode-input").fill(sms.code!);
  if (loginName) await page.getByTestId("loginName-input").fill(loginName);
  await page.getByTestId("password-input").fill(password);
  await page.getByTestId("passwordConfirm-input").fill(password);
  await page.getByTestId("agree").check();
}

async function login(page: Page, name: string, password: string) {
  await page.goto("/user/login");
  await page.getByPlaceholder("请输入手机号或登录名").fill(name);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("greeting").waitFor();
}

describe("member accounts", () => {
  const s = useBrowser();
  const person = { mobile: newMobile("137"), loginName: `farmer${Math.floor(Math.random() * 1e6)}`, password: "Yangji@2026" };
  let registeredAt = 0;

  it("registers a personal member, who can log out and log in again", async () => {
    const { page, consoleErrors } = await s.newPage();
    await page.goto("/user/login");
    await page.getByRole("link", { name: "免费注册", exact: true }).click();
    await page.waitForURL(/\/user\/register$/);
    // the form validates before anything is sent
    await page.getByTestId("register-submit").click();
    await page.getByText("请输入手机号", { exact: true }).waitFor();
    await page.getByText("请阅读并同意用户服务协议和隐私政策").waitFor();
    // the agreement opens from the form
    await page.getByTestId("read-USER").click();
    await page.getByTestId("agreement-USER").getByText("账号注册与安全").waitFor();
    await page.getByRole("button", { name: "我知道了" }).click();

    registeredAt = Date.now();
    await fillAccountForm(page, person.mobile, person.password, person.loginName);
    await page.getByTestId("register-submit").click();
    // a new member lands on the first-login guide, which can be skipped
    await page.waitForURL(/\/setup\/wdzl\/1$/);
    await page.getByTestId("intro-steps").waitFor();
    await page.getByTestId("intro-skip").click();
    await page.waitForURL(/\/setup\/index$/);
    await page.getByTestId("me").getByText(person.loginName, { exact: true }).waitFor();

    await page.getByTestId("logout").click();
    await page.waitForURL((u) => u.pathname === "/");
    // after logging in, an unlinked person is offered account binding in a corner notice…
    await page.removeLocatorHandler(page.locator(".ant-notification-notice"));
    await login(page, person.loginName, person.password);
    expect(await page.getByTestId("greeting").textContent()).toContain(person.loginName);
    const notice = page.locator(".ant-notification-notice", { hasText: "您是否还有其他禽链账号？" });
    await notice.getByRole("button", { name: "不再提示" }).click();
    await notice.waitFor({ state: "detached" });
    await page.getByTestId("logout").click();
    await page.getByTestId("login-link").waitFor();
    // …until they say no
    const asked = page.waitForResponse((r) => r.url().endsWith("/api/basic/member/bind/selRelation"));
    await login(page, person.loginName, person.password);
    expect(((await (await asked).json()) as { data: { suggestBind: boolean } }).data.suggestBind).toBe(false);
    expect(await page.locator(".ant-notification-notice").count()).toBe(0);
    await page.getByTestId("logout").click();
    await page.getByTestId("login-link").waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("enterprise registration: a wrong credit code shows the checksum message, a right one waits for review until an operator approves it", async () => {
    const { page } = await s.newPage();
    await page.goto("/user/registerQY");
    await fillAccountForm(page, newMobile("136"), "Qiye@20260");
    await page.getByTestId("register-submit").click();
    await page.getByTestId("enterprise-form").waitFor();

    const code = validUscc();
    await page.getByTestId("ent-name").fill("济南鲁禽蛋鸡养殖有限公司");
    await page.getByTestId("ent-credit").fill(code.slice(0, 17) + (code[17] === "1" ? "2" : "1"));
    await page.getByTestId("ent-legal").fill("王建军");
    await page.getByTestId("enterprise-submit").click();
    await page.getByText("统一社会信用代码不正确（应为 18 位，且校验位符合 GB 32100-2015）").waitFor();

    await page.getByTestId("ent-credit").fill(code);
    await page.getByTestId("ent-type").click();
    await page.locator(".ant-select-item-option", { hasText: "养殖企业" }).click();
    await page.locator('[data-testid="enterprise-form"] input[type=file]').setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: png() });
    await page.locator(".ant-upload-list-item-done, .ant-upload-list-item-container .ant-upload-list-item:not(.ant-upload-list-item-uploading)").first().waitFor();
    await page.getByTestId("ent-contact").fill("王建军");
    await page.getByTestId("ent-contact-mobile").fill("13905310000");
    await page.getByTestId("area-cascader").click();
    for (const name of ["山东省", "济南市", "历下区"]) await page.locator(".ant-cascader-menu-item", { hasText: name }).first().click();
    await page.getByTestId("ent-address").fill("经十路 100 号");
    await page.getByTestId("enterprise-submit").click();

    await page.getByTestId("apply-title").getByText("资料已提交，等待平台审核").waitFor();
    expect(await page.getByTestId("apply-state").textContent()).toBe("待审核");
    // coming back later shows the same state
    await page.reload();
    await page.getByTestId("apply-state").getByText("待审核").waitFor();

    // an operator approves it in the console; the registrant then sees it approved
    const op = await s.newPage();
    await login(op.page, "operator", "Operator@2026");
    await op.page.goto("/admin/enterprises");
    const row = op.page.getByTestId("enterprise-queue").locator("tr", { hasText: "济南鲁禽蛋鸡养殖有限公司" });
    await row.getByRole("button").first().click();
    const drawer = op.page.getByTestId("enterprise-drawer");
    await drawer.getByText(code).waitFor();
    await drawer.getByTestId("approve").click();
    await op.page.getByTestId("approve-confirm").click();
    await op.page.getByText("已审核通过").waitFor();
    await page.reload();
    await page.getByTestId("apply-state").getByText("已通过").waitFor();
  });

  it("forgot password by SMS, then logs in with the new password", async () => {
    // one SMS per number per 60 s: wait out the registration code sent to this number
    const wait = registeredAt + 62_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { page } = await s.newPage();
    await page.goto("/user/login");
    await page.getByRole("link", { name: "忘记密码？" }).click();
    await page.waitForURL(/\/user\/forget$/);
    await page.getByTestId("mobile-input").fill(person.mobile);
    const after = Date.now();
    await page.getByTestId("smsCode-send").click();
    const sms = await lastSms(person.mobile, after);
    expect(sms.purpose).toBe("RESET_PASSWORD");
    await page.getByTestId("smsCode-input").fill(sms.code!);
    await page.getByTestId("forget-next").click();
    // the new password must follow the rule
    await page.getByTestId("password-input").fill("weakweak");
    await page.getByTestId("forget-submit").click();
    await page.getByText("8–20 位，须包含字母、数字、符号中的至少两种，不能含空格").first().waitFor();
    await page.getByTestId("password-input").fill("Xinmima#2026");
    await page.getByTestId("passwordConfirm-input").fill("Xinmima#2026");
    await page.getByTestId("forget-submit").click();
    await page.getByTestId("forget-done").waitFor();

    await login(page, person.mobile, "Xinmima#2026");
    expect(await page.getByTestId("greeting").textContent()).toContain(person.loginName);
  }, 150_000);
});
