/**
 * Read-only joins for the operator console's review queues (enterprise verification, service
 * applications) over identity's member, member_login, member_employee and enterprise_info and org's
 * service_apply. Decisions go through identity's and org's index.ts.
 */
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { reviewState, type PageInput, type ReviewState, type ServiceKind } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { paged } from "../kit/paging";
import { contains } from "../kit/sql";
import { iso } from "../kit/time";
import { enterpriseInfo, member, memberEmployee, memberLogin } from "../modules/identity/schema";
import { serviceApply } from "../modules/org/schema";

export type ReviewQueue = PageInput & { state?: ReviewState; keyword?: string };

/** The name of the enterprise's first admin (by joining date), as a correlated subquery. */
const firstAdminName = sql<string | null>`(select ${memberEmployee.name} from ${memberEmployee}
  where ${memberEmployee.boId} = ${member.id} and ${memberEmployee.isAdmin} = 1 order by ${memberEmployee.createdAt} limit 1)`;

/**
 * console.enterprisePage (企业认证审核): enterprises with their verification details, by state (all
 * reviewable states when none), searched by name, credit code, contact. Pending ones oldest first
 * (first come, first served); reviewed ones newest decision first. Joins member, enterprise_info
 * and member_employee (the first admin's name).
 */
export function enterpriseQueue(ctx: Ctx, q: ReviewQueue) {
  const where = and(
    eq(member.type, "ENTERPRISE"),
    q.state ? eq(member.verifyState, q.state) : inArray(member.verifyState, reviewState.options),
    q.keyword
      ? or(contains(member.name, q.keyword), contains(enterpriseInfo.creditCode, q.keyword), contains(enterpriseInfo.contactName, q.keyword), contains(enterpriseInfo.contactMobile, q.keyword))
      : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({
          memberId: member.id,
          name: member.name,
          creditCode: enterpriseInfo.creditCode,
          legalPerson: enterpriseInfo.legalPerson,
          contactName: enterpriseInfo.contactName,
          contactMobile: enterpriseInfo.contactMobile,
          verifyState: member.verifyState,
          submittedAt: enterpriseInfo.submittedAt,
          reviewedAt: enterpriseInfo.reviewedAt,
          rejectReason: enterpriseInfo.rejectReason,
          adminName: firstAdminName,
        })
        .from(member)
        .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
        .where(where)
        .orderBy(q.state === "PENDING" ? asc(enterpriseInfo.submittedAt) : desc(sql`coalesce(${enterpriseInfo.reviewedAt}, ${enterpriseInfo.submittedAt})`), asc(member.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt), reviewedAt: iso(r.reviewedAt) }));
    },
    async () => (await ctx.db.select({ n: count() }).from(member).innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id)).where(where))[0].n,
  );
}

/**
 * console.serviceApplyPage (服务申请审核): applications by state and kind, searched by the
 * applicant's real name, specialty or member name; pending ones oldest first, reviewed ones newest
 * decision first. Joins service_apply and member.
 */
export function serviceApplyQueue(ctx: Ctx, q: ReviewQueue & { kind?: ServiceKind }) {
  const where = and(
    q.state ? eq(serviceApply.status, q.state) : undefined,
    q.kind ? eq(serviceApply.kind, q.kind) : undefined,
    q.keyword ? or(contains(serviceApply.realName, q.keyword), contains(serviceApply.specialty, q.keyword), contains(member.name, q.keyword)) : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({
          id: serviceApply.id,
          memberId: serviceApply.memberId,
          memberName: member.name,
          kind: serviceApply.kind,
          status: serviceApply.status,
          realName: serviceApply.realName,
          specialty: serviceApply.specialty,
          submittedAt: serviceApply.submittedAt,
          reviewedAt: serviceApply.reviewedAt,
          rejectReason: serviceApply.rejectReason,
        })
        .from(serviceApply)
        .innerJoin(member, eq(member.id, serviceApply.memberId))
        .where(where)
        .orderBy(q.state === "PENDING" ? asc(serviceApply.submittedAt) : desc(sql`coalesce(${serviceApply.reviewedAt}, ${serviceApply.submittedAt})`), asc(serviceApply.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt), reviewedAt: iso(r.reviewedAt) }));
    },
    async () => (await ctx.db.select({ n: count() }).from(serviceApply).innerJoin(member, eq(member.id, serviceApply.memberId)).where(where))[0].n,
  );
}

/** console.serviceApplyDetail: the application with the applicant's member name and login mobile; null if none. Joins service_apply, member and member_login. */
export async function serviceApplyWithApplicant(ctx: Ctx, id: string) {
  const [r] = await ctx.db
    .select({ apply: serviceApply, memberName: member.name, mobile: memberLogin.mobile })
    .from(serviceApply)
    .innerJoin(member, eq(member.id, serviceApply.memberId))
    .leftJoin(memberLogin, eq(memberLogin.memberId, serviceApply.memberId))
    .where(eq(serviceApply.id, id));
  return r ?? null;
}
