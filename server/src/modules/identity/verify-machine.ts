import { defineMachine } from "../../kit/machine";

export type VerifyState = "NONE" | "PENDING" | "APPROVED" | "REJECTED";
export type VerifyEvent = "submit" | "approve" | "reject" | "edit";

/**
 * An enterprise member's verification (member.verifyState):
 * submitted at registration → PENDING; an operator approves or rejects it (with a reason);
 * a rejected application is corrected and submitted again; changing verified details of an
 * approved enterprise sends it back to review.
 */
export const verifyMachine = defineMachine<VerifyState, VerifyEvent>({
  name: "enterprise-verify",
  labels: { NONE: "未提交", PENDING: "待审核", APPROVED: "已通过", REJECTED: "已驳回" },
  eventLabels: { submit: "提交审核", approve: "审核通过", reject: "驳回", edit: "修改认证信息" },
  transitions: {
    NONE: { submit: "PENDING" },
    PENDING: { approve: "APPROVED", reject: "REJECTED" },
    REJECTED: { submit: "PENDING" },
    APPROVED: { edit: "PENDING" },
  },
});
