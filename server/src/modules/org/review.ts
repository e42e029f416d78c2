import { eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { recordHistory, stateHistoryOf, transition } from "../../kit/transition";
import { memberNames } from "../identity";
import { serviceApplyReview, type ReviewEvent, type ReviewState } from "./machine";
import { serviceApply } from "./schema";

export interface ReviewInput {
  event: ReviewEvent;
  /** Rejection reason. */
  reason?: string;
}

/**
 * Moves a service application through its review (kit transition: guarded update, so two operators
 * cannot both decide it; the history records who did it and why). A decision stamps the review time,
 * the operator and the reason; a resubmission its time. Call inside a transaction.
 */
export async function transitionServiceApply(ctx: Ctx, id: string, r: ReviewInput): Promise<{ from: ReviewState; to: ReviewState; memberId: string; kind: "EXPERT" | "SERVICE_PROVIDER" }> {
  const [cur] = await ctx.db
    .select({ id: serviceApply.id, status: serviceApply.status, memberId: serviceApply.memberId, kind: serviceApply.kind })
    .from(serviceApply)
    .where(eq(serviceApply.id, id));
  if (!cur) throw notFound("服务申请");
  const decided = r.event === "approve" || r.event === "reject";
  const moved = await transition(ctx, serviceApplyReview, cur, r.event, {
    reason: r.reason,
    patch: decided
      ? { reviewedAt: ctx.now, reviewedBy: ctx.member?.memberId ?? null, rejectReason: r.event === "reject" ? (r.reason ?? null) : null }
      : { submittedAt: ctx.now, rejectReason: null },
  });
  return { from: cur.status, to: moved.status, memberId: cur.memberId, kind: cur.kind };
}

/** Records the first submission of a service application (created PENDING). */
export function logSubmitted(ctx: Ctx, id: string) {
  return recordHistory(ctx, serviceApplyReview, { id, from: null, to: "PENDING", event: "submit" });
}

/** A service application's review history, oldest first, with the actors' names. */
export const serviceApplyHistory = (ctx: Ctx, id: string) => stateHistoryOf(ctx, serviceApplyReview, id, { names: memberNames });
