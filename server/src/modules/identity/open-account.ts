import { eq, sql } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { conflict, type BizError } from "../../kit/errors";
import { NO_PASSWORD_YET, sendSetPasswordLink } from "./password-link";
import { member, memberLogin, memberRole } from "./schema";

/**
 * THE rule for the roles of a personal account, however it is opened (registration, or an enterprise
 * adding an employee whose mobile is new to the platform): the person acts for themselves with
 * BUYER, SELLER and FARMER. The platform's personal members are mostly farmers (养殖户/种植户) who
 * buy inputs, sell what they raise and keep farm records. An employee's account is a personal
 * account like any other — it is theirs, not the enterprise's, they keep it if they leave, and they
 * could not register the same mobile themselves afterwards — so it gets the same roles; what they
 * may do FOR the enterprise is the enterprise roles their admin gives them, held under the
 * enterprise's boId. Roles that need the platform's review (shop owner, expert, service provider)
 * are granted when their application is approved, never at opening.
 */
export const PERSON_DEFAULT_ROLES = ["BUYER", "SELLER", "FARMER"] as const;

export interface NewAccount {
  mobile: string;
  loginName: string;
  /** Display name (member.name). */
  name: string;
  nickname?: string | null;
  realName?: string | null;
  /** argon2id hash, or NO_PASSWORD_YET for an account whose owner sets the password by link. */
  passwordHash: string;
}

/**
 * Opens a personal account: the person (member PERSON), their login and PERSON_DEFAULT_ROLES, and
 * returns the login. When the login name or mobile was taken meanwhile (the unique indexes decide
 * races) it throws `refuse()` — the caller's wording — so the caller's transaction rolls back.
 * Call in a transaction.
 */
export async function openAccount(ctx: Ctx, a: NewAccount, refuse: () => BizError) {
  const [m] = await ctx.db
    .insert(member)
    .values({ type: "PERSON", name: a.name, nickname: a.nickname ?? null, realName: a.realName ?? null, mobile: a.mobile })
    .returning({ id: member.id });
  const [login] = await ctx.db
    .insert(memberLogin)
    .values({ memberId: m.id, loginName: a.loginName, mobile: a.mobile, passwordHash: a.passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!login) throw refuse();
  await ctx.db.insert(memberRole).values(PERSON_DEFAULT_ROLES.map((roleCode) => ({ memberId: m.id, boId: m.id, roleCode })));
  return login;
}

/**
 * The person with this mobile, or a new account for them (an enterprise adding an employee): login
 * name = the mobile (or "u" + mobile if someone already uses that string as a login name), no
 * password yet (the person sets it through the one-time link texted to them, password-link.ts; no
 * password logs in before that), the personal roles of `openAccount`. Serialised per mobile number
 * so two admins adding the same new number open one account. A disabled account is refused.
 * Call in a transaction.
 */
export async function accountForMobile(ctx: Ctx, to: { mobile: string; name: string; enterpriseName: string }): Promise<{ memberId: string; created: boolean }> {
  const { mobile, name } = to;
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-mobile:${mobile}`}))`);
  const [found] = await ctx.db
    .select({ memberId: memberLogin.memberId, status: member.status })
    .from(memberLogin)
    .innerJoin(member, eq(member.id, memberLogin.memberId))
    .where(eq(memberLogin.mobile, mobile));
  if (found) {
    if (found.status !== "ACTIVE") throw conflict("该手机号的账号已被停用，不能添加为员工");
    return { memberId: found.memberId, created: false };
  }
  const [taken] = await ctx.db
    .select({ id: memberLogin.id })
    .from(memberLogin)
    .where(eq(sql`lower(${memberLogin.loginName})`, mobile));
  const login = await openAccount(ctx, { mobile, loginName: taken ? `u${mobile}` : mobile, name, nickname: name, realName: name, passwordHash: NO_PASSWORD_YET }, () =>
    conflict("该手机号刚刚完成了注册，请重新提交"),
  );
  await sendSetPasswordLink(ctx, { memberId: login.memberId, mobile, loginName: login.loginName, enterpriseName: to.enterpriseName });
  return { memberId: login.memberId, created: true };
}
