import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Col, Form, Grid, Input, InputNumber, Row, Space, Table, Typography, type TableColumnsType } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Money } from "./Money";
import { MoneyInput } from "./MoneyInput";
import { applyToAll, badCells, expandDims, MAX_SPECS, newSpecRow, parseDimValues, priceRange, specErrors, type SpecColumn, type SpecError, type SpecRow } from "./specTable";
import { syncValidator } from "./syncValidator";
import "./editors.texts";

export type { SpecRow } from "./specTable";

/**
 * antd Form rule for a SpecTableEditor field: one short line per kind of problem (the cells
 * themselves turn red). Give the Form.Item `validateTrigger={SPEC_VALIDATE_TRIGGER}` so the table is
 * checked on submit, not while a new row is still empty; once it shows errors it re-checks as you type.
 */
export function useSpecRules(max = MAX_SPECS): Rule[] {
  const { t } = useTranslation();
  return [
    {
      validator: syncValidator((rows: SpecRow[] | undefined) => {
        const errs = specErrors(rows ?? [], max);
        if (!errs.length) return;
        const lines = new Map<string, string>();
        const order: SpecError["key"][] = ["empty", "tooMany", "nameRequired", "nameDuplicate", "priceRequired", "memberPriceInvalid", "stockRequired"];
        for (const e of [...errs].sort((x, y) => order.indexOf(x.key) - order.indexOf(y.key))) {
          const id = e.key === "nameDuplicate" ? `${e.key}:${String(e.params.name)}` : e.key;
          if (!lines.has(id)) lines.set(id, t(`kitEditors.spec.short.${e.key}`, e.params));
        }
        throw new Error([...lines.values()].join("；"));
      }),
    },
  ];
}

/** The Form.Item trigger the editor fires after a change once the table shows errors. */
export const SPEC_VALIDATE_TRIGGER = "onRevalidate";

interface DimDraft {
  name: string;
  values: string;
}

/** Builds rows from options (包装 × 性别 …): the cartesian product, keeping rows that already exist. */
function DimGenerator({ rows, onChange }: { rows: SpecRow[]; onChange: (rows: SpecRow[]) => void }) {
  const { t } = useTranslation();
  const [dims, setDims] = useState<DimDraft[]>([{ name: "", values: "" }]);
  const set = (i: number, patch: Partial<DimDraft>) => setDims(dims.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Space direction="vertical" style={{ width: "100%" }} data-testid="spec-dims">
      {dims.map((d, i) => (
        <Space.Compact key={i} style={{ width: "100%" }}>
          <Input style={{ width: 200 }} placeholder={t("kitEditors.spec.dimName")} value={d.name} maxLength={20} onChange={(e) => set(i, { name: e.target.value })} />
          <Input placeholder={t("kitEditors.spec.dimValues")} value={d.values} maxLength={200} onChange={(e) => set(i, { values: e.target.value })} />
          <Button icon={<DeleteOutlined />} disabled={dims.length === 1} onClick={() => setDims(dims.filter((_, j) => j !== i))} aria-label={t("kitEditors.spec.remove")} />
        </Space.Compact>
      ))}
      <Space>
        <Button size="small" disabled={dims.length >= 3} onClick={() => setDims([...dims, { name: "", values: "" }])}>
          {t("kitEditors.spec.addDim")}
        </Button>
        <Button size="small" type="primary" ghost onClick={() => onChange(expandDims(dims.map((d) => ({ name: d.name, values: parseDimValues(d.values) })), rows))}>
          {t("kitEditors.spec.generate")}
        </Button>
      </Space>
    </Space>
  );
}

export interface SpecTableEditorProps {
  value?: SpecRow[];
  onChange?: (rows: SpecRow[]) => void;
  /** Injected by Form.Item when its validateTrigger is SPEC_VALIDATE_TRIGGER. */
  onRevalidate?: () => void;
  max?: number;
  /** The unit's name shown after stock (e.g. 羽, 袋). */
  unitName?: string;
  /** Show the optional member-price column. */
  memberPrice?: boolean;
  /** Show the unit-weight column (kilograms on screen, grams in the value), for weight-based freight. */
  weight?: boolean;
}

/**
 * Edits a goods' specs (SKUs): name, unit price (yuan on screen, fen in the value), stock and code;
 * add and remove rows, set price/stock for all rows, or generate rows from options. Use it as a
 * Form.Item control with `useSpecRules()` and `validateTrigger={SPEC_VALIDATE_TRIGGER}`: after a
 * failed submit only the cells that break a rule turn red. A table on wide screens, cards on phones.
 */
