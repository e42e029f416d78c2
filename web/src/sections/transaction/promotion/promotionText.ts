import type { PromotionRuleInput } from "@qinlian/contract";
import type { TFunction } from "i18next";
import { formatFen } from "../../../kit/Money";
import { zheOf } from "./promotionForm";

/** "满 ¥200.00 减 ¥20.00；满 ¥500.00 减 ¥60.00", "8.5 折", "满 ¥300.00 赠 玉米 · 20kg ×1" … (`names`: gift spec id → name). */
export function ruleText(t: TFunction, rule: PromotionRuleInput, names: Readonly<Record<string, string>> = {}): string {
  const sep = t("promotion.rule.sep");
  switch (rule.kind) {
    case "DISCOUNT":
      return t("promotion.rule.discount", { zhe: zheOf(rule.rateBp), pct: Math.round((10_000 - rule.rateBp) / 100) });
    case "FULL_REDUCTION":
      return rule.tiers.map((x) => t("promotion.rule.tier", { threshold: formatFen(x.threshold), off: formatFen(x.off) })).join(sep);
    case "EVERY_REDUCTION":
      return t("promotion.rule.every", { every: formatFen(rule.every), off: formatFen(rule.off) }) + (rule.maxTimes ? t("promotion.rule.maxTimes", { n: rule.maxTimes }) : "");
    case "GIFT":
      return rule.tiers
        .map((x) =>
          t("promotion.rule.gift", {
            threshold: formatFen(x.threshold),
            gifts: x.gifts.map((g) => t("promotion.rule.giftItem", { name: names[g.specId] || g.specId, n: g.quantity })).join("、"),
          }),
        )
        .join(sep);
  }
}
