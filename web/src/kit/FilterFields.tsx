import { Button, Form, Input, Popconfirm, Select } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { untilSettled } from "./untilSettled";

/** A search bar's keyword box (form item "keyword"): labelled by its placeholder, trimmed by the page. */
export function KeywordField({ label, max, width = 200 }: { label: string; max: number; width?: number }) {
  return (
    <Form.Item name="keyword" rules={[{ max }]}>
      <Input allowClear placeholder={label} aria-label={label} maxLength={max} style={{ width }} />
    </Form.Item>
  );
}

/** A search bar's choice of one value (a state, a kind …), labelled by its placeholder. */
export function OptionField<V extends string>({ name, label, options, width = 130 }: { name: string; label: string; options: readonly { value: V; label: string }[]; width?: number }) {
  return (
    <Form.Item name={name}>
      <Select allowClear aria-label={label} placeholder={label} style={{ width }} options={[...options]} />
    </Form.Item>
  );
}

/** A table row's delete link, asking first; the link stays busy until `onConfirm` settles. */
export function DeleteLink({ confirm, onConfirm, children, testId }: { confirm: ReactNode; onConfirm: () => Promise<unknown>; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={confirm} onConfirm={untilSettled(onConfirm)} okText={t("common.confirm")} cancelText={t("common.cancel")}>
      <Button type="link" size="small" danger data-testid={testId}>
        {children}
      </Button>
    </Popconfirm>
  );
}
