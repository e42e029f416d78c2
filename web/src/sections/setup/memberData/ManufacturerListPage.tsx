import { manufacturer, manufacturerTypes, type Manufacturer, type ManufacturerType } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Empty, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { Link } from "react-router";
import { useCall, useMutate } from "../../../api";
import { AreaCascader } from "../../../kit/AreaCascader";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { pageSizeOptions, usePageSize } from "../../../kit/usePrefs";
import { useDataTexts } from "./texts";

interface Filters {
  keyword?: string;
  type?: ManufacturerType;
  areaCode?: string;
}

export const manufacturerReads = [manufacturer.selByParams, manufacturer.selListByParam, manufacturer.selDefault, manufacturer.selById];

/** /setup/manufacturerList: the member's farms, searchable, paged; edit, set default, delete. */
export default function ManufacturerListPage() {
  const { t, d } = useDataTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [pageNum, setPageNum] = useState(1);
  const { pageSize, ready, setPageSize } = usePageSize("setup.manufacturerList");
  const q = useCall(manufacturer.selByParams, { ...filters, pageNum, pageSize }, { enabled: ready });
  const upd = useMutate(manufacturer.updById);
  const del = useMutate(manufacturer.delById);

  const makeDefault = async (m: Manufacturer) => {
    if (!(await upd.mutateAsync({ id: m.id, isDefault: true }).catch(() => null))) return;
    void message.success(d("common.defaultSet"));
    await invalidateCalls(...manufacturerReads);
  };
  const remove = async (m: Manufacturer) => {
    if (!(await del.mutateAsync({ id: m.id }).catch(() => null))) return;
    void message.success(d("common.deleted"));
    if (q.data?.list.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
    await invalidateCalls(...manufacturerReads);
  };

  const columns: ColumnsType<Manufacturer> = [
    {
      title: d("mfr.name"),
      dataIndex: "name",
      render: (name: string, m) => (
        <Space>
          <span>{name}</span>
          {m.isDefault && <Tag color="volcano">{d("common.default")}</Tag>}
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
        <Space size={0} wrap>
          <Link to={`/setup/manufacturerList/update/${m.id}`}>
            <Button type="link" size="small">
              {d("common.edit")}
            </Button>
          </Link>
          {!m.isDefault && (
            <Button type="link" size="small" onClick={() => void makeDefault(m)} data-testid={`mfr-default-${m.id}`}>
              {d("common.setDefault")}
            </Button>
          )}
          <Popconfirm title={d("common.deleteConfirm")} onConfirm={() => remove(m)} okText={t("common.confirm")} cancelText={t("common.cancel")}>
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
        title={d("mfr.title")}
        extra={
          <Link to="/setup/manufacturerList/add">
            <Button type="primary" icon={<PlusOutlined />} data-testid="mfr-add">
              {d("common.add")}
            </Button>
          </Link>
        }
      />
      <Typography.Paragraph type="secondary">{d("mfr.intro")}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => {
          setFilters({ keyword: v.keyword?.trim() || undefined, type: v.type, areaCode: v.areaCode || undefined });
          setPageNum(1);
        }}
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("mfr.searchPlaceholder")} style={{ width: 200 }} data-testid="mfr-keyword" />
        </Form.Item>
        <Form.Item name="type">
          <Select
            allowClear
            placeholder={d("mfr.type")}
            style={{ width: 140 }}
            options={manufacturerTypes.map((v) => ({ value: v, label: d(`mfr.types.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="areaCode">
          <AreaCascader changeOnSelect placeholder={d("mfr.area")} style={{ width: 220 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="mfr-search">
            {t("common.search")}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
              setPageNum(1);
            }}
          >
            {t("common.reset")}
          </Button>
        </Space>
      </Form>
      {q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <Table<Manufacturer>
          data-testid="mfr-table"
          rowKey="id"
          size="middle"
          loading={q.isLoading || !ready}
          columns={columns}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: <Empty description={d("mfr.empty")} /> }}
          pagination={{
            current: pageNum,
            pageSize,
            total: q.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions,
            showTotal: (total) => d("common.total", { total }),
            onChange: (p, s) => {
              setPageNum(s !== pageSize ? 1 : p);
              setPageSize(s);
            },
          }}
        />
      )}
    </div>
  );
}
