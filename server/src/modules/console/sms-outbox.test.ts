import { account, adminConsole } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/harness";
import { loginAs, seedOrgs } from "../org/test-fixtures";
import { lastSmsCode } from "../sms/test-phone";

/** A member asks for a password-reset code; the operator opens the outbox: what do they see? */
async function resetCodeSeenByOperator(t: TestApp) {
  await seedOrgs(t.database.db);
  const op = await loginAs(t, "oper");
  await t.ok(account.sendSmsCode, { purpose: "RESET_PASSWORD", mobile: "13911110005" });
  const code = lastSmsCode(t.config, "13911110005");
  const page = await t.ok(adminConsole.smsPage, { mobile: "13911110005", purpose: "RESET_PASSWORD" }, { ticket: op });
  return { code, content: page.list[0].content };
}

describe("the operator's SMS outbox outside demo mode", async () => {
  const t = await createTestApp();

  it("masks a member's live reset code, so the operator cannot take over the account", async () => {
    const { code, content } = await resetCodeSeenByOperator(t);
    expect(content).not.toContain(code);
    expect(content).toMatch(/验证码为 \*{6}，/);
    // the code is live: the member (who has it) can use it
    expect((await t.ok(account.checkResetSms, { mobile: "13911110005", smsCode: code })).resetKey).toBeTruthy();
  });
});

describe("the operator's SMS outbox in demo mode", async () => {
  const t = await createTestApp({ env: { DEMO_DATA: "true" } });

  it("shows the code: the outbox stands in for the phone", async () => {
    const { code, content } = await resetCodeSeenByOperator(t);
    expect(content).toContain(code);
  });

  it("a message stored in demo mode is masked once the installation leaves demo mode", async () => {
    const later = { ...t.config, DEMO_DATA: false };
    const { smsPage } = await import("./ops");
    const ctx = { ...t.systemCtx(), config: later, member: null };
    const page = await smsPage(ctx as never, { pageNum: 1, pageSize: 10, mobile: "13911110005", purpose: "RESET_PASSWORD" });
    expect(page.list[0].content).toMatch(/验证码为 \*{6}，/);
  });
});
