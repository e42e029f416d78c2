import { system } from "@qinlian/contract";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useCall } from "../api";
import "./editors.texts";

/** Picks several provinces (e.g. a delivery range); the value is their area codes. */
export function ProvinceSelect({ value, onChange, ...rest }: { value?: string[]; onChange?: (codes: string[]) => void; "data-testid"?: string }) {
  const { t } = useTranslation();
  const q = useCall(system.areas, {}, { staleTime: 60 * 60_000 });
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      value={value}
      onChange={(v: string[]) => onChange?.(v)}
      loading={q.isLoading}
      optionFilterProp="label"
      options={(q.data ?? []).map((a) => ({ value: a.code, label: a.name }))}
      placeholder={t("kitEditors.picker.provinces")}
      style={{ width: "100%" }}
    />
  );
}
