import { and, asc, desc, eq, like, or, sql } from "drizzle-orm";
import type { PageInput, VerifyState } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { job } from "../../kit/jobs/schema";
import { paged } from "../../kit/paging";
import { contains, escapeLike } from "../../kit/sql";
import { iso } from "../../kit/time";
import { member, memberEmployee, memberLogin, memberRole } from "../identity/schema";
import { serviceApply } from "../org/schema";
import { smsOutbox } from "../sms/schema";
import { together } from "../../kit/context";
import { isDemoMode } from "../../config";

const n = sql<number>`count(*)::int`;

const DAY = 86_400_000;
const CST = 8 * 3_600_000;
/** Midnight in China Standard Time (UTC+8, no daylight saving) of the day `d` falls on. */
export const startOfChinaDay = (d: Date) => new Date(Math.floor((d.getTime() + CST) / DAY) * DAY - CST);

export async function overview(ctx: AuthedCtx) {
  const dayStart = startOfChinaDay(ctx.now);
  const [[e], [a], [s], [j], members] = await together(
    ctx,
    () =>
      ctx.db
        .select({ n })
        .from(member)
        .where(and(eq(member.type, "ENTERPRISE"), eq(member.verifyState, "PENDING"))),
    () => ctx.db.select({ n }).from(serviceApply).where(eq(serviceApply.status, "PENDING")),
    () =>
      ctx.db
        .select({ n })
        .from(smsOutbox)
        .where(sql`${smsOutbox.createdAt} >= ${dayStart}`),
    () => ctx.db.select({ n }).from(job).where(eq(job.status, "failed")),
    () => ctx.db.select({ type: member.type, n }).from(member).groupBy(member.type),
  );
  return {
    pendingEnterprises: e.n,
    pendingServiceApplies: a.n,
    smsToday: s.n,
    failedJobs: j.n,
    persons: members.find((m) => m.type === "PERSON")?.n ?? 0,
    enterprises: members.find((m) => m.type === "ENTERPRISE")?.n ?? 0,
  };
}

/**
 * The SMS outbox, newest first; `mobile` may be part of a number. Codes and set-password links show
 * masked, except in demo mode, where the operator reads the messages in place of a phone.
 */
export function smsPage(ctx: AuthedCtx, q: PageInput & { mobile?: string; purpose?: string }) {
  const where = and(q.mobile ? like(smsOutbox.mobile, `%${escapeLike(q.mobile)}%`) : undefined, q.purpose ? eq(smsOutbox.purpose, q.purpose) : undefined);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit).offset(offset);
      const demo = isDemoMode(ctx.config);
      return rows.map(({ demoContent, ...r }) => ({ ...r, content: (demo && demoContent) || r.content, createdAt: iso(r.createdAt) }));
    },
    async () => (await ctx.db.select({ n }).from(smsOutbox).where(where))[0].n,
  );
}

type MemberQuery = PageInput & {
  keyword?: string;
  type?: "PERSON" | "ENTERPRISE";
  verifyState?: VerifyState;
  status?: "ACTIVE" | "DISABLED";
};

/** Operator member search over persons and enterprises, newest first. */
export function memberPage(ctx: AuthedCtx, q: MemberQuery) {
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
            then coalesce((select array_agg(r.role_code order by r.role_code) from ${memberRole} r where r.member_id = ${member.id} and r.bo_id = ${member.id}), '{}')
            else coalesce((select array_agg(distinct r.role_code) from ${memberRole} r where r.bo_id = ${member.id}), '{}') end`,
          employeeCount: sql<number>`case when ${member.type} = 'PERSON'
            then (select count(*)::int from ${memberEmployee} e where e.member_id = ${member.id})
            else (select count(*)::int from ${memberEmployee} e where e.bo_id = ${member.id}) end`,
        })
        .from(member)
        .leftJoin(memberLogin, eq(memberLogin.memberId, member.id))
        .where(where)
        .orderBy(desc(member.createdAt), asc(member.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, lastLoginAt: iso(r.lastLoginAt), createdAt: iso(r.createdAt) }));
    },
    async () => (await ctx.db.select({ n }).from(member).leftJoin(memberLogin, eq(memberLogin.memberId, member.id)).where(where))[0].n,
  );
}

/** Background jobs: how many per kind and status, and the failed ones (newest first). */
export async function jobsOverview(ctx: AuthedCtx, q: PageInput & { kind?: string }) {
  const counts = await ctx.db
    .select({ kind: job.kind, status: job.status, n })
    .from(job)
    .where(q.kind ? eq(job.kind, q.kind) : undefined)
    .groupBy(job.kind, job.status)
    .orderBy(asc(job.kind), asc(job.status));
  const where = and(eq(job.status, "failed"), q.kind ? eq(job.kind, q.kind) : undefined);
  const failed = await paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db.select().from(job).where(where).orderBy(desc(job.updatedAt), desc(job.id)).limit(limit).offset(offset);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        attempts: r.attempts,
        maxAttempts: r.maxAttempts,
        runAt: iso(r.runAt),
        lastError: r.lastError,
        payload: r.payload,
        finishedAt: iso(r.finishedAt),
        updatedAt: iso(r.updatedAt),
      }));
    },
    async () => (await ctx.db.select({ n }).from(job).where(where))[0].n,
  );
  return { counts, failed };
}
