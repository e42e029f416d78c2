import { manufacturer, manufacturerTypes, type Manufacturer, type ManufacturerType } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Popconfirm, Select, Space, Switch, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { Link } from "react-router";
import { queryClient } from "../../../app/query";
import { AreaCascader } from "../../../kit/AreaCascader";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { untilSettled } from "../../../kit/untilSettled";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useDataTexts } from "../memberData/texts";
import { useWorkTexts } from "../../farmingManage/work/texts";

interface Filters {
  keyword?: string;
  type?: ManufacturerType;
  areaCode?: string;
}

/** Where the farm screens live: the add / detail / update routes take `?id=`. */
export const FARM_BASE = "/setup/farmList";
export const farmPath = (page: "add" | "detail" | "update", id?: string) => `${FARM_BASE}/${page}${id ? `?id=${encodeURIComponent(id)}` : ""}`;

/**
 * After a farm changes (above all the default one), every farm screen's reads are stale: they all read
 * "the current farm". Drops the whole query cache's freshness.
 */
export const afterFarmChange = () => queryClient.invalidateQueries();

/**
 * The identity's farms (生产主体) through the farm side's calls (/api/pdmg/base/manufacturer/*): search,
 * paging, the default switch (设为默认 = the current farm of every farm screen), edit, delete (refused
 * by the server while the farm still holds plots, batches, records or stock — its message says which).
 * Used by /setup/farmList and /farmingManage/farmList; it could serve /setup/manufacturerList too.
 */
export function FarmList({ title, listKey }: { title: string; listKey: string }) {
  const { d } = useDataTexts();
  const w = useWorkTexts();
  const { t } = w;
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [filtered, setFiltered] = useState(false);
  const list = usePagedCall(manufacturer.farmSelByPageNoBoId, listKey);
  const upd = useFormMutation(manufacturer.farmUpdById);
  const del = useFormMutation(manufacturer.farmDelById);

  const makeDefault = async (m: Manufacturer) => {
    if (!(await upd.submit({ id: m.id, isDefault: true }))) return;
    void message.success(w.d("farm.switched", { name: m.name }));
    await afterFarmChange();
  };
  const remove = async (m: Manufacturer) => {
    if (!(await del.submit({ id: m.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await afterFarmChange();
  };

  const columns: ColumnsType<Manufacturer> = [
    {
      title: d("mfr.name"),
      dataIndex: "name",
      render: (name: string, m) => (
        <Space wrap size={4}>
          <Link to={farmPath("detail", m.id)} data-testid={`farm-link-${m.id}`}>
            {name}
          </Link>
          {m.isDefault && <ToneTag tone="volcano">{w.d("farm.current")}</ToneTag>}
        </Space>
      ),
    },
    { title: d("mfr.type"), dataIndex: "type", width: 110, render: (v: ManufacturerType) => d(`mfr.types.${v}`) },
    {
      title: d("mfr.scale"),
      key: "scale",
      responsive: ["lg"],
      render: (_, m) => d("mfr.scaleText", { stock: m.stockOnHand ?? "-", barns: m.barnCount ?? "-", mu: m.areaMu ?? "-" }),
    },
    {
      title: d("mfr.address"),
      key: "address",
      responsive: ["md"],
      render: (_, m) => (
        <>
          <div>{m.areaName}</div>
          <Typography.Text type="secondary">{m.address}</Typography.Text>
        </>
      ),
    },
    {
      title: w.d("farm.setCurrent"),
      key: "default",
      width: 100,
      render: (_, m) => (
        <Switch
          checked={m.isDefault}
          disabled={m.isDefault}
          loading={upd.isPending}
          onChange={() => void makeDefault(m)}
          aria-label={`${w.d("farm.setCurrent")} ${m.name}`}
          data-testid={`farm-default-${m.id}`}
        />
      ),
    },
    {
      title: d("common.actions"),
      key: "actions",
      width: 140,
      render: (_, m) => (
        <Space size={0} wrap>
          <Link to={farmPath("update", m.id)}>
            <Button type="link" size="small" data-testid={`farm-edit-${m.id}`}>
              {d("common.edit")}
            </Button>
          </Link>
          <Popconfirm title={d("common.deleteConfirm")} onConfirm={untilSettled(() => remove(m))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
            <Button type="link" size="small" danger data-testid={`farm-del-${m.id}`}>
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
        title={title}
        extra={
          <Link to={farmPath("add")}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="farm-add">
              {d("common.add")}
            </Button>
          </Link>
        }
      />
      <Typography.Paragraph type="secondary">{w.d("farm.intro")}</Typography.Paragraph>
      <SearchBar
        form={form}
        testId="farm"
        onSearch={(v) => {
          setFiltered(!!(v.keyword?.trim() || v.type || v.areaCode));
          list.search({ keyword: v.keyword?.trim() || undefined, type: v.type, areaCode: v.areaCode || undefined });
        }}
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("mfr.searchPlaceholder")} style={{ width: 200 }} data-testid="farm-keyword" />
        </Form.Item>
        <Form.Item name="type">
          <Select allowClear placeholder={d("mfr.type")} aria-label={d("mfr.type")} style={{ width: 140 }} options={manufacturerTypes.map((v) => ({ value: v, label: d(`mfr.types.${v}`) }))} />
        </Form.Item>
        <Form.Item name="areaCode">
          <AreaCascader changeOnSelect placeholder={d("mfr.area")} aria-label={d("mfr.area")} style={{ width: 220 }} />
        </Form.Item>
      </SearchBar>
      <PagedTable<Manufacturer> data-testid="farm-table" rowKey="id" columns={columns} list={list} emptyText={filtered ? w.d("farm.emptyFiltered") : d("mfr.empty")} />
    </div>
  );
}
