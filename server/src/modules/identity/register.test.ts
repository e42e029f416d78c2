import { account, Codes, identity } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { agreementAcceptance } from "../agreement/schema";
import { smsCode } from "../sms/schema";
import { memberLogin, memberRole } from "./schema";
import { AGREEMENTS, STRONG, allowResend, codeFor, lastCode, registerPerson } from "./test-support";

describe("SMS codes for accounts", async () => {
  const t = await createTestApp();
  await createPerson(t.database.db, { id: "m-old", loginName: "oldie", mobile: "13900000101", password: STRONG, name: "老用户", roles: ["BUYER"] });

  it("sends a REGISTER code to a free number and tells when to resend", async () => {
    const r = await t.ok(account.sendSmsCode, { purpose: "REGISTER", mobile: "13900000102" });
    expect(r).toEqual({ mobile: "139****0102", resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(await lastCode(t, "13900000102")).toMatch(/^\d{6}$/);
  });

  it("refuses REGISTER for a registered number and RESET_PASSWORD for an unknown one, naming mobile only", async () => {
    const a = await t.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13900000101" });
    expect(a.code).toBe(Codes.VALIDATION);
    expect(a.msg).toBe("mobile: 该手机号已注册，请直接登录或找回密码");
    const b = await t.call(account.sendSmsCode, { purpose: "RESET_PASSWORD", mobile: "13900000199" });
    expect(b.code).toBe(Codes.VALIDATION);
    expect(b.msg).toBe("mobile: 该手机号未注册");
    expect(JSON.stringify(b.data)).not.toContain("m-old");
  });

  it("names the field for a bad or missing number", async () => {
    const bad = await t.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "12345" });
    expect(bad.code).toBe(Codes.VALIDATION);
    expect(bad.msg).toContain("mobile");
    const none = await t.call(account.sendSmsCode, { purpose: "REGISTER" });
    expect(none.msg).toContain("mobile");
    const purpose = await t.call(account.sendSmsCode, { purpose: "LOGIN" as "REGISTER", mobile: "13900000103" });
    expect(purpose.msg).toContain("purpose");
  });

  it("purposes for one's own account need a login", async () => {
    for (const purpose of ["CHANGE_MOBILE_OLD", "CHANGE_MOBILE_NEW", "BIND", "PAY_PASSWORD"] as const) {
      expect((await t.call(account.sendSmsCode, { purpose, mobile: "13900000104" })).code).toBe(Codes.NOT_LOGGED_IN);
    }
  });

  it("sends at most one code per number per 60 s", async () => {
    await t.ok(account.sendSmsCode, { purpose: "REGISTER", mobile: "13900000105" });
    const again = await t.call(account.sendSmsCode, { purpose: "REGISTER", mobile: "13900000105" });
    expect(again.code).toBe(Codes.RATE_LIMITED);
    expect(again.status).toBe(429);
  });

  it("limits sends per address", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await t.call(account.sendSmsCode, { purpose: "REGISTER", mobile: `1370000${String(1000 + i)}` }, { ip: "10.9.9.9" })).code);
    }
    expect(codes.slice(0, 10).every((c) => c === "0")).toBe(true);
    expect(codes[10]).toBe(Codes.RATE_LIMITED);
  });
});

describe("selMemberLoginByLoginName", async () => {
  const t = await createTestApp();
  await createPerson(t.database.db, { id: "m-x", loginName: "Xiaoli", mobile: "13900000201", password: STRONG, name: "小李", roles: [] });

  it("says whether a login name (any case) or mobile is taken, and nothing more", async () => {
    expect(await t.ok(account.nameTaken, { loginName: "xiaoli" })).toEqual({ taken: true });
    expect(await t.ok(account.nameTaken, { loginName: "13900000201" })).toEqual({ taken: true });
    expect(await t.ok(account.nameTaken, { loginName: "someone_new" })).toEqual({ taken: false });
  });

  it("names the field when empty", async () => {
    const r = await t.call(account.nameTaken, { loginName: " " });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toContain("loginName");
  });
});

