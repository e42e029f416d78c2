import type { GoodsForm, GoodsView, PayPlanInput } from "@qinlian/contract";
import dayjs, { type Dayjs } from "dayjs";
import { newSpecRow, specErrors, type SpecRow } from "../../../kit/specTable";

/** A traceability batch as the form holds it (dates as dayjs). */
export interface TraceRow {
  batchNo: string;
  farmName: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  inspectionNo?: string;
  note?: string;
}

/** The goods form's values (money in fen, percentages as numbers, dates as dayjs). */
export interface GoodsFormValues {
  name: string;
  subTitle?: string;
  categoryId?: string;
  shopClassifyId?: string | null;
  attributes: { name: string; value: string }[];
  unit?: string;
  specs: SpecRow[];
  images: string[];
  description: string;
  originAreaCode?: string;
  nationwide: boolean;
  deliveryAreas: string[];
  logistics: string[];
  /** A template id, FREE_SHIPPING (null: ships free), or undefined (publish: the default template; modify: unchanged). */
  freightTemplate?: string;
  minOrderQty: number;
  /** Rebate in percent (0-30, two decimals); sent as basis points. */
  rebatePct: number;
  plans: ("FULL" | "DEPOSIT" | "CREDIT")[];
  /** Deposit in percent (10-90). */
  depositPct: number;
  balanceDueDays: number;
  creditDays: number;
  creditLevels: ("STRATEGIC" | "KEY" | "NORMAL")[];
  traces: TraceRow[];
}

export const emptyGoodsValues = (): GoodsFormValues => ({
  name: "",
  attributes: [],
  specs: [newSpecRow()],
  images: [],
  description: "",
  nationwide: true,
  deliveryAreas: [],
  // The usual way goods leave a shop; the first 发布 goes through without ticking it by hand.
  logistics: ["EXPRESS"],
  minOrderQty: 1,
  rebatePct: 0,
  plans: ["FULL"],
  depositPct: 30,
  balanceDueDays: 7,
  creditDays: 30,
  creditLevels: ["STRATEGIC", "KEY"],
  traces: [],
  shopClassifyId: null,
});

/** The freight select's value for "no template: ships free" (a Select cannot hold null). */
export const FREE_SHIPPING = "__FREE__";

/** Percent with up to two decimals → basis points (12.5% → 1250). */
export const bpOfPct = (pct: number) => Math.round(pct * 100);
export const pctOfBp = (bp: number) => bp / 100;

function payPlansOf(v: GoodsFormValues): PayPlanInput[] {
  return v.plans.map((p): PayPlanInput => {
    if (p === "DEPOSIT") return { type: "DEPOSIT", depositRateBp: bpOfPct(v.depositPct), balanceDueDays: v.balanceDueDays };
    if (p === "CREDIT") return { type: "CREDIT", creditDays: v.creditDays, customerLevels: v.creditLevels };
    return { type: "FULL" };
  });
}

const opt = (s: string | undefined | null) => (s && s.trim() ? s.trim() : undefined);

/** The form's values as the publish/modify call's input. */
export function goodsFormOf(v: GoodsFormValues): GoodsForm {
  return {
    name: v.name.trim(),
    subTitle: opt(v.subTitle),
    categoryId: v.categoryId ?? "",
    shopClassifyId: v.shopClassifyId ?? null,
    attributes: v.attributes.filter((a) => a?.name?.trim() && a?.value?.trim()).map((a) => ({ name: a.name.trim(), value: a.value.trim() })),
    unit: v.unit ?? "",
    specs: v.specs.map((s) => ({
      id: s.id,
      name: s.name.trim(),
      attributes: s.attrs,
      price: s.price ?? 0,
      memberPrice: s.memberPrice ?? null,
      stock: s.stock ?? 0,
      skuCode: opt(s.skuCode),
      weightGrams: s.weightGrams ?? 0,
    })),
    images: v.images,
    description: v.description,
    originAreaCode: v.originAreaCode ?? "",
    deliveryRange: { nationwide: v.nationwide, areaCodes: v.nationwide ? [] : v.deliveryAreas },
    logistics: v.logistics,
    freightTemplateId: v.freightTemplate === undefined ? undefined : v.freightTemplate === FREE_SHIPPING ? null : v.freightTemplate,
    minOrderQty: v.minOrderQty,
    rebateBp: bpOfPct(v.rebatePct),
    payPlans: payPlansOf(v),
    traces: v.traces.map((r) => ({
      batchNo: r.batchNo.trim(),
      farmName: r.farmName.trim(),
      startDate: r.startDate ? r.startDate.format("YYYY-MM-DD") : "",
      endDate: r.endDate ? r.endDate.format("YYYY-MM-DD") : null,
      inspectionNo: opt(r.inspectionNo),
      note: opt(r.note),
    })),
  };
}

