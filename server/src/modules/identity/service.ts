import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { Codes, type FuncNode, type FuncTree, type UserInfo } from "@qinlian/contract";
import type { AuthedCtx, Ctx, MemberCtx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { BizError } from "../../kit/errors";
import { iso } from "../../kit/time";
import { decoyHash, verifyPassword } from "./passwords";
import { authFunc, member, memberEmployee, memberLogin } from "./schema";
import { issueTicket, revokeTicket } from "./tickets";

/** Failed logins in a row that lock the account, and for how long. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

export function maskMobile(m: string | null): string | null {
  return m && m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m;
}

/** The identity a person acts as after login: the last one used if still valid, else a sensible default. */
async function chooseIdentity(db: Db, memberId: string, lastBoId: string | null) {
  const jobs = await db
    .select({ id: memberEmployee.id, boId: memberEmployee.boId })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.memberId, memberId), eq(memberEmployee.status, "ACTIVE"), eq(member.status, "ACTIVE")));
  if (lastBoId === memberId) return { boId: memberId, employeeId: null };
  const last = jobs.find((j) => j.boId === lastBoId);
  if (last) return { boId: last.boId, employeeId: last.id };
  if (!lastBoId && jobs.length === 1) return { boId: jobs[0].boId, employeeId: jobs[0].id };
  return { boId: memberId, employeeId: null };
}

/**
 * Checks a login's password. A locked login is refused; a wrong password counts (atomically), and
 * the 5th in a row locks the login for 15 minutes. `wrong(left)` makes the error for a wrong password.
 * Shared by login and by the changes that ask for the current password.
 */
