import { manufacturer, manufacturerTypes, type Manufacturer, type ManufacturerType } from "@qinlian/contract";

import { App, Button, Form, Input, Select, Space, Typography } from "antd";
import { ToneTag } from "../../../kit/ToneTag";
import type { ColumnsType } from "antd/es/table";

import { AreaCascader } from "../../../kit/AreaCascader";
import { invalidateCalls } from "../../../kit/invalidate";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { AddLink, EditDeleteActions } from "../../../kit/RowActions";
import { PageHeader } from "../../../kit/PageHeader";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useDataTexts } from "./texts";

import { useFormMutation } from "../../../kit/useFormMutation";

interface Filters {
  keyword?: string;
  type?: ManufacturerType;
  areaCode?: string;
}

export const manufacturerReads = [manufacturer.selByParams, manufacturer.selListByParam, manufacturer.selDefault, manufacturer.selById];

/** /setup/manufacturerList: the member's farms, searchable, paged; edit, set default, delete. */
export default function ManufacturerListPage() {
  const { d } = useDataTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(manufacturer.selByParams, "setup.manufacturerList");
  const upd = useFormMutation(manufacturer.updById);
  const del = useFormMutation(manufacturer.delById);

  const makeDefault = async (m: Manufacturer) => {
    if (!(await upd.submit({ id: m.id, isDefault: true }))) return;
    void message.success(d("common.defaultSet"));
    await invalidateCalls(...manufacturerReads);
  };
  const remove = async (m: Manufacturer) => {
    if (!(await del.submit({ id: m.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...manufacturerReads);
  };

  const columns: ColumnsType<Manufacturer> = [
    {
      title: d("mfr.name"),
      dataIndex: "name",
      render: (name: string, m) => (
        <Space>
          <span>{name}</span>
          {m.isDefault && <ToneTag tone="volcano">{d("common.default")}</ToneTag>}
        </Space>
      ),
    },
    { title: d("mfr.type"), dataIndex: "type", width: 110, render: (v: ManufacturerType) => d(`mfr.types.${v}`) },
    {
      title: d("mfr.scale"),
      key: "scale",
      render: (_, m) => d("mfr.scaleText", { stock: m.stockOnHand ?? "-", barns: m.barnCount ?? "-", mu: m.areaMu ?? "-" }),
    },
    {
      title: d("mfr.address"),
      key: "address",
      render: (_, m) => (
        <>
          <div>{m.areaName}</div>
          <Typography.Text type="secondary">{m.address}</Typography.Text>
        </>
      ),
    },
    {
      title: d("mfr.contactName"),
      key: "contact",
      width: 150,
      render: (_, m) => (
        <>
          <div>{m.contactName}</div>
          <Typography.Text type="secondary">{m.contactPhone}</Typography.Text>
        </>
      ),
    },
    {
      title: d("common.actions"),
      key: "actions",
      width: 200,
      render: (_, m) => (
        <EditDeleteActions editTo={`/setup/manufacturerList/update/${m.id}`} onDelete={() => remove(m)}>
          {!m.isDefault && (
            <Button type="link" size="small" onClick={() => void makeDefault(m)} data-testid={`mfr-default-${m.id}`}>
              {d("common.setDefault")}
            </Button>
          )}
        </EditDeleteActions>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={d("mfr.title")}
        extra={<AddLink to="/setup/manufacturerList/add" testId="mfr-add" />}
      />
      <Typography.Paragraph type="secondary">{d("mfr.intro")}</Typography.Paragraph>
      <SearchBar form={form} testId="mfr" onSearch={(v) => list.search({ keyword: v.keyword?.trim() || undefined, type: v.type, areaCode: v.areaCode || undefined })}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("mfr.searchPlaceholder")} style={{ width: 200 }} data-testid="mfr-keyword" />
        </Form.Item>
        <Form.Item name="type">
          <Select
            allowClear
            placeholder={d("mfr.type")}
            aria-label={d("mfr.type")}
            style={{ width: 140 }}
            options={manufacturerTypes.map((v) => ({ value: v, label: d(`mfr.types.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="areaCode">
          <AreaCascader changeOnSelect placeholder={d("mfr.area")} aria-label={d("mfr.area")} style={{ width: 220 }} />
        </Form.Item>
      </SearchBar>
      <PagedTable<Manufacturer> data-testid="mfr-table" rowKey="id" columns={columns} list={list} emptyText={d("mfr.empty")} />
    </div>
  );
}
