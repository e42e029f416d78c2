import type { FreightMode, FreightTemplateInput, FreightTemplateView } from "@qinlian/contract";

/**
 * The freight form's values and the contract's input. Units are pieces, or grams shown as kilograms
 * (a farmer thinks in kg; the server counts grams, so at most three decimals).
 */
export interface ChargeValues {
  firstUnits?: number;
  firstFee?: number;
  addUnits?: number;
  addFee?: number;
}

export interface FreightFormValues {
  name?: string;
  mode: FreightMode;
  defaultCharge: ChargeValues;
  areaRules: (ChargeValues & { areaCodes?: string[] })[];
  freeRules: { areaCodes?: string[]; minAmount?: number; minUnits?: number }[];
  excludedAreaCodes: string[];
  isDefault: boolean;
  remark?: string;
}

/** Shown units → stored units: pieces as they are, kilograms → grams (rounded to the gram). */
export const toUnits = (mode: FreightMode, shown: number): number => (mode === "PIECE" ? shown : Math.round(shown * 1000));
/** Stored units → shown units. */
export const fromUnits = (mode: FreightMode, units: number): number => (mode === "PIECE" ? units : units / 1000);

const charge = (mode: FreightMode, c: ChargeValues) => ({
  firstUnits: toUnits(mode, c.firstUnits ?? 0),
  firstFee: c.firstFee ?? 0,
  addUnits: toUnits(mode, c.addUnits ?? 0),
  addFee: c.addFee ?? 0,
});

export function inputOf(v: FreightFormValues): FreightTemplateInput {
  return {
    name: (v.name ?? "").trim(),
    mode: v.mode,
    defaultCharge: charge(v.mode, v.defaultCharge),
    areaRules: v.areaRules.map((r) => ({ ...charge(v.mode, r), areaCodes: r.areaCodes ?? [] })),
    freeRules: v.freeRules.map((r) => ({
      areaCodes: r.areaCodes ?? [],
      minAmount: r.minAmount ?? null,
      minUnits: r.minUnits == null ? null : toUnits(v.mode, r.minUnits),
    })),
    excludedAreaCodes: v.excludedAreaCodes,
    isDefault: v.isDefault,
    remark: v.remark?.trim() || undefined,
  };
}

const shownCharge = (mode: FreightMode, c: FreightTemplateView["defaultCharge"]): ChargeValues => ({
  firstUnits: fromUnits(mode, c.firstUnits),
  firstFee: c.firstFee,
  addUnits: fromUnits(mode, c.addUnits),
  addFee: c.addFee,
});

export function valuesOf(t: FreightTemplateView): FreightFormValues {
  return {
    name: t.name,
    mode: t.mode,
    defaultCharge: shownCharge(t.mode, t.defaultCharge),
    areaRules: t.areaRules.map((r) => ({ ...shownCharge(t.mode, r), areaCodes: r.areas.map((a) => a.code) })),
    freeRules: t.freeRules.map((r) => ({ areaCodes: r.areas.map((a) => a.code), minAmount: r.minAmount ?? undefined, minUnits: r.minUnits == null ? undefined : fromUnits(t.mode, r.minUnits) })),
    excludedAreaCodes: t.excludedAreas.map((a) => a.code),
    isDefault: t.isDefault,
    remark: t.remark ?? undefined,
  };
}

export const blankValues = (): FreightFormValues => ({
  mode: "PIECE",
  defaultCharge: { firstUnits: 1, addUnits: 1 },
  areaRules: [],
  freeRules: [],
  excludedAreaCodes: [],
  isDefault: false,
});

/** The server's field ("areaRules.0.areaCodes", "defaultCharge.firstFee") is the form's name path as it is. */
export const formFieldOf = (field: string): (string | number)[] => field.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s));
