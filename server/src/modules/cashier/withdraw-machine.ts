import { withdrawalState, type WithdrawalState } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import "./events";
import { withdrawal } from "./schema";

export type WithdrawalEvent = "paidOut" | "returned";

/**
 * A withdrawal: created PENDING with its amount frozen (ledger `freeze`); the channel's notification
 * `paidOut` (→ PAID: FROZEN → CLEARING(channel) + FEES) or `returned` (→ RETURNED: `unfreeze`).
 */
export const withdrawalMachine = storeMachine(
  defineMachine<WithdrawalState, WithdrawalEvent>({
    name: "withdrawal",
    states: withdrawalState.options,
    labels: { PENDING: "处理中", PAID: "已到账", RETURNED: "已退回" },
    eventLabels: { paidOut: "渠道已付款", returned: "渠道退回" },
    transitions: { PENDING: { paidOut: "PAID", returned: "RETURNED" }, PAID: {}, RETURNED: {} },
  }),
  {
    entity: "WITHDRAWAL",
    table: withdrawal,
    state: "state",
    noun: "提现",
    announce: { event: "withdrawal.changed", payload: (c) => ({ withdrawalId: c.id, from: c.from, to: c.to }) },
  },
);
