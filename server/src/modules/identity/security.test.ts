import { account, Codes, identity } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { memberAccountKey, member, memberEmployee, memberLogin, memberPayPassword, memberRole } from "./schema";
import { verifyPassword } from "./passwords";
import { STRONG, allowResend, codeFor, registerPerson, setLoginLock } from "./test-support";

describe("forgot password", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const p = await registerPerson(t, "13900000501", { loginName: "forgetful" });

  it("code → reset key → new password; every session ends and a login lock is lifted", async () => {
    const other = await t.login("forgetful", STRONG);
    await setLoginLock(t, p.memberId, new Date(Date.now() + 600_000));
    const smsCode = await codeFor(t, "RESET_PASSWORD", "13900000501");
    const { resetKey, expiresInSeconds } = await t.ok(account.checkResetSms, { mobile: "13900000501", smsCode });
    expect(expiresInSeconds).toBe(600);
    expect(await t.ok(account.resetPassword, { resetKey, password: "NewPass#2026" })).toEqual({ done: true });
    for (const tk of [p.ticket, other]) expect((await t.call(identity.memberByToken, {}, { ticket: tk })).code).toBe(Codes.TICKET_INVALID);
    expect((await t.call(identity.login, { loginName: "forgetful", password: STRONG })).code).toBe(Codes.LOGIN_FAILED);
    await t.login("forgetful", "NewPass#2026");
    // the key worked once
    const again = await t.call(account.resetPassword, { resetKey, password: "Other#2026x" });
    expect(again.msg).toBe("resetKey: 凭证无效或已过期，请重新获取短信验证码");
  });

  it("a wrong code names smsCode; an expired key names resetKey; a weak password names password", async () => {
    await allowResend(t, "13900000501");
    const code = await codeFor(t, "RESET_PASSWORD", "13900000501");
    const wrong = await t.call(account.checkResetSms, { mobile: "13900000501", smsCode: code === "000000" ? "111111" : "000000" });
    expect(wrong.msg).toMatch(/^smsCode: 验证码错误/);
    const { resetKey } = await t.ok(account.checkResetSms, { mobile: "13900000501", smsCode: code });
    expect((await t.call(account.resetPassword, { resetKey, password: "weakweak" })).msg).toContain("password");
    expect((await t.call(account.resetPassword, { resetKey, password: "Password1" })).msg).toBe("password: 该密码过于常见，容易被猜中，请换一个");
    expect((await t.call(account.resetPassword, { resetKey, password: "Forgetful#1" })).msg).toBe("password: 密码不能包含登录名或手机号");
    await db.update(memberAccountKey).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(memberAccountKey.memberId, p.memberId));
    expect((await t.call(account.resetPassword, { resetKey, password: "NewPass#2027" })).msg).toContain("resetKey");
  });

  it("anonymous without a mobile is told to give one; a code for another number does not fit", async () => {
    expect((await t.call(account.checkResetSms, { smsCode: "123456" })).msg).toBe("mobile: 请输入手机号");
    expect((await t.call(account.checkResetSms, { mobile: "13900000599", smsCode: "123456" })).msg).toBe("smsCode: 请先获取短信验证码");
  });

  it("logged in (/setup/backPwdOne), the code goes to one's own number", async () => {
    await allowResend(t, "13900000501");
    const ticket = await t.login("forgetful", "NewPass#2026");
    const sent = await t.ok(account.sendSmsCode, { purpose: "RESET_PASSWORD" }, { ticket });
    expect(sent.mobile).toBe("139****0501");
    expect((await t.call(account.sendSmsCode, { purpose: "RESET_PASSWORD" }, { ticket })).code).toBe(Codes.RATE_LIMITED);
    const code = await codeFor(t, "RESET_PASSWORD", undefined, ticket);
    const { resetKey } = await t.ok(account.checkResetSms, { smsCode: code }, { ticket });
    const r = await t.call(account.resetPassword, { resetKey, password: "Again#2026" }, { ticket });
    expect(r.code).toBe("0");
    expect(([] as string[]).concat(r.headers["set-cookie"] ?? []).join(";")).toMatch(/QLTicket=;/);
  });
});

