import { z } from "zod";
import { domain } from "../kit/call";
import { day } from "../kit/day";
import { fen, id, instant, none, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { outsideChannel, payChannel } from "./money-shared";

/**
 * The cashier (payment orders, recharges), balance and withdrawals, cash flow and statements.
 *
 * A payment order is what a member pays: an order, a deposit, a service — or a recharge of their own
 * balance (bizType RECHARGE). Each has a business id (bizId, unique per bizType) by which
 * `syncPayStatusByBizId` answers its state. Money is integer fen.
 */

/** A payment order's life (server/src/modules/cashier/pay-machine.ts). */
export const payOrderState = z.enum(["CREATED", "PAYING", "PAID", "FAILED", "CLOSED", "SETTLED", "REFUNDED"]);
export type PayOrderState = z.infer<typeof payOrderState>;

/** A withdrawal's life (server/src/modules/cashier/withdraw-machine.ts). */
export const withdrawalState = z.enum(["PENDING", "PAID", "RETURNED"]);
export type WithdrawalState = z.infer<typeof withdrawalState>;

/** What moved a member's money (one cash-flow row per movement). */
export const cashFlowKind = z.enum(["RECHARGE", "PAYMENT", "RECEIPT", "REFUND", "WITHDRAW_FREEZE", "WITHDRAW", "WITHDRAW_RETURN", "FEE"]);
export type CashFlowKind = z.infer<typeof cashFlowKind>;

/** IN / OUT of the member's money; FREEZE / UNFREEZE move it between available and frozen. */
export const cashFlowDirection = z.enum(["IN", "OUT", "FREEZE", "UNFREEZE"]);
export type CashFlowDirection = z.infer<typeof cashFlowDirection>;

/**
 * ONGOING: asked, not finished (a withdrawal at the bank, a refund through a channel awaiting its
 * result); DONE: finished; FAILED: the channel refused it and nothing moved (a refund through a channel:
 * the money waits with the platform for an operator).
 */
export const cashFlowStatus = z.enum(["ONGOING", "DONE", "FAILED"]);
export type CashFlowStatus = z.infer<typeof cashFlowStatus>;

/** Business types a payment order may have (RECHARGE: the payer tops up their own balance). */
export const payBizType = z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, "业务类型应为大写字母、数字或下划线");

const amountFen = z.number().int("金额须为整数（分）").min(1, "金额须大于 0").max(100_000_000_000);
const payPassword = z.string().regex(/^\d{6}$/, "支付密码为 6 位数字");

export const payOrderView = z.object({
  payId: id,
  bizType: z.string(),
  bizId: z.string(),
  subject: z.string(),
  amount: fen,
  refundedAmount: fen,
  payerBoId: z.string(),
  payeeBoId: z.string().nullable(),
  /** The payer or the payee reads it. */
  role: z.enum(["PAYER", "PAYEE", "OPERATOR"]),
  channel: payChannel.nullable(),
  channelTxnId: z.string().nullable(),
  state: payOrderState,
  failReason: z.string().nullable(),
  /** The channel's hosted page while PAYING through an outside channel. */
  payUrl: z.string().nullable(),
  createdAt: instant,
  paidAt: instant.nullable(),
});
export type PayOrderView = z.infer<typeof payOrderView>;

export const payResult = z.object({
  payId: id,
  bizType: z.string(),
  bizId: z.string(),
  state: payOrderState,
  /** Go here to confirm at the channel (outside channels); null when paid by balance. */
  payUrl: z.string().nullable(),
});

export const balanceView = z.object({ available: fen, frozen: fen, total: fen });

export const channelOption = z.object({
  code: payChannel,
  name: z.object({ zh: z.string(), en: z.string() }),
  enabled: z.boolean(),
  /** BALANCE only: what the payer can spend. */
  available: fen.nullable(),
});

