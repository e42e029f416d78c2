import { useMemo, useSyncExternalStore } from "react";

/**
 * The part of i18next and react-i18next the web uses, for the browser: i18next (~16 KB compressed)
 * was a sixth of every first load. vite.config.ts points `i18next` and `react-i18next` here (the unit
 * tests and TypeScript keep the real packages); light.test.ts runs the same calls on both.
 *
 * What it does as i18next does with this app's settings (`interpolation.escapeValue: false`, one
 * namespace, a fallback language): keys are dotted paths into the language's texts, then into the
 * fallback's; `{{name}}` (dotted paths too) takes the option of that name, an unknown name stays as
 * written; `defaultValue` or else the key when there is no text; an object only with `returnObjects`.
 * No plurals, contexts, nesting or formatters: the texts use none.
 */
type Texts = Record<string, unknown>;
type Options = Record<string, unknown> & { lng?: string; defaultValue?: string; returnObjects?: boolean };
type Listener = (lng: string) => void;

const store: Record<string, Texts> = {};
const listeners = new Set<Listener>();
let fallbackLng = "";
/** Bumped on every language change (also to the same language): what `useTranslation` re-renders on. */
let version = 0;

const isObject = (v: unknown): v is Texts => typeof v === "object" && v !== null && !Array.isArray(v);

function merge(into: Texts, from: Texts, overwrite: boolean): void {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    if (isObject(cur) && isObject(v)) merge(cur, v, overwrite);
    else if (overwrite || cur === undefined) into[k] = isObject(v) ? structuredClone(v) : v;
  }
}

function lookup(obj: unknown, path: string): unknown {
  let cur = obj;
  for (const part of path.split(".")) {
    if (!isObject(cur)) return undefined;
    cur = cur[part];
  }
  return cur;
}

function interpolate(text: string, opts: Options): string {
  return text.replace(/\{\{\s*-?\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    const v = name in opts ? opts[name] : lookup(opts, name);
    if (v === undefined || v === null) return whole;
    return typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v);
  });
}

function translate(key: string, opts: Options = {}): string {
  const langs = [opts.lng ?? i18n.language, fallbackLng].filter((l, i, all) => l && all.indexOf(l) === i);
  for (const lng of langs) {
    const v = lookup(store[lng]?.translation, key);
    if (typeof v === "string") return interpolate(v, opts);
    if (v !== undefined && v !== null && opts.returnObjects) return v as string;
  }
  return typeof opts.defaultValue === "string" ? interpolate(opts.defaultValue, opts) : key;
}

const i18n = {
  language: "",
  use(_plugin: unknown) {
    return i18n;
  },
  init(o: { resources?: Record<string, Texts>; lng?: string; fallbackLng?: string }) {
    for (const [lng, bundles] of Object.entries(o.resources ?? {})) for (const [ns, texts] of Object.entries(bundles)) i18n.addResourceBundle(lng, ns, texts as Texts, true, true);
    fallbackLng = o.fallbackLng ?? "";
    i18n.language = o.lng ?? fallbackLng;
    return Promise.resolve(translate);
  },
  t: translate,
  changeLanguage(lng: string) {
    i18n.language = lng;
    version++;
    for (const l of [...listeners]) l(lng);
    return Promise.resolve(translate);
  },
  addResourceBundle(lng: string, ns: string, texts: Texts, deep = false, overwrite = false) {
    const bundles = (store[lng] ??= {});
    const cur = bundles[ns];
    if (!isObject(cur)) bundles[ns] = structuredClone(texts);
    else if (deep) merge(cur, texts, overwrite);
    else Object.assign(cur, texts);
    return i18n;
  },
  getResource(lng: string, ns: string, key: string) {
    return lookup(store[lng]?.[ns], key);
  },
  exists(key: string, opts: { lng?: string; fallbackLng?: string | false } = {}) {
    const langs = [opts.lng ?? i18n.language, opts.fallbackLng === false ? "" : fallbackLng].filter(Boolean);
    return langs.some((l) => lookup(store[l]?.translation, key) !== undefined);
  },
  on(event: string, fn: Listener) {
    if (event === "languageChanged") listeners.add(fn);
  },
  off(event: string, fn: Listener) {
    if (event === "languageChanged") listeners.delete(fn);
  },
};

export default i18n;

/** react-i18next's plugin: nothing to set up here. */
export const initReactI18next = { type: "3rdParty" as const, init: () => undefined };

function subscribe(onChange: () => void): () => void {
  const fn = () => onChange();
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** react-i18next's `useTranslation()`: a `t` of the current language, a new one after each language change. */
export function useTranslation() {
  const v = useSyncExternalStore(subscribe, () => version);
  return useMemo(() => {
    const lng = i18n.language;
    const t = (key: string, opts?: Options) => translate(key, { lng, ...opts });
    return { t, i18n, ready: true, _v: v };
  }, [v]);
}
