import { creditApplyState, creditProductState, type CreditApplyState, type CreditProductState } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { creditApply, creditProduct } from "./schema";

export type { CreditApplyState, CreditProductState };
export type CreditProductEvent = "putOn" | "takeOff";
export type CreditApplyEvent = "submit" | "approve" | "reject" | "withdraw" | "disburse" | "settle";

declare module "../../kit/events" {
  interface DomainEvents {
    /** A credit or insurance product was put on or taken off the service hall. */
    "creditProduct.changed": { id: string; from: CreditProductState; to: CreditProductState };
    /** A credit or insurance application moved (decided, withdrawn, disbursed, settled). */
    "creditApply.changed": { id: string; from: CreditApplyState; to: CreditApplyState; event: CreditApplyEvent };
  }
}

/**
 * A product's listing, moved only by operators:
 *
 *   (new)  DRAFT  --putOn-->   ON       listed on /serviceHall/finance, open for applications
 *          ON     --takeOff--> OFF      off the list; applications already made are reviewed as usual
 *          OFF    --putOn-->   ON
 *
 * A DRAFT (never listed) may be deleted; any product may be edited.
 */
export const creditProductMachine = storeMachine(
  defineMachine<CreditProductState, CreditProductEvent>({
    name: "credit-product",
    states: creditProductState.options,
    labels: { DRAFT: "草稿", ON: "已上架", OFF: "已下架" },
    eventLabels: { putOn: "上架", takeOff: "下架" },
    operatorEvents: ["putOn", "takeOff"],
    transitions: {
      DRAFT: { putOn: "ON" },
      ON: { takeOff: "OFF" },
      OFF: { putOn: "ON" },
    },
  }),
  {
    entity: "CREDIT_PRODUCT",
    table: creditProduct,
    state: "state",
    noun: "金融产品",
    announce: { event: "creditProduct.changed", payload: (c) => ({ id: c.id, from: c.from, to: c.to }) },
  },
);

/**
 * An application for a loan or an insurance policy. The institution lends or insures; the platform
 * records the decision and, for loans, what the institution reported. No money moves through the ledger.
 *
 *   (new)      --submit-->   SUBMITTED   created in this state (the history records it from nothing)
 *   SUBMITTED  --approve-->  APPROVED    operator, after the institution's approval (a note: approved limit…)
 *   SUBMITTED  --reject--->  REJECTED    operator, with a reason the applicant sees
 *   SUBMITTED  --withdraw->  CANCELLED   the applicant withdraws it before a decision
 *   APPROVED   --disburse->  DISBURSED   loans only: the institution reported the money paid out (amount, day)
 *   DISBURSED  --settle--->  CLOSED      loans only: the institution reported it repaid (day)
 *
 * REJECTED, CANCELLED and CLOSED are final (apply again for a new decision); an approved insurance
 * application is final too (the policy is issued by the insurer).
 */
export const creditApplyMachine = storeMachine(
  defineMachine<CreditApplyState, CreditApplyEvent>({
    name: "credit-apply",
    states: creditApplyState.options,
    labels: { SUBMITTED: "待审核", APPROVED: "已通过", REJECTED: "已驳回", CANCELLED: "已撤销", DISBURSED: "已放款", CLOSED: "已结清" },
    eventLabels: { submit: "提交申请", approve: "审核通过", reject: "驳回", withdraw: "撤销申请", disburse: "登记放款", settle: "登记结清" },
    operatorEvents: ["approve", "reject", "disburse", "settle"],
    transitions: {
      SUBMITTED: { approve: "APPROVED", reject: "REJECTED", withdraw: "CANCELLED" },
      APPROVED: { disburse: "DISBURSED" },
      REJECTED: {},
      CANCELLED: {},
      DISBURSED: { settle: "CLOSED" },
      CLOSED: {},
    },
  }),
  {
    entity: "CREDIT_APPLY",
    table: creditApply,
    state: "state",
    noun: "申请",
    announce: { event: "creditApply.changed", payload: (c) => c },
  },
);
