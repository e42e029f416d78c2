import { and, asc, eq, sql } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { subscribe } from "../../kit/events";
import { iso } from "../../kit/time";
import { enterpriseInfo, member } from "../identity/schema";
import { verifyMachine, type VerifyEvent } from "../identity/verify-machine";
import { serviceApplyReview, type ReviewEvent, type ReviewState } from "./machine";
import { reviewLog, serviceApply } from "./schema";

const reviewStates: readonly string[] = ["PENDING", "APPROVED", "REJECTED"];

export interface ReviewInput<E extends string = ReviewEvent> {
  event: E;
  /** The person causing it (operator or member). */
  actorId: string;
  /** Rejection reason. */
  reason?: string;
}

async function log(ctx: Ctx, subjectType: "ENTERPRISE" | "SERVICE_APPLY", subjectId: string, from: string | null, to: string, r: ReviewInput<string>) {
  await ctx.db.insert(reviewLog).values({
    subjectType,
    subjectId,
    event: r.event,
    fromState: from,
    toState: to,
    reason: r.reason ?? null,
    actorId: r.actorId,
    createdAt: ctx.now,
  });
}

/**
 * Moves an enterprise through its review (identity's verifyMachine) with a conditional update, so two operators
 * (or an operator and the enterprise editing its details) cannot both move it from the same state.
 * Records who did it and why. Call inside a transaction.
 */
export async function transitionEnterprise(ctx: Ctx, boId: string, r: ReviewInput<VerifyEvent>): Promise<{ from: ReviewState; to: ReviewState }> {
  const [cur] = await ctx.db
    .select({ state: member.verifyState })
    .from(member)
    .where(and(eq(member.id, boId), eq(member.type, "ENTERPRISE")));
  if (!cur) throw notFound("企业");
  if (!reviewStates.includes(cur.state)) throw conflict("该企业尚未提交认证资料");
  const from = cur.state as ReviewState;
  const to = verifyMachine.next(from, r.event) as ReviewState;
  const moved = await ctx.db
    .update(member)
    .set({ verifyState: to })
    .where(and(eq(member.id, boId), eq(member.verifyState, from)))
    .returning({ id: member.id });
  if (!moved.length) throw conflict("企业认证状态已变化，请刷新后重试");
  const reviewed = r.event === "approve" || r.event === "reject";
  await ctx.db
    .update(enterpriseInfo)
    .set(
      reviewed
        ? { reviewedAt: ctx.now, reviewedBy: r.actorId, rejectReason: r.event === "reject" ? (r.reason ?? null) : null }
        : { submittedAt: ctx.now, rejectReason: null },
    )
    .where(eq(enterpriseInfo.memberId, boId));
  await log(ctx, "ENTERPRISE", boId, from, to, r);
  return { from, to };
}

// Registration (identity module) submits enterprises without going through this module: log it too.
subscribe("enterprise.submitted", (ctx, e) =>
  log(ctx, "ENTERPRISE", e.boId, e.from, "PENDING", { event: "submit", actorId: e.actorId }),
);

/** The same for a service application. Call inside a transaction. */
export async function transitionServiceApply(ctx: Ctx, id: string, r: ReviewInput): Promise<{ from: ReviewState; to: ReviewState; memberId: string; kind: "EXPERT" | "SERVICE_PROVIDER" }> {
  const [cur] = await ctx.db
    .select({ status: serviceApply.status, memberId: serviceApply.memberId, kind: serviceApply.kind })
    .from(serviceApply)
    .where(eq(serviceApply.id, id));
  if (!cur) throw notFound("服务申请");
  const from = cur.status;
  const to = serviceApplyReview.next(from, r.event);
  const reviewed = r.event === "approve" || r.event === "reject";
  const moved = await ctx.db
    .update(serviceApply)
    .set({
      status: to,
      ...(reviewed
        ? { reviewedAt: ctx.now, reviewedBy: r.actorId, rejectReason: r.event === "reject" ? (r.reason ?? null) : null }
        : { submittedAt: ctx.now, rejectReason: null }),
    })
    .where(and(eq(serviceApply.id, id), eq(serviceApply.status, from)))
    .returning({ id: serviceApply.id });
  if (!moved.length) throw conflict("申请的审核状态已变化，请刷新后重试");
  await log(ctx, "SERVICE_APPLY", id, from, to, r);
  return { from, to, memberId: cur.memberId, kind: cur.kind };
}

/** Records the first submission of a service application (it starts PENDING). */
export function logSubmitted(ctx: Ctx, id: string, actorId: string) {
  return log(ctx, "SERVICE_APPLY", id, null, "PENDING", { event: "submit", actorId });
}

/** A record's review history, oldest first, with the actor's name. */
export async function reviewHistory(ctx: Ctx, subjectType: "ENTERPRISE" | "SERVICE_APPLY", subjectId: string) {
  const rows = await ctx.db
    .select({
      event: reviewLog.event,
      fromState: reviewLog.fromState,
      toState: reviewLog.toState,
      reason: reviewLog.reason,
      actorName: sql<string | null>`(select name from member where id = ${reviewLog.actorId})`,
      createdAt: reviewLog.createdAt,
    })
    .from(reviewLog)
    .where(and(eq(reviewLog.subjectType, subjectType), eq(reviewLog.subjectId, subjectId)))
    .orderBy(asc(reviewLog.createdAt), asc(reviewLog.id));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}
