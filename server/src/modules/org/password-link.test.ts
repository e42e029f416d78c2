import { Codes, identity, org, passwordLink } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { NO_PASSWORD_YET, SET_PASSWORD_LINK_HOURS } from "../identity/password-link";
import { memberAccountKey, memberLogin } from "../identity/schema";
import { smsOutbox } from "../sms/schema";
import { lastSms } from "../sms/test-phone";
import { expectCode, loginAs, seedOrgs } from "./test-fixtures";

const LINK = /(https?:\/\/[^\s/]+)\/user\/setPassword#t=([A-Za-z0-9_-]+)$/;

describe("an employee's account opened by the enterprise: a one-time set-password link", async () => {
  const t = await createTestApp({ env: { PUBLIC_URL: "https://qinlian.example.cn" } });
  const db = t.database.db;
  await seedOrgs(db);
  const admin = await loginAs(t, "aadmin");
  const tokenIn = (mobile: string) => LINK.exec(lastSms(t.config, mobile).content)![2];
  let n = 0;
  /** Adds an employee with a new mobile; returns the employee id, mobile and the link's token. */
  const addEmployee = async () => {
    const mobile = `1391111${String(3000 + n++).padStart(4, "0")}`;
    const r = await t.ok(org.saveEmployee, { mobile, name: "新员工", roleCodes: ["EMP_SALES"] }, { ticket: admin });
    return { id: r.id, mobile, token: tokenIn(mobile) };
  };
  const PASSWORD = "Employee@2026";

  it("texts a link to the site's set-password page with a 256-bit token in the fragment; no password is in the SMS", async () => {
    const e = await addEmployee();
    const sms = lastSms(t.config, e.mobile);
    expect(sms.purpose).toBe("EMPLOYEE_ACCOUNT");
    expect(LINK.exec(sms.content)![1]).toBe("https://qinlian.example.cn");
    expect(Buffer.from(e.token, "base64url")).toHaveLength(32);
    expect(sms.content).toContain(`${SET_PASSWORD_LINK_HOURS} 小时`);
    // stored only as a hash; the outbox copy masks it
    const keys = await db.select().from(memberAccountKey).where(eq(memberAccountKey.purpose, "SET_PASSWORD"));
    expect(keys.every((k) => !k.keyHash.includes(e.token) && k.keyHash.length === 64)).toBe(true);
    const [stored] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, e.mobile));
    expect(stored.content).not.toContain(e.token);
  });

  it("the employee cannot log in with any password before setting one", async () => {
    const e = await addEmployee();
    const [login] = await db.select().from(memberLogin).where(eq(memberLogin.mobile, e.mobile));
    expect(login.passwordHash).toBe(NO_PASSWORD_YET);
    for (const password of [PASSWORD, NO_PASSWORD_YET, "", e.token]) {
      const r = await t.call(identity.login, { loginName: e.mobile, password: password || "x" });
      expect(r.code).toBe(Codes.LOGIN_FAILED);
    }
    const page = await t.ok(org.employeePage, { keyword: e.mobile }, { ticket: admin });
    expect(page.list[0].passwordPending).toBe(true);
  });

  it("check shows the account; set password works once, then the employee logs in as the enterprise", async () => {
    const e = await addEmployee();
    const info = await t.ok(passwordLink.check, { token: e.token });
    expect(info).toMatchObject({ loginName: e.mobile, mobile: `${e.mobile.slice(0, 3)}****${e.mobile.slice(7)}` });
    expect(Date.parse(info.expiresAt) - Date.now()).toBeGreaterThan((SET_PASSWORD_LINK_HOURS - 1) * 3_600_000);
    expect(await t.ok(passwordLink.setPassword, { token: e.token, password: PASSWORD })).toEqual({ loginName: e.mobile });
    const login = await t.ok(identity.login, { loginName: e.mobile, password: PASSWORD });
    expect(login.userInfo).toMatchObject({ boId: "ent-a", employeeId: e.id });
    expect(login.mustChangePassword).toBe(false);
    // used up: neither check nor a second set works, and the password stays
    expectCode(await t.call(passwordLink.check, { token: e.token }), Codes.VALIDATION, "token");
    expectCode(await t.call(passwordLink.setPassword, { token: e.token, password: "Another@2026" }), Codes.VALIDATION, "token");
    await t.login(e.mobile, PASSWORD);
    expect((await t.ok(org.employeePage, { keyword: e.mobile }, { ticket: admin })).list[0].passwordPending).toBe(false);
  });

  it("two tries racing with one link: one sets the password", async () => {
    const e = await addEmployee();
    const rs = await Promise.all(["Racer@2026a", "Racer@2026b", "Racer@2026c"].map((password) => t.call(passwordLink.setPassword, { token: e.token, password })));
    expect(rs.filter((r) => r.code === "0")).toHaveLength(1);
    expect(rs.filter((r) => r.code === Codes.VALIDATION)).toHaveLength(2);
  });

  it("an expired link, a wrong token and a malformed one are refused under the token field", async () => {
    const e = await addEmployee();
    await db
      .update(memberAccountKey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberAccountKey.purpose, "SET_PASSWORD"));
    expectCode(await t.call(passwordLink.check, { token: e.token }), Codes.VALIDATION, "token");
    expectCode(await t.call(passwordLink.setPassword, { token: e.token, password: PASSWORD }), Codes.VALIDATION, "token");
    const wrong = `${e.token.slice(0, -2)}${e.token.endsWith("AA") ? "BB" : "AA"}`;
    const f = await addEmployee();
    expectCode(await t.call(passwordLink.setPassword, { token: wrong, password: PASSWORD }), Codes.VALIDATION, "token");
    for (const token of ["", "a b", "x".repeat(101), "<script>"]) {
      expectCode(await t.call(passwordLink.check, { token }), Codes.VALIDATION, "token");
    }
    expectCode(await t.call(identity.login, { loginName: e.mobile, password: PASSWORD }), Codes.LOGIN_FAILED);
    await t.ok(passwordLink.check, { token: f.token });
  });

  it("the password follows the registration policy, and a refusal leaves the link usable", async () => {
    const e = await addEmployee();
    // the format rule, a common password, the login name (here the mobile) inside it
    for (const password of ["short1!", "onlyletters", "12345678", "has space 123", "密码密码密码12", "password1", `Qian${e.mobile}`]) {
      expectCode(await t.call(passwordLink.setPassword, { token: e.token, password }), Codes.VALIDATION, "password");
    }
    await t.ok(passwordLink.setPassword, { token: e.token, password: PASSWORD });
  });

  it("the admin resends the link: the old one stops working, one resend a minute, none once the password is set", async () => {
    const e = await addEmployee();
    expectCode(await t.call(passwordLink.resend, { id: e.id }, { ticket: admin }), Codes.RATE_LIMITED);
    await db.update(memberAccountKey).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(memberAccountKey.purpose, "SET_PASSWORD"));
    const r = await t.ok(passwordLink.resend, { id: e.id }, { ticket: admin });
    expect(r.id).toBe(e.id);
    const fresh = tokenIn(e.mobile);
    expect(fresh).not.toBe(e.token);
    expectCode(await t.call(passwordLink.check, { token: e.token }), Codes.VALIDATION, "token");
    await t.ok(passwordLink.setPassword, { token: fresh, password: PASSWORD });
    await db.update(memberAccountKey).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(memberAccountKey.purpose, "SET_PASSWORD"));
    expectCode(await t.call(passwordLink.resend, { id: e.id }, { ticket: admin }), Codes.VALIDATION, "id");
  });

  it("only the enterprise's admins may resend", async () => {
    const e = await addEmployee();
    expectCode(await t.call(passwordLink.resend, { id: e.id }, { ticket: await loginAs(t, "badmin") }), Codes.NOT_FOUND);
    expectCode(await t.call(passwordLink.resend, { id: e.id }, { ticket: await loginAs(t, "asales") }), Codes.FORBIDDEN);
    expectCode(await t.call(passwordLink.resend, { id: e.id }), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(passwordLink.resend, { id: "" }, { ticket: admin }), Codes.VALIDATION, "id");
  });
});