describe("personal registration", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-taken", loginName: "taken_name", mobile: "13900000301", password: STRONG, name: "占用", roles: [] });

  it("creates the person with default roles, records the agreements and logs them in", async () => {
    const smsCode = await codeFor(t, "REGISTER", "13900000302");
    const r = await t.call(account.register, { mobile: "13900000302", smsCode, password: "Yangji#2026", loginName: "Farmer_Wang", agreements: [...AGREEMENTS] });
    expect(r.code).toBe("0");
    expect(r.data.userInfo).toMatchObject({ loginName: "Farmer_Wang", boType: "PERSON", mobile: "139****0302" });
    expect(r.data.userInfo.roles.sort()).toEqual(["BUYER", "FARMER", "SELLER"]);
    expect(r.data.mustChangePassword).toBe(false);
    expect(([] as string[]).concat(r.headers["set-cookie"] ?? []).join(";")).toContain(`${t.config.APP_CODE}Ticket=`);
    const me = await t.ok(identity.memberByToken, {}, { ticket: r.data.ticket });
    expect(me.memberId).toBe(r.data.userInfo.memberId);
    const acc = await db.select().from(agreementAcceptance).where(eq(agreementAcceptance.memberId, me.memberId));
    expect(acc.map((a) => `${a.type}@${a.version}`).sort()).toEqual(["PRIVACY@1", "USER@1"]);
    // both the login name and the mobile log in
    await t.login("farmer_wang", "Yangji#2026");
    await t.login("13900000302", "Yangji#2026");
  });

  it("without a login name, the mobile is the login name", async () => {
    const p = await registerPerson(t, "13900000303");
    expect(p.userInfo.loginName).toBe("13900000303");
    const roles = await db.select().from(memberRole).where(eq(memberRole.memberId, p.memberId));
    expect(roles).toHaveLength(3);
  });

  it("enforces the password rule, naming password", async () => {
    for (const pw of ["short1!", "allletters", "12345678", "has space 1", "密码密码密码12", "a".repeat(19) + "12"]) {
      const r = await t.call(account.register, { mobile: "13900000304", smsCode: "123456", password: pw, agreements: [...AGREEMENTS] });
      expect(r.code, pw).toBe(Codes.VALIDATION);
      expect(r.msg, pw).toContain("password");
    }
  });

  it("refuses a common password and one containing the login name or mobile, naming password, before the code is tried", async () => {
    const code = await codeFor(t, "REGISTER", "13900000313");
    const cases: [string, string | undefined][] = [
      ["password1", undefined],
      ["PassWord1", undefined],
      ["qwerty123", undefined],
      ["Farmer_Li#26", "farmer_li"],
      ["x13900000313!", undefined],
    ];
    for (const [password, loginName] of cases) {
      const r = await t.call(account.register, { mobile: "13900000313", smsCode: code, password, loginName, agreements: [...AGREEMENTS] });
      expect(r.code, password).toBe(Codes.VALIDATION);
      expect(r.msg, password).toMatch(/^password: (该密码过于常见|密码不能包含登录名或手机号)/);
    }
    // none of them used up a try of the code
    await t.ok(account.register, { mobile: "13900000313", smsCode: code, password: STRONG, agreements: [...AGREEMENTS] });
  });

  it("refuses a wrong code (counted) and an expired one, naming smsCode", async () => {
    const code = await codeFor(t, "REGISTER", "13900000305");
    const wrong = code === "000000" ? "111111" : "000000";
    const r = await t.call(account.register, { mobile: "13900000305", smsCode: wrong, password: STRONG, agreements: [...AGREEMENTS] });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toBe("smsCode: 验证码错误，还可尝试 4 次");
    await db.update(smsCode).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCode.mobile, "13900000305"));
    const late = await t.call(account.register, { mobile: "13900000305", smsCode: code, password: STRONG, agreements: [...AGREEMENTS] });
    expect(late.msg).toBe("smsCode: 验证码已过期，请重新获取");
  });

  it("voids the code after 5 wrong tries", async () => {
    const code = await codeFor(t, "REGISTER", "13900000306");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await t.call(account.register, { mobile: "13900000306", smsCode: wrong, password: STRONG, agreements: [...AGREEMENTS] });
    const r = await t.call(account.register, { mobile: "13900000306", smsCode: code, password: STRONG, agreements: [...AGREEMENTS] });
    expect(r.msg).toBe("smsCode: 验证码错误次数过多，请重新获取");
  });

  it("requires the current agreement versions", async () => {
    const none = await t.call(account.register, { mobile: "13900000307", smsCode: "123456", password: STRONG, agreements: [] });
    expect(none.msg).toContain("agreements");
    const old = await t.call(account.register, {
      mobile: "13900000307",
      smsCode: "123456",
      password: STRONG,
      agreements: [{ type: "USER", version: 1 }, { type: "PRIVACY", version: 9 }],
    });
    expect(old.code).toBe(Codes.VALIDATION);
    expect(old.msg).toBe("agreements: 《禽链平台隐私政策》已更新，请重新阅读并同意");
    const missing = await t.call(account.register, { mobile: "13900000307", smsCode: "123456", password: STRONG, agreements: [{ type: "USER", version: 1 }] });
    expect(missing.msg).toBe("agreements: 请阅读并同意《禽链平台隐私政策》");
  });

  it("refuses a taken mobile or login name, and a login name that could be a mobile", async () => {
    const a = await t.call(account.register, { mobile: "13900000301", smsCode: "123456", password: STRONG, agreements: [...AGREEMENTS] });
    expect(a.msg).toContain("mobile: 该手机号已注册");
    const b = await t.call(account.register, { mobile: "13900000308", smsCode: "123456", password: STRONG, loginName: "TAKEN_NAME", agreements: [...AGREEMENTS] });
    expect(b.msg).toBe("loginName: 该登录名已被占用");
    const c = await t.call(account.register, { mobile: "13900000308", smsCode: "123456", password: STRONG, loginName: "13900000309", agreements: [...AGREEMENTS] });
    expect(c.msg).toContain("loginName");
  });

  it("two registrations racing for one login name: one wins, the other is told it is taken", async () => {
    const c1 = await codeFor(t, "REGISTER", "13900000310");
    const c2 = await codeFor(t, "REGISTER", "13900000311");
    const [r1, r2] = await Promise.all([
      t.call(account.register, { mobile: "13900000310", smsCode: c1, password: STRONG, loginName: "racer", agreements: [...AGREEMENTS] }),
      t.call(account.register, { mobile: "13900000311", smsCode: c2, password: STRONG, loginName: "racer", agreements: [...AGREEMENTS] }),
    ]);
    expect([r1.code, r2.code].sort()).toEqual(["0", Codes.VALIDATION]);
    expect([r1, r2].find((r) => r.code !== "0")!.msg).toContain("loginName");
    expect(await db.select().from(memberLogin).where(eq(memberLogin.loginName, "racer"))).toHaveLength(1);
  });

  it("a code can register only once", async () => {
    const code = await codeFor(t, "REGISTER", "13900000312");
    const input = { mobile: "13900000312", smsCode: code, password: STRONG, agreements: [...AGREEMENTS] };
    const [a, b] = await Promise.all([t.call(account.register, input), t.call(account.register, input)]);
    expect([a.code, b.code].filter((c) => c === "0")).toHaveLength(1);
    await allowResend(t, "13900000312");
    expect(
      await db.select().from(memberLogin).where(and(eq(memberLogin.mobile, "13900000312"))),
    ).toHaveLength(1);
  });
});
