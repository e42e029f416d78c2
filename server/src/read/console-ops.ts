/**
 * Read-only queries for the operator console's home and operations pages: counts over identity's
 * member, org's service_apply, sms's sms_outbox and the kit's job table; the member search over
 * member, member_login, member_role and member_employee; the SMS outbox.
 */
import { and, asc, count, desc, eq, gte, like, or, sql } from "drizzle-orm";
import type { PageInput, VerifyState } from "@qinlian/contract";
import { together, type Ctx } from "../kit/context";
import { job } from "../kit/jobs/schema";
import { paged, pageTable } from "../kit/paging";
import { contains, escapeLike } from "../kit/sql";
import { iso } from "../kit/time";
import { member, memberEmployee, memberLogin, memberRole } from "../modules/identity/schema";
import { serviceApply } from "../modules/org/schema";
import { smsOutbox } from "../modules/sms/schema";

/**
 * console.overview (运营后台首页): enterprises waiting for verification, service applications
 * waiting, SMS sent since `dayStart`, failed jobs, persons and enterprises. Counts member,
 * service_apply, sms_outbox and job.
 */
export async function overviewCounts(ctx: Ctx, dayStart: Date) {
  const [pendingEnterprises, pendingServiceApplies, smsToday, failedJobs, members] = await together(
    ctx,
    () => ctx.db.$count(member, and(eq(member.type, "ENTERPRISE"), eq(member.verifyState, "PENDING"))),
    () => ctx.db.$count(serviceApply, eq(serviceApply.status, "PENDING")),
    () => ctx.db.$count(smsOutbox, gte(smsOutbox.createdAt, dayStart)),
    () => ctx.db.$count(job, eq(job.status, "failed")),
    () => ctx.db.select({ type: member.type, n: count() }).from(member).groupBy(member.type),
  );
  return {
    pendingEnterprises,
    pendingServiceApplies,
    smsToday,
    failedJobs,
    persons: members.find((m) => m.type === "PERSON")?.n ?? 0,
    enterprises: members.find((m) => m.type === "ENTERPRISE")?.n ?? 0,
  };
}

/** console.smsPage (短信发件箱): the outbox, newest first; `mobile` may be part of a number. Reads sms_outbox. */
export function smsOutboxPage<T>(ctx: Ctx, q: PageInput & { mobile?: string; purpose?: string }, view: (row: typeof smsOutbox.$inferSelect) => T) {
  const where = and(q.mobile ? like(smsOutbox.mobile, `%${escapeLike(q.mobile)}%`) : undefined, q.purpose ? eq(smsOutbox.purpose, q.purpose) : undefined);
  return pageTable(ctx, q, smsOutbox, where, [desc(smsOutbox.createdAt), desc(smsOutbox.id)], view);
}

export type MemberQuery = PageInput & {
  keyword?: string;
  type?: "PERSON" | "ENTERPRISE";
  verifyState?: VerifyState;
  status?: "ACTIVE" | "DISABLED";
};

/**
 * console.memberPage (会员查询): persons and enterprises, newest first, searched by name, login name
 * or mobile. A person's roles are those of their own identity and their count of employers; an
 * enterprise's are its employees' roles (distinct) and its head count. Joins member, member_login,
 * member_role and member_employee.
 */
export function memberSearch(ctx: Ctx, q: MemberQuery) {
  const where = and(
    q.keyword ? or(contains(member.name, q.keyword), contains(memberLogin.loginName, q.keyword), contains(memberLogin.mobile, q.keyword), contains(member.mobile, q.keyword)) : undefined,
    q.type ? eq(member.type, q.type) : undefined,
    q.verifyState ? eq(member.verifyState, q.verifyState) : undefined,
    q.status ? eq(member.status, q.status) : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({
          id: member.id,
          type: member.type,
          name: member.name,
          loginName: memberLogin.loginName,
          mobile: sql<string | null>`coalesce(${memberLogin.mobile}, ${member.mobile})`,
          status: member.status,
          verifyState: member.verifyState,
          lastLoginAt: memberLogin.lastLoginAt,
          createdAt: member.createdAt,
          roles: sql<string[]>`case when ${member.type} = 'PERSON'
            then coalesce((select array_agg(${memberRole.roleCode} order by ${memberRole.roleCode}) from ${memberRole} where ${memberRole.memberId} = ${member.id} and ${memberRole.boId} = ${member.id}), '{}')
            else coalesce((select array_agg(distinct ${memberRole.roleCode}) from ${memberRole} where ${memberRole.boId} = ${member.id}), '{}') end`,
          employeeCount: sql<number>`case when ${member.type} = 'PERSON'
            then (select count(*)::int from ${memberEmployee} where ${memberEmployee.memberId} = ${member.id})
            else (select count(*)::int from ${memberEmployee} where ${memberEmployee.boId} = ${member.id}) end`,
        })
        .from(member)
        .leftJoin(memberLogin, eq(memberLogin.memberId, member.id))
        .where(where)
        .orderBy(desc(member.createdAt), asc(member.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, lastLoginAt: iso(r.lastLoginAt), createdAt: iso(r.createdAt) }));
    },
    async () => (await ctx.db.select({ n: count() }).from(member).leftJoin(memberLogin, eq(memberLogin.memberId, member.id)).where(where))[0].n,
  );
}
