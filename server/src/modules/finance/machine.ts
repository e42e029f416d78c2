import type { FinanceAccountStatus } from "@qinlian/contract";
import { financeAccountStatus } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { financeAccount } from "./schema";

declare module "../../kit/events" {
  interface DomainEvents {
    /** A finance account changed state (opened, frozen, unfrozen, rescinded, application given up). */
    "financeAccount.changed": { accountId: string; from: FinanceAccountStatus; to: FinanceAccountStatus };
  }
}

export type FinanceAccountEvent = "sign" | "cancel" | "freeze" | "unfreeze" | "rescind";

/**
 * A member's account at a channel.
 *
 * - An application is created PENDING (history "apply") with its bill number; the SMS code `sign`s it:
 *   the channel opens the account (→ ACTIVE). The member may `cancel` a pending application (→ CLOSED).
 * - An operator `freeze`s an account (→ FROZEN: no payments, withdrawals, new cards or rescission) and
 *   `unfreeze`s it, each with a reason.
 * - The member `rescind`s an active account (→ CLOSED) when no money is left in the ledger.
 */
export const financeAccountMachine = storeMachine(
  defineMachine<FinanceAccountStatus, FinanceAccountEvent>({
    name: "finance-account",
    states: financeAccountStatus.options,
    labels: { PENDING: "待验证", ACTIVE: "正常", FROZEN: "已冻结", CLOSED: "已解约" },
    eventLabels: { sign: "签约开户", cancel: "放弃申请", freeze: "冻结", unfreeze: "解冻", rescind: "解约" },
    operatorEvents: ["freeze", "unfreeze"],
    transitions: {
      PENDING: { sign: "ACTIVE", cancel: "CLOSED" },
      ACTIVE: { freeze: "FROZEN", rescind: "CLOSED" },
      FROZEN: { unfreeze: "ACTIVE" },
      CLOSED: {},
    },
  }),
  {
    entity: "FINANCE_ACCOUNT",
    table: financeAccount,
    state: "status",
    noun: "资金账户",
    announce: { event: "financeAccount.changed", payload: (c) => ({ accountId: c.id, from: c.from, to: c.to }) },
  },
);
