import { account, type In } from "@qinlian/contract";
import { desc, eq, gt } from "drizzle-orm";
import type { TestApp } from "../../testing/harness";
import { smsCode, smsOutbox } from "../sms/schema";

/** Test helpers for the account flows (used by the *.test.ts files of this module only). */
export const STRONG = "Qinlian@2026";
export const AGREEMENTS = [
  { type: "USER", version: 1 },
  { type: "PRIVACY", version: 1 },
] as const;

/** The code in the newest SMS to `mobile` (the outbox sender records every message). */
export async function lastCode(t: TestApp, mobile: string): Promise<string> {
  const [m] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.createdAt)).limit(1);
  if (!m) throw new Error(`no SMS to ${mobile}`);
  return /(\d{6})/.exec(m.content)![1];
}

/** Sends a code (optionally as a member) and returns it; the 60 s resend rule is skipped for this. */
export async function codeFor(t: TestApp, purpose: In<typeof account.sendSmsCode>["purpose"], mobile?: string, ticket?: string) {
  await t.database.db.update(smsCode).set({ createdAt: new Date(Date.now() - 61_000) }).where(gt(smsCode.createdAt, new Date(Date.now() - 61_000)));
  const r = await t.call(account.sendSmsCode, { purpose, mobile }, { ticket });
  if (r.code !== "0") throw new Error(`sendSmsCode ${purpose} ${mobile}: ${r.code} ${r.msg}`);
  const [m] = await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(1);
  return /(\d{6})/.exec(m.content)![1];
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
