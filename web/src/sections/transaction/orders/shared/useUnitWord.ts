import { system } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../../api";

/**
 * Order lines carry the goods' unit as its dictionary code (ZHI, DAI …): this names it in the current
 * language from the UNIT dictionary (cached); an unknown code is shown as nothing rather than a code.
 */
export function useUnitWord(): (code: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const q = useCall(system.dictItems, { dictId: "UNIT" }, { staleTime: 30 * 60_000, errBySelf: true });
  return (code) => {
    if (!code) return "";
    const item = q.data?.find((i) => i.code === code);
    if (!item) return /^[A-Z_]+$/.test(code) ? "" : code;
    return i18n.language === "en" ? (item.nameEn ?? item.name) : item.name;
  };
}

/** A quantity with its unit word: "3袋" in Chinese, "3 bag" in English (no plural forms in the dictionary). */
export function withUnit(quantity: number, unit: string, lang: string): string {
  if (!unit) return String(quantity);
  return lang === "en" ? `${quantity} ${unit}` : `${quantity}${unit}`;
}