describe("change login password", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const p = await registerPerson(t, "13900000601", { loginName: "changer" });

  it("needs a login", async () => {
    expect((await t.call(account.changePassword, { oldPassword: STRONG, password: "NewPass#2026" })).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("refuses a wrong current password (naming oldPassword) and the same password (naming password)", async () => {
    const r = await t.call(account.changePassword, { oldPassword: "wrong", password: "NewPass#2026" }, { ticket: p.ticket });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toBe("oldPassword: 原密码不正确，还可尝试 4 次");
    expect((await t.call(account.changePassword, { oldPassword: STRONG, password: STRONG }, { ticket: p.ticket })).msg).toBe("password: 新密码不能与原密码相同");
    expect((await t.call(account.changePassword, { oldPassword: STRONG, password: "short" }, { ticket: p.ticket })).msg).toContain("password");
  });

  it("refuses a common password and one containing the login name or mobile, naming password", async () => {
    const change = (password: string) => t.call(account.changePassword, { oldPassword: STRONG, password }, { ticket: p.ticket });
    expect((await change("password1")).msg).toBe("password: 该密码过于常见，容易被猜中，请换一个");
    expect((await change("Changer#2026")).msg).toBe("password: 密码不能包含登录名或手机号");
    expect((await change("Q13900000601")).msg).toBe("password: 密码不能包含登录名或手机号");
  });

  it("changes it: the other sessions end, this one stays, and the first-login flag clears", async () => {
    await setLoginLock(t, p.memberId, null);
    await db.update(memberLogin).set({ mustChangePassword: true }).where(eq(memberLogin.memberId, p.memberId));
    const first = await t.ok(identity.login, { loginName: "changer", password: STRONG });
    expect(first.mustChangePassword).toBe(true);
    const r = await t.ok(account.changePassword, { oldPassword: STRONG, password: "NewPass#2026" }, { ticket: p.ticket });
    expect(r.revokedOtherTickets).toBe(1);
    expect((await t.call(identity.memberByToken, {}, { ticket: p.ticket })).code).toBe("0");
    expect((await t.call(identity.memberByToken, {}, { ticket: first.ticket })).code).toBe(Codes.TICKET_INVALID);
    expect((await t.ok(identity.login, { loginName: "changer", password: "NewPass#2026" })).mustChangePassword).toBe(false);
  });

  it("wrong current passwords count towards the login lock", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.call(account.changePassword, { oldPassword: "bad", password: "Whatever#1" }, { ticket: p.ticket })).code);
    expect(codes.at(-1)).toBe(Codes.ACCOUNT_LOCKED);
    expect((await t.call(identity.login, { loginName: "changer", password: "NewPass#2026" })).code).toBe(Codes.ACCOUNT_LOCKED);
  });

  it("an employee with no functions may still change their own password (access is any member)", async () => {
    await createPerson(db, { id: "m-norole", loginName: "norole", mobile: "13900000602", password: STRONG, name: "无角色", roles: [] });
    const ticket = await t.login("norole", STRONG);
    expect((await t.call(account.changePassword, { oldPassword: STRONG, password: "NewPass#2026" }, { ticket })).code).toBe("0");
  });
});

