import { cashier } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as pay from "./pay";
import * as q from "./queries";
import { adminRefunds, retryRefund } from "./refund-retry";
import { WITHDRAW_ARRIVAL_DAYS, withdrawFee, workingDaysAfter } from "./rules";
import { payOrderView, payResultOf, withdrawalView } from "./views";
import * as wd from "./withdraw";

export const cashierCalls = [
  implement(cashier.selPayById, (i, ctx) => q.payOrderFor(ctx, i.payId)),
  implement(cashier.getPayChannel, (i, ctx) => q.payChannels(ctx, i.payId)),
  implement(cashier.submitPay, (i, ctx) => pay.payById(ctx, i.payId, i.channel, i.payPassword)),
  implement(cashier.syncPayStatusByBizId, async (i, ctx) => {
    const r = await pay.syncByBizId(ctx, i.bizType, i.bizId);
    return { ...payResultOf(r), amount: r.amount, channel: r.channel, failReason: r.failReason, paidAt: r.paidAt ? r.paidAt.toISOString() : null };
  }),
  implement(cashier.selPayBizListByParam, (i, ctx) => q.myPayOrders(ctx, i)),
  implement(cashier.banlancePay, (i, ctx) => pay.payById(ctx, i.payId, "BALANCE", i.payPassword)),
  implement(cashier.orderPayment, (i, ctx) => pay.payById(ctx, i.payId, i.channel)),
  implement(cashier.cardPay, (i, ctx) => pay.payByCard(ctx, i.payId, i.cardId)),
  implement(cashier.selDcAmount, (i, ctx) => q.amountDue(ctx, i.payIds)),
  implement(cashier.pcOrderPay, (i, ctx) => pay.payBatch(ctx, i.payIds, i.payPassword)),
  implement(cashier.balanceAddCashierOrder, async (i, ctx) => payOrderView(await pay.createRecharge(ctx, i.amount), ctx.member.boId)),

  implement(cashier.cash, async (i, ctx) => withdrawalView(await wd.requestWithdrawal(ctx, i))),
  implement(cashier.selDateByAfterDay, (i, ctx) => Promise.resolve({ date: workingDaysAfter(ctx.now, i.afterDay) })),
  implement(cashier.selBalance, (_i, ctx) => q.myBalance(ctx)),
  implement(cashier.selWithdrawFee, (i) => {
    const fee = withdrawFee(i.amount);
    return Promise.resolve({ amount: i.amount, fee, arrival: Math.max(0, i.amount - fee) });
  }),
  implement(cashier.selFrozenList, (i, ctx) => q.frozenPage(ctx, i)),
  implement(cashier.selWithdrawById, async (i, ctx) => withdrawalView(await wd.withdrawalById(ctx, i.id))),

  implement(cashier.selCashFlowMoney, (i, ctx) => q.flowSums(ctx, i)),
  implement(cashier.selOngoingCashFlow, (i, ctx) => q.ongoingPage(ctx, i)),
  implement(cashier.selOngoingDetail, async (i, ctx) => {
    const d = await q.ongoingDetail(ctx, i.id);
    return { ...d, payOrder: undefined };
  }),
  implement(cashier.selFlowListByPage, (i, ctx) => q.flowPage(ctx, i)),
  implement(cashier.selCashFlowDetail, (i, ctx) => q.flowDetail(ctx, i.id)),
  implement(cashier.exportCashFlow, (i, ctx) => q.flowCsv(ctx, i)),
  implement(cashier.selByBuyer, (i, ctx) => q.statement(ctx, "BUYER", i)),
  implement(cashier.selBySeller, (i, ctx) => q.statement(ctx, "SELLER", i)),

  implement(cashier.adminWithdrawals, (i, ctx) => q.adminWithdrawals(ctx, i)),
  implement(cashier.adminPayments, (i, ctx) => q.adminPayments(ctx, i)),
  implement(cashier.adminRefunds, (i, ctx) => adminRefunds(ctx, i)),
  implement(cashier.adminRetryRefund, (i, ctx) => retryRefund(ctx, i)),
];

/** Days until a withdrawal arrives (for the withdraw page's hint). */
export const arrivalDays = WITHDRAW_ARRIVAL_DAYS;
