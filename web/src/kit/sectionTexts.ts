import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { addSectionTexts } from "../i18n";

/**
 * Registers an area's texts under namespace `ns` and returns its hook: the shell's `t`, the language, and `d` for
 * the area's own keys (`d("stock.title")` = `t("<ns>.stock.title")`).
 * `export const useStockTexts = sectionTexts("farmMaterial", { zh, en });`
 */
export function sectionTexts(ns: string, texts: { zh: object; en: object }) {
  addSectionTexts(ns, texts);
  return function useSectionTexts() {
    const { t, i18n } = useTranslation();
    const d = useCallback((key: string, opts?: Record<string, unknown>) => t(`${ns}.${key}`, opts ?? {}), [t]);
    return { t, d, lang: i18n.language };
  };
}
