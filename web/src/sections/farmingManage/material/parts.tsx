import { farmMaterial, formatQty, materialCategories, outPurposes, parseQty, rangeKinds, type RangeKind } from "@qinlian/contract";
import { Input, Select, type InputProps, type SelectProps } from "antd";
import { unitText } from "../../../kit/units";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useCall } from "../../../api";
import { useMaterialTexts } from "./texts";

/** Every read of the area: invalidated after any change (stock moves touch most of them). */
export const materialReads = Object.values(farmMaterial).filter((c) => /\/sel/.test(c.path));

/** Text for a quantity in thousandths plus its unit: 1500, "公斤" → "1.5 公斤". */
export const qtyText = (q: number | null | undefined, unit?: string) => (q == null ? "-" : `${formatQty(q)}${unit ? ` ${unitText(unit)}` : ""}`);

export interface QtyInputProps extends Omit<InputProps, "value" | "onChange"> {
  /** Thousandths of the unit. */
  value?: number | null;
  onChange?: (q: number | undefined) => void;
}

/** A quantity typed as decimal text ("1.5") whose value is integer thousandths (1500); bad text yields NaN. */
export function QtyInput({ value, onChange, ...rest }: QtyInputProps) {
  const [text, setText] = useState(() => (value == null || Number.isNaN(value) ? "" : formatQty(value)));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const cur = text.trim() === "" ? undefined : (parseQty(text) ?? NaN);
    if (!(cur === value || (cur === undefined && value == null) || (Number.isNaN(cur) && Number.isNaN(value)))) setText(value == null || Number.isNaN(value) ? "" : formatQty(value));
  }
  return (
    <Input
      inputMode="decimal"
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(e.target.value.trim() === "" ? undefined : (parseQty(e.target.value) ?? NaN));
      }}
    />
  );
}

/** Rules for a QtyInput: required (optional), > 0 (or ≥ 0 with allowZero), at most three decimals. */
export function useQtyRules(field: string, opts: { required?: boolean; allowZero?: boolean } = { required: true }): Rule[] {
  const { d } = useMaterialTexts();
  return [
    {
      validator: (_r, v?: number | null) => {
        if (v == null) return opts.required ? Promise.reject(new Error(d("common.required", { field }))) : Promise.resolve();
        if (Number.isNaN(v) || v < 0 || (v === 0 && !opts.allowZero)) return Promise.reject(new Error(d("common.qtyInvalid")));
        return Promise.resolve();
      },
    },
  ];
}

export function useOptions() {
  const { d } = useMaterialTexts();
  return {
    categories: materialCategories.map((v) => ({ value: v, label: d(`categories.${v}`) })),
    kinds: rangeKinds.map((v) => ({ value: v, label: d(`kinds.${v}`) })),
    purposes: outPurposes.map((v) => ({ value: v, label: d(`purposes.${v}`) })),
  };
}

/** The farm's materials as select options (name · spec · unit). */
export function MaterialSelect(props: SelectProps<string>) {
  const q = useCall(farmMaterial.materialSelListByParam, {});
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      loading={q.isLoading}
      options={(q.data ?? []).map((m) => ({ value: m.id, label: `${m.name}${m.spec ? ` · ${m.spec}` : ""}（${unitText(m.unit)}）` }))}
      {...props}
    />
  );
}

/** The farm's places of one kind (stores by default) as select options. */
export function RangeSelect({ kind, ...props }: SelectProps<string> & { kind?: RangeKind }) {
  const q = useCall(farmMaterial.rangeSelListByParam, kind ? { kind } : {});
  return <Select<string> showSearch optionFilterProp="label" loading={q.isLoading} options={(q.data ?? []).map((r) => ({ value: r.id, label: r.name }))} {...props} />;
}

/** The unit of a material id, from the farm's list (for labels next to quantities). */
export function useUnitOf() {
  const q = useCall(farmMaterial.materialSelListByParam, {});
  return (id?: string) => q.data?.find((m) => m.id === id)?.unit;
}
