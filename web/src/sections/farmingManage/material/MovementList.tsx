import { farmMaterial, type In, type MovementKind, type MovementView, type OutPurpose } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, DatePicker, Form, Input, Popconfirm, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import { invalidateCalls } from "../../../kit/invalidate";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { LowStockAlert } from "./LowStockAlert";
import { MaterialSelect, RangeSelect, materialReads, qtyText } from "./parts";
import { useMaterialTexts } from "./texts";

type RecordFilters = Omit<In<typeof farmMaterial.recordSelListByPage>, "pageNum" | "pageSize">;

interface Filters {
  keyword?: string;
  materialId?: string;
  storeId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** The stock-in or stock-out list (入库管理 / 出库管理), `base` being its route. */
export function MovementList({ kind, base }: { kind: MovementKind; base: string }) {
  const { t, d } = useMaterialTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Omit<RecordFilters, "kind">>({});
  const list = usePagedCall(farmMaterial.recordSelListByPage, `farm.movement.${kind}`, { input: { kind, ...filters } });
  const del = useFormMutation(farmMaterial.recordDelById);
  const remove = async (r: MovementView) => {
    if (!(await del.submit({ id: r.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...materialReads);
  };
  const search = (v: Filters) =>
    setFilters({
      keyword: v.keyword?.trim() || undefined,
      materialId: v.materialId,
      storeId: v.storeId,
      dateFrom: v.dates?.[0]?.format("YYYY-MM-DD"),
      dateTo: v.dates?.[1]?.format("YYYY-MM-DD"),
    });
  const columns: ColumnsType<MovementView> = [
    { title: d("record.date"), dataIndex: "date", width: 110 },
    {
      title: d("record.material"),
      dataIndex: "materialName",
      render: (name: string, r) => (
        <>
          <div>
            {name}
            {r.spec ? ` · ${r.spec}` : ""}
          </div>
          {r.refKind && <Typography.Text type="secondary">{d("record.fromRef")}</Typography.Text>}
        </>
      ),
    },
    { title: d("record.store"), dataIndex: "storeName", width: 100 },
    {
      title: d("record.batchNo"),
      dataIndex: "batchNo",
      width: 140,
      render: (v: string | null, r) => (kind === "OUT" && r.parts.length ? r.parts.map((p) => `${p.batchNo || d("stock.noBatch")}: ${qtyText(p.quantity)}`).join("；") : v || "-"),
    },
    { title: d("record.quantity"), dataIndex: "quantity", width: 120, render: (v: number, r) => qtyText(v, r.unit) },
    { title: d("record.cost"), dataIndex: "costFen", width: 110, render: (v: number) => <Money fen={v} /> },
    kind === "IN"
      ? { title: d("record.supplier"), dataIndex: "supplier", width: 140, render: (v: string | null) => v ?? "-" }
      : { title: d("record.purpose"), dataIndex: "purpose", width: 120, render: (v: OutPurpose | null, r) => [v ? d(`purposes.${v}`) : "", r.rangeName ?? ""].filter(Boolean).join(" · ") || "-" },
    { title: d("record.operator"), dataIndex: "operator", width: 90, render: (v: string | null) => v ?? "-" },
    {
      title: d("common.actions"),
      key: "actions",
      width: 130,
      render: (_, r) =>
        r.refKind ? null : (
          <Space size={0} wrap>
            <Link to={`${base}/update/${r.id}`}>
              <Button type="link" size="small">
                {d("common.edit")}
              </Button>
            </Link>
            <Popconfirm title={d("common.deleteConfirm")} onConfirm={untilSettled(() => remove(r))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
              <Button type="link" size="small" danger>
                {d("common.delete")}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <div>
      <PageHeader
        title={d(kind === "IN" ? "record.inTitle" : "record.outTitle")}
        extra={
          <Link to={`${base}/add`}>
            <Button type="primary" icon={<PlusOutlined />} data-testid={`movement-add-${kind}`}>
              {d(kind === "IN" ? "record.inAdd" : "record.outAdd")}
            </Button>
          </Link>
        }
      />
      <LowStockAlert />
      <SearchBar form={form} testId={`movement-${kind}`} onSearch={search}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("common.keyword")} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="materialId">
          <MaterialSelect allowClear placeholder={d("record.material")} aria-label={d("record.material")} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="storeId">
          <RangeSelect kind="STORE" allowClear placeholder={d("record.store")} aria-label={d("record.store")} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker aria-label={d("record.dateRange")} style={{ width: 240 }} />
        </Form.Item>
      </SearchBar>
      <PagedTable<MovementView> data-testid={`movement-table-${kind}`} rowKey="id" columns={columns} list={list} emptyText={d("record.empty")} />
    </div>
  );
}
