import type { Parsed, adminConsole } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { enterpriseContact, grantRole, loginMobile, setVerifyState, verifyHistory, verifyMachine, verifyRow } from "../identity";
import { loadOrganization, operatorEvents, serviceApplyHistory, serviceApplyReview, serviceKinds, staffSummary, toApplyView, transitionServiceApply } from "../org";
import { enterpriseQueue, serviceApplyQueue, serviceApplyWithApplicant } from "../../read/console-reviews";

/**
 * The enterprise verification queue. Pending ones oldest first (first come, first served); reviewed
 * ones newest decision first.
 */
export function enterprisePage(ctx: AuthedCtx, q: Parsed<typeof adminConsole.enterprisePage>) {
  return enterpriseQueue(ctx, q);
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
    const e = await enterpriseContact(tx, memberId);
    if (!e) throw notFound("企业资料");
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

export function serviceApplyPage(ctx: AuthedCtx, q: Parsed<typeof adminConsole.serviceApplyPage>) {
  return serviceApplyQueue(ctx, q);
}

export async function serviceApplyDetail(ctx: AuthedCtx, id: string) {
  const r = await serviceApplyWithApplicant(ctx, id);
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
    if (event === "approve") await grantRole(tx, { memberId: moved.memberId, boId: moved.memberId, roleCode: kind.role });
    const mobile = await loginMobile(tx, moved.memberId);
    if (mobile) {
      await tx.services.sms.send(tx.db, {
        mobile,
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