export async function checkPassword(
  ctx: Ctx,
  row: { id: string; passwordHash: string; lockedUntil: Date | null },
  plain: string,
  wrong: (triesLeft: number) => BizError,
): Promise<void> {
  if (row.lockedUntil && row.lockedUntil > ctx.now) {
    throw new BizError(
      Codes.ACCOUNT_LOCKED,
      `登录失败次数过多，账号已锁定，请于 ${Math.ceil((row.lockedUntil.getTime() - ctx.now.getTime()) / 60_000)} 分钟后再试或找回密码`,
      { lockedUntil: iso(row.lockedUntil) },
    );
  }
  if (await verifyPassword(row.passwordHash, plain)) return;
  const [r] = await ctx.db
    .update(memberLogin)
    .set({ failedCount: sql`${memberLogin.failedCount} + 1` })
    .where(eq(memberLogin.id, row.id))
    .returning({ failedCount: memberLogin.failedCount });
  if (r.failedCount >= LOGIN_MAX_FAILURES) {
    const lockedUntil = new Date(ctx.now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
    await ctx.db.update(memberLogin).set({ failedCount: 0, lockedUntil }).where(eq(memberLogin.id, row.id));
    throw new BizError(Codes.ACCOUNT_LOCKED, `密码连续错误 ${LOGIN_MAX_FAILURES} 次，账号已锁定 ${LOGIN_LOCK_MINUTES} 分钟`, {
      lockedUntil: iso(lockedUntil),
    });
  }
  throw wrong(LOGIN_MAX_FAILURES - r.failedCount);
}

export async function login(ctx: Ctx, input: { loginName: string; password: string }) {
  const name = input.loginName.trim();
  const [row] = await ctx.db
    .select()
    .from(memberLogin)
    .where(or(eq(sql`lower(${memberLogin.loginName})`, name.toLowerCase()), eq(memberLogin.mobile, name)))
    .limit(1);
  if (!row) {
    await verifyPassword(await decoyHash(), input.password);
    throw new BizError(Codes.LOGIN_FAILED);
  }
  await checkPassword(ctx, row, input.password, (left) => new BizError(Codes.LOGIN_FAILED, `账号或密码错误，还可尝试 ${left} 次`));
  return startSession(ctx, row);
}

/**
 * Opens a session for a login (after a password check, a registration or a switch to a linked
 * account): refuses disabled people, picks the identity, issues the ticket, sets the cookie.
 */
export async function startSession(ctx: Ctx, row: { id: string; memberId: string; lastBoId: string | null; mustChangePassword: boolean }) {
  const [person] = await ctx.db.select({ status: member.status }).from(member).where(eq(member.id, row.memberId));
  if (!person || person.status !== "ACTIVE") throw new BizError(Codes.ACCOUNT_DISABLED);

  const identity = await chooseIdentity(ctx.db, row.memberId, row.lastBoId);
  const { ticket, expiresAt } = await issueTicket(
    ctx.db,
    { loginId: row.id, memberId: row.memberId, ...identity, ip: ctx.ip, userAgent: ctx.http.userAgent },
    { idleHours: ctx.config.TICKET_IDLE_HOURS, maxDays: ctx.config.TICKET_MAX_DAYS },
    ctx.now,
  );
  await ctx.db
    .update(memberLogin)
    .set({ failedCount: 0, lockedUntil: null, lastLoginAt: ctx.now, lastBoId: identity.boId })
    .where(eq(memberLogin.id, row.id));
  ctx.http.setTicketCookie(ticket, expiresAt);
  const m = await ctx.services.resolveMember(ctx.db, ticket, ctx.now);
  if (!m) throw new Error("ticket just issued does not resolve");
  return {
    ticket,
    expiresAt: iso(expiresAt),
    userInfo: await userInfoOf(ctx.db, m, ctx.config.SITE_CODE),
    mustChangePassword: row.mustChangePassword,
  };
}

export async function logout(ctx: Ctx) {
  const revoked = ctx.http.ticket ? await revokeTicket(ctx.db, ctx.http.ticket) : false;
  ctx.http.clearTicketCookie();
  return { revoked };
}

export async function userInfoOf(db: Db, m: MemberCtx, systemId: string): Promise<UserInfo> {
  const [row] = await db
    .select({
      loginName: memberLogin.loginName,
      mobile: memberLogin.mobile,
      nickname: member.nickname,
      realName: member.realName,
      avatarUrl: member.avatarUrl,
      personName: member.name,
      boName: sql<string>`bo.name`,
    })
    .from(member)
    .innerJoin(memberLogin, eq(memberLogin.memberId, member.id))
    .innerJoin(sql`member bo`, sql`bo.id = ${m.boId}`)
    .where(eq(member.id, m.memberId));
  if (!row) throw new BizError(Codes.TICKET_INVALID);
  return {
    memberId: m.memberId,
    boId: m.boId,
    boName: row.boName,
    boType: m.boType,
    employeeId: m.employeeId,
    loginName: row.loginName,
    mobile: maskMobile(row.mobile),
    nickname: row.nickname,
    realName: row.realName,
    avatarUrl: row.avatarUrl,
    systemId,
    roles: [...m.roles],
    isOperator: m.roles.includes("OPERATOR"),
  };
}

export function currentUser(ctx: AuthedCtx) {
  return userInfoOf(ctx.db, ctx.member, ctx.config.SITE_CODE);
}

const funcColumns = {
  code: authFunc.code,
  parentCode: authFunc.parentCode,
  name: authFunc.name,
  nameEn: authFunc.nameEn,
  path: authFunc.path,
  icon: authFunc.icon,
  sort: authFunc.sort,
};

export async function topFuncs(ctx: AuthedCtx): Promise<FuncNode[]> {
  const rows = await ctx.db.select(funcColumns).from(authFunc).where(isNull(authFunc.parentCode)).orderBy(asc(authFunc.sort));
  return rows.filter((r) => ctx.member.funcs.has(r.code));
}

export async function subFuncs(ctx: AuthedCtx, parentCode: string): Promise<FuncTree[]> {
  const rows = await ctx.db
    .select(funcColumns)
    .from(authFunc)
    .where(sql`${authFunc.code} like ${`${parentCode}.%`}`)
    .orderBy(asc(authFunc.sort));
  const allowed = rows.filter((r) => ctx.member.funcs.has(r.code));
  const build = (parent: string): FuncTree[] =>
    allowed.filter((r) => r.parentCode === parent).map((r) => ({ ...r, children: build(r.code) }));
  return build(parentCode);
}

export function judgeAuth(ctx: AuthedCtx, funcCode: string) {
  return { funcCode, allowed: ctx.member.funcs.has(funcCode) };
}
