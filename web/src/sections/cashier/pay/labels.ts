import type { CashFlowDirection, CashFlowKind, CashFlowStatus, FrozenReason, PayChannel, PayOrderState, WithdrawalState } from "@qinlian/contract";
import type { StateLabel } from "../../../kit/stateLabels";

/**
 * Names of the money records' states and kinds (cashier, balance and the console share them), keyed
 * by the contract's enums: a value added there without a name here does not compile.
 */
export const payOrderStateLabels: Record<PayOrderState, StateLabel> = {
  CREATED: { zh: "待支付", en: "To pay", color: "default" },
  PAYING: { zh: "支付中", en: "Paying", color: "processing" },
  PAID: { zh: "已支付", en: "Paid", color: "success" },
  FAILED: { zh: "支付失败", en: "Failed", color: "error" },
  CLOSED: { zh: "已关闭", en: "Closed", color: "gray" },
  SETTLED: { zh: "已结算", en: "Settled", color: "cyan" },
  REFUNDED: { zh: "已退款", en: "Refunded", color: "warning" },
};

export const withdrawalStateLabels: Record<WithdrawalState, StateLabel> = {
  PENDING: { zh: "处理中", en: "Pending", color: "processing" },
  PAID: { zh: "已到账", en: "Paid out", color: "success" },
  RETURNED: { zh: "已退回", en: "Returned", color: "error" },
};

export const cashFlowKindLabels: Record<CashFlowKind, StateLabel> = {
  RECHARGE: { zh: "充值", en: "Recharge", color: "green" },
  PAYMENT: { zh: "支付", en: "Payment", color: "volcano" },
  RECEIPT: { zh: "收款", en: "Receipt", color: "green" },
  REFUND: { zh: "退款", en: "Refund", color: "cyan" },
  WITHDRAW_FREEZE: { zh: "提现冻结", en: "Withdrawal held", color: "gold" },
  WITHDRAW: { zh: "提现", en: "Withdrawal", color: "volcano" },
  WITHDRAW_RETURN: { zh: "提现退回", en: "Withdrawal returned", color: "blue" },
  FEE: { zh: "手续费", en: "Fee", color: "orange" },
};

export const directionLabels: Record<CashFlowDirection, StateLabel> = {
  IN: { zh: "收入", en: "In", color: "success" },
  OUT: { zh: "支出", en: "Out", color: "volcano" },
  FREEZE: { zh: "冻结", en: "Frozen", color: "gold" },
  UNFREEZE: { zh: "解冻", en: "Released", color: "blue" },
};

export const frozenReasonLabels: Record<FrozenReason, StateLabel> = {
  WITHDRAWAL: { zh: "提现处理中", en: "Withdrawal pending", color: "gold" },
  DEPOSIT: { zh: "保证金", en: "Deposit held", color: "blue" },
  OTHER: { zh: "其他", en: "Other", color: "default" },
};

export const flowStatusLabels: Record<CashFlowStatus, StateLabel> = {
  ONGOING: { zh: "处理中", en: "In progress", color: "processing" },
  DONE: { zh: "已完成", en: "Done", color: "success" },
  FAILED: { zh: "失败", en: "Failed", color: "error" },
};

export const channelNames: Record<PayChannel, { zh: string; en: string }> = {
  BALANCE: { zh: "余额", en: "Balance" },
  SANDBOX: { zh: "沙箱银行", en: "Sandbox bank" },
  LDYS: { zh: "联动优势", en: "UMPay" },
  GT: { zh: "广投", en: "GT" },
  YEE_PAY: { zh: "易宝支付", en: "YeePay" },
  SEF: { zh: "顺丰金融", en: "SF Finance" },
  ABCCG: { zh: "农业银行", en: "ABC" },
  ICBC_B2C: { zh: "工商银行（个人）", en: "ICBC personal" },
  ICBC_B2B: { zh: "工商银行（企业）", en: "ICBC business" },
};

/** The sign shown before an amount of this direction. */
export const signOf = (d: CashFlowDirection) => (d === "IN" ? "+" : d === "OUT" ? "-" : "");

/** Names of the business types that pay through the cashier (any other type shows as it is). */
const bizTypeNames: Record<string, { zh: string; en: string }> = {
  RECHARGE: { zh: "余额充值", en: "Recharge" },
  ORDER: { zh: "订单", en: "Order" },
  DEPOSIT: { zh: "保证金", en: "Deposit" },
  SERVICE: { zh: "服务", en: "Service" },
};
export const bizTypeName = (bizType: string): { zh: string; en: string } => bizTypeNames[bizType] ?? { zh: bizType, en: bizType };
