/**
 * Regulated categories: selling in them needs a government licence, and goods in most of them are
 * reviewed by operators before they go on shelf. Most specific prefix wins; `licence: null` carves an
 * unregulated branch out of a regulated one (vaccination equipment is not a veterinary drug).
 *
 * - 05 兽药, 06 疫苗: 兽药经营许可证 (《兽药管理条例》); every goods is reviewed.
 * - 0104 种禽: 种畜禽生产经营许可证 (《畜牧法》); reviewed. Other chicks (01): the same licence for the
 *   hatchery, but commercial chicks go on shelf without review.
 * - 08 种子种苗: 种子生产经营许可证 (《种子法》); reviewed.
 * - 10 农药: 农药经营许可证 (《农药管理条例》); reviewed.
 */
import { licenceLabels, type LicenceKind } from "@qinlian/contract";

export interface Regulation {
  prefix: string;
  licence: LicenceKind | null;
  licenceLabel: string | null;
  reason: string;
  review: boolean;
}

/** A regulation with its licence's label from the contract (`licenceLabels`). */
const rule = (prefix: string, licence: LicenceKind | null, reason: string, review: boolean): Regulation => ({
  prefix,
  licence,
  licenceLabel: licence ? licenceLabels[licence] : null,
  reason,
  review,
});

export const regulations: readonly Regulation[] = [
  rule("05", "VET_DRUG", "兽药属《兽药管理条例》管理的商品", true),
  rule("06", "VET_DRUG", "兽用疫苗属《兽药管理条例》管理的商品", true),
  rule("0603", null, "免疫器械不属兽药", false),
  rule("01", "BREEDING", "禽苗由持证孵化场生产经营（《畜牧法》）", false),
  rule("0104", "BREEDING", "种禽属《畜牧法》管理的种畜禽", true),
  rule("08", "SEED", "种子属《种子法》管理的商品", true),
  rule("10", "PESTICIDE", "农药属《农药管理条例》管理的商品", true),
];

/** The regulation that applies to a category (most specific prefix), or null. */
export function regulationOf(categoryId: string | null | undefined): Regulation | null {
  if (!categoryId) return null;
  let best: Regulation | null = null;
  for (const r of regulations) {
    if (categoryId.startsWith(r.prefix) && (!best || r.prefix.length > best.prefix.length)) best = r;
  }
  return best && best.licence ? best : null;
}

/** Goods in this category go to operator review before they are on shelf. */
export const needsReview = (categoryId: string | null | undefined) => regulationOf(categoryId)?.review ?? false;

/**
 * Review applies to what is offered for sale (mall goods, packages, supply posts) in a reviewed
 * category; asking to buy (demand posts), services and land listings are never reviewed.
 */
export const reviewRequired = (type: string, categoryId: string | null | undefined) =>
  (type === "GOODS" || type === "PACKAGE" || type === "SUPPLY") && needsReview(categoryId);

/** Licences a shop needs for its business scope (a scope entry also covers the categories below it). */
export function licencesForScope(scope: readonly string[]): Regulation[] {
  const out = new Map<LicenceKind, Regulation>();
  for (const s of scope) {
    const own = regulationOf(s);
    if (own?.licence && !out.has(own.licence)) out.set(own.licence, own);
    for (const r of regulations) {
      if (r.licence && r.prefix.startsWith(s) && !out.has(r.licence)) out.set(r.licence, r);
    }
  }
  return [...out.values()];
}
