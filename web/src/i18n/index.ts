import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";
import { zhCN } from "./zh-CN";

export type Lang = "zh-CN" | "en";
const KEY = "qinlian.lang";

export function initialLang(): Lang {
  try {
    return localStorage.getItem(KEY) === "en" ? "en" : "zh-CN";
  } catch {
    return "zh-CN";
  }
}

void i18n.use(initReactI18next).init({
  resources: { "zh-CN": { translation: zhCN }, en: { translation: en } },
  lng: initialLang(),
  fallbackLng: "zh-CN",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* private mode: the choice lasts this page only */
  }
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** Adds a section's texts under its namespace key (e.g. "user"), in both languages. */
export function addSectionTexts(key: string, texts: { zh: object; en: object }): void {
  i18n.addResourceBundle("zh-CN", "translation", { [key]: texts.zh }, true, false);
  i18n.addResourceBundle("en", "translation", { [key]: texts.en }, true, false);
}

/** Picks the text of a { zh, en } pair for the current language (route titles, menu names). */
export const pick = (pair: { zh: string; en: string }, lang: string = i18n.language) => (lang === "en" ? pair.en : pair.zh);

export default i18n;
