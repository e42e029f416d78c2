import type { CreditApplyView, CreditProductView } from "@qinlian/contract";
import { iso } from "../../kit/time";
import type { creditApply, creditProduct } from "./schema";

export type ProductRow = typeof creditProduct.$inferSelect;
export type ApplyRow = typeof creditApply.$inferSelect;

export function productView(r: ProductRow): CreditProductView {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    institution: r.institution,
    summary: r.summary,
    rateText: r.rateText,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    minTermMonths: r.minTermMonths,
    maxTermMonths: r.maxTermMonths,
    applicantTypes: r.applicantTypes,
    materials: r.materials,
    state: r.state,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function applyView(r: ApplyRow): CreditApplyView {
  return {
    id: r.id,
    productId: r.productId,
    productName: r.productName,
    kind: r.kind,
    institution: r.institution,
    boId: r.boId,
    applicantName: r.applicantName,
    applicantType: r.applicantType,
    amount: r.amount,
    termMonths: r.termMonths,
    purpose: r.purpose,
    contactName: r.contactName,
    contactMobile: r.contactMobile,
    attachments: r.attachments,
    state: r.state,
    rejectReason: r.rejectReason,
    reviewNote: r.reviewNote,
    disbursedAmount: r.disbursedAmount,
    disbursedOn: r.disbursedOn,
    closedOn: r.closedOn,
    submittedAt: iso(r.submittedAt),
    decidedAt: iso(r.decidedAt),
  };
}

/** Fen as yuan for messages: 500000 → "5,000". */
export const yuanText = (f: number) => (f / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
