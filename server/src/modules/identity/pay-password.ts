import { eq } from "drizzle-orm";
import { Codes, isWeakPayPassword, type account, type finance, type Parsed } from "@qinlian/contract";
import { attempt, clearAttempts, lockedUntil, type AttemptRule } from "../../kit/attempts/limiter";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, forbidden, invalid } from "../../kit/errors";
import { iso } from "../../kit/time";
import { verifyCode } from "../sms";
import { loginOf } from "./accounts";
import { employeeRecord } from "./employment";
import { hashPassword, verifyPassword } from "./passwords";
import { memberPayPassword } from "./schema";

/**
 * The pay password of a business owner (boId: the person, or the enterprise they act for): 6 digits,
 * stored as argon2id in member_pay_password, asked for by every debit (the cashier, withdrawals, card
 * unbinding). Wrong tries are counted by kit/attempts (one conditional upsert BEFORE the hash is
 * checked, as login does): 5 wrong in a row lock it for 3 hours, also when the guesses race.
 * Setting, resetting and changing it are for the person themselves or, for an enterprise, its admin.
 */
export const PAY_ATTEMPTS: AttemptRule = { max: 5, windowMs: 3 * 60 * 60_000 };
const payKey = (boId: string) => `pay:${boId}`;

export { isWeakPayPassword };

function assertStrong(payPassword: string): void {
  if (isWeakPayPassword(payPassword)) throw invalid("payPassword", "支付密码过于简单，请勿使用重复或连续的数字");
}

/** For an enterprise identity only its admin employee may set, change or reset the pay password. */
async function assertMayManage(ctx: AuthedCtx): Promise<void> {
  if (ctx.member.boType !== "ENTERPRISE") return;
  const emp = ctx.member.employeeId ? await employeeRecord(ctx, ctx.member.employeeId, { boId: ctx.member.boId }) : null;
  if (!emp || emp.isAdmin !== 1) throw forbidden("仅企业管理员可设置企业支付密码");
}

/** The PAY_PASSWORD code sent to the person's own login mobile (account.sendSmsCode). */
async function verifyOwnCode(ctx: AuthedCtx, smsCode: string): Promise<void> {
  const mobile = (await loginOf(ctx.db, ctx.member.memberId)).mobile;
  if (!mobile) throw invalid("smsCode", "账号未绑定手机号，请联系客服");
  await verifyCode(ctx, mobile, "PAY_PASSWORD", smsCode);
}

async function rowOf(ctx: Ctx, boId: string) {
  const [row] = await ctx.db.select().from(memberPayPassword).where(eq(memberPayPassword.boId, boId));
  return row ?? null;
}

/** Writes the hash (insert or replace) and lifts any lock. */
async function store(ctx: AuthedCtx, payPassword: string): Promise<{ updatedAt: Date; firstTime: boolean }> {
  const { boId, memberId } = ctx.member;
  const passwordHash = await hashPassword(payPassword);
  return inTx(ctx, async (tx) => {
    const before = await rowOf(tx, boId);
    const [row] = await tx.db
      .insert(memberPayPassword)
      .values({ boId, passwordHash, setBy: memberId })
      .onConflictDoUpdate({
        target: memberPayPassword.boId,
        set: { passwordHash, setBy: memberId, failedCount: 0, lockedUntil: null, updatedAt: ctx.now },
      })
      .returning({ updatedAt: memberPayPassword.updatedAt });
    if (!row) throw new BizError(Codes.CONFLICT);
    await clearAttempts(tx.db, payKey(boId));
    return { updatedAt: row.updatedAt, firstTime: !before };
  });
}

/** Whether the acting identity has a pay password, and until when it is locked. */
export async function payPasswordStatus(ctx: AuthedCtx) {
  const row = await rowOf(ctx, ctx.member.boId);
  const until = row ? await lockedUntil(ctx.db, payKey(ctx.member.boId), PAY_ATTEMPTS, ctx.now) : null;
  return { set: !!row, lockedUntil: iso(until), updatedAt: iso(row?.updatedAt) };
}

/**
 * `/api/basic/member/login/updPayPwdByBoId`: sets or replaces the pay password with a PAY_PASSWORD
 * code (first setting and forgotten-password reset alike).
 */
