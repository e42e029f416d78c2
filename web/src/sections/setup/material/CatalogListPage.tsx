import { farmMaterial, type CatalogView, type MaterialCategory } from "@qinlian/contract";

import { App, Form, Input, Select, Typography } from "antd";
import { unitText } from "../../../kit/units";
import type { ColumnsType } from "antd/es/table";

import { invalidateCalls } from "../../../kit/invalidate";
import { Money } from "../../../kit/Money";
import { AddLink, EditDeleteActions } from "../../../kit/RowActions";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";

import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { materialReads, useOptions } from "../../farmingManage/material/parts";
import { useMaterialTexts } from "../../farmingManage/material/texts";

interface Filters {
  keyword?: string;
  category?: MaterialCategory;
}

/** /setup/material/index: the member's material catalogue (物料管理). */
export default function CatalogListPage() {
  const { d } = useMaterialTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const { categories } = useOptions();
  const list = usePagedCall(farmMaterial.catalogSelListByPage, "setup.material");
  const del = useFormMutation(farmMaterial.catalogDelById);
  const remove = async (c: CatalogView) => {
    if (!(await del.submit({ id: c.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...materialReads);
  };
  const columns: ColumnsType<CatalogView> = [
    {
      title: d("catalog.name"),
      dataIndex: "name",
      render: (name: string, c) => (
        <>
          <div>{name}</div>
          <Typography.Text type="secondary">{[c.spec, c.brand, c.maker].filter(Boolean).join(" · ")}</Typography.Text>
        </>
      ),
    },
    { title: d("catalog.category"), dataIndex: "category", width: 90, render: (v: MaterialCategory) => d(`categories.${v}`) },
    { title: d("catalog.unit"), dataIndex: "unit", width: 80, render: (u: string) => unitText(u) },
    { title: d("catalog.unitPrice"), dataIndex: "unitPriceFen", width: 130, render: (v: number | null) => (v == null ? "-" : <Money fen={v} />) },
    { title: d("catalog.farmUse"), dataIndex: "farmUseCount", width: 90 },
    {
      title: d("common.actions"),
      key: "actions",
      width: 130,
      render: (_, c) => <EditDeleteActions editTo={`/setup/material/update/${c.id}`} onDelete={() => remove(c)} />,
    },
  ];
  return (
    <div>
      <PageHeader
        title={d("catalog.title")}
        extra={<AddLink to="/setup/material/add" testId="catalog-add" />}
      />
      <Typography.Paragraph type="secondary">{d("catalog.intro")}</Typography.Paragraph>
      <SearchBar form={form} testId="catalog" onSearch={(v) => list.search({ keyword: v.keyword?.trim() || undefined, category: v.category })}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("catalog.searchPlaceholder")} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="category">
          <Select allowClear placeholder={d("catalog.category")} aria-label={d("catalog.category")} style={{ width: 130 }} options={categories} />
        </Form.Item>
      </SearchBar>
      <PagedTable<CatalogView> data-testid="catalog-table" rowKey="id" columns={columns} list={list} emptyText={d("catalog.empty")} />
    </div>
  );
}