export const withdrawalView = z.object({
  id,
  amount: fen,
  fee: fen,
  /** What reaches the card: amount − fee. */
  arrival: fen,
  channel: outsideChannel,
  bankName: z.string(),
  cardNoMasked: z.string(),
  state: withdrawalState,
  failReason: z.string().nullable(),
  expectedDate: day,
  boId: z.string(),
  createdAt: instant,
  finishedAt: instant.nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

export const cashFlowView = z.object({
  id,
  kind: cashFlowKind,
  direction: cashFlowDirection,
  amount: fen,
  /** The member's available balance right after the movement. */
  availableAfter: fen,
  frozenAfter: fen,
  status: cashFlowStatus,
  channel: payChannel.nullable(),
  bizType: z.string(),
  bizId: z.string(),
  memo: z.string().nullable(),
  createdAt: instant,
});
export type CashFlowView = z.infer<typeof cashFlowView>;

/**
 * Why money is frozen, as a code the web maps to words: the kind of business that froze it
 * (WITHDRAWAL: a withdrawal waiting for the bank; DEPOSIT: a deposit held, e.g. an auction's; OTHER:
 * a business not known to this list yet — `memo` still says it in words).
 */
export const frozenReason = z.enum(["WITHDRAWAL", "DEPOSIT", "OTHER"]);
export type FrozenReason = z.infer<typeof frozenReason>;

/** One amount still frozen (read from the ledger's FROZEN account, whoever froze it). */
export const frozenItemView = z.object({
  /** The ledger entry that first froze money for this business record. */
  id,
  reason: frozenReason,
  /** Fen still frozen for it. */
  amount: fen,
  bizType: z.string(),
  bizId: z.string(),
  /** The freeze's own words (e.g. 提现至 中国工商银行 6222 **** **** 0017). */
  memo: z.string().nullable(),
  /** When it was first frozen. */
  createdAt: instant,
});
export type FrozenItemView = z.infer<typeof frozenItemView>;

const flowFilters = z.object({
  from: day.optional(),
  to: day.optional(),
  kind: cashFlowKind.optional(),
  direction: cashFlowDirection.optional(),
  status: cashFlowStatus.optional(),
});

const period = z.object({ from: day, to: day });

export const statementView = z.object({
  from: day,
  to: day,
  count: z.number().int(),
  /** Sum of paid amounts (fen) less refunds. */
  total: fen,
  refunded: fen,
  list: z.array(payOrderView),
});

/**
 * How a refund through a channel went (or goes) back: CHANNEL — through the channel that paid it;
 * BALANCE — an operator gave it to the payer's balance after the channel refused it (the card closed …).
 */
export const refundWay = z.enum(["CHANNEL", "BALANCE"]);
export type RefundWay = z.infer<typeof refundWay>;

/** The operator's refund list filter: a refund's status, or ALL. */
export const refundListStatus = z.enum(["FAILED", "ONGOING", "DONE", "ALL"]);

/**
 * A refund of a channel-paid order through its channel (server/src/modules/cashier/pay-refund.ts), as
 * the operator console lists it. `status` is the payer's cash-flow status of it: ONGOING (asked,
 * waiting for the channel), DONE (booked), FAILED (refused: the money waits in the platform's escrow
 * for an operator's retry).
 */
export const channelRefundView = z.object({
  /** The refund's row (what a retry names). */
  id,
  payId: id,
  /** The business's own name of this refund (e.g. the order's cancel). */
  refundId: z.string(),
  /** The pay order's business record. */
  bizType: z.string(),
  bizId: z.string(),
  payerBoId: z.string(),
  payerName: z.string().nullable().describe("付款方名称（个人姓名或企业名称）"),
  channel: outsideChannel,
  amount: fen,
  reason: z.string(),
  status: cashFlowStatus,
  /** The channel's last refusal (null while a retry is in flight; kept when an operator then gave it to the balance). */
  failReason: z.string().nullable(),
  /** Times the channel has been asked (1 + the operators' channel retries). */
  attempt: z.number().int(),
  way: refundWay,
  createdAt: instant,
  updatedAt: instant,
  finishedAt: instant.nullable(),
});
export type ChannelRefundView = z.infer<typeof channelRefundView>;

const payIdIn = z.object({ payId: id });
const payIds = z.array(id).min(1, "请选择要支付的订单").max(50, "一次最多支付 50 笔");

export const cashier = domain("cashier", {
  // ---- payment orders (/openapi/finance/cashier/payment/*)
  selPayById: {
    path: "/openapi/finance/cashier/payment/selPayById/manage",
    access: "member",
    summary: "支付单详情（付款方或收款方）",
    input: payIdIn,
    output: payOrderView,
  },
  getPayChannel: {
    path: "/openapi/finance/cashier/payment/getPayChannel/manage",
    access: "member",
    summary: "可用支付方式：余额（含可用余额）与各支付渠道；充值单不能用余额",
    input: z.object({ payId: id.optional() }),
    output: z.object({ balance: balanceView, channels: z.array(channelOption) }),
  },
  submitPay: {
    path: "/openapi/finance/cashier/payment/submitPay/1.0",
    access: "member",
    summary: "支付一笔支付单：余额（需支付密码）或外部渠道（返回渠道支付页）",
    input: z.object({ payId: id, channel: payChannel, payPassword: payPassword.optional() }),
    output: payResult,
  },
  syncPayStatusByBizId: {
    path: "/openapi/finance/cashier/payment/syncPayStatusByBizId/1.0",
    access: "member",
    summary: "按业务编号同步支付状态（支付中时向渠道查询）",
    input: z.object({ bizType: payBizType, bizId: z.string().trim().min(1).max(64) }),
    output: payResult.extend({ amount: fen, channel: payChannel.nullable(), failReason: z.string().nullable(), paidAt: instant.nullable() }),
  },
  selPayBizListByParam: {
    path: "/openapi/finance/cashier/payment/selPayBizListByParam/manage",
    access: "member",
    summary: "我的支付单（分页，可按状态、业务类型、付款/收款筛选）",
    input: pageInput.extend({ state: payOrderState.optional(), bizType: payBizType.optional(), role: z.enum(["PAYER", "PAYEE"]).optional() }),
    output: pageOf(payOrderView),
  },
  // ---- the cashier's pay calls (/api/finance/cashier/*)
  banlancePay: {
    path: "/api/finance/cashier/banlancePay",
    access: "member",
    summary: "余额支付（需支付密码）",
    input: z.object({ payId: id, payPassword }),
    output: payResult,
  },
  orderPayment: {
    path: "/api/finance/cashier/orderPayment",
    access: "member",
    summary: "通过外部渠道支付，返回渠道支付页地址",
    input: z.object({ payId: id, channel: outsideChannel }),
    output: payResult,
  },
  cardPay: {
    path: "/api/finance/cashier/cardPay",
    access: "member",
    summary: "用已绑定的银行卡（卡所在渠道）支付，返回渠道支付页地址",
    input: z.object({ payId: id, cardId: id }),
    output: payResult,
  },
  selDcAmount: {
    path: "/api/finance/cashier/selDcAmount",
    access: "member",
    summary: "待支付金额：所选支付单的笔数与合计（批量支付）",
    input: z.object({ payIds }),
    output: z.object({ count: z.number().int(), total: fen, list: z.array(payOrderView) }),
  },
  pcOrderPay: {
    path: "/api/finance/cashier/pcOrderPay",
    access: "member",
    summary: "批量余额支付（一次支付密码，全部成功或全部不付）",
    input: z.object({ payIds, payPassword }),
    output: z.object({ count: z.number().int(), total: fen, list: z.array(payResult) }),
  },
  balanceAddCashierOrder: {
    path: "/api/finance/cashier/balanceAddCashierOrder",
    access: "func:financial.account.balance",
    summary: "创建充值单（随后在收银台选择渠道支付）",
    input: z.object({ amount: amountFen }),
    output: payOrderView,
  },
  // ---- balance and withdrawals (/api/finance/balanceBusInfo/*)
  cash: {
    path: "/api/finance/balanceBusInfo/cash",
    access: "func:financial.account.balance",
    summary: "提现到已绑定的银行卡（冻结金额，渠道通知后到账或退回）",
    input: z.object({ amount: amountFen, cardId: id, payPassword }),
    output: withdrawalView,
  },
  selDateByAfterDay: {
    path: "/api/finance/balanceBusInfo/selDateByAfterDay",
    access: "member",
    summary: "若干个工作日后的日期（提现预计到账日）",
    input: z.object({ afterDay: z.number().int().min(0).max(30).default(1) }),
    output: z.object({ date: day }),
  },
  selBalance: {
    path: "/api/finance/balanceBusInfo/selBalance",
    access: "member",
    summary: "我的余额：可用、冻结、合计",
    input: none,
    output: balanceView,
  },
  selWithdrawFee: {
    path: "/api/finance/balanceBusInfo/selWithdrawFee",
    access: "member",
    summary: "提现手续费（规则：0.1%，最低 1 元，最高 25 元）",
    input: z.object({ amount: amountFen }),
    output: z.object({ amount: fen, fee: fen, arrival: fen }),
  },
  selFrozenList: {
    path: "/api/finance/balanceBusInfo/selFrozenList",
    access: "func:financial.account.balance",
    summary: "冻结中的资金及冻结原因（原因代码 + 说明）",
    input: pageInput,
    output: pageOf(frozenItemView),
  },
  selWithdrawById: {
    path: "/api/finance/balanceBusInfo/selWithdrawById",
    access: "member",
    summary: "提现详情",
    input: z.object({ id }),
    output: withdrawalView,
  },
  // ---- cash flow
  selCashFlowMoney: {
    path: "/api/account/cashflow/selCashFlowMoney",
    access: "func:financial.account.balance",
    summary: "收支合计（可按日期）",
    input: z.object({ from: day.optional(), to: day.optional() }),
    output: z.object({ income: fen, expense: fen, frozen: fen, count: z.number().int() }),
  },
  selOngoingCashFlow: {
    path: "/api/account/cashflow/selOngoingCashFlow",
    access: "func:financial.account.balance",
    summary: "处理中的资金流水",
    input: pageInput,
    output: pageOf(cashFlowView),
  },
  selOngoingDetail: {
    path: "/api/account/cashflow/selOngoingDetail",
    access: "func:financial.account.balance",
    summary: "处理中流水的详情（提现则附提现单）",
    input: z.object({ id }),
    output: cashFlowView.extend({ withdrawal: withdrawalView.nullable() }),
  },
  selFlowListByPage: {
    path: "/openapi/finance/account/cashflow/selFlowListByPage/manage",
    access: "func:financial.account.balance",
    summary: "资金流水（分页；按日期、类型、方向、状态筛选）",
    input: pageInput.merge(flowFilters),
    output: pageOf(cashFlowView),
  },
  selCashFlowDetail: {
    path: "/openapi/finance/account/cashflow/selCashFlowDetail/manage",
    access: "func:financial.account.balance",
    summary: "资金流水详情",
    input: z.object({ id }),
    output: cashFlowView.extend({ withdrawal: withdrawalView.nullable(), payOrder: payOrderView.nullable() }),
  },
  exportCashFlow: {
    path: "/api/account/cashflow/exportCsv",
    access: "func:financial.account.balance",
    summary: "导出资金流水（CSV 文本，最多 5000 行）",
    input: flowFilters,
    output: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
  },
  // ---- statements
  selByBuyer: {
    path: "/api/finance/statement/selByBuyer",
    access: "func:financial.account.balance",
    summary: "买方对账单：期间内我付款的支付单",
    input: period,
    output: statementView,
  },
  selBySeller: {
    path: "/api/finance/statement/selBySeller",
    access: "func:financial.account.balance",
    summary: "卖方对账单：期间内我收款的支付单",
    input: period,
    output: statementView,
  },
  // ---- operator console
  adminWithdrawals: {
    path: "/api/admin/finance/withdrawal/selListByPage",
    access: "func:admin.finance.withdrawals",
    summary: "运营：提现列表（按状态、会员检索），带会员名称",
    input: pageInput.extend({ state: withdrawalState.optional(), keyword: optText(64) }),
    output: pageOf(withdrawalView.extend({ memberName: z.string().nullable().describe("会员名称（个人姓名或企业名称）") })),
  },
  adminPayments: {
    path: "/api/admin/finance/payment/selListByPage",
    access: "func:admin.finance.withdrawals",
    summary: "运营：支付单列表（按状态、业务编号检索）",
    input: pageInput.extend({ state: payOrderState.optional(), keyword: optText(64) }),
    output: pageOf(payOrderView),
  },
  adminRefunds: {
    path: "/api/admin/finance/refund/selListByPage",
    access: "func:admin.finance.withdrawals",
    summary: "运营：原路退款列表（默认渠道拒绝、待处理的；按支付单号、业务编号、付款方名称检索）",
    input: pageInput.extend({ status: refundListStatus.default("FAILED"), keyword: optText(64) }),
    output: pageOf(channelRefundView),
  },
  adminRetryRefund: {
    path: "/api/admin/finance/refund/retry",
    access: "func:admin.finance.withdrawals",
    summary: "运营：重试渠道拒绝的退款——原路再次申请（新的渠道业务号）或退回付款方余额；须填写操作说明",
    input: z.object({
      refundRowId: id,
      way: refundWay,
      note: z.string().trim().min(2, "请填写操作说明（2-200 个字）").max(200, "操作说明最多 200 个字"),
      /** The attempt the operator saw in the list: a refund retried meanwhile by someone else is then a conflict. */
      attempt: z.number().int().min(1).optional(),
    }),
    output: channelRefundView,
  },
});
