import { finance, type OutsideChannel } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { createPerson } from "../../demo/members";
import type { TestApp } from "../../testing/harness";
import { member, memberEmployee, memberLogin, memberRole } from "../identity/schema";
import { smsCode } from "../sms/schema";
import { lastSmsCode } from "../sms/test-phone";

/** Test helpers of the finance module's tests. */
export const PW = "Finance@2026";

/** SMS module: one send per 60 s per number; tests that send again move the earlier ones back. */
export async function allowSms(t: TestApp, mobile: string) {
  await t.database.db.update(smsCode).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(smsCode.mobile, mobile));
}

/** A person with the BUYER role (finance functions), logged in. */
export async function person(t: TestApp, n: number, roles: string[] = ["BUYER"]) {
  const mobile = `139${String(n).padStart(8, "0")}`;
  const id = `fin-p-${n}`;
  await createPerson(t.database.db, { id, loginName: `fin_p${n}`, mobile, password: PW, name: `测试${n}`, roles });
  return { id, mobile, ticket: await t.login(`fin_p${n}`, PW) };
}

/** A verified (or not) enterprise whose admin is a new person acting for it; plus a non-admin finance employee. */
export async function enterprise(t: TestApp, n: number, verified = true) {
  const db = t.database.db;
  const boId = `fin-e-${n}`;
  await db.insert(member).values({ id: boId, type: "ENTERPRISE", name: `测试企业${n}`, verifyState: verified ? "APPROVED" : "PENDING" });
  const staff = async (k: number, isAdmin: 0 | 1, role: string) => {
    const p = await person(t, n * 10 + k, []);
    await db.insert(memberEmployee).values({ boId, memberId: p.id, name: `员工${k}`, mobile: p.mobile, isAdmin });
    await db.insert(memberRole).values({ memberId: p.id, boId, roleCode: role });
    await db.update(memberLogin).set({ lastBoId: boId }).where(eq(memberLogin.memberId, p.id));
    return { ...p, ticket: await t.login(`fin_p${n * 10 + k}`, PW) };
  };
  return { boId, admin: await staff(1, 1, "ENTERPRISE_ADMIN"), clerk: await staff(2, 0, "EMP_FINANCE") };
}

/** Opens a PSN (or ORG, with a credit code) account at `channel` through the real calls. */
export async function openAccount(t: TestApp, who: { ticket: string; mobile: string }, channel: OutsideChannel = "SANDBOX", holderName = "张三") {
  await allowSms(t, who.mobile);
  const sent = await t.ok(finance.sendMessage, { channel, holderName, idNo: "11010519491231002X", mobile: who.mobile }, { ticket: who.ticket });
  return t.ok(finance.sign, { billNo: sent.billNo, smsCode: lastSmsCode(t.config, who.mobile) }, { ticket: who.ticket });
}

/** A Luhn-valid test card number with the given prefix and length. */
export function luhnCard(prefix: string, length = 19): string {
  const body = prefix.padEnd(length - 1, "0").slice(0, length - 1);
  for (let d = 0; d <= 9; d++) {
    const n = body + d;
    let sum = 0;
    for (let i = 0; i < n.length; i++) {
      let x = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) {
        x *= 2;
        if (x > 9) x -= 9;
      }
      sum += x;
    }
    if (sum % 10 === 0) return n;
  }
  throw new Error("unreachable");
}

/** Binds a card through the real calls (the bank's code comes to the reserved mobile). */
export async function bindCard(t: TestApp, who: { ticket: string; mobile: string }, cardNo: string, holderName = "张三") {
  await allowSms(t, who.mobile);
  const b = await t.ok(finance.personBindCard, { cardNo, holderName, mobile: who.mobile }, { ticket: who.ticket });
  return t.ok(finance.bindCardConfirm, { bindId: b.bindId, smsCode: lastSmsCode(t.config, who.mobile) }, { ticket: who.ticket });
}
