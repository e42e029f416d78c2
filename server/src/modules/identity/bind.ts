import { and, eq, or, sql } from "drizzle-orm";
import { Codes, type Parsed, type account } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import { verifyCode } from "../sms";
import { isUniqueViolation, issueAccountKey, loginOf, maskName, readAccountKey } from "./accounts";
import { member, memberBind, memberLogin, memberTicket } from "./schema";
import { loginLockedUntil, maskMobile, startSession } from "./service";

/**
 * Account binding (/setup/bindAccount). A person who has another account — say an old one under
 * another mobile — links it to the one they are using, and can then switch between them without
 * the other password. Rules:
 * - only person accounts are linked (an enterprise is reached through its employees);
 * - ownership is proven by a BIND code sent to the other account's mobile, which gives a one-time
 *   bind key valid 10 minutes, usable only by the person who asked for it; bindCb spends it;
 * - a link works both ways and is stored once per pair; an account has at most 5 links;
 * - switching (relationLogin) issues a ticket for the linked account and revokes the current one;
 *   a disabled or locked linked account cannot be switched to;
 * - lookups by mobile show only masked details, and nothing for the person's own or already linked
 *   accounts; "don't suggest again" (ingnoreBind) hides the binding suggestion for good.
 */
export const MAX_LINKS = 5;

const pair = (x: string, y: string) => (x < y ? { memberIdA: x, memberIdB: y } : { memberIdA: y, memberIdB: x });

async function linkBetween(ctx: Ctx, x: string, y: string) {
  const p = pair(x, y);
  const [row] = await ctx.db
    .select()
    .from(memberBind)
    .where(and(eq(memberBind.memberIdA, p.memberIdA), eq(memberBind.memberIdB, p.memberIdB)));
  return row ?? null;
}

async function linkCount(ctx: Ctx, memberId: string): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberBind)
    .where(or(eq(memberBind.memberIdA, memberId), eq(memberBind.memberIdB, memberId)));
  return n;
}

/** The active person account on `mobile` that `me` could link: not themselves, not linked yet. */
async function bindable(ctx: Ctx, me: string, mobile: string) {
  const [row] = await ctx.db
    .select({ memberId: memberLogin.memberId, loginName: memberLogin.loginName, mobile: memberLogin.mobile, name: member.name, createdAt: member.createdAt })
    .from(memberLogin)
    .innerJoin(member, eq(member.id, memberLogin.memberId))
    .where(and(eq(memberLogin.mobile, mobile), eq(member.type, "PERSON"), eq(member.status, "ACTIVE")));
  if (!row || row.memberId === me || (await linkBetween(ctx, me, row.memberId))) return null;
  return row;
}

/** For sendSmsCode(BIND): the code goes only to a bindable account's mobile. */
export async function assertBindable(ctx: Ctx, me: string, mobile: string): Promise<void> {
  if (!(await bindable(ctx, me, mobile))) throw invalid("mobile", "该手机号没有可绑定的账号");
}

type PersonRow = { loginName: string; mobile: string | null; name: string; createdAt: Date };
const masked = (p: PersonRow) => ({
  loginName: p.loginName === p.mobile ? (maskMobile(p.loginName) ?? "") : maskName(p.loginName),
  name: maskName(p.name),
  mobile: maskMobile(p.mobile) ?? "",
  registeredAt: iso(p.createdAt),
});

export async function candidate(ctx: AuthedCtx, mobile: string) {
  const row = await bindable(ctx, ctx.member.memberId, mobile);
  return row ? { found: true, candidate: masked(row) } : { found: false, candidate: null };
}

export async function keyByPhone(ctx: AuthedCtx, input: Parsed<typeof account.bindKeyByPhone>) {
  const me = ctx.member.memberId;
  if (!(await bindable(ctx, me, input.mobile))) throw invalid("mobile", "该手机号没有可绑定的账号");
  await verifyCode(ctx, input.mobile, "BIND", input.smsCode);
  const target = await bindable(ctx, me, input.mobile);
  if (!target) throw invalid("mobile", "该手机号没有可绑定的账号");
  const k = await issueAccountKey(ctx, "BIND", me, target.memberId);
  return { bindKey: k.key, expiresInSeconds: k.expiresInSeconds };
}

