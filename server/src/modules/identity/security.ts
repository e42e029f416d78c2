import { eq } from "drizzle-orm";
import type { Parsed, account } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { invalid } from "../../kit/errors";
import { verifyCode } from "../sms";
import { isUniqueViolation, issueAccountKey, loginOf, nameTaken, readAccountKey, revokeTicketsOf } from "./accounts";
import { assertPasswordAllowed, hashPassword } from "./passwords";
import { member, memberEmployee, memberLogin } from "./schema";
import { checkPassword, clearLoginAttempts, maskMobile } from "./service";

/** The mobile of the logged-in person, or of the input when anonymous. */
async function mobileFor(ctx: Ctx, given: string | undefined): Promise<string> {
  if (given) return given;
  if (!ctx.member) throw invalid("mobile", "请输入手机号");
  const own = (await loginOf(ctx.db, ctx.member.memberId)).mobile;
  if (!own) throw invalid("mobile", "账号未绑定手机号，请联系客服");
  return own;
}

/**
 * Forgot password, step 1 (/user/forget, or /setup/backPwdOne when logged in, where the code goes
 * to the person's own mobile): a RESET_PASSWORD code is exchanged for a 10-minute reset key.
 */
export async function checkResetSms(ctx: Ctx, input: Parsed<typeof account.checkResetSms>) {
  const mobile = await mobileFor(ctx, input.mobile);
  await verifyCode(ctx, mobile, "RESET_PASSWORD", input.smsCode);
  const [row] = await ctx.db.select({ memberId: memberLogin.memberId }).from(memberLogin).where(eq(memberLogin.mobile, mobile));
  if (!row) throw invalid("mobile", "该手机号未注册");
  const k = await issueAccountKey(ctx, "RESET_PASSWORD", row.memberId);
  return { resetKey: k.key, expiresInSeconds: k.expiresInSeconds };
}

/**
 * Forgot password, step 2: the key sets a new password, lifts a login lock and ends every session
 * of the person (a lost or stolen device must not stay logged in), this one included.
 */
export async function resetPassword(ctx: Ctx, input: Parsed<typeof account.resetPassword>) {
  const key = await readAccountKey(ctx, "resetKey", input.resetKey, "RESET_PASSWORD", { consume: false });
  const login = await loginOf(ctx.db, key.memberId);
  assertPasswordAllowed(input.password, login);
  const passwordHash = await hashPassword(input.password);
  await inTx(ctx, async (tx) => {
    await readAccountKey(tx, "resetKey", input.resetKey, "RESET_PASSWORD", { consume: true });
    await tx.db.update(memberLogin).set({ passwordHash, mustChangePassword: false }).where(eq(memberLogin.id, login.id));
    await clearLoginAttempts(tx, login.id);
    await revokeTicketsOf(tx, key.memberId);
  });
  if (ctx.member?.memberId === key.memberId) ctx.http.clearTicketCookie();
  return { done: true as const };
}

/**
 * Change the login password: the current one must be right (wrong tries count towards the login
 * lock, so this is no way around it); the new one must differ. Other sessions end; this one stays.
 */
export async function changePassword(ctx: AuthedCtx, input: Parsed<typeof account.changePassword>) {
  const row = await loginOf(ctx.db, ctx.member.memberId);
  await checkPassword(ctx, row, input.oldPassword, (left) => invalid("oldPassword", `原密码不正确，还可尝试 ${left} 次`));
  if (input.password === input.oldPassword) throw invalid("password", "新密码不能与原密码相同");
  assertPasswordAllowed(input.password, row);
  const passwordHash = await hashPassword(input.password);
  return inTx(ctx, async (tx) => {
    await tx.db.update(memberLogin).set({ passwordHash, mustChangePassword: false }).where(eq(memberLogin.id, row.id));
    return { revokedOtherTickets: await revokeTicketsOf(tx, ctx.member.memberId, ctx.member.ticketId) };
  });
}

/** Change mobile, step 1 (/setup/xgsjh): a code sent to the current number gives a change key. */
export async function checkOldMobile(ctx: AuthedCtx, input: Parsed<typeof account.checkOldMobile>) {
  const mobile = await mobileFor(ctx, undefined);
  await verifyCode(ctx, mobile, "CHANGE_MOBILE_OLD", input.smsCode);
  const k = await issueAccountKey(ctx, "CHANGE_MOBILE", ctx.member.memberId);
  return { changeKey: k.key, expiresInSeconds: k.expiresInSeconds };
}

/**
 * Change mobile, step 2: the change key, the new number and its code. The new number must be free
 * (as a mobile or a login name). A login name that was the old number follows the change; the
 * person's employee records take the new number too. Other sessions end.
 */
export async function changeMobile(ctx: AuthedCtx, input: Parsed<typeof account.changeMobile>) {
  const me = ctx.member.memberId;
  const row = await loginOf(ctx.db, me);
  if (input.mobile === row.mobile) throw invalid("mobile", "新手机号不能与原手机号相同");
  if (await nameTaken(ctx.db, input.mobile)) throw invalid("mobile", "该手机号已注册，请更换其他号码");
  await readAccountKey(ctx, "changeKey", input.changeKey, "CHANGE_MOBILE", { memberId: me, consume: false });
  await verifyCode(ctx, input.mobile, "CHANGE_MOBILE_NEW", input.smsCode);
  try {
    await inTx(ctx, async (tx) => {
      await readAccountKey(tx, "changeKey", input.changeKey, "CHANGE_MOBILE", { memberId: me, consume: true });
      await tx.db
        .update(memberLogin)
        .set({ mobile: input.mobile, ...(row.loginName === row.mobile ? { loginName: input.mobile } : {}) })
        .where(eq(memberLogin.id, row.id));
      await tx.db.update(member).set({ mobile: input.mobile }).where(eq(member.id, me));
      await tx.db.update(memberEmployee).set({ mobile: input.mobile }).where(eq(memberEmployee.memberId, me));
      await revokeTicketsOf(tx, me, ctx.member.ticketId);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid("mobile", "该手机号已注册，请更换其他号码");
    throw e;
  }
  return { mobile: maskMobile(input.mobile) ?? input.mobile };
}