export function SpecTableEditor({ value, onChange, onRevalidate, max = MAX_SPECS, unitName, memberPrice, weight }: SpecTableEditorProps) {
  const { t } = useTranslation();
  const rows = value ?? [];
  const { status } = Form.Item.useStatus();
  const showErrors = status === "error";
  const bad = showErrors ? badCells(rows) : new Map<string, Set<SpecColumn>>();
  const cell = (r: SpecRow, c: SpecColumn) => (bad.get(r.key)?.has(c) ? ("error" as const) : undefined);
  const emit = (next: SpecRow[]) => {
    onChange?.(next);
    if (showErrors) onRevalidate?.();
  };
  const patch = (key: string, p: Partial<SpecRow>) => emit(rows.map((r) => (r.key === key ? { ...r, ...p } : r)));
  const [batch, setBatch] = useState<{ price?: number; stock?: number }>({});
  const [showDims, setShowDims] = useState(false);
  const phone = Grid.useBreakpoint().md === false;
  const range = priceRange(rows);

  const nameInput = (r: SpecRow) => (
    <Input value={r.name} maxLength={60} status={cell(r, "name")} placeholder={t("kitEditors.spec.namePlaceholder")} aria-label={t("kitEditors.spec.name")} onChange={(e) => patch(r.key, { name: e.target.value })} data-testid="spec-name" />
  );
  const priceInput = (r: SpecRow) => <MoneyInput value={r.price} status={cell(r, "price")} aria-label={t("kitEditors.spec.price")} onChange={(price) => patch(r.key, { price })} data-testid="spec-price" />;
  const memberPriceInput = (r: SpecRow) => (
    <MoneyInput
      value={r.memberPrice}
      status={cell(r, "memberPrice")}
      placeholder={t("kitEditors.spec.memberPricePlaceholder")}
      aria-label={t("kitEditors.spec.memberPrice")}
      onChange={(memberPrice) => patch(r.key, { memberPrice })}
      data-testid="spec-member-price"
    />
  );
  const stockInput = (r: SpecRow) => (
    <InputNumber
      value={r.stock}
      min={0}
      max={999_999_999}
      precision={0}
      status={cell(r, "stock")}
      style={{ width: "100%" }}
      addonAfter={unitName}
      aria-label={t("kitEditors.spec.stock")}
      onChange={(v) => patch(r.key, { stock: v == null ? undefined : Number(v) })}
      data-testid="spec-stock"
    />
  );
  const weightInput = (r: SpecRow) => (
    <InputNumber
      value={r.weightGrams == null ? undefined : r.weightGrams / 1000}
      min={0}
      max={100_000}
      precision={3}
      step={0.5}
      placeholder={t("kitEditors.spec.weightPlaceholder")}
      style={{ width: "100%" }}
      aria-label={t("kitEditors.spec.weight")}
      onChange={(v) => patch(r.key, { weightGrams: v == null ? undefined : Math.round(Number(v) * 1000) })}
      data-testid="spec-weight"
    />
  );
  const skuInput = (r: SpecRow) => (
    <Input value={r.skuCode} maxLength={40} placeholder={t("kitEditors.spec.skuPlaceholder")} aria-label={t("kitEditors.spec.skuCode")} onChange={(e) => patch(r.key, { skuCode: e.target.value })} data-testid="spec-sku" />
  );
  const removeButton = (r: SpecRow) => (
    <Button type="text" danger icon={<DeleteOutlined />} disabled={rows.length <= 1} onClick={() => emit(rows.filter((x) => x.key !== r.key))} aria-label={t("kitEditors.spec.remove")} title={t("kitEditors.spec.remove")} data-testid="spec-remove" />
  );

  const columns: TableColumnsType<SpecRow> = [
    { title: "#", width: 36, render: (_v, _r, i) => i + 1 },
    { title: t("kitEditors.spec.name"), dataIndex: "name", render: (_v, r) => nameInput(r) },
    { title: t("kitEditors.spec.price"), dataIndex: "price", width: 118, render: (_v, r) => priceInput(r) },
    ...(memberPrice ? [{ title: t("kitEditors.spec.memberPrice"), dataIndex: "memberPrice", width: 118, render: (_v: unknown, r: SpecRow) => memberPriceInput(r) }] : []),
    { title: t("kitEditors.spec.stock"), dataIndex: "stock", width: unitName ? 150 : 110, render: (_v, r) => stockInput(r) },
    ...(weight ? [{ title: t("kitEditors.spec.weight"), dataIndex: "weightGrams", width: 100, render: (_v: unknown, r: SpecRow) => weightInput(r) }] : []),
    { title: t("kitEditors.spec.skuCode"), dataIndex: "skuCode", width: 120, render: (_v, r) => skuInput(r) },
    { title: <span className="ql-sr-only">{t("kitEditors.spec.actions")}</span>, width: 48, render: (_v, r) => removeButton(r) },
  ];
  const label = (text: string) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );

  return (
    // Only the cells that break a rule turn red, not every input inside the errored form item.
    <Form.Item noStyle validateStatus="">
    <div data-testid="spec-table">
      <Space wrap style={{ marginBottom: 8 }}>
        <Button icon={<PlusOutlined />} disabled={rows.length >= max} onClick={() => emit([...rows, newSpecRow()])} data-testid="spec-add">
          {t("kitEditors.spec.add")}
        </Button>
        <Button onClick={() => setShowDims(!showDims)}>{t("kitEditors.spec.dims")}</Button>
        <span>{t("kitEditors.spec.batch")}:</span>
        <MoneyInput style={{ width: 120 }} placeholder={t("kitEditors.spec.batchPrice")} aria-label={t("kitEditors.spec.batchPrice")} value={batch.price} onChange={(price) => setBatch({ ...batch, price })} />
        <InputNumber style={{ width: 110 }} min={0} precision={0} placeholder={t("kitEditors.spec.batchStock")} aria-label={t("kitEditors.spec.batchStock")} value={batch.stock} onChange={(v) => setBatch({ ...batch, stock: v == null ? undefined : Number(v) })} />
        <Button
          disabled={(batch.price === undefined || Number.isNaN(batch.price)) && batch.stock === undefined}
          onClick={() => emit(applyToAll(rows, { price: batch.price !== undefined && !Number.isNaN(batch.price) ? batch.price : undefined, stock: batch.stock }))}
        >
          {t("kitEditors.spec.apply")}
        </Button>
        {range && (
          <span>
            <Money fen={range[0]} />
            {range[1] !== range[0] && (
              <>
                {" – "}
                <Money fen={range[1]} />
              </>
            )}
          </span>
        )}
      </Space>
      {showDims && (
        <Card size="small" style={{ marginBottom: 8 }}>
          <DimGenerator rows={rows} onChange={emit} />
        </Card>
      )}
      {phone ? (
          <Space direction="vertical" style={{ width: "100%" }} data-testid="spec-cards">
            {rows.length === 0 && <Typography.Text type="secondary">{t("kitEditors.spec.empty")}</Typography.Text>}
            {rows.map((r, i) => (
              <Card key={r.key} size="small" title={t("kitEditors.spec.row", { n: i + 1 })} extra={removeButton(r)} data-testid="spec-card">
                <Space direction="vertical" style={{ width: "100%" }} size={8}>
                  <div>
                    {label(t("kitEditors.spec.name"))}
                    {nameInput(r)}
                  </div>
                  <Row gutter={8}>
                    <Col span={12}>
                      {label(t("kitEditors.spec.price"))}
                      {priceInput(r)}
                    </Col>
                    {memberPrice && (
                      <Col span={12}>
                        {label(t("kitEditors.spec.memberPrice"))}
                        {memberPriceInput(r)}
                      </Col>
                    )}
                  </Row>
                  <Row gutter={8}>
                    <Col span={12}>
                      {label(t("kitEditors.spec.stock"))}
                      {stockInput(r)}
                    </Col>
                    <Col span={12}>
                      {label(t("kitEditors.spec.skuCode"))}
                      {skuInput(r)}
                    </Col>
                  </Row>
                  {weight && (
                    <div>
                      {label(t("kitEditors.spec.weight"))}
                      {weightInput(r)}
                    </div>
                  )}
                </Space>
              </Card>
            ))}
          </Space>
        ) : (
          <Table<SpecRow> rowKey="key" size="small" tableLayout="fixed" columns={columns} dataSource={rows} pagination={false} scroll={{ x: weight ? 820 : 720 }} locale={{ emptyText: t("kitEditors.spec.empty") }} />
        )}
    </div>
    </Form.Item>
  );
}
