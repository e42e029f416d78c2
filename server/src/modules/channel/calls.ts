import { Codes, channel } from "@qinlian/contract";
import { BizError } from "../../kit/errors";
import { implement, type Impl } from "../../kit/implement";
import * as consoleSvc from "./console";
import * as page from "./hosted-page";
import { receiveNotification } from "./receiver";
import * as runs from "./reconcile-runs";

export const channelCalls: readonly Impl[] = [
  implement(channel.notify, async (input, ctx) => {
    const got = await receiveNotification(ctx, input);
    // recorded (committed) either way; a notification that is not genuine is then refused
    if (!got.verified) throw new BizError(Codes.SIGNATURE_INVALID, `signature: 通知签名不符，已记录并拒收（${got.error ?? "签名错误"}）`);
    return { notifyId: got.notifyId, duplicate: got.duplicate };
  }),
  implement(channel.selSandboxPay, (input, ctx) => page.selPay(ctx, input)),
  implement(channel.sandboxPay, (input, ctx) => page.confirmPay(ctx, input)),
  implement(channel.selChannelList, (_input, ctx) => consoleSvc.listChannels(ctx)),
  implement(channel.updChannel, (input, ctx) => consoleSvc.updChannel(ctx, input)),
  implement(channel.selSandboxTxnPage, (input, ctx) => consoleSvc.txnPage(ctx, input)),
  implement(channel.sandboxNotifyAgain, (input, ctx) => consoleSvc.sandboxNotifyAgain(ctx, input)),
  implement(channel.selNotificationPage, (input, ctx) => consoleSvc.notificationPage(ctx, input)),
  implement(channel.selNotificationById, (input, ctx) => consoleSvc.notificationById(ctx, input)),
  implement(channel.redeliverNotification, (input, ctx) => consoleSvc.redeliver(ctx, input)),
  implement(channel.runReconcile, (_input, ctx) => runs.runNow(ctx)),
  implement(channel.selReconcile, (_input, ctx) => runs.lastAndAlerts(ctx)),
  implement(channel.ackReconcileAlert, (input, ctx) => runs.acknowledge(ctx, input.id)),
];
