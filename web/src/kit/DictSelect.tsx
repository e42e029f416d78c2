import { system } from "@qinlian/contract";
import { Select } from "antd";
import { AriaRequiredBox, fieldAriaOf } from "./FieldSelect";
import { CheckGroup } from "./CheckGroup";
import { useTranslation } from "react-i18next";
import { useCall } from "../api";
import { pick } from "../i18n";
import "./editors.texts";

/** A platform dictionary's items (UNIT, LOGISTICS …), cached for the session. */
export function useDict(dictId: string) {
  return useCall(system.dictItems, { dictId }, { staleTime: 30 * 60_000 });
}

/** The display name of a dictionary code (the code itself while loading or when unknown). */
export function useDictName(dictId: string): (code: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const q = useDict(dictId);
  return (code) => {
    if (!code) return "-";
    const item = q.data?.find((i) => i.code === code);
    return item ? pick({ zh: item.name, en: item.nameEn ?? item.name }, i18n.language) : code;
  };
}

type SingleProps = { mode?: undefined; value?: string | null; onChange?: (code: string | undefined) => void };
type MultiProps = { mode: "multiple"; value?: string[]; onChange?: (codes: string[]) => void };

/** A select over one dictionary; `mode="multiple"` for several codes. */
export function DictSelect(
  props: { dictId: string; placeholder?: string; allowClear?: boolean; style?: React.CSSProperties; id?: string; "aria-label"?: string; "aria-required"?: boolean; "data-testid"?: string } & (SingleProps | MultiProps),
) {
  const { t, i18n } = useTranslation();
  const q = useDict(props.dictId);
  const options = (q.data ?? []).map((i) => ({ value: i.code, label: pick({ zh: i.name, en: i.nameEn ?? i.name }, i18n.language) }));
  return (
    <AriaRequiredBox {...fieldAriaOf(props)}>
      <Select
        id={props.id}
        aria-label={props["aria-label"]}
        data-testid={props["data-testid"]}
        style={{ minWidth: 120, ...props.style }}
        loading={q.isLoading}
        options={options}
        mode={props.mode}
        allowClear={props.allowClear}
        showSearch
        optionFilterProp="label"
        placeholder={props.placeholder ?? t("kitEditors.picker.dict")}
        value={props.value ?? undefined}
        onChange={(v: string | string[] | undefined) => (props.onChange as ((x: unknown) => void) | undefined)?.(v ?? (props.mode ? [] : undefined))}
      />
    </AriaRequiredBox>
  );
}

/** Checkboxes over one dictionary (a short list such as LOGISTICS). */
export function DictCheckboxes({ dictId, value, onChange, ...rest }: { dictId: string; value?: string[]; onChange?: (codes: string[]) => void; id?: string; "aria-label"?: string }) {
  const { i18n } = useTranslation();
  const q = useDict(dictId);
  return (
    <CheckGroup
      id={rest.id}
      aria-label={rest["aria-label"]}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={(q.data ?? []).map((i) => ({ value: i.code, label: pick({ zh: i.name, en: i.nameEn ?? i.name }, i18n.language) }))}
    />
  );
}
