/**
 * Freight of one shop's order, from the sellers' freight templates.
 *
 * A template charges by piece (units = quantity) or by weight (units = grams: quantity × the spec's
 * weight). Its fee for `units` under a rule: `firstFee` covers up to `firstUnits`; each further
 * `addUnits` (or part of it) costs `addFee`. The rule used is the most specific area rule covering the
 * destination (county, then city, then province), else the template's default rule.
 *
 * - **Free shipping** (包邮): a free rule whose areas cover the destination (no areas: everywhere) and
 *   whose threshold is met — goods amount ≥ `minAmount` (the shop's goods after promotions, before
 *   coupons: a coupon never costs the buyer free shipping) or units ≥ `minUnits` — makes that
 *   template's goods free.
 * - **Excluded areas** (不配送区域): goods whose template excludes the destination cannot be delivered
 *   there; the checkout names them (`undeliverable`).
 * - **Several templates in one shop order** (the usual 淘宝 rule): the template whose first fee is the
 *   highest charges its first fee and further units; every other template charges only its
 *   further-unit fee for all its units. Ties go to the template listed first (by id).
 * - Goods without a template ship free (the seller chose no freight); pickup (自提) costs nothing.
 */
import { areaCovers, areaLevel } from "../../kit/areas";

import type { FreightMode } from "@qinlian/contract";

export type { FreightMode };

export interface FreightCharge {
  /** Units the first fee covers (pieces, or grams), ≥ 1. */
  readonly firstUnits: number;
  readonly firstFee: number;
  /** Units each further fee covers, ≥ 1. */
  readonly addUnits: number;
  readonly addFee: number;
}

export interface FreightAreaRule extends FreightCharge {
  /** Area codes (province, city or county) this rule is for; not empty. */
  readonly areaCodes: readonly string[];
}

export interface FreeShippingRule {
  /** Where it applies; empty: everywhere. */
  readonly areaCodes: readonly string[];
  readonly minAmount: number | null;
  readonly minUnits: number | null;
}

export interface FreightTemplateData {
  readonly id: string;
  readonly mode: FreightMode;
  readonly defaultCharge: FreightCharge;
  readonly areaRules: readonly FreightAreaRule[];
  readonly freeRules: readonly FreeShippingRule[];
  readonly excludedAreaCodes: readonly string[];
}

/** One template's goods in a shop order: their units (pieces or grams) and goods amount (fen). */
export interface FreightGroup {
  readonly template: FreightTemplateData;
  readonly units: number;
  readonly amount: number;
}

export type Destination = { readonly kind: "ADDRESS"; readonly areaCode: string } | { readonly kind: "PICKUP" };

export interface ShopFreight {
  /** Fen. */
  readonly fee: number;
  /** Templates that cannot deliver to the destination (their goods must leave the order). */
  readonly undeliverable: readonly string[];
  /** Templates whose goods ship free here. */
  readonly free: readonly string[];
}

/** The charge a template applies at `areaCode`. */
export function chargeAt(t: FreightTemplateData, areaCode: string): FreightCharge {
  let best: { rule: FreightAreaRule; level: number } | null = null;
  for (const rule of t.areaRules) {
    for (const code of rule.areaCodes) {
      if (!areaCovers(code, areaCode)) continue;
      const level = areaLevel(code);
      if (!best || level > best.level) best = { rule, level };
    }
  }
  return best?.rule ?? t.defaultCharge;
}

/** Further-unit fee for `units` units: ⌈units / addUnits⌉ × addFee. */
const further = (c: FreightCharge, units: number): number => (units <= 0 ? 0 : Math.ceil(units / c.addUnits) * c.addFee);

/** The fee of `units` under one charge alone: first fee, then further units. */
export function feeOf(c: FreightCharge, units: number): number {
  if (units <= 0) return 0;
  return c.firstFee + further(c, units - c.firstUnits);
}

/** Is `areaCode` inside a goods' delivery range (null: nationwide)? */
export const withinRange = (areaCodes: readonly string[] | null, areaCode: string): boolean => areaCodes === null || areaCodes.some((code) => areaCovers(code, areaCode));

export function isExcluded(t: FreightTemplateData, areaCode: string): boolean {
  return t.excludedAreaCodes.some((code) => areaCovers(code, areaCode));
}

export function isFree(t: FreightTemplateData, areaCode: string, units: number, amount: number): boolean {
  return t.freeRules.some(
    (r) =>
      (r.areaCodes.length === 0 || r.areaCodes.some((code) => areaCovers(code, areaCode))) &&
      ((r.minAmount !== null && amount >= r.minAmount) || (r.minUnits !== null && units >= r.minUnits)),
  );
}

/**
 * The freight of a shop order whose goods fall into `groups` (one per template; goods without a
 * template are simply not passed). See the header for the rules.
 */
export function shopFreight(groups: readonly FreightGroup[], to: Destination): ShopFreight {
  if (to.kind === "PICKUP") return { fee: 0, undeliverable: [], free: [] };
  const merged = new Map<string, FreightGroup>();
  for (const g of groups) {
    const had = merged.get(g.template.id);
    merged.set(g.template.id, had ? { template: g.template, units: had.units + g.units, amount: had.amount + g.amount } : g);
  }
  const ordered = [...merged.values()].sort((a, b) => (a.template.id < b.template.id ? -1 : a.template.id > b.template.id ? 1 : 0));
  const undeliverable: string[] = [];
  const free: string[] = [];
  const charged: { group: FreightGroup; charge: FreightCharge }[] = [];
  for (const g of ordered) {
    if (isExcluded(g.template, to.areaCode)) undeliverable.push(g.template.id);
    else if (isFree(g.template, to.areaCode, g.units, g.amount)) free.push(g.template.id);
    else if (g.units > 0) charged.push({ group: g, charge: chargeAt(g.template, to.areaCode) });
  }
  if (charged.length === 0) return { fee: 0, undeliverable, free };
  let lead = charged[0];
  for (const c of charged) if (c.charge.firstFee > lead.charge.firstFee) lead = c;
  let fee = feeOf(lead.charge, lead.group.units);
  for (const c of charged) if (c !== lead) fee += further(c.charge, c.group.units);
  return { fee, undeliverable, free };
}