/** A saved goods as form values (for editing). */
export function valuesOfGoods(g: GoodsView): GoodsFormValues {
  const base = emptyGoodsValues();
  const deposit = g.payPlans.find((p) => p.type === "DEPOSIT");
  const credit = g.payPlans.find((p) => p.type === "CREDIT");
  return {
    ...base,
    name: g.name,
    subTitle: g.subTitle ?? undefined,
    categoryId: g.categoryId ?? undefined,
    shopClassifyId: g.shopClassifyId,
    attributes: g.attributes,
    unit: g.unit ?? undefined,
    specs: g.specs.map((s) => ({ key: s.specId, id: s.specId, name: s.name, attrs: s.attributes, price: s.listPrice, memberPrice: s.memberPrice ?? undefined, stock: s.stock, skuCode: s.skuCode ?? undefined, weightGrams: s.weightGrams || undefined })),
    images: g.images,
    description: g.description,
    originAreaCode: g.originAreaCode ?? undefined,
    nationwide: g.deliveryRange.nationwide,
    deliveryAreas: g.deliveryRange.areas.map((a) => a.code),
    logistics: g.logistics.map((l) => l.code),
    freightTemplate: g.freightTemplateId ?? FREE_SHIPPING,
    minOrderQty: g.minOrderQty,
    rebatePct: pctOfBp(g.rebateBp),
    plans: g.payPlans.length ? g.payPlans.map((p) => p.type) : ["FULL"],
    depositPct: deposit?.depositRateBp != null ? pctOfBp(deposit.depositRateBp) : base.depositPct,
    balanceDueDays: deposit?.balanceDueDays ?? base.balanceDueDays,
    creditDays: credit?.creditDays ?? base.creditDays,
    creditLevels: (credit?.customerLevels as GoodsFormValues["creditLevels"] | null) ?? base.creditLevels,
    traces: g.traces.map((r) => ({
      batchNo: r.batchNo,
      farmName: r.farmName,
      startDate: dayjs(r.startDate),
      endDate: r.endDate ? dayjs(r.endDate) : null,
      inspectionNo: r.inspectionNo ?? undefined,
      note: r.note ?? undefined,
    })),
  };
}

/**
 * What a template keeps of the form: everything filled in that is valid on its own, without the
 * name (a template is for the next, different goods) and without specs that fail their rules.
 */
export function templateContentOf(v: GoodsFormValues): Partial<GoodsForm> {
  const f = goodsFormOf(v);
  const out: Partial<GoodsForm> = {};
  if (f.subTitle) out.subTitle = f.subTitle;
  if (f.categoryId) out.categoryId = f.categoryId;
  if (f.attributes?.length) out.attributes = f.attributes;
  if (f.unit) out.unit = f.unit;
  if (v.specs.length && !specErrors(v.specs).length) out.specs = f.specs.map(({ id: _id, ...s }) => s);
  if (f.description) out.description = f.description;
  if (f.originAreaCode) out.originAreaCode = f.originAreaCode;
  out.deliveryRange = f.deliveryRange;
  if (f.logistics?.length) out.logistics = f.logistics;
  out.minOrderQty = f.minOrderQty;
  out.payPlans = f.payPlans;
  return out;
}

/** Template content applied over the current values (only what the template holds). */
export function applyTemplate(v: GoodsFormValues, c: Partial<GoodsForm>): GoodsFormValues {
  const next = { ...v };
  if (c.subTitle !== undefined) next.subTitle = c.subTitle;
  if (c.categoryId) next.categoryId = c.categoryId;
  if (c.attributes) next.attributes = c.attributes;
  if (c.unit) next.unit = c.unit;
  if (c.specs?.length) next.specs = c.specs.map((s) => newSpecRow({ name: s.name, attrs: s.attributes ?? {}, price: s.price, memberPrice: s.memberPrice ?? undefined, stock: s.stock, skuCode: s.skuCode, weightGrams: s.weightGrams }));
  if (c.description) next.description = c.description;
  if (c.originAreaCode) next.originAreaCode = c.originAreaCode;
  if (c.deliveryRange) {
    next.nationwide = c.deliveryRange.nationwide ?? true;
    next.deliveryAreas = c.deliveryRange.areaCodes ?? [];
  }
  if (c.logistics) next.logistics = c.logistics;
  if (c.minOrderQty) next.minOrderQty = c.minOrderQty;
  if (c.payPlans?.length) {
    next.plans = c.payPlans.map((p) => p.type);
    for (const p of c.payPlans) {
      if (p.type === "DEPOSIT") {
        next.depositPct = pctOfBp(p.depositRateBp);
        next.balanceDueDays = p.balanceDueDays;
      }
      if (p.type === "CREDIT") {
        next.creditDays = p.creditDays;
        next.creditLevels = p.customerLevels;
      }
    }
  }
  return next;
}