export async function setPayPassword(ctx: AuthedCtx, input: Parsed<typeof account.setPayPassword>) {
  assertStrong(input.payPassword);
  await assertMayManage(ctx);
  await verifyOwnCode(ctx, input.smsCode);
  const r = await store(ctx, input.payPassword);
  return { boId: ctx.member.boId, updatedAt: iso(r.updatedAt), firstTime: r.firstTime };
}

/** First setting (setPayPwd): refused once one exists (change it, or reset it by SMS). */
export async function setFirstPayPassword(ctx: AuthedCtx, input: Parsed<typeof finance.setPayPwd>) {
  assertStrong(input.payPassword);
  await assertMayManage(ctx);
  if (await rowOf(ctx, ctx.member.boId)) throw invalid("payPassword", "已设置支付密码，如需更改请修改或重置支付密码");
  await verifyOwnCode(ctx, input.smsCode);
  await store(ctx, input.payPassword);
  return payPasswordStatus(ctx);
}

/** Reset by SMS code (replacePayPwd, forgotten pay password): also lifts the lock. */
export async function resetPayPassword(ctx: AuthedCtx, input: Parsed<typeof finance.replacePayPwd>) {
  assertStrong(input.payPassword);
  await assertMayManage(ctx);
  if (!(await rowOf(ctx, ctx.member.boId))) throw invalid("payPassword", "尚未设置支付密码，请先设置");
  await verifyOwnCode(ctx, input.smsCode);
  await store(ctx, input.payPassword);
  return payPasswordStatus(ctx);
}

/** Change (updPayPwd): the old one must be right (a wrong one counts towards the lock). */
export async function changePayPassword(ctx: AuthedCtx, input: Parsed<typeof finance.updPayPwd>) {
  await assertMayManage(ctx);
  await checkPayPassword(ctx, input.oldPayPassword, "oldPayPassword");
  if (input.payPassword === input.oldPayPassword) throw invalid("payPassword", "新支付密码不能与原支付密码相同");
  assertStrong(input.payPassword);
  await store(ctx, input.payPassword);
  return payPasswordStatus(ctx);
}

function lockError(until: Date, justNow: boolean): BizError {
  const at = until.toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false, month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
  return new BizError(
    Codes.ACCOUNT_LOCKED,
    justNow
      ? `支付密码连续错误 ${PAY_ATTEMPTS.max} 次，已锁定至 ${at}，可通过短信验证码重置支付密码`
      : `支付密码已锁定，请于 ${at} 后再试，或通过短信验证码重置支付密码`,
    { lockedUntil: iso(until) },
  );
}

/**
 * Checks the acting identity's pay password, counted against its lock (see the file's comment).
 * Not set: `invalid(field, "请先设置支付密码")`; wrong: `invalid(field, "支付密码错误，还可尝试 N 次")`;
 * locked: ACCOUNT_LOCKED naming the unlock time, `data.lockedUntil`.
 *
 * Call it BEFORE opening the transaction that moves the money, never inside one: a wrong password
 * throws, the caller's transaction would roll back, and the wrong try would not be counted.
 */
export async function checkPayPassword(ctx: AuthedCtx, payPassword: string, field = "payPassword"): Promise<void> {
  if (ctx.inTransaction) throw new Error("checkPayPassword must run outside a transaction (its count of wrong tries must commit)");
  const row = await rowOf(ctx, ctx.member.boId);
  if (!row) throw invalid(field, "请先设置支付密码");
  const check = () => attempt(ctx.db, payKey(ctx.member.boId), PAY_ATTEMPTS, ctx.now, () => verifyPassword(row.passwordHash, payPassword));
  let r = await check();
  // Busy (every place held by checks in progress, not locked): an enterprise's staff paying at once
  // with its one pay password; wait for the checks ahead to finish (about 3 s at most).
  for (let wait = 0; r.kind === "locked" && r.busy && wait < 30; wait++) {
    await new Promise((done) => setTimeout(done, 50 + Math.random() * 100));
    r = await check();
  }
  if (r.kind === "passed") return;
  if (r.kind === "locked" && r.busy) throw new BizError(Codes.RATE_LIMITED, "支付请求过多，请稍后再试");
  if (r.kind === "failed") throw invalid(field, `支付密码错误，还可尝试 ${r.left} 次`);
  throw lockError(r.until, r.justNow);
}
