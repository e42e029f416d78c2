import { account, Codes, finance } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { memberPayPassword } from "../identity/schema";
import { verifyPassword } from "../identity/passwords";
import { allowResend, codeFor, registerPerson } from "../identity/test-support";
import { verifyPayPassword } from "./index";

describe("pay password", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const p = await registerPerson(t, "13900001101", { loginName: "payer_one" });
  const other = await registerPerson(t, "13900001102", { loginName: "payer_two" });
  const code = async (who: { ticket: string }, mobile: string) => {
    await allowResend(t, mobile);
    return codeFor(t, "PAY_PASSWORD", undefined, who.ticket);
  };

  it("anonymous callers get 001107 on every pay-password call", async () => {
    for (const [def, input] of [
      [finance.isPayPwd, {}],
      [finance.setPayPwd, { smsCode: "123456", payPassword: "135790" }],
      [finance.updPayPwd, { oldPayPassword: "135790", payPassword: "246801" }],
      [finance.replacePayPwd, { smsCode: "123456", payPassword: "135790" }],
      [finance.checkPayPwd, { payPassword: "135790" }],
    ] as const) {
      expect((await t.call(def, input as never)).code).toBe(Codes.NOT_LOGGED_IN);
    }
  });

  it("isPayPwd is false, check says 请先设置支付密码, update and reset refuse before one is set", async () => {
    expect(await t.ok(finance.isPayPwd, {}, { ticket: p.ticket })).toEqual({ set: false, lockedUntil: null, updatedAt: null });
    expect((await t.call(finance.checkPayPwd, { payPassword: "135790" }, { ticket: p.ticket })).msg).toBe("payPassword: 请先设置支付密码");
    expect((await t.call(finance.replacePayPwd, { smsCode: "123456", payPassword: "135790" }, { ticket: p.ticket })).msg).toBe("payPassword: 尚未设置支付密码，请先设置");
  });

  it("set: 6 digits, weak ones refused, a PAY_PASSWORD code; stored as argon2id; a second set is refused", async () => {
    for (const pw of ["111111", "123456", "654321"]) {
      expect((await t.call(finance.setPayPwd, { smsCode: "123456", payPassword: pw }, { ticket: p.ticket })).msg).toBe("payPassword: 支付密码过于简单，请勿使用重复或连续的数字");
    }
    const bad = await t.call(finance.setPayPwd, { smsCode: "123456", payPassword: "12a456" }, { ticket: p.ticket });
    expect(bad.code).toBe(Codes.VALIDATION);
    expect(bad.msg).toContain("payPassword");
    expect((await t.call(finance.setPayPwd, { smsCode: "12", payPassword: "135790" }, { ticket: p.ticket })).msg).toContain("smsCode");
    expect((await t.call(finance.setPayPwd, { smsCode: "000000", payPassword: "135790" }, { ticket: p.ticket })).msg).toMatch(/^smsCode: /);
    const r = await t.ok(finance.setPayPwd, { smsCode: await code(p, "13900001101"), payPassword: "135790" }, { ticket: p.ticket });
    expect(r.set).toBe(true);
    const [row] = await db.select().from(memberPayPassword).where(eq(memberPayPassword.boId, p.memberId));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, "135790")).toBe(true);
    expect((await t.call(finance.setPayPwd, { smsCode: "123456", payPassword: "246801" }, { ticket: p.ticket })).msg).toBe("payPassword: 已设置支付密码，如需更改请修改或重置支付密码");
  });

  it("check passes with the right one; another member's pay password is their own (not set)", async () => {
    expect(await t.ok(finance.checkPayPwd, { payPassword: "135790" }, { ticket: p.ticket })).toEqual({ valid: true });
    expect((await t.ok(finance.isPayPwd, {}, { ticket: other.ticket })).set).toBe(false);
    expect((await t.call(finance.checkPayPwd, { payPassword: "135790" }, { ticket: other.ticket })).msg).toBe("payPassword: 请先设置支付密码");
  });

  it("update needs the old one (a wrong one names oldPayPassword and counts), refuses the same one", async () => {
    const wrong = await t.call(finance.updPayPwd, { oldPayPassword: "000001", payPassword: "246801" }, { ticket: p.ticket });
    expect(wrong.msg).toBe("oldPayPassword: 支付密码错误，还可尝试 4 次");
    expect((await t.call(finance.updPayPwd, { oldPayPassword: "135790", payPassword: "135790" }, { ticket: p.ticket })).msg).toBe("payPassword: 新支付密码不能与原支付密码相同");
    expect((await t.ok(finance.updPayPwd, { oldPayPassword: "135790", payPassword: "246801" }, { ticket: p.ticket })).set).toBe(true);
    expect(await t.ok(finance.checkPayPwd, { payPassword: "246801" }, { ticket: p.ticket })).toEqual({ valid: true });
    expect((await t.call(finance.checkPayPwd, { payPassword: "135790" }, { ticket: p.ticket })).msg).toBe("payPassword: 支付密码错误，还可尝试 4 次");
  });

  it("5 wrong in a row, sent in parallel, lock it for 3 hours: at most 5 are checked, the right one is refused too", async () => {
    await t.ok(finance.checkPayPwd, { payPassword: "246801" }, { ticket: p.ticket }); // ends the run
    const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => t.call(finance.checkPayPwd, { payPassword: String(300001 + i) }, { ticket: p.ticket })));
    const wrongs = tries.filter((r) => r.code === Codes.VALIDATION);
    const locked = tries.filter((r) => r.code === Codes.ACCOUNT_LOCKED);
    expect(wrongs.length + locked.length).toBe(12);
    expect(wrongs.length).toBeLessThanOrEqual(4);
    expect(locked.length).toBeGreaterThanOrEqual(8);
    const right = await t.call(finance.checkPayPwd, { payPassword: "246801" }, { ticket: p.ticket });
    expect(right.code).toBe(Codes.ACCOUNT_LOCKED);
    expect(right.msg).toMatch(/^支付密码已锁定，请于 .+ 后再试/);
    const until = new Date((right.data as unknown as { lockedUntil: string }).lockedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(2.9 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(3 * 3600_000);
    expect((await t.ok(finance.isPayPwd, {}, { ticket: p.ticket })).lockedUntil).not.toBeNull();
    // another member is not locked
    await t.ok(finance.setPayPwd, { smsCode: await code(other, "13900001102"), payPassword: "802468" }, { ticket: other.ticket });
    expect(await t.ok(finance.checkPayPwd, { payPassword: "802468" }, { ticket: other.ticket })).toEqual({ valid: true });
  });

  it("reset by a PAY_PASSWORD code lifts the lock", async () => {
    expect((await t.call(finance.replacePayPwd, { smsCode: "000000", payPassword: "975310" }, { ticket: p.ticket })).msg).toMatch(/^smsCode: /);
    expect((await t.call(finance.replacePayPwd, { smsCode: "000000", payPassword: "987654" }, { ticket: p.ticket })).msg).toContain("payPassword: 支付密码过于简单");
    const r = await t.ok(finance.replacePayPwd, { smsCode: await code(p, "13900001101"), payPassword: "975310" }, { ticket: p.ticket });
    expect(r).toMatchObject({ set: true, lockedUntil: null });
    expect(await t.ok(finance.checkPayPwd, { payPassword: "975310" }, { ticket: p.ticket })).toEqual({ valid: true });
  });

  it("updPayPwdByBoId keeps working (set or replace with a code)", async () => {
    const r = await t.ok(account.setPayPassword, { smsCode: await code(p, "13900001101"), payPassword: "864200" }, { ticket: p.ticket });
    expect(r).toMatchObject({ boId: p.memberId, firstTime: false });
    expect(await t.ok(finance.checkPayPwd, { payPassword: "864200" }, { ticket: p.ticket })).toEqual({ valid: true });
  });

  it("verifyPayPassword (the cashier's) refuses to run inside a transaction", async () => {
    const ctx = { ...t.systemCtx(), inTransaction: true, member: { memberId: p.memberId, boId: p.memberId, boType: "PERSON" as const, employeeId: null, loginId: "x", ticketId: "x", roles: [], funcs: new Set<string>() } };
    await expect(verifyPayPassword(ctx, "864200")).rejects.toThrow(/outside a transaction/);
    await expect(verifyPayPassword({ ...ctx, inTransaction: false }, "864200")).resolves.toBeUndefined();
  });
});
