import { farmMaterial, type MaterialCategory, type MaterialView } from "@qinlian/contract";

import { App, Checkbox, Form, Input, Select, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";

import { invalidateCalls } from "../../../kit/invalidate";
import { Money } from "../../../kit/Money";
import { AddLink, EditDeleteActions } from "../../../kit/RowActions";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";

import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { LowStockAlert } from "./LowStockAlert";
import { materialReads, qtyText, useOptions } from "./parts";
import { useMaterialTexts } from "./texts";

interface Filters {
  keyword?: string;
  category?: MaterialCategory;
  lowOnly?: boolean;
}

/** /farmingManage/material/index: the farm's materials (农资) with stock and the low-stock flag. */
export default function MaterialListPage() {
  const { d } = useMaterialTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const { categories } = useOptions();
  const list = usePagedCall(farmMaterial.materialSelListByPage, "farm.material");
  const del = useFormMutation(farmMaterial.materialDelById);
  const remove = async (m: MaterialView) => {
    if (!(await del.submit({ id: m.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...materialReads);
  };
  const columns: ColumnsType<MaterialView> = [
    {
      title: d("catalog.name"),
      dataIndex: "name",
      render: (name: string, m) => (
        <>
          <Space size={4} wrap>
            <span>{name}</span>
            {m.isLow && <ToneTag tone="red">{d("material.low")}</ToneTag>}
          </Space>
          <div>
            <Typography.Text type="secondary">{[m.spec, m.brand].filter(Boolean).join(" · ")}</Typography.Text>
          </div>
        </>
      ),
    },
    { title: d("catalog.category"), dataIndex: "category", width: 90, render: (v: MaterialCategory) => d(`categories.${v}`) },
    { title: d("material.stock"), dataIndex: "stock", width: 130, render: (v: number, m) => qtyText(v, m.unit) },
    { title: d("material.lowStock"), dataIndex: "lowStock", width: 130, render: (v: number | null, m) => qtyText(v, m.unit) },
    { title: d("material.stockValue"), dataIndex: "stockValueFen", width: 120, render: (v: number) => <Money fen={v} /> },
    {
      title: d("common.actions"),
      key: "actions",
      width: 130,
      render: (_, m) => <EditDeleteActions editTo={`/farmingManage/material/update/${m.id}`} onDelete={() => remove(m)} />,
    },
  ];
  return (
    <div>
      <PageHeader
        title={d("material.title")}
        extra={<AddLink to="/farmingManage/material/add" testId="material-add" />}
      />
      <LowStockAlert />
      <SearchBar form={form} testId="material" onSearch={(v) => list.search({ keyword: v.keyword?.trim() || undefined, category: v.category, lowOnly: v.lowOnly || undefined })}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("catalog.searchPlaceholder")} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="category">
          <Select allowClear placeholder={d("catalog.category")} aria-label={d("catalog.category")} style={{ width: 130 }} options={categories} />
        </Form.Item>
        <Form.Item name="lowOnly" valuePropName="checked">
          <Checkbox>{d("material.lowOnly")}</Checkbox>
        </Form.Item>
      </SearchBar>
      <PagedTable<MaterialView> data-testid="material-table" rowKey="id" columns={columns} list={list} emptyText={d("material.empty")} />
    </div>
  );
}
