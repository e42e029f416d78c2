import type { PresaleInput, PresaleView, PromotionInput, PromotionKind, PromotionRuleInput, PromotionView } from "@qinlian/contract";
import dayjs, { type Dayjs } from "dayjs";

/** 折 from basis points: 8 500 bp → "8.5", 9 950 → "9.95". */
export const zheOf = (bp: number): string => String(bp / 1000);

/** Basis points from 折 typed by a person: "8.5" → 8 500; null unless 1–9.99 with at most two decimals. */
export function bpOfZhe(text: string | number | null | undefined): number | null {
  const s = String(text ?? "").trim();
  if (!/^\d(\.\d{1,2})?$/.test(s)) return null;
  const bp = Math.round(Number(s) * 1000);
  return bp >= 1000 && bp <= 9990 ? bp : null;
}

export interface TierValues {
  threshold?: number;
  off?: number;
}
export interface GiftValues {
  goodsId?: string;
  specId?: string;
  quantity?: number;
}
export interface GiftTierValues {
  threshold?: number;
  gifts: GiftValues[];
}

/** The promotion form's values: money in fen (MoneyInput shows yuan), the discount in 折 as typed, the period as a dayjs pair. */
export interface PromotionFormValues {
  name?: string;
  kind: PromotionKind;
  zhe?: string;
  tiers: TierValues[];
  every?: number;
  everyOff?: number;
  maxTimes?: number | null;
  giftTiers: GiftTierValues[];
  scope: "ALL" | "GOODS";
  goodsIds: string[];
  range?: [Dayjs, Dayjs];
  enabled: boolean;
  remark?: string;
}

export const blankPromotion = (): PromotionFormValues => ({
  kind: "FULL_REDUCTION",
  tiers: [{}],
  giftTiers: [{ gifts: [{ quantity: 1 }] }],
  scope: "ALL",
  goodsIds: [],
  range: [dayjs().startOf("minute"), dayjs().add(7, "day").endOf("day").startOf("minute")],
  enabled: true,
});

function ruleOf(v: PromotionFormValues): PromotionRuleInput {
  switch (v.kind) {
    case "DISCOUNT":
      return { kind: "DISCOUNT", rateBp: bpOfZhe(v.zhe) ?? 0 };
    case "FULL_REDUCTION":
      return { kind: "FULL_REDUCTION", tiers: v.tiers.map((t) => ({ threshold: t.threshold ?? 0, off: t.off ?? 0 })) };
    case "EVERY_REDUCTION":
      return { kind: "EVERY_REDUCTION", every: v.every ?? 0, off: v.everyOff ?? 0, maxTimes: v.maxTimes ?? null };
    case "GIFT":
      return {
        kind: "GIFT",
        tiers: v.giftTiers.map((t) => ({ threshold: t.threshold ?? 0, gifts: t.gifts.map((g) => ({ goodsId: g.goodsId ?? "", specId: g.specId ?? "", quantity: g.quantity ?? 1 })) })),
      };
  }
}

export function promotionInputOf(v: PromotionFormValues): PromotionInput {
  const [startAt, endAt] = v.range ?? [];
  return {
    name: (v.name ?? "").trim(),
    rule: ruleOf(v),
    goodsIds: v.scope === "ALL" ? null : [...v.goodsIds],
    startAt: startAt?.toISOString() ?? "",
    endAt: endAt?.toISOString() ?? "",
    enabled: v.enabled,
    remark: v.remark?.trim() || undefined,
  };
}

export function promotionValuesOf(p: PromotionView): PromotionFormValues {
  const base = blankPromotion();
  const r = p.rule;
  return {
    ...base,
    name: p.name,
    kind: r.kind,
    zhe: r.kind === "DISCOUNT" ? zheOf(r.rateBp) : undefined,
    tiers: r.kind === "FULL_REDUCTION" ? r.tiers.map((t) => ({ ...t })) : base.tiers,
    every: r.kind === "EVERY_REDUCTION" ? r.every : undefined,
    everyOff: r.kind === "EVERY_REDUCTION" ? r.off : undefined,
    maxTimes: r.kind === "EVERY_REDUCTION" ? r.maxTimes : undefined,
    giftTiers: r.kind === "GIFT" ? r.tiers.map((t) => ({ threshold: t.threshold, gifts: t.gifts.map((g) => ({ ...g })) })) : base.giftTiers,
    scope: p.goodsIds === null ? "ALL" : "GOODS",
    goodsIds: p.goodsIds ?? [],
    range: [dayjs(p.startAt), dayjs(p.endAt)],
    enabled: p.enabled,
    remark: p.remark ?? undefined,
  };
}

