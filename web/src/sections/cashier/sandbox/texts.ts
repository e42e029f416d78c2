import { addSectionTexts } from "../../../i18n";

/** Texts of the sandbox bank's hosted payment page. */
const zh = {
  bank: "沙箱银行",
  hint: "这是模拟银行的支付页面，不会产生真实扣款。",
  title: "网上支付",
  amount: "支付金额",
  subject: "交易摘要",
  payee: "收款方",
  channel: "支付渠道",
  txn: "交易号",
  createdAt: "下单时间",
  confirm: "确认支付",
  cancel: "取消",
  cancelAsk: "确定取消这笔支付吗？",
  status: { PENDING: "待支付", SUCCESS: "支付成功", FAILED: "支付未成功" },
  done: { SUCCESS: "支付成功，正在返回商户页面…", FAILED: "已取消支付，正在返回商户页面…" },
  finished: "这笔交易已处理（{{status}}）。",
  backToShop: "返回商户页面",
  noTxn: "链接不完整：缺少交易号。",
  paying: "正在提交支付",
};

const en: typeof zh = {
  bank: "Sandbox bank",
  hint: "This is a simulated bank's payment page; no real money is taken.",
  title: "Online payment",
  amount: "Amount",
  subject: "Description",
  payee: "Payee",
  channel: "Channel",
  txn: "Transaction no.",
  createdAt: "Created",
  confirm: "Pay now",
  cancel: "Cancel",
  cancelAsk: "Cancel this payment?",
  status: { PENDING: "Awaiting payment", SUCCESS: "Paid", FAILED: "Not paid" },
  done: { SUCCESS: "Paid. Taking you back to the merchant…", FAILED: "Payment cancelled. Taking you back to the merchant…" },
  finished: "This transaction has been handled ({{status}}).",
  backToShop: "Back to the merchant",
  noTxn: "Incomplete link: the transaction number is missing.",
  paying: "Submitting the payment",
};

addSectionTexts("sandboxPay", { zh, en });
