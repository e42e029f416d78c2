import { address, addressTags, MAX_ADDRESSES, type Address, type AddressTag } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { ToneTag } from "../../../kit/ToneTag";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useParams } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { PageHeader } from "../../../kit/PageHeader";
import { usePagedCall } from "../../../kit/usePagedCall";
import { AddressFormModal } from "./AddressFormModal";
import { useIntro } from "./IntroSteps";
import { useDataTexts } from "./texts";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";

interface Filters {
  keyword?: string;
  tag?: AddressTag;
}

/** /setup/shippingAddress (and /:isIntro, a step of the first-login guide): the member's addresses. */
export default function ShippingAddressPage() {
  const { t, d } = useDataTexts();
  const { message } = App.useApp();
  const intro = useIntro("address", useParams().isIntro);
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(address.selAddrListPage, "setup.shippingAddress");
  const all = useCall(address.selAddrListPage, { pageNum: 1, pageSize: 1 });
  const setDefault = useFormMutation(address.updDefaultAddr);
  const del = useFormMutation(address.delAddrById);
  const [editing, setEditing] = useState<Address | null>(null);
  const [open, setOpen] = useState(false);
  const count = all.data?.total ?? 0;

  const changed = () => invalidateCalls(address.selAddrListPage);
  const makeDefault = async (a: Address) => {
    if (!(await setDefault.submit({ id: a.id }))) return;
    void message.success(d("common.defaultSet"));
    await changed();
  };
  const remove = async (a: Address) => {
    if (!(await del.submit({ id: a.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await changed();
  };

  const columns: ColumnsType<Address> = [
    {
      title: d("addr.receiverName"),
      dataIndex: "receiverName",
      width: 150,
      render: (v: string, a) => (
        <Space size={4} wrap>
          <span>{v}</span>
          {a.isDefault && <ToneTag tone="volcano">{d("common.default")}</ToneTag>}
        </Space>
      ),
    },
    { title: d("addr.mobile"), dataIndex: "mobile", width: 140 },
    {
      title: d("addr.address"),
      key: "address",
      render: (_, a) => (
        <>
          <div>{a.areaName}</div>
          <Typography.Text type="secondary">{a.address}</Typography.Text>
        </>
      ),
    },
    { title: d("addr.postcode"), dataIndex: "postcode", width: 90, render: (v: string | null) => v ?? "-" },
    {
      title: d("addr.tag"),
      key: "tag",
      width: 130,
      render: (_, a) => (
        <Space size={4} wrap>
          {a.tag && <Tag>{d(`addr.tags.${a.tag}`)}</Tag>}
          {a.isPublic && <ToneTag tone="blue">{d("addr.public")}</ToneTag>}
        </Space>
      ),
    },
    {
      title: d("common.actions"),
      key: "actions",
      width: 190,
      render: (_, a) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            data-testid={`addr-edit-${a.id}`}
            onClick={() => {
              setEditing(a);
              setOpen(true);
            }}
          >
            {d("common.edit")}
          </Button>
          {!a.isDefault && (
            <Button type="link" size="small" onClick={() => void makeDefault(a)} data-testid={`addr-default-${a.id}`}>
              {d("common.setDefault")}
            </Button>
          )}
          <Popconfirm title={d("common.deleteConfirm")} onConfirm={untilSettled(() => remove(a))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
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
      {intro.bar}
      <PageHeader
        title={d("addr.title")}
        extra={
          <Space>
            <Typography.Text type="secondary">{d("addr.limit", { max: MAX_ADDRESSES, count })}</Typography.Text>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={count >= MAX_ADDRESSES}
              data-testid="addr-add"
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
            >
              {d("common.add")}
            </Button>
          </Space>
        }
      />
      <SearchBar form={form} testId="addr" onSearch={(v) => list.search({ keyword: v.keyword?.trim() || undefined, tag: v.tag })}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("addr.searchPlaceholder")} style={{ width: 220 }} data-testid="addr-keyword" />
        </Form.Item>
        <Form.Item name="tag">
          <Select allowClear aria-label={d("addr.tag")} placeholder={d("addr.tag")} style={{ width: 120 }} options={addressTags.map((v) => ({ value: v, label: d(`addr.tags.${v}`) }))} />
        </Form.Item>
      </SearchBar>
      <PagedTable<Address> data-testid="addr-table" rowKey="id" columns={columns} list={list} emptyText={d("addr.empty")} />
      {intro.actions && <div style={{ marginTop: 24, textAlign: "right" }}>{intro.actions}</div>}
      <AddressFormModal
        open={open}
        editing={editing}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void changed();
        }}
      />
    </div>
  );
}
