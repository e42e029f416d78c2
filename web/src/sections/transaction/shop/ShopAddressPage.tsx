import { Codes, shop, type ShopAddress } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Modal, Result, Space, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError, useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { ScrollableTable } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { DeleteLink } from "../../../kit/FilterFields";
import { useFormMutation } from "../../../kit/useFormMutation";
import { AddressItemFields } from "./AddressFields";
import "./texts";

type Kind = ShopAddress["kind"];
const MAX_PER_KIND = 20;

/** What the modal's form holds (the area as the cascader's path). */
interface Values {
  kind: Kind;
  name?: string;
  contactName: string;
  contactMobile: string;
  areaCode: string;
  address: string;
  businessHours?: string;
  isDefault: boolean;
}

function matches(a: ShopAddress, keyword: string): boolean {
  const k = keyword.trim();
  if (!k) return true;
  return [a.name, a.contactName, a.contactMobile, a.areaName, a.address].some((f) => f?.includes(k));
}

/**
 * /transaction/extractManage (kind PICKUP, 自提点管理) and /transaction/addressManage (kind RETURN,
 * 退货地址): the shop's addresses of one kind — at most 20, so the list is read whole and searched
 * and paged here; add and edit in a dialog whose server errors land under the fields.
 */
export function ShopAddressPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState("");
  const [editing, setEditing] = useState<ShopAddress | "new" | null>(null);
  const [form] = Form.useForm<Values>();
  const list = useCall(shop.selAddressByLogin, { kind }, { errBySelf: true, retry: false });
  const add = useFormMutation(shop.addAddress, { form });
  const upd = useFormMutation(shop.updAddress, { form });
  const del = useFormMutation(shop.delAddress);
  const rows = useMemo(() => (list.data ?? []).filter((a) => matches(a, keyword)), [list.data, keyword]);
  const count = list.data?.length ?? 0;
  const changed = () => invalidateCalls(shop.selAddressByLogin);

  if (list.error instanceof ApiError && list.error.code === Codes.NOT_FOUND) {
    return <Result status="info" title={t("shopSeller.addrPage.noShop")} extra={<Link to="/transaction/enterpriseOpenShop">{t("shopSeller.addrPage.openShop")}</Link>} />;
  }
  if (list.error) return <LoadFailed onRetry={() => void list.refetch()} />;

  const open = (a: ShopAddress | "new") => {
    setEditing(a);
    form.resetFields();
    if (a === "new") form.setFieldsValue({ kind, isDefault: count === 0 });
    else form.setFieldsValue({ ...a, name: a.name ?? undefined, businessHours: a.businessHours ?? undefined });
  };
  const save = async (v: Values) => {
    const input = { ...v, kind, name: v.name?.trim() || undefined, businessHours: v.businessHours?.trim() || undefined };
    const done = editing && editing !== "new" ? await upd.submit({ ...input, id: editing.id }) : await add.submit(input);
    if (!done) return;
    void message.success(t("shopSeller.addrPage.saved"));
    setEditing(null);
    await changed();
  };
  const makeDefault = async (a: ShopAddress) => {
    const input = { kind, name: a.name ?? undefined, contactName: a.contactName, contactMobile: a.contactMobile, areaCode: a.areaCode, address: a.address, businessHours: a.businessHours ?? undefined, isDefault: true };
    if (!(await upd.submit({ ...input, id: a.id }))) return;
    void message.success(t("shopSeller.addrPage.defaultSet"));
    await changed();
  };
  const remove = async (a: ShopAddress) => {
    if (!(await del.submit({ id: a.id }))) return;
    void message.success(t("shopSeller.addrPage.deleted"));
    await changed();
  };

  const columns: ColumnsType<ShopAddress> = [
    ...(kind === "PICKUP"
      ? [
          {
            title: t("shopSeller.addr.name"),
            key: "name",
            width: 180,
            render: (_: unknown, a: ShopAddress) => (
              <Space size={4} wrap>
                <span>{a.name}</span>
                {a.isDefault && <ToneTag tone="volcano">{t("shopSeller.addr.default")}</ToneTag>}
              </Space>
            ),
          },
        ]
      : []),
    {
      title: t("shopSeller.addrPage.contact"),
      key: "contact",
      width: 170,
      render: (_, a) => (
        <Space size={4} wrap>
          <span>{a.contactName}</span>
          <Typography.Text type="secondary">{a.contactMobile}</Typography.Text>
          {kind === "RETURN" && a.isDefault && <ToneTag tone="volcano">{t("shopSeller.addr.default")}</ToneTag>}
        </Space>
      ),
    },
    {
      title: t("shopSeller.addrPage.areaAddress"),
      key: "address",
      render: (_, a) => (
        <>
          <div>{a.areaName}</div>
          <Typography.Text type="secondary">{a.address}</Typography.Text>
        </>
      ),
    },
    ...(kind === "PICKUP" ? [{ title: t("shopSeller.addr.hours"), dataIndex: "businessHours", width: 170, render: (v: string | null) => v ?? "-" }] : []),
    {
      title: t("shopSeller.addrPage.actions"),
      key: "actions",
      width: 190,
      render: (_, a) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => open(a)} data-testid={`shop-addr-edit-${a.id}`}>
            {t("shopSeller.addrPage.edit")}
          </Button>
          {!a.isDefault && (
            <Button type="link" size="small" onClick={() => void makeDefault(a)}>
              {t("shopSeller.addrPage.setDefault")}
            </Button>
          )}
          <DeleteLink confirm={t("shopSeller.addrPage.deleteConfirm")} onConfirm={() => remove(a)}>
            {t("shopSeller.addrPage.delete")}
          </DeleteLink>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid={`shop-addr-${kind}`}>
      <PageHeader
        title={t(`shopSeller.addrPage.title.${kind}`)}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={count >= MAX_PER_KIND} onClick={() => open("new")} data-testid="shop-addr-add">
            {t(`shopSeller.addrPage.add.${kind}`)}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        {t(`shopSeller.addrPage.intro.${kind}`)} {t("shopSeller.addrPage.limit", { max: MAX_PER_KIND, count })}
      </Typography.Paragraph>
      <Input.Search allowClear placeholder={t("shopSeller.addrPage.keyword")} aria-label={t("shopSeller.addrPage.keyword")} onSearch={setKeyword} style={{ maxWidth: 320, marginBottom: 16 }} maxLength={40} />
      <ScrollableTable>
        <Table<ShopAddress>
          size="middle"
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={list.isLoading}
          scroll={{ x: "max-content" }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t(`shopSeller.addrPage.empty.${kind}`) }}
        />
      </ScrollableTable>
      <Modal
        open={editing !== null}
        title={editing === "new" ? t(`shopSeller.addrPage.add.${kind}`) : t("shopSeller.addrPage.edit")}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t("common.confirm")}
        cancelText={t("common.cancel")}
        confirmLoading={add.isPending || upd.isPending}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="shop-addr-form">
          <AddressItemFields name={[]} kind={kind} />
        </Form>
      </Modal>
    </div>
  );
}
