import type { ChannelRefundView } from "@qinlian/contract";

/** A refund the channel refused (a seller's cancel of a 33.00 order paid through the sandbox), for the tab's and the dialog's tests. */
export const refusedRefund: ChannelRefundView = {
  id: "rf1",
  payId: "pay1",
  refundId: "cancel",
  bizType: "ORDER",
  bizId: "O-1",
  payerBoId: "p1",
  payerName: "张三",
  channel: "SANDBOX",
  amount: 3_300,
  reason: "卖家取消订单",
  status: "FAILED",
  failReason: "银行拒绝交易",
  attempt: 1,
  way: "CHANNEL",
  createdAt: "2026-11-24T08:00:00.000Z",
  updatedAt: "2026-11-24T08:01:00.000Z",
  finishedAt: "2026-11-24T08:01:00.000Z",
};
