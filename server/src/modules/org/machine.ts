import { defineMachine, type Machine } from "../../kit/machine";

export type ReviewState = "PENDING" | "APPROVED" | "REJECTED";
export type ReviewEvent = "submit" | "approve" | "reject";

/**
 * Service applications (expert, service provider). Enterprises go through the identity module's
 * `verifyMachine` (identity/verify-machine.ts), which uses the same event names.
 *
 *   (new)    --submit--->  PENDING
 *   PENDING  --approve-->  APPROVED        the role of the same code is granted
 *   PENDING  --reject--->  REJECTED        with a reason
 *   REJECTED --submit--->  PENDING         the applicant corrected and sent it again
 *
 * An approved application is final (the role stays until an operator removes it).
 */
export const serviceApplyReview = defineMachine<ReviewState, ReviewEvent>({
  name: "service-apply-review",
  labels: { PENDING: "待审核", APPROVED: "已通过", REJECTED: "已驳回" },
  eventLabels: { submit: "提交申请", approve: "审核通过", reject: "驳回" },
  transitions: {
    PENDING: { approve: "APPROVED", reject: "REJECTED" },
    REJECTED: { submit: "PENDING" },
    APPROVED: {},
  },
});

/** The decisions an operator may take in a state (shown as buttons in the console). */
export function operatorEvents<S extends string, E extends string>(m: Machine<S, E>, state: S): ("approve" | "reject")[] {
  return m.events(state).filter((e): e is E & ("approve" | "reject") => e === "approve" || e === "reject");
}
