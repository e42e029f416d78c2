import type { IdentityItem } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import {
  deleteEmployee,
  employeeRecord,
  issueTicket,
  lockEnterprise,
  maskMobile,
  openToStaff,
  otherActiveAdmins,
  rememberIdentity,
  revokeTickets,
  rolesIn,
  rolesOfPerson,
  userInfoOf,
} from "../identity";
import { activeJobs as jobsOf, memberBadge, staffRecord } from "../../read/org-staff";

/** The person's active jobs: employee records in active enterprises. */
const activeJobs = (ctx: AuthedCtx) => jobsOf(ctx, ctx.member.memberId);

/**
 * The identities a person may act as: themselves first, then each enterprise they work for.
 * `switchable` is what `switchIdentity` decides (the ticket it issues is refused for an enterprise
 * that is not `openToStaff`): an enterprise approved once stays switchable while back in review.
 */
export async function myIdentities(ctx: AuthedCtx): Promise<IdentityItem[]> {
  const me = ctx.member.memberId;
  const self = await memberBadge(ctx, me);
  if (!self) throw notFound("会员");
  const jobs = await activeJobs(ctx);
  const roles = await rolesOfPerson(ctx.db, me, [me, ...jobs.map((j) => j.boId)]);
  const open = await openToStaff(ctx.db, jobs.map((j) => j.boId));
  return [
    { boId: me, boName: self.name, boType: "PERSON", employeeId: null, isAdmin: false, verifyState: self.verifyState, roles: roles.get(me) ?? [], current: ctx.member.boId === me, switchable: true },
    ...jobs.map((j) => ({
      boId: j.boId,
      boName: j.boName,
      boType: "ENTERPRISE" as const,
      employeeId: j.employeeId,
      isAdmin: j.isAdmin === 1,
      verifyState: j.verifyState,
      roles: roles.get(j.boId) ?? [],
      current: ctx.member.boId === j.boId,
      switchable: open.has(j.boId),
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
    await revokeTickets(tx, { ticketId: me.ticketId });
    await rememberIdentity(tx, me.loginId, boId);
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
    const emp = await employeeRecord(tx, employeeId, { memberId: tx.member.memberId });
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
  const row = await staffRecord(ctx, employeeId, memberId);
  if (!row) throw notFound("员工档案");
  const roles = await rolesIn(ctx.db, boId, [memberId]);
  return { ...row, mobile: maskMobile(row.mobile), isAdmin: row.isAdmin === 1, roles: roles.get(memberId) ?? [], joinedAt: iso(row.joinedAt) };
}
