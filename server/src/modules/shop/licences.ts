/**
 * Which licences a shop must upload, from its owner type and business scope:
 * an enterprise its business licence (营业执照), a person their ID card; plus the licence of every
 * regulated category in the scope (goods/regulated.ts). Expired licences do not count.
 */
import { licenceLabels, type LicenceKind, type ShopLicence } from "@qinlian/contract";
import { invalid } from "../../kit/errors";
import { licencesForScope } from "../goods";

export interface RequiredLicence {
  kind: LicenceKind;
  label: string;
  reason: string;
}


export function requiredLicences(ownerType: "PERSON" | "ENTERPRISE", scope: readonly string[]): RequiredLicence[] {
  const base: RequiredLicence =
    ownerType === "ENTERPRISE"
      ? { kind: "BUSINESS_LICENCE", label: licenceLabels.BUSINESS_LICENCE, reason: "企业开店须上传营业执照" }
      : { kind: "ID_CARD", label: licenceLabels.ID_CARD, reason: "个人开店须上传身份证" };
  return [base, ...licencesForScope(scope).map((r) => ({ kind: r.licence!, label: r.licenceLabel!, reason: r.reason }))];
}

const valid = (l: Pick<ShopLicence, "validUntil">, today: string) => !l.validUntil || l.validUntil >= today;

/** Each required licence with whether a valid one is uploaded. */
export function licenceChecklist(ownerType: "PERSON" | "ENTERPRISE", scope: readonly string[], licences: readonly ShopLicence[], today: string) {
  return requiredLicences(ownerType, scope).map((r) => ({ ...r, present: licences.some((l) => l.kind === r.kind && valid(l, today)) }));
}

/** Refuses submission while a required licence is missing or expired (the message names it). */
export function assertLicences(ownerType: "PERSON" | "ENTERPRISE", scope: readonly string[], licences: readonly ShopLicence[], today: string): void {
  const missing = licenceChecklist(ownerType, scope, licences, today).find((r) => !r.present);
  if (missing) throw invalid("licences", `请上传有效的${missing.label}（${missing.reason}）`);
}
