import { defineMachine } from "../../kit/machine";

export type ReviewState = "PENDING" | "APPROVED" | "REJECTED";
/** SUBMIT only names the first submission in the review history; it is not a transition. */
export type ReviewEvent = "SUBMIT" | "APPROVE" | "REJECT" | "RESUBMIT" | "CHANGE";

const labels: Record<ReviewState, string> = { PENDING: "待审核", APPROVED: "已通过", REJECTED: "已驳回" };
const eventLabels: Record<ReviewEvent, string> = {
  SUBMIT: "提交",
  APPROVE: "审核通过",
  REJECT: "驳回",
  RESUBMIT: "重新提交",
  CHANGE: "修改认证资料",
};

/**
 * Enterprise verification (member.verifyState of an ENTERPRISE member).
 *
 *   PENDING  --APPROVE-->  APPROVED        an operator checked the licence and details
 *   PENDING  --REJECT--->  REJECTED        with a reason the enterprise sees
 *   PENDING  --RESUBMIT->  PENDING         details edited while waiting: stays in the queue
 *   REJECTED --RESUBMIT->  PENDING         details corrected after a rejection
 *   APPROVED --CHANGE--->  PENDING         a verified field (name, credit code, legal person, licence) changed
 *
 * Contact and address edits are not transitions: they change nothing the operator verified.
 */
export const enterpriseReview = defineMachine<ReviewState, ReviewEvent>({
  name: "enterprise-review",
  labels,
  eventLabels,
  transitions: {
    PENDING: { APPROVE: "APPROVED", REJECT: "REJECTED", RESUBMIT: "PENDING" },
    REJECTED: { RESUBMIT: "PENDING" },
    APPROVED: { CHANGE: "PENDING" },
  },
});

/**
 * Service applications (expert, service provider).
 *
 *   PENDING  --APPROVE-->  APPROVED        the role of the same code is granted
 *   PENDING  --REJECT--->  REJECTED        with a reason
 *   REJECTED --RESUBMIT->  PENDING         the applicant corrected and sent it again
 *
 * An approved application is final (the role stays until an operator removes it).
 */
export const serviceApplyReview = defineMachine<ReviewState, ReviewEvent>({
  name: "service-apply-review",
  labels,
  eventLabels,
  transitions: {
    PENDING: { APPROVE: "APPROVED", REJECT: "REJECTED" },
    REJECTED: { RESUBMIT: "PENDING" },
    APPROVED: {},
  },
});

/** Events an operator may take in a state (shown as buttons in the console). */
export const operatorEvents = (state: ReviewState) =>
  enterpriseReview.events(state).filter((e): e is "APPROVE" | "REJECT" => e === "APPROVE" || e === "REJECT");
