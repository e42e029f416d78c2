import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { Codes, type FuncNode, type FuncTree, type Parsed, type UserInfo, type identity } from "@qinlian/contract";
import type { AuthedCtx, Ctx, MemberCtx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { attempt, clearAttempts, lockedUntil, type AttemptRule } from "../../kit/attempts/limiter";
import { BizError } from "../../kit/errors";
import { iso } from "../../kit/time";
import { openToStaff } from "./acting";
import { findLogin } from "./accounts";
import { decoyHash, verifyPassword } from "./passwords";
import { authFunc, member, memberEmployee, memberLogin } from "./schema";
import { issueTicket, revokeTicket } from "./tickets";

/** Failed logins in a row (each within 15 minutes of the last) lock the login for 15 minutes. */
export const LOGIN_ATTEMPTS: AttemptRule = { max: 5, windowMs: 15 * 60_000 };
/** The attempt counter of a login (kit/attempts). */
export const loginKey = (loginId: string) => `login:${loginId}`;
/** Unknown names are counted by the name as typed (trimmed, any case), like a login of their own. */
const unknownNameKey = (name: string) => `login-name:${name.trim().toLowerCase()}`;

/** When the login's lock ends, or null when it is not locked. */
export function loginLockedUntil(ctx: Ctx, loginId: string): Promise<Date | null> {
  return lockedUntil(ctx.db, loginKey(loginId), LOGIN_ATTEMPTS, ctx.now);
}

/** A password reset lifts the lock and forgets the wrong tries. */
export function clearLoginAttempts(ctx: Ctx, loginId: string): Promise<void> {
  return clearAttempts(ctx.db, loginKey(loginId));
}

export function maskMobile(m: string | null): string | null {
  return m && m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m;
}

/**
 * The identity a person acts as after login: the last one used if still valid, else a sensible
 * default. Enterprises not yet approved are skipped (acting.ts); `remember` is false when the
 * choice only stands in for such an enterprise, so the person lands there once it is approved.
 */
async function chooseIdentity(db: Db, memberId: string, lastBoId: string | null) {
  const all = await db
    .select({ id: memberEmployee.id, boId: memberEmployee.boId })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.memberId, memberId), eq(memberEmployee.status, "ACTIVE"), eq(member.status, "ACTIVE")));
  const open = await openToStaff(db, all.map((j) => j.boId));
  const jobs = all.filter((j) => open.has(j.boId));
  const self = { boId: memberId, employeeId: null, remember: true };
  if (lastBoId === memberId) return self;
  const last = jobs.find((j) => j.boId === lastBoId);
  if (last) return { boId: last.boId, employeeId: last.id, remember: true };
  if (!lastBoId && jobs.length === 1 && all.length === 1) return { boId: jobs[0].boId, employeeId: jobs[0].id, remember: true };
  return { ...self, remember: jobs.length === all.length };
}

/**
 * One guarded password check for `key` (see kit/attempts): the try is counted before the hash is
 * verified, so parallel guesses cannot get past the lock; the 5th wrong one in a row locks the
 * login for 15 minutes; a right one ends the run. `wrong(left)` makes the error for a wrong password.
 */
async function guardedCheck(ctx: Ctx, key: string, check: () => Promise<boolean>, wrong: (triesLeft: number) => BizError): Promise<void> {
  const r = await attempt(ctx.db, key, LOGIN_ATTEMPTS, ctx.now, check);
  if (r.kind === "passed") return;
  if (r.kind === "failed") throw wrong(r.left);
  const minutes = Math.ceil((r.until.getTime() - ctx.now.getTime()) / 60_000);
  throw new BizError(
    Codes.ACCOUNT_LOCKED,
    r.justNow
      ? `密码连续错误 ${LOGIN_ATTEMPTS.max} 次，账号已锁定 ${minutes} 分钟`
      : `登录失败次数过多，账号已锁定，请于 ${minutes} 分钟后再试或找回密码`,
    { lockedUntil: iso(r.until) },
  );
}

/**
 * Checks a login's password (login, and the changes that ask for the current password), counted
 * against the login's lock.
 */
export function checkPassword(ctx: Ctx, row: { id: string; passwordHash: string }, plain: string, wrong: (triesLeft: number) => BizError) {
  return guardedCheck(ctx, loginKey(row.id), () => verifyPassword(row.passwordHash, plain), wrong);
}

/**
 * Login by login name (any case) or mobile. An unknown name is answered exactly like a known one
 * with a wrong password: the same message and count, the same lock after 5 tries, and the same
 * time (a decoy hash is verified).
 */
export async function login(ctx: Ctx, input: Parsed<typeof identity.login>) {
  const row = await findLogin(ctx.db, input.loginName.trim());
  const wrong = (left: number) => new BizError(Codes.LOGIN_FAILED, `账号或密码错误，还可尝试 ${left} 次`);
  if (!row) {
    const decoy = async () => (await verifyPassword(await decoyHash(), input.password)) && false;
    await guardedCheck(ctx, unknownNameKey(input.loginName), decoy, wrong);
    throw wrong(0); // not reached: the decoy never passes
  }
  await checkPassword(ctx, row, input.password, wrong);
  return startSession(ctx, row);
}

/**
 * Opens a session for a login (after a password check, a registration or a switch to a linked
 * account): refuses disabled people, picks the identity, issues the ticket, sets the cookie.
 */
export async function startSession(ctx: Ctx, row: { id: string; memberId: string; lastBoId: string | null; mustChangePassword: boolean }) {
  const [person] = await ctx.db.select({ status: member.status }).from(member).where(eq(member.id, row.memberId));
  if (!person || person.status !== "ACTIVE") throw new BizError(Codes.ACCOUNT_DISABLED);

  const { remember, ...identity } = await chooseIdentity(ctx.db, row.memberId, row.lastBoId);
  const { ticket, expiresAt } = await issueTicket(
    ctx.db,
    { loginId: row.id, memberId: row.memberId, ...identity, ip: ctx.ip, userAgent: ctx.http.userAgent },
    { idleHours: ctx.config.TICKET_IDLE_HOURS, maxDays: ctx.config.TICKET_MAX_DAYS },
    ctx.now,
  );
  await ctx.db
    .update(memberLogin)
    .set({ lastLoginAt: ctx.now, ...(remember ? { lastBoId: identity.boId } : {}) })
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
