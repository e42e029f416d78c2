import { reviewState, type ReviewState } from "@qinlian/contract";
import { defineMachine, type Machine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { serviceApply } from "./schema";

export type { ReviewState };
export type ReviewEvent = "submit" | "approve" | "reject";

declare module "../../kit/events" {
  interface DomainEvents {
    /** A service application moved (submitted again, approved, rejected). */
    "serviceApply.changed": { id: string; from: ReviewState; to: ReviewState; event: ReviewEvent };
  }
}

/**
 * Service applications (expert, service provider). Enterprises go through the identity module's
 * `verifyMachine` (identity/verify-machine.ts), which uses the same event names.
 *
 *   (new)    --submit--->  PENDING         created in this state (the history records it from nothing)
 *   PENDING  --approve-->  APPROVED        the role of the same code is granted
 *   PENDING  --reject--->  REJECTED        with a reason
 *   REJECTED --submit--->  PENDING         the applicant corrected and sent it again
 *
 * An approved application is final (the role stays until an operator removes it).
 */
export const serviceApplyReview = storeMachine(
  defineMachine<ReviewState, ReviewEvent>({
    name: "service-apply-review",
    states: reviewState.options,
    labels: { PENDING: "待审核", APPROVED: "已通过", REJECTED: "已驳回" },
    eventLabels: { submit: "提交申请", approve: "审核通过", reject: "驳回" },
    operatorEvents: ["approve", "reject"],
    transitions: {
      PENDING: { approve: "APPROVED", reject: "REJECTED" },
      REJECTED: { submit: "PENDING" },
      APPROVED: {},
    },
  }),
  { entity: "SERVICE_APPLY", table: serviceApply, state: "status", noun: "申请的审核", announce: { event: "serviceApply.changed", payload: (c) => c } },
);

/** The decisions an operator may take in a state (shown as buttons in the console). */
export function operatorEvents<S extends string, E extends string>(m: Machine<S, E>, state: S): ("approve" | "reject")[] {
  return m.events(state).filter((e): e is E & ("approve" | "reject") => m.operatorEvents.includes(e) && (e === "approve" || e === "reject"));
}
