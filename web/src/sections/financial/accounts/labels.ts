import type { BankCardStatus, FinanceAccountStatus, OutsideChannel } from "@qinlian/contract";
import type { StateLabel } from "../../../kit/stateLabels";

/** The finance account's states (contract `financeAccountStatus`), named and toned. */
export const financeAccountStatusLabels: Record<FinanceAccountStatus, StateLabel> = {
  PENDING: { zh: "待验证", en: "Awaiting check", color: "processing" },
  ACTIVE: { zh: "正常", en: "Active", color: "success" },
  FROZEN: { zh: "已冻结", en: "Frozen", color: "error" },
  CLOSED: { zh: "已解约", en: "Closed", color: "default" },
};

export const bankCardStatusLabels: Record<BankCardStatus, StateLabel> = {
  PENDING: { zh: "待验证", en: "Awaiting check", color: "processing" },
  BOUND: { zh: "已绑定", en: "Bound", color: "success" },
  UNBOUND: { zh: "已解绑", en: "Unbound", color: "default" },
};

/** Channel names for titles before the channel list has loaded (the server's list is the source). */
export const channelNames: Record<OutsideChannel, { zh: string; en: string }> = {
  SANDBOX: { zh: "沙箱银行", en: "Sandbox bank" },
  LDYS: { zh: "联动优势", en: "UMPay" },
  GT: { zh: "广投", en: "GT" },
  YEE_PAY: { zh: "易宝支付", en: "YeePay" },
  SEF: { zh: "顺丰金融", en: "SF Finance" },
  ABCCG: { zh: "中国农业银行", en: "Agricultural Bank of China" },
  ICBC_B2C: { zh: "工商银行（个人）", en: "ICBC personal" },
  ICBC_B2B: { zh: "工商银行（企业）", en: "ICBC corporate" },
};
