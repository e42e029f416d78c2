import { farmMaterial, type RangeKind, type RangeView } from "@qinlian/contract";

import { App, Form, Input, Select, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";

import { invalidateCalls } from "../../../kit/invalidate";
import { Money } from "../../../kit/Money";
import { AddLink, EditDeleteActions } from "../../../kit/RowActions";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";

import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { materialReads, useOptions } from "./parts";
import { useMaterialTexts } from "./texts";

interface Filters {
  keyword?: string;
  kind?: RangeKind;
}

/** /farmingManage/storeManage: the farm's places (stores, poultry houses, ponds, fields). */
export default function StoreListPage() {
  const { d } = useMaterialTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const { kinds } = useOptions();
  const list = usePagedCall(farmMaterial.rangeSelListByPage, "farm.store");
  const del = useFormMutation(farmMaterial.rangeDelById);
  const remove = async (r: RangeView) => {
    if (!(await del.submit({ id: r.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...materialReads);
  };
  const columns: ColumnsType<RangeView> = [
    { title: d("store.name"), dataIndex: "name" },
    { title: d("store.kind"), dataIndex: "kind", width: 90, render: (v: RangeKind) => d(`kinds.${v}`) },
    { title: d("store.areaM2"), dataIndex: "areaM2", width: 100, render: (v: number | null) => v ?? "-" },
    { title: d("store.keeper"), dataIndex: "keeper", width: 100, render: (v: string | null) => v ?? "-" },
    { title: d("store.materials"), dataIndex: "materialCount", width: 100, render: (v: number, r) => (r.kind === "STORE" ? v : "-") },
    { title: d("store.stockValue"), dataIndex: "stockValueFen", width: 120, render: (v: number, r) => (r.kind === "STORE" ? <Money fen={v} /> : "-") },
    {
      title: d("common.actions"),
      key: "actions",
      width: 170,
      render: (_, r) => <EditDeleteActions editTo={`/farmingManage/storeManage/update/${r.id}`} onDelete={() => remove(r)} />,
    },
  ];
  return (
    <div>
      <PageHeader
        title={d("store.title")}
        extra={<AddLink to="/farmingManage/storeManage/add" testId="store-add" />}
      />
      <Typography.Paragraph type="secondary">{d("store.intro")}</Typography.Paragraph>
      <SearchBar form={form} testId="store" onSearch={(v) => list.search({ keyword: v.keyword?.trim() || undefined, kind: v.kind })}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={`${d("store.name")} / ${d("store.keeper")}`} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="kind">
          <Select allowClear placeholder={d("store.kind")} aria-label={d("store.kind")} style={{ width: 120 }} options={kinds} />
        </Form.Item>
      </SearchBar>
      <PagedTable<RangeView> data-testid="store-table" rowKey="id" columns={columns} list={list} emptyText={d("store.empty")} />
    </div>
  );
}
