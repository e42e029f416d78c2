import type { CouponRuleInput, CouponRuleView } from "@qinlian/contract";
import dayjs, { type Dayjs } from "dayjs";
import { bpOfZhe, zheOf } from "./couponText";

/** The coupon rule form's values (money in fen, periods as dayjs pairs, the discount in 折 as typed). */
export interface RuleFormValues {
  name?: string;
  kind: "AMOUNT" | "DISCOUNT";
  threshold?: number;
  value?: number;
  zhe?: string;
  maxOff?: number;
  categoryCodes: string[];
  totalCount?: number;
  perMemberLimit?: number;
  claimRange?: [Dayjs, Dayjs];
  validityType: "FIXED" | "DAYS";
  validRange?: [Dayjs, Dayjs];
  validDays?: number;
  enabled: boolean;
  remark?: string;
}

export const blankRule = (): RuleFormValues => ({
  kind: "AMOUNT",
  threshold: 0,
  categoryCodes: [],
  perMemberLimit: 1,
  claimRange: [dayjs().startOf("minute"), dayjs().add(30, "day").endOf("day").startOf("minute")],
  validityType: "DAYS",
  validDays: 30,
  enabled: true,
});

export function ruleInputOf(v: RuleFormValues): CouponRuleInput {
  const [claimFrom, claimTo] = v.claimRange ?? [];
  const [validFrom, validTo] = v.validRange ?? [];
  return {
    name: (v.name ?? "").trim(),
    kind: v.kind,
    threshold: v.threshold ?? 0,
    value: v.kind === "AMOUNT" ? (v.value ?? 0) : 0,
    rateBp: v.kind === "DISCOUNT" ? (bpOfZhe(v.zhe) ?? 10_000) : 10_000,
    maxOff: v.kind === "DISCOUNT" ? (v.maxOff ?? null) : null,
    categoryCodes: v.categoryCodes,
    totalCount: v.totalCount ?? 0,
    perMemberLimit: v.perMemberLimit ?? 1,
    claimFrom: claimFrom?.toISOString() ?? "",
    claimTo: claimTo?.toISOString() ?? "",
    validity: v.validityType === "DAYS" ? { type: "DAYS", days: v.validDays ?? 0 } : { type: "FIXED", validFrom: validFrom?.toISOString() ?? "", validTo: validTo?.toISOString() ?? "" },
    enabled: v.enabled,
    remark: v.remark?.trim() || undefined,
  };
}

export function ruleValuesOf(r: CouponRuleView): RuleFormValues {
  return {
    name: r.name,
    kind: r.kind,
    threshold: r.threshold,
    value: r.kind === "AMOUNT" ? r.value : undefined,
    zhe: r.kind === "DISCOUNT" ? zheOf(r.rateBp) : undefined,
    maxOff: r.maxOff ?? undefined,
    categoryCodes: r.categoryCodes,
    totalCount: r.totalCount,
    perMemberLimit: r.perMemberLimit,
    claimRange: [dayjs(r.claimFrom), dayjs(r.claimTo)],
    validityType: r.validity.type,
    validRange: r.validity.type === "FIXED" ? [dayjs(r.validity.validFrom), dayjs(r.validity.validTo)] : undefined,
    validDays: r.validity.type === "DAYS" ? r.validity.days : undefined,
    enabled: r.enabled,
    remark: r.remark ?? undefined,
  };
}

/** Server field → form item ("claimFrom" is the first of the claim range, "validity.validTo" the valid range …). */
export function ruleFieldOf(field: string): string | null {
  if (field === "claimFrom" || field === "claimTo") return "claimRange";
  if (field.startsWith("validity.valid")) return "validRange";
  if (field === "validity.days") return "validDays";
  if (field === "rateBp") return "zhe";
  return field.includes(".") ? null : field;
}
