import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Input, InputNumber, Space, Table, type TableColumnsType } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Money } from "./Money";
import { MoneyInput } from "./MoneyInput";
import { applyToAll, expandDims, MAX_SPECS, newSpecRow, parseDimValues, priceRange, specErrors, type SpecRow } from "./specTable";
import { syncValidator } from "./syncValidator";
import "./editors.texts";

export type { SpecRow } from "./specTable";

/** antd Form rule for a SpecTableEditor field: every problem of the table, one per line. */
export function useSpecRules(max = MAX_SPECS): Rule[] {
  const { t } = useTranslation();
  return [
    {
      validator: syncValidator((rows: SpecRow[] | undefined) => {
        const errs = specErrors(rows ?? [], max);
        if (errs.length) throw new Error(errs.map((e) => t(`kitEditors.spec.${e.key}`, e.params)).join("；"));
      }),
    },
  ];
}

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
  max?: number;
  /** The unit's name shown after stock (e.g. 羽, 袋). */
  unitName?: string;
  /** Show the optional member-price column. */
  memberPrice?: boolean;
}

/**
 * Edits a goods' specs (SKUs): name, unit price (yuan on screen, fen in the value), stock and code;
 * add and remove rows, set price/stock for all rows, or generate rows from options. Use it as a
 * Form.Item control with `useSpecRules()` so the form refuses to submit an invalid table.
 */
export function SpecTableEditor({ value, onChange, max = MAX_SPECS, unitName, memberPrice }: SpecTableEditorProps) {
  const { t } = useTranslation();
  const rows = value ?? [];
  const emit = (next: SpecRow[]) => onChange?.(next);
  const patch = (key: string, p: Partial<SpecRow>) => emit(rows.map((r) => (r.key === key ? { ...r, ...p } : r)));
  const [batch, setBatch] = useState<{ price?: number; stock?: number }>({});
  const [showDims, setShowDims] = useState(false);
  const range = priceRange(rows);

  const columns: TableColumnsType<SpecRow> = [
    { title: "#", width: 40, render: (_v, _r, i) => i + 1 },
    {
      title: t("kitEditors.spec.name"),
      dataIndex: "name",
      width: 200,
      render: (_v, r) => <Input value={r.name} maxLength={60} placeholder={t("kitEditors.spec.namePlaceholder")} onChange={(e) => patch(r.key, { name: e.target.value })} data-testid="spec-name" />,
    },
    {
      title: t("kitEditors.spec.price"),
      dataIndex: "price",
      width: 130,
      render: (_v, r) => <MoneyInput value={r.price} onChange={(price) => patch(r.key, { price })} data-testid="spec-price" />,
    },
    ...(memberPrice
      ? [
          {
            title: t("kitEditors.spec.memberPrice"),
            dataIndex: "memberPrice",
            width: 130,
            render: (_v: unknown, r: SpecRow) => (
              <MoneyInput value={r.memberPrice} placeholder={t("kitEditors.spec.memberPricePlaceholder")} onChange={(memberPrice) => patch(r.key, { memberPrice })} data-testid="spec-member-price" />
            ),
          },
        ]
      : []),
    {
      title: t("kitEditors.spec.stock"),
      dataIndex: "stock",
      width: 140,
      render: (_v, r) => (
        <InputNumber
          value={r.stock}
          min={0}
          max={999_999_999}
          precision={0}
          style={{ width: "100%" }}
          addonAfter={unitName}
          onChange={(v) => patch(r.key, { stock: v == null ? undefined : Number(v) })}
          data-testid="spec-stock"
        />
      ),
    },
    {
      title: t("kitEditors.spec.skuCode"),
      dataIndex: "skuCode",
      width: 130,
      render: (_v, r) => <Input value={r.skuCode} maxLength={40} placeholder={t("kitEditors.spec.skuPlaceholder")} onChange={(e) => patch(r.key, { skuCode: e.target.value })} />,
    },
    {
      title: t("kitEditors.spec.actions"),
      width: 64,
      render: (_v, r) => (
        <Button type="link" danger size="small" disabled={rows.length <= 1} onClick={() => emit(rows.filter((x) => x.key !== r.key))}>
          {t("kitEditors.spec.remove")}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="spec-table">
      <Space wrap style={{ marginBottom: 8 }}>
        <Button icon={<PlusOutlined />} disabled={rows.length >= max} onClick={() => emit([...rows, newSpecRow()])} data-testid="spec-add">
          {t("kitEditors.spec.add")}
        </Button>
        <Button onClick={() => setShowDims(!showDims)}>{t("kitEditors.spec.dims")}</Button>
        <span>{t("kitEditors.spec.batch")}:</span>
        <MoneyInput style={{ width: 130 }} placeholder={t("kitEditors.spec.batchPrice")} value={batch.price} onChange={(price) => setBatch({ ...batch, price })} />
        <InputNumber style={{ width: 120 }} min={0} precision={0} placeholder={t("kitEditors.spec.batchStock")} value={batch.stock} onChange={(v) => setBatch({ ...batch, stock: v == null ? undefined : Number(v) })} />
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
      <Table<SpecRow> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 840 }} locale={{ emptyText: t("kitEditors.spec.empty") }} />
    </div>
  );
}
