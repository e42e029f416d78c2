import { pick } from "../../../i18n";

interface Word {
  zh: string;
  en: string;
}

/** The ledger's account kinds (server/src/modules/ledger) in words. */
export const accountKindWords: Record<string, Word> = {
  AVAILABLE: { zh: "可用余额", en: "Available balance" },
  FROZEN: { zh: "冻结余额", en: "Frozen balance" },
  ESCROW: { zh: "平台担保", en: "Platform escrow" },
  FEES: { zh: "平台服务费", en: "Platform fees" },
  CLEARING: { zh: "渠道清算", en: "Channel clearing" },
};

/** What moved the money (journal entry kinds) in words. */
export const entryKindWords: Record<string, Word> = {
  RECHARGE: { zh: "充值", en: "Top-up" },
  PAYMENT: { zh: "付款", en: "Payment" },
  SETTLE: { zh: "结算", en: "Settlement" },
  REFUND: { zh: "退款", en: "Refund" },
  FREEZE: { zh: "冻结", en: "Freeze" },
  UNFREEZE: { zh: "解冻", en: "Unfreeze" },
  WITHDRAW: { zh: "提现", en: "Withdrawal" },
  TRANSFER: { zh: "转账", en: "Transfer" },
  FEE: { zh: "手续费", en: "Fee" },
  ADJUSTMENT: { zh: "调账", en: "Adjustment" },
};

/**
 * An account as the server names it (e.g. "demo-buyer:AVAILABLE", "PLATFORM:ESCROW",
 * "PLATFORM:CLEARING:SANDBOX"): the kind in words, with the owner (and channel) after it. A name
 * without a known kind is shown as it is.
 */
export function accountText(account: string, lang: string): string {
  const parts = account.split(/[:/|]/).filter(Boolean);
  const i = parts.findIndex((p) => Object.hasOwn(accountKindWords, p));
  if (i < 0) return account;
  const kind = pick(accountKindWords[parts[i]], lang);
  const rest = parts.filter((_, j) => j !== i);
  if (!rest.length) return kind;
  return lang === "en" ? `${kind} (${rest.join(" · ")})` : `${kind}（${rest.join(" · ")}）`;
}

/** An entry kind in words; unknown kinds as they are. */
export const entryKindText = (kind: string, lang: string): string => (Object.hasOwn(entryKindWords, kind) ? pick(entryKindWords[kind], lang) : kind);

/** A journal entry's lines sum to zero (double entry); the console flags one that does not. */
export const entryBalanced = (lines: readonly { amount: number }[]): boolean => lines.reduce((s, l) => s + l.amount, 0) === 0;

/** Signed fen as the ledger shows it: "+¥12.00" in, "-¥12.00" out. */
export function signedFen(fen: number): string {
  const abs = Math.abs(fen);
  const text = `¥${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
  return fen > 0 ? `+${text}` : fen < 0 ? `-${text}` : text;
}
