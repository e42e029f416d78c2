/**
 * Payment channels, the bank side: the sandbox bank's hosted payment page (/cashier/htmlShow), the
 * receiver of channel notifications (what a bank POSTs to), and the operator console's channel pages
 * (notifications with redelivery, reconciliation, the sandbox's switches). ARCHITECTURE.md, "Payment
 * channels".
 */
import { z } from "zod";
import { domain } from "../kit/call";
import { fen, id, instant, none, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { accountHolderType, outsideChannel } from "./money-shared";

const bilingual = z.object({ zh: z.string(), en: z.string() });

/** A money movement at a channel. */
export const channelOp = z.enum(["PAY", "REFUND", "WITHDRAW"]);
export type ChannelOp = z.infer<typeof channelOp>;

/** A channel transaction's state at the bank. */
export const channelTxnStatus = z.enum(["PENDING", "SUCCESS", "FAILED"]);
export type ChannelTxnStatus = z.infer<typeof channelTxnStatus>;

/**
 * Where the bank's notification of a finished transaction is: none yet (pending), scheduled (a
 * delivery is queued), delivered (our receiver took it), refused (our receiver refused its signature),
 * withheld (the time-out switch: the bank never notifies).
 */
export const notifyState = z.enum(["NONE", "SCHEDULED", "DELIVERED", "REFUSED", "WITHHELD"]);
export type NotifyState = z.infer<typeof notifyState>;

/** The sandbox's failure switches, per channel (what an operator and the tests flip). */
export const sandboxSwitches = z.object({
  decline: z.boolean().describe("拒绝：支付、退款、提现一律失败"),
  timeout: z.boolean().describe("超时：银行处理但从不发送通知"),
  notifyTwice: z.boolean().describe("重复通知：每个结果通知发送两次"),
  notifyDelaySeconds: z.number().int().min(0).max(86_400).describe("延迟通知（秒）：0 为立即"),
  badSignature: z.boolean().describe("错误签名：通知的签名不正确"),
});
export type SandboxSwitches = z.infer<typeof sandboxSwitches>;

export const channelInfo = z.object({
  code: outsideChannel,
  name: bilingual,
  holderTypes: z.array(accountHolderType).describe("可开户的持有人类型：PSN 个人，ORG 企业"),
  enabled: z.boolean(),
});
export type ChannelInfoView = z.infer<typeof channelInfo>;

export const channelConsoleItem = channelInfo.extend({
  switches: sandboxSwitches,
  /** The bank's own record of what it moved for us (fen): paid in − refunded − paid out. */
  bankNet: z.number().int(),
  pendingTxns: z.number().int(),
});

/** The hosted payment page's view of one transaction (the payer's own). */
export const sandboxPayView = z.object({
  channelTxnId: id,
  channel: outsideChannel,
  channelName: bilingual,
  amount: fen,
  subject: z.string(),
  payee: z.string().describe("收款方：平台名称"),
  status: channelTxnStatus,
  returnPath: z.string(),
  createdAt: instant,
});

export const sandboxTxnItem = z.object({
  channelTxnId: id,
  channel: outsideChannel,
  op: channelOp,
  bizId: z.string(),
  amount: fen,
  subject: z.string(),
  status: channelTxnStatus,
  reason: z.string().nullable(),
  notifyState,
  deliveries: z.number().int(),
  createdAt: instant,
  finishedAt: instant.nullable(),
});

export const notificationItem = z.object({
  id,
  channel: outsideChannel,
  notifyId: z.string(),
  verified: z.boolean(),
  op: channelOp.nullable(),
  bizId: z.string().nullable(),
  channelTxnId: z.string().nullable(),
  status: channelTxnStatus.nullable(),
  amount: z.number().int().nullable(),
  duplicates: z.number().int().describe("首次之后又收到的次数"),
  firstSeenAt: instant,
  lastSeenAt: instant,
});

export const notificationDetail = notificationItem.extend({
  body: z.string().describe("收到的原文（拒收的只存前 1024 个字符）"),
  bodySha256: z.string().nullable().describe("收到的原文全文的 SHA-256（十六进制）"),
  bodyLength: z.number().int().nullable().describe("收到的原文全文的字符数"),
  signature: z.string(),
  error: z.string().nullable().describe("拒收原因（签名不符等）"),
  notifyState: notifyState.nullable().describe("银行侧该交易的通知状态"),
});

/** One difference the reconciliation found; `detail` carries its figures (fen) and names. */
export const reconcileDifference = z.object({
  kind: z.enum(["TOTAL_NOT_ZERO", "ENTRY_UNBALANCED", "ENTRY_EMPTY", "BALANCE_MISMATCH", "NEGATIVE_BALANCE", "CLEARING_MISMATCH"]),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const reconcileRunView = z.object({
  id,
  trigger: z.enum(["DAILY", "MANUAL"]),
  day: z.string().nullable(),
  ok: z.boolean(),
  checkedAt: instant,
  accounts: z.number().int(),
  entries: z.number().int(),
  lines: z.number().int(),
  total: z.number().int(),
  clearing: z.array(
    z.object({
      channel: z.string(),
      ledger: z.number().int().describe("账本中渠道清算账户余额（分）"),
      bank: z.number().int().describe("银行自己的记录：收入 − 退款 − 付出（分）"),
      inFlight: z.number().int().describe("银行已完成、通知尚在投递中的净额（分）"),
    }),
  ),
  differences: z.array(reconcileDifference),
  alert: z.boolean().describe("是否为告警（每日对账发现差异）"),
  acknowledgedAt: instant.nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type ReconcileRunView = z.infer<typeof reconcileRunView>;

const switchPatch = sandboxSwitches.partial();

export const channel = domain("channel", {
  notify: {
    path: "/api/finance/channel/notify/1.0",
    access: "public",
    summary: "渠道结果通知接收（银行回调；HMAC 签名，按 notifyId 只处理一次）",
    input: z.object({
      channel: outsideChannel,
      body: z.string().min(2).max(8000).describe("通知原文（JSON 字符串）"),
      signature: z.string().min(1).max(200).describe("HMAC-SHA256(渠道密钥, body)，十六进制"),
    }),
    output: z.object({ notifyId: z.string(), duplicate: z.boolean() }),
  },
  selSandboxPay: {
    path: "/api/finance/channel/sandbox/selPay",
    access: "member",
    summary: "沙箱银行收银页：本人的一笔待支付交易",
    input: z.object({ txn: id }),
    output: sandboxPayView,
  },
  sandboxPay: {
    path: "/api/finance/channel/sandbox/confirmPay",
    access: "member",
    summary: "沙箱银行收银页：确认支付或取消",
    input: z.object({ txn: id, action: z.enum(["CONFIRM", "CANCEL"]) }),
    output: z.object({ status: channelTxnStatus, returnPath: z.string() }),
  },
  selChannelList: {
    path: "/openapi/finance/channel/selChannelList/manage",
    access: "func:admin.finance.sandbox",
    summary: "支付渠道及沙箱开关",
    input: none,
    output: z.array(channelConsoleItem),
  },
  updChannel: {
    path: "/openapi/finance/channel/updChannel/manage",
    access: "func:admin.finance.sandbox",
    summary: "启用/停用渠道，拨动沙箱开关",
    input: switchPatch.extend({ code: outsideChannel, enabled: z.boolean().optional() }),
    output: channelConsoleItem,
  },
  selSandboxTxnPage: {
    path: "/openapi/finance/channel/sandbox/selTxnPage/manage",
    access: "func:admin.finance.sandbox",
    summary: "沙箱银行的交易（分页）",
    input: pageInput.extend({
      channel: outsideChannel.optional(),
      op: channelOp.optional(),
      status: channelTxnStatus.optional(),
      keyword: optText(60).describe("业务号或渠道交易号"),
    }),
    output: pageOf(sandboxTxnItem),
  },
  sandboxNotifyAgain: {
    path: "/openapi/finance/channel/sandbox/notifyAgain/manage",
    access: "func:admin.finance.sandbox",
    summary: "沙箱银行重新发送一笔已完成交易的结果通知",
    input: z.object({ channelTxnId: id }),
    output: z.object({ notifyId: z.string() }),
  },
  selNotificationPage: {
    path: "/openapi/finance/channel/notify/selPage/manage",
    access: "func:admin.finance.notifications",
    summary: "收到的渠道通知（分页）",
    input: pageInput.extend({
      channel: outsideChannel.optional(),
      verified: z.boolean().optional(),
      duplicate: z.boolean().optional().describe("true：只看收到过重复的"),
      keyword: optText(60).describe("通知号、业务号或渠道交易号"),
    }),
    output: pageOf(notificationItem),
  },
  selNotificationById: {
    path: "/openapi/finance/channel/notify/selById/manage",
    access: "func:admin.finance.notifications",
    summary: "渠道通知详情（含原文）",
    input: z.object({ id }),
    output: notificationDetail,
  },
  redeliverNotification: {
    path: "/openapi/finance/channel/notify/redeliver/manage",
    access: "func:admin.finance.notifications",
    summary: "重新投递：请渠道再次发送该通知（同一 notifyId，已处理过的只计重复）",
    input: z.object({ id }),
    output: z.object({ notifyId: z.string() }),
  },
  runReconcile: {
    path: "/openapi/finance/reconcile/run/manage",
    access: "func:admin.finance.reconcile",
    summary: "立即对账",
    input: none,
    output: reconcileRunView,
  },
  selReconcile: {
    path: "/openapi/finance/reconcile/selLast/manage",
    access: "func:admin.finance.reconcile",
    summary: "最近一次对账结果与未确认的告警",
    input: none,
    output: z.object({ last: reconcileRunView.nullable(), alerts: z.array(reconcileRunView) }),
  },
  ackReconcileAlert: {
    path: "/openapi/finance/reconcile/ackAlert/manage",
    access: "func:admin.finance.reconcile",
    summary: "确认（关闭）一条对账告警",
    input: z.object({ id }),
    output: reconcileRunView,
  },
});
