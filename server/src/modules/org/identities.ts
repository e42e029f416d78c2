import { and, eq } from "drizzle-orm";
import type { IdentityItem } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import { maskMobile, userInfoOf } from "../identity";
import { member, memberEmployee, memberLogin, memberTicket } from "../identity/schema";
import { issueTicket } from "../identity";
import { rolesIn, rolesOfPerson } from "./roles";
import { deleteEmployee, lockEnterprise, otherActiveAdmins } from "./staff-rules";

/** The person's active jobs: employee records in active enterprises. */
function activeJobs(ctx: AuthedCtx) {
  return ctx.db
    .select({
      employeeId: memberEmployee.id,
      boId: memberEmployee.boId,
      boName: member.name,
      isAdmin: memberEmployee.isAdmin,
      verifyState: member.verifyState,
    })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.memberId, ctx.member.memberId), eq(memberEmployee.status, "ACTIVE"), eq(member.status, "ACTIVE")))
    .orderBy(memberEmployee.createdAt);
}

/** The identities a person may act as: themselves first, then each enterprise they work for. */
export async function myIdentities(ctx: AuthedCtx): Promise<IdentityItem[]> {
  const me = ctx.member.memberId;
  const [self] = await ctx.db.select({ name: member.name, verifyState: member.verifyState }).from(member).where(eq(member.id, me));
  const jobs = await activeJobs(ctx);
  const roles = await rolesOfPerson(ctx.db, me, [me, ...jobs.map((j) => j.boId)]);
  return [
    { boId: me, boName: self.name, boType: "PERSON", employeeId: null, isAdmin: false, verifyState: self.verifyState, roles: roles.get(me) ?? [], current: ctx.member.boId === me },
    ...jobs.map((j) => ({
      boId: j.boId,
      boName: j.boName,
      boType: "ENTERPRISE" as const,
      employeeId: j.employeeId,
      isAdmin: j.isAdmin === 1,
      verifyState: j.verifyState,
      roles: roles.get(j.boId) ?? [],
      current: ctx.member.boId === j.boId,
    })),
  ];
}

/**
 * Switches identity: a new ticket for the chosen identity (themselves, or an enterprise where they are
 * an active employee), the current ticket revoked, the cookie replaced, and the choice remembered for
 * the next login.
 */
export async function switchIdentity(ctx: AuthedCtx, boId: string) {
  const me = ctx.member;
  let employeeId: string | null = null;
  if (boId !== me.memberId) {
    const job = (await activeJobs(ctx)).find((j) => j.boId === boId);
    if (!job) throw notFound("身份");
    employeeId = job.employeeId;
  }
  const { ticket, expiresAt } = await inTx(ctx, async (tx) => {
    const issued = await issueTicket(
      tx.db,
      { loginId: me.loginId, memberId: me.memberId, boId, employeeId, ip: ctx.ip, userAgent: ctx.http.userAgent },
      { idleHours: ctx.config.TICKET_IDLE_HOURS, maxDays: ctx.config.TICKET_MAX_DAYS },
      ctx.now,
    );
    await tx.db.update(memberTicket).set({ revokedAt: ctx.now }).where(eq(memberTicket.id, me.ticketId));
    await tx.db.update(memberLogin).set({ lastBoId: boId }).where(eq(memberLogin.id, me.loginId));
    return issued;
  });
  ctx.http.setTicketCookie(ticket, expiresAt);
  const resolved = await ctx.services.resolveMember(ctx.db, ticket, ctx.now);
  if (!resolved) throw new Error("ticket just issued does not resolve");
  return { ticket, expiresAt: iso(expiresAt), userInfo: await userInfoOf(ctx.db, resolved, ctx.config.SITE_CODE) };
}

/**
 * A person leaves an enterprise they work for (their own employee record). Not while acting as it
 * (switch first), and not as its only active admin (the enterprise would be left without one).
 */
export function leaveEmployer(ctx: AuthedCtx, employeeId: string) {
  return inTx(ctx, async (tx) => {
    const [emp] = await tx.db
      .select()
      .from(memberEmployee)
      .where(and(eq(memberEmployee.id, employeeId), eq(memberEmployee.memberId, tx.member.memberId)));
    if (!emp) throw notFound("任职记录");
    if (emp.boId === tx.member.boId) throw conflict("您正以该企业身份登录，请先切换到其他身份再退出该企业");
    await lockEnterprise(tx, emp.boId);
    if (emp.isAdmin === 1 && emp.status === "ACTIVE" && (await otherActiveAdmins(tx, emp.boId, emp.id)) === 0) {
      throw conflict("您是该企业唯一的管理员，请先指定其他管理员再退出");
    }
    await deleteEmployee(tx, emp);
    return { id: employeeId };
  });
}

/** The employee record of the current identity; null when acting for themselves. */
export async function staffInfo(ctx: AuthedCtx) {
  const { employeeId, boId, memberId } = ctx.member;
  if (!employeeId) return null;
  const [row] = await ctx.db
    .select({
      employeeId: memberEmployee.id,
      boId: memberEmployee.boId,
      boName: member.name,
      name: memberEmployee.name,
      mobile: memberEmployee.mobile,
      isAdmin: memberEmployee.isAdmin,
      status: memberEmployee.status,
      joinedAt: memberEmployee.createdAt,
    })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.id, employeeId), eq(memberEmployee.memberId, memberId)));
  if (!row) throw notFound("员工档案");
  const roles = await rolesIn(ctx.db, boId, [memberId]);
  return { ...row, mobile: maskMobile(row.mobile), isAdmin: row.isAdmin === 1, roles: roles.get(memberId) ?? [], joinedAt: iso(row.joinedAt) };
}
