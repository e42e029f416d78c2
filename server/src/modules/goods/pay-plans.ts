/**
 * Payment plans a goods allows (stored per goods): FULL payment; DEPOSIT + balance (presale: a share
 * paid at order, the rest within some days, before shipping); CREDIT terms (pay N days after receipt),
 * offered only to the seller's customers of the listed levels. Every goods keeps at least one plan.
 */
import type { PayPlanView } from "@qinlian/contract";
import { invalid } from "../../kit/errors";
import type { PayPlanData } from "./schema";

const levelLabels: Record<string, string> = { STRATEGIC: "战略", KEY: "重点", NORMAL: "普通" };

export function payPlanView(p: PayPlanData): PayPlanView {
  const base = { depositRateBp: null, balanceDueDays: null, creditDays: null, customerLevels: null };
  switch (p.type) {
    case "FULL":
      return { ...base, type: "FULL", label: "全款支付", description: "下单后一次付清货款" };
    case "DEPOSIT":
      return {
        ...base,
        type: "DEPOSIT",
        label: "定金+尾款",
        description: `下单付 ${p.depositRateBp / 100}% 定金，${p.balanceDueDays} 天内付清尾款后发货`,
        depositRateBp: p.depositRateBp,
        balanceDueDays: p.balanceDueDays,
      };
    case "CREDIT":
      return {
        ...base,
        type: "CREDIT",
        label: "账期支付",
        description: `收货后 ${p.creditDays} 天内付款（${p.customerLevels.map((l) => levelLabels[l] ?? l).join("、")}客户可用）`,
        creditDays: p.creditDays,
        customerLevels: p.customerLevels,
      };
  }
}

/** One plan per type. */
export function checkPayPlans(plans: readonly PayPlanData[]): PayPlanData[] {
  const types = plans.map((p) => p.type);
  if (new Set(types).size !== types.length) throw invalid("payPlans", "每种付款方式只能设置一次");
  return [...plans];
}

/** The plans this buyer may use: credit only for the seller's customers of a listed level (and the seller). */
export function plansForBuyer(plans: readonly PayPlanData[], customerLevel: string | null, isOwner: boolean): PayPlanView[] {
  return plans.filter((p) => p.type !== "CREDIT" || isOwner || (customerLevel !== null && p.customerLevels.includes(customerLevel))).map(payPlanView);
}
