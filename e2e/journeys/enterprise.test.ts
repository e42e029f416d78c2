import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { lastSms } from "../support/sms";

/** Demo logins (README). */
const OPERATOR = { name: "operator", password: "Operator@2026" };
/** The admin of the demo enterprise waiting for verification. */
const PENDING_ADMIN = { name: "hexing", password: "Hexing@2026", mobile: "13800000021" };
const PENDING_ENTERPRISE = { id: "demo-ent-hexing", name: "临沂禾兴家禽养殖专业合作社" };
const NEW_EMPLOYEE = { mobile: "13800000077", name: "钱会计", password: "Qian@2026kj" };

async function login(page: Page, name: string, password: string, redirect: string, landing = redirect) {
  await page.goto(`/user/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByPlaceholder("请输入手机号或登录名").fill(name);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((u) => u.pathname === landing);
}

describe("enterprise onboarding", () => {
  const s = useBrowser();

  it("operator approves the pending enterprise; its admin adds an employee, who sees only the menus of their role", async () => {
    // 1. The operator reviews the queue and approves the pending enterprise.
    const op = await s.newPage();
    await login(op.page, OPERATOR.name, OPERATOR.password, "/admin/enterprises");
    const queue = op.page.getByTestId("enterprise-queue");
    await queue.getByText(PENDING_ENTERPRISE.name).waitFor();
    await op.page.getByTestId(`open-${PENDING_ENTERPRISE.id}`).click();
    const drawer = op.page.locator(".ant-drawer-content");
    await drawer.getByText("93371300MA3P2K8X5Y").waitFor();
    await drawer.getByTestId("approve").click();
    await op.page.getByTestId("approve-confirm").click();
    await op.page.getByText("已审核通过").waitFor();
    await drawer.getByTestId("review-history").getByText("审核通过").waitFor();
    await op.page.locator(".ant-drawer-close").click();
    // it leaves the pending queue (other journeys may have left their own applications there)
    await queue.getByText(PENDING_ENTERPRISE.name).waitFor({ state: "detached" });
    // the approval was texted to the enterprise's contact: the console's outbox shows it
    await op.page.goto("/admin/sms");
    await op.page.getByTestId("sms-mobile").fill(PENDING_ADMIN.mobile);
    await op.page.getByRole("button", { name: "搜 索" }).or(op.page.getByRole("button", { name: "搜索" })).click();
    await op.page.getByTestId("sms-list").locator("tr", { hasText: PENDING_ADMIN.mobile }).getByText(/企业认证已通过审核/).waitFor();
    expect(op.consoleErrors).toEqual([]);

    // 2. The enterprise's admin adds an employee with a limited role.
    const admin = await s.newPage();
    await login(admin.page, PENDING_ADMIN.name, PENDING_ADMIN.password, "/setup/member");
    await admin.page.getByTestId("identity-switcher").getByText(PENDING_ENTERPRISE.name, { exact: false }).waitFor();
    await admin.page.getByTestId("member-list").getByText("赵德胜").waitFor();
    await admin.page.getByTestId("add-member").click();
    await admin.page.waitForURL(/\/setup\/member\/addMember$/);
    // the form validates before it submits
    let saves = 0;
    admin.page.on("request", (r) => void (r.url().includes("/addOrUpdEmployee/notFunc") && saves++));
    await admin.page.getByTestId("member-save").click();
    await admin.page.getByText("请至少选择一个角色").waitFor();
    expect(saves).toBe(0);
    const form = admin.page.getByTestId("member-form");
    await form.getByPlaceholder("13800000000").fill(NEW_EMPLOYEE.mobile);
    await form.locator("#name").fill(NEW_EMPLOYEE.name);
    await admin.page.getByTestId("role-EMP_FINANCE").click();
    await admin.page.getByTestId("member-save").click();
    await admin.page.waitForURL(/\/setup\/member$/);
    await admin.page.getByText("已添加员工，并已通过短信向其发送设置密码链接").waitFor();
    await admin.page.getByTestId("member-list").getByText(NEW_EMPLOYEE.name).waitFor();
    await admin.page.getByTestId("member-list").getByText("待设置密码").waitFor();
    expect(saves).toBe(1);
    expect(admin.consoleErrors).toEqual([]);

    // 3. The employee follows the texted set-password link (no password travels by SMS), sets a
    //    password, logs in and sees only what the finance role opens.
    const sms = await lastSms(NEW_EMPLOYEE.mobile);
    expect(sms.content).not.toMatch(/初始密码/);
    const link = /\/user\/setPassword#t=[A-Za-z0-9_-]+/.exec(sms.content)?.[0];
    expect(link).toBeTruthy();
    const emp = await s.newPage();
    await emp.page.goto(link!);
    await emp.page.getByTestId("set-password-login-name").getByText(NEW_EMPLOYEE.mobile).waitFor();
    await emp.page.getByTestId("password-input").fill(NEW_EMPLOYEE.password);
    await emp.page.getByTestId("passwordConfirm-input").fill(NEW_EMPLOYEE.password);
    await emp.page.getByTestId("set-password-submit").click();
    await emp.page.getByTestId("set-password-done").waitFor();
    // the link works once
    await emp.page.goto("/user/login");
    await emp.page.goto(link!);
    await emp.page.getByTestId("set-password-invalid").waitFor();
    await login(emp.page, NEW_EMPLOYEE.mobile, NEW_EMPLOYEE.password, "/setup/index");
    await emp.page.getByTestId("me").getByText(PENDING_ENTERPRISE.name).waitFor();
    const left = emp.page.getByTestId("left-menu");
    await left.getByText("账户首页").waitFor();
    const menu = await left.innerText();
    expect(menu).not.toContain("员工管理");
    expect(menu).not.toContain("企业信息");
    expect(await emp.page.getByTestId("top-menu").innerText()).not.toContain("运营后台");
    // a screen whose function the role lacks shows the section's 403 page
    await emp.page.goto("/setup/member");
    await emp.page.waitForURL((u) => u.pathname === "/setup/403");
    await emp.page.getByText("您当前的身份没有“账户设置”中该功能的权限", { exact: false }).waitFor();
    await emp.page.goto("/admin/sms");
    await emp.page.waitForURL((u) => u.pathname === "/admin/403");
  });

  it("an approved enterprise back in review after its admin edits the details stays switchable, tagged 审核中", async () => {
    // the enterprise the first test approved; its admin changes a verified detail, which sends it back to review
    const { page, consoleErrors } = await s.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, PENDING_ADMIN.name, PENDING_ADMIN.password, "/setup/enterpriseInfo/edit");
    await page.getByTestId("identity-switcher").getByText(`当前身份：${PENDING_ENTERPRISE.name}`).waitFor();
    await page.getByTestId("enterprise-form").locator("#legalPerson").fill("禾兴新法人");
    await page.getByTestId("enterprise-save").click();
    await page.waitForURL((u) => u.pathname === "/setup/enterpriseInfo");
    // its overview says it is being reviewed again, and that work goes on meanwhile
    await page.goto("/setup/index");
    await page.getByTestId("me-verify").getByText("待审核").waitFor();
    await page.getByTestId("verify-hint").getByText("重新审核", { exact: false }).waitFor();

    const enterprise = page.locator(".ant-dropdown-menu-item", { has: page.getByTestId(`identity-${PENDING_ENTERPRISE.id}`) });
    const person = page.locator(".ant-dropdown-menu-item").filter({ hasNot: page.getByTestId(`identity-${PENDING_ENTERPRISE.id}`) }).first();
    // to the person…
    await page.getByTestId("identity-switcher").click();
    await enterprise.getByText("审核中").waitFor();
    await person.click();
    await page.getByText(/^已切换为：/).waitFor();
    await page.getByTestId("identity-switcher").getByText(`当前身份：${PENDING_ENTERPRISE.name}`).waitFor({ state: "detached" });
    // …and back: the enterprise in review is not greyed out, still tagged 审核中, and the switch works
    await page.getByTestId("identity-switcher").click();
    await enterprise.getByText("审核中").waitFor();
    expect(await enterprise.getAttribute("aria-disabled")).not.toBe("true");
    await enterprise.click();
    await page.getByTestId("identity-switcher").getByText(`当前身份：${PENDING_ENTERPRISE.name}`).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("the identity switcher moves a person between their enterprise and themselves", async () => {
    const { page, consoleErrors } = await s.newPage();
    await login(page, "luqin", "Luqin@2026", "/setup/enterpriseInfo");
    await page.getByTestId("enterprise-info").getByText("山东鲁禽农牧科技有限公司").waitFor();
    await page.getByTestId("identity-switcher").click();
    await page.getByTestId("identity-demo-luqin-admin").click();
    await page.waitForURL((u) => u.pathname === "/setup/index");
    await page.getByText("已切换为：王立新").waitFor();
    await page.getByTestId("identity-switcher").getByText("当前身份：王立新").waitFor();
    // the person's own menu: the enterprise's pages go (the menu reloads for the new identity)
    await page.getByTestId("left-menu").getByText("企业信息").waitFor({ state: "detached" });
    await page.getByTestId("left-menu").getByText("我的资料").waitFor();
    // and back
    await page.getByTestId("identity-switcher").click();
    await page.getByTestId("identity-demo-ent-luqin").click();
    await page.getByTestId("identity-switcher").getByText("当前身份：山东鲁禽农牧科技有限公司").waitFor();
    await page.getByTestId("left-menu").getByText("企业信息").waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
