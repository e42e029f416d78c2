import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import light from "./light";

// The browser build swaps i18next for ./light (vite.config.ts): the same calls give the same answers.
const texts = {
  "zh-CN": { translation: { a: { hello: "你好，{{name}}", nested: "{{user.name}} 的店", keep: "{{missing}} 留着", only: "仅中文" }, obj: { x: "1" } } },
  en: { translation: { a: { hello: "Hello, {{ name }}", nested: "{{user.name}}'s shop", keep: "{{missing}} stays" } } },
};

async function both() {
  const real = createInstance();
  await real.init({ resources: structuredClone(texts), lng: "en", fallbackLng: "zh-CN", interpolation: { escapeValue: false }, returnNull: false });
  await light.init({ resources: structuredClone(texts), lng: "en", fallbackLng: "zh-CN" });
  return [real, light] as const;
}

describe("the light i18next", () => {
  it("answers as i18next does", async () => {
    const [real, lite] = await both();
    const calls: [string, Record<string, unknown>?][] = [
      ["a.hello", { name: "Ann" }],
      ["a.hello", { name: 3 }],
      ["a.nested", { user: { name: "Bo" } }],
      ["a.keep", {}],
      ["a.only"],
      ["a.none"],
      ["a.none", { defaultValue: "dv" }],
      ["a.hello", { lng: "zh-CN", name: "安" }],
    ];
    for (const [k, o] of calls) expect(lite.t(k, o), k).toBe(real.t(k, o));
    expect(lite.t("obj", { lng: "zh-CN", returnObjects: true })).toEqual(real.t("obj", { lng: "zh-CN", returnObjects: true }));
    expect(lite.exists("a.only", { lng: "en", fallbackLng: false })).toBe(false);
    expect(lite.exists("a.only", { lng: "zh-CN" })).toBe(true);
  });

  it("adds bundles deep, keeping what is there unless told to overwrite, and switches language", async () => {
    const [real, lite] = await both();
    for (const i of [real, lite]) {
      i.addResourceBundle("en", "translation", { a: { hello: "Hi {{name}}", extra: "more" } }, true, false);
      i.addResourceBundle("en", "translation", { b: { x: "bx" } }, true, true);
    }
    for (const k of ["a.hello", "a.extra", "b.x"]) expect(lite.t(k, { name: "C" })).toBe(real.t(k, { name: "C" }));
    expect(lite.getResource("en", "translation", "b")).toEqual(real.getResource("en", "translation", "b"));
    let heard = "";
    lite.on("languageChanged", (l) => (heard = l));
    await Promise.all([real.changeLanguage("zh-CN"), lite.changeLanguage("zh-CN")]);
    expect(heard).toBe("zh-CN");
    expect(lite.language).toBe(real.language);
    expect(lite.t("a.hello", { name: "D" })).toBe(real.t("a.hello", { name: "D" }));
  });
});
