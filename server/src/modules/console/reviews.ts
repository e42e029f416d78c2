import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { reviewState, type PageInput, type ReviewState, type ServiceKind } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { enterpriseInfo, member, memberLogin, memberRole } from "../identity/schema";
import { setVerifyState, verifyHistory, verifyRow } from "../identity";
import { verifyMachine } from "../identity";
import { operatorEvents, serviceApplyReview } from "../org";
import { loadOrganization, staffSummary } from "../org";
import { serviceApplyHistory, transitionServiceApply } from "../org";
import { serviceApply } from "../org/schema";
import { serviceKinds, toApplyView } from "../org";

const reviewed = reviewState.options;
type Queue = PageInput & { state?: ReviewState; keyword?: string };

/**
 * The enterprise verification queue. Pending ones oldest first (first come, first served); reviewed
 * ones newest decision first.
 */
export function enterprisePage(ctx: AuthedCtx, q: Queue) {
  const where = and(
    eq(member.type, "ENTERPRISE"),
    q.state ? eq(member.verifyState, q.state) : inArray(member.verifyState, reviewed),
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
          adminName: sql<string | null>`(select e.name from member_employee e where e.bo_id = ${member.id} and e.is_admin = 1 order by e.created_at limit 1)`,
        })
        .from(member)
        .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
        .where(where)
        .orderBy(q.state === "PENDING" ? asc(enterpriseInfo.submittedAt) : desc(sql`coalesce(${enterpriseInfo.reviewedAt}, ${enterpriseInfo.submittedAt})`), asc(member.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt), reviewedAt: iso(r.reviewedAt) }));
    },
    async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(member)
          .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
          .where(where)
      )[0].n,
  );
}

export async function enterpriseDetail(ctx: AuthedCtx, memberId: string) {
  const info = await loadOrganization(ctx, memberId);
  const staff = await staffSummary(ctx, memberId);
  const state = info.verifyState;
  return {
    ...info,
    admins: staff.admins,
    employeeCount: staff.employeeCount,
    events: operatorEvents(verifyMachine, state),
    history: await verifyHistory(ctx, memberId),
  };
}

const verdictText = { approve: "已通过审核", reject: "未通过审核" } as const;

/** Approves or rejects an enterprise (PENDING → APPROVED | REJECTED) and tells its contact by SMS. */
export function decideEnterprise(ctx: AuthedCtx, memberId: string, event: "approve" | "reject", reason?: string) {
  return inTx(ctx, async (tx) => {
    const to = await setVerifyState(tx, await verifyRow(tx, memberId), event, { reason });
    const [e] = await tx.db
      .select({ name: member.name, mobile: enterpriseInfo.contactMobile })
      .from(member)
      .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
      .where(eq(member.id, memberId));
    await tx.services.sms.send(tx.db, {
      mobile: e.mobile,
      purpose: "ENTERPRISE_REVIEW",
      content:
        event === "approve"
          ? `【禽链】您提交的“${e.name}”企业认证${verdictText[event]}，现在可以开店、添加员工。`
          : `【禽链】您提交的“${e.name}”企业认证${verdictText[event]}，原因：${reason}。请登录修改企业信息后重新提交。`,
    });
    return { memberId, verifyState: to };
  });
}

export function serviceApplyPage(ctx: AuthedCtx, q: Queue & { kind?: ServiceKind }) {
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
    async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(serviceApply)
          .innerJoin(member, eq(member.id, serviceApply.memberId))
          .where(where)
      )[0].n,
  );
}

export async function serviceApplyDetail(ctx: AuthedCtx, id: string) {
  const [r] = await ctx.db
    .select({ apply: serviceApply, memberName: member.name, mobile: memberLogin.mobile })
    .from(serviceApply)
    .innerJoin(member, eq(member.id, serviceApply.memberId))
    .leftJoin(memberLogin, eq(memberLogin.memberId, serviceApply.memberId))
    .where(eq(serviceApply.id, id));
  if (!r) throw notFound("服务申请");
  return {
    ...(await toApplyView(ctx, r.apply, true)),
    memberName: r.memberName,
    mobile: r.mobile,
    events: operatorEvents(serviceApplyReview, r.apply.status),
    history: await serviceApplyHistory(ctx, id),
  };
}

/** Approves (granting the role of the same code, in the applicant's own name) or rejects an application. */
export function decideServiceApply(ctx: AuthedCtx, id: string, event: "approve" | "reject", reason?: string) {
  return inTx(ctx, async (tx) => {
    const moved = await transitionServiceApply(tx, id, { event, reason });
    const kind = serviceKinds[moved.kind];
    if (event === "approve") {
      await tx.db.insert(memberRole).values({ memberId: moved.memberId, boId: moved.memberId, roleCode: kind.role }).onConflictDoNothing();
    }
    const [login] = await tx.db.select({ mobile: memberLogin.mobile }).from(memberLogin).where(eq(memberLogin.memberId, moved.memberId));
    if (login?.mobile) {
      await tx.services.sms.send(tx.db, {
        mobile: login.mobile,
        purpose: "SERVICE_APPLY_REVIEW",
        content:
          event === "approve"
            ? `【禽链】您申请成为${kind.zh}的资料${verdictText[event]}，重新登录或刷新页面后即可使用相关功能。`
            : `【禽链】您申请成为${kind.zh}的资料${verdictText[event]}，原因：${reason}。修改后可重新提交。`,
      });
    }
    return { id, status: moved.to };
  });
}