describe("change mobile", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const p = await registerPerson(t, "13900000701");
  const q = await registerPerson(t, "13900000702", { loginName: "quinn" });

  it("needs a login and the function", async () => {
    expect((await t.call(account.checkOldMobile, { smsCode: "123456" })).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(account.changeMobile, { changeKey: "k", mobile: "13900000799", smsCode: "123456" })).code).toBe(Codes.NOT_LOGGED_IN);
    await db.insert(member).values({ id: "e-co", type: "ENTERPRISE", name: "某公司", verifyState: "APPROVED" });
    await db.insert(memberEmployee).values({ id: "emp-q", boId: "e-co", memberId: q.memberId, name: "Quinn", mobile: "13900000702" });
    await db.update(memberLogin).set({ lastBoId: "e-co" }).where(eq(memberLogin.memberId, q.memberId));
    const ticket = await t.login("quinn", STRONG); // acts for e-co, holding no role there
    expect((await t.call(account.checkOldMobile, { smsCode: "123456" }, { ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(account.changeMobile, { changeKey: "k", mobile: "13900000799", smsCode: "123456" }, { ticket })).code).toBe(Codes.FORBIDDEN);
  });

  it("old-number code → change key → new number with its code; the mobile login name follows", async () => {
    const other = await t.login("13900000701", STRONG);
    const old = await codeFor(t, "CHANGE_MOBILE_OLD", undefined, p.ticket);
    const { changeKey } = await t.ok(account.checkOldMobile, { smsCode: old }, { ticket: p.ticket });
    expect((await t.call(account.sendSmsCode, { purpose: "CHANGE_MOBILE_NEW", mobile: "13900000702" }, { ticket: p.ticket })).msg).toContain("mobile: 该手机号已注册");
    const fresh = await codeFor(t, "CHANGE_MOBILE_NEW", "13900000703", p.ticket);
    // another member cannot use the key
    expect((await t.call(account.changeMobile, { changeKey, mobile: "13900000703", smsCode: fresh }, { ticket: q.ticket })).code).not.toBe("0");
    expect(await t.ok(account.changeMobile, { changeKey, mobile: "13900000703", smsCode: fresh }, { ticket: p.ticket })).toEqual({ mobile: "139****0703" });
    const [login] = await db.select().from(memberLogin).where(eq(memberLogin.memberId, p.memberId));
    expect(login).toMatchObject({ mobile: "13900000703", loginName: "13900000703" });
    await t.login("13900000703", STRONG);
    expect((await t.call(identity.login, { loginName: "13900000701", password: STRONG })).code).toBe(Codes.LOGIN_FAILED);
    expect((await t.call(identity.memberByToken, {}, { ticket: other })).code).toBe(Codes.TICKET_INVALID);
    // the other member was not touched
    const [ql] = await db.select().from(memberLogin).where(eq(memberLogin.memberId, q.memberId));
    expect(ql.mobile).toBe("13900000702");
  });

  it("refuses a taken number, a wrong code and a used key, naming the field", async () => {
    await allowResend(t, "13900000703");
    const old = await codeFor(t, "CHANGE_MOBILE_OLD", undefined, p.ticket);
    const { changeKey } = await t.ok(account.checkOldMobile, { smsCode: old }, { ticket: p.ticket });
    expect((await t.call(account.changeMobile, { changeKey, mobile: "13900000702", smsCode: "123456" }, { ticket: p.ticket })).msg).toBe("mobile: 该手机号已注册，请更换其他号码");
    const code = await codeFor(t, "CHANGE_MOBILE_NEW", "13900000704", p.ticket);
    const wrong = await t.call(account.changeMobile, { changeKey, mobile: "13900000704", smsCode: code === "000000" ? "111111" : "000000" }, { ticket: p.ticket });
    expect(wrong.msg).toMatch(/^smsCode: /);
    expect((await t.call(account.changeMobile, { changeKey: "nope", mobile: "13900000704", smsCode: code }, { ticket: p.ticket })).msg).toContain("changeKey");
  });
});