async function personRow(ctx: Ctx, memberId: string): Promise<PersonRow & { memberId: string }> {
  const [row] = await ctx.db
    .select({ memberId: member.id, loginName: memberLogin.loginName, mobile: memberLogin.mobile, name: member.name, createdAt: member.createdAt })
    .from(member)
    .innerJoin(memberLogin, eq(memberLogin.memberId, member.id))
    .where(eq(member.id, memberId));
  if (!row) throw notFound("账号");
  return row;
}

export async function keyInfo(ctx: AuthedCtx, bindKey: string) {
  const key = await readAccountKey(ctx, "bindKey", bindKey, "BIND", { memberId: ctx.member.memberId, consume: false });
  return masked(await personRow(ctx, key.targetMemberId!));
}

const linkedView = (p: PersonRow & { memberId: string }, boundAt: Date) => ({
  memberId: p.memberId,
  loginName: p.loginName,
  name: maskName(p.name),
  mobile: maskMobile(p.mobile),
  boundAt: iso(boundAt),
});

/** Spends the bind key and links the two accounts (both locked while counting their links). */
export async function confirm(ctx: AuthedCtx, bindKey: string) {
  const me = ctx.member.memberId;
  try {
    const { target, createdAt } = await inTx(ctx, async (tx) => {
      const key = await readAccountKey(tx, "bindKey", bindKey, "BIND", { memberId: me, consume: true });
      const target = key.targetMemberId!;
      for (const id of [me, target].sort()) await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bind:${id}`}))`);
      if (await linkBetween(tx, me, target)) throw conflict("该账号已绑定");
      if ((await linkCount(tx, me)) >= MAX_LINKS || (await linkCount(tx, target)) >= MAX_LINKS) {
        throw conflict(`每个账号最多关联 ${MAX_LINKS} 个账号`);
      }
      const [row] = await tx.db.insert(memberBind).values({ ...pair(me, target), createdBy: me, createdAt: ctx.now }).returning();
      return { target, createdAt: row.createdAt };
    });
    return linkedView(await personRow(ctx, target), createdAt);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("该账号已绑定");
    throw e;
  }
}

export async function list(ctx: AuthedCtx) {
  const me = ctx.member.memberId;
  const rows = await ctx.db
    .select()
    .from(memberBind)
    .where(or(eq(memberBind.memberIdA, me), eq(memberBind.memberIdB, me)))
    .orderBy(memberBind.createdAt);
  const out = [];
  for (const r of rows) out.push(linkedView(await personRow(ctx, r.memberIdA === me ? r.memberIdB : r.memberIdA), r.createdAt));
  const login = await loginOf(ctx.db, me);
  return { list: out, suggestBind: out.length === 0 && !login.bindIgnoredAt };
}

/** Switches to a linked account: a ticket for it (set as the cookie), the current one revoked. */
export async function switchTo(ctx: AuthedCtx, memberId: string) {
  if (!(await linkBetween(ctx, ctx.member.memberId, memberId))) throw notFound("关联账号");
  const target = await loginOf(ctx.db, memberId);
  if (await loginLockedUntil(ctx, target.id)) throw new BizError(Codes.ACCOUNT_LOCKED, "该账号因密码错误次数过多已被锁定，请稍后再试或找回密码");
  const session = await startSession(ctx, target);
  await ctx.db.update(memberTicket).set({ revokedAt: ctx.now }).where(eq(memberTicket.id, ctx.member.ticketId));
  return session;
}

export async function ignore(ctx: AuthedCtx) {
  await ctx.db.update(memberLogin).set({ bindIgnoredAt: ctx.now }).where(eq(memberLogin.memberId, ctx.member.memberId));
  return { ignored: true as const };
}

export async function unbind(ctx: AuthedCtx, memberId: string) {
  const p = pair(ctx.member.memberId, memberId);
  const gone = await ctx.db
    .delete(memberBind)
    .where(and(eq(memberBind.memberIdA, p.memberIdA), eq(memberBind.memberIdB, p.memberIdB)))
    .returning({ id: memberBind.id });
  if (!gone.length) throw notFound("关联账号");
  return { removed: true as const };
}