/** Server field → form item for a promotion of `kind` ("rule.tiers.1.off" → ["tiers", 1, "off"] …). */
export const promotionFieldOf =
  (kind: PromotionKind) =>
  (field: string): (string | number)[] | string | null => {
    if (field === "startAt" || field === "endAt") return "range";
    if (field === "rule.rateBp") return "zhe";
    if (field === "rule.every") return "every";
    if (field === "rule.off") return "everyOff";
    if (field === "rule.maxTimes") return "maxTimes";
    const m = /^rule\.tiers(?:\.(\d+)(?:\.(\w+)(?:\.(\d+)\.(\w+))?)?)?$/.exec(field);
    if (m) {
      const list = kind === "GIFT" ? "giftTiers" : "tiers";
      if (m[1] === undefined) return null;
      const path: (string | number)[] = [list, Number(m[1])];
      if (m[2] && m[3] !== undefined) return [...path, m[2], Number(m[3]), m[4]];
      return m[2] && m[2] !== "gifts" ? [...path, m[2]] : null;
    }
    if (field.startsWith("goodsIds")) return "goodsIds";
    return field.includes(".") ? null : field;
  };

/** The presale form's values (money in fen, windows as dayjs pairs). */
export interface PresaleFormValues {
  goodsId?: string;
  specId?: string;
  price?: number;
  depositPerUnit?: number;
  deductPerUnit?: number;
  depositRange?: [Dayjs, Dayjs];
  balanceRange?: [Dayjs, Dayjs];
  limitPerBuyer?: number | null;
  totalQuantity?: number;
  enabled: boolean;
  remark?: string;
}

export const blankPresale = (): PresaleFormValues => {
  const start = dayjs().startOf("hour").add(1, "hour");
  return { depositRange: [start, start.add(7, "day")], balanceRange: [start.add(7, "day"), start.add(14, "day")], enabled: true };
};

export function presaleInputOf(v: PresaleFormValues): PresaleInput {
  const [depositFrom, depositTo] = v.depositRange ?? [];
  const [balanceFrom, balanceTo] = v.balanceRange ?? [];
  return {
    goodsId: v.goodsId ?? "",
    specId: v.specId ?? "",
    price: v.price ?? 0,
    depositPerUnit: v.depositPerUnit ?? 0,
    deductPerUnit: v.deductPerUnit ?? 0,
    depositFrom: depositFrom?.toISOString() ?? "",
    depositTo: depositTo?.toISOString() ?? "",
    balanceFrom: balanceFrom?.toISOString() ?? "",
    balanceTo: balanceTo?.toISOString() ?? "",
    limitPerBuyer: v.limitPerBuyer ?? null,
    totalQuantity: v.totalQuantity ?? 0,
    enabled: v.enabled,
    remark: v.remark?.trim() || undefined,
  };
}

export function presaleValuesOf(p: PresaleView): PresaleFormValues {
  return {
    goodsId: p.goodsId,
    specId: p.specId,
    price: p.price,
    depositPerUnit: p.depositPerUnit,
    deductPerUnit: p.deductPerUnit,
    depositRange: [dayjs(p.depositFrom), dayjs(p.depositTo)],
    balanceRange: [dayjs(p.balanceFrom), dayjs(p.balanceTo)],
    limitPerBuyer: p.limitPerBuyer,
    totalQuantity: p.totalQuantity,
    enabled: p.enabled,
    remark: p.remark ?? undefined,
  };
}

export function presaleFieldOf(field: string): string | null {
  if (field === "depositFrom" || field === "depositTo") return "depositRange";
  if (field === "balanceFrom" || field === "balanceTo") return "balanceRange";
  return field.includes(".") ? null : field;
}

/** What one unit costs in each step (the checkout's presaleSplit for quantity 1). */
export function presaleExample(v: Pick<PresaleFormValues, "price" | "depositPerUnit" | "deductPerUnit">): { deposit: number; balance: number; total: number } | null {
  if (!v.price || !v.depositPerUnit || v.deductPerUnit == null || [v.price, v.depositPerUnit, v.deductPerUnit].some(Number.isNaN)) return null;
  const deduction = Math.min(v.deductPerUnit, v.price);
  return { deposit: v.depositPerUnit, balance: v.price - deduction, total: v.price - deduction + v.depositPerUnit };
}
