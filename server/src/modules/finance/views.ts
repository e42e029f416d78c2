import type { BankCardView, FinanceAccountView } from "@qinlian/contract";
import { iso } from "../../kit/time";
import { maskMobile } from "../identity";
import { maskAccountNo } from "./card-number";
import type { bankCard, financeAccount } from "./schema";

export type AccountRow = typeof financeAccount.$inferSelect;
export type CardRow = typeof bankCard.$inferSelect;

/** An account as members and pages see it: every number masked. */
export function accountView(r: AccountRow): FinanceAccountView {
  return {
    id: r.id,
    channel: r.channel,
    holderType: r.holderType,
    status: r.status,
    holderName: r.holderName,
    idNoMasked: r.idNoMasked,
    mobileMasked: maskMobile(r.mobile) ?? r.mobile,
    accountNoMasked: maskAccountNo(r.accountNo),
    signNo: r.signNo,
    billNo: r.billNo,
    isDefault: r.isDefault,
    freezeReason: r.freezeReason,
    openedAt: iso(r.openedAt),
    closedAt: iso(r.closedAt),
    createdAt: iso(r.createdAt),
  };
}

export function cardView(r: CardRow): BankCardView {
  return {
    id: r.id,
    accountId: r.accountId,
    channel: r.channel,
    kind: r.kind,
    status: r.status,
    holderName: r.holderName,
    bankName: r.bankName,
    cardType: r.cardType,
    cardNoMasked: r.cardNoMasked,
    mobileMasked: r.mobileMasked,
    alias: r.alias,
    isDefault: r.isDefault,
    boundAt: iso(r.boundAt),
    createdAt: iso(r.createdAt),
  };
}
