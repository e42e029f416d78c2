import { createHmac } from "node:crypto";

/** The Luhn check digit test every bank card number passes (13–19 digits). */
export function luhnValid(cardNo: string): boolean {
  if (!/^\d{13,19}$/.test(cardNo)) return false;
  let sum = 0;
  for (let i = 0; i < cardNo.length; i++) {
    let d = cardNo.charCodeAt(cardNo.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** First 4 and last 4 digits (only the last 4 of a short account number). */
export const maskCard = (cardNo: string): string => (cardNo.length <= 10 ? `**** ${cardNo.slice(-4)}` : `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`);

/** An ID number or credit code with all but its first 3 and last 4 characters hidden. */
export const maskId = (no: string): string => (no.length <= 7 ? "*".repeat(no.length) : `${no.slice(0, 3)}${"*".repeat(no.length - 7)}${no.slice(-4)}`);

/** The sandbox bank's keyed hash of a card number (it keeps no whole numbers either). */
export const cardHash = (channel: string, cardNo: string): string => createHmac("sha256", `qinlian-sandbox-card|${channel}`).update(cardNo).digest("hex");

/** Issuer identification numbers the sandbox knows (longest prefix wins); others are 沙箱银行's. */
const issuers: readonly (readonly [string, string, "DEBIT" | "CREDIT"])[] = [
  ["622202", "中国工商银行", "DEBIT"],
  ["621226", "中国工商银行", "DEBIT"],
  ["622848", "中国农业银行", "DEBIT"],
  ["622845", "中国农业银行", "DEBIT"],
  ["621700", "中国建设银行", "DEBIT"],
  ["436742", "中国建设银行", "CREDIT"],
  ["622588", "招商银行", "DEBIT"],
  ["621483", "招商银行", "DEBIT"],
  ["621661", "中国银行", "DEBIT"],
  ["622262", "交通银行", "DEBIT"],
  ["622188", "中国邮政储蓄银行", "DEBIT"],
  ["625", "银联信用卡", "CREDIT"],
];

/** The card's bank and type from its number (a company card is always CORPORATE). */
export function cardIssuer(cardNo: string, kind: "PERSON" | "COMPANY"): { bankName: string; cardType: "DEBIT" | "CREDIT" | "CORPORATE" } {
  const hit = [...issuers].sort((a, b) => b[0].length - a[0].length).find(([p]) => cardNo.startsWith(p));
  const bankName = hit?.[1] ?? "沙箱银行";
  return { bankName, cardType: kind === "COMPANY" ? "CORPORATE" : (hit?.[2] ?? "DEBIT") };
}
