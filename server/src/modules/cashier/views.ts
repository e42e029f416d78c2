import type { CashFlowView, PayOrderView, WithdrawalView } from "@qinlian/contract";
import { iso } from "../../kit/time";
import type { cashFlow, payOrder, withdrawal } from "./schema";

export type PayOrderRow = typeof payOrder.$inferSelect;
export type WithdrawalRow = typeof withdrawal.$inferSelect;
export type CashFlowRow = typeof cashFlow.$inferSelect;

export function payOrderView(r: PayOrderRow, viewer: string | null): PayOrderView {
  return {
    payId: r.id,
    bizType: r.bizType,
    bizId: r.bizId,
    subject: r.subject,
    amount: r.amount,
    refundedAmount: r.refundedAmount,
    payerBoId: r.payerBoId,
    payeeBoId: r.payeeBoId,
    role: viewer === r.payerBoId ? "PAYER" : viewer !== null && viewer === r.payeeBoId ? "PAYEE" : "OPERATOR",
    channel: r.channel,
    channelTxnId: r.channelTxnId,
    state: r.state,
    failReason: r.failReason,
    payUrl: r.state === "PAYING" ? r.payUrl : null,
    createdAt: iso(r.createdAt),
    paidAt: iso(r.paidAt),
  };
}

export const payResultOf = (r: PayOrderRow) => ({
  payId: r.id,
  bizType: r.bizType,
  bizId: r.bizId,
  state: r.state,
  payUrl: r.state === "PAYING" ? r.payUrl : null,
});

export const withdrawalView = (r: WithdrawalRow): WithdrawalView => ({
  id: r.id,
  amount: r.amount,
  fee: r.fee,
  arrival: r.amount - r.fee,
  channel: r.channel,
  bankName: r.bankName,
  cardNoMasked: r.cardNoMasked,
  state: r.state,
  failReason: r.failReason,
  expectedDate: r.expectedDate,
  boId: r.boId,
  createdAt: iso(r.createdAt),
  finishedAt: iso(r.finishedAt),
});

export const cashFlowView = (r: CashFlowRow): CashFlowView => ({
  id: r.id,
  kind: r.kind,
  direction: r.direction,
  amount: r.amount,
  availableAfter: r.availableAfter,
  frozenAfter: r.frozenAfter,
  status: r.status,
  channel: r.channel,
  bizType: r.bizType,
  bizId: r.bizId,
  memo: r.memo,
  createdAt: iso(r.createdAt),
});
