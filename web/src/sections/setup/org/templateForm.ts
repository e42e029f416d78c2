import type { DataTemplate, OrgDetail, TemplateField } from "@qinlian/contract";
import dayjs, { type Dayjs } from "dayjs";
import { pick } from "../../../i18n";

type Stored = OrgDetail["data"];
export type FormValue = string | number | string[] | Dayjs | null | undefined;

/** Stored detail values → the form's values (dates become dayjs objects). */
export function toFormValues(t: DataTemplate, data: Stored | undefined): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const f of t.fields) {
    const v = data?.[f.key];
    out[f.key] = f.kind === "date" && typeof v === "string" ? dayjs(v) : v;
  }
  return out;
}

/** The form's values → what the save call takes (dates as YYYY-MM-DD; empty values left out). */
export function fromFormValues(t: DataTemplate, values: Record<string, FormValue>): Stored {
  const out: Stored = {};
  for (const f of t.fields) {
    const raw = values[f.key];
    const v = typeof raw === "string" ? raw.trim() : raw;
    if (v === null || v === undefined || v === "" || (Array.isArray(v) && !v.length)) continue;
    out[f.key] = dayjs.isDayjs(v) ? v.format("YYYY-MM-DD") : v;
  }
  return out;
}

/** A stored value as text: option labels, numbers with their unit. */
export function displayValue(f: TemplateField, v: Stored[string] | undefined, lang: string): string {
  if (v === undefined || v === "") return "-";
  const label = (x: string) => {
    const o = f.options?.find((opt) => opt.value === x);
    return o ? pick({ zh: o.label, en: o.labelEn }, lang) : x;
  };
  if (Array.isArray(v)) return v.map(label).join("、");
  if (f.kind === "select" && typeof v === "string") return label(v);
  if (typeof v === "number") {
    const unit = f.unit ? pick({ zh: f.unit, en: f.unitEn ?? f.unit }, lang) : "";
    return `${v.toLocaleString(lang === "en" ? "en" : "zh-CN")}${unit ? ` ${unit}` : ""}`;
  }
  return v;
}
