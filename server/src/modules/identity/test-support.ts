import { account, type In } from "@qinlian/contract";
import { eq, gt } from "drizzle-orm";
import { clearAttempts, lockedUntil } from "../../kit/attempts/limiter";
import { attemptCounter } from "../../kit/attempts/schema";
import type { TestApp } from "../../testing/harness";
import { smsCode } from "../sms/schema";
import { lastSmsCode } from "../sms/test-phone";
import { memberLogin } from "./schema";
import { LOGIN_ATTEMPTS, loginKey } from "./service";

/** Test helpers for the account flows (used by the *.test.ts files of this module only). */
export const STRONG = "Qinlian@2026";
export const AGREEMENTS = [
  { type: "USER", version: 1 },
  { type: "PRIVACY", version: 1 },
] as const;

/** The code in the newest SMS to `mobile` (from the test phone: the outbox masks codes). */
export function lastCode(t: TestApp, mobile: string): Promise<string> {
  return Promise.resolve(lastSmsCode(t.config, mobile));
}

/** Sends a code (optionally as a member) and returns it; the 60 s resend rule is skipped for this. */
export async function codeFor(t: TestApp, purpose: In<typeof account.sendSmsCode>["purpose"], mobile?: string, ticket?: string) {
  await t.database.db.update(smsCode).set({ createdAt: new Date(Date.now() - 61_000) }).where(gt(smsCode.createdAt, new Date(Date.now() - 61_000)));
  const r = await t.call(account.sendSmsCode, { purpose, mobile }, { ticket });
  if (r.code !== "0") throw new Error(`sendSmsCode ${purpose} ${mobile}: ${r.code} ${r.msg}`);
  return lastSmsCode(t.config);
}

/** Registers a person through the real calls; returns their ticket and ids. */
export async function registerPerson(t: TestApp, mobile: string, opts: { loginName?: string; password?: string } = {}) {
  const smsCode = await codeFor(t, "REGISTER", mobile);
  const r = await t.ok(account.register, {
    mobile,
    smsCode,
    password: opts.password ?? STRONG,
    loginName: opts.loginName,
    agreements: [...AGREEMENTS],
  });
  return { ticket: r.ticket, memberId: r.userInfo.memberId, userInfo: r.userInfo };
}

/** The SMS module allows one send per 60 s per number: tests that resend move the last one back. */
export async function allowResend(t: TestApp, mobile: string) {
  await t.database.db.update(smsCode).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(smsCode.mobile, mobile));
}

/** Locks a person's login until `until` as 5 wrong passwords would (a past time: a lock that ran out; null: none). */
export async function setLoginLock(t: TestApp, memberId: string, until: Date | null) {
  const [login] = await t.database.db.select({ id: memberLogin.id }).from(memberLogin).where(eq(memberLogin.memberId, memberId));
  const key = loginKey(login.id);
  if (!until) return clearAttempts(t.database.db, key);
  const values = { key, failures: LOGIN_ATTEMPTS.max, pending: 0, until };
  await t.database.db.insert(attemptCounter).values(values).onConflictDoUpdate({ target: attemptCounter.key, set: values });
}

/** When a person's login lock ends, or null. */
export async function loginLock(t: TestApp, memberId: string): Promise<Date | null> {
  const [login] = await t.database.db.select({ id: memberLogin.id }).from(memberLogin).where(eq(memberLogin.memberId, memberId));
  return lockedUntil(t.database.db, loginKey(login.id), LOGIN_ATTEMPTS, new Date());
}
