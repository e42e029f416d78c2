import type { DataTemplate } from "@qinlian/contract";
import { DatePicker, Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";

/** The form items of one detail template, with the template's own rules (required, limits). */
export function TemplateFields({ template }: { template: DataTemplate }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      {template.fields.map((f) => {
        const label = pick({ zh: f.label, en: f.labelEn }, lang);
        const rules = f.required ? [{ required: true, message: t("common.required", { field: label }) }] : [];
        const options = f.options?.map((o) => ({ value: o.value, label: pick({ zh: o.label, en: o.labelEn }, lang) }));
        const unit = f.unit ? pick({ zh: f.unit, en: f.unitEn ?? f.unit }, lang) : undefined;
        return (
          <Form.Item key={f.key} name={f.key} label={label} rules={rules}>
            {f.kind === "text" ? (
              <Input maxLength={f.max ?? undefined} showCount={!!f.max} />
            ) : f.kind === "textarea" ? (
              <Input.TextArea maxLength={f.max ?? undefined} showCount={!!f.max} rows={3} />
            ) : f.kind === "number" ? (
              <InputNumber min={f.min ?? undefined} max={f.max ?? undefined} precision={f.integer ? 0 : undefined} addonAfter={unit} style={{ width: "100%" }} />
            ) : f.kind === "date" ? (
              <DatePicker style={{ width: "100%" }} />
            ) : (
              <Select options={options} mode={f.kind === "multiSelect" ? "multiple" : undefined} allowClear />
            )}
          </Form.Item>
        );
      })}
    </>
  );
}
