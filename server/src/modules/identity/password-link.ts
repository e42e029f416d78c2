import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { Codes, type Parsed, type passwordLink } from "@qinlian/contract";
import type { Config } from "../../config";
import { inTx, type Ctx } from "../../kit/context";
import { BizError } from "../../kit/errors";
import { iso } from "../../kit/time";
import { issueAccountKey, loginOf, readAccountKey, revokeTicketsOf } from "./accounts";
import { assertPasswordAllowed, hashPassword } from "./passwords";
import { memberAccountKey, memberLogin } from "./schema";
import { clearLoginAttempts, maskMobile } from "./service";

/**
 * Set-password links: an account opened for someone else (an enterprise adds an employee with a new
 * mobile) gets no password. Its owner receives by SMS a link to the public page SET_PASSWORD_PATH
 * and chooses the password there; until then no password logs the account in.
 *
 * The link carries a 256-bit random token, stored only as its SHA-256 (member_account_key,
 * purpose SET_PASSWORD), valid SET_PASSWORD_LINK_HOURS and used up atomically by the first successful
 * use. A new link for the same person voids the earlier ones. The token travels in the URL fragment
 * (`#t=…`): browsers never send the fragment to a server, so it stays out of access logs, proxies and
 * Referer headers; the page reads it and posts it in the request body.
 */
export const SET_PASSWORD_LINK_HOURS = 72;
export const SET_PASSWORD_PATH = "/user/setPassword";
/** An admin may resend a person's link once a minute. */
export const SET_PASSWORD_RESEND_SECONDS = 60;

/**
 * The password hash of an account whose owner has not set a password yet. It is not an argon2 (PHC)
 * string, so no password verifies against it: the account cannot log in.
 */
export const NO_PASSWORD_YET = "!awaiting-set-password-link";

const LINK_INVALID = "链接无效、已过期或已使用，请联系企业管理员重新发送";

/** The link for a token: the site's public address (PUBLIC_URL; else this server on localhost). */
export function setPasswordUrl(config: Pick<Config, "PUBLIC_URL" | "PORT">, token: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return `${base}${SET_PASSWORD_PATH}#t=${token}`;
}

/**
 * Issues a new link for the person (voiding their earlier unused ones) and texts it; the token is
 * the SMS's secret, so logs never see it and the outbox masks it outside demo mode.
 */
export async function sendSetPasswordLink(ctx: Ctx, to: { memberId: string; mobile: string; loginName: string; enterpriseName: string }) {
  await ctx.db
    .update(memberAccountKey)
    .set({ usedAt: ctx.now })
    .where(and(eq(memberAccountKey.memberId, to.memberId), eq(memberAccountKey.purpose, "SET_PASSWORD"), isNull(memberAccountKey.usedAt)));
  const k = await issueAccountKey(ctx, "SET_PASSWORD", to.memberId, null, { minutes: SET_PASSWORD_LINK_HOURS * 60, bytes: 32 });
  await ctx.services.sms.send(ctx.db, {
    mobile: to.mobile,
    purpose: "EMPLOYEE_ACCOUNT",
    content: `【禽链】${to.enterpriseName}已为您开通企业员工账号，登录账号：${to.loginName}。请在 ${SET_PASSWORD_LINK_HOURS} 小时内打开链接设置登录密码：${setPasswordUrl(ctx.config, k.key)}`,
    secrets: [k.key],
  });
  return { expiresAt: k.expiresAt };
}

/** Whether the person still has to set their password through a link. */
export async function awaitingPassword(ctx: Ctx, memberId: string): Promise<boolean> {
  return (await loginOf(ctx.db, memberId)).passwordHash === NO_PASSWORD_YET;
}

/**
 * A new link for a person who has not set their password yet, at most one a minute (serialised per
 * person, so parallel resends send one SMS). `field` names the input field in refusals.
 */
export async function resendSetPasswordLink(ctx: Ctx, field: string, to: { memberId: string; mobile: string; enterpriseName: string }) {
  return inTx(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`set-password-link:${to.memberId}`}))`);
    const login = await loginOf(tx.db, to.memberId);
    if (login.passwordHash !== NO_PASSWORD_YET) throw new BizError(Codes.VALIDATION, `${field}: 该员工已设置登录密码，无需重发链接`, { fields: [field] });
    const [last] = await tx.db
      .select({ createdAt: memberAccountKey.createdAt })
      .from(memberAccountKey)
      .where(and(eq(memberAccountKey.memberId, to.memberId), eq(memberAccountKey.purpose, "SET_PASSWORD")))
      .orderBy(desc(memberAccountKey.createdAt))
      .limit(1);
    const wait = last ? SET_PASSWORD_RESEND_SECONDS - Math.floor((tx.now.getTime() - last.createdAt.getTime()) / 1000) : 0;
    if (wait > 0) throw new BizError(Codes.RATE_LIMITED, `链接已发送，请 ${wait} 秒后再试`, { retryAfterSeconds: wait });
    return sendSetPasswordLink(tx, { ...to, loginName: login.loginName });
  });
}

/** What the set-password page shows for a live link: the account it sets the password of. */
export async function checkSetPasswordLink(ctx: Ctx, token: string) {
  const key = await readAccountKey(ctx, "token", token, "SET_PASSWORD", { consume: false, invalidMessage: LINK_INVALID });
  const login = await loginOf(ctx.db, key.memberId);
  return { loginName: login.loginName, mobile: maskMobile(login.mobile), expiresAt: iso(key.expiresAt) };
}

/**
 * Sets the password through a link: the token must be live, the password must pass the platform's
 * policy (`assertPasswordAllowed`: the strength rule, no common password, not the login name or mobile). The token
 * is used up in the same transaction as the change, so it works once even when two tries race.
 * Any session of the person ends; they log in with the new password.
 */
export async function setPasswordByLink(ctx: Ctx, input: Parsed<typeof passwordLink.setPassword>) {
  const key = await readAccountKey(ctx, "token", input.token, "SET_PASSWORD", { consume: false, invalidMessage: LINK_INVALID });
  const login = await loginOf(ctx.db, key.memberId);
  assertPasswordAllowed(input.password, login);
  const passwordHash = await hashPassword(input.password);
  await inTx(ctx, async (tx) => {
    await readAccountKey(tx, "token", input.token, "SET_PASSWORD", { consume: true, invalidMessage: LINK_INVALID });
    await tx.db.update(memberLogin).set({ passwordHash, mustChangePassword: false }).where(eq(memberLogin.memberId, key.memberId));
    await clearLoginAttempts(tx, login.id);
    await revokeTicketsOf(tx, key.memberId);
  });
  return { loginName: login.loginName };
}
