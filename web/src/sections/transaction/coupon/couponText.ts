import type { CouponRuleView, CouponView } from "@qinlian/contract";
import type { TFunction } from "i18next";
import { formatFen } from "../../../kit/Money";

type Terms = Pick<CouponRuleView | CouponView, "kind" | "threshold" | "value" | "rateBp" | "maxOff">;

/** 折 from basis points: 9 000 bp → "9", 9 500 → "9.5". */
export const zheOf = (bp: number): string => String(bp / 1000);
/** Basis points from 折 typed by a person: "9.5" → 9 500; null when not 1–9.9 with at most one decimal. */
export function bpOfZhe(text: string | number | null | undefined): number | null {
  const s = String(text ?? "").trim();
  if (!/^\d(\.\d)?$/.test(s)) return null;
  const bp = Math.round(Number(s) * 1000);
  return bp >= 1000 && bp <= 9900 ? bp : null;
}

/** "满 ¥200.00 减 ¥20.00", "9.5 折，最多减 ¥50.00" … */
export function offerText(t: TFunction, c: Terms): string {
  const threshold = formatFen(c.threshold);
  if (c.kind === "AMOUNT") return c.threshold > 0 ? t("coupon.offer.amount", { threshold, value: formatFen(c.value) }) : t("coupon.offer.amountNoThreshold", { value: formatFen(c.value) });
  const rate = zheOf(c.rateBp);
  const pct = Math.round((10_000 - c.rateBp) / 100);
  const base = c.threshold > 0 ? t("coupon.offer.discount", { threshold, rate, pct }) : t("coupon.offer.discountNoThreshold", { rate, pct });
  return c.maxOff != null ? base + t("coupon.offer.cap", { max: formatFen(c.maxOff) }) : base;
}