describe("pay password", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const p = await registerPerson(t, "13900000801");

  it("needs a login", async () => {
    expect((await t.call(account.setPayPassword, { smsCode: "123456", payPassword: "135790" })).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("sets, then changes, the person's pay password with a PAY_PASSWORD code", async () => {
    const c1 = await codeFor(t, "PAY_PASSWORD", undefined, p.ticket);
    const r = await t.ok(account.setPayPassword, { smsCode: c1, payPassword: "135790" }, { ticket: p.ticket });
    expect(r).toMatchObject({ boId: p.memberId, firstTime: true });
    const [row] = await db.select().from(memberPayPassword).where(eq(memberPayPassword.boId, p.memberId));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, "135790")).toBe(true);
    await db.update(memberPayPassword).set({ failedCount: 3 }).where(eq(memberPayPassword.boId, p.memberId));
    await allowResend(t, "13900000801");
    const c2 = await codeFor(t, "PAY_PASSWORD", undefined, p.ticket);
    expect((await t.ok(account.setPayPassword, { smsCode: c2, payPassword: "246801" }, { ticket: p.ticket })).firstTime).toBe(false);
    const [after] = await db.select().from(memberPayPassword).where(eq(memberPayPassword.boId, p.memberId));
    expect(after.failedCount).toBe(0);
    expect(await verifyPassword(after.passwordHash, "246801")).toBe(true);
  });

  it("refuses weak, non-numeric and wrongly confirmed ones, naming the field", async () => {
    for (const pw of ["111111", "123456", "987654"]) {
      expect((await t.call(account.setPayPassword, { smsCode: "123456", payPassword: pw }, { ticket: p.ticket })).msg).toBe("payPassword: 支付密码过于简单，请勿使用重复或连续的数字");
    }
    expect((await t.call(account.setPayPassword, { smsCode: "123456", payPassword: "12ab56" }, { ticket: p.ticket })).msg).toContain("payPassword");
    expect((await t.call(account.setPayPassword, { smsCode: "000000", payPassword: "135790" }, { ticket: p.ticket })).msg).toMatch(/^smsCode: /);
  });

  it("for an enterprise only its admin may set it; staff without the finance function get 100004", async () => {
    await db.insert(member).values({ id: "e-pay", type: "ENTERPRISE", name: "支付公司", verifyState: "APPROVED" });
    const fin = await registerPerson(t, "13900000802", { loginName: "fin_staff" });
    const sales = await registerPerson(t, "13900000803", { loginName: "sales_staff" });
    for (const [who, role, isAdmin] of [[fin, "EMP_FINANCE", 0], [sales, "EMP_SALES", 0], [p, "ENTERPRISE_ADMIN", 1]] as const) {
      await db.insert(memberEmployee).values({ boId: "e-pay", memberId: who.memberId, name: "员工", mobile: "1", isAdmin });
      await db.insert(memberRole).values({ memberId: who.memberId, boId: "e-pay", roleCode: role });
      await db.update(memberLogin).set({ lastBoId: "e-pay" }).where(eq(memberLogin.memberId, who.memberId));
    }
    const finTicket = await t.login("fin_staff", STRONG);
    expect((await t.call(account.setPayPassword, { smsCode: "123456", payPassword: "135790" }, { ticket: finTicket })).code).toBe(Codes.FORBIDDEN);
    const salesTicket = await t.login("sales_staff", STRONG);
    const s = await t.call(account.setPayPassword, { smsCode: "123456", payPassword: "135790" }, { ticket: salesTicket });
    expect(s.code).toBe(Codes.FORBIDDEN);
    expect(s.msg).toContain("financial.account.security");
    const adminTicket = await t.login("13900000801", STRONG);
    await allowResend(t, "13900000801");
    const c = await codeFor(t, "PAY_PASSWORD", undefined, adminTicket);
    expect(await t.ok(account.setPayPassword, { smsCode: c, payPassword: "802468" }, { ticket: adminTicket })).toMatchObject({ boId: "e-pay", firstTime: true });
    // the person's own pay password is separate
    const [own] = await db.select().from(memberPayPassword).where(eq(memberPayPassword.boId, p.memberId));
    expect(await verifyPassword(own.passwordHash, "246801")).toBe(true);
  });
});
