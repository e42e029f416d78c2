import { goodsStatus } from "@qinlian/contract";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { zhCN } from "../../i18n/zh-CN";
import { describe, expect, it } from "vitest";
import i18n from "../../i18n";
import "../../kit/catalog.texts";
import "../../kit/editors.texts";
import "../../kit/texts";
import "../admin/catalog/texts";
import "./goods/texts";
import "./shop/texts";

const NAMESPACES = ["shopSeller", "goodsSeller", "catalogAdmin", "catalog", "kitEditors", "kit"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !f.endsWith(".test.ts") ? [p] : [];
  });
}

const src = join(__dirname, "..", "..");
const sources = [...files(join(src, "sections/transaction/shop")), ...files(join(src, "sections/transaction/goods")), ...files(join(src, "sections/admin/catalog")), ...files(join(src, "kit"))];

/** Every literal key the screens pass to t() (and the statistics table's key strings). */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const f of sources) {
    const text = readFileSync(f, "utf8");
    for (const m of text.matchAll(/["'`]((?:shopSeller|goodsSeller|catalogAdmin|catalog|kitEditors|kit)\.[A-Za-z0-9_.]+)["'`]/g)) keys.add(m[1]);
  }
  return [...keys];
}

/** Keys built at run time from enumerations (t(`…_${status}`)); each variant must exist. */
const dynamicKeys = [
  ...["SUBMITTED", "APPROVED", "OPEN", "CLOSED", "REJECTED", "DRAFT"].flatMap((s) => [`shopSeller.status.title_${s}`, `shopSeller.status.sub_${s}`]),
  ...["OPEN", "REOPEN"].map((a) => `shopSeller.status.action_${a}`),
  ...["DESCRIPTION", "SERVICE", "LOGISTICS"].map((d) => `shopSeller.manage.dim_${d}`),
  ...["HIGHER", "LOWER", "EQUAL"].map((d) => `shopSeller.manage.trend_${d}`),
  ...["ON", "OFF", "WITHDRAW"].map((s) => `goodsSeller.act.done_${s}`),
  ...goodsStatus.options.flatMap((s) => [`goodsSeller.form.saved_${s}`, `catalog.goodsStatus.${s}`]),
  ...["tooFew", "tooMany", "quantity", "price", "notCheaper"].map((e) => `goodsSeller.pkg.e_${e}`),
  ...["invalid", "order"].map((e) => `goodsSeller.v.expect_${e}`),
  ...["invalid", "aboveList"].map((e) => `goodsSeller.cp.e_${e}`),
  ...["NONE", "GOODS", "SHOP", "URL"].map((k) => `catalog.advertLink.${k}`),
  ...["GOODS", "SHOP", "URL"].map((k) => `kitEditors.advert.target_${k}`),
  ...["need", "url"].map((k) => `kitEditors.advert.v_${k}`),
  ...["nameRequired", "nameDuplicate", "priceRequired", "memberPriceInvalid", "stockRequired", "tooMany", "empty"].map((k) => `kitEditors.spec.${k}`),
];

describe("seller and operator texts", () => {
  const keys = [...literalKeys(), ...dynamicKeys];
  it("finds the keys the screens use", () => {
    expect(keys.length).toBeGreaterThan(300);
  });
  for (const lng of ["zh-CN", "en"]) {
    it(`has every key in ${lng}`, () => {
      const missing = keys.filter((k) => !i18n.exists(k, { lng, fallbackLng: false }) || typeof i18n.t(k, { lng, returnObjects: true }) !== "string");
      expect(missing).toEqual([]);
    });
  }
  it("every screen that shows text loads its texts (a screen is its own chunk, so it must import them)", () => {
    const mine = sources.filter((f) => !f.endsWith("ListPage.tsx") && !f.endsWith("PageHeader.tsx") && !f.endsWith("Money.tsx"));
    // The shell's own namespaces are always loaded; only section texts need an import.
    const shell = new Set(Object.keys(zhCN));
    const missing = mine.filter((f) => {
      const text = readFileSync(f, "utf8");
      if (!text.includes("useTranslation")) return false;
      const used = [...text.matchAll(/\bt\("([a-zA-Z]+)\./g)].map((m) => m[1]);
      if (used.every((ns) => shell.has(ns))) return false;
      return !/import "\.{1,2}\/[^"]*texts[^"/]*"/.test(text);
    });
    expect(missing).toEqual([]);
  });
  it("keeps each namespace's English as complete as its Chinese", () => {
    const flat = (o: object, p = ""): string[] => Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (typeof v === "object" && v ? flat(v, `${p}${k}.`) : [`${p}${k}`]));
    for (const ns of NAMESPACES) {
      const zh = flat(i18n.getResource("zh-CN", "translation", ns) as object).sort();
      const en = flat(i18n.getResource("en", "translation", ns) as object).sort();
      expect(en, ns).toEqual(zh);
    }
  });
});
