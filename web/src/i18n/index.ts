import i18n from "i18next";
import { initReactI18next } from "react-i18next";
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

/**
 * The shell's texts of one language. Chinese is the default and the fallback, so it comes with the
 * app; English is its own small chunk, fetched only by a visitor who reads English.
 */
const shellTexts: Record<Lang, () => Promise<object>> = {
  "zh-CN": () => Promise.resolve(zhCN),
  en: () => import("./en").then((m) => m.en),
};
const loaded = new Map<Lang, Promise<void>>();

function loadShellTexts(lang: Lang): Promise<void> {
  let p = loaded.get(lang);
  if (!p) {
    p = shellTexts[lang]().then((texts) => {
      // Sections' texts may already be there (addSectionTexts): the shell's join them, theirs win.
      i18n.addResourceBundle(lang, "translation", structuredClone(texts), true, false);
    });
    loaded.set(lang, p);
  }
  return p;
}

void i18n.use(initReactI18next).init({
  // A copy: i18next merges sections' texts into the object it holds, and zhCN stays the shell's own.
  resources: { "zh-CN": { translation: structuredClone(zhCN) } },
  lng: initialLang(),
  fallbackLng: "zh-CN",
  interpolation: { escapeValue: false },
  returnNull: false,
});
loaded.set("zh-CN", Promise.resolve());

/** Resolves once the starting language's texts are in (main.tsx renders after it: no flash of Chinese). */
export const i18nReady: Promise<void> = loadShellTexts(initialLang()).catch(() => undefined);

export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* private mode: the choice lasts this page only */
  }
  // Switch at once (sections' texts are already there); once the shell's texts of a language fetched on
  // demand arrive, switch again so what rendered with the fallback renders in the language.
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  const pending = loaded.get(lang);
  if (!pending) void loadShellTexts(lang).then(() => (i18n.language === lang ? i18n.changeLanguage(lang) : undefined));
}

/** Adds a section's texts under its namespace key (e.g. "user"), in both languages. */
export function addSectionTexts(key: string, texts: { zh: object; en: object }): void {
  i18n.addResourceBundle("zh-CN", "translation", { [key]: texts.zh }, true, false);
  i18n.addResourceBundle("en", "translation", { [key]: texts.en }, true, false);
}

/** Picks the text of a { zh, en } pair for the current language (route titles, menu names). */
export const pick = (pair: { zh: string; en: string }, lang: string = i18n.language) => (lang === "en" ? pair.en : pair.zh);

export default i18n;
