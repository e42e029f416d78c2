import { account } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { lastSmsCode } from "../sms/test-phone";

/**
 * Demo mode (DEMO_DATA=true, SMS kept in the outbox): the reply to "send me a code" carries the code,
 * which the web shows as the demo's stand-in for the SMS. Anywhere else the code goes only by SMS.
 */
describe("sendSmsCode in demo mode", async () => {
  const t = await createTestApp({ env: { DEMO_DATA: "true" } });

  it("answers with the code that was sent (the same the SMS carries)", async () => {
    const r = await t.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13922220001" });
    expect(r.code).toBe("0");
    expect(r.data.demoCode).toMatch(/^\d{6}$/);
    expect(r.data.demoCode).toBe(lastSmsCode(t.config, "13922220001"));
    expect(r.data.mobile).not.toContain("13922220001");
  });

  it("answers a refused send without any code", async () => {
    const r = await t.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13922220001" });
    expect(r.code).not.toBe("0");
    expect(JSON.stringify(r.data ?? {})).not.toMatch(/demoCode|\d{6}/);
  });
});

describe("sendSmsCode outside demo mode", async () => {
  const t = await createTestApp();

  it("never answers with the code", async () => {
    const r = await t.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13922220002" });
    expect(r.code).toBe("0");
    expect(r.data).not.toHaveProperty("demoCode");
    expect(JSON.stringify(r.data)).not.toContain(lastSmsCode(t.config, "13922220002"));
  });

  it("nor in production with a demo installation turned off", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production", DEMO_DATA: "false", PUBLIC_URL: "https://qinlian.example.cn", SMS_ECHO_FILE: "" } }).catch((e: unknown) => e);
    // a production installation outside demo mode refuses the outbox provider at start: no code can leak
    expect(prod).toBeInstanceOf(Error);
  });
});
