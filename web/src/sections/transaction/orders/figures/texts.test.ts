import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import i18n from "../../../../i18n";
import "../../../admin/orders/texts";
import "../seller/texts";
import "./texts";

const dirs = [join(__dirname), join(__dirname, "../seller"), join(__dirname, "../../../admin/orders")];
const sources = dirs.flatMap((d) => readdirSync(d).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => join(d, f)));

/** Every literal key these screens pass to t(). */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const f of sources) for (const m of readFileSync(f, "utf8").matchAll(/["'`]((?:sellerOrders|orderFigures|adminOrders)\.[A-Za-z0-9_.]+)["'`]/g)) keys.add(m[1]);
  return [...keys];
}

/** Keys built at run time from codes. */
const dynamicKeys = [
  ...["GOOD", "MID", "BAD"].flatMap((l) => [`sellerOrders.evaluation.levels.${l}`, `sellerOrders.evaluation.levelShort.${l}`]),
  ...["byBuyer", "bySeller", "bySystem"].map((b) => `sellerOrders.detail.${b}`),
  ...["order", "future", "long"].map((p) => `orderFigures.period.${p}`),
  ...["UNPAID", "UNSENT", "UNRECEIVED", "UNEVALUATED", "ALL"].map((s) => `orderFigures.bill.stage.${s}`),
];

describe("the seller's order screens, figures and console texts", () => {
  const keys = [...literalKeys(), ...dynamicKeys];
  it("are found in the sources", () => {
    expect(keys.length).toBeGreaterThan(150);
  });
  it.each(["zh-CN", "en"])("exist in %s", (lng) => {
    const missing = keys.filter((k) => !i18n.exists(k, { lng }));
    expect(missing).toEqual([]);
  });
});
