import type { ShopForm, ShopLicence, ShopView } from "@qinlian/contract";
import dayjs, { type Dayjs } from "dayjs";

/** A licence row as the form holds it (the date as a dayjs, "long-term" as null). */
export interface LicenceRow {
  kind: ShopLicence["kind"];
  number: string;
  fileUrl: string | null;
  validUntil: Dayjs | null;
}

/** The whole opening form from a saved shop (a draft or a rejected application), for merging steps. */
export function formOfShop(s: ShopView): ShopForm {
  return {
    name: s.name,
    logoUrl: s.logoUrl,
    bannerUrl: s.bannerUrl,
    intro: s.intro ?? "",
    businessScope: s.businessScope.map((c) => c.id),
    mainCategoryId: s.mainCategoryId ?? undefined,
    areaCode: s.areaCode ?? "",
    address: s.address ?? "",
    contactName: s.contactName ?? "",
    contactMobile: s.contactMobile ?? "",
    servicePhone: s.servicePhone ?? undefined,
    licences: s.licences,
    addresses: s.addresses.map((a) => ({
      kind: a.kind,
      name: a.name ?? undefined,
      contactName: a.contactName,
      contactMobile: a.contactMobile,
      areaCode: a.areaCode,
      address: a.address,
      businessHours: a.businessHours ?? undefined,
      isDefault: a.isDefault,
    })),
  };
}

export const licenceRowsOf = (ls: ShopLicence[]): LicenceRow[] =>
  ls.map((l) => ({ kind: l.kind, number: l.number, fileUrl: l.fileUrl, validUntil: l.validUntil ? dayjs(l.validUntil) : null }));

export const licencesOfRows = (rows: LicenceRow[] | undefined): ShopLicence[] =>
  (rows ?? []).map((r) => ({ kind: r.kind, number: r.number.trim(), fileUrl: r.fileUrl ?? "", validUntil: r.validUntil ? r.validUntil.format("YYYY-MM-DD") : null }));

/** Where an owner belongs in the opening flow, given their shop (or none). */
export function openingStep(s: ShopView | null | undefined): "form" | "status" | "rejected" {
  if (!s || s.status === "DRAFT") return "form";
  if (s.status === "REJECTED") return "rejected";
  return "status";
}
