import { eq } from "drizzle-orm";
import { verifyState, type VerifyState } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { member } from "./schema";

export type { VerifyState };
export type VerifyEvent = "submit" | "approve" | "reject" | "edit";

declare module "../../kit/events" {
  interface DomainEvents {
    /** An enterprise's verification moved (submitted, approved, rejected, sent back to review by an edit). */
    "enterprise.verifyChanged": { boId: string; from: VerifyState; to: VerifyState; event: VerifyEvent };
  }
}

/**
 * An enterprise member's verification (member.verifyState):
 * submitted at registration → PENDING; an operator approves or rejects it (with a reason);
 * a rejected application is corrected and submitted again; changing verified details of an
 * approved enterprise sends it back to review. Persons stay NONE (only enterprise rows move).
 */
export const verifyMachine = storeMachine(
  defineMachine<VerifyState, VerifyEvent>({
    name: "enterprise-verify",
    states: verifyState.options,
    labels: { NONE: "未提交", PENDING: "待审核", APPROVED: "已通过", REJECTED: "已驳回" },
    eventLabels: { submit: "提交审核", approve: "审核通过", reject: "驳回", edit: "修改认证信息" },
    operatorEvents: ["approve", "reject"],
    transitions: {
      NONE: { submit: "PENDING" },
      PENDING: { approve: "APPROVED", reject: "REJECTED" },
      REJECTED: { submit: "PENDING" },
      APPROVED: { edit: "PENDING" },
    },
  }),
  {
    entity: "ENTERPRISE",
    table: member,
    state: "verifyState",
    live: eq(member.type, "ENTERPRISE"),
    noun: "企业认证",
    announce: { event: "enterprise.verifyChanged", payload: (c) => ({ boId: c.id, from: c.from, to: c.to, event: c.event }) },
  },
);
